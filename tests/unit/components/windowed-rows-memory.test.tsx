import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RecoilRoot } from 'recoil';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { windowedRowsMemory } from '../../../src/components/windowed-rows';
import { StationListRows } from '../../../src/features/monitoring/components/station-list-rows';
import { buildStations } from '../../../src/features/monitoring/lib/station-model';
import { customer, measurement, station } from '../features/monitoring/fixtures';

// A windowed list left and found again through history keeps the rows it measured, so the page's
// remembered offset shows the same stations, not the ones the estimated heights would put there.

const thousand = buildStations(
  Array.from({ length: 10 }, (_, c) =>
    customer({
      id: c + 1,
      name: `Công ty ${c + 1}`,
      station: Array.from({ length: 100 }, (_, s) =>
        station({
          id: c * 1000 + s + 1,
          name: `Trạm ${c + 1}.${s + 1}`,
          measurements: [measurement()],
        }),
      ),
    }),
  ),
);

/** Each line is 50 px tall (the list estimates 96 px until it has measured one). */
const LINE = 50;
let offset = 0;

beforeEach(() => {
  offset = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => offset);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(LINE);
  // The list starts at the top of the page, as a browser would place it.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(
    () =>
      ({
        top: -offset,
        bottom: 0,
        left: 0,
        right: 0,
        height: 0,
        width: 0,
        x: 0,
        y: -offset,
      }) as DOMRect,
  );
});
afterEach(() => {
  vi.restoreAllMocks();
});

function renderList(entryKey: string) {
  return render(
    <MemoryRouter
      initialEntries={[{ pathname: '/online-monitoring', key: entryKey }]}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <RecoilRoot>
        <StationListRows stations={thousand} />
      </RecoilRoot>
    </MemoryRouter>,
  );
}

const firstShown = (container: HTMLElement) =>
  Number(container.querySelector('article[data-station-id]')?.getAttribute('data-station-id'));

async function scrollTo(y: number) {
  offset = y;
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    // Past the virtualizer's 150 ms 'is scrolling' window: rows are measured once it settles.
    await new Promise((resolve) => setTimeout(resolve, 200));
  });
}

describe('WindowedRows across history', () => {
  it(
    'shows the same rows at the remembered offset when its history entry comes back',
    { timeout: 20_000 },
    async () => {
      const visit = renderList('entry-1');
      // The user scrolls down through the first hundred lines: each is measured at 50 px.
      for (let y = 0; y <= 5000; y += 1000) await scrollTo(y);
      const shownThen = firstShown(visit.container);
      visit.unmount();
      expect(windowedRowsMemory.get('entry-1|gw-station-lines')?.length).toBeGreaterThan(90);

      // Back on the entry at the same offset: the same lines, not those 96 px estimates give.
      offset = 5000;
      const back = renderList('entry-1');
      expect(firstShown(back.container)).toBe(shownThen);
      back.unmount();

      // A new entry of the same page knows nothing of it.
      const fresh = renderList('entry-2');
      expect(firstShown(fresh.container)).not.toBe(shownThen);
    },
  );
});
