import { describe, expect, it } from 'vitest';
import type { PublicStation } from '../../../../src/features/public/public-api';
import { publicView } from '../../../../src/features/public/public-view';
import { publicPagePath } from '../../../../src/routes/route-table';

const station = (id: number, name: string) => ({ id, name }) as unknown as PublicStation;
const stations = [station(4, 'Trạm nước thải số 1'), station(12, 'Ống khói lò hơi')];

describe('public page links', () => {
  it('builds the customer page and the one-station page, escaping every segment', () => {
    const userId = '5b1f0c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(publicPagePath(userId, '1')).toBe(`/public/${userId}/1`);
    expect(publicPagePath(userId, '1', '12')).toBe(`/public/${userId}/1/12`);
    expect(publicPagePath('a/b', 'c d', 'e?f')).toBe('/public/a%2Fb/c%20d/e%3Ff');
  });
});

describe('publicView', () => {
  it('shows every shared station without a station id', () => {
    expect(publicView(stations, undefined)).toEqual({ kind: 'customer', stations });
  });

  it('shows only the station asked for', () => {
    expect(publicView(stations, '12')).toEqual({ kind: 'station', station: stations[1] });
  });

  it('refuses a station the customer does not share, or an id that is not one', () => {
    expect(publicView(stations, '5')).toEqual({ kind: 'station-not-shared' });
    expect(publicView(stations, '012')).toEqual({ kind: 'station-not-shared' });
    expect(publicView([], '4')).toEqual({ kind: 'station-not-shared' });
  });
});
