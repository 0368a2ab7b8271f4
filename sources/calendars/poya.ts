// Sri Lanka's Poya days (full-moon days of the Sinhala lunisolar calendar),
// by rule, with the astronomy-engine package:
// - the months are amanta lunar months (new moon to new moon, instants);
// - a month is named by the sidereal sign (Lahiri ayanamsa) the Sun enters
//   during it: entering Mesha → Bak (Chaitra), Vrishabha → Vesak, … Meena →
//   Medin; a month in which the Sun enters no sign is the leap month ("Adhi"),
//   named after the month that follows it (2020: Adhi Vap, 1 October);
// - the Poya of a month is fixed by the 15th tithi (the Moon−Sun elongation
//   running from 168° to 180°, the last ~20–26 h before the full moon): the
//   first day at whose Colombo sunset that tithi is running; when the tithi
//   spans no sunset, the day (Asia/Colombo) of the full moon itself.
//
// Checked (test/sources/calendars/poya.test.ts) against Sri Lanka's 2020
// gazette (test/fixtures/calendars/buddhist-full-moon-days-2020.json): 13 of
// 13 days and names. Without the fallback (the tithi's first day) 12 of 13
// (7 May 2020 is the one whose tithi spans no sunset); "the day before the
// full moon's Colombo date" gets 10 of 13. The fallback rests on one case:
// verify other years' no-sunset months against a gazette before trusting them.
// No clock, no network; the calendar imports nothing but astronomy-engine, the
// engine at the end (poya.json's countries) uses engine.ts.

import { Body, MakeTime, Observer, SearchRiseSet, type AstroTime } from 'astronomy-engine';
import { z } from 'zod';
import { addDays, daysBetween, yearOf } from '../../core/dates.js';
import { nextElongation, sunSign } from './hindu.js';
import { holidayKey } from '../../core/languages.js';
import type { SourceHoliday } from '../../core/types.js';
import {
  citation,
  countryCode,
  isRuleRow,
  reviewedFile,
  shiftRow,
  type CalendarEngine,
  type LunarDisagreement,
} from './engine.js';

export interface PoyaDay {
  /** The Sinhala month: `Duruthu`, `Navam`, `Medin`, `Bak`, `Vesak`, `Poson`, `Esala`, `Nikini`, `Binara`, `Vap`, `Il`, `Unduvap`. */
  month: string;
  /** The leap month ("Adhi <month>"), before the month of its name. */
  adhi: boolean;
  /** The Poya day, `YYYY-MM-DD` (Asia/Colombo). */
  date: string;
  /** The full moon's instant, `YYYY-MM-DDTHH:MMZ`. */
  fullMoon: string;
}

/** Sinhala month names by the sidereal sign the Sun enters in the month (0 = Mesha). */
export const SINHALA_MONTHS = [
  'Bak',
  'Vesak',
  'Poson',
  'Esala',
  'Nikini',
  'Binara',
  'Vap',
  'Il',
  'Unduvap',
  'Duruthu',
  'Navam',
  'Medin',
] as const;

const DAY_MS = 86_400_000;
/** Colombo, UTC+05:30 all year (no daylight saving since 2006; the rule is for 2000 on). */
const COLOMBO = new Observer(6.9271, 79.8612, 0);
const COLOMBO_OFFSET_MS = 5.5 * 3_600_000;

const colomboDate = (ms: number) => new Date(ms + COLOMBO_OFFSET_MS).toISOString().slice(0, 10);

/** The Poya day of the full moon at `fullMoon`, by the 15th tithi at Colombo sunset. */
export function poyaDayOf(fullMoon: AstroTime): string {
  const tithiStart = nextElongation(168, fullMoon.AddDays(-3));
  const start = tithiStart.date.getTime();
  const end = fullMoon.date.getTime();
  // Sunsets from the tithi's start to its end: the first one inside it fixes the day.
  const sunset = SearchRiseSet(Body.Sun, COLOMBO, -1, tithiStart, 2);
  if (sunset && sunset.date.getTime() < end && sunset.date.getTime() >= start)
    return colomboDate(sunset.date.getTime());
  return colomboDate(end);
}

const years = new Map<number, PoyaDay[]>();

/** Every Poya day of a Gregorian year (12 or 13), in order, with its month's name. */
export function poyaDaysInYear(year: number): PoyaDay[] {
  if (!Number.isInteger(year) || year < 1950 || year > 2100)
    throw new RangeError(`Poya days are computed for 1950–2100, not ${year}`);
  const cached = years.get(year);
  if (cached) return cached;
  const days: PoyaDay[] = [];
  // New moons from before the year to after it: each amanta month and its full moon.
  let newMoon = nextElongation(0, MakeTime(new Date(Date.UTC(year - 1, 10, 1))));
  while (newMoon.date.getTime() < Date.UTC(year + 1, 1, 1)) {
    const next = nextElongation(0, newMoon.AddDays(20));
    const fullMoon = nextElongation(180, newMoon.AddDays(10));
    const signAtStart = sunSign(newMoon);
    const signAtEnd = sunSign(next);
    const entered = signAtEnd !== signAtStart;
    // The month takes the name of the sign entered in it; a month entering none is the leap month of the next name.
    const sign = entered ? signAtEnd : (signAtStart + 1) % 12;
    if (entered && signAtEnd !== (signAtStart + 1) % 12)
      throw new Error(`two sankrantis in one month at ${newMoon.date.toISOString()}`);
    const date = poyaDayOf(fullMoon);
    if (date.startsWith(`${year}-`)) {
      const ms = Math.round(fullMoon.date.getTime() / 60_000) * 60_000;
      days.push({
        month: SINHALA_MONTHS[sign]!,
        adhi: !entered,
        date,
        fullMoon: `${new Date(ms).toISOString().slice(0, 16)}Z`,
      });
    }
    newMoon = next;
  }
  years.set(year, days);
  return days;
}

/** The days between two `YYYY-MM-DD` dates (b − a). */
export const daysApart = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

// ── The engine: the Poya days of the countries poya.json lists ───────────────
//
// A listed country's rows named `<month> Full Moon Poya Day` are matched by the
// month their name gives; a leap month's Poya the library lacks is added with
// "Adhi" names, one it has that the year lacks is dropped, and "Day following
// Vesak …" follows Vesak.

const POYA_SOURCE = 'calendar-buddhist' as const;

const poyaFile = z
  .object({
    about: z.string(),
    entries: z.array(
      z
        .object({
          country: countryCode,
          holidays: z.string().min(1, 'must say which holidays are the Poya days'),
          ...citation,
        })
        .strict(),
    ),
  })
  .strict();
export const poyaSchema = poyaFile;
const poyaJson = reviewedFile('poya.json', poyaFile);

/** `Adhi Poson Full Moon Poya Day` → { month: 'Poson', adhi: true }; the library spells Medin `Madin`. */
const POYA_NAME = /^(Adhi )?(\w+) Full Moon Poya Day$/;
const SPELLING: Record<string, string> = { Madin: 'Medin' };
const DAY_AFTER_VESAK = /^Day following Vesak Full Moon Poya Day$/;
const WITH_VESAK = /^(.+) and Vesak Full Moon Poya Day$/;

function applyPoya(country: string, rows: SourceHoliday[], disagreements: LunarDisagreement[]): SourceHoliday[] {
  const poyaOf = (row: SourceHoliday) => {
    const match = isRuleRow(row) ? POYA_NAME.exec(row.names.en ?? '') : null;
    return match ? { month: SPELLING[match[2]!] ?? match[2]!, adhi: !!match[1] } : null;
  };
  const isPoyaRow = (row: SourceHoliday) =>
    !!poyaOf(row) ||
    (isRuleRow(row) && (DAY_AFTER_VESAK.test(row.names.en ?? '') || WITH_VESAK.test(row.names.en ?? '')));
  const out: SourceHoliday[] = rows.filter((row) => !isPoyaRow(row) || WITH_VESAK.test(row.names.en ?? ''));
  const groups = new Map<string, SourceHoliday[]>();
  for (const row of rows.filter(isPoyaRow)) {
    const id = `${row.scope}|${yearOf(row.date)}`;
    groups.set(id, [...(groups.get(id) ?? []), row]);
  }
  const record = (key: string, scope: string | null, from: string | null, to: string | null) => {
    if (from === to) return;
    disagreements.push({
      country,
      year: yearOf((to ?? from)!),
      key,
      engine: POYA_SOURCE,
      scope: scope === null ? [] : [scope],
      libraryDate: from,
      engineDate: to,
    });
  };
  for (const group of groups.values()) {
    const year = yearOf(group[0]!.date);
    let days: PoyaDay[];
    try {
      days = poyaDaysInYear(year);
    } catch {
      out.push(...group.filter((row) => !WITH_VESAK.test(row.names.en ?? '')));
      continue;
    }
    const regular = new Map(
      group.flatMap((row) => {
        const poya = poyaOf(row);
        return poya && !poya.adhi ? [[poya.month, row] as const] : [];
      }),
    );
    const used = new Set<SourceHoliday>();
    const at = (row: SourceHoliday, date: string, names?: Record<string, string>): SourceHoliday => {
      const days = daysBetween(row.date, date);
      const moved = shiftRow(row, days, POYA_SOURCE, row.estimated === true);
      if (!names) return moved;
      return { ...moved, names, key: holidayKey(names.en!) };
    };
    let vesak: string | undefined;
    for (const day of days) {
      if (day.month === 'Vesak' && !day.adhi) vesak = day.date;
      const row = group.find(
        (each) => !used.has(each) && poyaOf(each)?.month === day.month && poyaOf(each)?.adhi === day.adhi,
      );
      if (row) {
        used.add(row);
        out.push(at(row, day.date));
        record(row.key, row.scope, row.date, day.date);
        continue;
      }
      // A Poya the library has no row of this year: a leap month of another name, or Vesak inside "Labour Day and Vesak …".
      const template = regular.get(day.month) ?? (day.month === 'Vesak' ? vesakTemplate(group) : undefined);
      if (!template) continue;
      const names = day.adhi ? adhiNames(template.names) : template.names;
      if (
        day.month === 'Vesak' &&
        !day.adhi &&
        !regular.has('Vesak') &&
        group.some((each) => WITH_VESAK.test(each.names.en ?? '') && each.date === day.date)
      )
        continue;
      const added = at(template, day.date, names);
      out.push(added);
      record(added.key, template.scope, null, day.date);
    }
    for (const row of group) {
      if (used.has(row) || WITH_VESAK.test(row.names.en ?? '')) continue;
      if (DAY_AFTER_VESAK.test(row.names.en ?? '') && vesak) {
        const date = addDays(vesak, 1);
        out.push(at(row, date));
        record(row.key, row.scope, row.date, date);
        continue;
      }
      record(row.key, row.scope, row.date, null); // a leap month this year does not have
    }
  }
  return out;
}

/** The names of `X Full Moon Poya Day` for `Adhi X`, as the library writes Adhi Poson. */
function adhiNames(names: Record<string, string>): Record<string, string> {
  const prefix: Record<string, string> = { en: 'Adhi ', si: 'අධි ', ta: 'அதி ' };
  return Object.fromEntries(
    Object.entries(names).map(([language, name]) => [language, `${prefix[language] ?? ''}${name}`]),
  );
}

/** A Vesak Poya row made from "Labour Day and Vesak Full Moon Poya Day" (its names without the Labour Day part). */
function vesakTemplate(group: readonly SourceHoliday[]): SourceHoliday | undefined {
  const row = group.find((each) => WITH_VESAK.test(each.names.en ?? ''));
  if (!row) return undefined;
  const strip: Record<string, RegExp> = { en: /^.+ and (?=Vesak)/, si: /^කම්කරු දිනය සහ /, ta: /^தொழிலாளர் தினம் மற்றும் / };
  const names = Object.fromEntries(
    Object.entries(row.names).map(([language, name]) => [
      language,
      strip[language] ? name.replace(strip[language]!, '') : name,
    ]),
  );
  return { ...row, names };
}

export const engine = {
  id: 'poya',
  computes:
    "Sri Lanka's Poya days: amanta months named by the Sun's sidereal sign (Lahiri), leap (Adhi) months, the day by the 15th tithi at Colombo sunset; it sets the Poya rows of the countries poya.json lists",
  reference: "Sri Lanka's 2020 gazette of public holidays (test/fixtures/calendars/buddhist-full-moon-days-2020.json)",
  sources: { buddhist: POYA_SOURCE },
  data: [poyaJson],
  entriesOf: (country) => poyaJson.read().entries.filter((entry) => entry.country === country),
  apply: ({ country, rows, entries, disagreements }) =>
    entries.length === 0 ? rows : applyPoya(country, rows, disagreements),
} satisfies CalendarEngine<z.infer<typeof poyaFile>['entries'][number]>;
