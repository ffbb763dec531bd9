import type { AnySchema } from 'yup';

/** The messages a yup schema gives for `values`, by field path; {} when valid. */
export async function errorsOf(
  schema: AnySchema,
  values: unknown,
): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: Array<{ path: string; message: string }> };
    return Object.fromEntries(inner.map(({ path, message }) => [path, message]));
  }
}
