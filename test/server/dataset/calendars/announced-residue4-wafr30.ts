// Côte d'Ivoire's and Guinea's lunar days of past years as announced or kept (sources/calendars/announced.json,
// helper wafr30), through /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts): an
// announced day is no estimate, whether it moves the library's day (CI's Tabaski of 2015 on Thursday 24 September,
// the day the COSIM, the CODIS and the Haut conseil de l'imamat fixed; CI's day after the Maouloud night of 2019 on
// Sunday 10 November, the official night of 9 to 10 November; GN's of 2025 on Friday 5 September, the night the SGAR
// minister toured Conakry's prayer places) or confirms it (CI's day after the Nuit du Destin of 2015-2018 and 2023,
// from the official night or the COSIM's start of Ramadan; CI's day after the Maouloud night of 2018, 2020, 2021 and
// 2024; GN's Aïd el-Fitr and Tabaski of 2018, President Condé's prayers, and its day after the Maouloud night of
// 2020); a year whose announcement was not found keeps the estimate. The Gambia, Sierra Leone and Guinea-Bissau
// gained no entry: what was searched is in reviews/<CC>.json `open`.

import { describe, expect, it } from 'vitest';
import {
  ADHA,
  announced,
  estimated,
  FITR,
  MAWLID,
  nationwideHolidayDays,
  QADR,
  serveSharedFullBuild,
} from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe('wafr30: CI and GN lunar days as announced or kept (list endpoint, 3.2.0)', () => {
  it("CI: the Tabaski of 2015 moved to Thursday 24 September (COSIM, CODIS, Haut conseil de l'imamat); 2016 stays an estimate", async () => {
    expect(await days('CI', 2015, ADHA)).toEqual(announced('2015-09-24'));
    expect(await days('CI', 2016, ADHA)).toEqual(estimated('2016-09-11'));
  });

  it('CI: the day after the Nuit du Destin of 2015, 2016, 2017, 2018 and 2023 confirmed (27 Ramadan)', async () => {
    expect(await days('CI', 2015, QADR)).toEqual(announced('2015-07-14'));
    expect(await days('CI', 2016, QADR)).toEqual(announced('2016-07-02'));
    expect(await days('CI', 2017, QADR)).toEqual(announced('2017-06-22'));
    expect(await days('CI', 2018, QADR)).toEqual(announced('2018-06-11'));
    expect(await days('CI', 2023, QADR)).toEqual(announced('2023-04-18'));
  });

  it('CI: the day after the Maouloud night of 2019 moved to Sunday 10 November; 2018, 2020, 2021 and 2024 confirmed; 2022 stays an estimate', async () => {
    expect(await days('CI', 2019, MAWLID)).toEqual(announced('2019-11-10'));
    expect(await days('CI', 2018, MAWLID)).toEqual(announced('2018-11-20'));
    expect(await days('CI', 2020, MAWLID)).toEqual(announced('2020-10-29'));
    expect(await days('CI', 2021, MAWLID)).toEqual(announced('2021-10-18'));
    expect(await days('CI', 2024, MAWLID)).toEqual(announced('2024-09-15'));
    expect(await days('CI', 2022, MAWLID)).toEqual(estimated('2022-10-08'));
  });

  it("GN: the Aïd el-Fitr (Friday 15 June) and the Tabaski (Tuesday 21 August) of 2018 confirmed by the President's prayers; Laylat al-Qadr of 2018 stays an estimate", async () => {
    expect(await days('GN', 2018, FITR)).toEqual(announced('2018-06-15'));
    expect(await days('GN', 2018, ADHA)).toEqual(announced('2018-08-21'));
    expect(await days('GN', 2018, QADR)).toEqual(estimated('2018-06-11'));
  });

  it('GN: the day after the Maouloud night of 2020 confirmed on Thursday 29 October, that of 2025 moved to Friday 5 September; 2022 stays an estimate', async () => {
    expect(await days('GN', 2020, MAWLID)).toEqual(announced('2020-10-29'));
    expect(await days('GN', 2025, MAWLID)).toEqual(announced('2025-09-05'));
    expect(await days('GN', 2022, MAWLID)).toEqual(estimated('2022-10-08'));
  });
});
