// One-off days off and announced Hijri days of Mali and Iraq (helper oneoff-arab; the records are
// reviews/<CC>.json), through /v3/public-holidays/list (3.2.0) of the shared full offline build (Libya's Mawlid of
// 2018 and 2025, one government's decision each, stay estimates: announced-ug-ly.ts): Mali's one-off days chômés et payés by the Minister of Labour's communiqués (the Islamic New Year on 11 September
// 2018, Achoura on 8 August 2022 and 28 July 2023), none of them a fête légale; Iraq's Eid al-Ghadir of 2025 on the
// day the Prime Minister's office gave, Sunday 15 June. A year with no decision found keeps the estimate.

import { describe, expect, it } from 'vitest';
import { announcedClient, announced, estimated, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const { days, amended } = announcedClient(shared);

describe('oneoff-arab: Mali and Iraq one-off and announced days (list endpoint, 3.2.0)', () => {
  it("ML: the Minister of Labour's one-off days: Islamic New Year 2018, Achoura 2022 and 2023; none in 2024", async () => {
    expect(await amended('ML', 2018, 'Islamic New Year (day off)')).toEqual([['2018-09-11', false]]);
    expect(await amended('ML', 2022, 'Ashura (day off)')).toEqual([['2022-08-08', false]]);
    expect(await amended('ML', 2023, 'Ashura (day off)')).toEqual([['2023-07-28', false]]);
    expect(await amended('ML', 2024, 'Ashura (day off)')).toEqual([]);
  });

  it("IQ: Eid al-Ghadir 2025 on the Prime Minister's office's Sunday 15 June, not Saturday 14 June; 2026 an estimate", async () => {
    expect(await days('IQ', 2025, 'Eid al-Ghadir')).toEqual(announced('2025-06-15'));
    expect(await days('IQ', 2026, 'Eid al-Ghadir')).toEqual(estimated('2026-06-04'));
  });
});
