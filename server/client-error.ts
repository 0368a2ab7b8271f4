// Requests Node's HTTP parser refuses (headers or URL over 16 KB, broken
// syntax) never reach a handler; they still get the error shape, a request id
// and a status line, written straight to the socket.

import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';

export function answerUnparsable(error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket): void {
  // A response already under way on this socket cannot be followed by another.
  if (!socket.writable || (socket as Socket & { _httpMessage?: unknown })._httpMessage) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const requestId = randomUUID();
  const body = JSON.stringify({
    error: {
      code: 'invalid_parameter',
      message: tooLarge ? 'the request line or headers are too large (at most 16 KB)' : 'the request is not valid HTTP/1.1',
      details: tooLarge ? 'Shorten the query string; no parameter value needs to be long.' : 'Send a well-formed HTTP request.',
    },
    requestId,
    status,
  });
  // A HEAD request gets the headers only, as ever.
  const head = error.rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ';
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Request-Id: ${requestId}\r\nAccess-Control-Allow-Origin: *\r\nConnection: close\r\n\r\n${head ? '' : body}`,
  );
}
