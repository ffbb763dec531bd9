import { yupResolver } from '@hookform/resolvers/yup';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import {
  fieldErrorMessage,
  FormCheckbox,
  FormMultiSelect,
  FormRadioGroup,
  FormSelect,
  FormSwitch,
  FormTextarea,
  FormTextInput,
  MultiSelect,
  Select,
  type SelectOption,
} from '../../../src/components/form';

const PROVINCES: SelectOption[] = [
  'Hà Nội',
  'Hải Phòng',
  'Đà Nẵng',
  'Đồng Nai',
  'Bình Dương',
  'Cần Thơ',
  'Quảng Ninh',
  'Bắc Ninh',
  'Long An',
  'Thừa Thiên Huế',
  'Khánh Hòa',
].map((label, index) => ({ value: `p${index}`, label }));

function ControlledSelect({
  options,
  onChange = () => {},
}: {
  options: SelectOption[];
  onChange?: (value: string) => void;
}) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Select
      label="Tỉnh"
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function ControlledMulti({
  options,
  initial = [],
}: {
  options: SelectOption[];
  initial?: string[];
}) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <MultiSelect label="Trạm" options={options} value={value} onChange={setValue} />
      <output data-testid="picked">{value.join(',')}</output>
    </>
  );
}

describe('Select', () => {
  it('has no search box under 10 options and one from 10 options up', async () => {
    const { unmount } = render(<ControlledSelect options={PROVINCES.slice(0, 9)} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Tỉnh' }));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(9);
    unmount();
    render(<ControlledSelect options={PROVINCES.slice(0, 10)} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Tỉnh' }));
    expect(screen.getByRole('searchbox')).toBeInTheDocument();
  });

  it('searches ignoring accents and case, over label and value', async () => {
    render(<ControlledSelect options={PROVINCES} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Tỉnh' }));
    await userEvent.type(screen.getByRole('searchbox'), 'HA NOI');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Hà Nội']);
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'dong');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Đồng Nai']);
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'p10');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Khánh Hòa',
    ]);
  });

  it('shows the two empty states', async () => {
    const { unmount } = render(<ControlledSelect options={[]} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Tỉnh' }));
    expect(screen.getByText('Không có lựa chọn nào')).toBeInTheDocument();
    unmount();
    render(<ControlledSelect options={PROVINCES} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Tỉnh' }));
    await userEvent.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByText('Không tìm thấy kết quả nào')).toBeInTheDocument();
  });

  it('is usable with the keyboard alone', async () => {
    const onChange = vi.fn();
    render(<ControlledSelect options={PROVINCES.slice(0, 5)} onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Tỉnh' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('p2');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tỉnh' })).toHaveTextContent('Đà Nẵng');
    expect(screen.getByRole('combobox', { name: 'Tỉnh' })).toHaveFocus();
    await userEvent.keyboard('{Enter}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('MultiSelect', () => {
  it('selects and deselects everything', async () => {
    render(<ControlledMulti options={PROVINCES.slice(0, 4)} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Trạm' }));
    await userEvent.click(screen.getByRole('button', { name: 'Chọn tất cả' }));
    expect(screen.getByTestId('picked')).toHaveTextContent('p0,p1,p2,p3');
    await userEvent.click(screen.getByRole('button', { name: 'Bỏ chọn tất cả' }));
    expect(screen.getByTestId('picked')).toHaveTextContent(/^$/);
  });

  it('selects and deselects only the search results', async () => {
    render(<ControlledMulti options={PROVINCES} initial={['p4']} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Trạm' }));
    expect(screen.queryByRole('button', { name: 'Chọn kết quả tìm kiếm' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'ninh');
    await userEvent.click(screen.getByRole('button', { name: 'Chọn kết quả tìm kiếm' }));
    expect(screen.getByTestId('picked')).toHaveTextContent('p4,p6,p7');
    await userEvent.click(screen.getByRole('button', { name: 'Bỏ chọn kết quả tìm kiếm' }));
    expect(screen.getByTestId('picked')).toHaveTextContent('p4');
  });

  it('toggles the active option with Enter and marks it selected', async () => {
    render(<ControlledMulti options={PROVINCES.slice(0, 3)} />);
    screen.getByRole('combobox', { name: 'Trạm' }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('picked')).toHaveTextContent('p1');
    expect(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Hải Phòng' }),
    ).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('picked')).toHaveTextContent(/^$/);
  });

  it('truncates its label at 50 characters with the count in parentheses', () => {
    render(<ControlledMulti options={PROVINCES} initial={['p0', 'p1', 'p2', 'p3', 'p4', 'p5']} />);
    const label = 'Hà Nội, Hải Phòng, Đà Nẵng, Đồng Nai, Bình Dương, Cần Thơ';
    expect(screen.getByRole('combobox', { name: 'Trạm' })).toHaveTextContent(
      `${label.slice(0, 50).trimEnd()}… (6)`,
    );
  });

  it('shows the full label when short', () => {
    render(<ControlledMulti options={PROVINCES} initial={['p0', 'p2']} />);
    expect(screen.getByRole('combobox', { name: 'Trạm' })).toHaveTextContent(/^Hà Nội, Đà Nẵng$/);
  });
});

describe('fieldErrorMessage', () => {
  it('uses the message, the array message, or the fallback', () => {
    expect(fieldErrorMessage(undefined)).toBeUndefined();
    expect(fieldErrorMessage({ type: 'required', message: 'Email không được để trống' })).toBe(
      'Email không được để trống',
    );
    expect(fieldErrorMessage({ type: 'validate', message: '' })).toBe('Có lỗi xảy ra');
    expect(fieldErrorMessage([undefined, { type: 'min', message: 'x' }])).toBe(
      'Vui lòng kiểm tra lại các lựa chọn',
    );
    expect(fieldErrorMessage({ 0: { type: 'min' } })).toBe('Vui lòng kiểm tra lại các lựa chọn');
  });
});

interface DemoForm {
  name: string;
  note: string;
  province: string;
  stations: string[];
  kind: string;
  agree: boolean;
  alerts: boolean;
}

const schema = yup.object({
  name: yup
    .string()
    .required('Họ và tên không được để trống')
    .min(2, 'Họ và tên phải có ít nhất 2 ký tự'),
  note: yup.string().default(''),
  province: yup.string().required('Vui lòng chọn tỉnh'),
  stations: yup.array(yup.string().required()).min(1, 'Chọn ít nhất một trạm').required(),
  kind: yup.string().required('Vui lòng chọn loại'),
  agree: yup.boolean().oneOf([true], 'Cần đồng ý').required(),
  alerts: yup.boolean().required(),
});

function DemoFormView({ onSubmit }: { onSubmit: (values: DemoForm) => void }) {
  const { control, handleSubmit } = useForm<DemoForm>({
    resolver: yupResolver(schema) as never,
    defaultValues: {
      name: '',
      note: '',
      province: '',
      stations: [],
      kind: '',
      agree: false,
      alerts: false,
    },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <FormTextInput control={control} name="name" label="Họ và tên" />
      <FormTextarea control={control} name="note" label="Ghi chú" />
      <FormSelect control={control} name="province" label="Tỉnh" options={PROVINCES} />
      <FormMultiSelect
        control={control}
        name="stations"
        label="Trạm"
        options={PROVINCES.slice(0, 3)}
      />
      <FormRadioGroup
        control={control}
        name="kind"
        label="Loại"
        options={[
          { value: 'water', label: 'Nước thải' },
          { value: 'air', label: 'Khí thải' },
        ]}
      />
      <FormCheckbox control={control} name="agree" label="Đồng ý" />
      <FormSwitch control={control} name="alerts" label="Nhận cảnh báo" />
      <button type="submit">Lưu</button>
    </form>
  );
}

describe('react-hook-form integration', () => {
  it('shows each field error under its field and submits valid values', async () => {
    const onSubmit = vi.fn();
    render(<DemoFormView onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Họ và tên không được để trống')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Họ và tên' })).toHaveAccessibleDescription(
      'Họ và tên không được để trống',
    );
    expect(screen.getByText('Vui lòng chọn tỉnh')).toBeInTheDocument();
    expect(screen.getByText('Chọn ít nhất một trạm')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng chọn loại')).toBeInTheDocument();
    expect(screen.getByText('Cần đồng ý')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Họ và tên' }), 'Nguyễn An');
    await userEvent.type(screen.getByRole('textbox', { name: 'Ghi chú' }), 'Kiểm tra');
    await userEvent.click(screen.getByRole('combobox', { name: 'Tỉnh' }));
    await userEvent.type(screen.getByRole('searchbox'), 'can tho');
    await userEvent.click(screen.getByRole('option', { name: 'Cần Thơ' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Trạm' }));
    await userEvent.click(screen.getByRole('option', { name: 'Hải Phòng' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Khí thải' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Đồng ý' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Nhận cảnh báo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        name: 'Nguyễn An',
        note: 'Kiểm tra',
        province: 'p5',
        stations: ['p1'],
        kind: 'air',
        agree: true,
        alerts: true,
      },
      expect.anything(),
    );
  });

  it('focuses the first invalid field on submit (refs reach the real elements)', async () => {
    render(<DemoFormView onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await screen.findByText('Họ và tên không được để trống');
    expect(screen.getByRole('textbox', { name: 'Họ và tên' })).toHaveFocus();
  });
});
