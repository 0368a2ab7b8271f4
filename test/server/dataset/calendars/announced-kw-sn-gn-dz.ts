// Senegal's and Guinea's Islamic days of past years as CONACOC, the Senegalese government and the Guinean state kept
// them, through /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts). Senegal's Eids
// follow a weekday rule (a Sunday holiday also kept on the Monday), so their announced days are amendments
// (amendments/SN.json, as sources/calendars/README.md says) and not estimates; its Gamou and Guinea's Aïd el-Fitr
// are announced.json entries. Each test names the declaration it rests on; a future year keeps the estimate.
// Kuwait's and Algeria's still-estimated days of 2015-2026 were searched again and not found with a stated date
// (reviews/KW.json, DZ.json `open`): nothing of theirs is asserted here.

import { describe, expect, it } from 'vitest';
import { ADHA, announced, announcedClient, FITR, MAWLID, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();
const { days, amended } = announcedClient(shared);

describe('SN: CONACOC, the Tabaski and the Korité (amendments, list endpoint, 3.2.0)', () => {
  it("Tabaski 2016: crescent seen on Friday 2 September (Iyane Thiam at the RTS), Monday 12 September, not the library's Sunday 11th and its Monday", async () => {
    expect(await amended('SN', 2016, ADHA)).toEqual([['2016-09-12', false]]);
  });

  it("Tabaski 2017: crescent seen nowhere on Tuesday 22 August, Saturday 2 September, not the library's Friday 1st", async () => {
    expect(await amended('SN', 2017, ADHA)).toEqual([['2017-09-02', false]]);
  });

  it("Korité 2019: crescent seen at Yoff, Touba, Tivaouane and elsewhere, Wednesday 5 June, not the library's Tuesday 4th", async () => {
    expect(await amended('SN', 2019, FITR)).toEqual([['2019-06-05', false]]);
  });

  it("Korité 2026: the commission's Saturday 21 March, not the library's Friday 20th; 2030's Tabaski an estimate", async () => {
    expect(await amended('SN', 2026, FITR)).toEqual([['2026-03-21', false]]);
    expect(await amended('SN', 2030, ADHA)).toEqual([['2030-04-13', true]]);
  });
});

describe('SN: the Minister of the Interior, the Gamou (list endpoint, 3.2.0)', () => {
  it("the Gamou of Tivaouane on 9 November 2019 (the national evaluation meeting of 31 October), the library's day", async () => {
    expect(await days('SN', 2019, MAWLID)).toEqual(announced('2019-11-09'));
  });
});

describe("GN: the State's Aïd el-Fitr (list endpoint, 3.2.0)", () => {
  it("2019 the Tuesday 4 June President Alpha Condé prayed it, 2021 the Thursday 13 May of the official prayer at Donka: the library's days", async () => {
    expect(await days('GN', 2019, FITR)).toEqual(announced('2019-06-04'));
    expect(await days('GN', 2021, FITR)).toEqual(announced('2021-05-13'));
  });
});
