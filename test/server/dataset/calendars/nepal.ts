// Nepal (countries/NP.json) after the Ministry of Home Affairs' last notice
// on file (BS 2083, to 13 April 2027), through /v3/public-holidays/list of the
// full offline build: its fixed Bikram Sambat days by the Bikram Sambat engine
// (sources/calendars/bikram-sambat.json) and its lunisolar festivals by the
// Hindu engine at Kathmandu (sources/calendars/hindu.json), every one an
// estimate in 3.2.0; the notices' own days before it, not estimated, and
// never doubled where the engines take over.

import { describe, expect, it } from 'vitest';
import { listIn320, serveSharedFullBuild, type ListedHoliday } from '../../helpers.js';

const shared = serveSharedFullBuild();
const named = (holidays: ListedHoliday[], name: string) =>
  holidays
    .filter((holiday) => holiday.name === name)
    .map((holiday) => ({ date: holiday.date, estimated: holiday.estimated === true, type: holiday.type }));

describe('Nepal for every year: the Bikram Sambat and Hindu engines after the notices', () => {
  it("2028: Nepali New Year on 1 Baisakh 2085, 14 April (nepali-date-converter's table; the Surya Siddhanta sankranti is at 00:30 that night), estimated, by the Bikram Sambat engine", async () => {
    const holidays = await listIn320(shared.server, 'NP', 2028);
    expect(named(holidays, 'Nepali New Year')).toEqual([{ date: '2028-04-14', estimated: true, type: 'public' }]);
    expect(holidays.find((holiday) => holiday.name === 'Nepali New Year')!.sources).toContain('calendar-bikram-sambat');
    // The other fixed days of the BS 2083 notice, on their Bikram Sambat dates of 2084-2085.
    expect(named(holidays, 'Maghe Sankranti')).toEqual([{ date: '2028-01-15', estimated: true, type: 'public' }]); // 1 Magh 2084
    expect(named(holidays, 'Republic Day')).toEqual([{ date: '2028-05-28', estimated: true, type: 'public' }]); // 15 Jestha 2085
    expect(named(holidays, 'Constitution Day')).toEqual([{ date: '2028-09-19', estimated: true, type: 'public' }]); // 3 Asoj 2085
  });

  it('2028: Dashain and Tihar at Kathmandu, estimated, by the Hindu engine', async () => {
    const holidays = await listIn320(shared.server, 'NP', 2028);
    // Dashain: the Ashvin shukla tithis at sunrise (the rule that gave the notices' Ghatasthapana 6 of 6 times, Vijaya Dashami 6 of 7;
    // India's Dussehra, the dashami at the afternoon, is 27 September in timeanddate.com's table).
    expect(named(holidays, 'Ghatasthapana')).toEqual([{ date: '2028-09-19', estimated: true, type: 'public' }]);
    expect(named(holidays, 'Vijaya Dashami')).toEqual([{ date: '2028-09-28', estimated: true, type: 'public' }]);
    // Tihar: Laxmi Puja is the Ashvin amavasya at the evening, India's Diwali (timeanddate.com: 17 October 2028);
    // Bhai Tika the Kartika shukla dvitiya; a Tihar Holiday the day after each, as every notice of BS 2079-2083 gave it.
    expect(named(holidays, 'Laxmi Puja')).toEqual([{ date: '2028-10-17', estimated: true, type: 'public' }]);
    expect(named(holidays, 'Bhai Tika')).toEqual([{ date: '2028-10-19', estimated: true, type: 'public' }]);
    expect(named(holidays, 'Tihar Holiday').map((holiday) => holiday.date)).toEqual(['2028-10-18', '2028-10-20']);
    expect(holidays.find((holiday) => holiday.name === 'Laxmi Puja')!.sources).toContain('calendar-hindu');
  });

  it("2027: the notice's days to 13 April stand, not estimated; the engines take over from 14 April (1 Baisakh 2084), each holiday once", async () => {
    const holidays = await listIn320(shared.server, 'NP', 2027);
    expect(named(holidays, 'Maghe Sankranti')).toEqual([{ date: '2027-01-15', estimated: false, type: 'public' }]);
    expect(named(holidays, 'Maha Shivaratri')).toEqual([{ date: '2027-03-06', estimated: false, type: 'public' }]);
    expect(named(holidays, 'Fagu Purnima')).toEqual([{ date: '2027-03-21', estimated: false, type: 'public' }]);
    expect(named(holidays, 'Nepali New Year')).toEqual([{ date: '2027-04-14', estimated: true, type: 'public' }]);
    expect(named(holidays, 'Vijaya Dashami')).toEqual([{ date: '2027-10-10', estimated: true, type: 'public' }]);
    expect(named(holidays, 'Laxmi Puja')).toEqual([{ date: '2027-10-29', estimated: true, type: 'public' }]);
  });

  it("2026: the BS 2082 and 2083 notices' days, none estimated but the Eid al-Adha the Ministry fixes on the day", async () => {
    const holidays = await listIn320(shared.server, 'NP', 2026);
    expect(named(holidays, 'Nepali New Year')).toEqual([{ date: '2026-04-14', estimated: false, type: 'public' }]);
    expect(named(holidays, 'Vijaya Dashami')).toEqual([{ date: '2026-10-21', estimated: false, type: 'public' }]);
    expect(holidays.filter((holiday) => holiday.estimated).map((holiday) => holiday.name)).toEqual(['Eid al-Adha']);
  });
});
