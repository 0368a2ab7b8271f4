// Iraq's, Palestine's, Jordan's and Algeria's Islamic days after the residue wave (helper levant27), through
// /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts). Iraq's Eid al-Adha 2015 is the
// General Secretariat of the Council of Ministers' four-day holiday from Thursday 24 September, the day Grand Ayatollah
// al-Sistani's office declared (sources/calendars/announced.json): all four days move a day later than the library's
// Wednesday 23rd and are no estimates; an Eid both authorities declared earlier (Eid al-Fitr 2016) stays confirmed.
// The pairs searched for and not found stay estimates: Iraq's Eid al-Adha 2016, Palestine's Eid al-Adha 2023,
// Jordan's Arafat Day and Eid al-Adha 2018 (the Amman Stock Exchange's list of its 2018 closures is its advance
// schedule, not the Prime Minister's communiqué) and Algeria's Eid al-Fitr 2016 (its Eid al-Adha 2016 is now the day kept,
// sahara30); what was searched is in
// reviews/<CC>.json `open`.

import { describe, expect, it } from 'vitest';
import { ADHA, announced, estimated, FITR, nationwideHolidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe('levant27: IQ, PS, JO and DZ days of the residue wave (list endpoint, 3.2.0)', () => {
  it("IQ: Eid al-Adha 2015 on the General Secretariat's and Sistani's office's Thursday 24 September, a day after the estimate: the four days move", async () => {
    expect(await days('IQ', 2015, 'Eid al-Adha')).toEqual(
      announced('2015-09-24', '2015-09-25', '2015-09-26', '2015-09-27'),
    );
  });

  it('IQ: Eid al-Fitr 2016 (both authorities declared Wednesday 6 July) stays confirmed; Eid al-Adha 2016 (a split year, not entered) stays an estimate', async () => {
    expect(await days('IQ', 2016, 'Eid al-Fitr')).toEqual(announced('2016-07-06', '2016-07-07', '2016-07-08'));
    expect(await days('IQ', 2016, 'Eid al-Adha')).toEqual(
      estimated('2016-09-11', '2016-09-12', '2016-09-13', '2016-09-14'),
    );
  });

  it('PS: the Hijri New Year 2022 (no Council of Ministers closure or Mufti statement found) stays an estimate; Eid al-Adha 2023 is in announced-residue3-mashriq29.ts', async () => {
    expect(await days('PS', 2022, 'Islamic New Year')).toEqual(estimated('2022-07-30'));
  });

  it("JO: Arafat Day and Eid al-Adha 2018 (no Prime Minister's circular found) stay estimates; 2017 stays the Grand Mufti's", async () => {
    expect(await days('JO', 2018, 'Arafat Day')).toEqual(estimated('2018-08-20'));
    expect(await days('JO', 2018, 'Eid al-Adha')).toEqual(
      estimated('2018-08-21', '2018-08-22', '2018-08-23', '2018-08-24'),
    );
    expect(await days('JO', 2017, 'Eid al-Adha')).toEqual(
      announced('2017-09-01', '2017-09-02', '2017-09-03', '2017-09-04'),
    );
  });

  it("DZ: Eid al-Fitr 2016 (the Ministry's Shawwal 1437 communiqué not found) stays an estimate; Eid al-Adha 2017 stays the Ministry's", async () => {
    expect(await days('DZ', 2016, FITR)).toEqual(estimated('2016-07-06', '2016-07-07'));
    expect(await days('DZ', 2017, ADHA)).toEqual(announced('2017-09-01', '2017-09-02'));
  });
});
