// Runs a form schema the way the dialogs do, through react-hook-form's yup resolver, and returns
// the message each field would show (the resolver keeps the first error of each field).
import { yupResolver } from '@hookform/resolvers/yup';
import type { FieldValues } from 'react-hook-form';
import type { ObjectSchema } from 'yup';

export async function formErrors<T extends FieldValues>(
  schema: ObjectSchema<T>,
  values: T,
): Promise<{ errors: Partial<Record<keyof T, string>>; values: T }> {
  const resolve = yupResolver(schema);
  const result = await resolve(values as Parameters<typeof resolve>[0], undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const errors: Partial<Record<keyof T, string>> = {};
  for (const [field, error] of Object.entries(result.errors)) {
    errors[field as keyof T] = (error as { message?: string } | undefined)?.message;
  }
  return { errors, values: result.values as T };
}
