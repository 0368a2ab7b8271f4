// Suriname's, Trinidad and Tobago's and Christmas Island's Eids of past years as their governments announced them
// (sources/calendars/announced.json, issue 25 item 3), through /v3/public-holidays/list (3.2.0) of the full offline
// build (test/full-build.ts): an announced day is the holiday's day and no estimate, whether it moves the library's
// day (Suriname's Ied-ul-Adha 2018 and 2023, the Minister of Home Affairs' notices; Trinidad and Tobago's Eid-ul-Fitr
// 2019 and 2023, the President's declarations; Christmas Island's Hari Raya Puasa 2023, the Administrator's
// proclamation) or confirms it; a future year keeps the estimate.

import { describe, expect, it } from 'vitest';
import { ADHA, announced, announcedClient, estimated, FITR, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();
/** [date, estimated, announced] of each day of the holiday (and its substitute day). */
const { days, daysWithSubstitutes } = announcedClient(shared);

describe('SR: the Minister of Home Affairs (Besluit Vrije Dagen 1971) (list endpoint, 3.2.0)', () => {
  it("Ied-ul-Adha 2018 on Wednesday 22 August (Waterkant, 16 August 2018) and 2023 on Thursday 29 June (Minister Somohardjo), not the library's eves", async () => {
    expect(await days('SR', 2018, ADHA)).toEqual(announced('2018-08-22'));
    expect(await days('SR', 2023, ADHA)).toEqual(announced('2023-06-29'));
  });

  it("Ied-ul-Fitr 2026 on the Ministry's Friday 20 March (6 March 2026) and 2023 formally on Friday 21 April, confirmed; 2030 an estimate", async () => {
    expect(await days('SR', 2026, FITR)).toEqual(announced('2026-03-20'));
    expect(await days('SR', 2023, FITR)).toEqual(announced('2023-04-21'));
    expect(await days('SR', 2030, FITR)).toEqual(estimated('2030-02-04'));
  });
});

describe('TT: the President on the Cabinet’s advice (Public Holidays and Festivals Act, Chap. 19:05) (list endpoint, 3.2.0)', () => {
  it("Eid-ul-Fitr 2023 on Saturday 22 April (declaration of 11 April 2023) and 2019 on Wednesday 5 June (post-Cabinet announcement), not the library's eves", async () => {
    expect(await days('TT', 2023, FITR)).toEqual(announced('2023-04-22'));
    expect(await days('TT', 2019, FITR)).toEqual(announced('2019-06-05'));
  });

  it('Eid-ul-Fitr 2025 on Sunday 30 March with Monday 31 March off, confirmed; 2030 an estimate', async () => {
    const fitr2025 = await daysWithSubstitutes('TT', 2025, FITR);
    expect(fitr2025.map(([date, isEstimated]) => [date, isEstimated])).toEqual([
      ['2025-03-30', false],
      ['2025-03-31', false],
    ]);
    expect(await days('TT', 2022, FITR)).toEqual(announced('2022-05-02'));
    expect(await days('TT', 2030, FITR)).toEqual(estimated('2030-02-04'));
  });
});

describe("CX: the Administrator's proclamations and community bulletins (list endpoint, 3.2.0)", () => {
  it("Hari Raya Puasa 2023 on Saturday 22 April (Notice of Proclamation, bulletin A06/2022), not the library's Friday 21st", async () => {
    expect(await days('CX', 2023, FITR)).toEqual(announced('2023-04-22'));
  });

  it('Hari Raya Haji 2023 on Wednesday 28 June (bulletin A06/2023) and 2021 on Tuesday 20 July (bulletin A40/2020), confirmed; 2030 an estimate', async () => {
    expect(await days('CX', 2023, ADHA)).toEqual(announced('2023-06-28'));
    expect(await days('CX', 2021, ADHA)).toEqual(announced('2021-07-20'));
    expect(await days('CX', 2030, ADHA)).toEqual(estimated('2030-04-13'));
  });
});
