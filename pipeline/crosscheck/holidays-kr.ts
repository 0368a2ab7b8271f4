// @hyunbinseo/holidays-kr (MIT): South Korea's public holidays (공휴일) as the
// Korea AeroSpace Administration's yearly almanac (월력요항) and the gazette
// publish them: the national holidays, the three days of Seollal and of
// Chuseok, the substitute holidays (대체공휴일), and election days and other
// days the government designated. One preset per year; a year without one is
// not covered (RangeError).
//
// Compared as days off with the dataset's nationwide `public` records of KR
// on their own days (the package lists a holiday on its day and its
// substitute day besides, as the dataset's pairs do).

import { getHolidayPreset } from '@hyunbinseo/holidays-kr';
import { isNationwide, packageVersion, type CrossSource, type SourceDay } from './source.js';

async function preset(year: number): Promise<Readonly<Record<string, readonly string[]>> | null> {
  try {
    return await getHolidayPreset(String(year));
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

export const holidaysKr: CrossSource = {
  id: 'holidays-kr',
  label: `@hyunbinseo/holidays-kr ${packageVersion('@hyunbinseo/holidays-kr')}`,
  countries: ['KR'],
  rule: "days off: the package's public holidays, substitute and designated days included, vs the nationwide public records' own days",
  async covers(_country, years) {
    const covered: number[] = [];
    for (const year of years) if (await preset(year)) covered.push(year);
    return covered;
  },
  async days(_country, years) {
    const days: SourceDay[] = [];
    for (const year of years) {
      for (const [date, names] of Object.entries((await preset(year)) ?? {}))
        days.push({ date, name: names.join(', '), dayOff: true });
    }
    return days;
  },
  daysOff: { select: (record) => record.type === 'public' && isNationwide(record), day: 'date' },
};
