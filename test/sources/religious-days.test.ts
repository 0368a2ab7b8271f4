// sources/religious-days.json: the rule library's days that are religious
// feasts though their rule is not of a religious calendar. The list is data:
// each day must still be a rule of the library under the name it gives, where
// the flag decides a type, and the adapter types exactly the listed days
// `religious`.

import { describe, expect, it } from 'vitest';
import {
  DateHolidaysCountry,
  isReligious,
  isReligiousCalendarRule,
  libraryRules,
} from '../../sources/date-holidays.js';
import { readReligiousDays } from '../../sources/religious-days.js';
import { compareText } from '../../core/text.js';

const file = readReligiousDays();

describe('the list of religious days', () => {
  it('has each day once, sorted by country, rule and name, each with a feast that cites its calendar', () => {
    const keys = file.days.map((day) => [day.country, day.rule, day.name].join('|'));
    expect(new Set(keys).size).toBe(keys.length);
    const sorted = [...file.days].sort(
      (a, b) => compareText(a.country, b.country) || compareText(a.rule, b.rule) || compareText(a.name, b.name),
    );
    expect(file.days).toEqual(sorted);
    expect(Object.keys(file.feasts).filter((feast) => !file.days.some((day) => day.feast === feast))).toEqual([]);
    for (const [key, feast] of Object.entries(file.feasts)) expect(feast.source.length, key).toBeGreaterThan(20);
  });

  it('refuses a day whose feast is not defined', () => {
    const text = JSON.stringify({
      ...file,
      days: [...file.days, { country: 'US', rule: '12-24', name: 'Christmas Eve', feast: 'no-such-feast' }],
    });
    expect(() => readReligiousDays(text)).toThrow(
      `sources/religious-days.json: days.${file.days.length}.feast: no feast "no-such-feast" in feasts`,
    );
  });

  it('lists only rules of the library, under the name it gives them, where the type depends on it', () => {
    const rulesOf = new Map<string, ReturnType<typeof libraryRules>>();
    const stale: string[] = [];
    for (const day of file.days) {
      if (!rulesOf.has(day.country)) rulesOf.set(day.country, libraryRules(day.country));
      const places = rulesOf.get(day.country)!.filter((rule) => rule.rule === day.rule && rule.name === day.name);
      // Only an optional day or an observance is `religious` or `observance` by the flag (core/type-map.ts).
      const decides = places.some((rule) => rule.category === 'optional' || rule.category === 'observance');
      if (!decides)
        stale.push(
          `${day.country} ${day.rule} ${day.name}: ${places.length === 0 ? 'no such rule and name' : `only ${places.map((rule) => rule.category).join(', ')}`}`,
        );
      // A rule of a religious calendar is religious already.
      if (isReligiousCalendarRule(day.rule))
        stale.push(`${day.country} ${day.rule} ${day.name}: already religious by its calendar`);
    }
    expect(stale).toEqual([]);
  });

  it('has each day that is no feast once, sorted, with a ground that cites its law or calendar', () => {
    const keys = file.notFeasts.map((day) => [day.country, day.rule, day.name].join('|'));
    expect(new Set(keys).size).toBe(keys.length);
    const sorted = [...file.notFeasts].sort(
      (a, b) => compareText(a.country, b.country) || compareText(a.rule, b.rule) || compareText(a.name, b.name),
    );
    expect(file.notFeasts).toEqual(sorted);
    expect(Object.keys(file.grounds).filter((ground) => !file.notFeasts.some((day) => day.ground === ground))).toEqual(
      [],
    );
    for (const [key, ground] of Object.entries(file.grounds)) expect(ground.source.length, key).toBeGreaterThan(20);
  });

  it('refuses a ground without its citation, and a day that is no feast without a ground it defines', () => {
    const { source: _, ...uncited } = file.grounds['il-herzl-day']!;
    expect(() =>
      readReligiousDays(JSON.stringify({ ...file, grounds: { ...file.grounds, 'il-herzl-day': uncited } })),
    ).toThrow(/^sources\/religious-days\.json: grounds\.il-herzl-day\.source: /);
    const day = { country: 'IL', rule: '28 Iyyar', name: 'Jerusalem Day (Yom Yerushalayim)' };
    expect(() => readReligiousDays(JSON.stringify({ ...file, notFeasts: [day] }))).toThrow(
      /^sources\/religious-days\.json: notFeasts\.0\.ground: /,
    );
    expect(() =>
      readReligiousDays(JSON.stringify({ ...file, notFeasts: [{ ...day, ground: 'no-such-law' }] })),
    ).toThrow('sources/religious-days.json: notFeasts.0.ground: no ground "no-such-law" in grounds');
    const feast = file.days[0]!;
    expect(() =>
      readReligiousDays(
        JSON.stringify({
          ...file,
          notFeasts: [{ country: feast.country, rule: feast.rule, name: feast.name, ground: 'carnival' }],
        }),
      ),
    ).toThrow(
      `sources/religious-days.json: notFeasts.0: ${feast.country} ${feast.rule} ${feast.name} is listed in days as a feast too`,
    );
  });

  it('lists as no feast only rules of the library of a religious calendar, under their name, where the type depends on it', () => {
    const stale: string[] = [];
    for (const day of file.notFeasts) {
      const places = libraryRules(day.country).filter((rule) => rule.rule === day.rule && rule.name === day.name);
      const decides = places.some((rule) => rule.category === 'optional' || rule.category === 'observance');
      if (!decides)
        stale.push(
          `${day.country} ${day.rule} ${day.name}: ${places.length === 0 ? 'no such rule and name' : `only ${places.map((rule) => rule.category).join(', ')}`}`,
        );
      if (!isReligiousCalendarRule(day.rule))
        stale.push(`${day.country} ${day.rule} ${day.name}: not of a religious calendar, so no feast already`);
    }
    expect(stale).toEqual([]);
  });

  it('knows a day by its country, rule and name together', () => {
    expect(isReligious('US', '12-24', 'Christmas Eve')).toBe(true);
    expect(isReligious('GB', '12-24', 'Christmas Eve')).toBe(false);
    expect(isReligious('US', '12-24', 'Holiday Eve')).toBe(false);
    expect(isReligious('US', '12-31', 'Christmas Eve')).toBe(false);
    expect(isReligious('IL', '28 Iyyar', 'Jerusalem Day (Yom Yerushalayim)')).toBe(false);
    expect(isReligious('IL', '28 Iyyar', 'Some Feast')).toBe(true);
    expect(isReligious('DE', 'easter -48', 'Shrove Monday')).toBe(false);
    expect(isReligious('AT', 'easter -48', 'Shrove Monday')).toBe(true);
  });
});

describe('the adapter’s types', () => {
  const type = (country: string, year: number, date: string, name: string) =>
    new DateHolidaysCountry(country, { nationalOnly: true })
      .holidays(year, year)
      .filter((row) => row.scope === null && row.date === date && row.names.en === name)
      .map((row) => row.type);

  it('types a listed optional day or observance `religious`', () => {
    expect(type('US', 2024, '2024-12-24', 'Christmas Eve')).toEqual(['religious']);
    expect(type('DE', 2024, '2024-11-11', 'Saint Martin')).toEqual(['religious']);
    expect(type('BE', 2024, '2024-12-06', 'Saint Nicholas')).toEqual(['religious']);
    // A rule of the Chinese calendar: not a religious calendar by its rule, a feast by the list.
    expect(type('TW', 2024, '2024-05-15', "Buddha's Birthday")).toEqual(['religious']);
  });

  it('types a day of a religious calendar that the list says is no feast `observance`, and the feasts beside it `religious`', () => {
    // Memorial days set by the Knesset on the Hebrew calendar (grounds il-*), beside the fasts of the same calendar.
    expect(type('IL', 2025, '2025-04-25', 'Holocaust Remembrance Day (Yom HaShoah)')).toEqual(['observance']);
    expect(type('IL', 2025, '2025-05-26', 'Jerusalem Day (Yom Yerushalayim)')).toEqual(['observance']);
    expect(type('IL', 2025, '2025-11-03', 'Rabin Day')).toEqual(['observance']);
    expect(type('IL', 2025, '2025-08-03', "Tisha B'Av, fast")).toEqual(['religious']);
    // Carnival counted from Easter, beside Ash Wednesday.
    expect(type('DE', 2025, '2025-03-03', 'Shrove Monday')).toEqual(['observance']);
    expect(type('DE', 2025, '2025-03-05', 'Ash Wednesday')).toEqual(['religious']);
    // Uruguay's Holy Week, a secular Tourism Week by Ley 6.997 of 1919.
    expect(type('UY', 2025, '2025-04-17', 'Tourism Week')).toEqual(['observance']);
  });

  it('types the other days of the same categories `observance`', () => {
    expect(type('US', 2024, '2024-05-12', "Mother's Day")).toEqual(['observance']);
    expect(type('AR', 2024, '2024-12-31', "New Year's Eve")).toEqual(['observance']);
    expect(type('DE', 2024, '2024-05-12', "Mother's Day")).toEqual(['observance']);
  });
});
