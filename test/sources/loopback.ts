// A real HTTP server on 127.0.0.1 (a free port) for the source tests: routes
// answer with fixtures, faults or conditional responses, and the server counts
// what it was asked and what it sent.

import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { loadSourcesConfig, type SourceConfig, type SourceId } from '../../sources/config.js';

export type Handler = (
  request: IncomingMessage,
  response: ServerResponse,
  context: { hit: number; stats: RouteStats },
) => void;

export interface RouteStats {
  /** Requests received. */
  hits: number;
  /** Responses that carried a body (status 200). */
  bodiesSent: number;
  /** Requests in flight now, and the most at once. */
  inFlight: number;
  maxInFlight: number;
  /** Request headers, one entry per request. */
  requests: IncomingMessage['headers'][];
}

export interface Loopback {
  url(path: string): string;
  stats(path: string): RouteStats;
  /** Replaces what a path answers (a feed that changes between runs). */
  route(path: string, handler: Handler | Handler[]): void;
  close(): Promise<void>;
}

export const fixturePath = (source: string, file: string) =>
  fileURLToPath(new URL(`../fixtures/${source}/${file}`, import.meta.url));
export const fixture = (source: string, file: string): Buffer => readFileSync(fixturePath(source, file));

const emptyStats = (): RouteStats => ({ hits: 0, bodiesSent: 0, inFlight: 0, maxInFlight: 0, requests: [] });

/**
 * Starts a server whose routes are handlers, or lists of handlers taken in
 * turn (the last one repeats). Closed after the test file.
 */
export async function startLoopback(routes: Record<string, Handler | Handler[]> = {}): Promise<Loopback> {
  const table = new Map<string, Handler[]>();
  const stats = new Map<string, RouteStats>();
  const route = (path: string, handler: Handler | Handler[]) =>
    table.set(path, Array.isArray(handler) ? handler : [handler]);
  for (const [path, handler] of Object.entries(routes)) route(path, handler);
  const statsOf = (path: string) => {
    let entry = stats.get(path);
    if (!entry) stats.set(path, (entry = emptyStats()));
    return entry;
  };

  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    const entry = statsOf(path);
    entry.hits++;
    entry.inFlight++;
    entry.maxInFlight = Math.max(entry.maxInFlight, entry.inFlight);
    entry.requests.push(request.headers);
    response.on('close', () => entry.inFlight--);
    const handlers = table.get(path);
    if (!handlers) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    handlers[Math.min(entry.hits - 1, handlers.length - 1)]!(request, response, { hit: entry.hits, stats: entry });
  });
  // Idle connections are closed by the client (fetch's pool, after about 4 s), never by this server: when both
  // would close one at about the same time (Node's 5 s default here), a request the pool sends on it meets a reset,
  // and on a busy machine, whose timers run late, that happened (ECONNRESET in a healthy feed's fetch).
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  afterAll(close);
  return { url: (path) => `http://127.0.0.1:${port}${path}`, stats: statsOf, route, close };
}

export interface SendOptions {
  status?: number;
  contentType?: string;
  headers?: Record<string, string>;
}

/** Answers with a body, as a file server would: Content-Length, and a strong ETag. */
export function send(body: Buffer | string, options: SendOptions = {}): Handler {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return (_request, response, { stats }) => {
    const status = options.status ?? 200;
    if (status === 200) stats.bodiesSent++;
    response.writeHead(status, {
      'content-type': options.contentType ?? 'application/octet-stream',
      'content-length': String(bytes.length),
      ...options.headers,
    });
    response.end(bytes);
  };
}

/** A file with validators: answers 304 to a request that names its ETag or a later Last-Modified. */
export function serveConditionally(
  body: Buffer,
  contentType: string,
  lastModified = 'Tue, 01 Aug 2023 10:00:00 GMT',
): Handler {
  const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;
  const full = send(body, { contentType, headers: { etag, 'last-modified': lastModified } });
  return (request, response, context) => {
    if (request.headers['if-none-match'] === etag || request.headers['if-modified-since'] === lastModified) {
      response.writeHead(304, { etag, 'last-modified': lastModified }).end();
      return;
    }
    full(request, response, context);
  };
}

/** Declares the whole length, sends half the body, then cuts the connection. */
export function truncate(body: Buffer, contentType: string): Handler {
  return (_request, response) => {
    response.writeHead(200, { 'content-type': contentType, 'content-length': String(body.length) });
    response.write(body.subarray(0, Math.floor(body.length / 2)), () => response.socket?.destroy());
  };
}

/** Never answers (the client's timeout must end the request). */
export const hang: Handler = () => {};

export const status = (code: number, headers: Record<string, string> = {}): Handler =>
  send(`status ${code}`, { status: code, contentType: 'text/plain', headers });

/** Writes a sources config file listing the given sources and reads it back, as the pipeline would. */
export function sourcesConfigFor(
  dir: string,
  sources: Partial<Record<SourceId, Record<string, unknown>>>,
): SourceConfig[] {
  const path = join(dir, `sources-${Object.keys(sources).join('-')}-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify({ sources }, null, 2));
  return loadSourcesConfig(path).sources;
}
