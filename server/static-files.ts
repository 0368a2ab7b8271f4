// Files the server sends as they are: the two pages for people (server/pages/)
// and the API reference's renderer (the swagger-ui-dist package's own files).
// Each is read once at start-up from a fixed list, so no request names a path
// on disk; each has a strong ETag (its digest) and is compressed once per
// encoding, on the first request that asks for it.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { chooseEncoding, notModified, type RequestState } from './respond.js';

/** server/pages/, beside this file (and beside the bundle, server/main.bundle.mjs). */
export const PAGES_DIR = fileURLToPath(new URL('./pages/', import.meta.url));

/** The folder of the installed swagger-ui-dist package. */
export const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

export const STATIC_TYPES = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  png: 'image/png',
} as const;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface StaticFile {
  contentType: string;
  body: Buffer;
  etag: string;
  /** Extra headers of every answer with this file (a page's Content-Security-Policy). */
  headers: Record<string, string>;
  /** Compressed copies, made on first use (the ETag is weak: one validator for every encoding). */
  encoded: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
}

const typeOf = (path: string): string => {
  const extension = path.slice(path.lastIndexOf('.') + 1) as keyof typeof STATIC_TYPES;
  const type = STATIC_TYPES[extension];
  if (!type) throw new Error(`no content type for ${path}`);
  return type;
};

/** Bytes sent as a file: a strong digest behind a weak ETag, compressed copies made on first use. */
export function bytesFile(body: Buffer, contentType: string, headers: Record<string, string> = {}): StaticFile {
  return {
    contentType,
    body,
    etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    headers,
    encoded: {},
  };
}

/** A file read now (a missing one stops start-up), with its type from its extension. */
export function staticFile(path: string, headers: Record<string, string> = {}): StaticFile {
  return bytesFile(readFileSync(path), typeOf(path), headers);
}

export const pageFile = (name: string, headers: Record<string, string> = {}) =>
  staticFile(join(PAGES_DIR, name), headers);

/** The `'sha256-…'` source of each inline `<script>` or `<style>` of a page, for its Content-Security-Policy. */
export function inlineHashes(html: string, tag: 'script' | 'style'): string {
  return [...html.matchAll(new RegExp(`<${tag}>([^]*?)</${tag}>`, 'g'))]
    .map((match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`)
    .join(' ');
}

const COMPRESSIBLE = /^(text\/|application\/json)/;

/** Sends the file: 304 when If-None-Match names it, else 200, compressed when the client takes it. */
export async function sendStatic(
  request: IncomingMessage,
  response: ServerResponse,
  state: RequestState,
  file: StaticFile,
): Promise<void> {
  const headers: Record<string, string | number> = {
    'X-Request-Id': state.requestId,
    ETag: file.etag,
    // Revalidated on each use: the files change with the server, not with their URL.
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
    ...file.headers,
    ...state.headers,
  };
  if (notModified(request, file.etag)) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  let body = file.body;
  const encoding =
    COMPRESSIBLE.test(file.contentType) && body.length >= 1024
      ? chooseEncoding(request.headers['accept-encoding'])
      : null;
  if (encoding) {
    body = await (file.encoded[encoding] ??=
      encoding === 'br'
        ? brotli(file.body, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: file.body.length,
            },
          })
        : gzipAsync(file.body, { level: 9 }));
    headers['Content-Encoding'] = encoding;
  }
  response.writeHead(200, { ...headers, 'Content-Type': file.contentType, 'Content-Length': body.length });
  response.end(request.method === 'HEAD' ? undefined : body);
}
