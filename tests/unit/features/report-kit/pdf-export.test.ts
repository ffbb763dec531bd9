// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { pdfDefinition, pdfFile } from '../../../../src/features/report-kit/pdf-export';
import { sampleDocument } from './report-fixture';

// The same TrueType files the app bundles (src/features/report-kit/pdf-fonts.ts).
const require = createRequire(import.meta.url);
const font = (file: string) => new Uint8Array(readFileSync(require.resolve(file)));
const fonts = {
  regular: font('@expo-google-fonts/be-vietnam-pro/400Regular/BeVietnamPro_400Regular.ttf'),
  bold: font('@expo-google-fonts/be-vietnam-pro/700Bold/BeVietnamPro_700Bold.ttf'),
  fallbackRegular: font('pdfmake/fonts/Roboto/Roboto-Regular.ttf'),
  fallbackBold: font('pdfmake/fonts/Roboto/Roboto-Medium.ttf'),
};

describe('PDF definition', () => {
  it('lays the tables out with a header row, right-aligned numbers and a blank totals cell', () => {
    const definition = pdfDefinition(sampleDocument);
    expect(definition.pageOrientation).toBe('portrait');
    expect(definition.defaultStyle).toMatchObject({ font: 'BeVietnamPro' });
    const tables = (definition.content as { table?: { headerRows?: number; body: unknown[][] } }[])
      .filter((item) => item.table?.headerRows === 1)
      .map((item) => item.table!);
    expect(tables).toHaveLength(1);
    const [header, first, , totals] = tables[0].body as { text: string; alignment?: string }[][];
    expect(header.map((cell) => cell.text)).toContain('Số tiền');
    // Numbers and times do not break inside (non-breaking spaces).
    expect(first[5]).toMatchObject({ text: '3.240.000\u00a0VNĐ', alignment: 'right' });
    expect(first[1]).toMatchObject({ text: '01/10/2026\u00a008:30' });
    expect(totals[1]).toMatchObject({ text: '' });
  });

  it('turns landscape for a wide table', () => {
    const section = sampleDocument.sections[1];
    if (section.kind !== 'table') throw new Error('fixture');
    const wide = {
      ...sampleDocument,
      sections: [{ ...section, columns: [...section.columns, ...section.columns] }],
    };
    expect(pdfDefinition(wide).pageOrientation).toBe('landscape');
  });
});

describe('PDF file', () => {
  it('embeds the font so the text layer keeps every Vietnamese diacritic', async () => {
    const formula = 'Fq = f/4 + Σ(Lq × Ci × 10⁻³ × Mi) = 6.832.000 đồng';
    const bytes = await pdfFile(
      { ...sampleDocument, notices: [...sampleDocument.notices, { text: formula, tone: 'info' }] },
      fonts,
    );
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { text } = await extractText(bytes, { mergePages: true });
    expect(text).toContain('Báo cáo phí nước thải');
    expect(text).toContain('Công ty TNHH Nhiệt điện Đông Bắc');
    expect(text).toContain('Trạm nước thải làm mát');
    expect(text).toContain('Ống khói tổ máy 1');
    expect(text).toContain('3.240.000 VNĐ');
    expect(text).toContain('CHƯA XÁC NHẬN');
    // Σ and ⁻ are not in Be Vietnam Pro: they come from the fallback font, not as blanks.
    expect(text).toContain(formula);
  }, 30_000);

  // Issue 14: page 1 ended with a section's title, its table on page 2. Notes of growing length
  // push each title through the foot of page 1 (31, 32 and 35 notes orphaned one before).
  it('never ends a page with a section title', async () => {
    const titles = sampleDocument.sections.map((section) => section.title);
    for (let notes = 29; notes <= 36; notes += 1) {
      const document = {
        ...sampleDocument,
        notices: Array.from({ length: notes }, (_, i) => ({
          text: `Ghi chú ${i + 1}`,
          tone: 'info' as const,
        })),
      };
      const { text } = await extractText(await pdfFile(document, fonts), { mergePages: false });
      const firstPage = (text as string[])[0]!.split('\n');
      const lastLine = firstPage[firstPage.length - 2]; // the last one is the page footer
      expect(titles, `${notes} notes`).not.toContain(lastLine);
    }
  }, 60_000);
});
