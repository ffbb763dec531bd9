// The /online-monitoring cards, windowed against the page scroll: the cards are laid out in rows of
// as many cards as the grid has columns, and only the rows near the viewport are in the DOM. A
// thousand stations are ~100,000 elements; rendered whole, every page of them that scrolled into
// view cost a long style, layout and paint task (issue 13). Now a wheel step brings a row or two.
import { memo, useRef } from 'react';
import { WindowedRows } from '../../../components/windowed-rows';
import { MaintenanceControl } from '../../maintenance';
import type { Station } from '../lib/types';
import { useGroupLabel } from './group-label';
import { StationCard } from './station-card';
import { useGridColumnCount } from './use-grid-columns';

/** A card of ten parameters at 1280 px, with the gap below it; rows are measured once shown. */
const ESTIMATED_ROW_HEIGHT = 540;
/** Rows rendered beyond each edge of the viewport, so a fast wheel never shows a blank. */
const OVERSCAN_ROWS = 2;

const maintenanceControl = (stationId: number, title: string) => (
  <MaintenanceControl stationId={stationId} stationName={title} />
);

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
          renderActions={maintenanceControl}
        />
      ))}
    </>
  );
});

export function StationCardRows({ stations }: { stations: readonly Station[] }) {
  const listRef = useRef<HTMLDivElement>(null);
  const columns = useGridColumnCount(listRef);
  return (
    <WindowedRows
      listRef={listRef}
      count={Math.ceil(stations.length / columns)}
      estimateSize={() => ESTIMATED_ROW_HEIGHT}
      overscan={OVERSCAN_ROWS}
      className="gw-station-cards gw-station-cards--windowed"
      rowClassName="gw-station-cards gw-station-cards__row"
      renderRow={(index) => (
        <CardRow stations={stations} start={index * columns} columns={columns} />
      )}
    />
  );
}
