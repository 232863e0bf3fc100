import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** An IPv4 address written the IPv6 way (`::ffff:203.0.113.7`, how a dual-stack socket shows it) as IPv4. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** Whether `address` lies in one of the ranges; an empty list allows every address. */
export function isAddressAllowed(address: string, cidrs: readonly string[]): boolean {
  if (cidrs.length === 0) return true;
  const ip = plainAddress(address);
  const family = isIPv4(ip) ? 'ipv4' : isIPv6(ip) ? 'ipv6' : null;
  if (!family) return false;
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [net = '', prefix] = cidr.split('/');
    const netFamily = isIPv4(net) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(net, netFamily);
    else list.addSubnet(net, Number(prefix), netFamily);
  }
  return list.check(ip, family);
}
