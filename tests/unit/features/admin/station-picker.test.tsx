import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { idParam, StationPicker } from '../../../../src/features/admin/station-picker';

// The console's customer → station picker (/station-limits, /ingest-credentials). supabase-js is
// replaced by a query builder whose answers the test gives per table.
type Answer = { data: unknown; error: { message: string } | null };
const fake = vi.hoisted(() => ({
  answers: {} as Record<string, () => Answer>,
  calls: [] as [string, unknown[]][],
}));
vi.mock('../../../../src/services/supabase', () => ({
  supabase: {
    from: (table: string) => {
      const chain: Record<string, unknown> = {};
      for (const method of ['select', 'eq', 'order']) {
        chain[method] = (...args: unknown[]) => {
          fake.calls.push([`${table}.${method}`, args]);
          return chain;
        };
      }
      chain.then = (resolve: (value: Answer) => unknown) =>
        Promise.resolve(fake.answers[table]!()).then(resolve);
      return chain;
    },
  },
}));

const CUSTOMERS = [
  { id: 1, name: 'Dệt may Phước Long' },
  { id: 2, name: 'Nhiệt điện Đông Bắc' },
];
const STATIONS = [
  { id: 5, name: 'Trạm nước thải sau xử lý' },
  { id: 6, name: 'Ống khói lò hơi' },
];

function renderPicker(address: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <StationPicker texts="admin.limits">
          {(station) => <p data-testid="chosen">{`${station.id}: ${station.name}`}</p>}
        </StationPicker>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fake.calls = [];
  fake.answers = {
    customer: () => ({ data: CUSTOMERS, error: null }),
    station: () => ({ data: STATIONS, error: null }),
  };
});

describe('the station picker', () => {
  it('reads only positive whole ids from the address', () => {
    const params = new URLSearchParams('customer=12&station=-3&x=1.5&y=abc&z=');
    expect(idParam(params, 'customer')).toBe(12);
    for (const name of ['station', 'x', 'y', 'z', 'missing']) {
      expect(idParam(params, name), name).toBeNull();
    }
  });

  it('opens the customer and station the address names, and hands the station on', async () => {
    renderPicker('/station-limits?customer=1&station=6');
    expect(await screen.findByTestId('chosen')).toHaveTextContent('6: Ống khói lò hơi');
    expect(fake.calls).toContainEqual(['station.eq', ['customer_id', 1]]);
    expect(screen.getByText('Dệt may Phước Long')).toBeInTheDocument();
    expect(screen.getAllByText('Ống khói lò hơi').length).toBeGreaterThan(0);
  });

  it('asks for a customer first, then a station, and hands nothing on before that', async () => {
    renderPicker('/station-limits');
    expect(await screen.findByText('Khách hàng')).toBeInTheDocument();
    expect(screen.queryByText('Trạm quan trắc')).toBeNull();
    expect(fake.calls.some(([call]) => call.startsWith('station.'))).toBe(false);
    expect(screen.queryByTestId('chosen')).toBeNull();
  });

  it('says when there is no customer', async () => {
    fake.answers.customer = () => ({ data: [], error: null });
    renderPicker('/station-limits');
    expect(await screen.findByText('Chưa có khách hàng nào.')).toBeInTheDocument();
  });

  it('says when the chosen customer has no station', async () => {
    fake.answers.station = () => ({ data: [], error: null });
    renderPicker('/station-limits?customer=2');
    expect(
      await screen.findByText('Khách hàng này chưa có trạm quan trắc nào.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('chosen')).toBeNull();
  });

  it('shows a failed read with a retry that reads again', async () => {
    let fail = true;
    fake.answers.station = () =>
      fail ? { data: null, error: { message: 'network' } } : { data: STATIONS, error: null };
    renderPicker('/station-limits?customer=1&station=5');
    const retry = await screen.findByRole('button', { name: 'Thử lại' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Không tải được dữ liệu. Vui lòng thử lại.',
    );
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('chosen')).toHaveTextContent('5: Trạm nước thải sau xử lý');
  });
});
