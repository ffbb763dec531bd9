// Single select (spec §2): a button that opens a listbox; search from 10 options up.
// Keyboard: Enter/Space/ArrowDown open, arrows move, Enter picks, Escape closes.
import { forwardRef, useId, useImperativeHandle } from 'react';
import { useT } from '../../i18n';
import { FieldShell } from './field';
import { OptionPanel } from './option-panel';
import type { SelectOption } from './options';
import { SelectTrigger } from './select-trigger';
import { useDropdown } from './use-dropdown';

export interface SelectProps<V extends string | number> {
  options: readonly SelectOption<V>[];
  value: V | null | undefined;
  onChange: (value: V) => void;
  onBlur?: () => void;
  label?: string;
  placeholder?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
}

function SelectInner<V extends string | number>(
  props: SelectProps<V>,
  ref: React.ForwardedRef<HTMLButtonElement | null>,
) {
  const {
    options,
    value,
    onChange,
    onBlur,
    label,
    placeholder,
    error,
    hint,
    required,
    disabled,
    id,
  } = props;
  const { t } = useT();
  const generated = useId();
  const fieldId = id ?? generated;
  const listId = `${fieldId}-list`;
  const dropdown = useDropdown(options);
  useImperativeHandle(ref, () => dropdown.trigger.current as HTMLButtonElement, [dropdown.trigger]);
  const selected = options.find((option) => option.value === value);

  const pick = (option: SelectOption<V>) => {
    onChange(option.value);
    dropdown.close();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (!dropdown.open) {
      if (['ArrowDown', 'Enter', ' '].includes(event.key)) {
        event.preventDefault();
        dropdown.setOpen(true);
      }
      return;
    }
    if (event.key === 'Enter' || (event.key === ' ' && !dropdown.searchable)) {
      event.preventDefault();
      const option = dropdown.visible[dropdown.active];
      if (option && !option.disabled) pick(option);
    } else if (event.key === 'Tab') {
      dropdown.close(false);
    } else if (dropdown.navigate(event.key)) {
      event.preventDefault();
    }
  };

  return (
    <FieldShell id={fieldId} label={label} required={required} error={error} hint={hint}>
      <div
        className={`gw-select${dropdown.open ? ' is-open' : ''}`}
        ref={dropdown.root}
        onKeyDown={onKeyDown}
      >
        <SelectTrigger
          dropdown={dropdown}
          fieldId={fieldId}
          listId={listId}
          error={error}
          hint={hint}
          disabled={disabled}
          onBlur={onBlur}
          empty={!selected}
        >
          {selected?.label ?? placeholder ?? t('form.selectPlaceholder')}
        </SelectTrigger>
        {dropdown.open && (
          <OptionPanel
            listId={listId}
            totalOptions={options.length}
            visible={dropdown.visible}
            searchable={dropdown.searchable}
            query={dropdown.query}
            onQuery={dropdown.setQuery}
            active={dropdown.active}
            onActive={dropdown.setActive}
            isSelected={(candidate) => candidate === value}
            onPick={pick}
          />
        )}
      </div>
    </FieldShell>
  );
}

export const Select = forwardRef(SelectInner) as <V extends string | number>(
  props: SelectProps<V> & { ref?: React.Ref<HTMLButtonElement | null> },
) => React.ReactElement;
