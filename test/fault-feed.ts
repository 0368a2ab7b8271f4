// A fault feed: a loopback server (127.0.0.1 only) that serves the official
// feeds from the payloads committed in sources/payloads/ and misbehaves on
// demand. Transport faults: status codes, hangs, truncation, wrong content
// types, HTML error pages, huge bodies, redirect loops, wrong encodings,
// connections reset.
// Content faults (pure functions on a payload's bytes): garbled names,
// shuffled names, impossible dates, missing rows, re-serialised JSON.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { send, startLoopback, status, truncate, hang, type Handler, type Loopback } from './sources/loopback.js';

export type FeedId = 'gov-uk' | 'jp-cao' | 'au-data-gov' | 'hk-1823';

/** The committed payload files of each feed, in the order its config lists the URLs, and the type they are served as. */
export const FEEDS: Readonly<Record<FeedId, { files: readonly string[]; contentType: string }>> = {
  'gov-uk': { files: ['bank-holidays.json'], contentType: 'application/json' },
  'jp-cao': { files: ['syukujitsu.csv'], contentType: 'text/csv' },
  'au-data-gov': {
    files: [
      'auspubhols_2014-2015.csv',
      'auspubhols_2015-2016.csv',
      'auspubhols_2016-2017.csv',
      'auspubhols_2017-2018.csv',
      'auspubhols_2019.csv',
      'auspubhols_2020.csv',
      'auspubhols_2021.csv',
      'auspubhols_2022.csv',
    ],
    contentType: 'text/csv',
  },
  'hk-1823': { files: ['1823_en.json', '1823_tc.json', '1823_sc.json'], contentType: 'application/json' },
};

const payloadsDir = fileURLToPath(new URL('../sources/payloads/', import.meta.url));

/** A committed payload, byte for byte (read-only). */
export const realPayload = (feed: FeedId, file = FEEDS[feed].files[0]!): Buffer =>
  readFileSync(join(payloadsDir, feed, file));

export const TRANSPORT_FAULTS = [
  'status-500',
  'status-429',
  'hang',
  'truncated',
  'wrong-content-type',
  'html-error-page',
  'html-as-feed',
  'huge-body',
  'redirect-loop',
  'wrong-encoding',
  'connection-reset',
] as const;
export type TransportFault = (typeof TRANSPORT_FAULTS)[number];

const ERROR_PAGE =
  '<!DOCTYPE html>\n<html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1><p>The service is down for maintenance.</p></body></html>\n';

/** 100 MB without a Content-Length, 1 MB at a time, until sent or the client hangs up. */
const hugeBody =
  (contentType: string): Handler =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': contentType });
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    let sent = 0;
    const more = () => {
      while (sent < 100 && !response.destroyed) {
        sent++;
        if (!response.write(chunk)) return void response.once('drain', more);
      }
      if (!response.destroyed) response.end();
    };
    response.on('close', () => (sent = 100));
    more();
  };

/** Every connection reset (TCP RST) as soon as its request arrives. */
const connectionReset: Handler = (request) => {
  request.socket.resetAndDestroy();
};

const redirectLoop: Handler = (request, response) => {
  response.writeHead(302, { location: request.url ?? '/' }).end();
};

/** The same text in an encoding the feed does not use: Shift_JIS as UTF-8, UTF-8 as UTF-16. */
function wrongEncoding(feed: FeedId, body: Buffer): Buffer {
  return feed === 'jp-cao'
    ? Buffer.from(new TextDecoder('shift_jis').decode(body), 'utf8')
    : Buffer.from(body.toString('utf8'), 'utf16le');
}

export interface FaultFeed {
  server: Loopback;
  /** The URL of one of a feed's files (the first by default). */
  url(feed: FeedId, file?: string): string;
  /** Serves a feed's committed payloads, or bodies made from them (a content fault). */
  serve(feed: FeedId, body?: (real: Buffer, file: string) => Buffer): void;
  /** Every file of a feed misbehaves this way until served again. */
  fault(feed: FeedId, fault: TransportFault): void;
  /** Requests a feed's first file received. */
  hits(feed: FeedId): number;
  /**
   * Writes a sources config that points the given feeds at this server (with
   * date-holidays) and returns its path. Short timeouts and no retries: a
   * fault is found within five seconds (long enough that a healthy feed
   * answers in time on a busy machine).
   */
  configFile(dir: string, feeds: readonly FeedId[], settings?: Record<string, unknown>): string;
}

export async function startFaultFeed(): Promise<FaultFeed> {
  const server = await startLoopback();
  const path = (feed: FeedId, file: string) => `/${feed}/${file}`;
  const feed: FaultFeed = {
    server,
    url: (id, file = FEEDS[id].files[0]!) => server.url(path(id, file)),
    serve(id, body) {
      for (const file of FEEDS[id].files) {
        const real = realPayload(id, file);
        server.route(path(id, file), send(body ? body(real, file) : real, { contentType: FEEDS[id].contentType }));
      }
    },
    fault(id, fault) {
      const { contentType } = FEEDS[id];
      for (const file of FEEDS[id].files) {
        const real = realPayload(id, file);
        const handler: Handler = {
          'status-500': status(500),
          'status-429': status(429, { 'retry-after': '1' }),
          hang,
          truncated: truncate(real, contentType),
          'wrong-content-type': send(real, { contentType: 'image/png' }),
          'html-error-page': send(ERROR_PAGE, { contentType: 'text/html; charset=utf-8' }),
          'html-as-feed': send(ERROR_PAGE, { contentType }),
          'huge-body': hugeBody(contentType),
          'redirect-loop': redirectLoop,
          'wrong-encoding': send(wrongEncoding(id, real), { contentType }),
          'connection-reset': connectionReset,
        }[fault];
        server.route(path(id, file), handler);
      }
    },
    hits: (id) => server.stats(path(id, FEEDS[id].files[0]!)).hits,
    configFile(dir, feeds, settings = {}) {
      const sources: Record<string, unknown> = { 'date-holidays': { urls: [] } };
      for (const id of feeds)
        sources[id] = {
          urls: FEEDS[id].files.map((file) => feed.url(id, file)),
          retries: 0,
          timeoutMs: 5000,
          ...settings,
        };
      const file = join(dir, `sources-${feeds.join('-')}.json`);
      writeFileSync(file, `${JSON.stringify({ sources }, null, 2)}\n`);
      return file;
    },
  };
  for (const id of Object.keys(FEEDS) as FeedId[]) feed.serve(id);
  return feed;
}

// ---------------------------------------------------------------------------
// Content faults of the Cabinet Office file. It is Shift_JIS: ASCII bytes are
// single, and no byte of a two-byte character is a comma or a line feed, so
// lines and fields can be edited as bytes and stay valid Shift_JIS.

interface CaoRow {
  date: string;
  /** The name's Shift_JIS bytes. */
  name: Buffer;
}

/** Rewrites the file's rows (not its header): return a row (changed or not), or null to drop it. */
export function editCaoRows(body: Buffer, edit: (row: CaoRow, index: number) => CaoRow | null): Buffer {
  const lines: Buffer[] = [];
  let start = 0;
  while (start < body.length) {
    const end = body.indexOf(0x0a, start);
    lines.push(body.subarray(start, end === -1 ? body.length : end + 1));
    start = end === -1 ? body.length : end + 1;
  }
  const out: Buffer[] = [lines[0]!];
  lines.slice(1).forEach((line, index) => {
    const comma = line.indexOf(0x2c);
    const ending = line.subarray(line.length - (line.at(-2) === 0x0d ? 2 : line.at(-1) === 0x0a ? 1 : 0));
    const row = edit(
      { date: line.subarray(0, comma).toString('latin1'), name: line.subarray(comma + 1, line.length - ending.length) },
      index,
    );
    if (row) out.push(Buffer.concat([Buffer.from(`${row.date},`, 'latin1'), row.name, ending]));
  });
  return Buffer.concat(out);
}

/** Every name replaced by katakana noise of the same length (valid Shift_JIS: 0x83 0x40-0x7E, ァ to ミ). */
export const garbleCaoNames = (body: Buffer): Buffer =>
  editCaoRows(body, (row, index) => {
    const noise = Buffer.alloc(row.name.length);
    for (let at = 0; at + 1 < noise.length; at += 2) {
      noise[at] = 0x83;
      noise[at + 1] = 0x40 + ((index * 7 + at * 3) % 0x3f);
    }
    return { ...row, name: noise };
  });

/** Each row takes the next row's name: every name is a known one, on the wrong day. */
export function shuffleCaoNames(body: Buffer): Buffer {
  const names: Buffer[] = [];
  editCaoRows(body, (row) => (names.push(row.name), row));
  return editCaoRows(body, (row, index) => ({ ...row, name: names[(index + 1) % names.length]! }));
}

/** The rows of the given days (`2025/1/1`) get another day (`2025/2/30`). */
export const redateCaoRows = (body: Buffer, days: Record<string, string>): Buffer =>
  editCaoRows(body, (row) => ({ ...row, date: days[row.date] ?? row.date }));

/** The rows of the given days are gone. */
export const dropCaoRows = (body: Buffer, days: readonly string[]): Buffer =>
  editCaoRows(body, (row) => (days.includes(row.date) ? null : row));

// Content faults of gov.uk's JSON.

type GovUkFeed = Record<string, { division: string; events: Record<string, unknown>[] }>;

/** Every division's list with every second event gone. */
export function everySecondEventGone(body: Buffer): Buffer {
  const feed = JSON.parse(body.toString('utf8')) as GovUkFeed;
  for (const division of Object.values(feed)) division.events = division.events.filter((_, index) => index % 2 === 0);
  return Buffer.from(JSON.stringify(feed, null, 2));
}

/** The same JSON, written differently (compact): other bytes, the same content. */
export const reserialised = (body: Buffer): Buffer => Buffer.from(JSON.stringify(JSON.parse(body.toString('utf8'))));
