import { readdirSync, readFileSync, statSync } from 'node:fs';
import { CONTRACT_VERSIONS, projectHoliday } from '../core/contracts.js';
const snap = '/tmp/pb/snapshots/' + readdirSync('/tmp/pb/snapshots')[0] + '/3.2.0';
const recs: any[] = [];
for (const c of readdirSync(snap)) {
  if (!statSync(`${snap}/${c}`).isDirectory()) continue;
  for (const f of readdirSync(`${snap}/${c}`))
    for (const h of JSON.parse(readFileSync(`${snap}/${c}/${f}`, 'utf8')).holidays)
      recs.push({
        id: h.id,
        country: h.country,
        date: h.date,
        observed: h.observed,
        key: 'k',
        name: h.name,
        nameLocal: h.name_local,
        localLanguage: h.localLanguage,
        names: {},
        type: h.type,
        substitute: h.substitute,
        subdivisions: h.subdivisions,
        regions: h.regions,
        start: h.start,
        end: h.end,
        timezone: 'UTC',
        variant: h.variant,
        sources: h.sources,
        estimated: h.estimated,
        revision: h.revision,
        deprecated: h.deprecated,
        firstSeen: h.updatedAt,
        updatedAt: h.updatedAt,
      });
}
console.log(recs.length);
for (let round = 0; round < 3; round++) {
  let t = performance.now();
  const all: any[][] = CONTRACT_VERSIONS.map(() => []);
  for (const r of recs) CONTRACT_VERSIONS.forEach((v, i) => all[i]!.push(projectHoliday(r, v)));
  const tp = performance.now() - t;
  t = performance.now();
  let n = 0;
  for (const list of all) for (const o of list) n += JSON.stringify(o).length;
  console.log('project', tp.toFixed(0), 'stringify', (performance.now() - t).toFixed(0), n);
}
// explicit literal objects
for (let round = 0; round < 3; round++) {
  let t = performance.now();
  const all: any[] = [];
  for (const r of recs)
    all.push({
      country: r.country,
      date: r.date,
      start: r.start,
      end: r.end,
      id: r.id,
      localLanguage: r.localLanguage,
      name: r.name,
      name_local: r.nameLocal,
      observed: r.observed,
      public: true,
      subdivisions: r.subdivisions,
      regions: r.regions,
      substitute: r.substitute,
      type: r.type,
      weekday: { date: { name: 'Monday', numeric: 1 }, observed: { name: 'Monday', numeric: 1 } },
      dataVersion: '3.2.0',
      deprecated: r.deprecated,
      variant: r.variant,
      revision: r.revision,
      updatedAt: r.updatedAt,
      estimated: r.estimated,
      sources: r.sources,
    });
  const tp = performance.now() - t;
  t = performance.now();
  let n = 0;
  for (const o of all) n += JSON.stringify(o).length;
  console.log('literal 3.2.0 only: project', tp.toFixed(0), 'stringify', (performance.now() - t).toFixed(0), n);
}
const WD = { name: 'Monday', numeric: 1 };
const lit = [
  (r: any) => ({
    country: r.country,
    date: r.date,
    start: r.start,
    end: r.end,
    id: r.id,
    name: r.name,
    name_local: r.nameLocal,
    observed: r.observed,
    public: true,
    subdivisions: r.subdivisions,
    substitute: r.substitute,
    type: r.type,
    weekday: { date: WD, observed: WD },
    dataVersion: '3.0.0',
    deprecated: r.deprecated,
  }),
  (r: any) => ({
    country: r.country,
    date: r.date,
    start: r.start,
    end: r.end,
    id: r.id,
    localLanguage: r.localLanguage,
    name: r.name,
    name_local: r.nameLocal,
    observed: r.observed,
    public: true,
    subdivisions: r.subdivisions,
    regions: r.regions,
    substitute: r.substitute,
    type: r.type,
    weekday: { date: WD, observed: WD },
    dataVersion: '3.1.0',
    deprecated: r.deprecated,
  }),
  (r: any) => ({
    country: r.country,
    date: r.date,
    start: r.start,
    end: r.end,
    id: r.id,
    localLanguage: r.localLanguage,
    name: r.name,
    name_local: r.nameLocal,
    observed: r.observed,
    public: true,
    subdivisions: r.subdivisions,
    regions: r.regions,
    substitute: r.substitute,
    type: r.type,
    weekday: { date: WD, observed: WD },
    dataVersion: '3.1.1',
    deprecated: r.deprecated,
  }),
  (r: any) => ({
    country: r.country,
    date: r.date,
    start: r.start,
    end: r.end,
    id: r.id,
    localLanguage: r.localLanguage,
    name: r.name,
    name_local: r.nameLocal,
    observed: r.observed,
    public: true,
    subdivisions: r.subdivisions,
    regions: r.regions,
    substitute: r.substitute,
    type: r.type,
    weekday: { date: WD, observed: WD },
    dataVersion: '3.1.2',
    deprecated: r.deprecated,
    variant: r.variant,
    revision: r.revision,
    updatedAt: r.updatedAt,
  }),
  (r: any) => ({
    country: r.country,
    date: r.date,
    start: r.start,
    end: r.end,
    id: r.id,
    localLanguage: r.localLanguage,
    name: r.name,
    name_local: r.nameLocal,
    observed: r.observed,
    public: true,
    subdivisions: r.subdivisions,
    regions: r.regions,
    substitute: r.substitute,
    type: r.type,
    weekday: { date: WD, observed: WD },
    dataVersion: '3.2.0',
    deprecated: r.deprecated,
    variant: r.variant,
    revision: r.revision,
    updatedAt: r.updatedAt,
    estimated: r.estimated,
    sources: r.sources,
  }),
];
for (let round = 0; round < 3; round++) {
  let t = performance.now();
  const all: any[][] = lit.map(() => []);
  for (const r of recs) lit.forEach((f, i) => all[i]!.push(f(r)));
  const tp = performance.now() - t;
  t = performance.now();
  let n = 0;
  for (const list of all) for (const o of list) n += JSON.stringify(o).length;
  console.log('literal x5: project', tp.toFixed(0), 'stringify', (performance.now() - t).toFixed(0), n);
}
