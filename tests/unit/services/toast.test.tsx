import { act, render, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { notify, TOAST_CONTAINER_SETTINGS } from '../../../src/services/toast';

describe('toasts', () => {
  it('uses the spec §9 container settings', () => {
    expect(TOAST_CONTAINER_SETTINGS).toMatchObject({
      position: 'top-right',
      autoClose: 3000,
      hideProgressBar: false,
      newestOnTop: false,
      closeOnClick: true,
      pauseOnHover: true,
      pauseOnFocusLoss: true,
      draggable: true,
      theme: 'light',
      style: { fontSize: '14px' },
    });
  });

  it('shows the four types', async () => {
    render(<ToastContainer {...TOAST_CONTAINER_SETTINGS} />);
    act(() => {
      notify.info('Thông tin');
      notify.success('Cập nhật thông tin thành công!');
      notify.warning('Cảnh báo');
      notify.error('Có lỗi xảy ra');
    });
    for (const [text, type] of [
      ['Thông tin', 'info'],
      ['Cập nhật thông tin thành công!', 'success'],
      ['Cảnh báo', 'warning'],
      ['Có lỗi xảy ra', 'error'],
    ]) {
      const toast = (await screen.findByText(text)).closest('.Toastify__toast');
      expect(toast, text).toHaveClass(`Toastify__toast--${type}`);
    }
  });

  // Last: it loads the modules afresh, which the tests above must not see.
  it('asks for the container with the first toast, not before', async () => {
    vi.resetModules();
    const fresh = await import('../../../src/services/toast');
    const listener = vi.fn();
    const unsubscribe = fresh.subscribeToastsWanted(listener);
    expect(fresh.toastsWanted()).toBe(false);
    fresh.notify.info('Thông tin');
    fresh.notify.error('Có lỗi xảy ra');
    expect(fresh.toastsWanted()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
