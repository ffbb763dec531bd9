import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ExcelJS from 'exceljs';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { declarationWorkbook } from '../../../../../src/features/fees/declaration/declaration-excel';
import { declarationPdfDefinition } from '../../../../../src/features/fees/declaration/declaration-pdf';
import { renderPdf } from '../../../../../src/features/report-kit';
import { airDeclaration, waterDeclaration } from './declaration-fixture';

// The two files an officer files or keeps: the PDF on the official layout (its text layer read
// back with every diacritic) and the workbook (opened with exceljs, its cells checked). Set
// DECLARATION_PDF_OUT=dir to keep the PDF for a look (pdftoppm -png).

const require = createRequire(import.meta.url);
const font = (file: string) => new Uint8Array(readFileSync(require.resolve(file)));
const fonts = {
  regular: font('@expo-google-fonts/be-vietnam-pro/400Regular/BeVietnamPro_400Regular.ttf'),
  bold: font('@expo-google-fonts/be-vietnam-pro/700Bold/BeVietnamPro_700Bold.ttf'),
  fallbackRegular: font('pdfmake/fonts/Roboto/Roboto-Regular.ttf'),
  fallbackBold: font('pdfmake/fonts/Roboto/Roboto-Medium.ttf'),
};

const corrected = waterDeclaration({ volume: { value: 30_000, note: 'Theo đồng hồ điện từ' } });

// Each PDF embeds its fonts: seconds on a busy machine.
const PDF_TIMEOUT_MS = 60_000;

describe('declaration PDF', () => {
  it(
    'sets the official form’s parts and the sources page in Vietnamese',
    async () => {
      const bytes = await renderPdf(declarationPdfDefinition(corrected), fonts);
      if (process.env.DECLARATION_PDF_OUT) {
        mkdirSync(process.env.DECLARATION_PDF_OUT, { recursive: true });
        writeFileSync(`${process.env.DECLARATION_PDF_OUT}/water-declaration.pdf`, bytes);
      }
      const { text, totalPages } = await extractText(bytes, { mergePages: false });
      expect(totalPages).toBe(2);
      // Lines wrapped in table cells read back with breaks: compare with single spaces.
      const [form, sources] = text.map((page) => page.replace(/\s+/g, ' '));
      for (const part of [
        'Mẫu số 02',
        'CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM',
        'Độc lập - Tự do - Hạnh phúc',
        'TỜ KHAI NỘP PHÍ BẢO VỆ MÔI TRƯỜNG ĐỐI VỚI NƯỚC THẢI CÔNG NGHIỆP',
        'Quý 1 năm 2025',
        'I. Thông tin chung',
        'II. Thông tin hoạt động trong kỳ nộp phí',
        '3. Mã số thuế: 0312345678',
        '30.000 m³',
        'Đã sửa; Số tính: 27.000 m³',
        'NGƯỜI NỘP PHÍ',
        '…, ngày … tháng … năm …',
        'Nguyễn Văn Đức',
      ]) {
        expect(form).toContain(part);
      }
      expect(sources).toContain('Nguồn số liệu của tờ khai');
      expect(sources).toContain('Quý 1/2025 — lượng nước thải xả (Lq)');
      expect(sources).toContain('Trạm quan trắc tự động PL-NT01');
      expect(sources).toContain('water-nd53-2020');
    },
    PDF_TIMEOUT_MS,
  );
});

describe('emission declaration PDF (Form 01, unverified)', () => {
  it(
    'lists every stack and pollutant with its mass and amount, and says the form is unverified',
    async () => {
      const bytes = await renderPdf(declarationPdfDefinition(airDeclaration()), fonts);
      if (process.env.DECLARATION_PDF_OUT) {
        writeFileSync(`${process.env.DECLARATION_PDF_OUT}/air-declaration.pdf`, bytes);
      }
      const { text } = await extractText(bytes, { mergePages: true });
      const flat = text.replace(/\s+/g, ' ');
      for (const part of [
        'Mẫu số 01',
        'TỜ KHAI PHÍ BẢO VỆ MÔI TRƯỜNG ĐỐI VỚI KHÍ THẢI',
        'Mẫu tờ khai chưa xác minh',
        'Bụi',
        '10 t',
        '8.000 đồng',
        '884.000 đồng',
        'NGƯỜI NỘP PHÍ',
      ]) {
        expect(flat).toContain(part);
      }
    },
    PDF_TIMEOUT_MS,
  );
});

describe('declaration workbook', () => {
  it('writes the form with numbers as numbers and corrections marked', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await declarationWorkbook(corrected)).buffer as ArrayBuffer);
    const [form, sources] = workbook.worksheets;
    expect(form.name).toBe('Tờ khai');
    const rows: unknown[][] = [];
    form.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const find = (label: string) => rows.find((row) => row[1] === label);
    expect(rows[0][2]).toBe('Mẫu số 02');
    expect(rows[1]).toEqual([
      'Công ty TNHH Dệt nhuộm Phước Long',
      '',
      'CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM',
    ]);
    expect(find('Mã số thuế')).toEqual(['3', 'Mã số thuế', '0312345678']);
    expect(find('Tổng lượng nước thải trong quý (m³) và căn cứ xác định')).toEqual([
      '2.a',
      'Tổng lượng nước thải trong quý (m³) và căn cứ xác định',
      30_000,
      'm³',
      'Đã sửa — Số tính: 27.000 m³',
    ]);
    // 1,000,000 + 30,000 × 60 × 10⁻³ × 2,000 + 30,000 × 40 × 10⁻³ × 2,400
    expect(find('Số phí phải nộp trong quý (Fq = f/4 + Cq)')?.[2]).toBe(7_480_000);
    const cod = rows.find((row) => row[2] === 'COD');
    expect(cod).toEqual([
      '',
      '1',
      'COD',
      60,
      expect.stringContaining('Trạm quan trắc tự động PL-NT01'),
      '2.000 đồng/kg',
      3_600_000,
    ]);
    expect(rows.some((row) => row[2] === 'NGƯỜI NỘP PHÍ')).toBe(true);
    const sourceRows: unknown[][] = [];
    sources.eachRow((row) => sourceRows.push((row.values as unknown[]).slice(1)));
    expect(sourceRows.find((row) => row[0] === 'Tổng lượng nước thải (Lq) (Đã sửa)')).toEqual([
      'Tổng lượng nước thải (Lq) (Đã sửa)',
      30_000,
      27_000,
      'm³',
      'Quý 1/2025 — lượng nước thải xả (Lq)',
      'Σ lưu lượng hợp lệ × khoảng đo',
      expect.stringContaining('Theo đồng hồ điện từ'),
    ]);
  });
});
