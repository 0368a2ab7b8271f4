// The raw-payload cache on disk (`<OUT>/cache/`): bodies by sha256 digest, and
// one index file per URL with the validators of the latest body and the last
// body a source accepted. Files are written then renamed, so a reader never
// sees half of one. No HTTP here (sources/transport.ts); sources/fetch.ts puts
// the two together.

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Payload } from './official.js';

export interface CacheEntry {
  digest: string;
  etag: string | null;
  lastModified: string | null;
  contentType: string | null;
  fetchedAt: string;
}

export interface CacheIndex {
  url: string;
  /** The latest body received (what conditional requests revalidate). */
  current: CacheEntry | null;
  /** The latest body that decoded and passed the source's checks. */
  good: CacheEntry | null;
}

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

const bodyPath = (cacheDir: string, digest: string) => join(cacheDir, 'bodies', digest);
const indexPath = (cacheDir: string, url: string) => join(cacheDir, 'index', `${sha256(url)}.json`);

let temporaryCount = 0;

/** Write then rename: a reader never sees half a file, even if the process dies mid-write. */
function writeAtomically(path: string, data: string | Buffer): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${++temporaryCount}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, path);
}

export function readIndex(cacheDir: string, url: string): CacheIndex {
  try {
    const index = JSON.parse(readFileSync(indexPath(cacheDir, url), 'utf8')) as CacheIndex;
    if (index.url === url) return index;
  } catch {
    // A missing or unreadable index is an empty cache for this URL.
  }
  return { url, current: null, good: null };
}

export function writeIndex(cacheDir: string, index: CacheIndex): void {
  writeAtomically(indexPath(cacheDir, index.url), `${JSON.stringify(index, null, 2)}\n`);
}

/** The body an entry stands for, or null when it is gone or no longer matches its digest. */
export function readBody(cacheDir: string, entry: CacheEntry | null): Buffer | null {
  if (!entry) return null;
  try {
    const body = readFileSync(bodyPath(cacheDir, entry.digest));
    return sha256(body) === entry.digest ? body : null;
  } catch {
    return null;
  }
}

export function storeBody(cacheDir: string, digest: string, body: Buffer): void {
  const path = bodyPath(cacheDir, digest);
  if (!existsSync(path)) writeAtomically(path, body);
}

export function payloadOf(
  url: string,
  body: Buffer,
  entry: CacheEntry,
  origin: 'fetched' | 'revalidated' | 'cache',
): Payload {
  return {
    url,
    body,
    contentType: entry.contentType,
    fetchedAt: entry.fetchedAt,
    digest: entry.digest,
    etag: entry.etag,
    lastModified: entry.lastModified,
    fromCache: origin !== 'fetched',
    origin,
  };
}

/** The last payload of `url` that a source accepted, or null when none is cached. */
export function lastGoodPayload(url: string, cacheDir: string): Payload | null {
  const index = readIndex(cacheDir, url);
  const body = readBody(cacheDir, index.good);
  return body && index.good ? payloadOf(url, body, index.good, 'cache') : null;
}

/** Records a payload as the last good one of its URL (after it decoded and passed the checks). */
export function markGood(payload: Payload, cacheDir: string): void {
  storeBody(cacheDir, payload.digest, payload.body);
  const index = readIndex(cacheDir, payload.url);
  index.good = {
    digest: payload.digest,
    etag: payload.etag,
    lastModified: payload.lastModified,
    contentType: payload.contentType,
    fetchedAt: payload.fetchedAt,
  };
  writeIndex(cacheDir, index);
}
