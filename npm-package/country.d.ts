// The type of every country module, `<package>/countries/<CC>`.

import type { CountryData } from './calendar.js';

declare const data: CountryData;
export default data;
