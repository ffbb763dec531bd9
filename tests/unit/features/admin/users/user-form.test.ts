import { describe, expect, it } from 'vitest';
import { changedAccess } from '../../../../../src/features/admin/users/use-user-actions';
import {
  accessSchema,
  assignableRoles,
  inviteSchema,
} from '../../../../../src/features/admin/users/user-form';
import type { ConsoleUser } from '../../../../../src/features/admin/users/users-api';
import { errorsOf } from '../schema-errors';

const invite = {
  email: 'nguoi.moi@greenwatch.vn',
  full_name: 'Lê Văn Mới',
  role: 'user',
  customer_id: 3,
  can_access: ['maps'],
};

describe('invite form', () => {
  it('accepts a complete invitation', async () => {
    expect(await errorsOf(inviteSchema, invite)).toEqual({});
    expect(await errorsOf(inviteSchema, { ...invite, role: 'admin', customer_id: null })).toEqual(
      {},
    );
  });

  it('says what is missing or wrong with the spec messages', async () => {
    expect(
      await errorsOf(inviteSchema, { ...invite, email: '', full_name: '', customer_id: null }),
    ).toEqual({
      email: 'Email không được để trống',
      full_name: 'Họ và tên không được để trống',
      customer_id: 'Vui lòng chọn khách hàng',
    });
    expect(
      await errorsOf(inviteSchema, { ...invite, email: 'a@b', full_name: ' A ', role: 'owner' }),
    ).toEqual({
      email: 'Email không hợp lệ',
      full_name: 'Họ và tên phải có ít nhất 2 ký tự',
      role: 'Vai trò không hợp lệ',
    });
    expect(await errorsOf(inviteSchema, { ...invite, full_name: 'x'.repeat(101) })).toEqual({
      full_name: 'Họ và tên tối đa 100 ký tự',
    });
  });

  it('accepts only the spec route keys', async () => {
    const errors = await errorsOf(inviteSchema, { ...invite, can_access: ['maps', 'settings'] });
    expect(Object.keys(errors)).toEqual(['can_access[1]']);
  });
});

describe('access form', () => {
  it('needs a customer for a customer role', async () => {
    const values = { role: 'customer_admin', customer_id: null, can_access: [] };
    const access = { ...values, notification_email_enable: false, verified_phone: '' };
    expect(await errorsOf(accessSchema, access)).toEqual({
      customer_id: 'Vui lòng chọn khách hàng',
    });
  });

  it('never offers a customer admin the platform admin role', () => {
    expect(assignableRoles('admin')).toEqual(['admin', 'customer_admin', 'user']);
    expect(assignableRoles('customer_admin')).toEqual(['customer_admin', 'user']);
  });

  it('sends only what changed, the phone as digits', () => {
    const user = {
      role: 'user',
      customer_id: 3,
      can_access: ['maps', 'data-lookup'],
      notification_email_enable: false,
      verified_phone: '84912345678',
    } as ConsoleUser;
    const same = {
      role: 'user',
      customer_id: 3,
      can_access: ['data-lookup', 'maps'],
      notification_email_enable: false,
      verified_phone: '0912.345.678',
    } as const;
    expect(changedAccess(user, { ...same, can_access: [...same.can_access] })).toEqual({});
    expect(
      changedAccess(user, {
        role: 'customer_admin',
        customer_id: 3,
        can_access: ['maps'],
        notification_email_enable: true,
        verified_phone: '',
      }),
    ).toEqual({
      role: 'customer_admin',
      can_access: ['maps'],
      notification_email_enable: true,
      verified_phone: null,
    });
  });

  it('takes a phone to vouch for in any usual writing, or none', async () => {
    const values = {
      role: 'user',
      customer_id: 3,
      can_access: [],
      notification_email_enable: false,
    };
    for (const phone of ['', '0901234567', '+84 901 234 567', '84901234567']) {
      expect(await errorsOf(accessSchema, { ...values, verified_phone: phone }), phone).toEqual({});
    }
    expect(await errorsOf(accessSchema, { ...values, verified_phone: 'gọi tôi' })).toEqual({
      verified_phone: 'Số điện thoại không hợp lệ (ví dụ 0901234567)',
    });
  });
});
