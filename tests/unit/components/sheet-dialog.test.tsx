import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SheetDialog } from '../../../src/components/sheet-dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Mở
      </button>
      <SheetDialog open={open} onClose={() => setOpen(false)} label="Tài khoản của tôi">
        <button type="button">Một</button>
        <button type="button">Hai</button>
      </SheetDialog>
    </>
  );
}

describe('SheetDialog', () => {
  it("is a modal dialog inside zmp-ui's Sheet on <body>, named by its label", async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Mở' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tài khoản của tôi' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.closest('.zaui-sheet-content')).not.toBeNull();
    expect(dialog.closest('.gw-sheet-dialog')?.parentElement).toBe(document.body);
  });

  it('takes the focus, keeps Tab inside, closes on Escape and gives the focus back', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Mở' });
    await userEvent.click(opener);
    const first = await screen.findByRole('button', { name: 'Một' });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Hai' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(opener).toHaveFocus();
    // Out of the DOM once the sheet's closing animation ends.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes when the mask around it is tapped', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Mở' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tài khoản của tôi' });
    fireEvent.click(dialog.closest('.zaui-sheet-wrapper')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
