// Contract 3.2.0: 3.1.2's object plus `estimated` (the day is a computed
// forecast that a moon sighting or an announcement not made yet decides) and
// `sources` (the ids of the sources that list the record). `public` means what
// it means from 3.1.1 on. Opt-in, from the Growth plan.

import contract312 from './3.1.2.js';
import { defineContract } from './contract.js';

export default defineContract({
  version: '3.2.0',
  frozen: false,
  minimumPlan: 'growth',
  queryEcho: 'string',
  project: (record) => ({
    ...contract312.project(record),
    dataVersion: '3.2.0',
    estimated: record.estimated,
    sources: record.sources,
  }),
});
