import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RecoilRoot } from 'recoil';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sortStations } from '../../../../src/features/monitoring';
import { buildStations } from '../../../../src/features/monitoring/lib/station-model';
import { GroupedStationList } from '../../../../src/features/stations/components/grouped-station-list';
import { groupedRows } from '../../../../src/features/stations/lib/station-list';
import { customer, station } from '../monitoring/fixtures';

// 1,000 stations: only the rows near the viewport are in the DOM (virtualised list).

const thousand = buildStations(
  Array.from({ length: 50 }, (_, c) =>
    customer({
      id: c + 1,
      name: `Công ty ${c + 1}`,
      customergroup: { id: (c % 3) + 1, name: `Nhóm ${(c % 3) + 1}` },
      station: Array.from({ length: 20 }, (_, s) =>
        station({ id: c * 100 + s + 1, name: `Trạm ${c + 1}.${s + 1}` }),
      ),
    }),
  ),
);

// jsdom has no layout: every row gets the height of a real station row.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(90);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('GroupedStationList', () => {
  it('renders a window of rows out of 1,000 stations, starting with the first group', () => {
    const rows = groupedRows(sortStations(thousand, 'name_asc'));
    expect(rows.filter((row) => row.type === 'station')).toHaveLength(1000);
    const { container } = render(
      <RecoilRoot>
        <MemoryRouter>
          <GroupedStationList rows={rows} />
        </MemoryRouter>
      </RecoilRoot>,
    );
    const rendered = container.querySelectorAll('article.gw-station-row').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(40);
    expect(screen.getByRole('heading', { name: /Nhóm 1/ })).toBeInTheDocument();
  });
});
