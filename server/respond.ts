// Writes answers: the JSON or XML envelope with `requestId` and `status`
// appended, the headers every answer carries, ETag/304, compression and HEAD.

import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { toXml } from './xml.js';

/** A member already serialized (a year file's holidays), with a way back to values for XML. */
export class RawJson {
  constructor(
    readonly json: Buffer | string,
    readonly values: () => unknown,
  ) {}
}

export type Format = 'json' | 'xml';

export interface Reply {
  status: number;
  /** Members in output order; `requestId` and `status` are appended. */
  envelope: Record<string, unknown>;
  format: Format;
  /** What the answer's data depends on; the ETag is its digest (weak: requestId differs per answer). */
  etagSource?: string;
  headers?: Record<string, string>;
  /** A file sent as it is instead of the envelope (calendar and CSV exports): no requestId in the body. */
  document?: { contentType: string; body: string };
  /** false when the answer depends on more than the URL and the snapshot (today's date): not kept for reuse. */
  reusable?: boolean;
}

export interface RequestState {
  requestId: string;
  /** Headers of every answer to this request, errors included (X-RateLimit-*). */
  headers: Record<string, string>;
  /** For the access log and the metrics: the endpoint's name once routed, the key's id and plan once known. */
  endpoint?: string;
  keyId?: string;
  plan?: string;
}

const EXPOSED =
  'ETag, Retry-After, X-Request-Id, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Content-Disposition, Deprecation, Link';
const COMPRESS_FROM_BYTES = 1024;

export const CONTENT_TYPES: Record<Format, string> = {
  json: 'application/json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
};

export function etagOf(source: string): string {
  return `W/"${createHash('sha1').update(source).digest('base64url')}"`;
}

/** true when If-None-Match names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function notModified(request: IncomingMessage, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === bare;
  });
}

type Encoding = 'br' | 'gzip' | null;

/** The best encoding the client accepts: brotli, then gzip; q=0 refuses. */
export function chooseEncoding(header: string | undefined): Encoding {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)).find(Boolean);
    accepted.set(token!.trim(), q ? Number(q[1]) : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

function compress(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') {
      // Quality 4: close to gzip's speed, smaller output; 11 is far too slow per request.
      brotliCompress(
        body,
        { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } },
        done,
      );
    } else {
      gzip(body, { level: 6 }, done);
    }
  });
}

function jsonChunks(envelope: Record<string, unknown>, requestId: string, status: number): (Buffer | string)[] {
  const chunks: (Buffer | string)[] = [];
  let head = '{';
  for (const [name, value] of Object.entries(envelope)) {
    if (value === undefined) continue;
    if (value instanceof RawJson) {
      chunks.push(`${head}${JSON.stringify(name)}:`, value.json);
    } else {
      chunks.push(`${head}${JSON.stringify(name)}:${JSON.stringify(value)}`);
    }
    head = ',';
  }
  chunks.push(`${head}"requestId":${JSON.stringify(requestId)},"status":${status}}`);
  return chunks;
}

function materialize(envelope: Record<string, unknown>): Record<string, unknown> {
  const plain: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(envelope)) plain[name] = value instanceof RawJson ? value.values() : value;
  return plain;
}

/**
 * A rendered answer without its request id: `head` + requestId + `tail`. Only
 * `status` follows `requestId` in either format, so the id is always the last
 * occurrence of the placeholder, whatever a client managed to get echoed.
 */
export interface RenderedBody {
  head: Buffer;
  tail: Buffer;
  /** A document sent as it is: the request id goes in the header only. */
  withoutId?: boolean;
}

const PLACEHOLDER = '@@request-id@@';

export function renderBody(reply: Reply): RenderedBody {
  if (reply.document) return { head: Buffer.from(reply.document.body), tail: Buffer.alloc(0), withoutId: true };
  const chunks: (Buffer | string)[] =
    reply.format === 'xml'
      ? [toXml({ ...materialize(reply.envelope), requestId: PLACEHOLDER, status: reply.status })]
      : jsonChunks(reply.envelope, PLACEHOLDER, reply.status);
  const last = chunks.pop() as string;
  const at = last.lastIndexOf(PLACEHOLDER);
  const head = Buffer.concat([
    ...chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk)),
    Buffer.from(last.slice(0, at)),
  ]);
  return { head, tail: Buffer.from(last.slice(at + PLACEHOLDER.length)) };
}

/** A rendered answer: its body around the request id, its status and its headers but the per-request ones. */
export interface Rendered extends RenderedBody {
  status: number;
  format: Format;
  etag?: string;
  /** Headers that are the same on every sending of this answer. */
  headers: Record<string, string>;
}

export function render(reply: Reply): Rendered {
  const etag = reply.etagSource === undefined ? undefined : etagOf(`${reply.format}\0${reply.etagSource}`);
  const body = renderBody(reply);
  const headers: Record<string, string> = { 'Access-Control-Allow-Origin': '*', ...reply.headers };
  if (etag !== undefined) {
    headers.ETag = etag;
    // Authenticated data: a cache may keep it for this client only, and must ask again each time.
    headers['Cache-Control'] = 'private, no-cache';
  } else {
    headers['Cache-Control'] = 'no-store';
  }
  if (etag !== undefined || body.head.length + body.tail.length >= COMPRESS_FROM_BYTES)
    headers.Vary = 'Accept-Encoding';
  headers['Content-Type'] = reply.document?.contentType ?? CONTENT_TYPES[reply.format];
  return { ...body, status: reply.status, format: reply.format, etag, headers };
}

export function send(
  request: IncomingMessage,
  response: ServerResponse,
  state: RequestState,
  reply: Reply,
): Promise<void> {
  return Promise.resolve(sendRendered(request, response, state, render(reply)));
}

/**
 * This answer's headers as one flat list (name, value, ...), which writeHead
 * takes without an intermediate object. A 304 carries no Content-Type.
 */
function headerList(
  request: IncomingMessage,
  state: RequestState,
  rendered: Rendered,
  notModifiedAnswer: boolean,
): (string | number)[] {
  const headers: (string | number)[] = ['X-Request-Id', state.requestId, 'X-Content-Type-Options', 'nosniff'];
  for (const name in state.headers) if (!(name in rendered.headers)) headers.push(name, state.headers[name]!);
  for (const name in rendered.headers)
    if (!(notModifiedAnswer && name === 'Content-Type')) headers.push(name, rendered.headers[name]!);
  // Only a browser's cross-origin request (it sends Origin) needs to be told which headers it may read.
  if (request.headers.origin !== undefined) headers.push('Access-Control-Expose-Headers', EXPOSED);
  return headers;
}

/**
 * Sends a rendered answer with this request's id: the body goes out as head,
 * id and tail in one writev, without copying. Returns a promise only when it
 * has to wait (compression).
 */
export function sendRendered(
  request: IncomingMessage,
  response: ServerResponse,
  state: RequestState,
  rendered: Rendered,
): Promise<void> | void {
  const unchanged =
    rendered.etag !== undefined &&
    rendered.status === 200 &&
    request.headers['if-none-match'] !== undefined &&
    notModified(request, rendered.etag);
  const headers = headerList(request, state, rendered, unchanged);
  if (unchanged) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  const idLength = rendered.withoutId ? 0 : state.requestId.length;
  const length = rendered.head.length + idLength + rendered.tail.length;
  const encoding =
    length >= COMPRESS_FROM_BYTES && request.headers['accept-encoding'] !== undefined
      ? chooseEncoding(request.headers['accept-encoding'])
      : null;
  if (encoding) return sendCompressed(request, response, rendered, state.requestId, headers, encoding);
  headers.push('Content-Length', length);
  response.writeHead(rendered.status, headers);
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  // Writes in one tick go out as one writev. The id is ASCII (a UUID), so its
  // byte length is its string length.
  response.write(rendered.head);
  if (idLength > 0) response.write(state.requestId, 'latin1');
  response.end(rendered.tail);
}

async function sendCompressed(
  request: IncomingMessage,
  response: ServerResponse,
  rendered: Rendered,
  requestId: string,
  headers: (string | number)[],
  encoding: 'br' | 'gzip',
): Promise<void> {
  const id = rendered.withoutId ? Buffer.alloc(0) : Buffer.from(requestId, 'latin1');
  const compressed = await compress(Buffer.concat([rendered.head, id, rendered.tail]), encoding);
  headers.push('Content-Encoding', encoding, 'Content-Length', compressed.length);
  response.writeHead(rendered.status, headers);
  response.end(request.method === 'HEAD' ? undefined : compressed);
}
