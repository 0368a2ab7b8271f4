// What keeps keys out of every log line: the access log's paths and the
// operational lines on stderr. A key is `ph_` and its secret; a client may
// send one under a name the API does not read (apikey, key, token, …), in the
// path, or percent-encoded, and it must not be written anywhere even then.

import { CREDENTIAL_PARAMETERS } from './auth.js';

/** What replaces a key, or the value of a parameter a key may be sent under. */
export const REDACTED = '[redacted]';

/** Parts of a parameter's name that say it may carry a key: `apikey`, `key`, `token`, `access_token`, `x-api-key`, `apiKey`, … */
const NAME_WORDS = ['api', 'key', 'token', 'auth', 'secret', 'pass', ...CREDENTIAL_PARAMETERS];
const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CREDENTIAL_NAME = new RegExp(NAME_WORDS.map(escaped).join('|'), 'i');
/** A key is `ph_` and its secret; any text holding `ph_` (in any case, once decoded) is taken for one. */
const KEY_PREFIX = /ph_/i;
/** What a URL must hold for anything in it to be redacted; most hold none of it and are logged untouched at the cost of one test. */
const SUSPECT = new RegExp(['ph_', '%', ...NAME_WORDS].map(escaped).join('|'), 'i');

/**
 * Percent-escapes decoded byte by byte, again while some remain (a key
 * escaped twice is still a key), at most four times. Never throws: a text
 * that is not valid UTF-8 once decoded is still searched.
 */
function decoded(text: string): string {
  for (let round = 0; round < 4 && text.includes('%'); round++) {
    const next = text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === text) break;
    text = next;
  }
  return text;
}

const looksLikeKey = (text: string) => KEY_PREFIX.test(text) || (text.includes('%') && KEY_PREFIX.test(decoded(text)));

/**
 * The request's path and query as logged: a path segment that holds a key
 * reads `[redacted]`; in the query, so does a pair whose name holds a key,
 * and the value of a parameter whose name says it may carry one (whatever its
 * spelling or encoding: api_key, apiKey, key, token, x-api-key, …) or whose
 * value holds a key.
 */
export function loggedPath(url: string): string {
  if (!SUSPECT.test(url)) return url;
  const mark = url.indexOf('?');
  const path = (mark === -1 ? url : url.slice(0, mark))
    .split('/')
    .map((segment) => (looksLikeKey(segment) ? REDACTED : segment))
    .join('/');
  return mark === -1
    ? path
    : `${path}?${url
        .slice(mark + 1)
        .split('&')
        .map(loggedPair)
        .join('&')}`;
}

function loggedPair(pair: string): string {
  const equals = pair.indexOf('=');
  const name = equals === -1 ? pair : pair.slice(0, equals);
  if (looksLikeKey(name)) return REDACTED;
  if (equals === -1) return pair;
  return CREDENTIAL_NAME.test(decoded(name)) || looksLikeKey(pair.slice(equals + 1)) ? `${name}=${REDACTED}` : pair;
}

/** An operational line (stderr: internal errors with their stack, …) with every word that holds a key replaced. */
export function redactKeys(line: string): string {
  if (!/ph|%/i.test(line)) return line;
  return line.replace(/[^\s"'`<>()[\]{},]+/g, (word) => (looksLikeKey(word) ? REDACTED : word));
}
