import type { User } from '@supabase/supabase-js';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { RecoilRoot } from 'recoil';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionState } from '../../../../src/features/auth/session-state';
import { OnlineMonitoringPage } from '../../../../src/features/monitoring';
import { INITIAL_MONITORING_STATE } from '../../../../src/features/monitoring/lib/monitoring-state';
import {
  monitoringViewKey,
  readMonitoringView,
  saveMonitoringView,
} from '../../../../src/features/monitoring/lib/monitoring-view';
import { monitoringState } from '../../../../src/features/monitoring/monitoring-data';
import { customer, measurement, station } from './fixtures';

// /online-monitoring shows the stations as a grid of cards or a compact list; the user's choice
// is kept in local storage under their id.

const userOf = (id: string) => ({ id, user_metadata: {} }) as unknown as User;

const customers = [
  customer({
    id: 1,
    name: 'Công ty A',
    station: [
      station({
        id: 11,
        name: 'Trạm vượt',
        latest_status: 'exceed_threshold',
        measurements: [measurement({ code: 'COD', value: 175, limit_max: 135 })],
      }),
      station({ id: 12, name: 'Trạm ổn', measurements: [measurement({ code: 'TSS', value: 40 })] }),
    ],
  }),
];

function renderPage(userId: string) {
  return render(
    <RecoilRoot
      initializeState={({ set }) => {
        set(sessionState, { loading: false, user: userOf(userId), error: null });
        set(monitoringState, { ...INITIAL_MONITORING_STATE, customers, initialised: true });
      }}
    >
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <OnlineMonitoringPage />
      </MemoryRouter>
    </RecoilRoot>,
  );
}

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(90);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the /online-monitoring view', () => {
  it('opens on the grid, switches to the list by keyboard and keeps the choice per user', async () => {
    const first = renderPage('u-1');
    expect(screen.getByRole('tab', { name: 'Lưới' })).toHaveAttribute('aria-selected', 'true');
    const grid = screen.getByRole('tabpanel', { name: 'Lưới' });
    expect(grid.querySelectorAll('article.gw-station-card')).toHaveLength(2);

    screen.getByRole('tab', { name: 'Lưới' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const list = screen.getByRole('tabpanel', { name: 'Danh sách' });
    const line = within(list).getByRole('article', { name: 'Trạm vượt - Công ty A' });
    // The same status and value colours as the card and its tiles.
    expect(line).toHaveAttribute('data-status', 'exceed_threshold');
    expect(line.querySelector('[data-parameter="COD"]')).toHaveAttribute('data-state', 'exceed');
    expect(within(line).getByTestId('measurement-value')).toHaveTextContent('175');
    expect(document.querySelectorAll('article.gw-station-card')).toHaveLength(0);
    expect(localStorage.getItem(monitoringViewKey('u-1'))).toBe('list');
    first.unmount();

    // The same user comes back to the list; another user still starts on the grid.
    const again = renderPage('u-1');
    expect(screen.getByRole('tab', { name: 'Danh sách' })).toHaveAttribute('aria-selected', 'true');
    again.unmount();
    renderPage('u-2');
    expect(screen.getByRole('tab', { name: 'Lưới' })).toHaveAttribute('aria-selected', 'true');
  });

  it('reads only a view it knows, and never fails on a storage that refuses', () => {
    const storage = new Map<string, string>();
    const fake = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    };
    expect(readMonitoringView(fake, 'u-1')).toBe('grid');
    saveMonitoringView(fake, 'u-1', 'list');
    expect(storage.get('gw.monitoring.view.u-1')).toBe('list');
    expect(readMonitoringView(fake, 'u-1')).toBe('list');
    expect(readMonitoringView(fake, null)).toBe('grid');
    storage.set('gw.monitoring.view.u-1', 'table');
    expect(readMonitoringView(fake, 'u-1')).toBe('grid');
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readMonitoringView(refusing, 'u-1')).toBe('grid');
    expect(() => saveMonitoringView(refusing, 'u-1', 'list')).not.toThrow();
    expect(readMonitoringView(null, 'u-1')).toBe('grid');
  });
});
