// The grouped station list, windowed against the page scroll so 1,000 stations stay smooth:
// only the rows on screen (plus a few) are in the DOM (components/windowed-rows.tsx).
import { memo, useRef } from 'react';
import { WindowedRows } from '../../../components/windowed-rows';
import { useT } from '../../../i18n';
import { useGroupLabel } from '../../monitoring';
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
  return (
    <WindowedRows
      listRef={listRef}
      count={rows.length}
      estimateSize={(index) => ESTIMATED_HEIGHT[rows[index].type]}
      overscan={8}
      getItemKey={(index) => rows[index].key}
      className="gw-station-list"
      rowClassName="gw-station-list__row"
      renderRow={(index) => <RowContent row={rows[index]} />}
    />
  );
}
