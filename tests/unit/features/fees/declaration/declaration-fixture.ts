import { readFileSync } from 'node:fs';
import {
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
    payer: {
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
    },
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
