// One URL fetched through the raw-payload cache: a conditional GET
// (sources/transport.ts) against the body the cache holds
// (sources/payload-cache.ts), and what comes back kept there. Decoding the
// body is the adapters' (sources/decoding.ts).

import type { Payload } from './official.js';
import { type CacheEntry, payloadOf, readBody, readIndex, sha256, storeBody, writeIndex } from './payload-cache.js';
import { httpGet, type TransportOptions } from './transport.js';

export interface FetchOptions extends TransportOptions {
  /** Folder of the raw-payload cache (created when missing). */
  cacheDir: string;
  /** The run's snapshot time, recorded as the payload's `fetchedAt`. */
  at: string;
}

/**
 * Fetches one URL through the cache. A 304 answers from the cached body; any
 * other outcome than a complete 2xx body within the limits throws a FetchError.
 */
export async function fetchPayload(url: string, options: FetchOptions): Promise<Payload> {
  const index = readIndex(options.cacheDir, url);
  // Revalidate only when the body the validators stand for is still on disk.
  const cachedBody = readBody(options.cacheDir, index.current);
  const held = cachedBody && index.current ? index.current : null;
  const answer = await httpGet(url, options, held);
  if (answer.notModified) {
    const entry: CacheEntry = { ...held!, fetchedAt: options.at };
    writeIndex(options.cacheDir, { ...index, current: entry });
    return payloadOf(url, cachedBody!, entry, 'revalidated');
  }
  const entry: CacheEntry = {
    digest: sha256(answer.body),
    etag: answer.etag,
    lastModified: answer.lastModified,
    contentType: answer.contentType,
    fetchedAt: options.at,
  };
  storeBody(options.cacheDir, entry.digest, answer.body);
  writeIndex(options.cacheDir, { ...index, current: entry });
  return payloadOf(url, answer.body, entry, 'fetched');
}
