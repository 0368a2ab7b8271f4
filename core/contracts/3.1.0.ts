// Contract 3.1.0 (the default): adds `localLanguage` and `regions` (each
// subdivision code with its kind); `public` is still statutory nationwide.

import { defineContract, publicNationwide, weekday, wholeDay } from './contract.js';

export default defineContract({
  version: '3.1.0',
  frozen: false,
  minimumPlan: 'explorer',
  queryEcho: 'string',
  roles: ['default'],
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
      public: publicNationwide(record),
      subdivisions: record.subdivisions,
      regions: record.regions,
      substitute: record.substitute,
      type: record.type,
      weekday: { date: weekday(record.date), observed: weekday(record.observed) },
      dataVersion: '3.1.0',
      deprecated: record.deprecated,
    };
  },
});
