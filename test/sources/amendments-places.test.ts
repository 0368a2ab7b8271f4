// `remove` and `retype` with `subdivisions`: a holiday a state's law drops or types otherwise, the country-level
// listing kept everywhere else (amendments/README.md). ES: a national holiday's Monday kept in some communities only.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SourceHoliday } from '../../core/types.js';
import { loadAmendments } from '../../sources/amendments.js';
import { applyCorrections } from '../../sources/corrections.js';
import { tempDir } from '../helpers.js';

const CITE = { source: 'a test law, section 1' };

function entries(country: string, amendments: unknown[]) {
  const dir = join(tempDir('amendments'), 'amendments');
  mkdirSync(dir);
  writeFileSync(join(dir, `${country}.json`), JSON.stringify({ country, amendments }));
  return loadAmendments(dir);
}

const row = (date: string, name: string, scope: string | null, extra: Partial<SourceHoliday> = {}): SourceHoliday => ({
  source: 'date-holidays',
  country: 'ES',
  scope,
  date,
  substitute: false,
  key: name.toLowerCase(),
  names: { en: name },
  localLanguage: 'es',
  type: 'public',
  start: `${date}T00:00:00.000Z`,
  end: `${date}T23:59:59.000Z`,
  timezone: 'Europe/Madrid',
  ...extra,
});

const context = {
  country: 'ES',
  timezone: 'Europe/Madrid',
  localLanguage: 'es',
  parentOf: (scope: string) => (scope === 'ES-BARCELONA' ? 'ES-CT' : null),
  topLevel: ['ES-AN', 'ES-CT', 'ES-GA'],
};

describe('amendments naming places: remove and retype in some subdivisions only', () => {
  // Christmas Day 2022 on a Sunday, its Monday off listed for the whole country (and again for Barcelona).
  const christmas = [
    row('2022-12-25', 'Christmas Day', null),
    row('2022-12-26', 'Christmas Day', null, { substitute: true, substituteFor: '2022-12-25' }),
    row('2022-12-26', 'Christmas Day', 'ES-BARCELONA', { substitute: true, substituteFor: '2022-12-25' }),
  ];

  it('a remove with dayOff withdraws the day off alone, in the places named and the cities in them', () => {
    const out = applyCorrections(
      christmas,
      entries('ES', [
        {
          action: 'remove',
          name: 'Christmas Day',
          date: '2022-12-25',
          dayOff: true,
          subdivisions: ['ES-CT', 'ES-GA'],
          ...CITE,
        },
      ]),
      context,
    );
    expect(out.unmatched).toEqual([]);
    // The holiday itself stays for the whole country; its day off is listed in the one community that keeps it.
    expect(out.rows.map((each) => [each.date, each.scope, each.substitute])).toEqual([
      ['2022-12-25', null, false],
      ['2022-12-26', 'ES-AN', true],
    ]);
  });

  it('a remove on the holiday leaves the places out of the country-level listing; without places it goes everywhere', () => {
    const joseph = [row('2024-03-19', 'Saint Joseph', null), row('2024-03-19', 'Saint Joseph', 'ES-GA')];
    const scoped = applyCorrections(
      joseph,
      entries('ES', [{ action: 'remove', name: 'Saint Joseph', date: '2024-03-19', subdivisions: ['ES-GA'], ...CITE }]),
      context,
    ).rows;
    expect(scoped.map((each) => [each.scope, each.removedIn])).toEqual([[null, ['ES-GA']]]);
    const everywhere = applyCorrections(
      joseph,
      entries('ES', [{ action: 'remove', name: 'Saint Joseph', date: '2024-03-19', ...CITE }]),
      context,
    ).rows;
    expect(everywhere).toEqual([]);
  });

  it('a retype in some places: their own rows take the type, a country-level row gets a row of that type there', () => {
    const out = applyCorrections(
      [row('2024-12-26', "St. Stephen's Day", null), row('2024-12-26', "St. Stephen's Day", 'ES-CT')],
      entries('ES', [
        {
          action: 'retype',
          name: "St. Stephen's Day",
          date: '2024-12-26',
          type: 'observance',
          subdivisions: ['ES-CT', 'ES-AN'],
          ...CITE,
        },
      ]),
      context,
    ).rows;
    expect(out.map((each) => [each.scope, each.type])).toEqual([
      [null, 'public'],
      ['ES-AN', 'observance'],
      ['ES-CT', 'observance'],
    ]);
  });

  it('easter with years names one day of each year: Carnival Saturday, not its Monday (BR)', () => {
    // Carnival 2024: Saturday 10 to Tuesday 13 February (Easter Sunday 31 March).
    const carnival = ['2024-02-10', '2024-02-11', '2024-02-12', '2024-02-13'].map((date) =>
      row(date, 'Carnival', null, { country: 'BR', type: 'religious' }),
    );
    const out = applyCorrections(
      carnival,
      entries('BR', [{ action: 'retype', name: 'Carnival', easter: -50, years: '2024-', type: 'observance', ...CITE }]),
      { country: 'BR', timezone: 'America/Sao_Paulo', localLanguage: 'pt', years: { from: 2024, to: 2024 } },
    );
    expect(out.unmatched).toEqual([]);
    expect(out.rows.map((each) => each.type)).toEqual(['observance', 'religious', 'religious', 'religious']);
    expect(() =>
      entries('BR', [
        { action: 'retype', name: 'Carnival', easter: -50, date: '2024-02-10', type: 'observance', ...CITE },
      ]),
    ).toThrow(/field easter: only with years/);
  });

  it('a remove with dayOff and no places: every day off of the holiday goes, a row observed on another day keeps its own', () => {
    const moved = row('2021-05-01', 'Labour Day', 'ES-CT', { observed: '2021-05-03' });
    const out = applyCorrections(
      [...christmas, moved],
      entries('ES', [
        { action: 'remove', name: 'Christmas Day', date: '2022-12-25', dayOff: true, ...CITE },
        { action: 'remove', name: 'Labour Day', date: '2021-05-01', dayOff: true, ...CITE },
      ]),
      context,
    );
    expect(out.unmatched).toEqual([]);
    expect(out.rows.map((each) => [each.date, each.scope, each.observed])).toEqual([
      ['2022-12-25', null, undefined],
      ['2021-05-01', 'ES-CT', undefined],
    ]);
  });

  it('an empty list of places is refused, naming the field', () => {
    expect(() =>
      entries('ES', [{ action: 'remove', name: 'Saint Joseph', date: '2024-03-19', subdivisions: [], ...CITE }]),
    ).toThrow(/entry 1, field subdivisions: must name at least one subdivision/);
  });
});
