// Contract 3.1.0 (the default): adds `localLanguage` and `regions` (each
// subdivision code with its kind); `public` is still statutory nationwide.

import { defineContract, publicNationwide, regionsHoliday } from './contract.js';

export default defineContract({
  version: '3.1.0',
  frozen: false,
  minimumPlan: 'explorer',
  queryEcho: 'string',
  roles: ['default'],
  project: (record) => regionsHoliday(record, '3.1.0', publicNationwide(record)),
});
