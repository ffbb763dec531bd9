import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TableSection } from '../../../../src/features/report-kit';
import type { ReportFilterValues } from '../../../../src/features/report-kit/report-filter';
import { ReportFilterForm } from '../../../../src/features/report-kit/report-filter-form';
import { ReportTable } from '../../../../src/features/report-kit/report-table';

const NOW = () => new Date('2026-11-22T17:30:00Z');
const stations = [
  {
    id: 10,
    code: 'DB-NT01',
    name: 'Trạm nước thải làm mát',
    kind: 'water' as const,
    customerId: 3,
    customerName: 'Công ty TNHH Nhiệt điện Đông Bắc',
    parameters: [{ code: 'COD', name: 'COD', unit: 'mg/L', limitMin: null, limitMax: 135 }],
  },
];
const value: ReportFilterValues = {
  stationIds: [],
  parameters: [],
  from: '2026-11-17',
  to: '2026-11-23',
  interval: 'day',
  scope: '',
  year: 2026,
  quarter: 4,
};

describe('ReportFilterForm', () => {
  it('shows the Vietnamese messages and does not apply an invalid filter', async () => {
    const onSubmit = vi.fn();
    render(
      <ReportFilterForm
        config={{ stations: 'multiple', parameters: true }}
        stations={stations}
        value={value}
        onSubmit={onSubmit}
        now={NOW}
      />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: /^Từ ngày/ }), {
      target: { value: '24/11/2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Xem báo cáo' }));
    expect(await screen.findByText('Vui lòng chọn ít nhất một trạm')).toBeInTheDocument();
    expect(screen.getByText('Không chọn ngày trong tương lai')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('applies a quick period and the chosen stations', async () => {
    const onSubmit = vi.fn();
    render(
      <ReportFilterForm
        config={{ stations: 'multiple' }}
        stations={stations}
        value={{ ...value, stationIds: [10] }}
        onSubmit={onSubmit}
        now={NOW}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tháng trước' }));
    fireEvent.click(screen.getByRole('button', { name: 'Xem báo cáo' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      stationIds: [10],
      from: '2026-10-01',
      to: '2026-10-31',
    });
  });
});

describe('report dates in the filter', () => {
  const renderForm = (onSubmit = vi.fn()) => {
    render(
      <ReportFilterForm
        config={{ stations: 'multiple' }}
        stations={stations}
        value={{ ...value, stationIds: [10] }}
        onSubmit={onSubmit}
        now={NOW}
      />,
    );
    return {
      from: screen.getByRole('textbox', { name: /^Từ ngày/ }) as HTMLInputElement,
      to: screen.getByRole('textbox', { name: /^Đến ngày/ }) as HTMLInputElement,
      onSubmit,
    };
  };

  it('shows dd/MM/yyyy whatever the browser locale and applies typed dates', async () => {
    const { from, to, onSubmit } = renderForm();
    expect(from.value).toBe('17/11/2026');
    expect(to.value).toBe('23/11/2026');
    expect(from.placeholder).toBe('dd/mm/yyyy');
    fireEvent.change(from, { target: { value: '0' } });
    fireEvent.change(from, { target: { value: '01' } });
    fireEvent.change(from, { target: { value: '011' } });
    expect(from.value).toBe('01/1');
    fireEvent.change(from, { target: { value: '01/11/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Xem báo cáo' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ from: '2026-11-01', to: '2026-11-23' });
  });

  it('moves a day with the arrow keys, never past today', async () => {
    const { from, to, onSubmit } = renderForm();
    fireEvent.keyDown(from, { key: 'ArrowDown' });
    expect(from.value).toBe('16/11/2026');
    fireEvent.keyDown(to, { key: 'ArrowUp' });
    expect(to.value).toBe('23/11/2026');
    fireEvent.keyDown(to, { key: 'ArrowDown' });
    expect(to.value).toBe('22/11/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Xem báo cáo' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ from: '2026-11-16', to: '2026-11-22' });
  });

  it('shows quick periods and calendar picks as dd/MM/yyyy', () => {
    const { from, to } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Tháng này' }));
    expect([from.value, to.value]).toEqual(['01/11/2026', '23/11/2026']);
    const picker = screen.getByRole('button', { name: 'Chọn trên lịch: Từ ngày' });
    const native = picker.nextElementSibling as HTMLInputElement;
    expect(native.type).toBe('date');
    fireEvent.change(native, { target: { value: '2026-10-05' } });
    expect(from.value).toBe('05/10/2026');
  });

  it('explains a date that is not one', async () => {
    const { from, onSubmit } = renderForm();
    fireEvent.change(from, { target: { value: '31/02/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Xem báo cáo' }));
    expect(await screen.findByText('Ngày không hợp lệ (dd/mm/yyyy)')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('ReportTable', () => {
  const section: TableSection = {
    kind: 'table',
    title: 'Các đợt',
    columns: [
      { header: 'STT', format: 'integer' },
      { header: 'Số tiền', format: 'money' },
    ],
    rows: Array.from({ length: 120 }, (_, index) => [index + 1, (index + 1) * 1000]),
    footer: ['Tổng cộng', null],
    emptyText: 'Không có',
  };

  it('pages long tables fifty rows at a time, in Vietnamese formats', () => {
    render(<ReportTable section={section} />);
    const table = screen.getByRole('region', { name: 'Bảng Các đợt' });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(50);
    expect(screen.getByText('Dòng 1–50 / 120')).toBeInTheDocument();
    expect(screen.getByText('50.000 VNĐ')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Trang sau' }));
    expect(screen.getByText('Dòng 51–100 / 120')).toBeInTheDocument();
    expect(screen.getByText('Trang 2/3')).toBeInTheDocument();
    // The totals row leaves an empty cell blank.
    const totals = table.querySelectorAll('tfoot td');
    expect(totals[1].textContent).toBe('');
  });

  it('shows the empty text when there are no rows', () => {
    render(<ReportTable section={{ ...section, rows: [], footer: undefined }} />);
    expect(screen.getByText('Không có')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Trang sau' })).toBeNull();
  });
});
