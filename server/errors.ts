// The error shape (docs/api.md, Errors): `{error: {code, message, details}, errors?, status}`
// plus `requestId`. Every failure a client can cause is an ApiError; anything
// else is a bug and answers 500 internal_error without leaking its cause.

// The closed list of codes, with each one's status. 503 (no published
// snapshot) reuses `internal_error`; 431 (headers Node cannot take) reuses
// `invalid_parameter`; 408 is answered before routing (server/client-error.ts).
export const ERROR_STATUS = {
  missing_parameter: 400,
  invalid_parameter: 400,
  unknown_parameter: 400,
  invalid_api_key: 401,
  payment_required: 402,
  plan_restricted: 403,
  quota_exceeded: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  rate_limited: 429,
  internal_error: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** One bad parameter of a 400 (every bad parameter at once). */
export interface ParameterError {
  parameter: string;
  message: string;
  /** Which 400 code this entry stands for; the first entry's code heads the response. */
  code?: 'missing_parameter' | 'invalid_parameter' | 'unknown_parameter';
}

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: string,
    readonly errors?: ParameterError[],
    /** Extra response headers (Allow, Retry-After). */
    readonly headers: Record<string, string> = {},
    status?: number,
  ) {
    super(message);
    this.status = status ?? ERROR_STATUS[code];
  }
}

/** A 400 naming every bad parameter; its code and message are the first entry's. */
export function badParameters(unordered: ParameterError[]): ApiError {
  // Unknown names first (the suggestion is the likeliest fix), then missing, then invalid values.
  const rank = (error: ParameterError) => ['unknown_parameter', 'missing_parameter'].indexOf(error.code ?? '') + 1 || 3;
  const errors = [...unordered].sort((a, b) => rank(a) - rank(b));
  const first = errors[0]!;
  const more =
    errors.length > 1 ? ` (and ${errors.length - 1} more problem${errors.length > 2 ? 's' : ''}, see errors)` : '';
  return new ApiError(
    first.code ?? 'invalid_parameter',
    `${first.message}${more}`,
    'The request has invalid parameters; `errors` lists each one. The accepted parameters and values are in /v3/openapi.json.',
    errors.map(({ parameter, message }) => ({ parameter, message })),
  );
}

/** The error members of the envelope; `requestId` and `status` are appended when it is written. */
export function errorEnvelope(error: ApiError): Record<string, unknown> {
  const body: Record<string, unknown> = {
    error: { code: error.code, message: error.message, details: error.details },
  };
  if (error.errors) body.errors = error.errors;
  return body;
}
