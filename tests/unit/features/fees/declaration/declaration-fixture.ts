import { readFileSync } from 'node:fs';
import {
  airFee,
  buildFeeDeclaration,
  SHIPPED_FEE_RULE_SETS,
  waterFee,
  type FigureCorrection,
} from '../../../../../server/domain';
import {
  parseDeclarationLayout,
  type FeeDeclaration,
} from '../../../../../shared/fees/declaration';

// A declaration as the server builds it: the reference's Q1/2025 worked example on the shipped
// Mẫu số 02 layout (read from its migration), with a payer and optional corrections.

const sql = readFileSync('supabase/migrations/20261128000501_fee_declaration_forms.sql', 'utf8');
export const shippedLayouts = [...sql.matchAll(/'(\{"header".*?\})'::jsonb/g)].map((match) =>
  parseDeclarationLayout(JSON.parse(match[1].replace(/''/g, "'"))),
);

const PAYER = {
  name: 'Công ty TNHH Dệt nhuộm Phước Long',
  taxCode: '0312345678',
  address: 'Lô B2, KCN Tân Tạo, Quận Bình Tân, TP. Hồ Chí Minh',
  phone: '02837501234',
  fax: null,
  email: 'moitruong@phuoclong.vn',
  bankAccount: '0071000123456',
  bankName: 'Vietcombank chi nhánh Tân Tạo',
  sector: 'Dệt, nhuộm vải',
  treatmentMethod: 'Hóa lý kết hợp sinh học hiếu khí',
  dailyWaterUseM3: 320,
  signerName: 'Nguyễn Văn Đức',
};

/** Q2/2025 of the reference's emission example (2,000 h at 100,000 Nm³/h) on Form 01. */
export function airDeclaration(): FeeDeclaration {
  const start = Date.parse('2025-03-31T17:00:00Z');
  const hours = Array.from({ length: 2000 }, (_, index) => ({
    hourStart: new Date(start + index * 3_600_000),
    flowNm3PerHour: 100_000,
    concentrationsMgPerNm3: { dust: 50, SOx: 300, NOx: 400, CO: 200 },
  }));
  const fee = airFee({
    period: { year: 2025, quarter: 2 },
    stacks: [{ stack: 'PL-KT01', hours }],
    monitoringRequired: true,
  });
  return buildFeeDeclaration({
    form: {
      id: 'air-nd153-2024-mau-01',
      formNumber: 'Mẫu số 01',
      title: 'Tờ khai phí bảo vệ môi trường đối với khí thải',
      legalSource: 'Nghị định 153/2024/NĐ-CP, Mẫu số 01',
      verified: false,
      layout: shippedLayouts[2],
    },
    payer: { ...PAYER, name: 'Công ty TNHH Nhiệt điện Đông Bắc' },
    scope: 'customer',
    customerId: 2,
    stations: [{ id: 4, code: 'PL-KT01', name: 'Ống khói lò hơi' }],
    monitored: true,
    fee,
    ruleSet: SHIPPED_FEE_RULE_SETS.find((rule) => rule.id === 'air-nd153-2024')!,
    corrections: new Map(),
  });
}

export function waterDeclaration(
  corrections: Record<string, FigureCorrection> = {},
): FeeDeclaration {
  const discharge = {
    year: 2025,
    quarter: 1 as const,
    volumeM3: 27_000,
    concentrationsMgPerL: { COD: 60, TSS: 40 },
  };
  const fee = waterFee({
    period: { year: 2025, quarter: 1 },
    discharges: [discharge],
    monitored: true,
  });
  return buildFeeDeclaration({
    form: {
      id: 'water-nd53-2020-mau-02',
      formNumber: 'Mẫu số 02',
      title: 'Tờ khai nộp phí bảo vệ môi trường đối với nước thải công nghiệp',
      legalSource: 'Nghị định 53/2020/NĐ-CP, Phụ lục, Mẫu số 02',
      verified: true,
      layout: shippedLayouts[0],
    },
    payer: PAYER,
    scope: 'customer',
    customerId: 1,
    stations: [{ id: 1, code: 'PL-NT01', name: 'Cửa xả nhà máy nhuộm' }],
    monitored: true,
    fee,
    ruleSet: SHIPPED_FEE_RULE_SETS.find((rule) => rule.id === 'water-nd53-2020')!,
    discharge,
    pollutantNames: { COD: 'COD', TSS: 'TSS' },
    corrections: new Map(Object.entries(corrections)),
  });
}
