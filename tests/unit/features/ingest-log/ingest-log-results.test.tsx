import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IngestFile } from '../../../../src/features/ingest-log/ingest-file';
import type { IngestLogFilter } from '../../../../src/features/ingest-log/ingest-log-api';
import { IngestLogResults } from '../../../../src/features/ingest-log/ingest-log-results';

// supabase-js is replaced by a recording query builder: the test sees the query the screen
// sends (table, filters, order, range) and decides the answer.
type Call = [method: string, args: unknown[]];
type Answer = { data: unknown; error: { message: string } | null; count?: number | null };
const fake = vi.hoisted(() => ({
  calls: [] as [string, unknown[]][],
  answer: (_calls: [string, unknown[]][]): Answer | Promise<Answer> => ({ data: [], error: null }),
}));
vi.mock('../../../../src/services/supabase', () => {
  const builder = (calls: Call[]) => {
    const chain: Record<string, unknown> = {};
    for (const method of ['select', 'eq', 'gte', 'neq', 'order', 'range', 'maybeSingle']) {
      chain[method] = (...args: unknown[]) => {
        calls.push([method, args]);
        return chain;
      };
    }
    chain.then = (resolve: (value: Answer) => unknown, reject: (error: unknown) => unknown) =>
      Promise.resolve(fake.answer(calls)).then(resolve, reject);
    return chain;
  };
  return {
    supabase: {
      from: (table: string) => {
        const calls: Call[] = [['from', [table]]];
        fake.calls = calls;
        return builder(calls);
      },
    },
  };
});

const FILTER: IngestLogFilter = { stationId: 7, period: '7d', onlyProblems: false, page: 1 };

const ACCEPTED: IngestFile = {
  id: 11,
  file_name: 'ST07_20261124100000.txt',
  source: 'ftp',
  status: 'accepted',
  lines_total: 3,
  lines_accepted: 3,
  rejected_by_reason: {},
  first_error: null,
  received_at: '2026-11-24T03:00:05Z',
};
const PARTIAL: IngestFile = {
  id: 12,
  file_name: 'ST07_20261124100500.txt',
  source: 'http',
  status: 'partial',
  lines_total: 3,
  lines_accepted: 1,
  rejected_by_reason: { bad_value: 1, bad_unit: 1 },
  first_error: {
    line: 2,
    code: 'bad_value',
    text: 'COD\tabc\tmg/L',
    reason: 'Giá trị "abc" của COD không phải là số',
  },
  received_at: '2026-11-24T03:05:07Z',
};
const REFUSED: IngestFile = {
  id: 13,
  file_name: 'ST07_bad.txt',
  source: 'folder',
  status: 'rejected',
  lines_total: 0,
  lines_accepted: 0,
  rejected_by_reason: {},
  first_error: {
    line: null,
    code: 'bad_file_name',
    reason: 'Tên tệp "ST07_bad.txt" không đúng quy định',
  },
  received_at: '2026-11-24T03:10:00Z',
};

function withClient(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function renderResults(filter = FILTER, onPage = vi.fn()) {
  render(withClient(<IngestLogResults filter={filter} stationName="Trạm 7" onPage={onPage} />));
  return onPage;
}

const listAnswer =
  (files: IngestFile[], count = files.length) =>
  () => ({
    data: files,
    error: null,
    count,
  });

beforeEach(() => {
  fake.calls = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the data-transfer log of a station', () => {
  it('asks for one bounded page of the station, newest first, in the period', async () => {
    fake.answer = listAnswer([]);
    renderResults({ ...FILTER, page: 3 });
    await screen.findByText('Chưa nhận tệp dữ liệu nào trong khoảng thời gian này');
    const methods = fake.calls.map(([method]) => method);
    expect(fake.calls[0]).toEqual(['from', ['ingest_file']]);
    expect(fake.calls).toContainEqual(['eq', ['station_id', 7]]);
    expect(methods).toContain('gte');
    expect(methods).not.toContain('neq');
    expect(fake.calls).toContainEqual(['order', ['received_at', { ascending: false }]]);
    expect(fake.calls).toContainEqual(['range', [40, 59]]);
    const [, [columns, options]] = fake.calls.find(([method]) => method === 'select')!;
    expect(options).toEqual({ count: 'exact' });
    // Only the first error of each file travels with the list.
    expect(columns).toContain('first_error:errors->0');
    expect(columns).not.toMatch(/(^|,\s*)errors(,|$)/);
  });

  it('with "chỉ tệp có lỗi" leaves accepted files out and says so when none is left', async () => {
    fake.answer = listAnswer([]);
    renderResults({ ...FILTER, onlyProblems: true });
    await screen.findByText('Không có tệp nào bị lỗi trong khoảng thời gian này');
    expect(fake.calls).toContainEqual(['neq', ['status', 'accepted']]);
  });

  it('shows a loading state, then each file with channel, counts, status and reasons', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    fake.answer = async () => {
      await gate;
      return { data: [REFUSED, PARTIAL, ACCEPTED], error: null, count: 3 };
    };
    renderResults();
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải nhật ký truyền dữ liệu...');
    release();
    const table = await screen.findByRole('table');
    expect(screen.getByText('3 tệp')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const refused = rows[0]!;
    expect(refused).toHaveTextContent('24/11/2026 10:10:00');
    expect(refused).toHaveTextContent('Thư mục');
    expect(refused).toHaveTextContent('Bị từ chối');
    expect(refused).toHaveTextContent('Tên tệp sai quy định');
    expect(refused).toHaveTextContent('Tên tệp "ST07_bad.txt" không đúng quy định');
    const partial = rows[1]!;
    expect(partial).toHaveTextContent('HTTP');
    expect(partial).toHaveTextContent('Nhận một phần');
    expect(partial).toHaveTextContent('Giá trị không phải số: 1 dòng');
    expect(partial).toHaveTextContent('Đơn vị sai hoặc không quy đổi được: 1 dòng');
    expect(
      within(partial)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain('2');
    const accepted = rows[2]!;
    expect(accepted).toHaveTextContent('FTP');
    expect(accepted).toHaveTextContent('Đã nhận');
    // Only a file with rejected lines offers them.
    expect(within(refused).queryByRole('button')).toBeNull();
    expect(within(accepted).queryByRole('button')).toBeNull();
  });

  it('opens the rejected lines kept with a file, by keyboard-operable disclosure', async () => {
    fake.answer = (calls) =>
      calls.some(([method]) => method === 'maybeSingle')
        ? {
            data: {
              errors: [
                PARTIAL.first_error,
                {
                  line: 3,
                  code: 'bad_unit',
                  text: 'TSS\t12\tg/m',
                  reason: 'Đơn vị "g/m" của TSS không quy đổi được',
                },
              ],
            },
            error: null,
          }
        : { data: [PARTIAL], error: null, count: 1 };
    renderResults();
    const toggle = await screen.findByRole('button', { name: /Xem dòng bị từ chối \(2\)/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Dòng 3')).toBeInTheDocument();
    expect(screen.getByText('Dòng 2')).toBeInTheDocument();
    expect(screen.getByText('Đơn vị "g/m" của TSS không quy đổi được')).toBeInTheDocument();
    expect(fake.calls).toContainEqual(['eq', ['id', 12]]);
    expect(toggle.getAttribute('aria-controls')).toBe('gw-ingest-lines-12');
    expect(document.getElementById('gw-ingest-lines-12')).not.toBeNull();
    fireEvent.click(toggle);
    expect(screen.queryByText('Dòng 3')).toBeNull();
  });

  it('shows an error with a retry that loads again', async () => {
    fake.answer = () => ({ data: null, error: { message: 'permission denied' } });
    renderResults();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Không tải được nhật ký truyền dữ liệu. Vui lòng thử lại.',
    );
    fake.answer = listAnswer([ACCEPTED]);
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('1 tệp')).toBeInTheDocument();
  });

  it('pages through more files than fit on one page', async () => {
    fake.answer = listAnswer([ACCEPTED], 45);
    const onPage = renderResults();
    const pager = await screen.findByRole('navigation', { name: 'Phân trang' });
    expect(pager).toHaveTextContent('Trang 1/3');
    expect(within(pager).getByRole('button', { name: /Trang trước/ })).toBeDisabled();
    fireEvent.click(within(pager).getByRole('button', { name: /Trang sau/ }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('shows cards with labelled figures on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    fake.answer = listAnswer([PARTIAL]);
    renderResults();
    const card = (await screen.findAllByRole('listitem')).find((item) =>
      item.classList.contains('gw-ingest-card'),
    )!;
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByRole('heading', { name: PARTIAL.file_name })).toBeInTheDocument();
    expect(card).toHaveTextContent('Dòng bị từ chối2');
    expect(card).toHaveTextContent('Giá trị không phải số: 1 dòng');
    expect(card).toHaveTextContent('24/11/2026 10:05:07');
  });
});
