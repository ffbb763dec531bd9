import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { hostKind } from '../../shared/authority/endpoint-host.js';

// Where the forwarder may connect: the endpoint's host resolved once per transfer, and the
// address the connection then uses (so a name cannot resolve to one address when checked and to
// another when connected). Private, loopback, link-local, unique-local and other non-public
// ranges are refused unless the endpoint allows them (an authority reached through a VPN, or a
// test's local FTP server): otherwise a console setting could make the server talk to the
// machines around it.

const NON_PUBLIC = new BlockList();
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
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');

export const isPublicAddress = (address: string): boolean => {
  const family = isIP(address);
  if (family === 0) return false;
  return !NON_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
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
