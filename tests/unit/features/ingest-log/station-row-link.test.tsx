import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RecoilRoot } from 'recoil';
import { describe, expect, it } from 'vitest';
import { buildStations } from '../../../../src/features/monitoring/lib/station-model';
import { StationRow } from '../../../../src/features/stations/components/station-row';
import { customer, station } from '../monitoring/fixtures';

describe('a station of the station list', () => {
  it("links to the station's data-transfer log", () => {
    const [row] = buildStations([customer({ station: [station({ id: 42, name: 'Trạm A' })] })]);
    render(
      <RecoilRoot>
        <MemoryRouter>
          <StationRow station={row!} />
        </MemoryRouter>
      </RecoilRoot>,
    );
    const link = screen.getByRole('link', { name: /^Nhật ký truyền dữ liệu: Trạm A/ });
    expect(link).toHaveAttribute('href', '/station-log?station=42');
  });
});
