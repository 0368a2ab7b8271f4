// Contract 3.1.1: 3.1.0's object, with `public` meaning statutory within the
// record's own scope (a regional day off is public in its region). Written out
// member by member, in the documented order (contract.ts says why).

import { defineContract, publicInScope, weekday, wholeDay } from './contract.js';

export default defineContract({
  version: '3.1.1',
  frozen: false,
  minimumPlan: 'explorer',
  queryEcho: 'string',
  project: (record) => {
    const { start, end } = wholeDay(record.date);
    return {
      country: record.country,
      date: record.date,
      start,
      end,
      id: record.id,
      localLanguage: record.localLanguage,
      name: record.name,
      name_local: record.nameLocal,
      observed: record.observed,
      public: publicInScope(record),
      subdivisions: record.subdivisions,
      regions: record.regions,
      substitute: record.substitute,
      type: record.type,
      weekday: { date: weekday(record.date), observed: weekday(record.observed) },
      dataVersion: '3.1.1',
      deprecated: record.deprecated,
    };
  },
});
