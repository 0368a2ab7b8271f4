// Côte d'Ivoire's, Benin's, Chad's and Mali's Islamic days of past years as announced (sources/calendars/announced.json),
// through /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts): an announced day is the
// holiday's day and no estimate, whether it moves the library's day (Mali's Aïd el-Fitr 2022 and Maouloud 2023) or
// confirms it; Côte d'Ivoire's day after the Nuit du Destin (27 Ramadan) from the month start the COSIM and CODISS
// declared; a future year keeps the estimate.

import { describe, expect, it } from 'vitest';
import { ADHA, FITR, nationwideHolidayDays, MAWLID, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe('CI: the COSIM and CODISS declarations (list endpoint, 3.2.0)', () => {
  it('the Tabaski of 2025 on their Friday 6 June (AIP, 29 May 2025), confirmed; 2030 an estimate', async () => {
    expect(await days('CI', 2025, ADHA)).toEqual([['2025-06-06', false, true]]);
    expect((await days('CI', 2030, ADHA))[0]?.[1]).toBe(true);
  });

  it('the Aïd el-Fitr of 2026 on their Friday 20 March (no crescent on the 18th), confirmed', async () => {
    expect(await days('CI', 2026, FITR)).toEqual([['2026-03-20', false, true]]);
  });

  it('Laylat al-Qadr on 27 Ramadan from their Ramadan starts: 6 April 2024 (11 March), 16 March 2026 (18 February)', async () => {
    expect(await days('CI', 2024, 'Laylat al-Qadr')).toEqual([['2024-04-06', false, true]]);
    expect(await days('CI', 2026, 'Laylat al-Qadr')).toEqual([['2026-03-16', false, true]]);
    expect(await days('CI', 2020, 'Laylat al-Qadr')).toEqual([['2020-05-20', false, true]]);
  });
});

describe('BJ: the Ministre du Travail and the Union islamique du Bénin (list endpoint, 3.2.0)', () => {
  it("the Maouloud of 2020 (29 October) and 2023 (27 September) on the ministry's communiqués' days", async () => {
    expect(await days('BJ', 2020, MAWLID)).toEqual([['2020-10-29', false, true]]);
    expect(await days('BJ', 2023, MAWLID)).toEqual([['2023-09-27', false, true]]);
  });

  it("the fête du Ramadan of 2024 (10 April) and 2025 (30 March) on the UIB's days; 2030 an estimate", async () => {
    expect(await days('BJ', 2024, FITR)).toEqual([['2024-04-10', false, true]]);
    expect(await days('BJ', 2025, FITR)).toEqual([['2025-03-30', false, true]]);
    expect((await days('BJ', 2030, FITR))[0]?.[1]).toBe(true);
  });
});

describe('TD: the Minister of the Civil Service (list endpoint, 3.2.0)', () => {
  it("the Maouloud El Nebi of 2024 on the communiqué's Sunday 15 September, confirmed", async () => {
    expect(await days('TD', 2024, MAWLID)).toEqual([['2024-09-15', false, true]]);
  });
});

describe('ML: the Government and the Ministry of Labour (list endpoint, 3.2.0)', () => {
  it("the Aïd el-Fitr of 2022 on the Government's Sunday 1 May (crescent seen at Yorosso), not the library's 2 May", async () => {
    expect(await days('ML', 2022, FITR)).toEqual([['2022-05-01', false, true]]);
  });

  it("the Maouloud of 2023 on the Ministry of Labour's Thursday 28 September, not the library's 27th; 2030 an estimate", async () => {
    expect(await days('ML', 2023, MAWLID)).toEqual([['2023-09-28', false, true]]);
    expect((await days('ML', 2030, MAWLID))[0]?.[1]).toBe(true);
  });
});
