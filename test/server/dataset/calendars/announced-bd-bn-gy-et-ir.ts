// Bangladesh's and Ethiopia's Islamic days of past years as their authorities announced them
// (sources/calendars/announced.json, issue 25 item 3), through /v3/public-holidays/list (3.2.0) of the full offline
// build (test/full-build.ts): Bangladesh's National Moon Sighting Committee (Eid-ul-Azha 2017, Eid-ul-Fitr 2018:
// each Eid's three days confirmed with its first; Ashura 2016, Eid-e-Miladunnabi 2017 and 2019, reported from the
// Islamic Foundation's press releases), the Ethiopian News Agency's report of Eid al-Adha 2025. All
// confirm the engine's day (no announcement found in this pass moves one); a future year (2030) keeps the estimate.

import { describe, expect, it } from 'vitest';
import { ADHA, announced, FITR, nationwideHolidayDays, MAWLID, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe('BD: the National Moon Sighting Committee (list endpoint, 3.2.0)', () => {
  it('Eid-ul-Azha 2017 on Saturday 2 September (the Zilhajj moon sighted on 23 August): its three days confirmed', async () => {
    expect(await days('BD', 2017, ADHA)).toEqual(announced('2017-09-02', '2017-09-03', '2017-09-04'));
  });

  it('Eid-ul-Fitr 2018 on Saturday 16 June (the Shawwal moon sighted on the 15th): its three days confirmed', async () => {
    expect(await days('BD', 2018, FITR)).toEqual(announced('2018-06-16', '2018-06-17', '2018-06-18'));
  });

  it('Ashura 2016 (12 October) and Eid-e-Miladunnabi 2017 (2 December) and 2019 (10 November), confirmed', async () => {
    expect(await days('BD', 2016, 'Day of Ashura')).toEqual(announced('2016-10-12'));
    expect(await days('BD', 2017, MAWLID)).toEqual(announced('2017-12-02'));
    expect(await days('BD', 2019, MAWLID)).toEqual(announced('2019-11-10'));
  });

  it('Eid-ul-Azha 2030 stays an estimate', async () => {
    const first = (await days('BD', 2030, ADHA))[0];
    expect(first).toEqual([expect.any(String), true, false]);
  });
});

describe('ET: the Ethiopian News Agency (list endpoint, 3.2.0)', () => {
  it('Eid al-Adha 2025 on Friday 6 June (ENA, 6 June 2025), confirmed; 2030 an estimate', async () => {
    expect(await days('ET', 2025, ADHA)).toEqual(announced('2025-06-06'));
    const first = (await days('ET', 2030, ADHA))[0];
    expect(first).toEqual([expect.any(String), true, false]);
  });
});
