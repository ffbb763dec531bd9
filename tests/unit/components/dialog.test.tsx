import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../../src/components/dialog';

function Opener({ dismissible = true, onClose }: { dismissible?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Mở
      </button>
      <Dialog
        open={open}
        title="Tiêu đề"
        description="Mô tả"
        onClose={close}
        dismissible={dismissible}
        footer={
          <>
            <button type="button">Một</button>
            <button type="button" onClick={close}>
              Hai
            </button>
          </>
        }
      >
        <input aria-label="Ô nhập" />
      </Dialog>
    </>
  );
}

async function openDialog(props: Parameters<typeof Opener>[0] = {}) {
  render(<Opener {...props} />);
  const opener = screen.getByRole('button', { name: 'Mở' });
  await userEvent.click(opener);
  return { opener, dialog: await screen.findByRole('dialog', { name: 'Tiêu đề' }) };
}

describe('Dialog', () => {
  it("is zmp-ui's Modal on <body>, named by its title and described by its description", async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveClass('zaui-modal-content', 'gw-dialog', 'gw-dialog--small');
    expect(dialog.closest('.zaui-modal')?.parentElement).toBe(document.body);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Mô tả');
  });

  it('moves the focus to its first control and gives it back to the opener on close', async () => {
    const { opener, dialog } = await openDialog();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Ô nhập' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Hai' }));
    expect(opener).toHaveFocus();
    // Out of the DOM once zmp-ui's closing animation ends.
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('keeps Tab and Shift+Tab inside, and brings the focus back from outside', async () => {
    await openDialog();
    const input = screen.getByRole('textbox', { name: 'Ô nhập' });
    const last = screen.getByRole('button', { name: 'Hai' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();
    await userEvent.tab();
    expect(input).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
    await userEvent.tab();
    expect(input).toHaveFocus();
  });

  it('closes on Escape and on the mask while dismissible', async () => {
    const onClose = vi.fn();
    const { dialog } = await openDialog({ onClose });
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Mở' }));
    await screen.findByRole('dialog', { name: 'Tiêu đề' });
    fireEvent.click(dialog.closest('.zaui-modal-wrapper')!);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('stays open on Escape and on the mask while not dismissible', async () => {
    const onClose = vi.fn();
    const { dialog } = await openDialog({ dismissible: false, onClose });
    await userEvent.keyboard('{Escape}');
    fireEvent.click(dialog.closest('.zaui-modal-wrapper')!);
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toBeVisible();
  });

  it('leaves an Escape that a control inside has used', async () => {
    const onClose = vi.fn();
    await openDialog({ onClose });
    const input = screen.getByRole('textbox', { name: 'Ô nhập' });
    input.addEventListener('keydown', (event) => event.preventDefault());
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
