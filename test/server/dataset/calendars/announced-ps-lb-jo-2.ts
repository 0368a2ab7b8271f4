// Palestine's, Lebanon's and Jordan's announced Islamic days that no other module asks for (the Prophet's Birthday,
// the Hijri New Year, Isra' and Mi'raj and Eid al-Fitr 2026), as their governments announced them
// (sources/calendars/announced.json), through /v3/public-holidays/list (3.2.0) of the full offline build
// (test/full-build.ts): an announced day is the holiday's day and no estimate, whether it moves the library's day
// (LB's Hijri New Year 2019, which the Prime Minister's memorandum closed on Monday 2 September as 1 Muharram 1441
// fell on a day off) or confirms it; a multi-day Eid moves with its first day; a future year (2030), and a past one
// whose announcement was not found (LB's Eid al-Fitr 2026, PS's Eid al-Adha 2026), keep the estimate. Each test names
// the announcement it rests on. The pairs still estimated (searched again on 2026-11-28) are listed in
// reviews/PS.json, LB.json and JO.json `open`.

import { describe, expect, it } from 'vitest';
import { announced, estimated, HIJRI, nationwideHolidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

const MAWLID = "Prophet's Birthday";

describe('PS: the Council of Ministers and the Grand Mufti of Jerusalem (list endpoint, 3.2.0)', () => {
  it("the Prophet's Birthday on the Council's Thursday 24 December 2015 (session of 15 December) and the Mufti's Saturday 9 November 2019", async () => {
    expect((await days('PS', 2015, MAWLID)).at(-1)).toEqual(['2015-12-24', false, true]);
    expect(await days('PS', 2019, MAWLID)).toEqual(announced('2019-11-09'));
  });

  it("Isra' and Mi'raj 2022 on the Mufti's Monday 28 February, and Eid al-Fitr 2026 from Dar al-Iftaa's Friday 20 March, three days", async () => {
    expect(await days('PS', 2022, "Isra' and Mi'raj")).toEqual(announced('2022-02-28'));
    expect(await days('PS', 2026, 'Eid al-Fitr')).toEqual(announced('2026-03-20', '2026-03-21', '2026-03-22'));
  });

  it("Eid al-Adha 2026 (no announcement found) and the Prophet's Birthday 2030 stay estimates", async () => {
    expect((await days('PS', 2026, 'Eid al-Adha'))[0]).toEqual(['2026-05-27', true, false]);
    expect(await days('PS', 2030, MAWLID)).toEqual(estimated('2030-07-13'));
  });
});

describe("LB: Dar al-Fatwa and the Prime Minister's memoranda (list endpoint, 3.2.0)", () => {
  it("the Hijri New Year 2019 on the memorandum's Monday 2 September, the day the offices closed, not the library's day", async () => {
    expect(await days('LB', 2019, HIJRI)).toEqual(announced('2019-09-02'));
  });

  it("the Hijri New Year 2023 on memorandum No. 18/2023's Wednesday 19 July, and the Mawlid 2018 on Tuesday 20 November", async () => {
    expect(await days('LB', 2023, HIJRI)).toEqual(announced('2023-07-19'));
    expect(await days('LB', 2018, MAWLID)).toEqual(announced('2018-11-20'));
  });

  it("Eid al-Fitr 2018 from Dar al-Fatwa's Friday 15 June 1439, both days of the decree", async () => {
    expect(await days('LB', 2018, 'Eid al-Fitr')).toEqual(announced('2018-06-15', '2018-06-16'));
  });

  it("Eid al-Fitr 2026 confirmed since (fitr19: La Presse's list of the nine Arab states keeping Friday 20 March); Ashura 2030 an estimate", async () => {
    expect(await days('LB', 2026, 'Eid al-Fitr')).toEqual(announced('2026-03-20', '2026-03-21'));
    expect(await days('LB', 2030, 'Ashura')).toEqual(estimated('2030-05-12'));
  });
});

describe("JO: the Prime Minister's communiqués and the Grand Mufti (list endpoint, 3.2.0)", () => {
  it("the Prophet's Birthday on the communiqués' Thursday 29 October 2020, Tuesday 19 October 2021 and Wednesday 27 September 2023", async () => {
    expect(await days('JO', 2020, MAWLID)).toEqual(announced('2020-10-29'));
    expect(await days('JO', 2021, MAWLID)).toEqual(announced('2021-10-19'));
    expect(await days('JO', 2023, MAWLID)).toEqual(announced('2023-09-27'));
  });

  it("the Hijri New Year on the Prime Ministry's Tuesday 11 September 2018 and Saturday 30 July 2022", async () => {
    expect(await days('JO', 2018, HIJRI)).toEqual(announced('2018-09-11'));
    expect(await days('JO', 2022, HIJRI)).toEqual(announced('2022-07-30'));
  });

  it("Eid al-Fitr 2026 from the Grand Mufti's Friday 20 March, four days; Arafat Day 2030 an estimate", async () => {
    expect(await days('JO', 2026, 'Eid al-Fitr')).toEqual(
      announced('2026-03-20', '2026-03-21', '2026-03-22', '2026-03-23'),
    );
    expect(await days('JO', 2030, 'Arafat Day')).toEqual(estimated('2030-04-12'));
  });
});
