// Contract 3.1.1: 3.1.0's object, with `public` meaning statutory within the
// record's own scope (a regional day off is public in its region). Written out
// member by member in contract.ts's regionsHoliday, shared with 3.1.0.

import { defineContract, publicInScope, regionsHoliday } from './contract.js';

export default defineContract({
  version: '3.1.1',
  frozen: false,
  minimumPlan: 'explorer',
  queryEcho: 'string',
  project: (record) => regionsHoliday(record, '3.1.1', publicInScope(record)),
});
