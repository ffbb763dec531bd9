import { afterEach, describe, expect, it, vi } from 'vitest';

describe('the Vietnamese Intl warm-up worker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('makes and uses a Vietnamese collator and number format, then says it is done', async () => {
    const posted = vi.fn();
    vi.stubGlobal('postMessage', posted);
    const collator = vi.spyOn(Intl, 'Collator');
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    await import('../../../src/lib/vietnamese-intl-warm-up.worker');
    expect(collator).toHaveBeenCalledWith('vi', expect.anything());
    expect(numberFormat).toHaveBeenCalledWith('vi-VN', expect.anything());
    expect(posted).toHaveBeenCalledWith('ready');
  });
});
