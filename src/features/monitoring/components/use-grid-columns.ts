// How many columns a CSS grid has at its current width. The stylesheet stays the one place that
// decides the columns (auto-fill tracks, the phone breakpoint): the count is read from the grid's
// resolved `grid-template-columns`, one length per track, whenever the grid changes width.
import { useLayoutEffect, useState, type RefObject } from 'react';

function columnCount(grid: HTMLElement): number {
  const tracks = getComputedStyle(grid).gridTemplateColumns.trim().split(/\s+/);
  // Anything but a list of lengths (no layout, as in tests) counts as one column.
  return tracks.every((track) => track.endsWith('px')) ? tracks.length : 1;
}

export function useGridColumnCount(grid: RefObject<HTMLElement>): number {
  const [columns, setColumns] = useState(1);
  useLayoutEffect(() => {
    const element = grid.current;
    if (!element) return;
    const measure = () => setColumns(columnCount(element));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [grid]);
  return columns;
}
