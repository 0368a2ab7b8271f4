import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import {
  baseRuleOf,
  cityCode,
  countryCodes,
  countryInfo,
  DateHolidaysCountry,
  isEstimateRule,
  isReligious,
  rowNames,
  shareRuleComputations,
  splitDays,
  targetsOf,
  weekendOf,
} from '../../sources/date-holidays.js';
import { definitionsInEffect } from '../../sources/country-definitions.js';
import { namesByLanguage, primaryLanguage } from '../../core/languages.js';
import type { SourceHoliday } from '../../core/types.js';

describe('date-holidays source', () => {
  it('covers all 207 countries of the library, and the countries the project defines (countries/)', () => {
    const codes = countryCodes();
    const defined = definitionsInEffect().map((definition) => definition.country);
    expect(codes.filter((code) => !defined.includes(code))).toHaveLength(207);
    expect(codes).toHaveLength(207 + defined.length);
    expect(codes).toContain('US');
    expect(codes).toEqual([...codes].sort());
  });

  it('lists every state and region as a target with a published code', () => {
    const de = targetsOf('DE');
    expect(de[0]).toMatchObject({ scope: null, args: ['DE'] });
    expect(de.find((t) => t.scope === 'DE-BY')).toMatchObject({ kind: 'region', args: ['DE', 'BY'] });
    // Augsburg is a city; the Catholic communities of Bavaria are a region.
    expect(de.find((t) => t.scope === 'DE-AUGSBURG')).toMatchObject({ kind: 'city', parent: 'DE-BY' });
    expect(de.find((t) => t.scope === 'DE-BY-KATH')).toMatchObject({ kind: 'region', parent: 'DE-BY' });
    expect(targetsOf('IT').find((t) => t.scope === 'IT-MILAN')).toMatchObject({ kind: 'city' });
  });

  it('writes city codes as country, hyphen, upper-case ASCII name', () => {
    expect(cityCode('IT', 'Milan')).toBe('IT-MILAN');
    expect(cityCode('BR', 'São Paulo')).toBe('BR-SAO-PAULO');
    expect(cityCode('CL', 'Chillán y Chillán Viejo')).toBe('CL-CHILLAN-Y-CHILLAN-VIEJO');
  });

  it('strips the moves of a rule to find the day it is moved from', () => {
    expect(baseRuleOf('01-26 if saturday,sunday then next monday')).toBe('01-26');
    expect(baseRuleOf('substitutes 12-25 if saturday then next monday if sunday then next tuesday')).toBe('12-25');
    expect(baseRuleOf('04-29 and if sunday then next monday #2')).toBe('04-29 #2');
    expect(baseRuleOf('12-24 14:00 if sunday then 00:00')).toBeNull(); // a time change, not a move
    expect(baseRuleOf('easter 1')).toBeNull();
  });

  it('maps library language tags to ISO 639-1 and prefers the country variant', () => {
    expect(primaryLanguage('jp')).toBe('ja');
    expect(primaryLanguage('cz')).toBe('cs');
    expect(primaryLanguage('de-at')).toBe('de');
    expect(primaryLanguage('type')).toBeNull();
    expect(
      namesByLanguage(
        { en: 'Labour Day', 'en-us': 'Labor Day', 'de-at': 'Tag der Arbeit AT', de: 'Tag der Arbeit' },
        'US',
      ),
    ).toEqual({
      de: 'Tag der Arbeit',
      en: 'Labor Day',
    });
  });

  it('tells religious feasts by their calendar, or by the reviewed list of sources/religious-days.json', () => {
    expect(isReligious('DE', 'easter -2', 'Good Friday')).toBe(true);
    expect(isReligious('AE', '1 Shawwal P3D', 'End of Ramadan (Eid al-Fitr)')).toBe(true);
    expect(isReligious('US', '12-24', 'Christmas Eve')).toBe(true);
    expect(isReligious('US', '2nd sunday in May', "Mother's Day")).toBe(false);
  });

  it('takes a rule for an estimate when it names a Hijri month, as the library writes them', () => {
    for (const rule of [
      '1 Muharram',
      '1 Shawwal P3D',
      '10 Dhu al-Hijjah P4D',
      '12 Rabi al-awwal',
      '27 Rajab',
      '1 Ramadan',
      '9 Dhu al-Hijjah PT18H',
      '1 Shawwal and if saturday then next monday if sunday then next tuesday',
      '10 Dhu al-Hijjah and if Saturday, Sunday then next Monday',
      '01 Jumada al-thani',
      '1 Shawwal 1445',
    ]) {
      expect(isEstimateRule(rule), rule).toBe(true);
    }
    for (const rule of [
      '12-25',
      'easter -2',
      'orthodox 1',
      'julian 12-25',
      '15 Nisan',
      '10 Tishrei',
      '1 Farvardin',
      'chinese 01-0-01',
      '2024-04-10',
      'substitutes 2025-05-05 if Monday then next Tuesday #1',
      '1st monday in Ramadanfest',
      'Ramadan',
      '3rd Shawwal',
    ]) {
      expect(isEstimateRule(rule), rule).toBe(false);
    }
  });

  it('takes for an estimate exactly the rules of the library’s data that its parser computes in the Islamic calendar', () => {
    const packageDir = dirname(createRequire(import.meta.url).resolve('date-holidays/package.json'));
    const data = JSON.parse(readFileSync(join(packageDir, 'data', 'holidays.json'), 'utf8')) as {
      holidays: Record<string, Place>;
    };
    interface Place {
      days?: Record<string, unknown>;
      states?: Record<string, Place>;
      regions?: Record<string, Place>;
    }
    const rules = new Set<string>();
    const walk = (place: Place) => {
      for (const rule of Object.keys(place.days ?? {})) rules.add(rule);
      for (const inner of [...Object.values(place.states ?? {}), ...Object.values(place.regions ?? {})]) walk(inner);
    };
    Object.values(data.holidays).forEach(walk);
    const scratch = new Holidays();
    let islamic = 0;
    for (const rule of rules) {
      if (!scratch.setHoliday(rule, { name: { en: 'x' }, type: 'public' })) continue;
      const parsed = (scratch as unknown as { holidays: Record<string, { fn: { rules: { fn?: string }[] } }> })
        .holidays[rule]!.fn.rules;
      const hijri = parsed.some((part) => part.fn === 'islamic');
      if (hijri) islamic++;
      expect(isEstimateRule(rule), rule).toBe(hijri);
    }
    expect(rules.size).toBeGreaterThan(1000);
    expect(islamic).toBeGreaterThan(40);
  });

  it('marks every row of a Hijri rule as an estimate, the days of a multi-day feast and its days off included, and no other row', () => {
    const ae = new DateHolidaysCountry('AE').holidays(2030, 2030).filter((r) => r.scope === null);
    const marked = (rows: SourceHoliday[]) => rows.map((r) => [r.date, r.key, r.substitute, r.estimated ?? null]);
    expect(marked(ae.filter((r) => /eid al-fitr|islamic new year|national day/.test(r.key)))).toEqual([
      ['2030-02-04', 'end of ramadan (eid al-fitr)', false, true],
      ['2030-02-05', 'end of ramadan (eid al-fitr)', false, true],
      ['2030-02-06', 'end of ramadan (eid al-fitr)', false, true],
      ['2030-05-03', 'islamic new year', false, true],
      ['2030-12-02', 'national day', false, null],
    ]);
    // Ghana: Eid al-Fitr 2025 is a Sunday, its day off the Monday (`1 Shawwal and if Saturday, Sunday then next Monday`).
    const gh = new DateHolidaysCountry('GH')
      .holidays(2025, 2025)
      .filter((r) => r.scope === null && /eid al-fitr/.test(r.key));
    expect(gh.length).toBeGreaterThan(0);
    expect(gh.every((r) => r.estimated === true)).toBe(true);
    expect(gh.some((r) => r.observed === '2025-03-31' || r.substitute)).toBe(true);
    expect(new DateHolidaysCountry('US').holidays(2025, 2025).some((r) => 'estimated' in r)).toBe(false);
  });

  it('splits a multi-day holiday into one row per day, keeping the real start and end', () => {
    const row: SourceHoliday = {
      source: 'date-holidays',
      country: 'AE',
      scope: null,
      date: '2024-04-10',
      substitute: false,
      key: 'eid',
      names: { en: 'Eid' },
      localLanguage: 'ar',
      type: 'public',
      start: '2024-04-09T14:00:00.000Z',
      end: '2024-04-12T14:00:00.000Z',
      timezone: 'Asia/Dubai',
    };
    const days = splitDays(row, '2024-04-10 00:00:00 -0600');
    expect(days.map((d) => d.date)).toEqual(['2024-04-10', '2024-04-11', '2024-04-12']);
    expect(days[0]!.start).toBe('2024-04-09T14:00:00.000Z');
    expect(days[0]!.end).toBe('2024-04-10T20:00:00.000Z'); // local midnight in Dubai (UTC+4)
    expect(days[2]!.end).toBe('2024-04-12T14:00:00.000Z');
    expect(splitDays({ ...row, end: '2024-04-10T20:00:00.000Z' }, '2024-04-10 00:00:00 -0600')).toHaveLength(1);
  });

  it('splits a holiday across a DST change at each local midnight (a day of 23 hours)', () => {
    // Eid al-Fitr 2025 in Bosnia and Herzegovina, from the eve: Europe/Sarajevo leaves +01:00 for +02:00 on 30 March.
    const row: SourceHoliday = {
      source: 'date-holidays',
      country: 'BA',
      scope: null,
      date: '2025-03-30',
      substitute: false,
      key: 'eid',
      names: { en: 'Eid' },
      localLanguage: 'bs',
      type: 'religious',
      start: '2025-03-29T17:00:00.000Z',
      end: '2025-04-01T16:00:00.000Z',
      timezone: 'Europe/Sarajevo',
    };
    const days = splitDays(row, '2025-03-30 00:00:00 -0100');
    expect(days.map((d) => [d.start, d.end])).toEqual([
      ['2025-03-29T17:00:00.000Z', '2025-03-30T22:00:00.000Z'],
      ['2025-03-30T22:00:00.000Z', '2025-03-31T22:00:00.000Z'],
      ['2025-03-31T22:00:00.000Z', '2025-04-01T16:00:00.000Z'],
    ]);
  });

  it('keeps the hours of a part-day holiday', () => {
    const rows = new DateHolidaysCountry('DE')
      .holidays(2024, 2024)
      .filter((r) => r.date === '2024-12-24' && r.scope === null);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      start: '2024-12-24T13:00:00.000Z',
      end: '2024-12-24T23:00:00.000Z',
      timezone: 'Europe/Berlin',
      type: 'bank',
    });
  });

  it('gives the same holidays as the plain library when computations are shared across targets', () => {
    for (const country of ['MY', 'DE', 'US', 'CH', 'JP']) {
      const pool = new Map();
      for (const target of targetsOf(country)) {
        const plain = new Holidays(...(target.args as [string]));
        const shared = new Holidays(...(target.args as [string]));
        shareRuleComputations(shared, pool);
        for (let year = 2019; year <= 2026; year++) {
          expect(JSON.stringify(shared.getHolidays(year)), `${target.args.join('.')} ${year}`).toBe(
            JSON.stringify(plain.getHolidays(year)),
          );
        }
      }
    }
  });

  const nationwide = (country: string, from: number, to: number, key: string) =>
    new DateHolidaysCountry(country)
      .holidays(from, to)
      .filter((r) => r.key === key && r.scope === null)
      .map((r) => [r.date, r.observed, r.substitute, r.substituteFor]);

  it('takes a day a law set for one year as the holiday itself where the rule keeps its day besides moving it (JP 2020)', () => {
    // `substitutes 08-11 and if sunday then next monday`, enabled on 2020-08-10: Mountain Day itself moved for the Olympics.
    expect(nationwide('JP', 2020, 2021, 'mountain day')).toEqual([
      ['2020-08-10', undefined, false, undefined],
      ['2021-08-08', undefined, false, undefined],
      ['2021-08-09', undefined, true, '2021-08-08'],
    ]);
  });

  it('keeps a day a law set for a rule that only moves as the day off of the holiday (AR 2001, VG 2020)', () => {
    expect(nationwide('AR', 2001, 2001, 'the day of the race')).toEqual([
      ['2001-10-12', '2001-10-08', false, undefined],
    ]);
    expect(nationwide('VG', 2020, 2020, "st. ursula's day")).toEqual([['2020-10-21', '2020-10-23', false, undefined]]);
  });

  it('names in English from the project’s table what the library names only in other languages, with the English key', () => {
    const tn = new DateHolidaysCountry('TN').holidays(2024, 2024).filter((r) => r.date === '2024-07-25');
    expect(tn.map((r) => [r.key, r.names])).toEqual([
      ['republic day', { ar: 'عيد الجمهورية', en: 'Republic Day', fr: 'Fête de la République' }],
    ]);
    // Switzerland's cantons name the National Day in their own languages: one holiday, one key.
    const ch = new DateHolidaysCountry('CH').holidays(2024, 2024).filter((r) => r.date === '2024-08-01');
    expect(new Set(ch.map((r) => r.key))).toEqual(new Set(['swiss national day']));
    expect(new Set(ch.map((r) => r.names[r.localLanguage] ?? r.names.de))).toEqual(
      new Set(['Bundesfeiertag', 'Fête nationale', 'Giorno festivo federale']),
    );
  });

  it('makes up no English name: without one, a row has the local name only', () => {
    expect(rowNames({ fr: 'Fête du Vodoun' }, 'fr', 'Fête du Vodoun')).toEqual({ fr: 'Fête du Vodoun' });
    expect(rowNames({ de: 'Berchtoldstag' }, 'it', 'Berchtoldstag')).toEqual({
      de: 'Berchtoldstag',
      it: 'Berchtoldstag',
    });
    expect(rowNames({ en: 'Labour Day' }, 'fr', 'Fête du Travail')).toEqual({ en: 'Labour Day' });
  });

  it('describes a country: names, languages, zones, weekend and subdivisions', () => {
    const info = countryInfo('CH');
    expect(info).toMatchObject({ code: 'CH', name: 'Switzerland', weekend: [6, 0] });
    expect(info.languages[0]).toBe('de');
    expect(info.timezones).toContain('Europe/Zurich');
    expect(info.subdivisions).toContainEqual({ code: 'CH-ZH', name: 'Canton of Zürich', type: 'region' });
    expect(weekendOf('SA')).toEqual([5, 6]);
  });
});

describe("the library's lunisolar calendars, shared and remembered", () => {
  // Solar-term days (Qingming: `chinese 5-01 solarterm`) of each lunisolar kind, and a lunar day beside them.
  const RULES = ['chinese 5-01 solarterm', 'korean 5-01 solarterm', 'vietnamese 5-01 solarterm', 'korean 01-0-01'];
  const days = `
    const Holidays = require('date-holidays');
    const rules = ${JSON.stringify(RULES)};
    const out = {};
    for (const rule of rules) {
      const library = new Holidays();
      library.setHoliday(rule, { name: { en: 'day' }, type: 'public' });
      for (let year = 1990; year <= 2040; year++) out[rule + ' ' + year] = library.getHolidays(year).map((h) => h.date);
    }
    process.stdout.write(JSON.stringify(out));`;

  it('gives every kind the days the plain library gives, 1990-2040', () => {
    // The plain library in a process of its own: this one's library is changed once a country is built.
    const plain = JSON.parse(
      execFileSync(process.execPath, ['-e', days], {
        cwd: join(dirname(new URL(import.meta.url).pathname), '../..'),
      }).toString(),
    ) as Record<string, string[]>;
    new DateHolidaysCountry('HK').holidays(2020, 2020); // shares the caches and remembers the terms
    const here: Record<string, string[]> = {};
    for (const rule of RULES) {
      const library = new Holidays();
      library.setHoliday(rule, { name: { en: 'day' }, type: 'public' });
      for (let year = 1990; year <= 2040; year++)
        here[`${rule} ${year}`] = library.getHolidays(year).map((holiday) => holiday.date);
    }
    expect(Object.keys(plain)).toHaveLength(RULES.length * 51);
    expect(here).toEqual(plain);
  });
});
