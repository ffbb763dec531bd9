// A button that opens a panel: closes on a click outside (while `closeOnOutside`) and on Escape,
// which gives the focus back to the button.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

export function usePopover({ closeOnOutside = true }: { closeOnOutside?: boolean } = {}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open || !closeOnOutside) return;
    const onPointer = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open, closeOnOutside]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  };

  return { open, setOpen, root, button, onKeyDown };
}
