// The Gulf's feasts of 2026 as announced (sources/calendars/announced.json), through /v3/public-holidays/list
// (3.2.0) of the full offline build (test/full-build.ts): Saudi Arabia's Eid al-Fitr 1447 (the Supreme Court's
// decision of Wednesday 18 March 2026: no crescent, Thursday 19 March the 30th of Ramadan, the Eid on Friday 20
// March; the library's four days begin on 30 Ramadan) and Eid al-Adha 1447 (the Court's statement of Sunday 17 May
// 2026: 1 Dhu al-Hijjah on Monday 18 May, Arafat on Tuesday 26 May, the Eid on Wednesday 27 May; the library's four
// days begin on Arafat Day), and Qatar's Eid al-Fitr 1447 (the Awqaf crescent committee's statement of 18 March
// 2026: the Eid on Friday 20 March): each confirms the day the data held as an estimate, and the following days of
// the feast stay with it. A future year (2027) keeps the estimate. What was searched for the 2026 days still
// estimated (Eid al-Adha outside Saudi Arabia and the UAE, the Hijri New Year 1448, Ashura, the Mawlid) is in the
// countries' reviews/<CC>.json `open`.

import { describe, expect, it } from 'vitest';
import { ADHA, announced, estimated, FITR, nationwideHolidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe('Gulf 2026: the Eids of 1447 as the Saudi Supreme Court and Qatar Awqaf announced them (list endpoint, 3.2.0)', () => {
  it('SA Eid al-Fitr 2026: 30 Ramadan on Thursday 19 March, the Eid on Friday 20 March, four days confirmed', async () => {
    expect(await days('SA', 2026, FITR)).toEqual(announced('2026-03-19', '2026-03-20', '2026-03-21', '2026-03-22'));
  });

  it('SA Eid al-Adha 2026: Arafat on Tuesday 26 May, the Eid on Wednesday 27 May, four days confirmed', async () => {
    expect(await days('SA', 2026, ADHA)).toEqual(announced('2026-05-26', '2026-05-27', '2026-05-28', '2026-05-29'));
  });

  it('QA Eid al-Fitr 2026 on Friday 20 March (Awqaf crescent committee), three days confirmed', async () => {
    expect(await days('QA', 2026, 'Eid al-Fitr')).toEqual(announced('2026-03-20', '2026-03-21', '2026-03-22'));
  });

  it('2027, which no decision covers yet, keeps the estimates', async () => {
    expect(await days('QA', 2027, 'Eid al-Fitr')).toEqual(estimated('2027-03-09', '2027-03-10', '2027-03-11'));
    expect((await days('SA', 2027, ADHA)).every(([, isEstimate]) => isEstimate === true)).toBe(true);
  });
});
