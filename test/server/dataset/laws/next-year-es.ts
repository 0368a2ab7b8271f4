// Spain 2027, as far as a 2027 list could be read offline (reviews/ES.json, 2026-11-29): the BOE's resolution
// publishing the relación de fiestas laborales para el año 2027 was not found, only the Comunitat Valenciana's own
// 2027 calendar (the Consell's decree, as the press reported its approval; amendments/ES.json quotes it). Asked for
// as a client asks: through /v3/public-holidays/list and /v3/public-holidays/check of the run's shared full
// offline build.

import { describe, expect, it } from 'vitest';
import { call, qs, serveSharedFullBuild } from '../../helpers.js';
import { type Listed, lawReviewClient } from '../../law-review-client.js';

const own = serveSharedFullBuild();
const { listed } = lawReviewClient(own);

/** A day off: a public or regional holiday (not a religious day or an observance). */
const dayOff = (holiday: Listed) => holiday.type === 'public' || holiday.type === 'regional';

/** The subdivisions of the days off of that name on that day, together ([] nationwide), or undefined when there is none. */
const placesOf = async (date: string, name: string) => {
  const records = (await listed('ES', Number(date.slice(0, 4)))).filter(
    (holiday) => holiday.date === date && holiday.name === name && dayOff(holiday),
  );
  return records.length ? [...new Set(records.flatMap((holiday) => holiday.subdivisions))].sort() : undefined;
};

/** The names of the days off on a day in a community, as /check answers with `regions`. */
const keptIn = async (date: string, place: string) => {
  const answer = await call(
    own.server.url,
    `/v3/public-holidays/check?${qs({ country: 'ES', date, regions: place })}`,
    { key: own.server.testKeys.key.titan },
  );
  expect(answer.status, answer.text).toBe(200);
  return (answer.json.holidays as Listed[])
    .filter((holiday) => holiday.date === date && dayOff(holiday))
    .map((holiday) => holiday.name);
};

describe('ES 2027: the Comunitat Valenciana’s calendar of 2027 (Decreto del Consell, calendario laboral 2027)', () => {
  it('24 June 2027 (San Juan) is no holiday in the Comunitat Valenciana; Cataluña keeps it', async () => {
    expect(await keptIn('2027-06-24', 'ES-VC')).toEqual([]);
    expect(await placesOf('2027-06-24', "Saint John's Day")).toEqual(['ES-CT']);
    // 2026's decree kept it (BOE-A-2025-21667).
    expect(await keptIn('2026-06-24', 'ES-VC')).toEqual(["Saint John's Day"]);
  });

  it('its other days of 2027: 19 March, Easter Monday 29 March and 9 October are kept; Maundy Thursday is not', async () => {
    expect(await keptIn('2027-03-19', 'ES-VC')).toEqual(['Saint Joseph']);
    expect(await keptIn('2027-03-29', 'ES-VC')).toEqual(['Easter Monday']);
    expect(await keptIn('2027-10-09', 'ES-VC')).toEqual(['Valencian Community Day']);
    expect(await keptIn('2027-03-25', 'ES-VC')).toEqual([]);
  });
});
