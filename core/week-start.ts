// The day a country's weeks start on, as its calendars print them: CLDR's
// `firstDay` (week data), read from the runtime's Intl (Intl.Locale's
// getWeekInfo(), `weekInfo` in V8 before it became a method). The calendar
// page draws its months with it. The API's numbers: 0 = Sunday … 6 = Saturday.

type WeekInfoLocale = Intl.Locale & {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
};

/** Monday, ISO 8601's first day: for a runtime built without CLDR's week data. */
const ISO_MONDAY = 1;

/** CLDR's first day of the week in `country` (an ISO 3166-1 alpha-2 code), 0 = Sunday … 6 = Saturday. */
export function weekStart(country: string): number {
  const locale = new Intl.Locale(`und-${country}`) as WeekInfoLocale;
  const info = locale.getWeekInfo?.() ?? locale.weekInfo;
  // CLDR counts 1 = Monday … 7 = Sunday.
  return info ? info.firstDay % 7 : ISO_MONDAY;
}
