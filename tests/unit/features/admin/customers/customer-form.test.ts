import { describe, expect, it } from 'vitest';
import {
  customerFormValues,
  customerSchema,
  customerValues,
  groupSchema,
  type CustomerFormValues,
} from '../../../../../src/features/admin/customers/customer-form';
import { errorsOf } from '../schema-errors';

const FORM: CustomerFormValues = {
  name: 'Công ty TNHH Thủy sản Đà Nẵng',
  customer_key: 'danang-seafood',
  customergroup_id: 0,
  public_sharing: true,
  logo_url: '',
  powered_by_url: 'https://greenwatch.example/powered.png',
};

describe('the customer form', () => {
  it('writes no group and empty links as null, trimmed texts as they are', () => {
    const values = customerValues(
      customerSchema.validateSync({ ...FORM, name: `  ${FORM.name} ` }),
    );
    expect(values).toEqual({
      name: FORM.name,
      customer_key: 'danang-seafood',
      customergroup_id: null,
      public_sharing: true,
      logo_url: null,
      powered_by_url: 'https://greenwatch.example/powered.png',
    });
    expect(customerValues({ ...FORM, customergroup_id: 4 }).customergroup_id).toBe(4);
    expect(customerFormValues({ ...values, logo_url: '/logo.png' })).toEqual({
      ...FORM,
      customergroup_id: null,
      logo_url: '/logo.png',
    });
  });

  it('refuses a blank name, a key the table refuses, and links that are not web addresses', async () => {
    expect(await errorsOf(customerSchema, FORM)).toEqual({});
    expect(
      await errorsOf(customerSchema, {
        ...FORM,
        name: ' ',
        customer_key: 'Đà Nẵng',
        logo_url: 'javascript:alert(1)',
        powered_by_url: '//evil.example/x.png',
      }),
    ).toEqual({
      name: 'Vui lòng nhập tên khách hàng',
      customer_key: 'Mã chỉ gồm chữ cái không dấu, chữ số, “-” hoặc “_”, 2–64 ký tự',
      logo_url: 'Vui lòng nhập địa chỉ http(s)://… hoặc đường dẫn bắt đầu bằng /',
      powered_by_url: 'Vui lòng nhập địa chỉ http(s)://… hoặc đường dẫn bắt đầu bằng /',
    });
    expect(await errorsOf(customerSchema, { ...FORM, customer_key: 'x' })).toHaveProperty(
      'customer_key',
    );
    expect(await errorsOf(customerSchema, { ...FORM, name: 'x'.repeat(201) })).toEqual({
      name: 'Tối đa 200 ký tự',
    });
  });

  it('needs a group name', async () => {
    expect(await errorsOf(groupSchema, { name: '' })).toEqual({ name: 'Vui lòng nhập tên nhóm' });
    expect(await errorsOf(groupSchema, { name: 'Miền Trung' })).toEqual({});
  });
});
