// Holidays before the laws that made them, in Asia, the Pacific and Africa
// (amendments/<CC>.json): the rule library applies today's list to every year
// 2000-2035; the amendments limit each day to the years of its law. Asked as a
// client asks, through /v3/public-holidays/list of the run's shared full offline
// build (test/full-build.ts). Each test names the law its answer rests on.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const own = serveSharedFullBuild();
const { listed } = lawReviewClient(own);

/** [date, subdivisions] of the holidays of that exact name in the year. */
const days = async (country: string, year: number, name: string) =>
  (await listed(country, year))
    .filter((holiday) => holiday.name === name)
    .map((holiday) => [holiday.date, holiday.subdivisions]);

describe('AU: state holidays only from the year of their Act', () => {
  it('Easter Sunday: New South Wales alone in 2010; the ACT, Queensland and Victoria by their Acts of 2016', async () => {
    expect(await days('AU', 2010, 'Easter Sunday')).toEqual([['2010-04-04', ['AU-NSW']]]);
    expect((await days('AU', 2024, 'Easter Sunday'))[0]![1]).toEqual(
      expect.arrayContaining(['AU-ACT', 'AU-QLD', 'AU-VIC']),
    );
  });

  it('Christmas Eve and New Year eve part-days: none in 2010 (SA from 2012, NT 2016, Qld 2019); SA alone in 2013', async () => {
    expect(await days('AU', 2010, 'Christmas Eve')).toEqual([]);
    expect(await days('AU', 2010, "New Year's Eve")).toEqual([]);
    expect(await days('AU', 2013, 'Christmas Eve')).toEqual([['2013-12-24', ['AU-SA']]]);
    expect(await days('AU', 2013, "New Year's Eve")).toEqual([['2013-12-31', ['AU-SA']]]);
  });

  it('AFL Grand Final Friday from 2015, Reconciliation Day from 2018 (Public Holidays Act 1993 (Vic); Holidays Act 1958 (ACT))', async () => {
    expect(await days('AU', 2010, 'AFL Grand Final Friday')).toEqual([]);
    expect(await days('AU', 2010, 'Reconciliation Day')).toEqual([]);
  });

  it("Queensland's Queen's Birthday in June before 2016, in October from 2016 (Holidays Act 1983 (Qld))", async () => {
    const y2010 = await days('AU', 2010, "Queen's Birthday");
    expect(y2010.find(([date]) => date === '2010-06-14')![1]).toContain('AU-QLD');
    expect(y2010.find(([date]) => date === '2010-10-04')).toBeUndefined();
    // Western Australia's proclaimed day: Friday 28 October 2011 (CHOGM), not the last Monday of September.
    expect((await days('AU', 2011, "Queen's Birthday")).find(([date]) => date === '2011-10-28')![1]).toEqual(['AU-WA']);
    expect((await days('AU', 2017, "Queen's Birthday")).find(([date]) => date === '2017-10-02')![1]).toEqual([
      'AU-QLD',
    ]);
  });
});

describe('holidays the rule library gives years before their law', () => {
  it('PH: Eid al-Adha from 2010 (RA 9849), Eid al-Fitr from 2002 (RA 9177); All Saints Day a special day in 2005 (Administrative Code 1987)', async () => {
    expect(await days('PH', 2008, 'Feast of the Sacrifice (Eid al-Adha)')).toEqual([]);
    expect(await days('PH', 2001, 'End of Ramadan (Eid al-Fitr)')).toEqual([]);
    expect((await days('PH', 2010, 'Feast of the Sacrifice (Eid al-Adha)')).length).toBe(1);
    expect((await listed('PH', 2005)).find((holiday) => holiday.name === "All Saints' Day")?.type).toBe('public');
    expect((await listed('PH', 2005)).find((holiday) => holiday.name === 'Ninoy Aquino Day')?.type).toBe('public');
  });

  it("PH: National Heroes' Day the last Sunday of August until 2006 (Administrative Code 1987), the last Monday from 2007 (RA 9492)", async () => {
    expect(await days('PH', 2005, "National Heroes' Day")).toEqual([['2005-08-28', []]]);
    expect(await days('PH', 2007, "National Heroes' Day")).toEqual([['2007-08-27', []]]);
  });

  it('IL: Sigd from 2008, Jabotinsky Day from 2005, Aliyah Day from 2017 (their laws)', async () => {
    expect(await days('IL', 2007, 'Sigd')).toEqual([]);
    expect(await days('IL', 2004, 'Jabotinsky Day')).toEqual([]);
    expect(await days('IL', 2016, 'Aliyah Day')).toEqual([]);
    expect((await days('IL', 2017, 'Aliyah Day')).length).toBe(1);
  });

  it('NG: 12 June is Democracy Day from 2019; none in 2010, when it was 29 May', async () => {
    expect(await days('NG', 2010, 'M.K.O Abiola Day')).toEqual([]);
    expect(await days('NG', 2010, 'Democracy Day')).toEqual([['2010-05-29', []]]);
  });

  it('DZ: Yennayer from 2018 (Loi n° 18-12); TN: Revolution and Youth Day from 2012 (Décret n° 2011-317)', async () => {
    expect(await days('DZ', 2017, 'Amazigh New Year')).toEqual([]);
    expect(await days('DZ', 2018, 'Amazigh New Year')).toEqual([['2018-01-12', []]]);
    expect(await days('TN', 2011, 'Revolution and Youth Day')).toEqual([]);
    expect(await days('TN', 2012, 'Revolution and Youth Day')).toEqual([['2012-01-14', []]]);
  });

  it("MY: the Agong's official birthday the first Saturday of June until 2016, 9 September in 2017-2019 (federal lists)", async () => {
    expect(await days('MY', 2010, "Yang di-Pertuan Agong's Birthday")).toEqual([['2010-06-05', []]]);
    expect(await days('MY', 2018, "Yang di-Pertuan Agong's Birthday")).toEqual([['2018-09-09', []]]);
  });

  it('MG: the Eids are public holidays from 2019 (decree of 7 March 2019)', async () => {
    expect(await days('MG', 2018, 'End of Ramadan (Eid al-Fitr)')).toEqual([]);
    expect(await days('MG', 2018, 'Feast of the Sacrifice (Eid al-Adha)')).toEqual([]);
    expect((await days('MG', 2019, 'End of Ramadan (Eid al-Fitr)')).length).toBeGreaterThan(0);
  });

  it('KZ: Orthodox Christmas and Kurban Ait from 2006; Republic Day until 2008 (law on holidays, 2001, as amended)', async () => {
    expect(await days('KZ', 2005, 'Orthodox Christmas')).toEqual([]);
    expect(await days('KZ', 2005, 'Eid al-Adha')).toEqual([]);
    expect(await days('KZ', 2006, 'Orthodox Christmas')).toEqual([['2006-01-07', []]]);
    expect(await days('KZ', 2008, 'Republic Day')).toEqual([['2008-10-25', []]]);
    expect(await days('KZ', 2009, 'Republic Day')).toEqual([]);
  });
});
