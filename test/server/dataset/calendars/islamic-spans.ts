// The Eids' days by law (sources/calendars/hijri-spans.json: issues 25 and 26), asked for as a client asks:
// through /v3/public-holidays/list of the shared full offline build (test/golden.ts, buildFullOffline: the
// project's amendments/ and sources/calendars/ folders). Each test names the law or circular its answer rests on.

import { describe, expect, it } from 'vitest';
import { ADHA, FITR, serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { daysOf } = lawReviewClient(shared);

describe('Turkey: Law 2429, art. 2 (Ramazan Bayramı 3.5 days, Kurban Bayramı 4.5 days from the eve’s afternoon)', () => {
  it('Kurban Bayramı 2026 is four days, 27 to 30 May; the library’s fifth day, 31 May, is no holiday', async () => {
    expect(await daysOf('TR', 2026, ADHA)).toEqual(['2026-05-27', '2026-05-28', '2026-05-29', '2026-05-30']);
  });

  it('Ramazan Bayramı is three days (2020: 24 to 26 May; 2026: 20 to 22 March)', async () => {
    expect(await daysOf('TR', 2020, FITR)).toEqual(['2020-05-24', '2020-05-25', '2020-05-26']);
    expect(await daysOf('TR', 2026, FITR)).toEqual(['2026-03-20', '2026-03-21', '2026-03-22']);
  });
});

describe('Algeria: Loi n° 63-278 du 26 juillet 1963 as amended (Ordonnance n° 68-419; Loi n° 23-10 du 26 juin 2023)', () => {
  it('Eid al-Adha 2024 is three days, 16 to 18 June, and 2022 two (three from 2023)', async () => {
    expect(await daysOf('DZ', 2024, ADHA)).toEqual(['2024-06-16', '2024-06-17', '2024-06-18']);
    expect(await daysOf('DZ', 2023, ADHA)).toEqual(['2023-06-28', '2023-06-29', '2023-06-30']);
    expect(await daysOf('DZ', 2022, ADHA)).toEqual(['2022-07-09', '2022-07-10']);
  });

  it('Eid al-Fitr is two days until 2023, three from 2024', async () => {
    expect(await daysOf('DZ', 2023, FITR)).toEqual(['2023-04-21', '2023-04-22']);
    expect(await daysOf('DZ', 2024, FITR)).toEqual(['2024-04-10', '2024-04-11', '2024-04-12']);
  });
});

describe('Tunisia: Décret Présidentiel n° 2021-223 (the public service’s days, as the communiqués apply them)', () => {
  it('Eid al-Fitr 2025 is three days from the Mufti’s 31 March, to 2 April; Eid al-Adha 2024 two, 16 and 17 June', async () => {
    expect(await daysOf('TN', 2025, FITR)).toEqual(['2025-03-31', '2025-04-01', '2025-04-02']);
    expect(await daysOf('TN', 2024, ADHA)).toEqual(['2024-06-16', '2024-06-17']);
  });
});

describe('South Sudan: the Ministry of Labour’s circulars keep the Eids on 1 Shawwal and 10 Dhu al-Hijjah', () => {
  it('a year without a circular has one estimated day on those dates, not the library’s 2 Shawwal and 12 Dhu al-Hijjah', async () => {
    expect(await daysOf('SS', 2026, FITR)).toEqual(['2026-03-20']);
    expect(await daysOf('SS', 2026, ADHA)).toEqual(['2026-05-27']);
  });

  it('the circulars’ days stay as they were (2024: Eid al-Adha 16 to 18 June)', async () => {
    expect(await daysOf('SS', 2024, ADHA)).toEqual(['2024-06-16', '2024-06-17', '2024-06-18']);
  });
});
