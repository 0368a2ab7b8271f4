// The keys file (docs/api.md, Access): `{"keys": [{id, sha256, plan, status}]}`.
// Plain keys are never stored; a presented key is hashed and its digest
// compared in constant time with the stored ones. The file is re-read when it
// changes, so a key created while the server runs works without a restart.

import * as crypto from 'node:crypto';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { planFromName, type Plan } from '../core/plans.js';

export const KEY_STATUSES = ['active', 'past_due', 'revoked'] as const;
export type KeyStatus = (typeof KEY_STATUSES)[number];

export interface KeyRecord {
  id: string;
  sha256: string;
  plan: Plan;
  status: KeyStatus;
}

const keySchema = z.object({
  id: z.string().min(1, 'id must not be empty'),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'sha256 must be 64 lower-case hex digits'),
  plan: z.string().transform((name, context) => {
    const plan = planFromName(name);
    if (!plan) {
      context.addIssue({
        code: 'custom',
        message: `plan ${JSON.stringify(name)} is unknown (explorer, builder, growth, pro, titan; or starter, business, enterprise)`,
      });
      return z.NEVER;
    }
    return plan;
  }),
  status: z.enum(KEY_STATUSES, { error: 'status must be active, past_due or revoked' }),
});

const keysFileSchema = z.object({ keys: z.array(keySchema) }, { error: 'the file must hold {"keys": [...]}' });

export class KeysFileError extends Error {}

// The one-shot crypto.hash (Node 20.12+) with a hex result costs a third of createHash per request.
const oneShot = (crypto as { hash?: (algorithm: string, data: string, encoding: 'hex') => string }).hash;
export const hashKey = (key: string): string =>
  oneShot ? oneShot('sha256', key, 'hex') : createHash('sha256').update(key, 'utf8').digest('hex');

/** Compares two digests in time that does not depend on where they differ. */
export function sameDigest(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  // Past the end of b, charCodeAt gives NaN, which a bitwise operator reads as 0.
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** A new key: 32 random bytes, URL-safe, with a prefix that says what it is. */
export const generateKey = () => `ph_${randomBytes(32).toString('base64url')}`;
export const generateKeyId = () => `key_${randomBytes(6).toString('hex')}`;

export function parseKeysFile(text: string, path: string): KeyRecord[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new KeysFileError(`keys file ${path} is not valid JSON (${(error as Error).message})`);
  }
  const parsed = keysFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new KeysFileError(`keys file ${path} is malformed${where}: ${issue.message}`);
  }
  const ids = new Set<string>();
  for (const key of parsed.data.keys) {
    if (ids.has(key.id))
      throw new KeysFileError(`keys file ${path} is malformed: key id ${JSON.stringify(key.id)} appears twice`);
    ids.add(key.id);
  }
  return parsed.data.keys;
}

export function readKeysFile(path: string): KeyRecord[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new KeysFileError(
      code === 'ENOENT'
        ? `keys file ${path} not found: create a key with \`make key PLAN=explorer\` (or set KEYS_FILE)`
        : `keys file ${path} cannot be read (${code ?? 'error'})`,
    );
  }
  return parseKeysFile(text, path);
}

/** Writes the keys file atomically (temporary file, then rename), so a reader never sees half. */
export function writeKeysFile(path: string, keys: readonly KeyRecord[]): void {
  const temporary = `${path}.tmp-${process.pid}`;
  try {
    writeFileSync(temporary, `${JSON.stringify({ keys }, null, 2)}\n`, { mode: 0o600 });
    renameSync(temporary, path);
  } catch (error) {
    // A full disk leaves the keys file as it was, and nothing beside it.
    rmSync(temporary, { force: true });
    throw new Error(`keys file ${path} could not be written (${(error as Error).message}); it is as it was`);
  }
}

/** How many leading hex digits of a digest index the keys: a lookup compares only the few keys that share them. */
const BUCKET_DIGITS = 4;

/** The last key a connection presented and what it resolved to, valid while the keys loaded then are. */
interface ConnectionMemo {
  presented: string;
  record: KeyRecord | null;
  keys: Map<string, KeyRecord[]>;
}

export class KeyStore {
  private buckets = new Map<string, KeyRecord[]>();
  private count = 0;
  private readonly byConnection = new WeakMap<object, ConnectionMemo>();
  private fileStamp = '';
  private checkedAt = 0;

  constructor(
    readonly path: string,
    /** How often, at most, the file's modification time is looked at. */
    private readonly reloadEveryMs = 1000,
    private readonly onReloadError: (message: string) => void = () => {},
  ) {
    this.load(readKeysFile(path));
    this.fileStamp = this.stamp();
  }

  get size(): number {
    return this.count;
  }

  private load(records: KeyRecord[]): void {
    const buckets = new Map<string, KeyRecord[]>();
    for (const record of records) {
      const prefix = record.sha256.slice(0, BUCKET_DIGITS);
      const bucket = buckets.get(prefix);
      if (bucket) bucket.push(record);
      else buckets.set(prefix, [record]);
    }
    this.buckets = buckets;
    this.count = records.length;
  }

  private stamp(): string {
    try {
      const stat = statSync(this.path);
      return `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    } catch {
      return 'missing';
    }
  }

  /** Re-reads the file when it changed; a broken file keeps the keys already loaded. */
  private refresh(): void {
    const now = Date.now();
    if (now - this.checkedAt < this.reloadEveryMs) return;
    this.checkedAt = now;
    const stamp = this.stamp();
    if (stamp === this.fileStamp) return;
    this.fileStamp = stamp;
    try {
      this.load(readKeysFile(this.path));
    } catch (error) {
      this.onReloadError(`${(error as Error).message}; still using the keys loaded before`);
    }
  }

  /**
   * The record of a presented key, or null. The presented key is hashed, and
   * its digest compared in constant time with every stored digest that shares
   * its first digits (which tells an observer nothing about any key).
   *
   * A client on a kept-alive connection sends the same key with every request,
   * so the answer is kept per connection until the keys file changes: a key
   * that is the one this connection sent last is not hashed again. Comparing
   * with the connection's own earlier key tells it nothing it did not know.
   */
  lookup(presented: string, connection?: object): KeyRecord | null {
    this.refresh();
    const memo = connection ? this.byConnection.get(connection) : undefined;
    if (memo && memo.keys === this.buckets && memo.presented === presented) return memo.record;
    const digest = hashKey(presented);
    let found: KeyRecord | null = null;
    for (const record of this.buckets.get(digest.slice(0, BUCKET_DIGITS)) ?? []) {
      if (sameDigest(digest, record.sha256) && found === null) found = record;
    }
    if (connection) this.byConnection.set(connection, { presented, record: found, keys: this.buckets });
    return found;
  }
}
