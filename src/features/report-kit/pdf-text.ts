// Text runs for the PDF. Be Vietnam Pro (the app's typeface) covers Latin and Vietnamese but not
// the Greek and superscript signs of the fee formulas (Σ, 10⁻³); those characters are set in
// Roboto, which pdfmake ships and which has them, so the PDF shows every character it is given.
export const PDF_FONT = 'BeVietnamPro';
export const PDF_FALLBACK_FONT = 'Roboto';

/** Latin, Latin Extended (Vietnamese), general punctuation and currency: Be Vietnam Pro has them. */
const PRIMARY_GLYPH = /[\t\n\r\u0020-\u024f\u1e00-\u1eff\u2000-\u206f\u20a0-\u20cf]/u;

export type PdfText = string | { text: string; font: string }[];

/** The text as it is, or as runs with the characters Be Vietnam Pro lacks set in Roboto. */
export function pdfText(text: string): PdfText {
  const chars = [...text];
  if (chars.every((char) => PRIMARY_GLYPH.test(char))) return text;
  const runs: { text: string; font: string }[] = [];
  for (const char of chars) {
    const font = PRIMARY_GLYPH.test(char) ? PDF_FONT : PDF_FALLBACK_FONT;
    const last = runs[runs.length - 1];
    if (last?.font === font) last.text += char;
    else runs.push({ text: char, font });
  }
  return runs;
}

/** A number with its unit ('1.000.000 VNĐ') kept on one line. */
export const unbroken = (text: string) => text.replace(/ /g, '\u00a0');
