import { clientAddressKey, emailKey } from '../src/plugins/contact/server/services/client-key';

/** How the contact limits name a client and an address (no Strapi needed). */
describe('clientAddressKey', () => {
  it('counts IPv4 clients one by one, IPv4-mapped IPv6 included', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client by its /64 network, however the address is written', () => {
    const key = '2001:db8:0:1::/64';
    expect(clientAddressKey('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe(key);
    expect(clientAddressKey('2001:DB8:0:1::42')).toBe(key);
    expect(clientAddressKey('2001:db8:0:1::1%eth0')).toBe(key);
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    // An IPv4 tail in an IPv6 address (NAT64) is still an IPv6 client of its /64.
    expect(clientAddressKey('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  });
});

describe('emailKey', () => {
  it('ignores case and surrounding spaces and never holds the address itself', () => {
    expect(emailKey(' Ada@Example.com ')).toBe(emailKey('ada@example.com'));
    expect(emailKey('ada@example.com')).not.toContain('ada');
    expect(emailKey('ada@example.com')).not.toBe(emailKey('grace@example.com'));
  });
});
