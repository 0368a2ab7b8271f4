// The query string, decoded by hand: URLSearchParams would turn an invalid
// percent-escape into U+FFFD silently, and a client deserves to hear about it.

import type { ParameterError } from './errors.js';

/** Longer query strings are refused outright (values have their own, smaller limits). */
export const MAX_QUERY_LENGTH = 4096;
export const MAX_PARAMETERS = 40;

export interface RawQuery {
  /** Decoded `name=value` pairs in the order sent. */
  pairs: [string, string][];
  problems: ParameterError[];
}

/** Shortens and quotes a client's text for a message, so messages stay short. */
export function quote(text: string, max = 40): string {
  return JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text);
}

function decode(text: string): string | null {
  if (!text.includes('%') && !text.includes('+')) return text;
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

export function parseRawQuery(search: string): RawQuery {
  const pairs: [string, string][] = [];
  const problems: ParameterError[] = [];
  if (search.length > MAX_QUERY_LENGTH) {
    problems.push({
      parameter: '(query)',
      message: `the query string is ${search.length} characters long; at most ${MAX_QUERY_LENGTH} are accepted`,
    });
    return { pairs, problems };
  }
  for (const part of search.split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const rawName = equals === -1 ? part : part.slice(0, equals);
    const rawValue = equals === -1 ? '' : part.slice(equals + 1);
    const name = decode(rawName);
    const value = decode(rawValue);
    if (name === null) {
      problems.push({
        parameter: rawName.slice(0, 40),
        message: `parameter name ${quote(rawName)} is not valid percent-encoded UTF-8`,
      });
      continue;
    }
    if (value === null) {
      problems.push({
        parameter: name.slice(0, 40),
        message: `${name.slice(0, 40)} is not valid percent-encoded UTF-8: encode its value as UTF-8 bytes, e.g. %C3%BC for ü`,
      });
      continue;
    }
    pairs.push([name, value]);
  }
  if (pairs.length > MAX_PARAMETERS) {
    problems.push({
      parameter: '(query)',
      message: `${pairs.length} parameters were sent; at most ${MAX_PARAMETERS} are accepted`,
    });
  }
  return { pairs, problems };
}

/** Encodes a value for the `query` echo, keeping `,`, `/` and `:` readable. */
function encodeEcho(text: string): string {
  return encodeURIComponent(text).replace(/%2C/gi, ',').replace(/%2F/gi, '/').replace(/%3A/gi, ':');
}

/** The passed query as a string (contract 3.1.x), credentials left out. */
export function echoString(pairs: readonly [string, string][], hidden: ReadonlySet<string>): string {
  return pairs
    .filter(([name]) => !hidden.has(name))
    .map(([name, value]) => `${encodeEcho(name)}=${encodeEcho(value)}`)
    .join('&');
}

/** The passed query as an object (contract 3.0.0), credentials left out. */
export function echoObject(pairs: readonly [string, string][], hidden: ReadonlySet<string>): Record<string, string> {
  const object: Record<string, string> = {};
  for (const [name, value] of pairs) if (!hidden.has(name)) object[name] = value;
  return object;
}
