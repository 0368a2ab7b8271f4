// Pakistan's Eid Milad-un-Nabi 2016-2019, Kyrgyzstan's Aits of 2015, Tajikistan's Idi Ramazon 2018 and 2020 and North
// Macedonia's Ramazan Bajram 2015-2017 and 2019 as announced (sources/calendars/announced.json), through
// /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts): an announced day is the holiday's
// day and no estimate, whether it moves the library's day (PK's Mawlid of each year, a day after the library's; KG's
// Kurman Ait 2015; MK's Ramazan Bajram 2016) or confirms it (KG's Orozo Ait 2015, TJ's Idi Ramazon 2018 and 2020, MK's
// Ramazan Bajram 2015, 2017 and 2019, with 2017's Monday in lieu); a year whose announcement was not found keeps the
// estimate. The pairs still estimated are listed in each country's reviews/<CC>.json `open`.

import { describe, expect, it } from 'vitest';
import { FITR, MAWLID, announced, estimated, nationwideHolidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe('residue 3 (eurasia29): PK, KG, TJ and MK announced Eids and Mawlid (list endpoint, 3.2.0)', () => {
  it("PK: Eid Milad-un-Nabi 2017 on the Ministry of Interior's Friday 1 December and 2018 on the Ruet-i-Hilal Committee's 21 November, a day after the library's", async () => {
    expect(await days('PK', 2017, MAWLID)).toEqual(announced('2017-12-01'));
    expect(await days('PK', 2018, MAWLID)).toEqual(announced('2018-11-21'));
  });

  it('PK: Eid Milad-un-Nabi 2016 (12 December) and 2019 (10 November) moved; 2015 (no notification found) stays estimated', async () => {
    expect(await days('PK', 2016, MAWLID)).toEqual(announced('2016-12-12'));
    expect(await days('PK', 2019, MAWLID)).toEqual(announced('2019-11-10'));
    expect(await days('PK', 2015, MAWLID)).toEqual(estimated('2015-01-03', '2015-12-23'));
  });

  it("KG: Kurman Ait 2015 on the Government's Thursday 24 September, not the library's 23rd; Orozo Ait 2015 (17 July) confirmed; 2016 an estimate", async () => {
    expect(await days('KG', 2015, 'Eid al-Adha')).toEqual(announced('2015-09-24'));
    expect(await days('KG', 2015, 'Eid al-Fitr')).toEqual(announced('2015-07-17'));
    expect(await days('KG', 2016, 'Eid al-Fitr')).toEqual(estimated('2016-07-06'));
  });

  it("TJ: Idi Ramazon 2018 (the Council of Ulema's 15 June) and 2020 (24 May) confirmed; 2016 an estimate", async () => {
    expect(await days('TJ', 2018, 'Eid al-Fitr')).toEqual(announced('2018-06-15'));
    expect(await days('TJ', 2020, 'Eid al-Fitr')).toEqual(announced('2020-05-24'));
    expect(await days('TJ', 2016, 'Eid al-Fitr')).toEqual(estimated('2016-07-06'));
  });

  it("MK: Ramazan Bajram 2016 on the Ministry's programme's Tuesday 5 July, not the library's 6th; 2015, 2017 (Monday 26 June in lieu) and 2019 confirmed", async () => {
    expect(await days('MK', 2016, FITR)).toEqual(announced('2016-07-05'));
    expect(await days('MK', 2015, FITR)).toEqual(announced('2015-07-17'));
    expect(await days('MK', 2017, FITR)).toEqual(announced('2017-06-25'));
    expect(await days('MK', 2017, `${FITR} (substitute day)`)).toEqual(announced('2017-06-26'));
    expect(await days('MK', 2019, FITR)).toEqual(announced('2019-06-04'));
  });
});
