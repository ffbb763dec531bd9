// What every react-hook-form binding of a control takes (form-controls.tsx, form-zmp-input.tsx).
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

export interface Bound<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
}

/** The props the binding supplies from the field, not the caller. */
export type Managed = 'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'checked';
