// The Maldives' Islamic days confirmed in the residue wave (helper mv28; sources/calendars/announced.json), through
// /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts): National Day by the official
// flag-hoisting ceremony reported on its day (2022 in Utheemu, 2023 and 2025 at Republic Square), the Prophet's
// Birthday 2023 by the President's Office's holiday directive, the Hajj Day and Eid al-Adha of 2022 and 2023 as the
// Hajj mission and the Bank of Maldives' notice gave them (the Maldives following Saudi Arabia for Dhu al-Hijjah),
// Eid al-Fitr 2019, the first day of Ramadan of 2015 and 2024 and the Islamic New Year 2021 by the Ministry of Islamic
// Affairs' declarations.
// Each confirms the library's day; Eid al-Adha's four days and Eid al-Fitr's three follow their first. A pair
// searched again without a source (the Day the Maldives Embraced Islam 2023) stays an estimate.

import { describe, expect, it } from 'vitest';
import { amendedDays, announced, estimated, nationwideHolidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe('MV residue2 (mv28): National Day ceremonies, the Hajj and Eid days of 2022-2023, Ramadan 2015 and 2024', () => {
  it('National Day 2022 (Utheemu flag ceremony, Tuesday 27 September), 2023 (Saturday 16 September) and 2025 (Sunday 24 August)', async () => {
    expect(await days('MV', 2022, 'National Day')).toEqual(announced('2022-09-27'));
    expect(await days('MV', 2023, 'National Day')).toEqual(announced('2023-09-16'));
    expect(await days('MV', 2025, 'National Day')).toEqual(announced('2025-08-24'));
  });

  it("the Prophet's Birthday 2023 on Wednesday 27 September (President's Office directive, 28 September added)", async () => {
    expect(await days('MV', 2023, "Prophet's Birthday")).toEqual(announced('2023-09-27'));
  });

  it("the same directive's government holidays of 2023: 25 and 26 June before the Hajj Day, and 28 September", async () => {
    const government = (await amendedDays(shared.server, 'MV', 2023, 'Government Holiday')).map(([date]) => date);
    expect(government).toEqual(['2023-06-25', '2023-06-26', '2023-09-28']);
  });

  it('the Hajj Day and Eid al-Adha of 2022 (8 and 9 July) and 2023 (27 and 28 June), the Eid four days', async () => {
    expect(await days('MV', 2022, 'Hajj Day')).toEqual(announced('2022-07-08'));
    expect(await days('MV', 2022, 'Eid al-Adha')).toEqual(
      announced('2022-07-09', '2022-07-10', '2022-07-11', '2022-07-12'),
    );
    expect(await days('MV', 2023, 'Hajj Day')).toEqual(announced('2023-06-27'));
    expect(await days('MV', 2023, 'Eid al-Adha')).toEqual(
      announced('2023-06-28', '2023-06-29', '2023-06-30', '2023-07-01'),
    );
  });

  it('Eid al-Fitr 2019 on Tuesday 4 June; the first day of Ramadan 2015 (18 June) and 2024 (11 March)', async () => {
    expect(await days('MV', 2019, 'Eid al-Fitr')).toEqual(announced('2019-06-04', '2019-06-05', '2019-06-06'));
    expect(await days('MV', 2015, 'First Day of Ramadan')).toEqual(announced('2015-06-18'));
    expect(await days('MV', 2024, 'First Day of Ramadan')).toEqual(announced('2024-03-11'));
  });

  it("the Islamic New Year 2021 on Monday 9 August (the Ministry of Islamic Affairs' Ashura statement)", async () => {
    expect(await days('MV', 2021, 'Islamic New Year')).toEqual(announced('2021-08-09'));
  });

  it('the Day the Maldives Embraced Islam 2023 (no dated report found) stays an estimate', async () => {
    expect(await days('MV', 2023, 'The Day Maldives Embraced Islam')).toEqual(estimated('2023-10-17'));
  });
});
