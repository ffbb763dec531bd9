// The react-hook-form binding of zmp-ui's Input, in a module of its own: the sign-in page imports
// it directly, and a chunk carries everything its modules import, so the other bindings (select,
// multi-select, toggles) stay with the pages that use them.
import { Controller, type FieldValues } from 'react-hook-form';
import { fieldErrorMessage } from './field-error';
import type { Bound, Managed } from './form-binding';
import { ZmpInput, type ZmpInputProps } from './zmp-input';

/** A text or password field on zmp-ui's Input (zmp-input.tsx). */
export function FormZmpInput<T extends FieldValues>({
  control,
  name,
  ...rest
}: Bound<T> & Omit<ZmpInputProps, Managed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ZmpInput
          {...rest}
          {...field}
          value={field.value ?? ''}
          error={fieldErrorMessage(fieldState.error)}
        />
      )}
    />
  );
}
