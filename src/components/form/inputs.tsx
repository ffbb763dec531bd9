// Text input, textarea, checkbox, switch and radio group: native elements (keyboard and screen
// reader support for free) with the shared field shell. Refs reach the real element, so both
// react-hook-form's register and Controller work.
import { forwardRef, useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { describedBy, FieldShell } from './field';

interface FieldExtras {
  label?: string;
  error?: string;
  hint?: string;
}

export type TextInputProps = FieldExtras & InputHTMLAttributes<HTMLInputElement>;

export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, error, hint, id, required, className = '', ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldShell id={inputId} label={label} required={required} error={error} hint={hint}>
      <input
        ref={ref}
        id={inputId}
        className={`gw-input ${className}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        required={required}
        {...rest}
      />
    </FieldShell>
  );
});

export type TextareaProps = FieldExtras & TextareaHTMLAttributes<HTMLTextAreaElement>;

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { label, error, hint, id, required, className = '', rows = 4, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldShell id={inputId} label={label} required={required} error={error} hint={hint}>
      <textarea
        ref={ref}
        id={inputId}
        rows={rows}
        className={`gw-input gw-textarea ${className}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        required={required}
        {...rest}
      />
    </FieldShell>
  );
});

export type CheckboxProps = Omit<FieldExtras, 'label'> & {
  label: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

function ToggleInput(kind: 'checkbox' | 'switch') {
  return forwardRef<HTMLInputElement, CheckboxProps>(function Toggle(
    { label, error, hint, id, className = '', ...rest },
    ref,
  ) {
    const generated = useId();
    const inputId = id ?? generated;
    return (
      <FieldShell id={inputId} error={error} hint={hint}>
        <label className={`gw-toggle gw-toggle--${kind} ${className}`} htmlFor={inputId}>
          <input
            ref={ref}
            id={inputId}
            type="checkbox"
            role={kind === 'switch' ? 'switch' : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(inputId, error, hint)}
            {...rest}
          />
          <span className="gw-toggle__control" aria-hidden="true" />
          <span className="gw-toggle__label">{label}</span>
        </label>
      </FieldShell>
    );
  });
}

export const Checkbox = ToggleInput('checkbox');
export const Switch = ToggleInput('switch');

export interface RadioOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface RadioGroupProps extends FieldExtras {
  name: string;
  options: readonly RadioOption[];
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  inline?: boolean;
}

export const RadioGroup = forwardRef<HTMLInputElement, RadioGroupProps>(function RadioGroup(
  { name, options, value, onChange, onBlur, label, error, hint, required, disabled, id, inline },
  ref,
) {
  const generated = useId();
  const groupId = id ?? generated;
  return (
    <FieldShell id={groupId} label={label} required={required} error={error} hint={hint} asFieldset>
      <div
        className={`gw-radio-group${inline ? ' gw-radio-group--inline' : ''}`}
        aria-describedby={describedBy(groupId, error, hint)}
      >
        {options.map((option, index) => (
          <label key={option.value} className="gw-toggle gw-toggle--radio">
            <input
              ref={index === 0 ? ref : undefined}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={disabled || option.disabled}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
            />
            <span className="gw-toggle__control" aria-hidden="true" />
            <span className="gw-toggle__label">{option.label}</span>
          </label>
        ))}
      </div>
    </FieldShell>
  );
});
