import { describe, expect, it } from 'vitest';
import {
  declarationFormRow,
  declarationFormSchema,
  declarationFormValues,
  jsonbTextBytes,
  layoutProblem,
  newVersionValues,
  nextQuarterStart,
  type DeclarationFormRow,
} from '../../../../../src/features/admin/declaration-forms/declaration-form-schema';
import { shippedLayouts } from '../../fees/declaration/declaration-fixture';
import { errorsOf } from '../schema-errors';

const ROW: DeclarationFormRow = {
  id: 'water-nd346-2025',
  instrument: 'water',
  applies_to: 'any',
  form_number: 'Mẫu tờ khai theo Nghị định 346/2025/NĐ-CP',
  title: 'Tờ khai phí bảo vệ môi trường đối với nước thải công nghiệp',
  legal_source: 'Nghị định 346/2025/NĐ-CP',
  effective_from: '2026-01-01',
  effective_to: null,
  verified: false,
  layout: shippedLayouts[1],
  notes: null,
};
const FORM = declarationFormValues(ROW);

describe('the declaration form dialog', () => {
  it('shows a stored form with its layout indented, and stores it back unchanged', async () => {
    expect(FORM.layout).toBe(JSON.stringify(shippedLayouts[1], null, 2));
    expect(await errorsOf(declarationFormSchema, FORM)).toEqual({});
    expect(declarationFormRow(declarationFormSchema.validateSync(FORM))).toEqual(ROW);
  });

  it('names what is wrong with a layout, in Vietnamese, before anything is saved', () => {
    expect(layoutProblem('{"header": ')).toMatch(/^Bố cục không phải JSON hợp lệ: /);
    const layout = structuredClone(shippedLayouts[0]) as unknown as {
      sections: { items: { field: string; label: string }[] }[];
    };
    layout.sections[1].items[2].field = 'Bảng nồng độ';
    expect(layoutProblem(JSON.stringify(layout))).toBe(
      'Mẫu tờ khai không hợp lệ: sections[1].items[2].field phải là mã trường: chữ thường ở đầu, rồi chữ, số, “.”, “_” hoặc “-”, tối đa 64 ký tự (ví dụ figure.total)',
    );
    layout.sections[1].items[2].field = 'table.concentrations';
    layout.sections[0].items[0].label = '';
    expect(layoutProblem(JSON.stringify(layout))).toBe(
      'Mẫu tờ khai không hợp lệ: thiếu sections[0].items[0].label',
    );
    expect(layoutProblem(JSON.stringify({ ...shippedLayouts[0], sections: [] }))).toBe(
      'Mẫu tờ khai không hợp lệ: sections cần ít nhất một mục',
    );
    expect(layoutProblem(JSON.stringify({ ...shippedLayouts[0], ghiChu: 'x' }))).toBe(
      'Mẫu tờ khai không hợp lệ: bố cục có khóa không dùng: ghiChu',
    );
    expect(layoutProblem('[]')).toBe('Mẫu tờ khai không hợp lệ: bố cục phải là một đối tượng {…}');
  });

  it('refuses a layout over the table’s 20,000 bytes, counted as PostgreSQL stores it', () => {
    // The shipped Mẫu số 02 is 2,436 bytes as jsonb text (octet_length(layout::text)).
    expect(jsonbTextBytes(shippedLayouts[0])).toBe(2436);
    expect(jsonbTextBytes({ a: ['ư', {}], b: [] })).toBe('{"a": ["ư", {}], "b": []}'.length + 1);
    const footnotes = Array.from({ length: 10 }, () => 'ư'.repeat(500));
    const items = Array.from({ length: 40 }, (_, index) => ({
      number: String(index + 1),
      label: 'Nhãn rất dài '.repeat(20).trim(),
      field: 'payer.name',
    }));
    const large = {
      ...shippedLayouts[0],
      footnotes,
      sections: [{ number: 'I', title: 'I', items }],
    };
    expect(layoutProblem(JSON.stringify(large))).toMatch(
      /^Bố cục dài \d{2}\.\d{3} byte, tối đa 20\.000 byte$/,
    );
  });

  it('checks the metadata as the table does', async () => {
    expect(
      await errorsOf(declarationFormSchema, {
        ...FORM,
        id: 'Mẫu 02',
        form_number: '',
        title: 'x'.repeat(301),
        legal_source: ' ',
        effective_from: '2026-02-30',
        layout: '',
        notes: 'x'.repeat(2001),
      }),
    ).toEqual({
      id: 'Mã mẫu gồm chữ thường không dấu, chữ số và gạch ngang, 2–64 ký tự',
      form_number: 'Vui lòng nhập số hiệu mẫu',
      title: 'Tối đa 300 ký tự',
      legal_source: 'Vui lòng nhập căn cứ pháp lý',
      effective_from: 'Vui lòng chọn ngày hợp lệ',
      layout: 'Vui lòng nhập bố cục',
      notes: 'Tối đa 2000 ký tự',
    });
    expect(await errorsOf(declarationFormSchema, { ...FORM, effective_to: '2025-12-31' })).toEqual({
      effective_to: 'Ngày kết thúc phải sau hoặc bằng ngày bắt đầu',
    });
  });

  it('starts a new version as an unverified copy from next quarter', () => {
    expect(nextQuarterStart('2026-11-28')).toBe('2027-01-01');
    expect(nextQuarterStart('2026-01-01')).toBe('2026-04-01');
    expect(nextQuarterStart('2026-09-30')).toBe('2026-10-01');
    const copy = newVersionValues('2026-11-28', { ...ROW, verified: true, notes: 'Đã đối chiếu' });
    expect(copy).toEqual({
      ...FORM,
      id: '',
      effective_from: '2027-01-01',
      verified: false,
      notes: '',
    });
    expect(newVersionValues('2026-11-28').layout).toBe('');
  });
});
