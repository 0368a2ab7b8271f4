// Kosovo's and Guinea-Bissau's Eids of past years as their authorities announced them
// (sources/calendars/announced.json), through /v3/public-holidays/list (3.2.0) of the full offline build
// (test/full-build.ts): Kosovo's by the Government's / Ministry of Internal Affairs' yearly calendar of official
// holidays under Law No. 03/L-064 and the Islamic Community's notices; Guinea-Bissau's by the Comissão Nacional de
// Observação Lunar and the Government's decree of June 2025 (which moves the library's Tabaski of that year);
// a future year keeps the estimate.

import { describe, expect, it } from 'vitest';
import { ADHA, announced, FITR, nationwideHolidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe('XK: the Government calendars of official holidays and the Islamic Community (list endpoint, 3.2.0)', () => {
  it("Kurban Bajrami 2017 on the Islamic Community's Friday 1 September", async () => {
    expect(await days('XK', 2017, ADHA)).toEqual(announced('2017-09-01'));
  });

  it("the Government's 2018 calendar: Fitër Bajrami Friday 15 June, Kurban Bajrami Tuesday 21 August", async () => {
    expect(await days('XK', 2018, FITR)).toEqual(announced('2018-06-15'));
    expect(await days('XK', 2018, ADHA)).toEqual(announced('2018-08-21'));
  });

  it("the Ministry's 2022 and the Government's 2024 calendars confirm the library's days; 2030 an estimate", async () => {
    expect(await days('XK', 2022, FITR)).toEqual(announced('2022-05-02'));
    expect(await days('XK', 2024, FITR)).toEqual(announced('2024-04-10'));
    expect((await days('XK', 2024, ADHA))[0]).toEqual(['2024-06-16', false, true]);
    expect((await days('XK', 2030, FITR))[0]).toEqual(['2030-02-04', true, false]);
  });
});

describe('GW: the Comissão Nacional de Observação Lunar and the Government (list endpoint, 3.2.0)', () => {
  it("the Tabaski of 2025 on the Government's feriado, Saturday 7 June, not the library's Friday 6th", async () => {
    expect(await days('GW', 2025, ADHA)).toEqual(announced('2025-06-07'));
  });

  it("the commission's Tabaski 2024 (Sunday 16 June) and Eid al-Fitr 2025 (Sunday 30 March); 2030 an estimate", async () => {
    expect(await days('GW', 2024, ADHA)).toEqual(announced('2024-06-16'));
    expect(await days('GW', 2025, FITR)).toEqual(announced('2025-03-30'));
    expect(await days('GW', 2030, ADHA)).toEqual([['2030-04-13', true, false]]);
  });
});
