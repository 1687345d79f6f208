import crypto from 'node:crypto';
import ipaddr from 'ipaddr.js';

/** IPv6 counts by /64: one subscriber is routinely handed a whole /64 and could rotate addresses around the limit. */
export function clientAddressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${address.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
}

/** Kept in the limiter store only as a hash. */
export const emailKey = (email: string): string =>
  crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
