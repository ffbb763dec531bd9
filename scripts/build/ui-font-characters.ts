// The characters the UI font keeps: Latin (ASCII and Latin-1, which hold the Vietnamese vowels
// with one accent), the Vietnamese letters and combining tones, the đồng sign, the punctuation,
// arrows and signs the app writes, and the super- and subscripts of units and formulas (m³,
// CO₂). Anything else in a text (a Chinese station name, a Greek letter) is drawn by the next
// font of --gw-font, glyph by glyph, because the @font-face declares exactly these ranges.

/** Inclusive code point ranges, in ascending order. */
export const UI_FONT_RANGES: readonly (readonly [number, number])[] = [
  [0x0020, 0x007e], // ASCII
  [0x00a0, 0x00ff], // Latin-1: Á À Â Ã É Ê Í Ó Ô Õ Ú Ý, °, ², ³, ×, µ, ·
  [0x0102, 0x0103], // Ă ă
  [0x0110, 0x0111], // Đ đ
  [0x0128, 0x0129], // Ĩ ĩ
  [0x0168, 0x0169], // Ũ ũ
  [0x01a0, 0x01a1], // Ơ ơ
  [0x01af, 0x01b0], // Ư ư
  [0x0300, 0x0301], // combining grave and acute (text typed in decomposed form)
  [0x0303, 0x0303], // combining tilde
  [0x0309, 0x0309], // combining hook above
  [0x0323, 0x0323], // combining dot below
  [0x1ea0, 0x1ef9], // Vietnamese letters with two marks: Ạ … ỹ
  [0x2010, 0x2027], // dashes, quotes, bullet, ellipsis
  [0x2030, 0x2033], // ‰, primes
  [0x2070, 0x209f], // superscripts and subscripts: ⁻ ⁹ ₂
  [0x20ab, 0x20ac], // ₫ €
  [0x2190, 0x2193], // arrows
  [0x2212, 0x2212], // minus
  [0x2248, 0x2248], // ≈
  [0x2264, 0x2265], // ≤ ≥
];

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');

/** The ranges as a CSS unicode-range value. */
export const UI_FONT_UNICODE_RANGE = UI_FONT_RANGES.map(([first, last]) =>
  first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`,
).join(',');

/** Every character of the ranges, as the text to cut the font to. */
export function uiFontCharacters(): string {
  return UI_FONT_RANGES.map(([first, last]) =>
    String.fromCodePoint(...Array.from({ length: last - first + 1 }, (_, i) => first + i)),
  ).join('');
}

export function inUiFont(character: string): boolean {
  const codePoint = character.codePointAt(0)!;
  return UI_FONT_RANGES.some(([first, last]) => codePoint >= first && codePoint <= last);
}
