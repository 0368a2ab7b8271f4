// Contract 3.1.2: 3.1.1's object plus the record's `variant`, `revision` and
// `updatedAt` (what the export turns into the calendar's SEQUENCE and stamps).

import contract311 from './3.1.1.js';
import { defineContract } from './contract.js';

export default defineContract({
  version: '3.1.2',
  frozen: false,
  minimumPlan: 'explorer',
  queryEcho: 'string',
  roles: ['export'],
  project: (record) => ({
    ...contract311.project(record),
    dataVersion: '3.1.2',
    variant: record.variant,
    revision: record.revision,
    updatedAt: record.updatedAt,
  }),
});
