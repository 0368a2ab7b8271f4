import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveCountries } from '../../pipeline/build-scope.js';
import { exitCodeOf, EXIT } from '../../pipeline/exit-codes.js';
import {
  CountryDefinitionError,
  DEFAULT_COUNTRIES_DIR,
  impossibleDate,
  loadDefinitions,
} from '../../sources/country-definitions.js';
import { countryCodes, countryInfo, DateHolidaysCountry } from '../../sources/date-holidays.js';
import { tempDir } from '../helpers.js';

const CITE = 'a test law, article 1';
const QATAR = {
  country: 'QA',
  names: { en: 'Qatar', ar: 'قطر' },
  languages: ['ar'],
  timezones: ['Asia/Qatar'],
  holidays: [
    { rule: '12-18', names: { en: 'National Day', ar: 'اليوم الوطني' }, type: 'public', citation: CITE },
    {
      rule: '2nd tuesday in February',
      names: { en: 'National Sports Day', ar: 'اليوم الرياضي للدولة' },
      type: 'public',
      from: 2012,
      citation: CITE,
    },
    { rule: '1 Shawwal P3D', names: { en: 'Eid al-Fitr', ar: 'عيد الفطر' }, type: 'public', citation: CITE },
  ],
};

/** A definitions folder holding the files given, by file name. */
function folder(files: Record<string, unknown>): string {
  const dir = join(tempDir('countries'), 'countries');
  mkdirSync(dir);
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), JSON.stringify(content));
  return dir;
}

const withHoliday = (holiday: object) => ({ ...QATAR, holidays: [QATAR.holidays[0], holiday] });
const previous = process.env.COUNTRIES_DIR;
afterEach(() => {
  if (previous === undefined) delete process.env.COUNTRIES_DIR;
  else process.env.COUNTRIES_DIR = previous;
});

describe("country definitions (countries/): the project's own countries, checked at load", () => {
  it("the project's files: every one lists the sources consulted, and each guide they name is credited in ATTRIBUTION.md", () => {
    const attribution = readFileSync(join(import.meta.dirname, '..', '..', 'ATTRIBUTION.md'), 'utf8');
    const guides = [
      'python-holidays',
      'Wikipedia',
      'Nager.Date',
      'qppstudio',
      'nepali-date-converter',
      'workalendar',
      'timeanddate',
      'officeholidays',
    ];
    const files = readdirSync(DEFAULT_COUNTRIES_DIR).filter((name) => name.endsWith('.json'));
    expect(files.length).toBeGreaterThanOrEqual(44);
    for (const name of files) {
      const text = readFileSync(join(DEFAULT_COUNTRIES_DIR, name), 'utf8');
      expect(
        (JSON.parse(text) as { sources?: unknown[] }).sources?.length,
        `${name} lists its sources`,
      ).toBeGreaterThan(0);
      for (const guide of guides)
        if (text.toLowerCase().includes(guide.toLowerCase()))
          expect(attribution, `${name} names ${guide}: credit it in ATTRIBUTION.md`).toContain(guide);
    }
  });

  it('a rule without a citation, an unknown calendar or a day that cannot exist stops the load, naming the file, the holiday and the field', () => {
    const uncited = folder({ 'QA.json': withHoliday({ rule: '05-01', names: { en: 'Labour Day' }, type: 'public' }) });
    expect(() => loadDefinitions(uncited)).toThrow(
      /country definition .*countries\/QA\.json: holiday 2, field citation: .*must cite the law, decree, gazette or announcement/,
    );

    const unknownCalendar = folder({
      'QA.json': withHoliday({ rule: 'nepali 1 Baisakh', names: { en: 'New Year' }, type: 'public', citation: CITE }),
    });
    expect(() => loadDefinitions(unknownCalendar)).toThrow(
      /QA\.json: holiday 2 \(New Year\), field rule: "nepali 1 Baisakh" is not a rule the engine reads \(an unknown calendar/,
    );

    const impossible = folder({
      'QA.json': withHoliday({ rule: '02-30', names: { en: 'Leap Day' }, type: 'public', citation: CITE }),
    });
    expect(() => loadDefinitions(impossible)).toThrow(
      /QA\.json: holiday 2 \(Leap Day\), field rule: 02-30 is a day that cannot exist/,
    );
    const notLeap = folder({
      'QA.json': withHoliday({ rule: '2023-02-29', names: { en: 'Decreed Day' }, type: 'public', citation: CITE }),
    });
    expect(() => loadDefinitions(notLeap)).toThrow(
      /holiday 2 \(Decreed Day\), field rule: 2023-02-29 is a day that cannot exist/,
    );

    const badType = folder({
      'QA.json': withHoliday({ rule: '05-01', names: { en: 'Labour Day' }, type: 'holiday', citation: CITE }),
    });
    expect(() => loadDefinitions(badType)).toThrow(
      /holiday 2, field type: must be one of public, bank, governmental, religious, observance/,
    );
    const twice = folder({ 'QA.json': withHoliday({ ...QATAR.holidays[0], names: { en: 'Again' } }) });
    expect(() => loadDefinitions(twice)).toThrow(/holiday 2 \(Again\), field rule: "12-18" is listed twice/);
    const noEnglish = folder({
      'QA.json': withHoliday({ rule: '05-01', names: { ar: 'عيد العمال' }, type: 'public', citation: CITE }),
    });
    expect(() => loadDefinitions(noEnglish)).toThrow(/holiday 2, field names: must give an English name/);
    const emptyUnexplained = folder({ 'BV.json': { ...QATAR, country: 'BV', holidays: [] } });
    expect(() => loadDefinitions(emptyUnexplained)).toThrow(
      /BV\.json: field noHolidays: a country without holidays must say why/,
    );
    const badZone = folder({ 'QA.json': { ...QATAR, timezones: ['Asia/Doha_Town'] } });
    expect(() => loadDefinitions(badZone)).toThrow(/QA\.json: field timezones\.0: is not an IANA time zone/);
  });

  it('knows what days cannot exist in each calendar it checks', () => {
    expect([
      impossibleDate('02-29'),
      impossibleDate('2024-02-29 P3D'),
      impossibleDate('30 Ramadan'),
      impossibleDate('julian 12-25'),
    ]).toEqual([null, null, null, null]);
    expect(impossibleDate('04-31')).toMatch(/cannot exist/);
    expect(impossibleDate('13-01')).toMatch(/cannot exist/);
    expect(impossibleDate('31 Shawwal P3D')).toMatch(/Hijri months have 29 or 30 days/);
  });

  it('a bad definition stops the build before anything is read or locked, as a usage error (exit 2)', () => {
    process.env.COUNTRIES_DIR = folder({
      'QA.json': withHoliday({ rule: '05-01', names: { en: 'Labour Day' }, type: 'public' }),
    });
    let error: unknown;
    try {
      resolveCountries(['QA']);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(CountryDefinitionError);
    expect(exitCodeOf(error)).toBe(EXIT.usage);
  });

  it('a definition of a country the rule library has is refused: it is amended in amendments/', () => {
    process.env.COUNTRIES_DIR = folder({ 'DE.json': { ...QATAR, country: 'DE' } });
    expect(() => countryCodes()).toThrow(
      /DE\.json: field country: DE is a country of the rule library: amend it in amendments\//,
    );
  });

  it('a defined country is a supported country: its facts, and its days by the same engine, typed as the definition says', () => {
    process.env.COUNTRIES_DIR = folder({ 'QA.json': QATAR });
    expect(countryCodes()).toContain('QA');
    expect(resolveCountries(['qa'])).toEqual(['QA']);
    expect(countryInfo('QA')).toEqual({
      code: 'QA',
      name: 'Qatar',
      names: { ar: 'قطر', en: 'Qatar' },
      languages: ['ar'],
      timezones: ['Asia/Qatar'],
      weekend: [5, 6],
      subdivisions: [],
    });
    const rows = new DateHolidaysCountry('QA').holidays(2011, 2012);
    const days = rows.map(
      (row) => `${row.date} ${row.names.en} ${row.type} ${row.source}${row.estimated ? ' estimated' : ''}`,
    );
    // Sports Day from 2012 (its law's first year): 14 February 2012 is the second Tuesday.
    expect(days).toContain('2012-02-14 National Sports Day public country-definitions');
    expect(days.filter((day) => day.includes('Sports'))).toHaveLength(1);
    expect(days).toContain('2011-12-18 National Day public country-definitions');
    // A Hijri day is an estimate, three rows for a P3D feast.
    expect(
      days.filter((day) => day.includes('Eid al-Fitr') && day.startsWith('2012') && day.endsWith('estimated')),
    ).toHaveLength(3);
    expect(rows.find((row) => row.key === 'national day')?.names).toEqual({ ar: 'اليوم الوطني', en: 'National Day' });
  });
});
