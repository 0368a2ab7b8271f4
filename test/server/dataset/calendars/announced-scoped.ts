// Announced days for part of a country and Hijri rules that add a day off by weekday, through /v3/public-holidays/list
// of the full offline build (test/full-build.ts), contract 3.2.0. RU: a republic's decree (announced.json's
// `subdivisions`) confirms or moves that republic's Uraza-Bayram and Kurban-Bayram only; the other republics keep the
// library's day, an estimate. AZ: the Caucasus Muslims Board's and the Cabinet of Ministers' days move Ramazan and
// Qurban bayramı (`1 Shawwal and if saturday then next monday …`), the days off recomputed for the new day.

import { describe, expect, it } from 'vitest';
import { listIn320, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

/** [date, subdivisions, estimated, announced, substitute] of each day of the holiday in the year. */
const days = async (country: string, year: number, name: RegExp) =>
  (await listIn320(shared.server, country, year))
    .filter((holiday) => name.test(holiday.name))
    .map((holiday) => [
      holiday.date,
      (holiday.subdivisions ?? []).join(','),
      holiday.estimated ?? false,
      (holiday.sources ?? []).includes('calendar-announced'),
    ]);

const OTHERS = 'RU-AD,RU-BA,RU-CE,RU-CR,RU-DA,RU-KB,RU-KC';

describe("a republic's decreed day (list endpoint, 3.2.0)", () => {
  it("RU-TA: Uraza-Bayram 2016 on 5 July by the President of Tatarstan's decree, no estimate; the other republics keep the library's 6 July, an estimate", async () => {
    expect(await days('RU', 2016, /^Uraza-Bayram$/)).toEqual([
      ['2016-07-05', 'RU-TA', false, true],
      ['2016-07-06', OTHERS, true, false],
    ]);
  });

  it('RU-TA: Kurban-Bayram 2021 confirmed on 20 July in Tatarstan only, a record apart from the estimate the others keep', async () => {
    expect(await days('RU', 2021, /^Kurban-Bayram$/)).toEqual([
      ['2021-07-20', OTHERS, true, false],
      ['2021-07-20', 'RU-TA', false, true],
    ]);
  });

  it("RU-BA and RU-TA: one entry for both republics' decrees (Uraza-Bayram 2020); Ingushetia's own holiday untouched; 2027 an estimate", async () => {
    expect(await days('RU', 2020, /^Uraza-Bayram$/)).toEqual([
      ['2020-05-24', 'RU-AD,RU-CE,RU-CR,RU-DA,RU-KB,RU-KC', true, false],
      ['2020-05-24', 'RU-BA,RU-TA', false, true],
    ]);
    expect(await days('RU', 2020, /^Eid al-Fitr \(Markhash\)$/)).toEqual([['2020-05-24', 'RU-IN', true, false]]);
    expect(await days('RU', 2027, /^Uraza-Bayram$/)).toEqual([
      ['2027-03-09', 'RU-AD,RU-BA,RU-CE,RU-CR,RU-DA,RU-KB,RU-KC,RU-TA', true, false],
    ]);
  });
});

describe('weekday rules that add a day off (list endpoint, 3.2.0)', () => {
  it("AZ: Ramazan bayramı 2019 on 5 and 6 June (the Caucasus Muslims Board's calendar), not the library's 4 and 5 June", async () => {
    expect(await days('AZ', 2019, /^End of Ramadan/)).toEqual([
      ['2019-06-05', '', false, true],
      ['2019-06-06', '', false, true],
    ]);
  });

  it('AZ: Qurban bayramı 2022 confirmed on Saturday 9 and Sunday 10 July with its days off on 11 and 12 July, none an estimate', async () => {
    expect(await days('AZ', 2022, /^Feast of the Sacrifice/)).toEqual([
      ['2022-07-09', '', false, true],
      ['2022-07-10', '', false, true],
      ['2022-07-11', '', false, true],
      ['2022-07-12', '', false, true],
    ]);
  });

  it('AZ: a year no entry covers keeps the library’s days, estimates (Qurban bayramı 2027 on Sunday and Monday, its Tuesday day off)', async () => {
    expect(await days('AZ', 2027, /^Feast of the Sacrifice/)).toEqual([
      ['2027-05-16', '', true, false],
      ['2027-05-17', '', true, false],
      ['2027-05-18', '', true, false],
    ]);
  });
});
