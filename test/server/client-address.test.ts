// The access log's client address (server/client-address.ts): the
// connection's address unless it comes from a trusted proxy (TRUSTED_PROXIES,
// none by default), then the right-most untrusted address of X-Forwarded-For.
// test/server/proxy.test.ts checks the same through Debian's nginx.

import { describe, expect, it } from 'vitest';
import { clientAddress, plainAddress, TrustedProxies } from '../../server/client-address.js';
import { loadConfig } from '../../server/config.js';

const LOOPBACK = TrustedProxies.parse('127.0.0.1,::1');

describe('the client address', () => {
  it('is the connection address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('192.0.2.10', '203.0.113.7', null)).toBe('192.0.2.10');
    expect(clientAddress('127.0.0.1', '203.0.113.7', null)).toBe('127.0.0.1');
    expect(loadConfig({}).trustedProxies).toBeNull();
  });

  it('is the connection address when the connection is not from a trusted proxy (a forged X-Forwarded-For)', () => {
    expect(clientAddress('192.0.2.10', '203.0.113.7', LOOPBACK)).toBe('192.0.2.10');
    expect(clientAddress('127.0.0.2', '203.0.113.7', LOOPBACK)).toBe('127.0.0.2');
    expect(clientAddress('::ffff:192.0.2.10', '127.0.0.1', LOOPBACK)).toBe('192.0.2.10');
  });

  it('is the address a trusted proxy appended, not what the client wrote before it', () => {
    // nginx's $proxy_add_x_forwarded_for: the client's own header, then the address nginx saw.
    expect(clientAddress('127.0.0.1', '198.51.100.4', LOOPBACK)).toBe('198.51.100.4');
    expect(clientAddress('127.0.0.1', '203.0.113.7, 198.51.100.4', LOOPBACK)).toBe('198.51.100.4');
    expect(clientAddress('127.0.0.1', '127.0.0.1, 198.51.100.4', LOOPBACK)).toBe('198.51.100.4');
    expect(clientAddress('::1', '2001:db8::7', LOOPBACK)).toBe('2001:db8::7');
    expect(clientAddress('::ffff:127.0.0.1', '198.51.100.4', LOOPBACK)).toBe('198.51.100.4');
  });

  it('passes over every trusted hop, right to left, to the first untrusted address', () => {
    const chain = TrustedProxies.parse('127.0.0.1, 10.0.0.0/8 fd00::/8');
    expect(clientAddress('127.0.0.1', '203.0.113.66, 198.51.100.4, 10.1.2.3', chain)).toBe('198.51.100.4');
    expect(clientAddress('127.0.0.1', '198.51.100.4,10.1.2.3,fd00::5', chain)).toBe('198.51.100.4');
    expect(clientAddress('10.9.9.9', '198.51.100.4', chain)).toBe('198.51.100.4');
    // Every address trusted: the client is on a proxy's network, the left-most is the farthest known.
    expect(clientAddress('127.0.0.1', '10.0.0.1, 10.1.2.3', chain)).toBe('10.0.0.1');
  });

  it('reads the usual forms of an entry, and stops at one that is not an address', () => {
    expect(clientAddress('127.0.0.1', ' 198.51.100.4:51234 ', LOOPBACK)).toBe('198.51.100.4');
    expect(clientAddress('127.0.0.1', '[2001:db8::7]:443', LOOPBACK)).toBe('2001:db8::7');
    expect(clientAddress('127.0.0.1', '::FFFF:198.51.100.4', LOOPBACK)).toBe('198.51.100.4');
    // Nothing left of a broken entry is believed: the last address read stands for the client.
    expect(clientAddress('127.0.0.1', '203.0.113.7, unknown', LOOPBACK)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '203.0.113.7, nonsense, 127.0.0.1', LOOPBACK)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '', LOOPBACK)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '"><script>', LOOPBACK)).toBe('127.0.0.1');
    // No header at all, or a closed connection.
    expect(clientAddress('127.0.0.1', undefined, LOOPBACK)).toBe('127.0.0.1');
    expect(clientAddress(undefined, '198.51.100.4', LOOPBACK)).toBeNull();
    // Repeated headers, joined.
    expect(clientAddress('127.0.0.1', ['203.0.113.7', '198.51.100.4'], LOOPBACK)).toBe('198.51.100.4');
  });

  it('normalises addresses as it logs them', () => {
    expect(plainAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(plainAddress('192.0.2.1:80')).toBe('192.0.2.1');
    expect(plainAddress('[::1]')).toBe('::1');
    expect(plainAddress('::1')).toBe('::1');
    expect(plainAddress('example.org')).toBeNull();
    expect(plainAddress('[::1')).toBeNull();
    expect(plainAddress('999.1.1.1')).toBeNull();
  });
});

describe('TRUSTED_PROXIES', () => {
  it('takes addresses and networks, IPv4 and IPv6, separated by commas or spaces', () => {
    const trusted = loadConfig({ TRUSTED_PROXIES: '127.0.0.1, ::1 10.0.0.0/8,fd00::/8' }).trustedProxies!;
    expect(trusted.entries).toEqual(['127.0.0.1', '::1', '10.0.0.0/8', 'fd00::/8']);
    for (const address of ['127.0.0.1', '::1', '10.200.3.4', 'fd00::1'])
      expect(trusted.trusts(address), address).toBe(true);
    for (const address of ['127.0.0.2', '::2', '11.0.0.1', 'fe80::1', 'nonsense'])
      expect(trusted.trusts(address), address).toBe(false);
    // Unset and empty alike: nothing trusted.
    expect(loadConfig({ TRUSTED_PROXIES: '' }).trustedProxies).toBeNull();
  });

  it('refuses what is not an address or a network, naming it', () => {
    for (const [value, named] of [
      ['localhost', '"localhost"'],
      ['127.0.0.1,nginx', '"nginx"'],
      ['10.0.0.0/33', '"10.0.0.0/33"'],
      ['fd00::/129', '"fd00::/129"'],
      ['10.0.0.0/x', '"10.0.0.0/x"'],
    ]) {
      expect(() => loadConfig({ TRUSTED_PROXIES: value })).toThrow(
        /^configuration: TRUSTED_PROXIES must list IP addresses or networks separated by commas, e\.g\. 127\.0\.0\.1,::1/,
      );
      expect(() => loadConfig({ TRUSTED_PROXIES: value })).toThrow(named);
    }
  });
});
