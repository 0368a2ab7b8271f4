// Iraq's and Yemen's Islamic days of past years as their authorities announced them (sources/calendars/announced.json),
// through /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts): an announced day is the
// holiday's day and no estimate, whether it moves the library's day (IQ's Eid al-Fitr 2025, both Sistani's office
// and the Sunni Endowment declaring Monday 31 March, a day after the estimate; the three days move with it) or
// confirms it; a year without an announcement found and a future year keep the estimate.

import { describe, expect, it } from 'vitest';
import { announced, estimated, nationwideHolidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe("IQ (ann-iq-ye-3): the endowments' sightings and the General Secretariat's days off (list endpoint, 3.2.0)", () => {
  it("Eid al-Fitr 2025 on Monday 31 March (Sistani's office and the Sunni Endowment, Shafaq News 30 March 2025), its three days moved", async () => {
    expect(await days('IQ', 2025, 'Eid al-Fitr')).toEqual([
      ['2025-03-31', false, true],
      ['2025-04-01', false, true],
      ['2025-04-02', false, true],
    ]);
  });

  it("Ashura 2019 (the Secretariat's Tuesday 10 September, INA) and 2024 (Wednesday 17 July, Law No. 12 of 2024 art. 1/first/c) and the Prophet's Birthday 2023 (Wednesday 27 September, 964 Media) confirmed", async () => {
    expect(await days('IQ', 2019, 'Ashura')).toEqual(announced('2019-09-10'));
    expect(await days('IQ', 2024, 'Ashura')).toEqual(announced('2024-07-17'));
    expect(await days('IQ', 2023, "Prophet's Birthday")).toEqual(announced('2023-09-27'));
  });

  it("Ashura 2023 and the Prophet's Birthday 2024 (no Secretariat notice found) and 2030's Eid al-Adha stay estimates", async () => {
    expect(await days('IQ', 2023, 'Ashura')).toEqual(estimated('2023-07-28'));
    expect(await days('IQ', 2024, "Prophet's Birthday")).toEqual(estimated('2024-09-15'));
    expect((await days('IQ', 2030, 'Eid al-Adha'))[0]).toEqual(['2030-04-13', true, false]);
  });
});

describe("YE (ann-iq-ye-3): the Ministry of Endowments' sightings and the Civil Service circulars (list endpoint, 3.2.0)", () => {
  it("Arafat Day and Eid al-Adha 2024 (the Civil Service Ministry's leave from 9 Dhu al-Hijjah, Saturday 15 June) confirmed", async () => {
    expect(await days('YE', 2024, 'Arafat Day')).toEqual([['2024-06-15', false, true]]);
    expect((await days('YE', 2024, 'Eid al-Adha'))[0]).toEqual(['2024-06-16', false, true]);
  });

  it("Eid al-Fitr 2025 (the Aden ministry's Sunday 30 March, Nashwan News) and the Hijri New Year 2025 (Thursday 26 June) confirmed", async () => {
    expect((await days('YE', 2025, 'Eid al-Fitr'))[0]).toEqual(['2025-03-30', false, true]);
    expect(await days('YE', 2025, 'Islamic New Year')).toEqual([['2025-06-26', false, true]]);
  });

  it('the Hijri New Year 2030 and Arafat Day 2030 stay estimates', async () => {
    expect(await days('YE', 2030, 'Islamic New Year')).toEqual([['2030-05-03', true, false]]);
    expect(await days('YE', 2030, 'Arafat Day')).toEqual([['2030-04-12', true, false]]);
  });
});
