// A report date typed as dd/MM/yyyy (the spec's format, whatever the browser's locale) in the
// shared text input, with the form value kept as yyyy-MM-dd. Arrow Up/Down move a day; the
// calendar button opens the browser's own date picker (a native date input kept out of sight).
import { CalendarDays } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { fieldErrorMessage, TextInput } from '../../components/form';
import { useT } from '../../i18n';
import { dateFromText, textOfDate, tidyTypedDate } from './date-text';
import { isCalendarDate, type ReportFilterValues } from './report-filter';
import { shiftDate } from './vietnam-time';

interface DateFieldProps {
  label: string;
  /** yyyy-MM-dd when valid, otherwise what the user typed (the schema reports it). */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  max: string;
  error?: string;
  required?: boolean;
}

export function DateField({
  label,
  value,
  onChange,
  onBlur,
  max,
  error,
  required,
}: DateFieldProps) {
  const { t } = useT();
  const [text, setText] = useState(() => textOfDate(value));
  const picker = useRef<HTMLInputElement>(null);
  // A value set from outside (quick periods, the picker) shows in the text; only a change of
  // the value counts, so a keystroke is never undone by a value that has not caught up yet.
  const lastValue = useRef(value);
  useEffect(() => {
    if (value === lastValue.current) return;
    lastValue.current = value;
    if (isCalendarDate(value) && dateFromText(text) !== value) setText(textOfDate(value));
  }, [value, text]);

  const type = (next: string) => {
    const tidy = next.length > text.length ? tidyTypedDate(next) : next;
    setText(tidy);
    onChange(dateFromText(tidy) ?? tidy.trim());
  };
  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    // The text, not `value`: the form's value reaches this render a moment after typing.
    const current = dateFromText(text);
    if (current === null) return;
    event.preventDefault();
    const next = shiftDate(current, event.key === 'ArrowUp' ? 1 : -1);
    if (next > max) return;
    setText(textOfDate(next));
    onChange(next);
  };
  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    if (typeof input.showPicker === 'function') input.showPicker();
    else input.click();
  };

  return (
    <div className="gw-date-field">
      <TextInput
        label={label}
        required={required}
        error={error}
        value={text}
        onChange={(event) => type(event.target.value)}
        onBlur={onBlur}
        onKeyDown={step}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('reports.kit.datePlaceholder')}
        maxLength={10}
      />
      <button
        type="button"
        className="gw-date-field__pick"
        aria-label={t('reports.kit.pickDate', { field: label })}
        onClick={openPicker}
      >
        <CalendarDays size={18} aria-hidden="true" />
      </button>
      <input
        ref={picker}
        type="date"
        className="gw-date-field__native"
        tabIndex={-1}
        aria-hidden="true"
        value={isCalendarDate(value) ? value : ''}
        max={max}
        onChange={(event) => {
          if (isCalendarDate(event.target.value)) onChange(event.target.value);
        }}
      />
    </div>
  );
}

interface FormDateFieldProps {
  control: Control<ReportFilterValues>;
  name: 'from' | 'to';
  label: string;
  max: string;
  required?: boolean;
}

export function FormDateField({ control, name, ...rest }: FormDateFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          {...rest}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldErrorMessage(fieldState.error)}
        />
      )}
    />
  );
}
