// Label, control and the error under it, wired for screen readers.
import type { ReactNode } from 'react';
import { useT } from '../../i18n';

export interface FieldShellProps {
  id: string;
  label?: string;
  required?: boolean;
  error?: string;
  hint?: string;
  children: ReactNode;
  /** Radio groups label themselves with a legend. */
  asFieldset?: boolean;
}

export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

export function describedBy(id: string, error?: string, hint?: string): string | undefined {
  const ids = [error ? errorId(id) : null, hint ? hintId(id) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldShell({
  id,
  label,
  required,
  error,
  hint,
  children,
  asFieldset,
}: FieldShellProps) {
  const { t } = useT();
  const labelContent = label && (
    <>
      {label}
      {required && (
        <span className="gw-field__required" title={t('form.required')}>
          {' '}
          *
        </span>
      )}
    </>
  );
  const body = (
    <>
      {children}
      {hint && !error && (
        <p id={hintId(id)} className="gw-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(id)} className="gw-field__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
  if (asFieldset) {
    return (
      <fieldset className={`gw-field${error ? ' gw-field--invalid' : ''}`}>
        {labelContent && <legend className="gw-field__label">{labelContent}</legend>}
        {body}
      </fieldset>
    );
  }
  return (
    <div className={`gw-field${error ? ' gw-field--invalid' : ''}`}>
      {labelContent && (
        <label htmlFor={id} className="gw-field__label">
          {labelContent}
        </label>
      )}
      {body}
    </div>
  );
}
