// @socialgouv/jours-feries (Apache-2.0; the French government's SocialGouv
// team, a port of AntoineAugusti/jours-feries-france): France's public
// holidays (jours fériés) as the Code du travail lists them (L3133-1: 1
// January, Easter Monday, 1 May, 8 May, Ascension, Whit Monday, 14 July,
// 15 August, 1 November, 11 November, 25 December), computed for any year;
// with the `alsace` option, the two days more of the departments of
// Moselle, Bas-Rhin and Haut-Rhin (L3134-13: Good Friday, St Stephen's Day).
//
// Compared as days off, places apart: the package's national list vs the
// nationwide statutory records; its Alsace-Moselle list vs the statutory
// records of the whole country or of each of FR-57, FR-67 and FR-68 (the
// dataset keeps the two extra days as regional records of those codes).
// Overseas departments' own days are not compared: the package has none.

import joursFeries from '@socialgouv/jours-feries';
import { isStatutory, packageVersion, yearsWithin, type CrossSource, type SourceDay } from './source.js';

/** The departments of Alsace-Moselle, as ISO 3166-2 codes. */
export const ALSACE_MOSELLE = ['FR-57', 'FR-67', 'FR-68'] as const;

/**
 * The years compared: from 1982, the list's current form (8 May a public holiday again by loi n° 81-893 of
 * 2 October 1981); the package computes the same list for any year.
 */
export const JOURS_FERIES_YEARS = { from: 1982, to: 2100 } as const;

/**
 * The package's Date (local midnight, or a day's milliseconds added to it) as YYYY-MM-DD in local time: half a
 * day added first, so that a daylight-saving change between Easter and the day it counts from cannot move it.
 */
function dayOf(date: Date): string {
  const noon = new Date(date.getTime() + 12 * 3600 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${noon.getFullYear()}-${pad(noon.getMonth() + 1)}-${pad(noon.getDate())}`;
}

export const joursFeriesSource: CrossSource = {
  id: 'jours-feries',
  label: `@socialgouv/jours-feries ${packageVersion('@socialgouv/jours-feries')}`,
  countries: ['FR'],
  rule: "days off, places apart: the package's jours fériés (Code du travail L3133-1) vs the nationwide statutory records; with its Alsace option (L3134-13: Good Friday, St Stephen's Day) vs the statutory records of FR-57, FR-67 and FR-68, each",
  covers: (_country, years) => yearsWithin(years, JOURS_FERIES_YEARS.from, JOURS_FERIES_YEARS.to),
  days(_country, years) {
    const days: SourceDay[] = [];
    for (const year of years) {
      for (const [name, date] of Object.entries(joursFeries(year)))
        days.push({ date: dayOf(date), name, dayOff: true });
      for (const [name, date] of Object.entries(joursFeries(year, { alsace: true })))
        for (const place of ALSACE_MOSELLE) days.push({ date: dayOf(date), name, dayOff: true, place });
    }
    return days;
  },
  daysOff: { select: isStatutory, day: 'date', placesApart: true },
};
