// Multi-select (spec §2): select-all / deselect-all, select / deselect of the search results,
// label truncated at 50 characters with the count. Space or Enter toggles the active option.
import { forwardRef, useId, useImperativeHandle } from 'react';
import { useT } from '../../i18n';
import { FieldShell } from './field';
import { OptionPanel } from './option-panel';
import { multiSelectLabel, withSubset, type SelectOption } from './options';
import { SelectTrigger } from './select-trigger';
import { useDropdown } from './use-dropdown';

export interface MultiSelectProps<V extends string | number> {
  options: readonly SelectOption<V>[];
  value: readonly V[] | null | undefined;
  onChange: (value: V[]) => void;
  onBlur?: () => void;
  label?: string;
  placeholder?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
}

function MultiSelectInner<V extends string | number>(
  props: MultiSelectProps<V>,
  ref: React.ForwardedRef<HTMLButtonElement | null>,
) {
  const { options, onChange, onBlur, label, placeholder, error, hint, required, disabled, id } =
    props;
  const value = props.value ?? [];
  const { t } = useT();
  const generated = useId();
  const fieldId = id ?? generated;
  const listId = `${fieldId}-list`;
  const dropdown = useDropdown(options);
  useImperativeHandle(ref, () => dropdown.trigger.current as HTMLButtonElement, [dropdown.trigger]);

  const toggle = (option: SelectOption<V>) =>
    onChange(
      value.includes(option.value)
        ? value.filter((item) => item !== option.value)
        : [...value, option.value],
    );
  const searching = dropdown.query.trim() !== '';

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (!dropdown.open) {
      if (['ArrowDown', 'Enter', ' '].includes(event.key)) {
        event.preventDefault();
        dropdown.setOpen(true);
      }
      return;
    }
    const onActionButton = (event.target as HTMLElement).closest('.gw-select__actions');
    if (!onActionButton && (event.key === 'Enter' || (event.key === ' ' && !dropdown.searchable))) {
      event.preventDefault();
      const option = dropdown.visible[dropdown.active];
      if (option && !option.disabled) toggle(option);
    } else if (dropdown.navigate(event.key)) {
      event.preventDefault();
    }
  };

  const actions = (
    <>
      <button
        type="button"
        className="gw-link-button"
        onClick={() => onChange(withSubset(value, options, true))}
      >
        {t('form.selectAll')}
      </button>
      <button type="button" className="gw-link-button" onClick={() => onChange([])}>
        {t('form.deselectAll')}
      </button>
      {searching && dropdown.visible.length > 0 && (
        <>
          <button
            type="button"
            className="gw-link-button"
            onClick={() => onChange(withSubset(value, dropdown.visible, true))}
          >
            {t('form.selectResults')}
          </button>
          <button
            type="button"
            className="gw-link-button"
            onClick={() => onChange(withSubset(value, dropdown.visible, false))}
          >
            {t('form.deselectResults')}
          </button>
        </>
      )}
    </>
  );

  const summary = multiSelectLabel(options, value);
  return (
    <FieldShell id={fieldId} label={label} required={required} error={error} hint={hint}>
      <div
        className={`gw-select gw-select--multi${dropdown.open ? ' is-open' : ''}`}
        ref={dropdown.root}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!dropdown.root.current?.contains(event.relatedTarget as Node)) {
            if (dropdown.open) dropdown.close(false);
            onBlur?.();
          }
        }}
      >
        <SelectTrigger
          dropdown={dropdown}
          fieldId={fieldId}
          listId={listId}
          error={error}
          hint={hint}
          disabled={disabled}
          empty={!summary}
        >
          {summary || placeholder || t('form.selectPlaceholder')}
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
            isSelected={(candidate) => value.includes(candidate)}
            onPick={toggle}
            multiple
            actions={options.length > 0 ? actions : undefined}
          />
        )}
      </div>
    </FieldShell>
  );
}

export const MultiSelect = forwardRef(MultiSelectInner) as <V extends string | number>(
  props: MultiSelectProps<V> & { ref?: React.Ref<HTMLButtonElement | null> },
) => React.ReactElement;
