// Days of a religious calendar that are no feast (sources/religious-days.json,
// `notFeasts`), as a client sees them: through /v3/public-holidays/list of the
// full offline build the golden files come from (test/full-build.ts). Each
// test names the law or calendar its answer rests on.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { listed } = lawReviewClient(shared);

/** The distinct types of the holidays of the year whose name matches. */
const typesOf = async (country: string, year: number, name: RegExp) => [
  ...new Set((await listed(country, year)).filter((holiday) => name.test(holiday.name)).map((holiday) => holiday.type)),
];

describe('IL: memorial and national days the Knesset set on the Hebrew calendar are no feasts', () => {
  it('Yom HaZikaron (Memorial Day Law, 1963) and Yom HaShoah (Martyrs’ and Heroes’ Remembrance Day Law, 1959) are observances', async () => {
    expect(await typesOf('IL', 2025, /Yom HaZikaron/)).toEqual(['observance']);
    expect(await typesOf('IL', 2025, /Yom HaShoah/)).toEqual(['observance']);
  });

  it('Jerusalem Day (1998), Aliyah Day (2016), Herzl, Jabotinsky, Ben-Gurion and Rabin Days are observances', async () => {
    for (const name of [/Jerusalem Day/, /Aliyah Day/, /Herzl Day/, /Jabotinsky Day/, /Ben-Gurion Day/, /Rabin Day/])
      expect(await typesOf('IL', 2025, name), String(name)).toEqual(['observance']);
  });

  it('the fasts of the same calendar stay religious', async () => {
    expect(await typesOf('IL', 2025, /Tisha B'Av/)).toEqual(['religious']);
    expect(await typesOf('IL', 2025, /Tenth of Tevet/)).toEqual(['religious']);
  });
});

describe('carnival counted from Easter is no feast (General Roman Calendar, 1969); Ash Wednesday is', () => {
  it('DE: Women’s Carnival Day, Shrove Monday and Tuesday are observances, Ash Wednesday religious', async () => {
    expect(await typesOf('DE', 2025, /^(Women's Carnival Day|Shrove Monday|Shrove Tuesday)$/)).toEqual(['observance']);
    expect(await typesOf('DE', 2025, /^Ash Wednesday$/)).toEqual(['religious']);
  });
});

describe('UY: Holy Week made the secular Tourism Week (Ley N.º 6.997, 23 October 1919)', () => {
  it('the five days of Tourism Week are observances', async () => {
    const days = (await listed('UY', 2025)).filter((holiday) => holiday.name === 'Tourism Week');
    expect(days.map((holiday) => [holiday.date, holiday.type])).toEqual(
      ['2025-04-14', '2025-04-15', '2025-04-16', '2025-04-17', '2025-04-18'].map((date) => [date, 'observance']),
    );
  });
});
