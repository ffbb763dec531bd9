// Accessible modal dialog: portal on <body>, focus moved in and restored, Tab kept inside,
// Escape and backdrop close it unless `dismissible` is false (e.g. while a request runs).
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

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

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

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
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => previous?.focus?.();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && dismissible) {
      event.stopPropagation();
      onClose();
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const [first, last] = [items[0]!, items[items.length - 1]!];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className="gw-dialog-backdrop"
      onMouseDown={(event) => event.target === event.currentTarget && dismissible && onClose()}
    >
      <div
        ref={panel}
        className={`gw-dialog gw-dialog--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="gw-dialog__title">
          {title}
        </h2>
        {description && (
          <p id={descriptionId} className="gw-dialog__description">
            {description}
          </p>
        )}
        {children}
        {footer && <div className="gw-dialog__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
