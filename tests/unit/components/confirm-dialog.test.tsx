import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../../src/components/confirm-dialog';

describe('ConfirmDialog', () => {
  it('renders nothing when closed', () => {
    render(<ConfirmDialog open={false} onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the default title, description and buttons', () => {
    render(<ConfirmDialog open onConfirm={vi.fn()} onCancel={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Xác nhận' });
    expect(dialog).toHaveAccessibleDescription('Bạn có chắc chắn muốn thực hiện hành động này?');
    expect(screen.getByRole('button', { name: 'Hủy' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Xác nhận' })).toBeEnabled();
  });

  it('takes overridden texts and a confirm variant, and reports the choice', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Xác nhận đăng xuất"
        description="Bạn có chắc chắn muốn đăng xuất khỏi hệ thống?"
        confirmText="Đăng xuất"
        cancelText="Không"
        variant="danger"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Xác nhận đăng xuất' })).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Đăng xuất' });
    expect(confirm).toHaveClass('gw-button--danger');
    await userEvent.click(confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Không' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape', async () => {
    const onCancel = vi.fn();
    render(<ConfirmDialog open onConfirm={vi.fn()} onCancel={onCancel} />);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("while loading shows 'Đang xử lý...' with a spinner and disables both buttons", async () => {
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        loading
        confirmText="Đăng xuất"
        onConfirm={vi.fn()}
        onCancel={onCancel}
      />,
    );
    const busy = screen.getByRole('button', { name: 'Đang xử lý...' });
    expect(busy).toBeDisabled();
    expect(busy.querySelector('.gw-spinner')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Đăng xuất' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hủy' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});
