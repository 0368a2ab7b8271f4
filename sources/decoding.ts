// Decoding: a payload's bytes to text, JSON or CSV records, strictly. A
// payload that does not decode throws a PayloadDecodeError naming its URL; the
// source fails. The adapters (sources/<id>.ts) read their payloads through it.

import Papa from 'papaparse';
import type { Payload } from './official.js';

export class PayloadDecodeError extends Error {}

/** The last segment of a payload's URL path and its query, for row labels (`bank-holidays.json`, `holidays?year=2024`). */
export function payloadName(payload: Pick<Payload, 'url'>): string {
  try {
    const { pathname, search } = new URL(payload.url);
    return `${pathname.slice(pathname.lastIndexOf('/') + 1)}${search}` || payload.url;
  } catch {
    return payload.url;
  }
}

/** The body as text in `encoding` (invalid bytes throw), without a byte-order mark. */
export function payloadText(payload: Payload, encoding = 'utf-8'): string {
  let text: string;
  try {
    text = new TextDecoder(encoding, { fatal: true }).decode(payload.body);
  } catch {
    throw new PayloadDecodeError(`${payload.url}: body is not valid ${encoding}`);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The body as JSON (UTF-8, a leading BOM allowed). */
export function payloadJson(payload: Payload): unknown {
  const text = payloadText(payload);
  if (text.trim() === '') throw new PayloadDecodeError(`${payload.url}: empty body`);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new PayloadDecodeError(`${payload.url}: not valid JSON: ${(error as Error).message}`);
  }
}

/**
 * CSV text to records keyed by the header row: every value a string (no
 * dynamic typing), header names trimmed, blank lines skipped. Line ends are
 * normalised first: some published files end lines with CR CR LF.
 */
export function csvRecords(text: string, url: string): Record<string, string>[] {
  const normalised = text.replace(/\r+\n?/g, '\n');
  if (normalised.trim() === '') return [];
  const parsed = Papa.parse<Record<string, string>>(normalised, {
    header: true,
    dynamicTyping: false,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  // Field-count mismatches leave gaps the row schema reports; only a broken quote makes the file unreadable.
  const fatal = parsed.errors.find((error) => error.type === 'Quotes');
  if (fatal) throw new PayloadDecodeError(`${url}: CSV ${fatal.message.toLowerCase()} (row ${fatal.row ?? '?'})`);
  return parsed.data;
}
