// Time-zone arithmetic on the platform's own tz database (Intl), so that no
// extra library and no machine time zone is involved (docs/api.md, Time zones).

import { addDays, dayToMs, wallClock } from '../core/dates.js';

/** Valid zone names by their lower-case spelling, to their canonical spelling. */
const canonical = new Map<string, string>();

// Letters first, then letters, digits, `_`, `+`, `-` and `/`: the shape of tz
// database names (Europe/Berlin, America/Argentina/Buenos_Aires, Etc/GMT+5).
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-]*(\/[A-Za-z0-9_+\-]+){0,3}$/;

/** The canonical tz database name for `name` (any case), or null when it is no zone. */
export function canonicalZone(name: string): string | null {
  if (name.length > 64 || !ZONE_NAME.test(name)) return null;
  const key = name.toLowerCase();
  const known = canonical.get(key);
  if (known) return known;
  try {
    const zone = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    canonical.set(key, zone);
    return zone;
  } catch {
    return null;
  }
}

const two = (value: number) => String(value).padStart(2, '0');

// Holidays start and end at the same few instants again and again: remember them.
const formatted = new Map<string, string>();
const MAX_FORMATTED = 50_000;

/** The instant as RFC 3339 local time with the zone's offset: `2026-01-01T00:00:00+09:00`. */
export function formatInZone(ms: number, zone: string): string {
  const key = `${zone} ${ms}`;
  let text = formatted.get(key);
  if (text === undefined) {
    if (formatted.size >= MAX_FORMATTED) formatted.clear();
    text = format(ms, zone);
    formatted.set(key, text);
  }
  return text;
}

function format(ms: number, zone: string): string {
  const whole = Math.floor(ms / 1000) * 1000;
  const local = wallClock(whole, zone);
  const localAsUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  const offsetMinutes = Math.round((localAsUtc - whole) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = Math.abs(offsetMinutes);
  const year = String(local.year).padStart(4, '0');
  return `${year}-${two(local.month)}-${two(local.day)}T${two(local.hour)}:${two(local.minute)}:${two(local.second)}${sign}${two(Math.floor(offset / 60))}:${two(offset % 60)}`;
}

export interface ZonedSpan {
  date: string;
  observed: string;
  start: string;
  end: string;
}

/**
 * A holiday's real span, `[startMs, endMs)`, seen from `zone`: `start`/`end` in
 * that zone (the end is the last second, as in the default `T23:59:59Z`), `date`
 * the local day of the start and `observed` moved by as many days as `date`.
 */
export function spanInZone(date: string, observed: string, startMs: number, endMs: number, zone: string): ZonedSpan {
  const start = formatInZone(startMs, zone);
  const end = formatInZone(Math.max(startMs, endMs - 1000), zone);
  const localDate = start.slice(0, 10);
  const shift = Math.round((dayToMs(localDate) - dayToMs(date)) / 86_400_000);
  return { date: localDate, observed: shift === 0 ? observed : addDays(observed, shift), start, end };
}
