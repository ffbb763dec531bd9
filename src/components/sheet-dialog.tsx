// A bottom sheet on zmp-ui's Sheet that is a modal dialog (use-modal-accessibility gives it the
// semantics, focus, Tab and Escape Sheet lacks): the mini app's way to show a menu on a phone.
// Sheet's drag and spring code weighs more than the rest of the shell, so callers load this
// module when it is first needed.
import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Sheet } from 'zmp-ui';
import { useModalAccessibility } from './use-modal-accessibility';

interface SheetDialogProps {
  open: boolean;
  onClose: () => void;
  /** The accessible name: the sheet shows no title of its own. */
  label: string;
  children: ReactNode;
}

export function SheetDialog({ open, onClose, label, children }: SheetDialogProps) {
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  useModalAccessibility(panel, { open, label, dismissible: true, onClose });
  // On <body>, out of the header: its backdrop filter would make the sheet's fixed position
  // relative to the header instead of the screen.
  return createPortal(
    <Sheet visible={open} onClose={onClose} autoHeight unmountOnClose className="gw-sheet-dialog">
      <div ref={setPanel} className="gw-sheet-dialog__panel">
        {children}
      </div>
    </Sheet>,
    document.body,
  );
}
