// What zmp-ui's Modal and Sheet leave out of a modal dialog, added in one place. Modal renders
// role="dialog" and aria-modal but names itself only through a title element that has no id;
// Sheet has no dialog semantics at all; neither moves the focus in and back, keeps Tab inside,
// or closes on Escape.
import { useEffect, useRef } from 'react';

const FOCUSABLE = [
  'button:not([disabled])',
  '[href]',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

export interface ModalAccessibility {
  open: boolean;
  /** The dialog's name: the id of its title or, when it shows none, a label. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  /** Escape closes the dialog only while this holds (not while a request runs). */
  dismissible: boolean;
  onClose: () => void;
}

function setAttribute(panel: HTMLElement, name: string, value: string | undefined) {
  if (value) panel.setAttribute(name, value);
  else panel.removeAttribute(name);
}

/** Tab and Shift+Tab go round the dialog's controls, and come back into it from outside. */
function keepTabInside(panel: HTMLElement, event: KeyboardEvent) {
  const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
  const active = document.activeElement;
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
  } else if (!panel.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Makes `panel` (the element zmp-ui renders for the dialog, or the sheet's content) a modal
 * dialog: semantics, the focus moved to its first control when it opens and given back when it
 * closes, Tab kept inside and Escape closing it while it is dismissible.
 */
export function useModalAccessibility(
  panel: HTMLElement | null,
  { open, labelledBy, label, describedBy, dismissible, onClose }: ModalAccessibility,
) {
  useEffect(() => {
    if (!panel) return;
    setAttribute(panel, 'role', 'dialog');
    setAttribute(panel, 'aria-modal', 'true');
    setAttribute(panel, 'aria-labelledby', labelledBy);
    setAttribute(panel, 'aria-label', label);
    setAttribute(panel, 'aria-describedby', describedBy);
    panel.tabIndex = -1;
  }, [panel, labelledBy, label, describedBy]);

  useEffect(() => {
    if (!open || !panel) return;
    const previous = document.activeElement;
    (panel.querySelector<HTMLElement>(FOCUSABLE) ?? panel).focus();
    return () => {
      // The control that opened the dialog may be gone (a menu that closed): then the focus
      // stays where the caller put it.
      if (previous instanceof HTMLElement && previous !== document.body && previous.isConnected)
        previous.focus();
    };
  }, [open, panel]);

  // Read at key time, so that the listener is not replaced on every render of the caller.
  const latest = useRef({ dismissible, onClose });
  latest.current = { dismissible, onClose };
  useEffect(() => {
    if (!open || !panel) return;
    // On the document, after the dialog's own controls: a control that uses Escape itself (an
    // open drop-down list) marks the event handled or stops it, and the dialog stays open.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') keepTabInside(panel, event);
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      if (latest.current.dismissible) latest.current.onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, panel]);
}
