import type { User } from '@supabase/supabase-js';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RecoilRoot } from 'recoil';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordDialog } from '../../../../src/features/account/change-password-dialog';
import { sessionState } from '../../../../src/features/auth';

const user = {
  id: 'u2',
  aud: 'authenticated',
  email: 'user2@greenwatch.demo',
  app_metadata: { provider: 'email' },
  user_metadata: {},
  created_at: '2026-01-01T00:00:00Z',
} as unknown as User;

afterEach(() => {
  vi.unstubAllGlobals();
});

function Opener({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Mở
      </button>
      <ChangePasswordDialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

async function openDialog(onClose = vi.fn()) {
  render(
    <RecoilRoot
      initializeState={({ set }) => set(sessionState, { loading: false, user, error: null })}
    >
      <Opener onClose={onClose} />
    </RecoilRoot>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Mở' }));
  return screen.findByRole('dialog', { name: 'Đổi mật khẩu' });
}

describe('ChangePasswordDialog', () => {
  it('closes on Escape and opens again with an empty form', async () => {
    let dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/Mật khẩu hiện tại/), 'old');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Mở' }));
    dialog = await screen.findByRole('dialog', { name: 'Đổi mật khẩu' });
    expect(within(dialog).getByLabelText(/Mật khẩu hiện tại/)).toHaveValue('');
  });

  it('cannot be dismissed while the request runs', async () => {
    // The auth service never answers: the dialog stays in its submitting state.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    const onClose = vi.fn();
    const dialog = await openDialog(onClose);
    await userEvent.type(within(dialog).getByLabelText(/Mật khẩu hiện tại/), 'Old@2026pass');
    await userEvent.type(within(dialog).getByLabelText(/^Mật khẩu mới/), 'New@2026pass');
    await userEvent.type(within(dialog).getByLabelText(/Xác nhận mật khẩu mới/), 'New@2026pass');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    const busy = await within(dialog).findByRole('button', { name: 'Đang xử lý...' });
    expect(busy).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Hủy' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    fireEvent.click(dialog.closest('.zaui-modal-wrapper')!);
    expect(onClose).not.toHaveBeenCalled();
  });
});
