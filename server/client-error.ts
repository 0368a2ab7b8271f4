// Requests Node's HTTP parser refuses (headers or URL over 16 KB, broken
// syntax) and requests whose headers do not arrive in time (HEADERS_TIMEOUT_MS,
// REQUEST_TIMEOUT_MS) never reach a handler; they still get the error shape, a
// request id and a status line, written straight to the socket.

import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';

/** What was answered (for the access log and the metrics), or null when the socket was only closed. */
export interface Unparsable {
  status: number;
  requestId: string;
  bytes: number;
}

export function answerUnparsable(
  error: NodeJS.ErrnoException & { rawPacket?: Buffer },
  socket: Socket,
): Unparsable | null {
  // A response already under way on this socket cannot be followed by another.
  if (!socket.writable || (socket as Socket & { _httpMessage?: unknown })._httpMessage) {
    socket.destroy();
    return null;
  }
  // Node's headersTimeout and requestTimeout: 408, as Node itself would answer without this handler.
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return answerTimeout(socket);
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const largest = tooLarge ? largestLine(error.rawPacket) : null;
  const status = tooLarge ? 431 : 400;
  const requestId = randomUUID();
  const body = JSON.stringify({
    error: {
      code: 'invalid_parameter',
      message: tooLarge
        ? `the request line or headers are too large (at most 16 KB in all)${largest ? `: ${largest.what} (${largest.bytes} bytes) is the largest` : ''}`
        : 'the request is not valid HTTP/1.1',
      details: !tooLarge
        ? 'Send a well-formed HTTP request.'
        : largest?.header
          ? `Shorten or drop the ${largest.header} header; the API reads only X-API-Key or Authorization, and a few bytes of each.`
          : 'Shorten the query string; no parameter value needs to be long.',
    },
    requestId,
    status,
  });
  // A HEAD request gets the headers only, as ever.
  const head = error.rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ';
  return write(socket, status, tooLarge ? 'Request Header Fields Too Large' : 'Bad Request', requestId, body, head);
}

function answerTimeout(socket: Socket): Unparsable {
  const requestId = randomUUID();
  const body = JSON.stringify({
    error: {
      code: 'request_timeout',
      message: 'the request line and headers did not arrive in time',
      details:
        'Send the whole request at once; the server waits a few seconds for the headers (HEADERS_TIMEOUT_MS), then closes the connection.',
    },
    requestId,
    status: 408,
  });
  return write(socket, 408, 'Request Timeout', requestId, body, false);
}

/** CONNECT asks for a tunnel, which Node hands to a handler of its own rather than to the API: 405, like any other method the API does not take. */
export function answerConnect(target: string, socket: Socket, allow: string): Unparsable {
  const requestId = randomUUID();
  const shown = target.length > 60 ? `${target.slice(0, 60)}…` : target;
  const body = JSON.stringify({
    error: {
      code: 'method_not_allowed',
      message: `method "CONNECT" is not allowed on ${JSON.stringify(shown)}`,
      details: 'The API is read-only: use GET (or HEAD). It is not a proxy.',
    },
    requestId,
    status: 405,
  });
  return write(socket, 405, 'Method Not Allowed', requestId, body, false, `Allow: ${allow}\r\n`);
}

function write(
  socket: Socket,
  status: number,
  reason: string,
  requestId: string,
  body: string,
  head: boolean,
  extraHeaders = '',
): Unparsable {
  const text =
    `HTTP/1.1 ${status} ${reason}\r\n${extraHeaders}` +
    `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
    `X-Request-Id: ${requestId}\r\nX-Content-Type-Options: nosniff\r\nAccess-Control-Allow-Origin: *\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${head ? '' : body}`;
  socket.end(text);
  return { status, requestId, bytes: Buffer.byteLength(text) };
}

/** The largest line of what the client sent: the request line, or a header named by its name. */
function largestLine(raw: Buffer | undefined): { what: string; header: string | null; bytes: number } | null {
  if (!raw) return null;
  const lines = raw.toString('latin1').split('\r\n');
  let best: { what: string; header: string | null; bytes: number } | null = null;
  lines.forEach((line, index) => {
    if (best && line.length <= best.bytes) return;
    const name = index === 0 ? null : (/^([!#$%&'*+.^_`|~0-9A-Za-z-]+):/.exec(line)?.[1] ?? null);
    if (index > 0 && !name) return;
    best = { what: name ? `header ${name}` : 'the request line', header: name, bytes: line.length };
  });
  return best;
}
