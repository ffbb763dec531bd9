import { validationFailed } from './auth-errors.js';

// GoTrue's page/per_page pagination of GET /admin/users (internal/api/pagination.go): the
// answer's X-Total-Count and Link headers, which supabase-js's listUsers reads.

export const DEFAULT_PER_PAGE = 50;
/** Ours: one answer holds at most this many users (GoTrue's keyset mode has the same cap). */
export const MAX_PER_PAGE = 1000;
/** Ours: keeps the offset a reasonable number. */
const MAX_PAGE = 1_000_000;

export interface Page {
  page: number;
  perPage: number;
}

function wholeNumber(text: string | undefined, fallback: number, name: string): number {
  if (text === undefined || text === '') return fallback;
  if (!/^\d+$/.test(text)) {
    throw validationFailed(`Bad Pagination Parameters: ${name} must be a whole number`);
  }
  return Number(text);
}

/** Page 0 is page 1 and per_page 0 the default, as GoTrue's paginator treats them. */
export function parsePage(page: string | undefined, perPage: string | undefined): Page {
  const parsed = {
    page: wholeNumber(page, 1, 'page') || 1,
    perPage: wholeNumber(perPage, DEFAULT_PER_PAGE, 'per_page') || DEFAULT_PER_PAGE,
  };
  if (parsed.page > MAX_PAGE) {
    throw validationFailed(`Bad Pagination Parameters: page must be at most ${MAX_PAGE}`);
  }
  if (parsed.perPage > MAX_PER_PAGE) {
    throw validationFailed(`Bad Pagination Parameters: per_page must be at most ${MAX_PER_PAGE}`);
  }
  return parsed;
}

/**
 * The Link header: the next page while there is one, and always the last; each is the request's
 * own path and query with `page` replaced (query keys sorted, as Go's url.Values.Encode sorts).
 */
export function paginationLink(requestUrl: string, { page, perPage }: Page, total: number): string {
  const url = new URL(requestUrl);
  const totalPages = Math.ceil(total / perPage);
  const pageLink = (target: number) => {
    url.searchParams.set('page', String(target));
    url.searchParams.sort();
    return `<${url.pathname}${url.search}>`;
  };
  const links: string[] = [];
  if (totalPages > page) links.push(`${pageLink(page + 1)}; rel="next"`);
  links.push(`${pageLink(totalPages)}; rel="last"`);
  return links.join(', ');
}
