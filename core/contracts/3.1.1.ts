// Contract 3.1.1: 3.1.0's object, with `public` meaning statutory within the
// record's own scope (a regional day off is public in its region). Replacing
// a member keeps its place in the object, so the key order stays the documented one.

import contract310 from './3.1.0.js';
import { defineContract, publicInScope } from './contract.js';

export default defineContract({
  version: '3.1.1',
  frozen: false,
  minimumPlan: 'explorer',
  queryEcho: 'string',
  project: (record) => ({ ...contract310.project(record), public: publicInScope(record), dataVersion: '3.1.1' }),
});
