// Azerbaijan's, Albania's, Kosovo's, North Macedonia's, Tajikistan's and Turkmenistan's Eids of past years as their
// governments or Muslim boards announced them (sources/calendars/announced.json), through
// /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts): an announced day is the
// holiday's day and no estimate, whether it moves the library's day (AZ's Ramazan bayramı 2017 and Qurban bayramı
// 2019, TJ's Idi Qurbon 2016 and Idi Ramazon 2019, TM's Gurban baýramy 2018) or confirms it; the days it spans, and Azerbaijan's days
// off in lieu (Labour Code, art. 105), move with it; a future year keeps the estimate.

import { describe, expect, it } from 'vitest';
import { ADHA, FITR, announced, nationwideHolidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe("AZ: the Cabinet of Ministers' yearly decisions on the Ramazan and Qurban bayramı (list endpoint, 3.2.0)", () => {
  it("Ramazan bayramı 2017 on the decision's Monday 26 and Tuesday 27 June, not the library's Sunday 25th", async () => {
    expect(await days('AZ', 2017, FITR)).toEqual(announced('2017-06-26', '2017-06-27'));
    expect(await days('AZ', 2017, `${FITR} (substitute day)`)).toEqual([]);
  });

  it("Qurban bayramı 2019 on the order's 12 and 13 August (Modern.az), a day after the library's Sunday", async () => {
    expect(await days('AZ', 2019, ADHA)).toEqual(announced('2019-08-12', '2019-08-13'));
  });

  it("Qurban bayramı 2015 on the decision's Thursday 24 and Friday 25 September (Report.az), not the library's 23rd", async () => {
    expect(await days('AZ', 2015, ADHA)).toEqual(announced('2015-09-24', '2015-09-25'));
  });

  it('Qurban bayramı 2017 (1-2 September, Monday 4th in lieu) and 2026 (27-28 May) confirmed; 2030 an estimate', async () => {
    expect(await days('AZ', 2017, ADHA)).toEqual(announced('2017-09-01', '2017-09-02'));
    expect(await days('AZ', 2017, `${ADHA} (substitute day)`)).toEqual(announced('2017-09-04'));
    expect(await days('AZ', 2026, ADHA)).toEqual(announced('2026-05-27', '2026-05-28'));
    expect((await days('AZ', 2030, ADHA))[0]?.[1]).toBe(true);
  });
});

describe('TM: the presidential decrees on Oraza and Gurban baýramy (list endpoint, 3.2.0)', () => {
  it("Gurban baýramy 2018 on the decree's 22-24 August (Trend), a day after the library's: the three days move", async () => {
    expect(await days('TM', 2018, 'Eid al-Adha')).toEqual(announced('2018-08-22', '2018-08-23', '2018-08-24'));
  });

  it('Oraza baýramy 2019 (decree of 1 June 2019) and 2026 (decree of 16 March 2026) confirmed; 2030 an estimate', async () => {
    expect(await days('TM', 2019, 'Eid al-Fitr')).toEqual(announced('2019-06-04'));
    expect(await days('TM', 2026, 'Eid al-Fitr')).toEqual(announced('2026-03-20'));
    expect((await days('TM', 2030, 'Eid al-Fitr'))[0]?.[1]).toBe(true);
  });
});

describe('TJ: the Council of Ulema of the Islamic Centre (list endpoint, 3.2.0)', () => {
  it("Idi Qurbon 2016 on the Council's 12 September (Pressa.tj), not the library's Sunday 11th; 2018 confirmed", async () => {
    expect(await days('TJ', 2016, 'Eid al-Adha')).toEqual(announced('2016-09-12'));
    expect(await days('TJ', 2018, 'Eid al-Adha')).toEqual(announced('2018-08-21'));
  });

  it("Idi Ramazon 2017 on 26 June and 2019 on the Council's 5 June (Asia-Plus), a day after the library's; 2030 an estimate", async () => {
    expect(await days('TJ', 2017, 'Eid al-Fitr')).toEqual(announced('2017-06-26'));
    expect(await days('TJ', 2019, 'Eid al-Fitr')).toEqual(announced('2019-06-05'));
    expect((await days('TJ', 2030, 'Eid al-Fitr'))[0]?.[1]).toBe(true);
  });
});

describe('AL, MK and XK: the Muslim Community of Albania, the Ministry of Labour, the BIK (list endpoint, 3.2.0)', () => {
  it("Albania's Fitër Bajrami of 2024 and 2025 confirmed (KMSH); 2030 an estimate", async () => {
    expect(await days('AL', 2024, FITR)).toEqual(announced('2024-04-10'));
    expect(await days('AL', 2025, FITR)).toEqual(announced('2025-03-30'));
    expect((await days('AL', 2030, FITR))[0]?.[1]).toBe(true);
  });

  it("North Macedonia's Ramazan Bajram of 2018 and 2023, the Ministry's non-working days, confirmed; 2030 an estimate", async () => {
    expect(await days('MK', 2018, FITR)).toEqual(announced('2018-06-15'));
    expect(await days('MK', 2023, FITR)).toEqual(announced('2023-04-21'));
    expect(await days('MK', 2025, FITR)).toEqual(announced('2025-03-30'));
    expect(await days('MK', 2025, `${FITR} (substitute day)`)).toEqual(announced('2025-03-31'));
    expect((await days('MK', 2030, FITR))[0]?.[1]).toBe(true);
  });

  it("Kosovo's Kurban Bajrami 2019 on the BIK's Sunday 11 August, confirmed, with its Monday day off", async () => {
    expect(await days('XK', 2019, ADHA)).toEqual(announced('2019-08-11'));
    expect(await days('XK', 2019, `${ADHA} (substitute day)`)).toEqual(announced('2019-08-12'));
  });
});
