// @holiday-jp/holiday_jp (MIT): Japan's national holidays (国民の祝日) 1970–2050,
// with the substitute holidays (振替休日) and the citizens' holidays (国民の休日)
// the law makes of them; computed ahead by the Holiday Act's rules.
//
// Compared as days off with the dataset's nationwide `public` records of JP on
// their own days: the package lists a holiday on its day even when that is a
// Sunday, and its substitute day besides, as the dataset's pairs do.

import holidayJpPackage from '@holiday-jp/holiday_jp';
import { isNationwide, packageVersion, yearsWithin, type CrossSource } from './source.js';

export const HOLIDAY_JP_YEARS = { from: 1970, to: 2050 } as const;

export const holidayJp: CrossSource = {
  id: 'holiday-jp',
  label: `@holiday-jp/holiday_jp ${packageVersion('@holiday-jp/holiday_jp')}`,
  countries: ['JP'],
  rule: "days off: the package's national and substitute holidays vs the nationwide public records' own days",
  covers: (_country, years) => yearsWithin(years, HOLIDAY_JP_YEARS.from, HOLIDAY_JP_YEARS.to),
  days(_country, years) {
    const wanted = new Set(years.map(String));
    return Object.values(holidayJpPackage.holidays as Record<string, { date: string; name: string; name_en: string }>)
      .filter((holiday) => wanted.has(holiday.date.slice(0, 4)))
      .map((holiday) => ({ date: holiday.date, name: `${holiday.name} (${holiday.name_en})`, dayOff: true }));
  },
  daysOff: { select: (record) => record.type === 'public' && isNationwide(record), day: 'date' },
};
