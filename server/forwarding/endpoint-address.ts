import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { hostKind } from '../../shared/authority/endpoint-host.js';

// Where the forwarder may connect: the endpoint's host resolved once per transfer, and the
// address the connection then uses (so a name cannot resolve to one address when checked and to
// another when connected). Private, loopback, link-local, unique-local and other non-public
// ranges are refused unless the endpoint allows them (an authority reached through a VPN, or a
// test's local FTP server): otherwise a console setting could make the server talk to the
// machines around it.

// Two lists: Node's BlockList also matches IPv4 addresses against IPv6 rules (as ::ffff:a.b.c.d).
const NON_PUBLIC_V4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  NON_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');
const NON_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NON_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');

/** An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is the IPv4 address it carries. */
const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

export const isPublicAddress = (address: string): boolean => {
  const family = isIP(address);
  if (family === 4) return !NON_PUBLIC_V4.check(address, 'ipv4');
  if (family !== 6) return false;
  const mapped = MAPPED_V4.exec(address);
  if (mapped) return isPublicAddress(mapped[1]!);
  // Other spellings of mapped addresses (::ffff:7f00:1) are not worth telling apart: refused.
  if (/^::ffff:/i.test(address)) return false;
  return !NON_PUBLIC_V6.check(address, 'ipv6');
};

export class EndpointAddressError extends Error {}

/** The address to connect to for `host`, or EndpointAddressError with a Vietnamese reason. */
export async function endpointAddress(host: string, allowPrivate: boolean): Promise<string> {
  if (!hostKind(host)) throw new EndpointAddressError(`Máy chủ "${host}" không hợp lệ.`);
  const addresses = isIP(host)
    ? [host]
    : (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
  if (addresses.length === 0) throw new Error(`${host}: no address`);
  if (!allowPrivate) {
    const blocked = addresses.find((address) => !isPublicAddress(address));
    if (blocked)
      throw new EndpointAddressError(
        `Máy chủ ${host} trỏ tới địa chỉ nội bộ ${blocked}; bật "Cho phép địa chỉ nội bộ" nếu cơ quan nhận qua VPN.`,
      );
  }
  return addresses[0]!;
}
