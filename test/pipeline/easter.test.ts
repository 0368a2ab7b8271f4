import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { easterSunday } from '../../core/easter.js';

describe('easterSunday', () => {
  it('gives the published Western Easter Sundays of 2000-2030, and the earliest and latest possible days', () => {
    const published = [
      '2000-04-23',
      '2001-04-15',
      '2002-03-31',
      '2003-04-20',
      '2004-04-11',
      '2005-03-27',
      '2006-04-16',
      '2007-04-08',
      '2008-03-23',
      '2009-04-12',
      '2010-04-04',
      '2011-04-24',
      '2012-04-08',
      '2013-03-31',
      '2014-04-20',
      '2015-04-05',
      '2016-03-27',
      '2017-04-16',
      '2018-04-01',
      '2019-04-21',
      '2020-04-12',
      '2021-04-04',
      '2022-04-17',
      '2023-04-09',
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2028-04-16',
      '2029-04-01',
      '2030-04-21',
    ];
    expect(published.map((day) => easterSunday(Number(day.slice(0, 4))))).toEqual(published);
    // 22 March and 25 April are the bounds: 1818 and 2285 on the first, 1943 and 2038 on the last.
    expect([1818, 2285, 1943, 2038].map(easterSunday)).toEqual([
      '1818-03-22',
      '2285-03-22',
      '1943-04-25',
      '2038-04-25',
    ]);
  });

  it('agrees with the rule library’s Ostersonntag for 1900-2199', () => {
    const library = new Holidays('DE');
    const differences: string[] = [];
    for (let year = 1900; year <= 2199; year++) {
      const sunday = library
        .getHolidays(year)
        .find((holiday) => holiday.rule === 'easter')!
        .date.slice(0, 10);
      if (sunday !== easterSunday(year)) differences.push(`${year}: ${sunday} / ${easterSunday(year)}`);
    }
    expect(differences).toEqual([]);
  });
});
