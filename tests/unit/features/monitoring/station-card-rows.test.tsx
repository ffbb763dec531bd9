import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RecoilRoot } from 'recoil';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StationCardRows } from '../../../../src/features/monitoring/components/station-card-rows';
import { buildStations } from '../../../../src/features/monitoring/lib/station-model';
import { customer, measurement, station } from './fixtures';

// 1,000 stations of ten parameters on /online-monitoring: only the rows of cards near the
// viewport are in the DOM, each as many cards wide as the grid has columns.

const thousand = buildStations(
  Array.from({ length: 50 }, (_, c) =>
    customer({
      id: c + 1,
      name: `Công ty ${c + 1}`,
      station: Array.from({ length: 20 }, (_, s) =>
        station({
          id: c * 100 + s + 1,
          name: `Trạm ${c + 1}.${s + 1}`,
          measurements: Array.from({ length: 10 }, (_, p) => measurement({ code: `P${p + 1}` })),
        }),
      ),
    }),
  ),
);

function renderCards(gridTemplateColumns: string) {
  // jsdom has no layout: the grid's resolved tracks and a row's height are those of a browser.
  const computed = window.getComputedStyle;
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = computed(element, pseudo);
    return (element as HTMLElement).classList.contains('gw-station-cards--windowed')
      ? ({ ...style, gridTemplateColumns } as CSSStyleDeclaration)
      : style;
  });
  const { container } = render(
    <MemoryRouter>
      <RecoilRoot>
        <StationCardRows stations={thousand} />
      </RecoilRoot>
    </MemoryRouter>,
  );
  const rows = [...container.querySelectorAll('.gw-station-cards__row')];
  return {
    rows,
    cardsPerRow: rows.map((row) => row.querySelectorAll('article.gw-station-card').length),
    cards: [...container.querySelectorAll('article.gw-station-card')],
  };
}

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(540);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('StationCardRows', () => {
  it('renders a window of rows out of 1,000 stations, the first station first', () => {
    const { cards } = renderCards('460px 460px');
    expect(thousand).toHaveLength(1000);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThan(20);
    expect(cards[0]!.getAttribute('data-station-id')).toBe(String(thousand[0]!.id));
    expect(cards[0]!.querySelectorAll('li.gw-measure')).toHaveLength(10);
  });

  it('puts as many cards in a row as the grid has columns', () => {
    expect(renderCards('350px 350px 350px').cardsPerRow.every((n) => n === 3)).toBe(true);
  });

  it('puts one card in a row without a resolved grid (no layout)', () => {
    const { cardsPerRow, cards } = renderCards('repeat(auto-fill, minmax(340px, 1fr))');
    expect(cardsPerRow.every((n) => n === 1)).toBe(true);
    // Cards follow the stations' order across rows.
    expect(cards.map((card) => card.getAttribute('data-station-id'))).toEqual(
      thousand.slice(0, cards.length).map((s) => String(s.id)),
    );
  });
});
