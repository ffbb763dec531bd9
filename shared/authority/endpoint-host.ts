// The authority's host as the console takes it and the forwarder trusts it: a DNS name or an IP
// literal and nothing more, so no URL trick (a scheme, user@, :port, a path, spaces, an IPv6
// literal in brackets with a zone) can point the forwarder elsewhere than what the admin sees.
// The same rule as the table's check (20261128000300_authority_forwarding.sql). Whether the
// address it resolves to may be private is decided at each transfer, on the server.

export const HOST_MAX_CHARS = 253;

const LABEL = '[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const DNS_NAME = new RegExp(`^(${LABEL}\\.)*${LABEL}$`);
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6_CHARS = /^[0-9A-Fa-f:.]{2,45}$/;

export type HostKind = 'name' | 'ipv4' | 'ipv6';

/** What the host is, or null when it is not a plain name or address. */
export function hostKind(host: string): HostKind | null {
  if (host.length === 0 || host.length > HOST_MAX_CHARS) return null;
  if (IPV4.test(host)) return 'ipv4';
  if (host.includes(':')) return IPV6_CHARS.test(host) && isIpv6(host) ? 'ipv6' : null;
  // All digits and dots but not an address (e.g. 10.1.1 or 1.2.3.256): refused, as resolvers
  // read such names as addresses in ways an admin would not expect.
  if (/^[\d.]+$/.test(host)) return null;
  return DNS_NAME.test(host) ? 'name' : null;
}

function isIpv6(host: string): boolean {
  const halves = host.split('::');
  if (halves.length > 2) return false;
  const groups = halves.flatMap((half) => (half === '' ? [] : half.split(':')));
  const last = groups.at(-1) ?? '';
  const tailIsV4 = IPV4.test(last);
  const hexGroups = tailIsV4 ? groups.slice(0, -1) : groups;
  if (!hexGroups.every((group) => /^[0-9A-Fa-f]{1,4}$/.test(group))) return false;
  const count = hexGroups.length + (tailIsV4 ? 2 : 0);
  return halves.length === 2 ? count < 8 : count === 8;
}

/** Why the host cannot be used (Vietnamese), or null. */
export function hostProblem(host: string): string | null {
  return hostKind(host)
    ? null
    : 'Máy chủ phải là tên miền hoặc địa chỉ IP, không kèm giao thức, tài khoản, cổng hay đường dẫn.';
}
