// @hebcal/core (GPL-2.0; run as a separate tool, not shipped with the
// dataset or the server): the Hebrew calendar and its holidays, in Israel's
// reckoning (`il`: one day of Yom Tov, Simchat Torah with Shmini Atzeret),
// with the Israeli national days the Knesset set and the moves their laws
// make (Yom HaZikaron and Yom HaAtzma'ut off a Friday or Saturday, Rabin's
// memorial day off a Friday, …), each from the year its law began.
//
// Two comparisons for IL:
// - days off: the Yom Tov days (flag CHAG: Pesach I and VII, Shavuot, Rosh
//   Hashana I and II, Yom Kippur, Sukkot I, Shmini Atzeret) and Yom
//   HaAtzma'ut, the days off of the Hours of Work and Rest Law, vs the
//   statutory records on their observed day;
// - dates: the other holidays the dataset has (fasts, memorial days, Tu
//   BiShvat, Sigd, …), matched by the table below, vs their records' observed
//   day (the day the law moved them to).

import { flags, HebrewCalendar } from '@hebcal/core';
import { isStatutory, packageVersion, withNeighbours, type CrossSource, type SourceDay } from './source.js';

/** The dataset's keys (normalised English names) of IL's other holidays, and hebcal's name of each. */
export const HEBCAL_HOLIDAYS: Readonly<Record<string, string>> = {
  'tu bishvat (arbor day)': 'Tu BiShvat',
  'aliyah day': 'Yom HaAliyah',
  'holocaust remembrance day (yom hashoah)': 'Yom HaShoah',
  'fallen soldiers and victims of terrorism remembrance day (yom hazikaron)': 'Yom HaZikaron',
  'herzl day': 'Herzl Day',
  'jerusalem day (yom yerushalayim)': 'Yom Yerushalayim',
  'seventeenth of tamuz, fast': 'Tzom Tammuz',
  'jabotinsky day': 'Jabotinsky Day',
  "tisha b'av, fast": "Tish'a B'Av",
  "tu b'av (fifteenth of av)": "Tu B'Av",
  'fast of gedaliah (tzom gedalya)': 'Tzom Gedaliah',
  'rabin day': 'Yitzhak Rabin Memorial Day',
  sigd: 'Sigd',
  'ben-gurion day': 'Ben-Gurion Day',
  'tenth of tevet': "Asara B'Tevet",
};

/** A Date hebcal made at local midnight, as YYYY-MM-DD (whatever the process's time zone). */
const isoDay = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

const DAY_OFF_MODERN = new Set(["Yom HaAtzma'ut"]);
const DATED = new Set(Object.values(HEBCAL_HOLIDAYS));

export const hebcal: CrossSource = {
  id: 'hebcal',
  label: `@hebcal/core ${packageVersion('@hebcal/core')}`,
  countries: ['IL'],
  rule: "days off: hebcal's Yom Tov days (Israel) and Yom HaAtzma'ut vs the statutory records' observed days; dates: its other holidays the dataset has, by name (table in pipeline/crosscheck/hebcal.ts), vs their records' observed day",
  covers: (_country, years) => [...years],
  days(_country, years) {
    const days: SourceDay[] = [];
    for (const year of withNeighbours(years)) {
      for (const event of HebrewCalendar.calendar({
        year,
        isHebrewYear: false,
        il: true,
        noRoshChodesh: true,
        noSpecialShabbat: true,
      })) {
        const eventFlags = event.getFlags();
        if (eventFlags & flags.EREV) continue;
        const date = isoDay(event.getDate().greg());
        const name = event.render('en');
        const base = event.basename();
        if (eventFlags & flags.CHAG || DAY_OFF_MODERN.has(base)) {
          if (years.includes(year)) days.push({ date, name, dayOff: true });
        } else if (DATED.has(base)) {
          days.push({ date, name, dayOff: false, holiday: base });
        }
      }
    }
    return days;
  },
  daysOff: { select: isStatutory, day: 'observed' },
  dates: { select: () => true, day: 'observed', holidayOf: (record) => HEBCAL_HOLIDAYS[record.key] ?? null },
};
