import { describe, expect, it } from 'vitest';
import { NoSystemAccessError } from '../../../../../src/features/auth/lib/auth-error-message';
import { externalSignInFailureMessage } from '../../../../../src/features/auth/lib/external-sign-in-failure';

// The reason /login shows after a Google or Facebook sign-in that did not let the user in.

const redirectError = (error: string, code: string | undefined, description: string) =>
  Object.assign(new Error(description), { error, code, error_description: description });

describe('externalSignInFailureMessage', () => {
  it("says 'Tài khoản không có quyền truy cập hệ thống' to a user the check refused", () => {
    expect(externalSignInFailureMessage(new NoSystemAccessError())).toBe(
      'Tài khoản không có quyền truy cập hệ thống',
    );
  });

  it('names the known conditions of the auth server’s error redirect', () => {
    expect(
      externalSignInFailureMessage(
        redirectError('access_denied', undefined, 'The user denied the request'),
      ),
    ).toBe('Bạn đã từ chối cấp quyền đăng nhập. Vui lòng thử lại và đồng ý cấp quyền.');
    expect(
      externalSignInFailureMessage(
        redirectError('server_error', 'unexpected_failure', 'Unable to exchange external code'),
      ),
    ).toBe('Máy chủ đang gặp sự cố. Vui lòng thử lại sau ít phút.');
  });

  it('never repeats free text from the address', () => {
    const message = externalSignInFailureMessage(
      redirectError('temporarily_unavailable', undefined, 'Gọi ngay 1900 0000 để nhận quà'),
    );
    expect(message).not.toContain('1900');
    expect(message).toBe('Đăng nhập thất bại. Vui lòng thử lại.');
  });
});
