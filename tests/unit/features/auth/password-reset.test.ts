import { describe, expect, it } from 'vitest';
import { resetPasswordSchema } from '../../../../src/features/auth';
import {
  hasPendingResetRequest,
  linkError,
  resetPasswordRedirect,
} from '../../../../src/features/auth/password-reset';
import { formErrors } from '../account/lib/form-errors';

describe('reset-password form (spec §5 new-password rules)', () => {
  it('asks for both fields', async () => {
    expect(
      (await formErrors(resetPasswordSchema, { newPassword: '', confirmPassword: '' })).errors,
    ).toEqual({
      newPassword: 'Vui lòng nhập mật khẩu mới',
      confirmPassword: 'Vui lòng xác nhận mật khẩu mới',
    });
  });

  it('needs 6 characters and a matching confirmation', async () => {
    expect(
      (await formErrors(resetPasswordSchema, { newPassword: '12345', confirmPassword: '12345' }))
        .errors,
    ).toEqual({ newPassword: 'Mật khẩu mới phải có ít nhất 6 ký tự' });
    expect(
      (await formErrors(resetPasswordSchema, { newPassword: '123456', confirmPassword: '123457' }))
        .errors,
    ).toEqual({ confirmPassword: 'Mật khẩu xác nhận không khớp' });
    expect(
      (await formErrors(resetPasswordSchema, { newPassword: '123456', confirmPassword: '123456' }))
        .errors,
    ).toEqual({});
  });
});

describe('reset link helpers', () => {
  it('sends the link back to this app’s /reset-password, under the mini-app base path too', () => {
    expect(resetPasswordRedirect('/reset-password', 'https://app.vn')).toBe(
      'https://app.vn/reset-password',
    );
    expect(resetPasswordRedirect('/zapps/42/reset-password', 'https://h5.zdn.vn')).toBe(
      'https://h5.zdn.vn/zapps/42/reset-password',
    );
  });

  it('reads the error a failed link comes back with, from the fragment or the query', () => {
    expect(
      linkError('', '#error=access_denied&error_code=otp_expired&error_description=Email+link'),
    ).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link',
    });
    expect(linkError('?error_description=bad', '')).toEqual({ error_description: 'bad' });
    expect(linkError('?code=abc', '')).toBeNull();
  });

  it('knows whether this browser asked for a link', () => {
    expect(hasPendingResetRequest()).toBe(false);
    localStorage.setItem('gw-password-recovery-code-verifier', 'v');
    expect(hasPendingResetRequest()).toBe(true);
  });
});
