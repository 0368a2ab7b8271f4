// Running one official source: fetch its URLs through the cache, decode,
// check every row, map, and decide whether the result can be used. Upstream
// faults never throw: a source is `ok`, `stale` (its last good payload used)
// or `failed` (no rows), with a short one-line notice.

import { yearOf } from '../core/dates.js';
import type { SourceHoliday } from '../core/types.js';
import type { SourceConfig, SourcesConfig } from './config.js';
import { checkContent, describeFailures, rowYear, type CheckedRow, type ContentContext } from './content-checks.js';
import { fetchPayload, type FetchOptions } from './fetch.js';
import { lastGoodPayload, markGood } from './payload-cache.js';
import { CommittedPayloadError, payloadsDir, readCommitted, type CommittedCopies } from './committed.js';
import type { OfficialSource, Payload, RowIssue, SourceRun } from './official.js';
import { officialSource } from './registry.js';

export interface RunOptions {
  cacheDir: string;
  /** The run's snapshot time (the clock is read once per run). */
  at: string;
  /** Folder of the committed payloads (default: PAYLOADS_DIR, else sources/payloads); null: none. */
  payloadsDir?: string | null;
  /** Fetch nothing: every feed is read from its cached or committed copy. */
  offline?: boolean;
  /** Fetch settings the config does not carry (backoff, a limiter of one's own). */
  fetch?: Pick<FetchOptions, 'backoffMs' | 'maxRetryAfterMs' | 'limiter'>;
}

type Evaluation =
  | { ok: true; rows: SourceHoliday[]; rejected: RowIssue[]; coverage: Record<string, number[]> }
  | { ok: false; problem: string; rejected: RowIssue[] };

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();
const messageOf = (error: unknown) => oneLine(error instanceof Error ? error.message : String(error));

/** The longest notice, in characters. */
export const NOTICE_MAX = 120;

/** Each URL of a text as its host (a notice names the server, not the address). */
function hostsOnly(text: string): string {
  return text.replace(/\bhttps?:\/\/[^\s"'<>]+/g, (match) => {
    const trail = /[.,;:)]+$/.exec(match)?.[0] ?? '';
    try {
      return `${new URL(match.slice(0, match.length - trail.length)).host}${trail}`;
    } catch {
      return match;
    }
  });
}

/**
 * A source's notice, one short line: `<id>: <status>: <why>; <what happens>`.
 * URLs are named by their host, and the why is cut with an ellipsis to keep
 * the line within NOTICE_MAX; the source and what happens are always whole.
 */
function noticeOf(id: string, status: 'stale' | 'failed', why: string, outcome: string | null): string {
  const head = `${id}: ${status}: `;
  const tail = outcome ? `; ${outcome}` : '';
  const reason = Array.from(hostsOnly(oneLine(why)));
  const room = Math.max(1, NOTICE_MAX - Array.from(head).length - Array.from(tail).length);
  const shown =
    reason.length <= room
      ? reason.join('')
      : `${reason
          .slice(0, room - 1)
          .join('')
          .trimEnd()}…`;
  return `${head}${shown}${tail}`;
}

/** One rejected row, naming the first field at fault. */
function issueOf(
  source: string,
  label: string,
  row: unknown,
  error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] },
): RowIssue {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : '(row)';
  return { source, row: label, field, message: oneLine(issue?.message ?? 'invalid row'), year: rowYear(source, row) };
}

/** Rows of one holiday on one day in one place are one row: overlapping files repeat them. */
function dedupe(rows: SourceHoliday[]): SourceHoliday[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const identity = `${row.country}|${row.scope}|${row.key}|${row.date}|${row.substitute}`;
    if (seen.has(identity)) return false;
    seen.add(identity);
    return true;
  });
}

/**
 * A feed that opens in the last days of a year does not cover that year: when
 * a country's rows of its first year all fall in December and the feed lists
 * the next January, they are the tail of a year it does not cover (1823's
 * archive begins on 26 December 2011), and that year stays with the other
 * sources.
 */
export function withoutOpeningTail(rows: readonly SourceHoliday[]): SourceHoliday[] {
  const tails = new Set<string>();
  for (const country of new Set(rows.map((row) => row.country))) {
    const own = rows.filter((row) => row.country === country);
    const first = Math.min(...own.map((row) => yearOf(row.date)));
    const opening = own.filter((row) => yearOf(row.date) === first);
    if (
      opening.every((row) => row.date.slice(5, 7) === '12') &&
      own.some((row) => row.date.startsWith(`${first + 1}-01`))
    )
      tails.add(`${country}|${first}`);
  }
  return tails.size === 0 ? [...rows] : rows.filter((row) => !tails.has(`${row.country}|${yearOf(row.date)}`));
}

/** The years per country the rows cover: the feed's window. */
export function coverageOf(rows: readonly SourceHoliday[]): Record<string, number[]> {
  const years = new Map<string, Set<number>>();
  for (const row of rows)
    years.set(row.country, (years.get(row.country) ?? new Set()).add(Number(row.date.slice(0, 4))));
  const coverage: Record<string, number[]> = {};
  for (const country of [...years.keys()].sort()) coverage[country] = [...years.get(country)!].sort((a, b) => a - b);
  return coverage;
}

/**
 * Decode, check and map one set of payloads, and judge whether the result is
 * usable; with a content context, the rows must also pass the source's content
 * rules (its `contentRules`, sources/content-checks.ts).
 */
export function evaluatePayloads(
  source: OfficialSource,
  config: SourceConfig,
  payloads: readonly Payload[],
  content?: ContentContext,
): Evaluation {
  let raw;
  try {
    raw = source.decode(payloads);
  } catch (error) {
    return { ok: false, problem: `undecodable payload: ${messageOf(error)}`, rejected: [] };
  }
  if (raw.length === 0) return { ok: false, problem: 'empty feed (no rows)', rejected: [] };

  const rows: SourceHoliday[] = [];
  const checked: CheckedRow[] = [];
  const rejected: RowIssue[] = [];
  for (const { label, row } of raw) {
    const parsed = source.rowSchema.safeParse(row);
    if (!parsed.success) {
      rejected.push(issueOf(source.id, label, row, parsed.error));
      continue;
    }
    try {
      const holidays = source.toHolidays(parsed.data);
      rows.push(...holidays);
      checked.push({ label, holidays });
    } catch (error) {
      rejected.push({
        source: source.id,
        row: label,
        field: '(mapping)',
        message: messageOf(error),
        year: rowYear(source.id, row),
      });
    }
  }
  if (rejected.length / raw.length > config.maxRejectedShare) {
    const first = rejected[0]!;
    const limit = `${Math.round(config.maxRejectedShare * 1000) / 10}%`;
    return {
      ok: false,
      problem: `${rejected.length} of ${raw.length} rows rejected (limit ${limit}); first: ${first.row}: field ${first.field}: ${first.message}`,
      rejected,
    };
  }
  const unique = withoutOpeningTail(dedupe(rows));
  if (unique.length === 0) return { ok: false, problem: 'empty feed (no holidays in its rows)', rejected };
  const failures = content ? checkContent(source.id, checked, content) : [];
  if (failures.length > 0) return { ok: false, problem: describeFailures(failures), rejected };
  return { ok: true, rows: unique, rejected, coverage: coverageOf(unique) };
}

/** What the content checks compare a payload with: the run's time and the rows of the last good payloads (read once, on demand). */
function contentContext(source: OfficialSource, config: SourceConfig, options: RunOptions): ContentContext {
  let rows: SourceHoliday[] | null | undefined;
  return {
    at: options.at,
    lastGood: () => {
      if (rows === undefined) {
        const good = config.urls.map((url) => lastGoodPayload(url, options.cacheDir));
        const evaluation = good.every((payload): payload is Payload => payload !== null)
          ? evaluatePayloads(source, config, good)
          : null;
        rows = evaluation?.ok ? evaluation.rows : null;
      }
      return rows;
    },
  };
}

const describePayloads = (payloads: readonly Payload[]): SourceRun['payloads'] =>
  payloads.map((payload) => ({
    url: payload.url,
    fetchedAt: payload.fetchedAt,
    digest: payload.digest,
    etag: payload.etag,
    lastModified: payload.lastModified,
    fromCache: payload.fromCache,
    origin: payload.origin ?? (payload.fromCache ? 'cache' : 'fetched'),
    bytes: payload.body.length,
  }));

/** The newer of two stand-ins for a payload that could not be fetched (the cache wins a tie: it was fetched here). */
const freshest = (cached: Payload | null, committed: Payload | null): Payload | null =>
  !cached ? committed : !committed ? cached : committed.fetchedAt > cached.fetchedAt ? committed : cached;

/** What stood in for the payloads that were not fetched now, for the notice: `the last good payload of …`, `the committed copy of …`. */
function describeFallback(fallback: readonly Payload[]): string {
  const oldest = (payloads: readonly Payload[]) => payloads.map((payload) => payload.fetchedAt).sort()[0];
  const cached = oldest(fallback.filter((payload) => payload.origin !== 'committed'));
  const kept = oldest(fallback.filter((payload) => payload.origin === 'committed'));
  const parts: string[] = [];
  if (cached) parts.push(`the last good payload of ${cached.replace(/\.\d+Z$/, 'Z')}`);
  if (kept) parts.push(`the committed copy of ${kept.slice(0, 10)}`);
  return parts.join(' and ');
}

/** Rows of the archived committed copies for the country-years the current rows do not cover, newest copy first. */
function archivedRows(
  source: OfficialSource,
  config: SourceConfig,
  committed: CommittedCopies | null,
  current: Record<string, number[]>,
): SourceHoliday[] {
  if (!committed) return [];
  const taken = new Set(
    Object.entries(current).flatMap(([country, years]) => years.map((year) => `${country}|${year}`)),
  );
  const rows: SourceHoliday[] = [];
  for (const set of committed.archive) {
    const evaluation = evaluatePayloads(source, config, set);
    if (!evaluation.ok)
      throw new CommittedPayloadError(
        `${committed.folder}: archived copy of ${set[0]!.fetchedAt} does not read: ${evaluation.problem}`,
      );
    const fresh = new Set<string>();
    for (const row of evaluation.rows) {
      const countryYear = `${row.country}|${row.date.slice(0, 4)}`;
      if (taken.has(countryYear)) continue;
      fresh.add(countryYear);
      rows.push(row);
    }
    for (const countryYear of fresh) taken.add(countryYear);
  }
  return rows;
}

/** Runs one official source. Never throws for an upstream fault. */
export async function runSource(source: OfficialSource, config: SourceConfig, options: RunOptions): Promise<SourceRun> {
  const committed = readCommitted(options.payloadsDir === undefined ? payloadsDir() : options.payloadsDir, source.id);
  const failed = (
    problem: string,
    outcome: string | null,
    rejected: RowIssue[] = [],
    payloads: readonly Payload[] = [],
  ): SourceRun => ({
    id: source.id,
    status: 'failed',
    notice: noticeOf(source.id, 'failed', problem, outcome),
    rows: [],
    rejected,
    coverage: {},
    payloads: describePayloads(payloads),
    archived: archivedRows(source, config, committed, {}),
  });
  if (config.urls.length === 0) return failed('no URL configured', null);

  const fetchOptions: FetchOptions = {
    cacheDir: options.cacheDir,
    at: options.at,
    contentTypes: source.contentTypes,
    timeoutMs: config.timeoutMs,
    retries: config.retries,
    maxBytes: config.maxBytes,
    ...options.fetch,
  };
  const fetched = await Promise.all(
    config.urls.map(async (url) => {
      if (options.offline) return { url, payload: null, fault: 'offline (not fetched)' };
      try {
        return { url, payload: await fetchPayload(url, fetchOptions), fault: null };
      } catch (error) {
        return { url, payload: null, fault: messageOf(error) };
      }
    }),
  );
  // The freshest stand-in for a URL: its last good cached payload, or the copy committed in the project.
  const standIn = (url: string) => freshest(lastGoodPayload(url, options.cacheDir), committed?.byUrl.get(url) ?? null);

  // A payload byte for byte the same as a committed copy the project knows to be provisional is provisional too.
  const flagged = (payload: Payload): Payload => {
    const kept = committed?.byUrl.get(payload.url);
    return kept?.provisional && kept.digest === payload.digest && !payload.provisional
      ? { ...payload, provisional: true }
      : payload;
  };
  // Fresh payloads where the fetch worked, a stand-in where it did not. A
  // stand-in keeps the time it was fetched at, so the notice says how old it is.
  const payloads: Payload[] = [];
  let fetchFault: string | null = null;
  for (const { url, payload, fault } of fetched) {
    if (payload) {
      payloads.push(flagged(payload));
      continue;
    }
    fetchFault ??= fault;
    const fallback = standIn(url);
    if (!fallback) return failed(fault, 'no cached or committed copy', [], payloads);
    payloads.push(flagged(fallback));
  }

  const content = contentContext(source, config, options);
  const evaluation = evaluatePayloads(source, config, payloads, content);
  if (evaluation.ok) {
    for (const { payload } of fetched) if (payload) markGood(payload, options.cacheDir);
    const fallback = payloads.filter((payload, index) => !fetched[index]!.payload);
    return {
      id: source.id,
      status: fetchFault ? 'stale' : 'ok',
      notice: fetchFault
        ? noticeOf(source.id, 'stale', options.offline ? 'offline' : fetchFault, `using ${describeFallback(fallback)}`)
        : null,
      rows: evaluation.rows,
      rejected: evaluation.rejected,
      coverage: evaluation.coverage,
      payloads: describePayloads(payloads),
      archived: archivedRows(source, config, committed, evaluation.coverage),
    };
  }

  // The payloads at hand are unusable: fall back to the freshest good set, when it differs.
  const good = config.urls.map((url) => {
    const payload = standIn(url);
    return payload && flagged(payload);
  });
  const sameAsTried = good.every((payload, index) => payload?.digest === payloads[index]?.digest);
  if (good.every((payload): payload is Payload => payload !== null) && !sameAsTried) {
    const retried = evaluatePayloads(source, config, good, content);
    if (retried.ok) {
      return {
        id: source.id,
        status: 'stale',
        notice: noticeOf(source.id, 'stale', evaluation.problem, `using ${describeFallback(good)}`),
        rows: retried.rows,
        rejected: retried.rejected,
        coverage: retried.coverage,
        payloads: describePayloads(good),
        archived: archivedRows(source, config, committed, retried.coverage),
      };
    }
  }
  return failed(evaluation.problem, 'no usable cached or committed copy', evaluation.rejected, payloads);
}

/** Runs every enabled official source of a configuration (the shared fetch limiter bounds the traffic). */
export async function runSources(config: SourcesConfig, options: RunOptions): Promise<SourceRun[]> {
  const runs = config.sources
    .filter((entry) => entry.enabled)
    .flatMap((entry) => {
      const source = officialSource(entry.id);
      return source ? [runSource(source, entry, options)] : [];
    });
  return Promise.all(runs);
}
