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
