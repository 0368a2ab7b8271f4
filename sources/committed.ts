// The committed copies of the official feeds (`sources/payloads/<id>/`): the
// last good payload of each URL, kept in the repository so that every build,
// offline included, has the governments' data, plus older copies (`archive`)
// whose years the current ones no longer cover. `payloads.json` in each folder
// lists the files with their URL, fetch time, media type and sha256.

import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Payload } from './official.js';

export const DEFAULT_PAYLOADS_DIR = fileURLToPath(new URL('./payloads', import.meta.url));

/** The committed payloads folder in effect: PAYLOADS_DIR when set, else the project's. */
export function payloadsDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.PAYLOADS_DIR ? resolve(env.PAYLOADS_DIR) : DEFAULT_PAYLOADS_DIR;
}

const entrySchema = z
  .object({
    url: z.string().min(1),
    file: z
      .string()
      .regex(/^[\w./-]+$/, 'must be a relative file name')
      .refine((file) => !file.split('/').includes('..'), 'must stay inside the folder'),
    fetchedAt: z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'must be an RFC 3339 time'),
    contentType: z.string().nullable().default(null),
    sha256: z.string().regex(/^[0-9a-f]{64}$/, 'must be a hex sha256'),
    origin: z.string().optional(),
    /** The publisher's file is known to be provisional: later data and amendments may add to it. */
    provisional: z.boolean().optional(),
  })
  .strict();
export type CommittedEntry = z.infer<typeof entrySchema>;

const indexSchema = z
  .object({
    source: z.string(),
    payloads: z.array(entrySchema),
    archive: z.array(entrySchema).default([]),
  })
  .strict();
export type CommittedIndex = z.infer<typeof indexSchema>;

export class CommittedPayloadError extends Error {}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const indexPathOf = (dir: string, id: string) => join(dir, id, 'payloads.json');

/** A source's committed index, or null when it has no folder. A broken index or file is an error: it is reviewed data. */
export function readCommittedIndex(dir: string, id: string): CommittedIndex | null {
  const path = indexPathOf(dir, id);
  if (!existsSync(path)) return null;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new CommittedPayloadError(`${path}: ${(error as Error).message}`);
  }
  const parsed = indexSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new CommittedPayloadError(`${path}: ${issue.path.join('.') || '(file)'}: ${issue.message}`);
  }
  return parsed.data;
}

/** One committed file as a payload; its digest is checked against the index. */
export function committedPayload(dir: string, id: string, entry: CommittedEntry): Payload {
  const path = join(dir, id, entry.file);
  let body: Buffer;
  try {
    body = readFileSync(path);
  } catch (error) {
    throw new CommittedPayloadError(`${path}: cannot read: ${(error as Error).message}`);
  }
  const digest = sha256(body);
  if (digest !== entry.sha256)
    throw new CommittedPayloadError(
      `${path}: sha256 ${digest} differs from payloads.json (${entry.sha256}): update the index with the file`,
    );
  return {
    url: entry.url,
    body,
    contentType: entry.contentType,
    fetchedAt: entry.fetchedAt,
    digest,
    etag: null,
    lastModified: null,
    fromCache: false,
    origin: 'committed',
    ...(entry.provisional ? { provisional: true } : {}),
  };
}

export interface CommittedCopies {
  /** The current copy of each URL that has one. */
  byUrl: Map<string, Payload>;
  /** Older copies, in sets of one fetch time each (a source decodes its URLs together), newest first. */
  archive: Payload[][];
  /** Where they are, for messages. */
  folder: string;
}

export function readCommitted(dir: string | null, id: string): CommittedCopies | null {
  if (!dir) return null;
  const index = readCommittedIndex(dir, id);
  if (!index) return null;
  const byUrl = new Map(index.payloads.map((entry) => [entry.url, committedPayload(dir, id, entry)]));
  const sets = new Map<string, Payload[]>();
  for (const entry of index.archive)
    sets.set(entry.fetchedAt, [...(sets.get(entry.fetchedAt) ?? []), committedPayload(dir, id, entry)]);
  const archive = [...sets.keys()]
    .sort()
    .reverse()
    .map((at) => sets.get(at)!);
  return { byUrl, archive, folder: relative(process.cwd(), join(dir, id)) || join(dir, id) };
}

/** The file name a fetched URL is committed under: the last segment of its path (and query), made safe. */
export function fileNameFor(url: string): string {
  let name = url;
  try {
    const { pathname, search } = new URL(url);
    name = `${pathname.slice(pathname.lastIndexOf('/') + 1)}${search}`;
  } catch {
    // not a URL: use it as it is
  }
  return name.replace(/[^\w.-]+/g, '_').replace(/^[._]+/, '') || 'payload';
}

/**
 * Writes fetched payloads as the new committed copies of a source. With
 * `archiveOld` (the old copies cover years the new ones do not), the whole
 * old set is first copied to `archive/`, so that a fresh clone still has
 * those years. Returns the files written, relative to `dir`.
 */
export function commitPayloads(dir: string, id: string, fetched: readonly Payload[], archiveOld: boolean): string[] {
  const index: CommittedIndex = readCommittedIndex(dir, id) ?? { source: id, payloads: [], archive: [] };
  const changed = fetched.filter(
    (payload) => index.payloads.find((entry) => entry.url === payload.url)?.sha256 !== payload.digest,
  );
  if (changed.length === 0) return [];
  const written: string[] = [];
  mkdirSync(join(dir, id), { recursive: true });
  if (archiveOld) {
    for (const entry of index.payloads) {
      const archived = `archive/${entry.file.replace(/(\.[^./]+)?$/, (ext) => `.${entry.fetchedAt.slice(0, 10)}${ext}`)}`;
      mkdirSync(dirname(join(dir, id, archived)), { recursive: true });
      copyFileSync(join(dir, id, entry.file), join(dir, id, archived));
      index.archive.push({ ...entry, file: archived });
      written.push(join(id, archived));
    }
  }
  for (const payload of changed) {
    const current = index.payloads.find((entry) => entry.url === payload.url);
    const file = current?.file ?? uniqueName(index, fileNameFor(payload.url));
    writeFileSync(join(dir, id, file), payload.body);
    const entry: CommittedEntry = {
      url: payload.url,
      file,
      fetchedAt: payload.fetchedAt,
      contentType: payload.contentType,
      sha256: payload.digest,
      origin: 'fetched by refresh',
    };
    index.payloads = current
      ? index.payloads.map((old) => (old === current ? entry : old))
      : [...index.payloads, entry];
    written.push(join(id, file));
  }
  writeFileSync(indexPathOf(dir, id), `${JSON.stringify(index, null, 2)}\n`);
  written.push(join(id, 'payloads.json'));
  return written;
}

function uniqueName(index: CommittedIndex, name: string): string {
  const taken = new Set([...index.payloads, ...index.archive].map((entry) => entry.file));
  let candidate = name;
  for (let n = 2; taken.has(candidate); n++) candidate = `${n}-${name}`;
  return candidate;
}
