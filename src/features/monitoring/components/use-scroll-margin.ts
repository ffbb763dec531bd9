// Where a window-scrolled list starts on the page: the `scrollMargin` a window virtualizer needs.
// Measured again whenever the page around the list changes size (filters opened or closed, a
// notice shown above it), or the virtualizer would render the rows of another part of the list.
import { useLayoutEffect, useState, type RefObject } from 'react';

export function useScrollMargin(list: RefObject<HTMLElement>): number {
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
