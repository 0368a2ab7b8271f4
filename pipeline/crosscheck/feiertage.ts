// feiertagejs (MIT): Germany's statutory holidays per state (Land), by the
// states' holiday laws and the years they changed (Reformation Day in the
// northern states from 2018, International Women's Day in Berlin from 2019,
// in Mecklenburg-Western Pomerania from 2023, World Children's Day in
// Thuringia from 2019, …); Easter and Whit Sunday where a state lists them
// (Brandenburg). It has no one-off days (Berlin's 8 May 2020 and 2025) and
// counts a day kept in part of a state only (Assumption: Bavaria's Catholic
// communities) as the state's.
//
// Compared as days off, state by state, with the dataset's statutory records
// (public, and regional ones of the state) on the day they are observed. A
// record of part of a state only (DE-BY-KATH) is shown as such where the
// package lists the day for the whole state.

import { getHolidays } from 'feiertagejs';
import { isStatutory, packageVersion, type CrossSource, type SourceDay } from './source.js';

/** The 16 states, as ISO 3166-2 codes and as the package names them. */
export const GERMAN_STATES = [
  'BW',
  'BY',
  'BE',
  'BB',
  'HB',
  'HH',
  'HE',
  'MV',
  'NI',
  'NW',
  'RP',
  'SL',
  'SN',
  'ST',
  'SH',
  'TH',
] as const;

export const feiertage: CrossSource = {
  id: 'feiertagejs',
  label: `feiertagejs ${packageVersion('feiertagejs')}`,
  countries: ['DE'],
  rule: "days off, per state: the package's holidays of each of the 16 states vs the statutory records (nationwide, or of the state) on their observed day",
  covers: (_country, years) => [...years],
  days(_country, years) {
    const days: SourceDay[] = [];
    for (const year of years) {
      for (const state of GERMAN_STATES) {
        for (const holiday of getHolidays(year, state))
          days.push({
            date: holiday.dateString,
            name: holiday.translate('de') ?? holiday.name,
            dayOff: true,
            place: `DE-${state}`,
          });
      }
    }
    return days;
  },
  daysOff: { select: isStatutory, day: 'observed' },
};
