import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import {
  baseRuleOf,
  cityCode,
  countryCodes,
  countryInfo,
  DateHolidaysCountry,
  FIRST_YEARS,
  isReligious,
  rowNames,
  shareRuleComputations,
  splitDays,
  targetsOf,
  weekendOf,
} from '../../sources/date-holidays.js';
import { namesByLanguage, primaryLanguage } from '../../core/languages.js';
import type { SourceHoliday } from '../../core/types.js';

describe('date-holidays source', () => {
  it('covers all 207 countries of the library', () => {
    const codes = countryCodes();
    expect(codes).toHaveLength(207);
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
    expect(namesByLanguage({ en: 'Labour Day', 'en-us': 'Labor Day', 'de-at': 'Tag der Arbeit AT', de: 'Tag der Arbeit' }, 'US')).toEqual({
      de: 'Tag der Arbeit',
      en: 'Labor Day',
    });
  });

  it('tells religious feasts by their calendar or name', () => {
    expect(isReligious('easter -2', 'Good Friday')).toBe(true);
    expect(isReligious('1 Shawwal P3D', 'End of Ramadan (Eid al-Fitr)')).toBe(true);
    expect(isReligious('12-24', 'Christmas Eve')).toBe(true);
    expect(isReligious('2nd sunday in May', "Mother's Day")).toBe(false);
  });

  it('splits a multi-day holiday into one row per day, keeping the real start and end', () => {
    const row: SourceHoliday = {
      source: 'date-holidays', country: 'AE', scope: null, date: '2024-04-10', substitute: false, key: 'eid', names: { en: 'Eid' },
      localLanguage: 'ar', type: 'public', start: '2024-04-09T14:00:00.000Z', end: '2024-04-12T14:00:00.000Z', timezone: 'Asia/Dubai',
    };
    const days = splitDays(row, '2024-04-10 00:00:00 -0600');
    expect(days.map((d) => d.date)).toEqual(['2024-04-10', '2024-04-11', '2024-04-12']);
    expect(days[0]!.start).toBe('2024-04-09T14:00:00.000Z');
    expect(days[0]!.end).toBe('2024-04-10T20:00:00.000Z'); // local midnight in Dubai (UTC+4)
    expect(days[2]!.end).toBe('2024-04-12T14:00:00.000Z');
    expect(splitDays({ ...row, end: '2024-04-10T20:00:00.000Z' }, '2024-04-10 00:00:00 -0600')).toHaveLength(1);
  });

  it('keeps the hours of a part-day holiday', () => {
    const rows = new DateHolidaysCountry('DE').holidays(2024, 2024).filter((r) => r.date === '2024-12-24' && r.scope === null);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ start: '2024-12-24T13:00:00.000Z', end: '2024-12-24T23:00:00.000Z', timezone: 'Europe/Berlin', type: 'bank' });
  });

  it('gives the same holidays as the plain library when computations are shared across targets', () => {
    for (const country of ['MY', 'DE', 'US', 'CH', 'JP']) {
      const pool = new Map();
      for (const target of targetsOf(country)) {
        const plain = new Holidays(...(target.args as [string]));
        const shared = new Holidays(...(target.args as [string]));
        shareRuleComputations(shared, pool);
        for (let year = 2019; year <= 2026; year++) {
          expect(JSON.stringify(shared.getHolidays(year)), `${target.args.join('.')} ${year}`).toBe(JSON.stringify(plain.getHolidays(year)));
        }
      }
    }
  });

  const nationwide = (country: string, from: number, to: number, key: string) =>
    new DateHolidaysCountry(country).holidays(from, to).filter((r) => r.key === key && r.scope === null).map((r) => [r.date, r.observed, r.substitute, r.substituteFor]);

  it('takes a day a law set for one year as the holiday itself where the rule keeps its day besides moving it (JP 2020)', () => {
    // `substitutes 08-11 and if sunday then next monday`, enabled on 2020-08-10: Mountain Day itself moved for the Olympics.
    expect(nationwide('JP', 2020, 2021, 'mountain day')).toEqual([
      ['2020-08-10', undefined, false, undefined],
      ['2021-08-08', undefined, false, undefined],
      ['2021-08-09', undefined, true, '2021-08-08'],
    ]);
  });

  it('keeps a day a law set for a rule that only moves as the day off of the holiday (AR 2001, VG 2020)', () => {
    expect(nationwide('AR', 2001, 2001, 'the day of the race')).toEqual([['2001-10-12', '2001-10-08', false, undefined]]);
    expect(nationwide('VG', 2020, 2020, "st. ursula's day")).toEqual([['2020-10-21', '2020-10-23', false, undefined]]);
  });

  it('gives no holiday for the years before it existed (UA Statehood Day, from 2022)', () => {
    expect(FIRST_YEARS.UA).toEqual({ 'statehood day': 2022 });
    expect(nationwide('UA', 2019, 2022, 'statehood day')).toEqual([['2022-07-28', undefined, false, undefined]]);
  });

  it('names in English from the project’s table what the library names only in other languages, with the English key', () => {
    const tn = new DateHolidaysCountry('TN').holidays(2024, 2024).filter((r) => r.date === '2024-07-25');
    expect(tn.map((r) => [r.key, r.names])).toEqual([['republic day', { ar: 'عيد الجمهورية', en: 'Republic Day', fr: 'Fête de la République' }]]);
    // Switzerland's cantons name the National Day in their own languages: one holiday, one key.
    const ch = new DateHolidaysCountry('CH').holidays(2024, 2024).filter((r) => r.date === '2024-08-01');
    expect(new Set(ch.map((r) => r.key))).toEqual(new Set(['swiss national day']));
    expect(new Set(ch.map((r) => r.names[r.localLanguage] ?? r.names.de))).toEqual(new Set(['Bundesfeiertag', 'Fête nationale', 'Giorno festivo federale']));
  });

  it('makes up no English name: without one, a row has the local name only', () => {
    expect(rowNames({ fr: 'Fête du Vodoun' }, 'fr', 'Fête du Vodoun')).toEqual({ fr: 'Fête du Vodoun' });
    expect(rowNames({ de: 'Berchtoldstag' }, 'it', 'Berchtoldstag')).toEqual({ de: 'Berchtoldstag', it: 'Berchtoldstag' });
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
