// The Maldives', Iraq's and the Comoros' Islamic days of past years as their governments announced them
// (sources/calendars/announced.json), through /v3/public-holidays/list (3.2.0) of the full offline build
// (test/full-build.ts): an announced day is the holiday's day and no estimate, whether it moves the library's day
// (IQ's Ashura 2016 and 2017, the General Secretariat's tenth of Muharram a day after the estimate) or confirms it;
// a future year keeps the estimate.

import { describe, expect, it } from 'vitest';
import { ADHA, announced, estimated, FITR, nationwideHolidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe("IQ: the Council of Ministers' General Secretariat (list endpoint, 3.2.0)", () => {
  it("Ashura 2016 on the Secretariat's Wednesday 12 October (statement of 1 October 2016), not the library's 11th", async () => {
    expect(await days('IQ', 2016, 'Ashura')).toEqual(announced('2016-10-12'));
  });

  it("Ashura 2017 on the Secretariat's Sunday 1 October (statement of 27 September 2017), not the library's 30 September", async () => {
    expect(await days('IQ', 2017, 'Ashura')).toEqual(announced('2017-10-01'));
  });

  it("the Hijri New Year's days off of 2016, 2021, 2023 and 2025 and the Prophet's Birthday of 2021, confirmed", async () => {
    expect(await days('IQ', 2016, 'Islamic New Year')).toEqual(announced('2016-10-02'));
    expect(await days('IQ', 2021, 'Islamic New Year')).toEqual(announced('2021-08-09'));
    expect(await days('IQ', 2023, 'Islamic New Year')).toEqual(announced('2023-07-19'));
    expect(await days('IQ', 2025, 'Islamic New Year')).toEqual(announced('2025-06-26'));
    expect(await days('IQ', 2021, "Prophet's Birthday")).toEqual(announced('2021-10-18'));
  });

  it("2030's Hijri New Year and Ashura stay estimates; 2022's Ashura, with no notice found, too", async () => {
    expect(await days('IQ', 2030, 'Islamic New Year')).toEqual(estimated('2030-05-03'));
    expect(await days('IQ', 2030, 'Ashura')).toEqual(estimated('2030-05-12'));
    expect(await days('IQ', 2022, 'Ashura')).toEqual(estimated('2022-08-08'));
  });
});

describe("MV: the Ministry of Islamic Affairs' moon-sighting decrees (list endpoint, 3.2.0)", () => {
  it("the first of Ramadan 2018 on the decree's Wednesday 16 May (Dr Ahmed Ziyad Baaqir, 15 May 2018), confirmed", async () => {
    expect(await days('MV', 2018, 'First Day of Ramadan')).toEqual(announced('2018-05-16'));
  });

  it("2030's first days of Ramadan stay estimates", async () => {
    expect(await days('MV', 2030, 'First Day of Ramadan')).toEqual(estimated('2030-01-05', '2030-12-26'));
  });
});

describe("KM: the Muftorat and the Government's communiqués (list endpoint, 3.2.0)", () => {
  it("Eid el-Kabir 2021 on the Muftorat's Wednesday 21 July (a day after Saudi Arabia), both its days announced", async () => {
    expect(await days('KM', 2021, ADHA)).toEqual(announced('2021-07-21', '2021-07-22'));
  });

  it("Eid al-Fitr 2025 on Monday 31 March, its three days announced; 2030's an estimate", async () => {
    expect(await days('KM', 2025, FITR)).toEqual(announced('2025-03-31', '2025-04-01', '2025-04-02'));
    expect(await days('KM', 2030, FITR)).toEqual(estimated('2030-02-04', '2030-02-05', '2030-02-06'));
  });
});
