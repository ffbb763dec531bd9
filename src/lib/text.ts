// Vietnamese users type without diacritics ("ha noi") and expect to find "Hà Nội"; search
// therefore compares text with accents, case and the letter đ folded away.

/** Folds case, Vietnamese diacritics and đ/Đ so that two spellings compare equal. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when the folded query occurs in any of the folded candidate texts. */
export function matchesSearch(
  query: string,
  ...candidates: ReadonlyArray<string | number>
): boolean {
  const folded = foldForSearch(query);
  if (folded === '') return true;
  return candidates.some((candidate) => foldForSearch(String(candidate)).includes(folded));
}

/**
 * Shortens a label to `maxLength` characters; when shortened, appends an ellipsis and the
 * number of items the label stands for, e.g. "Trạm A, Trạm B, Trạm… (7)".
 */
export function truncateWithCount(label: string, count: number, maxLength = 50): string {
  if (label.length <= maxLength) return label;
  return `${label.slice(0, maxLength).trimEnd()}… (${count})`;
}
