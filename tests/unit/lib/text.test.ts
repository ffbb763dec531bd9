import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesSearch, truncateWithCount } from '../../../src/lib/text';

describe('foldForSearch', () => {
  it('drops Vietnamese diacritics, case and extra spaces', () => {
    expect(foldForSearch('  Hà   Nội ')).toBe('ha noi');
    expect(foldForSearch('Ưu tiên Ở ĐÂY')).toBe('uu tien o day');
  });

  it('folds đ and Đ to d', () => {
    expect(foldForSearch('Đồng Nai đường')).toBe('dong nai duong');
  });
});

describe('matchesSearch', () => {
  it("finds 'Hà Nội' with 'ha noi' and 'HÀ NỘI'", () => {
    expect(matchesSearch('ha noi', 'Trạm Hà Nội 1')).toBe(true);
    expect(matchesSearch('HÀ NỘI', 'Trạm Hà Nội 1')).toBe(true);
  });

  it("matches 'd' against 'đ' both ways", () => {
    expect(matchesSearch('dong', 'Đông Anh')).toBe(true);
    expect(matchesSearch('đông', 'Dong Anh')).toBe(true);
  });

  it('matches any candidate, including numeric values', () => {
    expect(matchesSearch('42', 'Trạm Bình Dương', 42)).toBe(true);
    expect(matchesSearch('hai phong', 'Trạm Bình Dương', 42)).toBe(false);
  });

  it('treats an empty query as matching everything', () => {
    expect(matchesSearch('   ', 'anything')).toBe(true);
  });
});

describe('truncateWithCount', () => {
  it('keeps labels of 50 characters or fewer unchanged', () => {
    const label = 'x'.repeat(50);
    expect(truncateWithCount(label, 3)).toBe(label);
  });

  it('cuts longer labels at 50 characters and adds the count in parentheses', () => {
    const label = 'Trạm A, Trạm B, Trạm C, Trạm D, Trạm E, Trạm F, Trạm G';
    const result = truncateWithCount(label, 7);
    expect(result).toBe(`${label.slice(0, 50).trimEnd()}… (7)`);
    expect(result.endsWith('(7)')).toBe(true);
  });
});
