// react-hook-form bindings for the controls: each is a Controller, so the value flows through
// the field API and the error under the field comes from fieldErrorMessage (spec §5).
import { Controller, type FieldValues } from 'react-hook-form';
import { fieldErrorMessage } from './field-error';
import type { Bound, Managed } from './form-binding';
import {
  Checkbox,
  RadioGroup,
  Switch,
  Textarea,
  TextInput,
  type CheckboxProps,
  type RadioGroupProps,
  type TextareaProps,
  type TextInputProps,
} from './inputs';
import { MultiSelect, type MultiSelectProps } from './multi-select';
import { Select, type SelectProps } from './select';

export function FormTextInput<T extends FieldValues>({
  control,
  name,
  ...rest
}: Bound<T> & Omit<TextInputProps, Managed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...rest}
          {...field}
          value={field.value ?? ''}
          error={fieldErrorMessage(fieldState.error)}
        />
      )}
    />
  );
}

export function FormTextarea<T extends FieldValues>({
  control,
  name,
  ...rest
}: Bound<T> & Omit<TextareaProps, Managed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Textarea
          {...rest}
          {...field}
          value={field.value ?? ''}
          error={fieldErrorMessage(fieldState.error)}
        />
      )}
    />
  );
}

function FormToggle(Kind: typeof Checkbox) {
  return function FormToggleField<T extends FieldValues>({
    control,
    name,
    ...rest
  }: Bound<T> & Omit<CheckboxProps, Managed>) {
    return (
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <Kind
            {...rest}
            ref={field.ref}
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            error={fieldErrorMessage(fieldState.error)}
          />
        )}
      />
    );
  };
}

export const FormCheckbox = FormToggle(Checkbox);
export const FormSwitch = FormToggle(Switch);

export function FormRadioGroup<T extends FieldValues>({
  control,
  name,
  ...rest
}: Bound<T> & Omit<RadioGroupProps, Managed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RadioGroup {...rest} {...field} error={fieldErrorMessage(fieldState.error)} />
      )}
    />
  );
}

export function FormSelect<T extends FieldValues, V extends string | number>({
  control,
  name,
  ...rest
}: Bound<T> & Omit<SelectProps<V>, Managed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select<V>
          {...rest}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldErrorMessage(fieldState.error)}
        />
      )}
    />
  );
}

export function FormMultiSelect<T extends FieldValues, V extends string | number>({
  control,
  name,
  ...rest
}: Bound<T> & Omit<MultiSelectProps<V>, Managed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MultiSelect<V>
          {...rest}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldErrorMessage(fieldState.error)}
        />
      )}
    />
  );
}
