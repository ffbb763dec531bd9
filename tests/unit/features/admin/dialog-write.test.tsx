import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { WriteRefusedError } from '../../../../src/features/admin/admin-api';
import { useDialogWrite } from '../../../../src/features/admin/console-write';

// A console dialog's write: closed when stored, kept open with the refusal otherwise.

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

function dialogWrite(write: (input: string) => Promise<void>) {
  const onClose = vi.fn();
  const hook = renderHook(
    () => useDialogWrite({ write, invalidates: [['admin', 'x']], done: 'Đã lưu.' }, onClose),
    { wrapper },
  );
  return { hook, onClose };
}

describe('useDialogWrite', () => {
  it('closes the dialog once the write is stored', async () => {
    const write = vi.fn(() => Promise.resolve());
    const { hook, onClose } = dialogWrite(write);
    await act(() => hook.result.current.submit('Trạm A'));
    expect(write).toHaveBeenCalledWith('Trạm A', expect.anything());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(hook.result.current.failure).toBeNull();
  });

  it('keeps the dialog open with the refusal, in the words the admin reads', async () => {
    const refused = 'Trạm đã có số liệu quan trắc: không thể xóa, để số liệu được giữ nguyên.';
    const { hook, onClose } = dialogWrite(() =>
      Promise.reject(new WriteRefusedError(refused, '23503')),
    );
    await act(() => hook.result.current.submit('Trạm A'));
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(hook.result.current.failure).toBe(refused));
  });
});
