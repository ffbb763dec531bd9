import { describe, expect, it } from 'vitest';
import { accountOutcomeMessages } from '../../../../../src/features/account/lib/account-messages';
import {
  changePasswordSchema,
  EMPTY_CHANGE_PASSWORD_FORM,
  type ChangePasswordFormValues,
} from '../../../../../src/features/account/lib/change-password-form';
import { formErrors } from './form-errors';

const valid: ChangePasswordFormValues = {
  currentPassword: 'Cu-123456',
  newPassword: 'Moi-123456',
  confirmPassword: 'Moi-123456',
};

const errorsFor = async (changes: Partial<ChangePasswordFormValues>) =>
  (await formErrors(changePasswordSchema, { ...valid, ...changes })).errors;

describe('change-password form validation (spec §5)', () => {
  it('accepts matching passwords of six characters or more', async () => {
    expect(await errorsFor({})).toEqual({});
    expect(await errorsFor({ newPassword: 'abcdef', confirmPassword: 'abcdef' })).toEqual({});
  });

  it('asks for all three fields of an empty form', async () => {
    expect((await formErrors(changePasswordSchema, EMPTY_CHANGE_PASSWORD_FORM)).errors).toEqual({
      currentPassword: 'Vui lòng nhập mật khẩu hiện tại',
      newPassword: 'Vui lòng nhập mật khẩu mới',
      confirmPassword: 'Vui lòng xác nhận mật khẩu mới',
    });
  });

  it.each([
    [{ currentPassword: '' }, { currentPassword: 'Vui lòng nhập mật khẩu hiện tại' }],
    [
      { newPassword: '' },
      {
        newPassword: 'Vui lòng nhập mật khẩu mới',
        confirmPassword: 'Mật khẩu xác nhận không khớp',
      },
    ],
    [
      { newPassword: 'abcde', confirmPassword: 'abcde' },
      { newPassword: 'Mật khẩu mới phải có ít nhất 6 ký tự' },
    ],
    [{ confirmPassword: '' }, { confirmPassword: 'Vui lòng xác nhận mật khẩu mới' }],
    [{ confirmPassword: 'Moi-12345' }, { confirmPassword: 'Mật khẩu xác nhận không khớp' }],
    [{ confirmPassword: 'moi-123456' }, { confirmPassword: 'Mật khẩu xác nhận không khớp' }],
  ])('%j → %j', async (changes, expected) => {
    expect(await errorsFor(changes)).toEqual(expected);
  });

  it('takes passwords exactly as typed: spaces count and are not trimmed', async () => {
    expect(await errorsFor({ newPassword: '   abc', confirmPassword: '   abc' })).toEqual({});
    expect(await errorsFor({ confirmPassword: 'Moi-123456 ' })).toEqual({
      confirmPassword: 'Mật khẩu xác nhận không khớp',
    });
    const { values } = await formErrors(changePasswordSchema, { ...valid, currentPassword: ' x ' });
    expect(values.currentPassword).toBe(' x ');
  });

  it('keeps the outcome texts of the dialog', () => {
    expect(accountOutcomeMessages.passwordChanged).toBe('Đổi mật khẩu thành công!');
    expect(accountOutcomeMessages.wrongCurrentPassword).toBe(
      'Mật khẩu hiện tại không đúng. Vui lòng kiểm tra lại.',
    );
    expect(accountOutcomeMessages.noSessionEmail).toBe('Không thể xác thực người dùng hiện tại');
  });
});
