import type { User } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { RecoilRoot } from 'recoil';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordDialog } from '../../../../src/features/account/change-password-dialog';
import { sessionState } from '../../../../src/features/auth';
import { LoginPage } from '../../../../src/features/auth/pages/login-page';

// The sign-in form and the change-password dialog on zmp-ui's Input and Input.Password: the
// label still names the field, react-hook-form still reads, validates and focuses it, and the
// Vietnamese errors are tied to the field.

const user = {
  id: 'u2',
  email: 'user2@greenwatch.demo',
  app_metadata: { provider: 'email' },
  user_metadata: {},
} as unknown as User;

function renderWithApp(element: JSX.Element) {
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RecoilRoot
        initializeState={({ set }) => set(sessionState, { loading: false, user, error: null })}
      >
        <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
          {element}
        </MemoryRouter>
      </RecoilRoot>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // The auth settings the page asks for: no answer (the external buttons stay hidden).
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sign-in form on zmp-ui inputs', () => {
  it('names each zmp-ui field by its label and shows the Vietnamese errors on it', async () => {
    renderWithApp(<LoginPage />);
    const email = screen.getByLabelText(/^Email/);
    const password = screen.getByLabelText(/^Mật khẩu/);
    // zmp-ui's controls, not the native shell's.
    expect(email.closest('.zaui-input-affix-wrapper')).not.toBeNull();
    expect(password.closest('.zaui-input-affix-wrapper')).not.toBeNull();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(password).toHaveAttribute('type', 'password');
    // The eye button's name does not make a second 'Mật khẩu' for getByLabel.
    expect(screen.getAllByLabelText(/mật khẩu/i)).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    const emailError = await screen.findByText('Email không được để trống');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email.getAttribute('aria-describedby')).toContain(emailError.id);
    expect(screen.getByText('Vui lòng nhập mật khẩu')).toHaveAttribute('role', 'alert');
    // react-hook-form reached the <input> through zmp-ui: the first field in error has focus.
    expect(email).toHaveFocus();
    expect(email.closest('.zaui-input-affix-wrapper')).toHaveClass(
      'zaui-input-affix-wrapper-status-error',
    );

    await userEvent.type(email, 'khong-phai-email');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByText('Email không hợp lệ')).toBeInTheDocument();
  });

  it('shows and hides the password with a button a keyboard can use', async () => {
    renderWithApp(<LoginPage />);
    const password = screen.getByLabelText(/^Mật khẩu/);
    await userEvent.type(password, 'Demo@2026');
    expect(password).toHaveValue('Demo@2026');
    const reveal = screen.getByRole('button', { name: 'Hiện ký tự đã nhập' });
    expect(reveal).toHaveAttribute('aria-pressed', 'false');
    reveal.focus();
    await userEvent.keyboard('{Enter}');
    expect(password).toHaveAttribute('type', 'text');
    expect(reveal).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    expect(password).toHaveAttribute('type', 'password');
  });
});

describe('change-password dialog on zmp-ui inputs', () => {
  it('validates the three zmp-ui fields on change with the spec messages', async () => {
    renderWithApp(<ChangePasswordDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Đổi mật khẩu' });
    const current = within(dialog).getByLabelText(/Mật khẩu hiện tại/);
    const next = within(dialog).getByLabelText(/^Mật khẩu mới/);
    const confirm = within(dialog).getByLabelText(/Xác nhận mật khẩu mới/);
    for (const field of [current, next, confirm]) {
      expect(field.closest('.zaui-input-affix-wrapper')).not.toBeNull();
      expect(field).toHaveAttribute('type', 'password');
    }
    await userEvent.type(next, '123');
    expect(await within(dialog).findByText('Mật khẩu mới phải có ít nhất 6 ký tự')).toBeVisible();
    await userEvent.type(next, '456');
    await userEvent.type(confirm, '654321');
    expect(await within(dialog).findByText('Mật khẩu xác nhận không khớp')).toBeVisible();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    expect(await within(dialog).findByText('Vui lòng nhập mật khẩu hiện tại')).toBeVisible();
    expect(current).toHaveFocus();
  });
});
