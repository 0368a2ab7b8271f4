// The package's calendar of one country (npm-package/calendar.d.ts declares
// it): the holidays, days and working days of a country module's data, the
// way the query server answers its list, check and working-days
// (server/holidays.ts, server/endpoints/check.ts, server/endpoints/working-days.ts,
// server/days-off.ts, the regions of core/iso-3166-2.ts and the weekends of
// core/weekend.ts). It runs in any JavaScript runtime: no Node.js module, no
// Intl, nothing but the data module it is given. `make package` compiles it
// with esbuild; the pipeline checks with it that every record it rebuilds
// equals the published one.

import type * as Api from '../calendar.js';

type Stored = Record<string, unknown>;
type Holiday = Api.Holiday;

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const TYPES: readonly Api.HolidayType[] = ['public', 'regional', 'bank', 'governmental', 'religious', 'observance'];

function dayMs(day: string): number {
  const match = ISO_DAY.exec(day);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
}

const msDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (day: string, days: number) => msDay(dayMs(day) + days * DAY_MS);
const weekdayOf = (day: string) => new Date(dayMs(day)).getUTCDay();

/** A real calendar day as YYYY-MM-DD, or a RangeError naming the parameter. */
function calendarDay(day: unknown, parameter: string): string {
  if (typeof day !== 'string' || !ISO_DAY.test(day) || msDay(dayMs(day)) !== day) {
    throw new RangeError(`${parameter} must be a day YYYY-MM-DD; got ${JSON.stringify(day)}`);
  }
  return day;
}

const list = (value: string | readonly string[] | undefined): string[] =>
  value === undefined
    ? []
    : (typeof value === 'string' ? value.split(',') : [...value])
        .map((each) => each.trim())
        .filter((each) => each !== '');

/** The members a record can do without: each rebuilt from the others (a stored value wins). */
const DERIVED: Record<
  string,
  (value: (member: string) => unknown, data: Api.CountryData, kinds: ReadonlyMap<string, string>) => unknown
> = {
  country: (_, data) => data.country.code,
  start: (value) => `${value('date') as string}T00:00:00Z`,
  end: (value) => `${value('date') as string}T23:59:59Z`,
  observed: (value) => value('date'),
  name_local: (value) => value('name'),
  public: (value) => value('type') === 'public' || value('type') === 'regional',
  regions: (value, _, kinds) => (value('subdivisions') as string[]).map((code) => ({ code, type: kinds.get(code) })),
  weekday: (value) => ({
    date: weekdayPart(value('date') as string),
    observed: weekdayPart(value('observed') as string),
  }),
  dataVersion: (_, data) => data.dataVersion,
};

function weekdayPart(day: string): Api.Weekday {
  const numeric = weekdayOf(day);
  return { name: WEEKDAY_NAMES[numeric]!, numeric };
}

/** Which holidays a list of codes selects (core/iso-3166-2.ts, RegionScope). */
class RegionScope {
  constructor(
    private readonly codes: readonly string[],
    private readonly parents: Readonly<Record<string, string>>,
    private readonly children: ReadonlyMap<string, string[]>,
    private readonly replaced: Readonly<Record<string, string>>,
  ) {}

  /** Whether a holiday observed in these subdivisions is observed in one of the scope's codes (a replaced code's holiday in its current code too). */
  keeps(subdivisions: readonly string[]): boolean {
    if (subdivisions.length === 0 || this.codes.length === 0) return false;
    const observed = new Set(subdivisions);
    for (const code of subdivisions)
      if (!Object.hasOwn(this.parents, code) && Object.hasOwn(this.replaced, code)) observed.add(this.replaced[code]!);
    return this.codes.some((code) => this.keptAbove(code, observed) || this.keptBelow(code, observed));
  }

  private keptAbove(code: string, observed: ReadonlySet<string>): boolean {
    for (
      let at: string | undefined = code;
      at !== undefined;
      at = Object.hasOwn(this.parents, at) ? this.parents[at] : undefined
    ) {
      if (observed.has(at)) return true;
    }
    return false;
  }

  private keptBelow(code: string, observed: ReadonlySet<string>): boolean {
    if (observed.has(code)) return true;
    const children = this.children.get(code);
    return children !== undefined && children.length > 0 && children.every((child) => this.keptBelow(child, observed));
  }
}

export const calendar: typeof Api.calendar = (data) => {
  if (data?.format !== 1) throw new TypeError('not a country module of this package (format 1)');
  const code = data.country.code;
  const { from: firstYear, to: lastYear } = data.country.years;
  const kinds = new Map(data.country.subdivisions.map((subdivision) => [subdivision.code, subdivision.type as string]));
  const children = new Map<string, string[]>();
  for (const [child, parent] of Object.entries(data.iso))
    children.set(parent, [...(children.get(parent) ?? []), child]);
  const NONE = new RegionScope([], data.iso, children, data.replaced);

  /** A member of a stored record: stored, else derived, else the country's default. */
  const member = (stored: Stored, name: string): unknown => {
    if (Object.hasOwn(stored, name)) return stored[name];
    const derive = DERIVED[name];
    if (derive) return derive((other) => member(stored, other), data, kinds);
    return data.defaults[name];
  };

  const expand = (stored: Stored): Holiday => {
    const holiday: Record<string, unknown> = {};
    for (const name of data.members) holiday[name] = structuredCopy(member(stored, name));
    return holiday as unknown as Holiday;
  };

  const yearRecords = (year: number): Stored[] | undefined =>
    Object.hasOwn(data.years, String(year)) ? data.years[String(year)] : undefined;

  function records(year: unknown, parameter = 'year'): Stored[] {
    const found =
      Number.isInteger(year) && (year as number) >= firstYear && (year as number) <= lastYear
        ? yearRecords(year as number)
        : undefined;
    if (!found) {
      throw new RangeError(
        `${parameter} ${JSON.stringify(year)} is not published for ${code}: the package has ${firstYear}-${lastYear}`,
      );
    }
    return found;
  }

  /** The codes as the server reads them (server/endpoints/country-scope.ts): published, current ISO, or replaced ISO as its current one. */
  function scopeOf(regions: string | readonly string[] | undefined): RegionScope | undefined {
    if (regions === undefined) return undefined;
    const codes = list(regions).map((each) => each.toUpperCase());
    const resolved = codes.map((each) =>
      kinds.has(each) || Object.hasOwn(data.iso, each)
        ? each
        : Object.hasOwn(data.replaced, each)
          ? data.replaced[each]!
          : null,
    );
    const unknown = codes.filter((_, index) => resolved[index] === null);
    if (unknown.length > 0) {
      throw new RangeError(
        `${unknown.join(', ')}: not a subdivision or city of ${code} (its codes: country.subdivisions, and every ISO 3166-2 code of ${code})`,
      );
    }
    return new RegionScope(resolved as string[], data.iso, children, data.replaced);
  }

  function typesOf(types: string | readonly string[] | undefined): ReadonlySet<string> | undefined {
    if (types === undefined) return undefined;
    const wanted = list(types).map((each) => each.toLowerCase());
    const unknown = wanted.filter((each) => !(TYPES as readonly string[]).includes(each));
    if (unknown.length > 0) throw new RangeError(`${unknown.join(', ')}: not a holiday type (${TYPES.join(', ')})`);
    return new Set(wanted);
  }

  const inScope = (stored: Stored, scope: RegionScope | undefined) => {
    const subdivisions = member(stored, 'subdivisions') as string[];
    return !scope || subdivisions.length === 0 || scope.keeps(subdivisions);
  };

  /** A statutory day off: `public` nationwide, or `regional` in a listed region (server/days-off.ts). */
  const isDayOff = (stored: Stored, scope: RegionScope | undefined) => {
    if (member(stored, 'deprecated') === true) return false;
    const type = member(stored, 'type');
    if (type !== 'public' && type !== 'regional') return false;
    const subdivisions = member(stored, 'subdivisions') as string[];
    if (subdivisions.length === 0) return type === 'public';
    return scope !== undefined && scope.keeps(subdivisions);
  };

  function weekendOn(day: string): number[] {
    for (const past of data.weekendChanges) if (day < past.until) return [...past.weekend];
    return [...data.country.weekend];
  }

  function weekendPeriods(start: string, end: string): Api.WeekendPeriod[] {
    const periods: Api.WeekendPeriod[] = [{ from: start, to: end, weekend: weekendOn(start) }];
    for (const past of data.weekendChanges) {
      if (past.until > start && past.until <= end) {
        periods[periods.length - 1]!.to = addDays(past.until, -1);
        periods.push({ from: past.until, to: end, weekend: weekendOn(past.until) });
      }
    }
    return periods;
  }

  /** A day within the published years, else a RangeError. */
  function publishedDay(day: unknown, parameter: string): string {
    const checked = calendarDay(day, parameter);
    const year = Number(checked.slice(0, 4));
    if (year < firstYear || year > lastYear)
      throw new RangeError(
        `${parameter} must be a day in ${firstYear}-${lastYear} (the years published for ${code}); got "${checked}"`,
      );
    return checked;
  }

  function holidaysOn(date: string, options: Api.HolidayOptions = {}): Holiday[] {
    const day = publishedDay(date, 'date');
    const year = Number(day.slice(0, 4));
    // A day off can belong to a holiday of the neighbouring year (1 January observed on 31 December).
    const years = [year];
    if (Number(addDays(day, -7).slice(0, 4)) !== year && year - 1 >= firstYear) years.unshift(year - 1);
    if (Number(addDays(day, 7).slice(0, 4)) !== year && year + 1 <= lastYear) years.push(year + 1);
    records(year, 'date');
    const scope = scopeOf(options.regions) ?? NONE;
    const types = typesOf(options.types);
    const seen = new Set<unknown>();
    const found: Holiday[] = [];
    for (const each of years) {
      for (const stored of yearRecords(each) ?? []) {
        if (member(stored, 'deprecated') === true && !options.includeDeprecated) continue;
        if ((member(stored, 'date') !== day && member(stored, 'observed') !== day) || seen.has(member(stored, 'id')))
          continue;
        // Without regions only nationwide holidays count: a regional day off is not one everywhere.
        if (!inScope(stored, scope) || (types && !types.has(member(stored, 'type') as string))) continue;
        seen.add(member(stored, 'id'));
        found.push(expand(stored));
      }
    }
    return found;
  }

  return {
    country: structuredCopy(data.country),

    holidays(year, options = {}) {
      const scope = scopeOf(options.regions);
      const types = typesOf(options.types);
      return records(year)
        .filter(
          (stored) =>
            (options.includeDeprecated || member(stored, 'deprecated') !== true) &&
            (!types || types.has(member(stored, 'type') as string)) &&
            inScope(stored, scope),
        )
        .map(expand);
    },

    holidaysOn,

    isHoliday: (date, options) => holidaysOn(date, options).length > 0,

    workingDays(from, to, options = {}) {
      const start = publishedDay(from, 'from');
      const end = publishedDay(to, 'to');
      if (end < start) throw new RangeError(`to must not be before from (${start}); got "${end}"`);
      const scope = scopeOf(options.regions);
      const onWeekend = (day: string) => weekendOn(day).includes(weekdayOf(day));
      // Makeup working days of the span (nationwide, or in a listed region) count as weekdays.
      const worked = new Map<string, Api.MakeupWorkday>();
      for (const workday of data.workdays) {
        const applies = !workday.subdivisions || (scope !== undefined && scope.keeps(workday.subdivisions));
        if (workday.date >= start && workday.date <= end && onWeekend(workday.date) && applies)
          worked.set(workday.date, workday);
      }
      const isWeekend = (day: string) => !worked.has(day) && onWeekend(day);
      const days = Math.round((dayMs(end) - dayMs(start)) / DAY_MS) + 1;
      let weekendDays = 0;
      for (let day = start; day <= end; day = addDays(day, 1)) if (isWeekend(day)) weekendDays++;

      // The day off is `observed`, whichever year holds the record; every year of the span must be published.
      const fromYear = Number(start.slice(0, 4));
      const toYear = Number(end.slice(0, 4));
      for (let year = fromYear; year <= toYear; year++) records(year);
      const found: Stored[] = [];
      const daysOff = new Set<string>();
      const seen = new Set<unknown>();
      for (let year = Math.max(fromYear - 1, firstYear); year <= Math.min(toYear + 1, lastYear); year++) {
        for (const stored of yearRecords(year) ?? []) {
          const observed = member(stored, 'observed') as string;
          if (observed < start || observed > end || seen.has(member(stored, 'id'))) continue;
          if (!isDayOff(stored, scope) || isWeekend(observed)) continue;
          seen.add(member(stored, 'id'));
          found.push(stored);
          daysOff.add(observed);
        }
      }
      // Stable: records of one day keep their order.
      const observedOf = (stored: Stored) => member(stored, 'observed') as string;
      found.sort((a, b) => (observedOf(a) < observedOf(b) ? -1 : observedOf(a) > observedOf(b) ? 1 : 0));
      const workdays = [...worked.values()]
        .filter((workday) => !daysOff.has(workday.date))
        .map(({ date, name }) => ({ date, name }))
        .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
      const periods = weekendPeriods(start, end);
      return {
        workingDays: days - weekendDays - daysOff.size,
        weekendDays,
        holidayDays: daysOff.size,
        days,
        holidays: found.map(expand),
        workdays,
        weekend: [...periods[periods.length - 1]!.weekend],
        weekendPeriods: periods,
      };
    },

    weekendOn: (date) => weekendOn(calendarDay(date, 'date')),
  };
};

/** A copy of a JSON value, so that a caller changing an answer never changes the data. */
function structuredCopy<T>(value: T): T {
  return value !== null && typeof value === 'object' ? (JSON.parse(JSON.stringify(value)) as T) : value;
}
