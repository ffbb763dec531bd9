import { describe, expect, it } from 'vitest';
import { feeDocument } from '../../../../src/features/fees/fee-document';
import type { FeeReport } from '../../../../src/features/fees/fee-report';
import type { TableSection } from '../../../../src/features/report-kit';
import air from './air-fee-q2-2025.json';
import water from './water-fee-q1-2025.json';

// Answers of the real API for the reference's worked examples (Decree 53/2020 water, Q1/2025:
// 6.832.000 đồng; Decree 153/2024 air, Q2/2025: 884.000 đồng), as the integration tests seed them.
const waterReport = water as unknown as FeeReport;
const airReport = air as unknown as FeeReport;

const table = (report: ReturnType<typeof feeDocument>, title: string) =>
  report.sections.find((section) => section.title === title) as TableSection;

describe('fee report document', () => {
  it('carries customer, station, period and generation time in its header', () => {
    const report = feeDocument(waterReport);
    expect(report.title).toBe('Báo cáo phí nước thải');
    expect(report.meta).toEqual([
      { label: 'Khách hàng', value: 'Công ty TNHH Dệt nhuộm Phước Long' },
      { label: 'Trạm quan trắc', value: 'Trạm nước thải số 1 (PL-NT01)' },
      { label: 'Kỳ báo cáo', value: 'Quý 1/2025' },
      { label: 'Thời điểm lập', value: '23/11/2026 20:30:00' },
    ]);
    expect(report.fileName).toBe('bao-cao-phi-nuoc-thai_pl-nt01_quy-1-2025');
  });

  it('shows the fixed and variable parts, the total and the formula with its numbers', () => {
    const report = feeDocument(waterReport);
    const summary = report.sections[0];
    expect(summary.kind === 'facts' && summary.facts).toEqual(
      expect.arrayContaining([
        { label: 'Phí cố định', value: '1.000.000 VNĐ' },
        { label: 'Phí biến đổi', value: '5.832.000 VNĐ' },
        { label: 'Tổng phí phải nộp', value: '6.832.000 VNĐ' },
        { label: 'Tổng lượng nước thải xả', value: '27.000 m³' },
        expect.objectContaining({
          label: 'Công thức',
          value: expect.stringContaining('= 6.832.000 đồng'),
        }),
      ]),
    );
    expect(report.notices.filter((notice) => notice.tone === 'warning')).toEqual([]);
    const quarters = table(report, 'Phí theo quý');
    expect(quarters.footer).toEqual([
      'Tổng cộng',
      null,
      null,
      null,
      null,
      1_000_000,
      5_832_000,
      6_832_000,
    ]);
    const pollutants = table(report, 'Phí theo chất ô nhiễm');
    expect(pollutants.rows.map((row) => [row[1], row[2], row[3], row[4], row[5]])).toEqual([
      ['COD', '60 mg/L', '1.620 kg', '2.000 đồng/kg', 3_240_000],
      ['TSS', '40 mg/L', '1.080 kg', '2.400 đồng/kg', 2_592_000],
    ]);
    expect(table(report, 'Quy định phí đã dùng').rows[0]).toEqual([
      'ND53/2020',
      expect.stringContaining('53/2020'),
      expect.any(String),
      'Đã xác nhận',
    ]);
  });

  it('marks a report under an unconfirmed rule set, at the top and at the total', () => {
    const ruleSet = { ...waterReport.fee.ruleSets[0], confirmed: false, code: 'ND346/2025' };
    const report = feeDocument({
      ...waterReport,
      fee: {
        ...waterReport.fee,
        confirmed: false,
        ruleSets: [ruleSet],
        quarters: waterReport.fee.quarters.map((quarter) => ({ ...quarter, ruleSet })),
      },
    });
    expect(report.notices[0]).toEqual({
      text: expect.stringContaining('CHƯA XÁC NHẬN'),
      tone: 'warning',
    });
    const summary = report.sections[0];
    expect(summary.kind === 'facts' && summary.facts[2].value).toBe(
      '6.832.000 VNĐ (chưa xác nhận)',
    );
    expect(table(report, 'Phí theo quý').rows[0][1]).toEqual({
      value: 'ND346/2025',
      tone: 'warning',
    });
    expect(table(report, 'Quy định phí đã dùng').rows[0][3]).toEqual({
      value: 'Chưa xác nhận',
      tone: 'warning',
    });
  });

  it('lists the air fee per stack and pollutant with loads in tonnes', () => {
    const report = feeDocument(airReport);
    expect(report.title).toBe('Báo cáo phí khí thải');
    const pollutants = table(report, 'Phí theo chất ô nhiễm');
    expect(pollutants.columns.map((column) => column.header)).toContain('Ống khói');
    expect(pollutants.rows[0].slice(1, 7)).toEqual([
      'PL-KT01',
      'Bụi',
      '50 mg/Nm3',
      '10 t',
      '800 đồng/tấn',
      8_000,
    ]);
    expect(table(report, 'Phí theo quý').footer?.[7]).toBe(884_000);
    expect(table(report, 'Ống khói và số giờ vận hành').rows[0]).toEqual([
      'Ống khói lò hơi (PL-KT01)',
      2000,
      'Flow, PM, SO2, NOx, CO',
      {
        value: 'm³/h — quy đổi về điều kiện chuẩn: nhiệt độ 0/2000 giờ, áp suất 0/2000 giờ',
        tone: 'warning',
      },
    ]);
  });

  // Issue 14: parameters read as the stations name them, as on every other screen and export.
  it('names the measured parameters by the stations’ own names', () => {
    const choice = (id: number, code: string, parameters: [string, string][]) => ({
      id,
      code,
      name: code,
      kind: 'water' as const,
      customerId: 1,
      customerName: 'Công ty TNHH Dệt nhuộm Phước Long',
      parameters: parameters.map(([parameter, name]) => ({
        code: parameter,
        name,
        unit: '',
        limitMin: null,
        limitMax: null,
      })),
    });
    const water = feeDocument(waterReport, undefined, [
      choice(1, 'PL-NT01', [
        ['COD', 'Nhu cầu oxy hóa học'],
        ['TSS', 'Tổng chất rắn lơ lửng'],
      ]),
    ]);
    expect(table(water, 'Phí theo chất ô nhiễm').rows.map((row) => row[1])).toEqual([
      'Nhu cầu oxy hóa học',
      'Tổng chất rắn lơ lửng',
    ]);
    const concentrations = table(water, 'Lượng nước thải theo cửa xả').rows[0][5] as string;
    expect(concentrations).toContain('Nhu cầu oxy hóa học: 60 mg/L');
    expect(concentrations).toContain('Tổng chất rắn lơ lửng: 40 mg/L');
    const stack = feeDocument(airReport, undefined, [
      choice(4, 'PL-KT01', [
        ['Flow', 'Lưu lượng khí thải'],
        ['PM', 'Bụi tổng'],
        ['SO2', 'Lưu huỳnh đioxit'],
      ]),
    ]);
    expect(table(stack, 'Ống khói và số giờ vận hành').rows[0][2]).toBe(
      'Lưu lượng khí thải, Bụi tổng, Lưu huỳnh đioxit, NOx, CO',
    );
    // Air fees are charged per category of the decree (Bụi, SOx…), not per parameter.
    expect(table(stack, 'Phí theo chất ô nhiễm').rows[0][2]).toBe('Bụi');
  });

  it('says what data each quarter stands on, and the rule used where data is missing', () => {
    const report = feeDocument(waterReport);
    expect(table(report, 'Phí theo quý').rows[0][3]).toBe('90/90 ngày, 2.160 giờ (100 %)');
    expect(table(report, 'Lượng nước thải theo cửa xả').rows[0][4]).toBe('90 ngày, 2.160 h');
    const summary = report.sections[0];
    expect(summary.kind === 'facts' && summary.facts.at(-1)).toEqual({
      label: 'Quy ước khi thiếu số liệu',
      value: expect.stringMatching(/\(chưa xác nhận theo văn bản\)$/),
    });
  });

  it('flags a report short of data at the top, at the total and on the quarter', () => {
    const [quarter] = waterReport.fee.quarters;
    const dataBasis = {
      ...quarter.dataBasis,
      measuredHours: 48,
      daysWithData: 2,
      completeness: 48 / 2160,
      sufficient: false,
    };
    const report = feeDocument({
      ...waterReport,
      fee: { ...waterReport.fee, dataSufficient: false, quarters: [{ ...quarter, dataBasis }] },
    });
    expect(report.notices[0]).toEqual({
      text: expect.stringContaining('THIẾU SỐ LIỆU'),
      tone: 'warning',
    });
    const summary = report.sections[0];
    expect(summary.kind === 'facts' && summary.facts[2].value).toBe(
      '6.832.000 VNĐ (thiếu số liệu)',
    );
    expect(table(report, 'Phí theo quý').rows[0][3]).toEqual({
      value: '2/90 ngày, 48 giờ (2,2 %)',
      tone: 'warning',
    });
  });

  it('prints concentrations and loads at the precision the amount was computed with', () => {
    const [quarter] = waterReport.fee.quarters;
    const cod = { ...quarter.pollutants[0], concentration: 89.137, load: 2652.385 };
    const report = feeDocument({
      ...waterReport,
      fee: { ...waterReport.fee, quarters: [{ ...quarter, pollutants: [cod] }] },
    });
    const [row] = table(report, 'Phí theo chất ô nhiễm').rows;
    expect([row[2], row[3]]).toEqual(['89,137 mg/L', '2.652,385 kg']);
  });
});
