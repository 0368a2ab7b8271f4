// Contract 3.2.0: 3.1.2's object plus `estimated` (the day is a computed
// forecast that a moon sighting or an announcement not made yet decides) and
// `sources` (the ids of the sources that list the record). `public` means what
// it means from 3.1.1 on. Opt-in, from the Growth plan. An answer to a
// request with `regions` names the codes as answered (`regions`: CN-11 sent,
// CN-BJ answered). Its countries file
// adds `isoSubdivisions` to each country: every ISO 3166-2 code of the
// country (each a valid `regions` code), with its name, type and parent, and
// the codes ISO replaced by it (answered as it).

import { defineContract, publicInScope, weekday, wholeDay } from './contract.js';
import { isoSubdivisions, replacedIsoCodes } from '../iso-3166-2.js';

export default defineContract({
  version: '3.2.0',
  frozen: false,
  minimumPlan: 'growth',
  queryEcho: 'string',
  answersRegions: true,
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
      dataVersion: '3.2.0',
      deprecated: record.deprecated,
      variant: record.variant,
      revision: record.revision,
      updatedAt: record.updatedAt,
      estimated: record.estimated,
      sources: record.sources,
    };
  },
  projectCountry: (country) => {
    const replaces = new Map<string, string[]>();
    for (const [old, current] of Object.entries(replacedIsoCodes(country.code)))
      replaces.set(current, [...(replaces.get(current) ?? []), old]);
    return {
      ...country,
      isoSubdivisions: isoSubdivisions(country.code).map((subdivision) => ({
        code: subdivision.code,
        name: subdivision.name,
        ...(subdivision.type === undefined ? {} : { type: subdivision.type }),
        parent: subdivision.parent,
        ...(replaces.has(subdivision.code) ? { replaces: replaces.get(subdivision.code) } : {}),
      })),
    };
  },
});
