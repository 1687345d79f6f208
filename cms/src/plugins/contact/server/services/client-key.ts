import crypto from 'node:crypto';
import ipaddr from 'ipaddr.js';

/**
 * The key a client's submissions are counted under. IPv4 addresses count one by one (IPv4-mapped IPv6
 * included); an IPv6 client counts by its /64 network, because one subscriber is routinely handed a
 * whole /64 and could otherwise rotate addresses to get around the limit.
 */
export function clientAddressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${address.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
}

/** E-mail addresses are counted case-insensitively and kept in the limiter store only as a hash. */
export const emailKey = (email: string): string =>
  crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
