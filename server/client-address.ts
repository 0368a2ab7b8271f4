// The client's address, for the access log: the connection's own address,
// unless that connection comes from a proxy the operator trusts
// (TRUSTED_PROXIES, none by default). Then the address is read from the
// X-Forwarded-For header that proxy added to: walking it from the right (the
// entry the trusted proxy itself appended comes last), every trusted address
// is a proxy hop and is passed over, and the first address that is not
// trusted is the client. Whatever a client wrote further left is not looked
// at: anyone can send an X-Forwarded-For header, and only what a trusted
// proxy appended can be believed (docs/deploying.md).

import { BlockList, isIP } from 'node:net';

/** The addresses and networks (`10.0.0.0/8`, `fd00::/8`) whose X-Forwarded-For is believed. */
export class TrustedProxies {
  private readonly list = new BlockList();

  /** Throws a RangeError naming the first entry that is neither an address nor a network. */
  constructor(readonly entries: readonly string[]) {
    for (const entry of entries) {
      const slash = entry.indexOf('/');
      const address = plainAddress(slash === -1 ? entry : entry.slice(0, slash));
      const family = address === null ? 0 : isIP(address);
      if (address === null || family === 0)
        throw new RangeError(`${JSON.stringify(entry)} is not an IP address or network`);
      const type = family === 4 ? 'ipv4' : 'ipv6';
      if (slash === -1) {
        this.list.addAddress(address, type);
        continue;
      }
      const prefixText = entry.slice(slash + 1);
      const prefix = Number(prefixText);
      if (!/^\d{1,3}$/.test(prefixText) || prefix > (family === 4 ? 32 : 128))
        throw new RangeError(`${JSON.stringify(entry)} has no valid prefix length`);
      this.list.addSubnet(address, prefix, type);
    }
  }

  /** Parses TRUSTED_PROXIES: addresses and networks separated by commas or spaces. */
  static parse(text: string): TrustedProxies {
    return new TrustedProxies(text.split(/[\s,]+/).filter(Boolean));
  }

  /** Whether an address (as plainAddress gives it) is one of them. */
  trusts(address: string): boolean {
    const family = isIP(address);
    return family !== 0 && this.list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  }
}

/**
 * An address as logged and compared: an IPv4 address mapped into IPv6 (what
 * a server listening on `::` sees of an IPv4 client, `::ffff:192.0.2.1`) as
 * plain IPv4, brackets and a port (`[2001:db8::1]:443`, `192.0.2.1:80`,
 * which some proxies write) left off; null for anything that is not an
 * address.
 */
export function plainAddress(text: string): string | null {
  let address = text.trim();
  if (address.startsWith('[')) {
    const end = address.indexOf(']');
    if (end === -1) return null;
    address = address.slice(1, end);
  } else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.indexOf(':'));
  if (address.length > 7 && address.slice(0, 7).toLowerCase() === '::ffff:' && address.includes('.'))
    address = address.slice(7);
  return isIP(address) === 0 ? null : address;
}

/**
 * The client's address: `socketAddress` (the connection's peer) unless it is
 * a trusted proxy, then the right-most untrusted address of `forwardedFor`.
 * When every address there is trusted (the client is on a proxy's own
 * network), the left-most is taken; an entry that is not an address ends the
 * walk there, the last address read (a trusted hop) standing for the client,
 * since nothing beyond a broken entry can be attributed. Null only when the
 * connection's address is unknown (a socket already closed).
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: TrustedProxies | null,
): string | null {
  const peer = socketAddress === undefined ? null : (plainAddress(socketAddress) ?? socketAddress);
  if (trusted === null || peer === null || forwardedFor === undefined || !trusted.trusts(peer)) return peer;
  // Node joins repeated X-Forwarded-For headers with ", "; an array only comes from a caller that did not.
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor).split(',');
  let client = peer;
  for (let index = entries.length - 1; index >= 0; index--) {
    const address = plainAddress(entries[index]!);
    if (address === null) break;
    client = address;
    if (!trusted.trusts(address)) break;
  }
  return client;
}
