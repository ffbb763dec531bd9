import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerEntry } from '../../../../src/features/monitoring/lib/customers-answer';

// fetchCustomers names the answer it holds (If-None-Match with the last ETag) on every refresh,
// and on 304 Not Modified shows that answer again (server/api/answer-cache.ts sends no body).

const answer = (value: number): CustomerEntry[] => [
  {
    id: 1,
    name: 'Công ty Phước Long',
    customer_key: 'phuoclong',
    tree_id: '1.1',
    customergroup: null,
    parameter_sets: {
      cod: [
        {
          code: 'COD',
          name: 'COD',
          unit: 'mg/L',
          limit_min: null,
          limit_max: 150,
          fee_enabled: true,
        },
      ],
    },
    station: [
      [
        'cod',
        11,
        'PL-NT01',
        'Trạm nước thải',
        'water',
        10.9,
        106.8,
        null,
        'Bình Dương',
        null,
        false,
        0.9,
        60,
        'within_threshold',
        Date.parse('2026-11-23T06:00:00.000Z'),
        [value],
        ['00'],
        [0],
        [],
      ],
    ],
  } as CustomerEntry,
];

/** A server holding one answer under one tag, as GET /api/customers/ does. */
function server(initial: { etag: string | null; body: CustomerEntry[] }) {
  const state = { ...initial };
  const asked: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const tag = (init.headers as Record<string, string>)['If-None-Match'] ?? null;
      asked.push(tag);
      const headers: Record<string, string> = state.etag ? { ETag: state.etag } : {};
      if (tag !== null && tag === state.etag) return new Response(null, { status: 304, headers });
      return new Response(JSON.stringify(state.body), { status: 200, headers });
    }),
  );
  return { state, asked };
}

type Api = typeof import('../../../../src/features/monitoring/monitoring-api');
let fetchCustomers: Api['fetchCustomers'];
let ApiError: typeof import('../../../../src/services/api-client').ApiError;

// Each test starts with nothing held (the module keeps the last answer).
beforeEach(async () => {
  vi.resetModules();
  ({ fetchCustomers } = await import('../../../../src/features/monitoring/monitoring-api'));
  ({ ApiError } = await import('../../../../src/services/api-client'));
});

const valueOf = (customers: Awaited<ReturnType<Api['fetchCustomers']>>) =>
  customers[0]!.station[0]!.measurements[0]!.value;

afterEach(() => vi.unstubAllGlobals());

describe('fetchCustomers', () => {
  it('revalidates with the last tag and shows the held answer on 304', async () => {
    const { state, asked } = server({ etag: 'W/"a"', body: answer(40) });
    const first = await fetchCustomers();
    expect(valueOf(first)).toBe(40);
    const again = await fetchCustomers();
    expect(again).toEqual(first);
    expect(asked).toEqual([null, 'W/"a"']);

    // Changed on the server: 200 with the new answer and tag, which the next refresh names.
    state.etag = 'W/"b"';
    state.body = answer(55);
    expect(valueOf(await fetchCustomers())).toBe(55);
    expect(valueOf(await fetchCustomers())).toBe(55);
    expect(asked.slice(2)).toEqual(['W/"a"', 'W/"b"']);
  });

  it('names nothing after an answer without a tag, and still fails on an error', async () => {
    const { state, asked } = server({ etag: 'W/"c"', body: answer(1) });
    await fetchCustomers();
    state.etag = null;
    state.body = answer(2);
    expect(valueOf(await fetchCustomers())).toBe(2);
    expect(valueOf(await fetchCustomers())).toBe(2);
    expect(asked).toEqual([null, 'W/"c"', null]);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('no', { status: 500 })),
    );
    await expect(fetchCustomers()).rejects.toBeInstanceOf(ApiError);
  });
});
