// Contract 3.1.2: 3.1.1's object plus the record's `variant`, `revision` and
// `updatedAt` (what the export turns into the calendar's SEQUENCE and stamps).

import { defineContract, publicInScope, weekday, wholeDay } from './contract.js';

export default defineContract({
  version: '3.1.2',
  frozen: false,
  minimumPlan: 'explorer',
  queryEcho: 'string',
  roles: ['export'],
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
      dataVersion: '3.1.2',
      deprecated: record.deprecated,
      variant: record.variant,
      revision: record.revision,
      updatedAt: record.updatedAt,
    };
  },
});
