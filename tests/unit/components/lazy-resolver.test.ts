import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from '../../../src/components/form/lazy-resolver';

type Form = { email: string };
const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Form>>[2];
const accepting: Resolver<Form> = (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads the resolver with the first validation, once, and answers with it', async () => {
    const load = vi.fn(async () => accepting);
    const { resolver } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    await expect(resolver({ email: 'a@b.vn' }, undefined, OPTIONS)).resolves.toEqual({
      values: { email: 'a@b.vn' },
      errors: {},
    });
    await resolver({ email: 'c@d.vn' }, undefined, OPTIONS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts the download on preload, and tries again after a failed one', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Form>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(accepting);
    const { resolver, preload } = lazyResolver(load);
    preload();
    expect(load).toHaveBeenCalledTimes(1);
    await new Promise((settled) => setTimeout(settled, 0)); // the failed download settles
    await expect(resolver({ email: 'a@b.vn' }, undefined, OPTIONS)).resolves.toMatchObject({
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
