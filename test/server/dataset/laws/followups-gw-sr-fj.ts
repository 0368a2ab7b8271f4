// Monday days off that the governments of Guinea-Bissau, Suriname and Fiji gave for a holiday kept on another day:
// Guinea-Bissau's feriados of Monday 17 June 2024 (Tabaski) and Monday 31 March 2025 (end of Ramadan), Suriname's
// official Ied-ul-Fitr day off of Monday 25 May 2020 (election day), and Fiji's gazetted Prophet Mohammed's
// Birthday on Monday 2 November 2020 and Monday 16 September 2024. Asked for as a client asks: through
// /v3/public-holidays/list and /v3/public-holidays/check of the shared full offline build (test/golden.ts,
// buildFullOffline: the project's amendments/ folder). Each test names the announcement its answer rests on; the
// entries in amendments/GW.json, SR.json and FJ.json quote them.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { daysOff, daysOf } = lawReviewClient(shared);

describe('Guinea-Bissau: the Government’s Monday feriados beside the lunar commission’s Sunday', () => {
  it('Tabaski 2024: Monday 17 June a feriado (Ministry of Public Administration press note of 14 June 2024 under Decreto n.º 1/2023; Rádio Capital FM)', async () => {
    expect(await daysOff('GW', '2024-06-17')).toEqual(['Feast of the Sacrifice (Eid al-Adha) (observed)']);
  });

  it('End of Ramadan 2025: Monday 31 March a feriado decreed by the Government (Lusa, 30 March 2025)', async () => {
    expect(await daysOff('GW', '2025-03-31')).toEqual(['End of Ramadan (Eid al-Fitr) (observed)']);
  });
});

describe('Suriname: the Ministry of Home Affairs’ official Ied-ul-Fitr day off of 2020', () => {
  it('Monday 25 May 2020, election day (Minister Noersalim through the NII, Starnieuws 8 May 2020)', async () => {
    expect(await daysOff('SR', '2020-05-25')).toEqual(['End of Ramadan (Eid al-Fitr) (observed)']);
  });
});

describe('Fiji: Prophet Mohammed’s Birthday on the Monday the Government gazetted', () => {
  const mawlid = 'Birthday of Muhammad (Mawlid)';

  it('2020: Monday 2 November (the gazetted public holidays of 2020, Fiji Times)', async () => {
    expect(await daysOf('FJ', 2020, mawlid)).toEqual(['2020-11-02']);
    expect(await daysOff('FJ', '2020-11-02')).toEqual([mawlid]);
  });

  it('2024: Monday 16 September (Cabinet’s approved public holidays of 2024, FBC News 6 October 2023)', async () => {
    expect(await daysOf('FJ', 2024, mawlid)).toEqual(['2024-09-16']);
    expect(await daysOff('FJ', '2024-09-16')).toEqual([mawlid]);
  });

  it('2021: Monday 18 October, the computed day itself (Gazette Notice of 23 October 2020)', async () => {
    expect(await daysOf('FJ', 2021, mawlid)).toEqual(['2021-10-18']);
  });
});
