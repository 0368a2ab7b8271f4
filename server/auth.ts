// Credentials (decisions §5): the X-API-Key header (preferred), else the
// deprecated `api_key` query parameter, else the legacy `api_token`. When a
// header and a query key disagree, the header wins: the query is not even
// looked at for a key then.

import type { IncomingHttpHeaders } from 'node:http';
import { ApiError } from './errors.js';
import type { KeyRecord, KeyStore } from './keys.js';

const MAX_KEY_LENGTH = 256;

const invalidKey = (message: string, details: string) => new ApiError('invalid_api_key', message, details);

/** The key in the X-API-Key header, or null. */
export function headerKey(headers: IncomingHttpHeaders): string | null {
  const header = headers['x-api-key'];
  return typeof header === 'string' && header !== '' ? header.trim() : null;
}

/** The key in the query (`api_key`, else the legacy `api_token`), or null. */
export function queryKey(pairs: readonly [string, string][]): string | null {
  for (const name of ['api_key', 'api_token']) {
    const values = pairs.filter(([parameter]) => parameter === name).map(([, value]) => value);
    if (values.length > 1) {
      throw invalidKey(`${name} was sent ${values.length} times`, 'Send one API key, preferably in the X-API-Key header.');
    }
    if (values[0]) return values[0];
  }
  return null;
}

/** The key's record, or the 401/402 it earns. `connection` lets the store reuse its last answer for that connection. */
export function authenticate(store: KeyStore, key: string | null, connection?: object): KeyRecord {
  if (key === null) {
    throw invalidKey('missing API key', 'Send your API key in the X-API-Key header (or, deprecated, the api_key query parameter).');
  }
  const record = key.length <= MAX_KEY_LENGTH ? store.lookup(key, connection) : null;
  if (!record) throw invalidKey('invalid API key', 'The key is not known. Check it for typing errors, or create one with `make key PLAN=<plan>`.');
  if (record.status === 'revoked') throw invalidKey('this API key has been revoked', 'A revoked key cannot be used again; create a new key.');
  if (record.status === 'past_due') {
    throw new ApiError(
      'payment_required',
      'payment required: the subscription of this key is past due',
      'Settle the open invoice (or upgrade the plan) to use this key again; requests are refused until then.',
    );
  }
  return record;
}
