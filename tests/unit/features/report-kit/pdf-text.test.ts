import { describe, expect, it } from 'vitest';
import { pdfText, unbroken } from '../../../../src/features/report-kit/pdf-text';

describe('PDF text runs', () => {
  it('keeps Vietnamese text in one run of the main font', () => {
    expect(pdfText('Báo cáo phí nước thải — Quý 4/2026 · 1.000 m³')).toBe(
      'Báo cáo phí nước thải — Quý 4/2026 · 1.000 m³',
    );
  });

  it('sets the formula signs the main font lacks in the fallback font', () => {
    expect(pdfText('Σ(Lq × 10⁻³)')).toEqual([
      { text: 'Σ', font: 'Roboto' },
      { text: '(Lq × 10', font: 'BeVietnamPro' },
      { text: '⁻', font: 'Roboto' },
      { text: '³)', font: 'BeVietnamPro' },
    ]);
  });

  it('keeps a number and its unit together', () => {
    expect(unbroken('1.000.000 VNĐ')).toBe('1.000.000\u00a0VNĐ');
  });
});
