// Modal dialog on zmp-ui's Modal, as Zalo's own mini apps show dialogs: its mask, wrapper
// and animations, plus what it lacks for accessibility (use-modal-accessibility). Escape and
// the mask close it unless `dismissible` is false (e.g. while a request runs).
import { useCallback, useId, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Modal } from 'zmp-ui';
import { useModalAccessibility } from './use-modal-accessibility';

interface DialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  dismissible?: boolean;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'small' | 'medium';
}

export function Dialog({
  open,
  title,
  description,
  onClose,
  dismissible = true,
  children,
  footer,
  size = 'small',
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  // The element Modal renders with role="dialog", found from our title inside it: Modal mounts
  // it a render after `visible` turns true and takes no props for it.
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  const titleRef = useCallback((heading: HTMLHeadingElement | null) => {
    setPanel(heading?.closest<HTMLElement>('[role="dialog"]') ?? null);
  }, []);
  useModalAccessibility(panel, {
    open,
    labelledBy: titleId,
    describedBy: description ? descriptionId : undefined,
    dismissible,
    onClose,
  });

  // Modal renders where it stands; on <body> it is out of the header, whose backdrop filter
  // would make its fixed mask and wrapper relative to the header instead of the screen.
  return createPortal(
    <Modal
      visible={open}
      onClose={onClose}
      maskClosable={dismissible}
      // Closed, the content leaves the DOM as before: a form opened again starts afresh.
      unmountOnClose
      className="gw-modal"
      modalClassName={`gw-dialog gw-dialog--${size}`}
    >
      <h2 id={titleId} ref={titleRef} className="gw-dialog__title">
        {title}
      </h2>
      {description && (
        <p id={descriptionId} className="gw-dialog__description">
          {description}
        </p>
      )}
      {children}
      {footer && <div className="gw-dialog__footer">{footer}</div>}
    </Modal>,
    document.body,
  );
}
