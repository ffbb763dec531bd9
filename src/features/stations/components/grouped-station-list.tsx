// The grouped station list, virtualised against the page scroll so 1,000 stations stay smooth:
// only the rows on screen (plus a few) are in the DOM.
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import { useT } from '../../../i18n';
import { useGroupLabel, useScrollMargin } from '../../monitoring';
import type { StationListRow } from '../lib/station-list';
import { StationRow } from './station-row';

const ESTIMATED_HEIGHT: Record<StationListRow['type'], number> = {
  group: 48,
  customer: 40,
  station: 96,
};

/** Memoised: scrolling renders the rows that come into view, not every row on screen again. */
const RowContent = memo(function RowContent({ row }: { row: StationListRow }) {
  const { t } = useT();
  const groupLabel = useGroupLabel();
  if (row.type === 'group') {
    return (
      <h2 className="gw-list-group">
        {groupLabel(row.group)}
        <span className="gw-list-count">{t('monitoring.stationCount', { count: row.count })}</span>
      </h2>
    );
  }
  if (row.type === 'customer') {
    return (
      <p className="gw-list-customer">
        {row.customerName}
        <span className="gw-list-count">{t('monitoring.stationCount', { count: row.count })}</span>
      </p>
    );
  }
  return <StationRow station={row.station} />;
});

export function GroupedStationList({ rows }: { rows: readonly StationListRow[] }) {
  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useScrollMargin(listRef);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => ESTIMATED_HEIGHT[rows[index].type],
    overscan: 8,
    scrollMargin,
    getItemKey: (index) => rows[index].key,
    // Rows come into view in a task of their own, not inside the browser's scroll event: one
    // task rendering them and laying them out took up to 20 ms of a loaded CPU (issue 13).
    useFlushSync: false,
  });
  return (
    <div
      ref={listRef}
      className="gw-station-list"
      style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
    >
      {virtualizer.getVirtualItems().map((item) => (
        <div
          key={item.key}
          ref={virtualizer.measureElement}
          data-index={item.index}
          className="gw-station-list__row"
          style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
        >
          <RowContent row={rows[item.index]} />
        </div>
      ))}
    </div>
  );
}
