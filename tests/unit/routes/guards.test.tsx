// The route tree with the real guards and layouts, driven only by the Recoil session atom.
import type { User } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { RecoilRoot, useSetRecoilState, type SetterOrUpdater } from 'recoil';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionState, type SessionState } from '../../../src/features/auth';
import { AppRoutes } from '../../../src/routes/app-routes';

let setSession: SetterOrUpdater<SessionState>;

function SessionHandle() {
  setSession = useSetRecoilState(sessionState);
  return null;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

const user = (role: string, canAccess: string[] = []): User =>
  ({
    id: 'u1',
    aud: 'authenticated',
    email: 'user@greenwatch.demo',
    app_metadata: { provider: 'email' },
    user_metadata: { role, can_access: canAccess, full_name: 'Nguyễn Văn An' },
    created_at: '2026-01-01T00:00:00Z',
  }) as User;

function renderAt(path: string | string[], session: SessionState) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <RecoilRoot initializeState={({ set }) => set(sessionState, session)}>
      <QueryClientProvider client={client}>
        <MemoryRouter
          initialEntries={Array.isArray(path) ? path : [path]}
          initialIndex={Array.isArray(path) ? path.length - 1 : 0}
          future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
        >
          <SessionHandle />
          <LocationProbe />
          <AppRoutes />
        </MemoryRouter>
      </QueryClientProvider>
    </RecoilRoot>,
  );
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  // The product API and auth service are not running in unit tests.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('offline'))),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('route guards', () => {
  it('shows the loading screen while the session is being checked', () => {
    renderAt('/online-monitoring', { loading: true, user: null, error: null });
    expect(screen.getByText('Đang tải...')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng chờ trong giây lát')).toBeInTheDocument();
  });

  it('sends an anonymous visitor to /login and back to the origin once the session is set', async () => {
    renderAt('/water-fee-report', { loading: false, user: null, error: null });
    expect(await screen.findByRole('heading', { name: 'Đăng nhập' })).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(document.title).toBe('Đăng nhập | GreenWatch online monitoring');

    act(() =>
      setSession({ loading: false, user: user('user', ['water-fee-report']), error: null }),
    );
    await waitFor(() => expect(location()).toBe('/water-fee-report'));
    // The page is its own chunk: the first render waits for its module to load.
    expect(
      await screen.findByRole('heading', { name: 'Báo cáo phí nước thải' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // The title is set in an effect after the page's render: on a busy machine, a moment later.
    await waitFor(() =>
      expect(document.title).toBe('Báo cáo phí nước thải | GreenWatch online monitoring'),
    );
  }, 20_000); // the page's chunk loads on first render: slow on a busy machine

  it('shows the access-denied page with both buttons for a route outside can_access', async () => {
    renderAt('/water-fee-report', {
      loading: false,
      user: user('user', ['online-monitoring']),
      error: null,
    });
    expect(
      await screen.findByRole('heading', { name: 'Không có quyền truy cập' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Bạn không có quyền truy cập trang này.')).toBeInTheDocument();
    expect(
      screen.getByText('Vui lòng liên hệ quản trị viên để được cấp quyền.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quay lại' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Về trang chủ' }));
    expect(location()).toBe('/');
  });

  it("goes back to the app's previous page, or home when the app was opened at the page", async () => {
    const restricted = { loading: false, user: user('user', ['online-monitoring']), error: null };
    const { unmount } = renderAt(['/online-monitoring', '/water-fee-report'], restricted);
    await userEvent.click(await screen.findByRole('button', { name: 'Quay lại' }));
    await waitFor(() => expect(location()).toBe('/online-monitoring'));
    unmount();
    renderAt('/water-fee-report', restricted);
    await userEvent.click(await screen.findByRole('button', { name: 'Quay lại' }));
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('gives an unknown address a way home and back (issue 14: /settings/foo dead-ended)', async () => {
    renderAt('/settings/foo', { loading: false, user: user('user'), error: null });
    expect(
      await screen.findByRole('heading', { name: 'Không tìm thấy trang' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quay lại' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Về trang chủ' }));
    expect(location()).toBe('/');
    expect(await screen.findByText('Xin chào, Nguyễn Văn An')).toBeInTheDocument();
  });

  it('lets other roles open every guarded route', async () => {
    renderAt('/air-fee-report', { loading: false, user: user('admin'), error: null });
    expect(
      await screen.findByRole('heading', { name: 'Báo cáo phí khí thải' }),
    ).toBeInTheDocument();
  });

  it('sends a signed-in user away from the sign-in pages to /', async () => {
    renderAt('/forgot-password', { loading: false, user: user('user'), error: null });
    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByText('Xin chào, Nguyễn Văn An')).toBeInTheDocument();
  });

  it('always shows home and profile, and hides a sidebar group with nothing to open', async () => {
    renderAt('/profile', { loading: false, user: user('user', ['exceed-data']), error: null });
    expect(await screen.findByRole('heading', { name: 'Thông tin tài khoản' })).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'Menu chính' });
    expect(sidebar).toHaveTextContent('Báo cáo');
    expect(sidebar).not.toHaveTextContent('Khai thác dữ liệu');
  });

  it('asks for confirmation before signing out', async () => {
    renderAt('/', { loading: false, user: user('admin'), error: null });
    await userEvent.click(await screen.findByRole('button', { name: /Tài khoản của tôi$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Đăng xuất' }));
    // The confirmation is loaded when first opened, and leaves after zmp-ui's closing animation.
    const dialog = await screen.findByRole('dialog', { name: 'Xác nhận đăng xuất' });
    expect(dialog).toHaveAccessibleDescription('Bạn có chắc chắn muốn đăng xuất khỏi hệ thống?');
    await userEvent.click(screen.getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
