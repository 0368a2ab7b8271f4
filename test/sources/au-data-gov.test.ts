import { beforeAll, describe, expect, it } from 'vitest';
import { auDataGov, placesOf, readName, repairText } from '../../sources/au-data-gov.js';
import type { SourceRun } from '../../sources/official.js';
import { runSource } from '../../sources/run.js';
import { tempDir } from '../helpers.js';
import { fixture, send, sourcesConfigFor, startLoopback } from './loopback.js';

const at = '2026-11-21T00:00:00.000Z';
const FILES = ['australianpublicholidays-201718.csv', 'australian_public_holidays_2019.csv', 'australian_public_holidays_2022.csv'];
const rowsOn = (run: SourceRun, date: string) => run.rows.filter((row) => row.date === date);
const scopesOn = (run: SourceRun, date: string, key: string) =>
  rowsOn(run, date).filter((row) => row.key === key).map((row) => row.scope).sort();

describe('au-data-gov source', () => {
  let run: SourceRun;
  beforeAll(async () => {
    const routes = Object.fromEntries(FILES.map((file) => [`/download/${file}`, send(fixture('au-data-gov', file), { contentType: 'text/csv' })]));
    const server = await startLoopback(routes);
    const dir = tempDir('au-data-gov');
    const [config] = sourcesConfigFor(dir, { 'au-data-gov': { urls: FILES.map((file) => server.url(`/download/${file}`)) } });
    run = await runSource(auDataGov, config!, { cacheDir: dir, at });
  });

  it('reads all three column layouts over HTTP with every row accepted', () => {
    expect(run.status).toBe('ok');
    expect(run.rejected).toEqual([]);
    expect(run.coverage).toEqual({ AU: [2017, 2019, 2022] });
    expect(run.payloads).toHaveLength(3);
  });

  it('makes NAT rows and days every state lists nationwide', () => {
    expect(rowsOn(run, '2017-01-26')).toEqual([expect.objectContaining({ scope: null, key: 'australia day', timezone: 'Australia/Sydney' })]);
    // 2019 on: eight one-state rows make one nationwide row.
    expect(scopesOn(run, '2019-01-01', "new year's day")).toEqual([null]);
    expect(rowsOn(run, '2019-01-01')[0]).toMatchObject({ start: '2018-12-31T13:00:00.000Z', end: '2019-01-01T13:00:00.000Z' });
  });

  it('splits pipe lists into states and keeps partial days regional', () => {
    expect(scopesOn(run, '2017-06-12', "queen's birthday")).toEqual(['AU-ACT', 'AU-NSW', 'AU-NT', 'AU-SA', 'AU-TAS', 'AU-VIC']);
    expect(scopesOn(run, '2017-12-26', 'boxing day')).toEqual(['AU-ACT', 'AU-NSW', 'AU-NT', 'AU-QLD', 'AU-TAS', 'AU-VIC', 'AU-WA']);
    expect(scopesOn(run, '2017-12-26', 'proclamation day')).toEqual(['AU-SA']);
    expect(rowsOn(run, '2017-06-12').find((row) => row.scope === 'AU-NT')).toMatchObject({ timezone: 'Australia/Darwin', start: '2017-06-11T14:30:00.000Z' });
  });

  it('reads additional days as substitutes for the day they stand for', () => {
    // A bare "Additional day" (NAT) after New Year's Day on a Sunday.
    expect(rowsOn(run, '2017-01-02')).toEqual([
      expect.objectContaining({ scope: null, key: "new year's day", names: { en: "New Year's Day" }, substitute: true, substituteFor: '2017-01-01' }),
    ]);
    // An unlabelled Australia Day on the Monday after the 26th.
    expect(rowsOn(run, '2019-01-28')).toEqual([expect.objectContaining({ scope: null, substitute: true, substituteFor: '2019-01-26' })]);
    // Labelled in five states and unlabelled in three: still one nationwide day off.
    expect(rowsOn(run, '2022-01-03')).toEqual([expect.objectContaining({ scope: null, key: "new year's day", substitute: true, substituteFor: '2022-01-01' })]);
    expect(rowsOn(run, '2022-12-27')).toEqual([
      expect.objectContaining({ scope: null, key: 'christmas day', names: { en: 'Christmas Day' }, substitute: true, substituteFor: '2022-12-25' }),
    ]);
  });

  it('starts a part-day holiday at its hour in the state\u2019s zone', () => {
    const christmasEve = rowsOn(run, '2022-12-24');
    expect(christmasEve.find((row) => row.scope === 'AU-SA')).toMatchObject({
      key: 'christmas eve',
      names: { en: 'Christmas Eve' },
      type: 'public',
      timezone: 'Australia/Adelaide',
      start: '2022-12-24T08:30:00.000Z', // 19:00 ACDT
      end: '2022-12-24T13:30:00.000Z', // midnight ACDT
    });
    expect(christmasEve.find((row) => row.scope === 'AU-QLD')).toMatchObject({ start: '2022-12-24T08:00:00.000Z', end: '2022-12-24T14:00:00.000Z' }); // 18:00 AEST
    expect(christmasEve.find((row) => row.scope === 'AU-NT')).toMatchObject({ start: '2022-12-24T09:30:00.000Z' }); // 19:00 ACST
    // The hours are in the information only (2014-2018), and the name has a double space (2022).
    expect(rowsOn(run, '2017-12-24').find((row) => row.scope === 'AU-SA')).toMatchObject({ key: 'christmas eve', start: '2017-12-24T08:30:00.000Z' });
    expect(rowsOn(run, '2022-12-31').find((row) => row.scope === 'AU-SA')).toMatchObject({ key: "new year's eve", start: '2022-12-31T08:30:00.000Z' });
  });

  it('trims names and keeps mojibake out of every published text', () => {
    expect(rowsOn(run, '2017-12-25')).toEqual([expect.objectContaining({ scope: null, key: 'christmas day', names: { en: 'Christmas Day' } })]);
    expect(rowsOn(run, '2022-12-25')).toHaveLength(1);
    const texts = run.rows.flatMap((row) => [row.key, ...Object.values(row.names)]);
    expect(texts.filter((text) => /Ő|أ|ت|\s$/.test(text))).toEqual([]);
    expect(rowsOn(run, '2019-03-11')).toEqual([expect.objectContaining({ scope: 'AU-ACT', key: 'canberra day' })]);
  });

  it('types bank and restricted holidays through the type table', () => {
    expect(rowsOn(run, '2017-08-07')).toEqual([expect.objectContaining({ scope: 'AU-NSW', key: 'bank holiday', type: 'bank' })]);
    expect(rowsOn(run, '2017-04-18')).toEqual([expect.objectContaining({ scope: 'AU-TAS', key: 'easter tuesday', type: 'observance' })]);
  });

  it('repairs text and reads places', () => {
    expect(repairText('naming ceremony of AustraliaŐs capital ')).toBe("naming ceremony of Australia's capital");
    expect(repairText('Australiaأ…آگs')).toBe("Australia's");
    expect(placesOf('NAT')).toBe('national');
    expect([...(placesOf('ACT|NSW') as Set<string>)]).toEqual(['ACT', 'NSW']);
    expect(placesOf('act')).toEqual(new Set(['ACT']));
    expect(placesOf('XYZ')).toBeNull();
    expect(readName('Boxing Day holiday', '', '2016-12-27')).toMatchObject({ key: 'boxing day', substitute: true, substituteFor: '2016-12-26' });
    expect(readName('Christmas Eve 6pm - Midnight', '', '2021-12-24')).toMatchObject({ key: 'christmas eve', startsAtMinute: 18 * 60, substitute: false });
  });

  it('rejects a row that names no known state, naming the column', async () => {
    const csv = 'Date,Holiday Name,Information,More Information,Jurisdiction\r\n20220101,New Year\'s Day,,,act\r\n20220126,Australia Day,,,atlantis\r\n';
    const server = await startLoopback({ '/bad.csv': send(csv, { contentType: 'text/csv' }) });
    const dir = tempDir('au-bad');
    const [config] = sourcesConfigFor(dir, { 'au-data-gov': { urls: [server.url('/bad.csv')], maxRejectedShare: 0.5 } });
    const result = await runSource(auDataGov, config!, { cacheDir: dir, at });
    expect(result.status).toBe('ok');
    expect(result.rejected).toEqual([
      { source: 'au-data-gov', row: 'bad.csv: line 3', field: 'Jurisdiction', message: 'names no known state: "atlantis"', year: 2022 },
    ]);
  });
});
