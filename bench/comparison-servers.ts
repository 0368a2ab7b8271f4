// The bare node:http servers that bench/serve.ts compares the API server with,
// and the bodies they send. Each is a script for `node -e` that prints its URL.

import type { IncomingHttpHeaders } from 'node:http';

/** The minimal comparison server: every request gets the same bytes (the file BODY_FILE). */
export const CONSTANT_SERVER = `
const http = require('node:http');
const body = require('node:fs').readFileSync(process.env.BODY_FILE);
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log('constant server on http://127.0.0.1:' + server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

/**
 * A bare server that answers each path with the server's own answer and its
 * header set (a fresh X-Request-Id each time): what sending the API's answers
 * costs without any of the server's work. A wrk reference only. With
 * SERVER_WORKERS=N (N > 1) it runs N processes on one port with node:cluster,
 * as the server does under WORKERS=N (run from a file then: node:cluster forks
 * the primary's script).
 */
export const SAME_HEADERS_SERVER = `
const cluster = require('node:cluster');
const http = require('node:http');
const { randomUUID } = require('node:crypto');
const { readFileSync } = require('node:fs');
const workers = Number(process.env.SERVER_WORKERS || 1);
if (workers > 1 && cluster.isPrimary) {
  let listening = 0;
  cluster.on('listening', (worker, address) => {
    if (++listening === workers) console.log('same-headers server on http://127.0.0.1:' + address.port);
  });
  for (let index = 0; index < workers; index++) cluster.fork();
  let exited = 0;
  cluster.on('exit', () => ++exited === workers && process.exit(0));
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers)) worker.kill('SIGTERM');
  });
} else {
  const answers = new Map(Object.entries(JSON.parse(readFileSync(process.env.ANSWERS_FILE, 'utf8'))).map(([path, body]) => [path, Buffer.from(body, 'base64')]));
  const headers = JSON.parse(readFileSync(process.env.HEADERS_FILE, 'utf8'));
  const server = http.createServer((req, res) => {
    const body = answers.get(req.url);
    res.writeHead(200, { 'X-Request-Id': randomUUID(), ...headers, 'Content-Length': body.length });
    res.end(body);
  });
  // Workers listening on port 0 share one port, which the primary prints.
  server.listen(0, '127.0.0.1', () => workers > 1 || console.log('same-headers server on http://127.0.0.1:' + server.address().port));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
`;

/** The headers every answer of the server carries but those node:http sets itself or that differ per answer. */
export function sharedHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const own = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'x-request-id']);
  return Object.fromEntries(
    Object.entries(headers).filter(([name, value]) => !own.has(name) && typeof value === 'string') as [
      string,
      string,
    ][],
  );
}

/**
 * A body of `size` bytes cut from the scenario's answers laid end to end, so
 * it has their mix of ASCII and accented text; the cut falls on a character
 * boundary and spaces make up the size.
 */
export function answerBytes(answers: Buffer[], size: number): Buffer {
  const all = Buffer.concat(answers);
  let end = Math.min(size, all.length);
  while (end > 0 && (all[end]! & 0xc0) === 0x80) end--;
  return Buffer.concat([all.subarray(0, end), Buffer.alloc(size - end, ' ')]);
}
