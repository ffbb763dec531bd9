// A react-hook-form resolver whose schema (and yup with it) is downloaded when the form first
// needs it, not with the page: on /login, yup is ~11 KB of gzipped JavaScript that nothing
// before the first submit uses (issue 13). `preload` starts the download earlier, e.g. when the
// user first moves into the form, so the submit does not wait for it.
import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<T extends FieldValues> {
  readonly resolver: Resolver<T>;
  readonly preload: () => void;
}

export function lazyResolver<T extends FieldValues>(
  load: () => Promise<Resolver<T>>,
): LazyResolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed download is tried again by the next validation
      throw error;
    }));
  return {
    resolver: async (values, context, options) => (await loaded())(values, context, options),
    preload: () => void loaded().catch(() => undefined),
  };
}
