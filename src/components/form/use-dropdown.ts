// Open/close, outside click, search text and the keyboard-active option of a select.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { filterOptions, needsSearch, type SelectOption } from './options';

export function useDropdown<V extends string | number>(options: readonly SelectOption<V>[]) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  const searchable = needsSearch(options.length);
  const visible = useMemo(
    () => (searchable ? filterOptions(options, query) : [...options]),
    [options, query, searchable],
  );

  const close = useCallback((refocus = true) => {
    setOpen(false);
    setQuery('');
    if (refocus) trigger.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open, close]);

  useEffect(() => setActive(0), [query]);

  /** Arrow keys move, Home/End jump, Escape closes; returns true when the key was handled. */
  const navigate = (key: string): boolean => {
    if (key === 'ArrowDown')
      setActive((index) => Math.min(index + 1, Math.max(visible.length - 1, 0)));
    else if (key === 'ArrowUp') setActive((index) => Math.max(index - 1, 0));
    else if (key === 'Home') setActive(0);
    else if (key === 'End') setActive(Math.max(visible.length - 1, 0));
    else if (key === 'Escape') close();
    else return false;
    return true;
  };

  return {
    open,
    setOpen,
    query,
    setQuery,
    active,
    setActive,
    root,
    trigger,
    searchable,
    visible,
    close,
    navigate,
  };
}
