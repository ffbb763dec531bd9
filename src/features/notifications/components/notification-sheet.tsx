// The bell's sheet on phones: zmp-ui's Sheet, whose drag and spring animations weigh more than
// the rest of the shell, so the bell loads this module when first pressed.
import { createPortal } from 'react-dom';
import { Sheet } from 'zmp-ui';
import { NotificationPanel } from './notification-panel';

export function NotificationSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  // Out of the header: its backdrop filter would make the sheet's fixed position relative to
  // the header instead of the screen.
  return createPortal(
    <Sheet visible={open} onClose={onClose} autoHeight unmountOnClose className="gw-bell__sheet">
      <NotificationPanel variant="sheet" onLeave={onClose} />
    </Sheet>,
    document.body,
  );
}
