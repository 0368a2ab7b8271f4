// Senegal's lunar days as announced or kept, the s23 wave (senegambia29), through /v3/public-holidays/list (3.2.0)
// of the full offline build (test/full-build.ts). Senegal (sources/calendars/announced.json): the Grand Magal de
// Touba of 2019 on Thursday 17 October (Touba's crescent commission, as the Government's site reported it), the
// Gamou (Mawlid) of 2017 in the night of Thursday 30 November (kept at Tivaouane, the Khalife général des Tidianes'
// communiqué) and of 2021 in the night of Monday 18 October (CONACOC's declaration), all three confirming the
// library's day. Senegal's Tabaski of 2015 is an amendment (amendments/SN.json, as sources/calendars/README.md says
// for SN's Eids): CONACOC's Friday 25 September, a move of the library's Wednesday 23rd. Years whose announcement
// was not found stay estimates; The Gambia and Sierra Leone, searched again, gained no entry (reviews/GM.json,
// SL.json `open`), and one of their years is checked to stay an estimate.

import { describe, expect, it } from 'vitest';
import {
  ADHA,
  amendedDays,
  announced,
  estimated,
  MAWLID,
  nationwideHolidayDays,
  serveSharedFullBuild,
} from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

const MAGAL = 'Grand Magal of Touba';

describe('senegambia29: SN, GM and SL announced days (list endpoint, 3.2.0)', () => {
  it("SN: the Grand Magal of 2019 on Touba's Thursday 17 October, confirmed; 2017's stays an estimate", async () => {
    expect(await days('SN', 2019, MAGAL)).toEqual(announced('2019-10-17'));
    expect(await days('SN', 2017, MAGAL)).toEqual(estimated('2017-11-07'));
  });

  it('SN: the Gamou of 2017 (night of Thursday 30 November) and 2021 (night of Monday 18 October), confirmed', async () => {
    expect(await days('SN', 2017, MAWLID)).toEqual(announced('2017-11-30'));
    expect(await days('SN', 2021, MAWLID)).toEqual(announced('2021-10-18'));
  });

  it('SN: the Gamou of 2018 (no announcement found) stays an estimate', async () => {
    expect(await days('SN', 2018, MAWLID)).toEqual(estimated('2018-11-20'));
  });

  it("SN: the CONACOC's Tabaski of 2015 on Friday 25 September, moved by amendment from the library's Wednesday 23rd", async () => {
    expect(await amendedDays(shared.server, 'SN', 2015, ADHA)).toEqual([['2015-09-25', false]]);
  });

  it('GM and SL: a year searched again without an announcement stays an estimate', async () => {
    expect(await days('GM', 2018, 'Tabaski')).toEqual(estimated('2018-08-21'));
    expect(await days('SL', 2019, 'Korité')).toEqual(estimated('2019-06-04'));
  });
});
