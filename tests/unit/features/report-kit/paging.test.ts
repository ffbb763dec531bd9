import { describe, expect, it } from 'vitest';
import {
  clampPage,
  pageCount,
  pageRange,
  pageSlice,
} from '../../../../src/features/report-kit/paging';

const rows = Array.from({ length: 120 }, (_, index) => index + 1);

describe('report paging', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(120, 50)).toBe(3);
    expect(pageCount(100, 50)).toBe(2);
    expect(pageCount(0, 50)).toBe(1);
  });

  it('slices the asked page and keeps the page inside the list', () => {
    expect(pageSlice(rows, 1, 50)).toEqual(rows.slice(0, 50));
    expect(pageSlice(rows, 3, 50)).toEqual(rows.slice(100));
    expect(pageSlice(rows, 9, 50)).toEqual(rows.slice(100));
    expect(clampPage(0, 120, 50)).toBe(1);
    expect(clampPage(7, 20, 50)).toBe(1);
  });

  it('gives the first and last row shown', () => {
    expect(pageRange(2, 540, 100)).toEqual({ first: 101, last: 200 });
    expect(pageRange(6, 540, 100)).toEqual({ first: 501, last: 540 });
    expect(pageRange(1, 0, 100)).toEqual({ first: 0, last: 0 });
  });
});
