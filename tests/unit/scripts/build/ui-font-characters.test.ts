// The UI font is cut to UI_FONT_RANGES at build time: every character the app writes (its
// catalogues) and the demo data shows must be in them, or it would be drawn by another font.
import { describe, expect, it } from 'vitest';
import {
  inUiFont,
  UI_FONT_RANGES,
  UI_FONT_UNICODE_RANGE,
  uiFontCharacters,
} from '../../../../scripts/build/ui-font-characters';
import { DEMO_CUSTOMERS, DEMO_GROUPS } from '../../../../server/seed/demo-catalog';
import { AIR_PARAMETERS, WATER_PARAMETERS } from '../../../../server/seed/parameter-templates';
import { DEMO_ENUMS, DEMO_PLANS } from '../../../../server/seed/reference-data';
import { en } from '../../../../src/i18n/en';
import { featureCatalogue } from '../../../../src/i18n/features';
import { consoleCatalogue } from '../../../../src/i18n/features/console';
import { vi } from '../../../../src/i18n/vi';

/** Be Vietnam Pro has no Greek: Σ (a sum in a formula) comes from the fallback font anyway. */
const NOT_IN_BE_VIETNAM_PRO = /\p{Script=Greek}/u;

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

const characters = (texts: string[]) =>
  [...new Set([...texts.join('').normalize('NFC')])].filter(
    (character) => character >= ' ' && !NOT_IN_BE_VIETNAM_PRO.test(character),
  );

describe('UI font characters', () => {
  it('covers every character of the string catalogues', () => {
    const missing = characters(strings([vi, en, featureCatalogue, consoleCatalogue])).filter(
      (c) => !inUiFont(c),
    );
    expect(missing).toEqual([]);
  });

  it('covers the demo data: customers, stations, parameters, plans and labels', () => {
    const demo = strings([DEMO_CUSTOMERS, DEMO_GROUPS, WATER_PARAMETERS, AIR_PARAMETERS]);
    const missing = characters([...demo, ...strings([DEMO_ENUMS, DEMO_PLANS])]).filter(
      (c) => !inUiFont(c),
    );
    expect(missing).toEqual([]);
  });

  it('has every Vietnamese letter, in both cases, precomposed or with combining tones', () => {
    const vowels = 'aăâeêioôơuưy';
    const tones = ['', '\u0300', '\u0301', '\u0303', '\u0309', '\u0323'];
    const letters = [...vowels, ...vowels.toUpperCase()].flatMap((vowel) =>
      tones.map((tone) => (vowel + tone).normalize('NFC')),
    );
    for (const letter of [...letters, 'đ', 'Đ', '₫']) expect(inUiFont(letter), letter).toBe(true);
    for (const mark of tones.slice(1))
      expect(inUiFont(mark), `U+${mark.codePointAt(0)}`).toBe(true);
  });

  it('leaves out what Vietnamese pages do not use (Cyrillic, CJK, Latin Extended-B)', () => {
    for (const character of ['ж', '中', 'ł', 'ș']) expect(inUiFont(character)).toBe(false);
  });

  it('writes ascending ranges as CSS unicode-range and the text to cut the font to', () => {
    UI_FONT_RANGES.forEach(([first, last], index) => {
      expect(first).toBeLessThanOrEqual(last);
      if (index > 0) expect(first).toBeGreaterThan(UI_FONT_RANGES[index - 1]![1]);
    });
    expect(UI_FONT_UNICODE_RANGE).toMatch(/^U\+0020-007E,U\+00A0-00FF,/);
    expect(UI_FONT_UNICODE_RANGE).toContain('U+1EA0-1EF9');
    const text = uiFontCharacters();
    expect(text).toContain('ệ');
    expect([...text].every(inUiFont)).toBe(true);
  });
});
