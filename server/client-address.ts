import { isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

// Who is asking, for per-client limits. By default the TCP peer: a header is only believed when
// the operator says how many reverse proxies stand in front (TRUSTED_PROXIES), because anyone
// can send X-Forwarded-For. Each trusted proxy appends the address it saw, so with N proxies the
// client is the N-th entry from the right; anything left of it was written by the client.

/** The address the socket came from, or 'unknown' outside the Node server (no socket). */
function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

function forwardedFor(header: string | undefined, trustedProxies: number): string | undefined {
  if (!header) return undefined;
  const hops = header
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  if (hops.length === 0) return undefined;
  return hops[Math.max(0, hops.length - trustedProxies)];
}

/** The eight groups of an IPv6 address, zero-filled (no zone, no IPv4 tail expected). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]!.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros =
    tail === undefined ? [] : Array(Math.max(0, 8 - left.length - right.length)).fill('0');
  return [...left, ...zeros, ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}

/**
 * The key that stands for one client: an IPv4 address as is (also when IPv4-mapped), an IPv6
 * address by its /64 network, since one subscriber usually holds a whole /64 and could
 * otherwise step around a per-address limit.
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address.split('%')[0]!)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/**
 * The client's limit key (see clientKey) from a request's X-Forwarded-For header and the
 * socket's peer address, honouring `trustedProxies` hops (also for websocket upgrades).
 */
export function clientKeyOf(
  forwardedForHeader: string | undefined,
  peerAddress: string,
  trustedProxies: number,
): string {
  const address =
    (trustedProxies > 0 ? forwardedFor(forwardedForHeader, trustedProxies) : undefined) ??
    peerAddress;
  return clientKey(address);
}

/** The client's address as a limit key (see clientKey), honouring `trustedProxies` hops. */
export function clientAddress(c: Context, trustedProxies: number): string {
  return clientKeyOf(c.req.header('x-forwarded-for'), socketAddress(c), trustedProxies);
}
