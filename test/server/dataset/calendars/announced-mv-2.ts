// The Maldives' Islamic days of past years as its government announced them (sources/calendars/announced.json),
// through /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts): the Ministry of Islamic
// Affairs' moon-sighting declarations and the President's Office's holiday notices. An announced day is the
// holiday's day and no estimate, whether it moves the library's day (the Day the Maldives Embraced Islam of 2015,
// 2018 and 2022, kept on 2 Rabi al-Akhir, a day or two after the library's 1 Rabi al-Akhir) or confirms it; a
// future year keeps the estimate. (announced-mv-iq-km.ts tests the earlier MV entries.)

import { describe, expect, it } from 'vitest';
import { announced, estimated, nationwideHolidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

const EMBRACED = 'The Day Maldives Embraced Islam';
const ADHA = 'Eid al-Adha';
const FITR = 'Eid al-Fitr';

describe('MV: the Day the Maldives Embraced Islam as announced (list endpoint, 3.2.0)', () => {
  it("2015 on the Ministry of Islamic Affairs' Friday 23 January (communiqué of January 2015), not the library's 21st", async () => {
    expect(await days('MV', 2015, EMBRACED)).toEqual(announced('2015-01-23'));
  });

  it("2018 on Sunday 9 December and 2022 on Thursday 27 October (the President's messages), a day after the library's", async () => {
    expect(await days('MV', 2018, EMBRACED)).toEqual(announced('2018-12-09'));
    expect(await days('MV', 2022, EMBRACED)).toEqual(announced('2022-10-27'));
  });

  it('2030 stays an estimate; 2023, with no notice found, too (on 2 Rabi al-Akhir, sources/calendars/hijri-spans.json)', async () => {
    expect(await days('MV', 2030, EMBRACED)).toEqual(estimated('2030-08-02'));
    expect(await days('MV', 2023, EMBRACED)).toEqual(estimated('2023-10-17'));
  });
});

describe("MV: the Ministry of Islamic Affairs' declarations and the President's Office (list endpoint, 3.2.0)", () => {
  it("the Hajj Day and Eid al-Adha of 2018 (the Ministry's announcement of 11 August 2018), confirmed with the Eid's four days", async () => {
    expect(await days('MV', 2018, 'Hajj Day')).toEqual(announced('2018-08-20'));
    expect(await days('MV', 2018, ADHA)).toEqual(announced('2018-08-21', '2018-08-22', '2018-08-23', '2018-08-24'));
  });

  it('Eid al-Adha 2019 and 2021 and Eid al-Fitr 2023 (Minister Dr Ahmed Zahir Ali, 20 April 2023), confirmed', async () => {
    expect((await days('MV', 2019, ADHA))[0]).toEqual(['2019-08-11', false, true]);
    expect((await days('MV', 2021, ADHA))[0]).toEqual(['2021-07-20', false, true]);
    expect(await days('MV', 2023, FITR)).toEqual(announced('2023-04-21', '2023-04-22', '2023-04-23'));
  });

  it("the Prophet's Birthday 2019 (President's Office press release), National Day 2020 and 2024, Ramadan 2016", async () => {
    expect(await days('MV', 2019, "Prophet's Birthday")).toEqual(announced('2019-11-09'));
    expect(await days('MV', 2020, 'National Day')).toEqual(announced('2020-10-18'));
    expect(await days('MV', 2024, 'National Day')).toEqual(announced('2024-09-04'));
    expect(await days('MV', 2016, 'First Day of Ramadan')).toEqual(announced('2016-06-06'));
  });

  it("2030's National Day and Hajj Day stay estimates; 2022's National Day is the Utheemu ceremony's day (announced-residue2-mv28.ts)", async () => {
    expect(await days('MV', 2030, 'National Day')).toEqual(estimated('2030-07-02'));
    expect((await days('MV', 2030, 'Hajj Day'))[0]?.[1]).toBe(true);
    expect(await days('MV', 2022, 'National Day')).toEqual(announced('2022-09-27'));
  });
});
