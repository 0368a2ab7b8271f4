// chinese-days (MIT): China's holiday arrangements as the State Council's
// General Office announces them each year (国务院办公厅关于<year>年部分节假日安排的通知),
// 2004 to the last year announced: every day off of each arrangement
// (the statutory days, the days moved onto weekdays, the weekend days
// between them), and the weekend days made working days to pay for them
// (调休, makeup days). Read from the package's dist/chinese-days.json
// (`holidays`, `workdays`: date → "English name,中文名,statutory days").
//
// Compared as days off with the dataset's nationwide `public` records of CN
// on the day they are observed (the dataset lists each day of an arrangement
// as a record of its holiday); and as working days with the snapshot's
// nationwide makeup working days (workdays/CN.json).

import { createRequire } from 'node:module';
import { yearOf } from '../../core/dates.js';
import { isNationwide, packageVersion, type CrossSource, type SourceDay } from './source.js';

interface ChineseDaysData {
  /** The days off, each with "English name,中文名,statutory days". */
  holidays: Record<string, string>;
  /** The weekend days worked (调休), each with the holiday it pays for, as above. */
  workdays: Record<string, string>;
}

let data: ChineseDaysData | undefined;
const loaded = () =>
  (data ??= createRequire(import.meta.url)('chinese-days/dist/chinese-days.json') as ChineseDaysData);

/** "Spring Festival,春节,4" → "Spring Festival (春节)". */
const nameOf = (value: string) => {
  const [english, chinese] = value.split(',');
  return chinese ? `${english} (${chinese})` : english!;
};

/** The years the package has arrangements for: those with a day off. */
export function chineseDaysYears(): number[] {
  return [...new Set(Object.keys(loaded().holidays).map(yearOf))].sort((a, b) => a - b);
}

export const chineseDays: CrossSource = {
  id: 'chinese-days',
  label: `chinese-days ${packageVersion('chinese-days')}`,
  countries: ['CN'],
  rule: "days off: the package's days off of each year's arrangement (State Council notices, 2004 on) vs the nationwide public records' observed days; working days: its makeup working days (调休) vs the snapshot's nationwide makeup working days (workdays/CN.json)",
  covers(_country, years) {
    const known = new Set(chineseDaysYears());
    return years.filter((year) => known.has(year));
  },
  days(_country, years) {
    const wanted = new Set(years);
    const { holidays, workdays } = loaded();
    const days: SourceDay[] = [];
    for (const [date, value] of Object.entries(holidays))
      if (wanted.has(yearOf(date))) days.push({ date, name: nameOf(value), dayOff: true });
    for (const [date, value] of Object.entries(workdays))
      if (wanted.has(yearOf(date)))
        days.push({ date, name: `working day for ${nameOf(value)}`, dayOff: false, workday: true });
    return days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  },
  daysOff: { select: (record) => record.type === 'public' && isNationwide(record), day: 'observed' },
  workdays: true,
};
