import { describe, expect, it } from 'vitest';
import {
  accountOutcomeMessages,
  emailConfirmationSentMessage,
} from '../../../../../src/features/account/lib/account-messages';
import {
  buildUpdateUserPayload,
  emailChanged,
  profileSchema,
  type ProfileFormValues,
} from '../../../../../src/features/account/lib/profile-form';
import { formErrors } from './form-errors';

const valid: ProfileFormValues = {
  full_name: 'Nguyễn Thị Lan',
  phone: '0901234567',
  email: 'lan@congty.vn',
  notification_email_enable: true,
};

const errorsFor = async (changes: Partial<ProfileFormValues>) =>
  (await formErrors(profileSchema, { ...valid, ...changes })).errors;

describe('profile form validation (spec §5)', () => {
  it('accepts a complete profile', async () => {
    expect(await errorsFor({})).toEqual({});
  });

  it.each([
    [{ full_name: '' }, 'full_name', 'Họ và tên không được để trống'],
    [{ full_name: '   ' }, 'full_name', 'Họ và tên không được để trống'],
    [{ full_name: 'L' }, 'full_name', 'Họ và tên phải có ít nhất 2 ký tự'],
    [{ full_name: ' L ' }, 'full_name', 'Họ và tên phải có ít nhất 2 ký tự'],
    [{ phone: '' }, 'phone', 'Số điện thoại không được để trống'],
    [{ phone: '  ' }, 'phone', 'Số điện thoại không được để trống'],
    [{ phone: '090123456' }, 'phone', 'Số điện thoại phải có 10-11 chữ số'],
    [{ phone: '090123456789' }, 'phone', 'Số điện thoại phải có 10-11 chữ số'],
    [{ phone: '0901abc567' }, 'phone', 'Số điện thoại phải có 10-11 chữ số'],
    [{ phone: '+840901234567' }, 'phone', 'Số điện thoại phải có 10-11 chữ số'],
    [{ phone: '+14155550100' }, 'phone', 'Số điện thoại phải có 10-11 chữ số'],
    [{ email: '' }, 'email', 'Email không được để trống'],
    [{ email: '  ' }, 'email', 'Email không được để trống'],
    [{ email: 'lan' }, 'email', 'Email không hợp lệ'],
    [{ email: 'lan@' }, 'email', 'Email không hợp lệ'],
    [{ email: '@congty.vn' }, 'email', 'Email không hợp lệ'],
    [{ email: 'lan@congty' }, 'email', 'Email không hợp lệ'],
    [{ email: 'lan nguyen@congty.vn' }, 'email', 'Email không hợp lệ'],
  ] as const)('%j → %s: %s', async (changes, field, message) => {
    expect(await errorsFor(changes)).toEqual({ [field]: message });
  });

  it.each(['Lê', 'An', ' Võ '])('accepts the two-character name %j', async (full_name) => {
    expect(await errorsFor({ full_name })).toEqual({});
  });

  it.each([
    '0901234567',
    '02438123456',
    '0901 234 567',
    '090.123.4567',
    '+84901234567',
    '+84 90 123 4567',
  ])('accepts the phone %j', async (phone) => {
    expect(await errorsFor({ phone })).toEqual({});
  });

  it('reports every invalid field at once', async () => {
    expect(await errorsFor({ full_name: '', phone: '123', email: 'x' })).toEqual({
      full_name: 'Họ và tên không được để trống',
      phone: 'Số điện thoại phải có 10-11 chữ số',
      email: 'Email không hợp lệ',
    });
  });

  it('hands over trimmed values', async () => {
    const { values } = await formErrors(profileSchema, {
      ...valid,
      full_name: '  Lan  ',
      email: ' lan@congty.vn ',
    });
    expect(values.full_name).toBe('Lan');
    expect(values.email).toBe('lan@congty.vn');
    expect(values.notification_email_enable).toBe(true);
  });
});

describe('buildUpdateUserPayload (spec §7)', () => {
  it('builds the update-user body with the name twice and the phone normalised', () => {
    expect(buildUpdateUserPayload(valid)).toEqual({
      data: {
        full_name: 'Nguyễn Thị Lan',
        name: 'Nguyễn Thị Lan',
        phone_number: '0901234567',
        phone: '+84901234567',
        notification_email_enable: true,
      },
      phone: '+84901234567',
    });
  });

  it('reads a +84 number back into the local form for display', () => {
    const payload = buildUpdateUserPayload({
      ...valid,
      full_name: '  Trần Văn Bình ',
      phone: '+84 24 3812 3456',
      notification_email_enable: false,
    });
    expect(payload).toEqual({
      data: {
        full_name: 'Trần Văn Bình',
        name: 'Trần Văn Bình',
        phone_number: '02438123456',
        phone: '+842438123456',
        notification_email_enable: false,
      },
      phone: '+842438123456',
    });
  });

  it('never puts the email in the first update', () => {
    const payload = buildUpdateUserPayload(valid);
    expect(payload).not.toHaveProperty('email');
    expect(payload.data).not.toHaveProperty('email');
  });
});

describe('emailChanged', () => {
  it.each([
    ['lan@congty.vn', 'lan@congty.vn', false],
    ['lan@congty.vn', 'LAN@CongTy.vn', false],
    ['lan@congty.vn', '  lan@congty.vn ', false],
    ['lan@congty.vn', 'lan.nguyen@congty.vn', true],
    [null, 'lan@congty.vn', true],
    [undefined, 'lan@congty.vn', true],
    ['lan@congty.vn', '', false],
    ['lan@congty.vn', '   ', false],
  ])('%j → %j: %j', (current, next, changed) => {
    expect(emailChanged(current, next)).toBe(changed);
  });
});

describe('profile outcome messages (spec §8)', () => {
  it('keeps the spec texts', () => {
    expect(accountOutcomeMessages.profileSaved).toBe('Cập nhật thông tin thành công!');
    expect(accountOutcomeMessages.profileSaveFailed).toBe('Có lỗi xảy ra khi cập nhật thông tin');
    expect(accountOutcomeMessages.emailChangeFailed).toBe(
      'Cập nhật email thất bại. Vui lòng thử lại sau.',
    );
  });

  it('names the new address in the confirmation message', () => {
    expect(emailConfirmationSentMessage(' moi@congty.vn ')).toBe(
      'Chúng tôi đã gửi email xác nhận tới moi@congty.vn. Vui lòng mở email đó để hoàn tất việc đổi địa chỉ email.',
    );
  });
});
