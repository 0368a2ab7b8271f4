// @18f/us-federal-holidays (CC0): the US federal holidays of 5 U.S.C. 6103 by
// their rules, each on the day federal employees have off (a Saturday holiday
// on the Friday before, a Sunday one on the Monday after), from the year each
// began (Juneteenth from 2021). It knows no one-off closures by executive
// order, nor Inauguration Day (a day off in the Washington area only).
//
// Compared as days off with the dataset's nationwide `public` records of the
// US, each on the day it is observed.

import federal from '@18f/us-federal-holidays';
import { isNationwide, packageVersion, type CrossSource } from './source.js';

export const usFederal: CrossSource = {
  id: 'us-federal-holidays',
  label: `@18f/us-federal-holidays ${packageVersion('@18f/us-federal-holidays')}`,
  countries: ['US'],
  rule: "days off: the package's federal holidays on their observed day vs the nationwide public records' observed days",
  covers: (_country, years) => [...years],
  days(_country, years) {
    // A year's list holds its holidays on their observed days: New Year's Day on 31 December of the year before when 1 January is a Saturday.
    return years.flatMap((year) =>
      federal.allForYear(year).map((holiday) => ({ date: holiday.dateString, name: holiday.name, dayOff: true })),
    );
  },
  daysOff: { select: (record) => record.type === 'public' && isNationwide(record), day: 'observed' },
};
