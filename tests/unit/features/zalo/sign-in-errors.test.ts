import { describe, expect, it } from 'vitest';
import { SIGN_IN_FAILURES, toSignInFailure } from '../../../../src/features/zalo/sign-in-errors';
import { zalo } from '../../../../src/i18n/features/zalo';
import { vi as catalogue } from '../../../../src/i18n/vi';

describe('Zalo sign-in failures', () => {
  it('keeps the server’s rate-limit code and shows the auth rate-limit message for it', () => {
    expect(toSignInFailure('over_request_rate_limit')).toBe('over_request_rate_limit');
    expect(zalo.errors.over_request_rate_limit).toBe(catalogue.authErrors.rateLimited);
  });

  it('has a message for every reason and maps anything else to unknown', () => {
    for (const reason of SIGN_IN_FAILURES) expect(zalo.errors[reason]).toBeTruthy();
    expect(toSignInFailure('something_new')).toBe('unknown');
  });
});
