// The combobox button both selects open their listbox with, with its ARIA wiring.
import type { ReactNode } from 'react';
import { describedBy } from './field';
import { optionId } from './option-panel';
import type { useDropdown } from './use-dropdown';

interface SelectTriggerProps<V extends string | number> {
  dropdown: ReturnType<typeof useDropdown<V>>;
  fieldId: string;
  listId: string;
  error?: string;
  hint?: string;
  disabled?: boolean;
  onBlur?: () => void;
  /** What the button shows: the chosen label(s), or the placeholder when `empty`. */
  children: ReactNode;
  empty: boolean;
}

export function SelectTrigger<V extends string | number>({
  dropdown,
  fieldId,
  listId,
  error,
  hint,
  disabled,
  onBlur,
  children,
  empty,
}: SelectTriggerProps<V>) {
  return (
    <button
      ref={dropdown.trigger}
      id={fieldId}
      type="button"
      className="gw-input gw-select__trigger"
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={dropdown.open}
      aria-controls={dropdown.open ? listId : undefined}
      aria-activedescendant={
        dropdown.open && !dropdown.searchable && dropdown.visible.length > 0
          ? optionId(listId, dropdown.active)
          : undefined
      }
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(fieldId, error, hint)}
      disabled={disabled}
      onClick={() => (dropdown.open ? dropdown.close() : dropdown.setOpen(true))}
      onBlur={onBlur}
    >
      <span className={empty ? 'gw-select__placeholder' : ''}>{children}</span>
    </button>
  );
}
