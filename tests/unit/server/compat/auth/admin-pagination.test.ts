import { describe, expect, it } from 'vitest';
import { paginationLink, parsePage } from '../../../../../server/compat/auth/admin-pagination';

describe('parsePage', () => {
  it("has GoTrue's defaults: page 1 of 50", () => {
    expect(parsePage(undefined, undefined)).toEqual({ page: 1, perPage: 50 });
    expect(parsePage('', '')).toEqual({ page: 1, perPage: 50 });
    expect(parsePage('0', '0')).toEqual({ page: 1, perPage: 50 });
    expect(parsePage('3', '20')).toEqual({ page: 3, perPage: 20 });
  });

  it('refuses what is not a whole number and pages too large', () => {
    for (const [page, perPage] of [
      ['-1', '10'],
      ['1.5', '10'],
      ['x', '10'],
      ['1', '1001'],
      ['1000001', '10'],
    ]) {
      expect(() => parsePage(page, perPage)).toThrow(/Bad Pagination Parameters/);
    }
  });
});

describe('paginationLink', () => {
  const url = 'http://127.0.0.1:3000/auth/v1/admin/users?per_page=2&page=1';

  it('links the next page while there is one, and always the last', () => {
    expect(paginationLink(url, { page: 1, perPage: 2 }, 5)).toBe(
      '</auth/v1/admin/users?page=2&per_page=2>; rel="next", ' +
        '</auth/v1/admin/users?page=3&per_page=2>; rel="last"',
    );
    expect(paginationLink(url, { page: 3, perPage: 2 }, 5)).toBe(
      '</auth/v1/admin/users?page=3&per_page=2>; rel="last"',
    );
    expect(paginationLink(url, { page: 1, perPage: 2 }, 4)).toBe(
      '</auth/v1/admin/users?page=2&per_page=2>; rel="next", ' +
        '</auth/v1/admin/users?page=2&per_page=2>; rel="last"',
    );
  });
});
