// The Islamic New Year (1 Muharram) of past years found by hijri (issue 25 item 3, wave 7: cross-country roundups
// of the Hijri New Year holidays, sources/calendars/announced.json), through /v3/public-holidays/list (3.2.0) of the
// full offline build (test/full-build.ts): an announced day is the holiday's day and no estimate. Kuwait's Hijri
// New Year 1442 on Thursday 20 August 2020 (the Civil Service Commission's holiday "in all cases") and Bahrain's
// 1440 on Tuesday 11 September 2018 (the Prime Minister's circular, in Gulf Business's Gulf roundup) confirm the
// library's days; the Comoros' 1442 on Friday 21 August 2020 (the Grand Cadi, in Al-Watwan) and its 1447 holiday on
// Friday 27 June 2025 (Comores Infos) move them, 1445 on Wednesday 19 July 2023 (Al-Watwan) confirms it. A future
// year keeps the estimate.

import { describe, expect, it } from 'vitest';
import { announced, announcedClient, estimated, HIJRI, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();
/** [date, estimated, announced] of each day of the holiday. */
const { days } = announcedClient(shared);

describe('hijri: Islamic New Year of past years from the Hijri New Year holiday announcements (list endpoint, 3.2.0)', () => {
  it('KW: the Hijri New Year 1442 holiday on Thursday 20 August 2020 (Civil Service Commission), confirmed; 2030 still an estimate', async () => {
    expect(await days('KW', 2020, HIJRI)).toEqual(announced('2020-08-20'));
    expect(await days('KW', 2030, HIJRI)).toEqual(estimated('2030-05-03'));
  });

  it("BH: the Hijri New Year 1440 holiday on Tuesday 11 September 2018 (the Prime Minister's circular), confirmed; 2030 still an estimate", async () => {
    expect(await days('BH', 2018, HIJRI)).toEqual(announced('2018-09-11'));
    expect(await days('BH', 2030, HIJRI)).toEqual(estimated('2030-05-03'));
  });

  it("KM: the Hijri New Year 1442 on Friday 21 August 2020 and the 1447 holiday on Friday 27 June 2025, not the library's Thursdays; 1445 on Wednesday 19 July 2023 confirmed; 2030 still an estimate", async () => {
    expect(await days('KM', 2020, HIJRI)).toEqual(announced('2020-08-21'));
    expect(await days('KM', 2023, HIJRI)).toEqual(announced('2023-07-19'));
    expect(await days('KM', 2025, HIJRI)).toEqual(announced('2025-06-27'));
    expect(await days('KM', 2030, HIJRI)).toEqual(estimated('2030-05-03'));
  });
});
