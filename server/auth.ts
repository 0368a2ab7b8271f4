// Credentials: the X-API-Key header (preferred), else `Authorization: Bearer
// <key>` (what Festivo's Go, Python, PHP, Ruby and Java SDKs send), else the
// deprecated `api_key` query parameter, else the legacy `api_token`. The first
// form present decides: when a header carries a key, the query is not even
// looked at for one. CREDENTIALS is the one list of where a key may be
// presented; the query parameters every keyed endpoint accepts, the `query`
// echo, CORS and the OpenAPI security schemes are derived from it.

import type { IncomingHttpHeaders } from 'node:http';
import { ApiError } from './errors.js';
import type { KeyRecord, KeyStore } from './keys.js';

export interface Credential {
  in: 'header' | 'query';
  name: string;
  /** Its OpenAPI security scheme: the scheme's name and definition. */
  scheme: string;
  securityScheme: Record<string, unknown>;
  /** A query credential's description as a parameter. */
  parameter?: string;
  /** The key in a header that carries more than the key; default the whole value. */
  read?: (value: string) => string | null;
}

/** Where a key may be presented, in order of precedence. */
export const CREDENTIALS: readonly Credential[] = [
  {
    in: 'header',
    name: 'X-API-Key',
    scheme: 'ApiKeyHeader',
    securityScheme: {
      type: 'apiKey',
      in: 'header',
      name: 'X-API-Key',
      description: 'Preferred. Wins over a query key.',
    },
  },
  {
    in: 'header',
    name: 'Authorization',
    scheme: 'BearerKey',
    securityScheme: {
      type: 'http',
      scheme: 'bearer',
      description: 'Authorization: Bearer <key>, as the official SDKs send it. X-API-Key wins when both are sent.',
    },
    // `Bearer <key>`; any other scheme (Basic, …) is not a key of this API.
    read: (value) => /^Bearer\s+(\S+)\s*$/i.exec(value)?.[1] ?? null,
  },
  {
    in: 'query',
    name: 'api_key',
    scheme: 'ApiKeyQuery',
    securityScheme: { type: 'apiKey', in: 'query', name: 'api_key', description: 'Deprecated, still accepted.' },
    parameter: 'API key (deprecated: send the X-API-Key header instead; the header wins when both are sent).',
  },
  {
    in: 'query',
    name: 'api_token',
    scheme: 'ApiTokenQuery',
    securityScheme: { type: 'apiKey', in: 'query', name: 'api_token', description: 'Legacy alias of api_key.' },
    parameter: 'Legacy spelling of api_key.',
  },
];

const HEADER_CREDENTIALS = CREDENTIALS.filter((credential) => credential.in === 'header');
export const QUERY_CREDENTIALS = CREDENTIALS.filter((credential) => credential.in === 'query');

/** The longest key looked up; longer ones are refused unread. */
export const MAX_KEY_LENGTH = 256;

/** Query parameters that carry a key: accepted everywhere, never echoed. */
export const CREDENTIAL_PARAMETERS: ReadonlySet<string> = new Set(
  QUERY_CREDENTIALS.map((credential) => credential.name),
);

/** Request headers that carry a key (CORS must allow them). */
export const CREDENTIAL_HEADERS: readonly string[] = HEADER_CREDENTIALS.map((credential) => credential.name);

const invalidKey = (message: string, details: string) => new ApiError('invalid_api_key', message, details);

/** The key in a credential header, or null. */
export function headerKey(headers: IncomingHttpHeaders): string | null {
  for (const credential of HEADER_CREDENTIALS) {
    const header = headers[credential.name.toLowerCase()];
    if (typeof header !== 'string' || header === '') continue;
    const key = credential.read ? credential.read(header) : header.trim();
    if (key !== null) return key;
  }
  return null;
}

/**
 * Headers of every answer to a request whose key came in the query
 * (RFC 9745's Deprecation date, and the page for people that says how to
 * send it instead: the API reference, HTML).
 */
export const QUERY_KEY_HEADERS: Readonly<Record<string, string>> = {
  Deprecation: '@1767225600', // 2026-01-01T00:00:00Z
  Link: '</v3/docs>; rel="deprecation"; type="text/html"',
};

/** The key in the query (`api_key`, else the legacy `api_token`), or null. */
export function queryKey(pairs: readonly [string, string][]): string | null {
  for (const { name } of QUERY_CREDENTIALS) {
    const values = pairs.filter(([parameter]) => parameter === name).map(([, value]) => value);
    if (values.length > 1) {
      throw invalidKey(
        `${name} was sent ${values.length} times`,
        'Send one API key, preferably in the X-API-Key header.',
      );
    }
    if (values[0]) return values[0];
  }
  return null;
}

/** The key's record, or the 401/402 it earns. `connection` lets the store reuse its last answer for that connection. */
export function authenticate(store: KeyStore, key: string | null, connection?: object): KeyRecord {
  if (key === null) {
    throw invalidKey(
      'missing API key',
      'Send your API key in the X-API-Key header, or as Authorization: Bearer <key> (or, deprecated, in the api_key query parameter).',
    );
  }
  const record = key.length <= MAX_KEY_LENGTH ? store.lookup(key, connection) : null;
  if (!record)
    throw invalidKey(
      'invalid API key',
      'The key is not known. Check it for typing errors, or create one with `make key PLAN=<plan>`.',
    );
  if (record.status === 'revoked')
    throw invalidKey('this API key has been revoked', 'A revoked key cannot be used again; create a new key.');
  if (record.status === 'past_due') {
    throw new ApiError(
      'payment_required',
      'payment required: the subscription of this key is past due',
      'Settle the open invoice (or upgrade the plan) to use this key again; requests are refused until then.',
    );
  }
  return record;
}
