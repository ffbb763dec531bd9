// zmp-ui's Input and Input.Password in the shared field shell, for the forms a mini-app user
// meets first (sign-in, profile, change password). zmp-ui draws its label as a <span> and its
// error text without a role, so neither reaches assistive technology: the shell's <label for>
// and its error (role="alert", aria-describedby) are kept, and zmp-ui shows the control and its
// error state. Input.Password's eye is a <span> only a pointer can use: here it is a button
// that says whether the characters are shown (aria-pressed). The ref reaches the <input>, so
// react-hook-form's Controller focuses the first field in error.
import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useCallback, useId, type ForwardedRef, type InputHTMLAttributes } from 'react';
import { Input } from 'zmp-ui';
import type { InputRef } from 'zmp-ui/input';
import { useT } from '../../i18n';
import { describedBy, FieldShell } from './field';
import './zmp-input.css';

export type ZmpInputProps = {
  label?: string;
  error?: string;
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'>;

function useInputElementRef(ref: ForwardedRef<HTMLInputElement>) {
  return useCallback(
    (handle: InputRef | null) => {
      const element = handle?.input ?? null;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
}

export const ZmpInput = forwardRef<HTMLInputElement, ZmpInputProps>(function ZmpInput(
  { label, error, hint, id, required, type = 'text', className = '', ...rest },
  ref,
) {
  const { t } = useT();
  const generated = useId();
  const inputId = id ?? generated;
  const inputRef = useInputElementRef(ref);
  const common = {
    ...rest,
    ref: inputRef,
    id: inputId,
    required,
    status: error ? ('error' as const) : undefined,
    className: `gw-zmp-input ${className}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(inputId, error, hint),
  };
  return (
    <FieldShell id={inputId} label={label} required={required} error={error} hint={hint}>
      {type === 'password' ? (
        <Input.Password
          {...common}
          visibilityToggle
          iconRender={(visible) => (
            <button
              type="button"
              aria-label={t('form.showCharacters')}
              aria-pressed={visible}
              aria-controls={inputId}
            >
              {visible ? (
                <EyeOff size={18} aria-hidden="true" />
              ) : (
                <Eye size={18} aria-hidden="true" />
              )}
            </button>
          )}
        />
      ) : (
        // zmp-ui types `type` as text/password/number, but hands any type to the <input>:
        // e-mail and phone fields keep their keyboards and autofill.
        <Input {...common} type={type as 'text'} />
      )}
    </FieldShell>
  );
});
