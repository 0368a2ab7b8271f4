// Contract 3.0.0: the original holiday object, without `localLanguage` and
// `regions`; `public` is statutory nationwide. Frozen (docs/api.md, Contract versions), and from
// the Builder plan on.

import { defineContract, publicNationwide, weekday, wholeDay } from './contract.js';

export default defineContract({
  version: '3.0.0',
  frozen: true,
  minimumPlan: 'builder',
  queryEcho: 'object',
  project: (record) => {
    const { start, end } = wholeDay(record.date);
    return {
      country: record.country,
      date: record.date,
      start,
      end,
      id: record.id,
      name: record.name,
      name_local: record.nameLocal,
      observed: record.observed,
      public: publicNationwide(record),
      subdivisions: record.subdivisions,
      substitute: record.substitute,
      type: record.type,
      weekday: { date: weekday(record.date), observed: weekday(record.observed) },
      dataVersion: '3.0.0',
      deprecated: record.deprecated,
    };
  },
});
