import crypto from 'node:crypto';
import net from 'node:net';

/**
 * The key a client's submissions are counted under. IPv4 addresses count one by one (IPv4-mapped IPv6
 * included); an IPv6 client counts by its /64 network, because one subscriber is routinely handed a
 * whole /64 and could otherwise rotate addresses to get around the limit.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!net.isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

function expandIPv6(address: string): string[] {
  const [head, tail = ''] = address.split('%')[0].split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') && tail ? tail.split(':') : [];
  const missing = address.includes('::') ? 8 - headGroups.length - tailGroups.length : 0;
  return [...headGroups, ...Array(missing).fill('0'), ...tailGroups].map((group) => group.toLowerCase());
}

/** E-mail addresses are counted case-insensitively and kept in the limiter store only as a hash. */
export const emailKey = (email: string): string =>
  crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
