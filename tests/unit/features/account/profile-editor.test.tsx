import type { User } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { RecoilRoot } from 'recoil';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ProfileEditor } from '../../../../src/features/account/profile-editor';
import { sessionState } from '../../../../src/features/auth';
import { supabase } from '../../../../src/services/supabase';

const user = {
  id: 'u2',
  aud: 'authenticated',
  email: 'user2@greenwatch.demo',
  phone: '84901000003',
  app_metadata: { provider: 'email' },
  user_metadata: {
    full_name: 'Trần Thị Bình',
    phone_number: '0901000003',
    role: 'user',
    customer_id: 3,
    notification_email_enable: true,
  },
  created_at: '2026-01-01T00:00:00Z',
} as unknown as User;

beforeEach(() => {
  // Company name, enums and plan come from the data service, which is not running here.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('offline'))),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderEditor(onSaved = vi.fn()) {
  render(
    <RecoilRoot
      initializeState={({ set }) => set(sessionState, { loading: false, user, error: null })}
    >
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter>
          <ProfileEditor user={user} onSaved={onSaved} onCancel={vi.fn()} />
          <ToastContainer />
        </MemoryRouter>
      </QueryClientProvider>
    </RecoilRoot>,
  );
  return onSaved;
}

const save = () => screen.getByRole('button', { name: /Lưu thay đổi|Đang lưu/ });

it('enables saving only for a valid change, validating on change', async () => {
  renderEditor();
  expect(screen.getByLabelText(/^Họ và tên/)).toHaveValue('Trần Thị Bình');
  expect(screen.getByLabelText(/^Số điện thoại/)).toHaveValue('0901000003');
  expect(save()).toBeDisabled();

  await userEvent.clear(screen.getByLabelText(/^Họ và tên/));
  expect(await screen.findByText('Họ và tên không được để trống')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText(/^Họ và tên/), 'B');
  expect(await screen.findByText('Họ và tên phải có ít nhất 2 ký tự')).toBeInTheDocument();
  expect(save()).toBeDisabled();

  await userEvent.type(screen.getByLabelText(/^Họ và tên/), 'ình Trần');
  await waitFor(() => expect(save()).toBeEnabled());
  await userEvent.clear(screen.getByLabelText(/^Số điện thoại/));
  expect(await screen.findByText('Số điện thoại không được để trống')).toBeInTheDocument();
  expect(save()).toBeDisabled();
  await userEvent.type(screen.getByLabelText(/^Số điện thoại/), '0912');
  expect(await screen.findByText('Số điện thoại phải có 10-11 chữ số')).toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText(/^Email/));
  expect(await screen.findByText('Email không được để trống')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText(/^Email/), 'sai-email');
  expect(await screen.findByText('Email không hợp lệ')).toBeInTheDocument();
  expect(save()).toBeDisabled();
});

// Issue 14: one change (the alert-email switch, a pasted phone) left the button disabled until a
// second one.
it('enables saving after a single toggle of the alert-email switch', async () => {
  renderEditor();
  expect(save()).toBeDisabled();
  await userEvent.click(screen.getByRole('switch', { name: /Nhận email cảnh báo/ }));
  await waitFor(() => expect(save()).toBeEnabled());
});

it('enables saving after a single paste into the phone field', async () => {
  renderEditor();
  const phone = screen.getByLabelText(/^Số điện thoại/);
  // The whole number selected and replaced by one paste: a single change event.
  await userEvent.tripleClick(phone);
  await userEvent.paste('0912 345 678');
  expect(phone).toHaveValue('0912 345 678');
  await waitFor(() => expect(save()).toBeEnabled());
});

it('saves the normalised phone, asks for the new email, refreshes the session and toasts', async () => {
  let finish: () => void = () => undefined;
  const update = vi
    .spyOn(supabase.auth, 'updateUser')
    .mockImplementationOnce(
      () => new Promise((resolve) => (finish = () => resolve({ data: { user }, error: null }))),
    )
    .mockResolvedValueOnce({ data: { user }, error: null });
  const refresh = vi
    .spyOn(supabase.auth, 'refreshSession')
    .mockResolvedValue({ data: { user: null, session: null }, error: null });
  const onSaved = renderEditor();

  await userEvent.clear(screen.getByLabelText(/^Số điện thoại/));
  await userEvent.type(screen.getByLabelText(/^Số điện thoại/), '0912 345 678');
  await userEvent.clear(screen.getByLabelText(/^Email/));
  await userEvent.type(screen.getByLabelText(/^Email/), 'moi@congty.vn');
  await waitFor(() => expect(save()).toBeEnabled());
  await userEvent.click(save());

  await waitFor(() => expect(save()).toHaveTextContent('Đang lưu...'));
  expect(save()).toBeDisabled();
  finish();
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(update.mock.calls[0]![0]).toEqual({
    data: {
      full_name: 'Trần Thị Bình',
      name: 'Trần Thị Bình',
      phone_number: '0912345678',
      phone: '+84912345678',
      notification_email_enable: true,
    },
    phone: '+84912345678',
  });
  expect(update.mock.calls[1]![0]).toEqual({ email: 'moi@congty.vn' });
  expect(refresh).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('Cập nhật thông tin thành công!')).toBeInTheDocument();
  expect(
    await screen.findByText(
      'Chúng tôi đã gửi email xác nhận tới moi@congty.vn. Vui lòng mở email đó để hoàn tất việc đổi địa chỉ email.',
    ),
  ).toBeInTheDocument();
});

it('shows the failure of the email change, and the fallback when the save fails silently', async () => {
  vi.spyOn(supabase.auth, 'refreshSession').mockResolvedValue({
    data: { user: null, session: null },
    error: null,
  });
  const update = vi
    .spyOn(supabase.auth, 'updateUser')
    .mockResolvedValueOnce({ data: { user }, error: null })
    .mockResolvedValueOnce({ data: { user: null }, error: new Error('smtp down') as never })
    .mockResolvedValueOnce({ data: { user: null }, error: new Error('') as never });
  renderEditor();
  await userEvent.clear(screen.getByLabelText(/^Email/));
  await userEvent.type(screen.getByLabelText(/^Email/), 'moi@congty.vn');
  await waitFor(() => expect(save()).toBeEnabled());
  await userEvent.click(save());
  expect(
    await screen.findByText('Cập nhật email thất bại. Vui lòng thử lại sau.'),
  ).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText(/^Họ và tên/), ' A');
  await waitFor(() => expect(save()).toBeEnabled());
  await userEvent.click(save());
  expect(await screen.findByText('Có lỗi xảy ra khi cập nhật thông tin')).toBeInTheDocument();
  expect(update).toHaveBeenCalledTimes(3);
});

it('keeps an edit in progress when the session hands over the same user again', async () => {
  const tree = (shown: User) => (
    <RecoilRoot
      initializeState={({ set }) => set(sessionState, { loading: false, user, error: null })}
    >
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter>
          <ProfileEditor user={shown} onCancel={vi.fn()} />
        </MemoryRouter>
      </QueryClientProvider>
    </RecoilRoot>
  );
  const { rerender } = render(tree(user));
  await userEvent.type(screen.getByLabelText(/^Họ và tên/), ' B');
  await waitFor(() => expect(save()).toBeEnabled());
  // A token refresh: a new object, the same stored values.
  rerender(tree({ ...user, user_metadata: { ...user.user_metadata } } as User));
  expect(screen.getByLabelText(/^Họ và tên/)).toHaveValue('Trần Thị Bình B');
  expect(save()).toBeEnabled();
  // Values changed elsewhere: the form starts from them.
  rerender(
    tree({ ...user, user_metadata: { ...user.user_metadata, full_name: 'Lê Văn An' } } as User),
  );
  await waitFor(() => expect(screen.getByLabelText(/^Họ và tên/)).toHaveValue('Lê Văn An'));
  expect(save()).toBeDisabled();
});
