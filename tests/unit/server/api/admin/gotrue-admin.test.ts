import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { goTrueTarget } from '../../../../../server/api/admin/gotrue-admin';

// Where the console sends the service-role key: the hosted project when the server runs next to
// one, else our own auth service at the socket the request came in on, never an address the
// caller names.

const requestOn = (address: string, family: string, port: number, host = 'evil.example') =>
  ({
    req: { header: () => host, url: `http://${host}/api/admin/users` },
    env: { incoming: { socket: { address: () => ({ address, family, port }) } } },
  }) as unknown as Context;

const embedded = { kind: 'embedded', serviceRoleKey: 'embedded-key' } as const;

describe('goTrueTarget', () => {
  it('uses the local socket and the embedded key, whatever the Host header says', () => {
    expect(goTrueTarget(requestOn('127.0.0.1', 'IPv4', 4321), embedded)).toEqual({
      url: 'http://127.0.0.1:4321',
      serviceRoleKey: 'embedded-key',
    });
    expect(goTrueTarget(requestOn('::1', 'IPv6', 4321), embedded).url).toBe('http://[::1]:4321');
  });

  it('uses the hosted project next to one', () => {
    const hosted = {
      kind: 'hosted',
      url: 'https://abc.supabase.co',
      serviceRoleKey: 'hosted',
    } as const;
    expect(goTrueTarget(requestOn('127.0.0.1', 'IPv4', 4321), hosted)).toEqual({
      url: 'https://abc.supabase.co',
      serviceRoleKey: 'hosted',
    });
  });

  it('refuses with 503 next to a hosted project without its service-role key', () => {
    expect(() =>
      goTrueTarget(requestOn('127.0.0.1', 'IPv4', 4321), {
        kind: 'hosted',
        url: 'https://abc.supabase.co',
      }),
    ).toThrow(expect.objectContaining({ status: 503 }));
  });
});
