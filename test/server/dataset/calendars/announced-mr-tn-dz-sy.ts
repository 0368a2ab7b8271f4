// Mauritania's, Tunisia's, Algeria's and Syria's Hijri days of past years as their authorities announced them
// (sources/calendars/announced.json, issue 25 item 3), through /v3/public-holidays/list (3.2.0) of the full offline
// build (test/full-build.ts): an announced day is the holiday's day and no estimate, whether it moves the library's
// day (Mauritania's crescent commission a day after Saudi Arabia's calendar: Eid al-Adha 2016 and 2025, the Mawlid
// 2023, 1 Muharram 2024; Algeria's 1 Muharram and Ashura of 1439 AH) or confirms it; every day of a several-day feast
// moves with its first. A future year keeps the library's day as an estimate.

import { describe, expect, it } from 'vitest';
import {
  ADHA,
  announced,
  estimated,
  FITR,
  nationwideHolidayDays,
  MAWLID,
  serveSharedFullBuild,
} from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe("MR: the Commission nationale d'observation des croissants lunaires (list endpoint, 3.2.0)", () => {
  it("Eid al-Adha 2016 on Monday 12 September (1 Dhu al-Hijjah 1437 on Saturday 3 September), its three days moved from the library's 11th", async () => {
    expect(await days('MR', 2016, ADHA)).toEqual(announced('2016-09-12', '2016-09-13', '2016-09-14'));
  });

  it("Eid al-Adha 2025 on Saturday 7 June (the commission's meeting of 27 May), not Saudi Arabia's Friday 6 June", async () => {
    expect(await days('MR', 2025, ADHA)).toEqual(announced('2025-06-07', '2025-06-08', '2025-06-09'));
  });

  it('the Mawlid 2023 on Thursday 28 September and 1 Muharram 1446 on Monday 8 July 2024, each a day after the library', async () => {
    expect(await days('MR', 2023, MAWLID)).toEqual(announced('2023-09-28'));
    expect(await days('MR', 2024, 'Islamic New Year')).toEqual(announced('2024-07-08'));
  });

  it("Eid al-Fitr 2025 confirmed on Sunday 30 March (the Shawwal crescent seen on the 29th); 2030's Eid al-Adha an estimate", async () => {
    expect(await days('MR', 2025, FITR)).toEqual(announced('2025-03-30'));
    expect(await days('MR', 2030, ADHA)).toEqual(estimated('2030-04-13', '2030-04-14', '2030-04-15'));
  });
});

describe('TN: the Mufti of the Republic (list endpoint, 3.2.0)', () => {
  it("Eid al-Fitr 2023 on Friday 21 April (the Mufti's address of the 20th), its three days confirmed", async () => {
    expect(await days('TN', 2023, FITR)).toEqual(announced('2023-04-21', '2023-04-22', '2023-04-23'));
  });

  it('1 Muharram 1444 on Saturday 30 July 2022 and the Mouled 2024 on Sunday 15 September, confirmed; 2030 an estimate', async () => {
    expect(await days('TN', 2022, 'Islamic New Year')).toEqual(announced('2022-07-30'));
    expect(await days('TN', 2024, MAWLID)).toEqual(announced('2024-09-15'));
    expect(await days('TN', 2030, FITR)).toEqual(estimated('2030-02-04', '2030-02-05', '2030-02-06'));
  });
});

describe('DZ: the Ministry of Religious Affairs and Wakfs (list endpoint, 3.2.0)', () => {
  it("1 Muharram 1439 on Friday 22 September 2017, and Ashura with it on Sunday 1 October, a day after the library's", async () => {
    expect(await days('DZ', 2017, 'Islamic New Year')).toEqual(announced('2017-09-22'));
    expect(await days('DZ', 2017, 'Day of Ashura')).toEqual(announced('2017-10-01'));
  });

  it("Eid al-Adha 2017 confirmed on Friday 1 September (the Ministry's communiqué of 22 August); 2030's Ashura an estimate", async () => {
    expect(await days('DZ', 2017, ADHA)).toEqual(announced('2017-09-01', '2017-09-02'));
    expect(await days('DZ', 2030, 'Day of Ashura')).toEqual(estimated('2030-05-12'));
  });
});

describe("SY: the Prime Minister's and the Presidency's circulars (list endpoint, 3.2.0)", () => {
  it('Eid al-Adha 2017 on Friday 1 September (public bodies closed 1-4 September), its four days confirmed', async () => {
    expect(await days('SY', 2017, 'Eid al-Adha')).toEqual(
      announced('2017-09-01', '2017-09-02', '2017-09-03', '2017-09-04'),
    );
  });

  it('the Hijri New Year 1438 on Sunday 2 October 2016 (circular 19/15/B) and the Mawlid 2025 on Thursday 4 September, confirmed; 2030 an estimate', async () => {
    expect(await days('SY', 2016, 'Islamic New Year')).toEqual(announced('2016-10-02'));
    expect(await days('SY', 2025, "Prophet's Birthday")).toEqual(announced('2025-09-04'));
    expect(await days('SY', 2030, 'Eid al-Adha')).toEqual(
      estimated('2030-04-13', '2030-04-14', '2030-04-15', '2030-04-16'),
    );
  });
});
