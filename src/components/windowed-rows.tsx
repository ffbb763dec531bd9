// A long list windowed against the page scroll (@tanstack/react-virtual): only the rows near the
// viewport are in the DOM, each measured once shown and placed under the ones before it. Where
// the list starts on the page is measured again whenever the page around it changes size
// (filters opened, a notice shown above it), or the rows of another part of the list would be
// rendered. Rows come into view in a task of their own, not inside the browser's scroll event:
// rendering and laying them out there took up to 20 ms of a loaded phone's CPU (issue 13).
// The rows measured on a history entry are kept when it is left and given back when the user
// returns to it: the page's remembered offset (routes/scroll-reset.tsx) then shows the same
// rows, not the estimated ones.
import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useState, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { BoundedMemory } from '../lib/scroll-memory';

/** The measured rows of each list of each history entry, as the entry was left. */
export const windowedRowsMemory = new BoundedMemory<VirtualItem[]>();

/** Where `list` starts on the page: the `scrollMargin` a window virtualizer needs. */
function useScrollMargin(list: RefObject<HTMLElement>): number {
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => setMargin(element.getBoundingClientRect().top + window.scrollY);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    // The parent grows or shrinks with anything above the list, and with the list itself.
    const observer = new ResizeObserver(measure);
    observer.observe(element.parentElement ?? element);
    return () => observer.disconnect();
  }, [list]);
  return margin;
}

export interface WindowedRowsProps {
  /** The list element (the caller may measure it too, e.g. its grid columns). */
  listRef: RefObject<HTMLDivElement>;
  count: number;
  /** A row's height before it is measured. */
  estimateSize: (index: number) => number;
  /** Rows rendered beyond each edge of the viewport. */
  overscan: number;
  getItemKey?: (index: number) => string | number;
  className: string;
  rowClassName: string;
  renderRow: (index: number) => ReactNode;
}

export function WindowedRows({
  listRef,
  count,
  estimateSize,
  overscan,
  getItemKey,
  className,
  rowClassName,
  renderRow,
}: WindowedRowsProps) {
  const scrollMargin = useScrollMargin(listRef);
  // One list per class on a page: the entry and the class name the list.
  const memoryKey = `${useLocation().key}|${className}`;
  const [measured] = useState(() => windowedRowsMemory.get(memoryKey));
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize,
    overscan,
    scrollMargin,
    getItemKey,
    useFlushSync: false,
    initialMeasurementsCache: measured,
  });
  useEffect(
    () => () => windowedRowsMemory.set(memoryKey, virtualizer.takeSnapshot()),
    [memoryKey, virtualizer],
  );
  return (
    <div
      ref={listRef}
      className={className}
      style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
    >
      {virtualizer.getVirtualItems().map((item) => (
        <div
          key={item.key}
          ref={virtualizer.measureElement}
          data-index={item.index}
          className={rowClassName}
          style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
        >
          {renderRow(item.index)}
        </div>
      ))}
    </div>
  );
}
