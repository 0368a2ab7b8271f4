// Kenya's Idd-ul-Azha and Mali's Nuit du Destin days off (reviews/KE.json and reviews/ML.json, east26 and westfr26
// law questions of 2026-11-29), asked through /v3/public-holidays/list (3.2.0) and /v3/public-holidays/check of the
// shared full offline build.
// Kenya: the Public Holidays Act (Cap. 110) s. 2 (2) makes the Part II days (Idd-ul-Azha) holidays for persons of the
// Islamic faith every year; the day is a public holiday for all only in a year the Cabinet Secretary gazettes it under
// s. 3 (2007, 2016, 2018-2025). In 2017 Fred Matiang'i's statement of 30 August left Friday 1 September a working day
// for non-Muslims: religious, not public (amendments/KE.json, sources/calendars/announced.json). Years after the last
// notice stay estimates of the yearly notice.
// Idd-ul-Fitr is a Part I day (the yearly notices declare it under s. 2 (1)), so s. 4's Sunday rule gives it the next
// day that is not a holiday (amendments/KE.json 'observe'); the Sunday feasts of 2020 and 2025 were gazetted on the Monday.
// Mali: Loi n° 05-040 (2005) does not list the Nuit du Destin; the Government declared the day after it chômé et payé
// in 2019, 2022 and 2023 by one-off communiqués (amendments/ML.json, dated entries), and in no year found besides.

import { describe, expect, it } from 'vitest';
import { ADHA, announced, estimated, FITR, holidayDays, serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { datesOf, dayOff } = lawReviewClient(shared);

const QADR = 'Laylat al-Qadr (day off)';

describe('ke-ml: Kenya Idd-ul-Azha by Gazette notice (Cap. 110 s. 2 (2), s. 3) and Mali Nuit du Destin days off', () => {
  it('KE 2017: Friday 1 September kept by Muslims only (no s. 3 notice): religious, announced, no public day off', async () => {
    expect(await datesOf('KE', 2017, ADHA)).toEqual([['2017-09-01', 'religious']]);
    expect(await holidayDays(shared.server, 'KE', 2017, ADHA, 'nationwide')).toEqual(announced('2017-09-01'));
    expect(await dayOff('KE', '2017-09-01')).toBe(false);
  });

  it('KE 2008-2015 and 2000-2006: a Part II day only (religious); 2007 and the gazetted 2016 and 2018 public', async () => {
    expect(await datesOf('KE', 2015, ADHA)).toEqual([['2015-09-23', 'religious']]);
    expect(await datesOf('KE', 2010, ADHA)).toEqual([['2010-11-16', 'religious']]);
    expect(await datesOf('KE', 2003, ADHA)).toEqual([['2003-02-11', 'religious']]);
    expect(await datesOf('KE', 2007, ADHA)).toEqual([['2007-12-20', 'public']]);
    expect(await datesOf('KE', 2016, ADHA)).toEqual([['2016-09-12', 'public']]);
    expect(await dayOff('KE', '2018-08-21')).toBe(true);
  });

  it('KE 2025 gazetted (confirmed); 2030 still an estimate of the yearly notice', async () => {
    expect(await holidayDays(shared.server, 'KE', 2025, ADHA, 'nationwide')).toEqual(announced('2025-06-06'));
    expect(await holidayDays(shared.server, 'KE', 2030, ADHA, 'nationwide')).toEqual(estimated('2030-04-13'));
    expect(await datesOf('KE', 2030, ADHA)).toEqual([['2030-04-13', 'public']]);
  });

  it('KE: a Sunday Idd-ul-Fitr (a Part I day) is followed by a public day off on the Monday (s. 4)', async () => {
    const monday = `${FITR} (substitute day)`;
    expect(await datesOf('KE', 2012, FITR)).toEqual([['2012-08-19', 'public']]);
    expect(await datesOf('KE', 2012, monday)).toEqual([['2012-08-20', 'public']]);
    expect(await dayOff('KE', '2012-08-20')).toBe(true);
    expect(await datesOf('KE', 2033, monday)).toEqual([['2033-01-03', 'public']]);
    // The gazetted Monday of 2020 is the feast's own day: no second day.
    expect(await datesOf('KE', 2020, FITR)).toEqual([['2020-05-25', 'public']]);
    expect(await datesOf('KE', 2020, monday)).toEqual([]);
    // Idd-ul-Azha is Part II: s. 4 does not reach it (the estimate of Sunday 16 May 2027 stands alone).
    expect(await datesOf('KE', 2027, ADHA)).toEqual([['2027-05-16', 'public']]);
    expect(await datesOf('KE', 2027, `${ADHA} (substitute day)`)).toEqual([]);
  });

  it('ML: the days after the Nuit du Destin declared chômé et payé (2019, 2022, 2023) are public one-off days', async () => {
    expect(await datesOf('ML', 2019, QADR)).toEqual([['2019-05-31', 'public']]);
    expect(await datesOf('ML', 2022, QADR)).toEqual([['2022-04-28', 'public']]);
    expect(await datesOf('ML', 2023, QADR)).toEqual([['2023-04-18', 'public']]);
    expect(await dayOff('ML', '2022-04-28')).toBe(true);
  });

  it('ML: no such day in a year without a communiqué (2024) nor in the future (2030): not a fête légale', async () => {
    expect(await datesOf('ML', 2024, QADR)).toEqual([]);
    expect(await datesOf('ML', 2030, QADR)).toEqual([]);
  });
});
