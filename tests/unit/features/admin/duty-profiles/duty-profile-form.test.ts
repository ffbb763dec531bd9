import { describe, expect, it } from 'vitest';
import {
  defaultDutyProfileSchema,
  dutyProfileFormValues,
  dutyProfileSchema,
  dutyProfileValues,
  type DutyProfileFormValues,
  type DutyProfileRow,
} from '../../../../../src/features/admin/duty-profiles/duty-profile-form';
import { errorsOf } from '../schema-errors';

const FORM: DutyProfileFormValues = {
  province: ' Đồng Nai ',
  authority_name: 'Sở Nông nghiệp và Môi trường tỉnh Đồng Nai',
  notify_within_hours: '24',
  maintenance_notice_days: '',
  recipient_email: 'qtmt@dongnai.gov.vn',
  recipient_phone: '0251 3822 123',
  notice_title: 'Thông báo sự cố hệ thống quan trắc tự động',
  confirmed: true,
};

describe('the duty profile form', () => {
  it('stores what the table takes: trimmed texts, whole numbers, null when unknown', async () => {
    expect(await errorsOf(dutyProfileSchema, FORM)).toEqual({});
    expect(dutyProfileValues(dutyProfileSchema.validateSync(FORM))).toEqual({
      province: 'Đồng Nai',
      authority_name: 'Sở Nông nghiệp và Môi trường tỉnh Đồng Nai',
      notify_within_hours: 24,
      maintenance_notice_days: null,
      recipient_email: 'qtmt@dongnai.gov.vn',
      recipient_phone: '0251 3822 123',
      notice_title: 'Thông báo sự cố hệ thống quan trắc tự động',
      confirmed: true,
    });
  });

  it('shows a stored profile as the form edits it', () => {
    const row: DutyProfileRow = {
      id: 3,
      ...dutyProfileValues({ ...FORM, province: 'Đồng Nai' }),
    };
    expect(dutyProfileFormValues(row)).toEqual({ ...FORM, province: 'Đồng Nai' });
    expect(dutyProfileFormValues(null).notify_within_hours).toBe('');
  });

  it('mirrors the table checks with Vietnamese messages', async () => {
    expect(
      await errorsOf(dutyProfileSchema, {
        ...FORM,
        province: '  ',
        authority_name: '',
        notify_within_hours: '0',
        maintenance_notice_days: '61',
        recipient_email: 'qtmt@dongnai',
        recipient_phone: '12ab',
        notice_title: 'x'.repeat(201),
      }),
    ).toEqual({
      province: 'Vui lòng nhập tỉnh/thành',
      authority_name: 'Vui lòng nhập cơ quan nhận thông báo',
      notify_within_hours: 'Giá trị phải từ 1 đến 720',
      maintenance_notice_days: 'Giá trị phải từ 0 đến 60',
      recipient_email: 'Email không hợp lệ',
      recipient_phone: 'Số điện thoại không hợp lệ',
      notice_title: 'Tối đa 200 ký tự',
    });
    expect(
      await errorsOf(dutyProfileSchema, {
        ...FORM,
        province: 'x'.repeat(101),
        notify_within_hours: '1,5',
        maintenance_notice_days: 'bảy',
        recipient_email: `${'a'.repeat(196)}@x.vn`,
      }),
    ).toEqual({
      province: 'Tối đa 100 ký tự',
      notify_within_hours: 'Vui lòng nhập một số nguyên',
      maintenance_notice_days: 'Vui lòng nhập một số',
      recipient_email: 'Tối đa 200 ký tự',
    });
  });

  it('keeps the default profile nameless: it serves every other province', async () => {
    expect(await errorsOf(defaultDutyProfileSchema, { ...FORM, province: '' })).toEqual({});
    expect(await errorsOf(defaultDutyProfileSchema, FORM)).toHaveProperty('province');
    expect(await errorsOf(dutyProfileSchema, { ...FORM, province: '' })).toEqual({
      province: 'Vui lòng nhập tỉnh/thành',
    });
  });
});
