// Calendar-day arithmetic on YYYY-MM-DD strings, in UTC so that no machine
// time zone or locale leaks into the output.

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export function dayToMs(day: string): number {
  const match = ISO_DAY.exec(day);
  if (!match) throw new RangeError(`not a YYYY-MM-DD day: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

export function msToDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** true when `day` is a real calendar day in YYYY-MM-DD form. */
export function isCalendarDay(day: string): boolean {
  return ISO_DAY.test(day) && (() => {
    const ms = dayToMs(day);
    return msToDay(ms) === day;
  })();
}

export function addDays(day: string, days: number): string {
  return msToDay(dayToMs(day) + days * DAY_MS);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((dayToMs(to) - dayToMs(from)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: string): number {
  return new Date(dayToMs(day)).getUTCDay();
}

export function yearOf(day: string): number {
  return Number(day.slice(0, 4));
}

export { DAY_MS };

/** The UTC instant of local midnight starting `day` in an IANA time zone. */
export function zonedMidnight(day: string, timeZone: string): string {
  const utcMidnight = dayToMs(day);
  // The zone's offset at that moment, read back from Intl; twice, for days that start near a DST change.
  let instant = utcMidnight;
  for (let pass = 0; pass < 2; pass++) instant = utcMidnight - offsetMs(instant, timeZone);
  return new Date(instant).toISOString();
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function offsetMs(instant: number, timeZone: string): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return wall - Math.floor(instant / 1000) * 1000;
}
