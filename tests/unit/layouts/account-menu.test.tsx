import type { User } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { RecoilRoot } from 'recoil';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enumsState } from '../../../src/features/account';
import { sessionState } from '../../../src/features/auth';
import { AccountMenu } from '../../../src/layouts/account-menu';

const user = {
  id: 'u1',
  aud: 'authenticated',
  email: 'user@greenwatch.demo',
  app_metadata: { provider: 'email' },
  user_metadata: { full_name: 'Nguyễn Văn An', role: 'user' },
  created_at: '2026-01-01T00:00:00Z',
} as unknown as User;

/** A window `width` px wide, as far as CSS media queries on min-width go. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity) <= width,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => {
  // The company name comes from the data service, which is not running here.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('offline'))),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderMenu() {
  render(
    <RecoilRoot
      initializeState={({ set }) => {
        set(sessionState, { loading: false, user, error: null });
        set(enumsState, { items: [], loading: false, error: null, initialized: true });
      }}
    >
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter>
          <AccountMenu signInPath="/login" />
        </MemoryRouter>
      </QueryClientProvider>
    </RecoilRoot>,
  );
  return screen.getByRole('button', { name: /Tài khoản của tôi$/ });
}

const ACTIONS = ['Thông tin tài khoản', 'Đổi mật khẩu', 'Đăng xuất'];

describe('AccountMenu', () => {
  it('under 1024 px opens as a zmp-ui bottom sheet that is a modal dialog', async () => {
    screenWidth(1023);
    const button = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    // Its name starts with what it shows on a desktop: the user's and the company's names.
    await waitFor(() =>
      expect(button).toHaveAccessibleName(/^Nguyễn Văn An .+ – Tài khoản của tôi$/),
    );
    await userEvent.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Tài khoản của tôi' });
    expect(sheet.closest('.zaui-sheet-content')).not.toBeNull();
    const panel = within(sheet).getByText('Nguyễn Văn An').closest('#gw-account-panel')!;
    for (const action of ACTIONS)
      expect(within(panel as HTMLElement).getByRole('button', { name: action })).toBeVisible();
    await waitFor(() =>
      expect(within(sheet).getByRole('button', { name: 'Thông tin tài khoản' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('from 1024 px opens as a drop-down under the button', async () => {
    screenWidth(1024);
    const button = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.click(button);
    const panel = document.getElementById('gw-account-panel')!;
    expect(panel).toHaveClass('gw-account__panel');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    for (const action of ACTIONS)
      expect(within(panel).getByRole('button', { name: action })).toBeVisible();
  });

  for (const width of [390, 1280]) {
    it(`asks before logging out in a modal, which Escape closes (${width} px)`, async () => {
      screenWidth(width);
      const button = renderMenu();
      await userEvent.click(button);
      await userEvent.click(await screen.findByRole('button', { name: 'Đăng xuất' }));
      const dialog = await screen.findByRole('dialog', { name: 'Xác nhận đăng xuất' });
      expect(dialog).toHaveClass('zaui-modal-content');
      expect(dialog).toHaveAccessibleDescription('Bạn có chắc chắn muốn đăng xuất khỏi hệ thống?');
      await waitFor(() =>
        expect(within(dialog).getByRole('button', { name: 'Hủy' })).toHaveFocus(),
      );
      expect(within(dialog).getByRole('button', { name: 'Đăng xuất' })).toBeEnabled();
      await userEvent.keyboard('{Escape}');
      // The menu's item is gone: the focus goes back to the account button.
      expect(button).toHaveFocus();
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Xác nhận đăng xuất' })).toBeNull(),
      );
    });
  }
});
