import { describe, expect, it } from 'vitest';
import {
  parsePrice,
  planFormValues,
  planSchema,
  planValues,
  type PlanFormValues,
} from '../../../../../src/features/admin/plans/plan-form';
import {
  subscriptionSchema,
  type SubscriptionFormValues,
} from '../../../../../src/features/admin/plans/subscription-form';
import { errorsOf } from '../schema-errors';

const PLAN: PlanFormValues = {
  name: 'Gói Cơ bản',
  price: '12.000.000',
  duration: '12',
  description: '',
  is_first_year: false,
};

describe('the plan form', () => {
  it('reads a price in đồng with or without thousands dots', () => {
    expect(parsePrice('12000000')).toBe(12_000_000);
    expect(parsePrice('12.000.000')).toBe(12_000_000);
    expect(parsePrice('12 000 000')).toBe(12_000_000);
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('12.5')).toBeNaN();
    expect(parsePrice('-5')).toBeNaN();
    expect(parsePrice('1.2.3')).toBeNaN();
  });

  it('accepts a plan and writes it as the table stores it', async () => {
    expect(await errorsOf(planSchema, PLAN)).toEqual({});
    expect(planValues(planSchema.validateSync(PLAN))).toEqual({
      name: 'Gói Cơ bản',
      price: 12_000_000,
      duration: 12,
      description: null,
      is_first_year: false,
    });
    const stored = { ...planValues(PLAN), description: 'Mô tả' };
    expect(planFormValues(stored)).toEqual({ ...PLAN, description: 'Mô tả' });
  });

  it('says in Vietnamese what is wrong with each field', async () => {
    expect(
      await errorsOf(planSchema, { ...PLAN, name: '  ', price: '12,5', duration: '0' }),
    ).toEqual({
      name: 'Vui lòng nhập tên gói',
      price: 'Vui lòng nhập một số nguyên',
      duration: 'Giá trị phải từ 1 đến 120',
    });
    expect(await errorsOf(planSchema, { ...PLAN, price: '', duration: '1,5' })).toEqual({
      price: 'Vui lòng nhập giá (đồng)',
      duration: 'Vui lòng nhập một số nguyên',
    });
    expect(await errorsOf(planSchema, { ...PLAN, price: '1000000000000' })).toEqual({
      price: 'Giá trị phải từ 0 đến 100.000.000.000',
    });
  });
});

describe('the subscription form', () => {
  const FORM: SubscriptionFormValues = {
    plan_id: 3,
    start_date: '2026-12-15',
    end_date: '2027-12-14',
    is_first_year: false,
  };

  it('needs a plan, real dates, and an end not before the start', async () => {
    expect(await errorsOf(subscriptionSchema, FORM)).toEqual({});
    expect(
      await errorsOf(subscriptionSchema, { ...FORM, plan_id: null, end_date: '2026-12-14' }),
    ).toEqual({
      plan_id: 'Vui lòng chọn gói',
      end_date: 'Ngày kết thúc phải sau hoặc bằng ngày bắt đầu',
    });
    expect(await errorsOf(subscriptionSchema, { ...FORM, start_date: '2026-02-30' })).toEqual({
      start_date: 'Vui lòng chọn ngày hợp lệ',
    });
    // The same day is a valid one-day subscription.
    expect(await errorsOf(subscriptionSchema, { ...FORM, end_date: FORM.start_date })).toEqual({});
  });
});
