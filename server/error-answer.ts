// The answer to a request a step refused or failed (server/request-steps.ts):
// an ApiError as it is; a missing or replaced snapshot and a damaged file as
// 503s the operator is told of in one log line; anything else as a 500 whose
// stack goes to the log, never to the client.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, errorEnvelope } from './errors.js';
import { send, type RequestState } from './respond.js';
import { DamagedFileError, NoSnapshotError, SnapshotGoneError } from './snapshot.js';

/** Sends the error envelope (XML when `xml`), or cuts the connection when the answer had begun. */
export async function answerError(
  request: IncomingMessage,
  response: ServerResponse,
  state: RequestState,
  error: unknown,
  xml: boolean,
  log: (line: string) => void,
): Promise<void> {
  const apiError = asApiError(error, state, log);
  if (response.headersSent) {
    response.destroy();
    return;
  }
  await send(request, response, state, {
    status: apiError.status,
    envelope: errorEnvelope(apiError),
    format: xml ? 'xml' : 'json',
    headers: apiError.headers,
  });
}

/** What the client hears of an error; what it does not hear goes to the log, under the request's id. */
function asApiError(error: unknown, state: RequestState, log: (line: string) => void): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof NoSnapshotError || error instanceof SnapshotGoneError) {
    log(`[${state.requestId}] ${error.message}`);
    return new ApiError(
      'internal_error',
      'no published holiday data is available right now',
      'Retry shortly; quote requestId if it persists.',
      undefined,
      { 'Retry-After': '5' },
      503,
    );
  }
  if (error instanceof DamagedFileError) {
    log(`[${state.requestId}] not served: ${error.message}`);
    return new ApiError(
      'internal_error',
      'the published data for this request is damaged and is not served',
      'The operator has been told in the server log; quote requestId when reporting it.',
      undefined,
      { 'Retry-After': '60' },
      503,
    );
  }
  log(
    `[${state.requestId}] internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  return new ApiError(
    'internal_error',
    'internal error',
    'Something went wrong on our side; quote requestId when reporting it.',
  );
}
