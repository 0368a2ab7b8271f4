// Countries of the second wave of law reviews (issue 26 item 2: DE, GB, IE, CH, CZ, SK, SI, PT, RO, LV, …; the records
// are reviews/<CC>.json), asked for as a client asks: through /v3/public-holidays/list and /v3/public-holidays/check
// of the shared full offline build (test/golden.ts, buildFullOffline: the project's amendments/ folder). Each test
// names the law or decree its answer rests on; the entries in amendments/<CC>.json quote it.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { onDay, dayOff } = lawReviewClient(shared);

describe('one-off days set by a law or a government decision', () => {
  it('IE: Friday 18 March 2022 is a once-off public holiday (Government decision of 19 January 2022, regulations under the Organisation of Working Time Act 1997); 18 March 2023 is not', async () => {
    expect(await onDay('IE', '2022-03-18')).toEqual([['Day of Remembrance and Recognition', 'public']]);
    expect(await dayOff('IE', '2023-03-18')).toBe(false);
  });

  it('SI: Monday 14 August 2023 is the Day of Solidarity, a work-free day (Government decision of 8 August 2023)', async () => {
    expect(await onDay('SI', '2023-08-14')).toEqual([['Solidarity Day', 'public']]);
    expect(await dayOff('SI', '2024-08-14')).toBe(false);
  });

  it('LV: Monday 10 July 2023, the closing day of the Song and Dance Festival, is a holiday (law of 2023 amending «Par svētku, atceres un atzīmējamām dienām»)', async () => {
    expect(await onDay('LV', '2023-07-10')).toEqual([['Closing day of the Latvian Song and Dance Festival', 'public']]);
    expect(await dayOff('LV', '2024-07-10')).toBe(false);
  });

  it('SK: Tuesday 30 October 2018 is a one-off state holiday (zákon č. 241/1993 Z. z., § 4a); 30 October 2019 is not', async () => {
    expect(await onDay('SK', '2018-10-30')).toEqual([
      ['100th anniversary of the Declaration of the Slovak Nation', 'public'],
    ]);
    expect(await dayOff('SK', '2019-10-30')).toBe(false);
  });
});

describe('Romania: each day of the Codul muncii (Legea nr. 53/2003, art. 139) from the year the law that added it came in', () => {
  it('Pentecost, Whit Monday and the Dormition from 2009 (Legea nr. 202/2008)', async () => {
    expect(await dayOff('RO', '2008-06-16')).toBe(false); // Orthodox Whit Monday 2008
    expect(await dayOff('RO', '2008-08-15')).toBe(false);
    expect(await dayOff('RO', '2009-06-08')).toBe(true); // Orthodox Whit Monday 2009
    expect(await dayOff('RO', '2009-08-14')).toBe(false);
    expect(await dayOff('RO', '2009-08-15')).toBe(true);
  });

  it("St Andrew's Day from 2012 (Legea nr. 147/2012), 24 January from 2017 (Legea nr. 176/2016), Good Friday from 2018 (Legea nr. 64/2018)", async () => {
    expect(await dayOff('RO', '2011-11-30')).toBe(false);
    expect(await dayOff('RO', '2012-11-30')).toBe(true);
    expect(await dayOff('RO', '2016-01-24')).toBe(false);
    expect(await dayOff('RO', '2017-01-24')).toBe(true);
    expect(await dayOff('RO', '2017-04-14')).toBe(false); // Good Friday 2017 (Orthodox and Western Easter the same day)
    expect(await dayOff('RO', '2018-04-06')).toBe(true); // Orthodox Good Friday 2018
  });
});

describe('Latvia: «Par svētku, atceres un atzīmējamām dienām» as amended on 24 May 2007', () => {
  it('Christmas Eve is a holiday from 2007, and a holiday on a weekend gets the next working day off only from then', async () => {
    expect(await dayOff('LV', '2003-12-24')).toBe(false);
    expect(await dayOff('LV', '2007-12-24')).toBe(true);
    // 18 November 2000 is a Saturday: no Monday off in 2000; 18 November 2012 is a Sunday: Monday 19 November off.
    expect(await dayOff('LV', '2000-11-20')).toBe(false);
    expect(await dayOff('LV', '2000-11-18')).toBe(true);
    expect(await dayOff('LV', '2012-11-19')).toBe(true);
  });
});

describe('Åland, the Faroe Islands and the Isle of Man', () => {
  it('FO: Flag Day is 25 April (Kunngerð nr. 52 frá 23. apríl 2003 um flagging), not 24 April', async () => {
    expect(await onDay('FO', '2025-04-25')).toEqual([['Flag Day', 'public']]);
    expect(await dayOff('FO', '2025-04-24')).toBe(false);
  });

  it("AX: All Saints' Day is the Saturday from 31 October to 6 November, as in all of Finland (kirkkolaki 1054/1993, ch. 4); Autonomy Day stays a flag day", async () => {
    expect(await onDay('AX', '2025-11-01')).toEqual([["All Saints' Day", 'public']]);
    expect(await onDay('AX', '2026-10-31')).toEqual([["All Saints' Day", 'public']]);
    expect(await dayOff('AX', '2025-11-02')).toBe(false);
    expect(await onDay('AX', '2025-06-09')).toEqual([['Autonomy Day', 'observance']]);
  });

  it('IM: the Summer Bank Holiday is the last Monday of August (Bank Holidays Act 1989; Treasury lists for 2022 and 2026)', async () => {
    expect(await onDay('IM', '2022-08-29')).toEqual([['Summer Bank Holiday', 'public']]);
    expect(await onDay('IM', '2026-08-31')).toEqual([['Summer Bank Holiday', 'public']]);
    expect(await dayOff('IM', '2026-08-24')).toBe(false);
  });

  it('IM: the TT Bank Holiday is the first Friday of June from 2023 (5 June 2026), not the Friday after', async () => {
    expect(await onDay('IM', '2026-06-05')).toEqual([['TT Bank Holiday', 'public']]);
    expect(await dayOff('IM', '2026-06-12')).toBe(false);
    expect(await onDay('IM', '2024-06-07')).toEqual([['TT Bank Holiday', 'public']]);
  });

  it('IM: Tynwald Day on a Saturday or Sunday is kept on the Monday after (Monday 6 July 2026)', async () => {
    expect(await dayOff('IM', '2026-07-06')).toBe(true);
    expect(await dayOff('IM', '2022-07-05')).toBe(true); // a Tuesday
    expect(await dayOff('IM', '2022-07-06')).toBe(false);
  });
});
