// The /online-monitoring cards, windowed against the page scroll: the cards are laid out in rows of
// as many cards as the grid has columns, and only the rows near the viewport are in the DOM. A
// thousand stations are ~100,000 elements; rendered whole, every page of them that scrolled into
// view cost a long style, layout and paint task (issue 13). Now a wheel step brings a row or two.
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import type { Station } from '../lib/types';
import { useGroupLabel } from './group-label';
import { StationCard } from './station-card';
import { useGridColumnCount } from './use-grid-columns';
import { useScrollMargin } from './use-scroll-margin';

/** A card of ten parameters at 1280 px, with the gap below it; rows are measured once shown. */
const ESTIMATED_ROW_HEIGHT = 540;
/** Rows rendered beyond each edge of the viewport, so a fast wheel never shows a blank. */
const OVERSCAN_ROWS = 2;

/** Memoised: scrolling moves the rows, it does not render their cards again. */
const CardRow = memo(function CardRow({
  stations,
  start,
  columns,
}: {
  stations: readonly Station[];
  start: number;
  columns: number;
}) {
  const groupLabel = useGroupLabel();
  return (
    <>
      {stations.slice(start, start + columns).map((station) => (
        <StationCard
          key={station.id}
          station={station}
          title={station.displayName}
          subtitle={`${groupLabel(station.customerGroup)} · ${station.code}`}
        />
      ))}
    </>
  );
});

export function StationCardRows({ stations }: { stations: readonly Station[] }) {
  const listRef = useRef<HTMLDivElement>(null);
  const columns = useGridColumnCount(listRef);
  const scrollMargin = useScrollMargin(listRef);
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(stations.length / columns),
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    // Rows come into view in a task of their own, not inside the browser's scroll event.
    useFlushSync: false,
  });
  return (
    <div
      ref={listRef}
      className="gw-station-cards gw-station-cards--windowed"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          ref={virtualizer.measureElement}
          data-index={row.index}
          className="gw-station-cards gw-station-cards__row"
          style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
        >
          <CardRow stations={stations} start={row.index * columns} columns={columns} />
        </div>
      ))}
    </div>
  );
}
