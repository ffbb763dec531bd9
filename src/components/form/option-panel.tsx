// The dropdown panel both selects share: optional search box, extra actions, the listbox
// (max height about 12rem) and the two empty states.
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import type { SelectOption } from './options';

interface OptionPanelProps<V extends string | number> {
  listId: string;
  totalOptions: number;
  visible: readonly SelectOption<V>[];
  searchable: boolean;
  query: string;
  onQuery: (query: string) => void;
  active: number;
  onActive: (index: number) => void;
  isSelected: (value: V) => boolean;
  onPick: (option: SelectOption<V>) => void;
  multiple?: boolean;
  actions?: ReactNode;
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

export function OptionPanel<V extends string | number>(props: OptionPanelProps<V>) {
  const {
    listId,
    totalOptions,
    visible,
    searchable,
    query,
    onQuery,
    active,
    onActive,
    isSelected,
    onPick,
    multiple,
    actions,
  } = props;
  const { t } = useT();
  const empty = totalOptions === 0 ? t('form.noOptions') : t('form.noResults');
  return (
    <div className="gw-select__panel">
      {searchable && (
        <input
          className="gw-input gw-select__search"
          type="search"
          autoFocus
          value={query}
          placeholder={t('form.search')}
          aria-label={t('form.search')}
          aria-controls={listId}
          aria-activedescendant={visible.length > 0 ? optionId(listId, active) : undefined}
          onChange={(event) => onQuery(event.target.value)}
        />
      )}
      {actions && <div className="gw-select__actions">{actions}</div>}
      {visible.length === 0 ? (
        <p className="gw-select__empty" role="status">
          {empty}
        </p>
      ) : (
        <ul
          id={listId}
          className="gw-select__list"
          role="listbox"
          aria-multiselectable={multiple || undefined}
        >
          {visible.map((option, index) => {
            const selected = isSelected(option.value);
            return (
              <li
                key={String(option.value)}
                id={optionId(listId, index)}
                role="option"
                aria-selected={selected}
                aria-disabled={option.disabled || undefined}
                className={`gw-select__option${index === active ? ' is-active' : ''}${selected ? ' is-selected' : ''}`}
                onMouseEnter={() => onActive(index)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => !option.disabled && onPick(option)}
              >
                {multiple && (
                  <span
                    className={`gw-select__check${selected ? ' is-checked' : ''}`}
                    aria-hidden="true"
                  />
                )}
                <span>{option.label}</span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
