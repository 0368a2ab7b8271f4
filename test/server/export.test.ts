// GET /v3/public-holidays/export over a dataset of its own: the ICS read back
// with ical.js and the CSV with papaparse, each compared field by field with
// the list's 3.1.2 records; a renamed record (revision 2) and a withdrawn one.

import ICAL from 'ical.js';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import { addDays } from '../../core/dates.js';
import { CSV_COLUMNS } from '../../server/csv.js';
import { escapeText, foldLine, PRODID } from '../../server/ics.js';
import { call, serveOwnDataset } from './helpers.js';

const RENAMED = 'Epiphany; Three Kings, Day';

const own = serveOwnDataset('ph-export', async (dataDir) => {
  const base = { outDir: dataDir, countries: ['US', 'DE'], fromYear: 2025, toYear: 2025, keep: 1, workers: 1 };
  await build({ ...base, at: '2026-01-01T00:00:00Z' });
  // A second build corrects one name (a new revision of the same id) and withdraws one record.
  await build({
    ...base,
    at: '2026-02-01T00:00:00Z',
    corrections: [
      { action: 'rename', country: 'DE', date: '2025-01-06', name: 'Epiphany', to: RENAMED, entry: 0 },
      { action: 'remove', country: 'DE', date: '2025-02-14', name: "Valentine's Day", entry: 1 },
    ],
  });
});

interface Record312 {
  id: string;
  date: string;
  observed: string;
  name: string;
  name_local: string;
  localLanguage: string;
  type: string;
  public: boolean;
  substitute: boolean;
  subdivisions: string[];
  variant: number;
  revision: number;
  updatedAt: string;
  deprecated: boolean;
}

const listed = async (query: string): Promise<Record312[]> => {
  const answer = await call(own.server.url, `/v3/public-holidays/list?dataVersion=3.1.2&${query}`, {
    key: own.server.testKeys.key.titan,
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.json.holidays;
};

const exported = async (query: string, key = own.server.testKeys.key.pro) => {
  const answer = await call(own.server.url, `/v3/public-holidays/export?${query}`, { key });
  expect(answer.status, answer.text).toBe(200);
  return answer;
};

const icsDate = (time: ICAL.Time) => time.toString();

describe('ICS export', () => {
  it('is RFC 5545 that ical.js reads back, event by event equal to the list', async () => {
    const answer = await exported('country=DE&year=2025');
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="holidays-DE-2025.ics"');
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.text).not.toContain(answer.headers['x-request-id'] as string);

    // CRLF everywhere, every physical line at most 75 octets, long lines folded.
    expect(answer.text.endsWith('\r\n')).toBe(true);
    const physical = answer.text.slice(0, -2).split('\r\n');
    expect(
      physical.every((line) => !line.includes('\n') && !line.includes('\r') && Buffer.byteLength(line) <= 75),
    ).toBe(true);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    expect(physical.slice(0, 3)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODID}`]);

    const calendar = new ICAL.Component(ICAL.parse(answer.text));
    expect(calendar.getFirstPropertyValue('prodid')).toBe(PRODID);
    const events = calendar.getAllSubcomponents('vevent');
    const records = await listed('country=DE&year=2025');
    expect(events).toHaveLength(records.length);
    events.forEach((component, index) => {
      const record = records[index]!;
      const event = new ICAL.Event(component);
      expect(event.uid).toBe(record.id);
      expect(event.summary).toBe(record.name);
      expect(event.startDate.isDate).toBe(true);
      expect(icsDate(event.startDate)).toBe(record.date);
      expect(event.endDate.isDate).toBe(true);
      expect(icsDate(event.endDate)).toBe(addDays(record.date, 1));
      expect(event.sequence).toBe(record.revision);
      expect(component.getFirstPropertyValue('dtstamp')!.toString()).toBe(record.updatedAt);
      expect(component.getFirstPropertyValue('categories')).toBe(record.type);
      expect(component.getFirstPropertyValue('status')).toBe('CONFIRMED');
      expect(component.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
      const description = event.description.split('\n');
      expect(description[0]).toBe(`${record.name_local} (${record.localLanguage})`);
      expect(description[1]).toBe(`Type: ${record.type}`);
      if (record.subdivisions.length > 0) expect(description[2]).toBe(`Regions: ${record.subdivisions.join(', ')}`);
    });

    // The corrected name: escaped on the wire, read back as it is, SEQUENCE raised to its revision.
    const renamed = records.find((record) => record.name === RENAMED)!;
    expect(renamed.revision).toBe(2);
    expect(answer.text).toContain('SUMMARY:Epiphany\\; Three Kings\\, Day\r\n');
    const event = new ICAL.Event(events.find((component) => component.getFirstPropertyValue('uid') === renamed.id)!);
    expect([event.summary, event.sequence]).toEqual([RENAMED, 2]);
    expect(records.some((record) => record.name === "Valentine's Day")).toBe(false);
  });

  it('sends a withdrawn record as CANCELLED with includeDeprecated, and narrows by regions', async () => {
    const answer = await exported('country=DE&year=2025&includeDeprecated=true&type=observance');
    const events = new ICAL.Component(ICAL.parse(answer.text)).getAllSubcomponents('vevent');
    const records = await listed('country=DE&year=2025&includeDeprecated=true&type=observance');
    expect(events.map((component) => component.getFirstPropertyValue('uid'))).toEqual(
      records.map((record) => record.id),
    );
    const withdrawn = records.find((record) => record.deprecated)!;
    expect(withdrawn.name).toBe("Valentine's Day");
    const cancelled = events.find((component) => component.getFirstPropertyValue('uid') === withdrawn.id)!;
    expect([cancelled.getFirstPropertyValue('status'), cancelled.getFirstPropertyValue('sequence')]).toEqual([
      'CANCELLED',
      withdrawn.revision,
    ]);

    const california = await exported('country=US&year=2025&regions=US-CA');
    expect(california.headers['content-disposition']).toBe('attachment; filename="holidays-US-2025-US-CA.ics"');
    const uids = new ICAL.Component(ICAL.parse(california.text))
      .getAllSubcomponents('vevent')
      .map((component) => component.getFirstPropertyValue('uid'));
    expect(uids).toEqual((await listed('country=US&year=2025&regions=US-CA')).map((record) => record.id));
  });

  it('folds at 75 octets without splitting a character, and escapes TEXT', () => {
    const line = `SUMMARY:${'ü'.repeat(60)}€${'x'.repeat(80)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    expect(parts.every((part) => Buffer.byteLength(part) <= 75)).toBe(true);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });
});

describe('CSV export', () => {
  it('is RFC 4180 that papaparse reads back, row by row equal to the list', async () => {
    const answer = await exported('country=DE&year=2025&format=csv');
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="holidays-DE-2025.csv"');
    expect(answer.text.split('\r\n')[0]).toBe(CSV_COLUMNS.join(','));
    expect(answer.text.replace(/\r\n/g, '')).not.toContain('\n');

    const parsed = Papa.parse<Record<string, string>>(answer.text, { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([...CSV_COLUMNS]);
    const records = await listed('country=DE&year=2025');
    expect(parsed.data).toHaveLength(records.length);
    parsed.data.forEach((row, index) => {
      const record = records[index]!;
      expect(row).toEqual({
        id: record.id,
        date: record.date,
        observed: record.observed,
        name: record.name,
        name_local: record.name_local,
        localLanguage: record.localLanguage,
        type: record.type,
        public: String(record.public),
        substitute: String(record.substitute),
        subdivisions: record.subdivisions.join(' '),
        variant: String(record.variant),
        revision: String(record.revision),
        updatedAt: record.updatedAt,
        deprecated: String(record.deprecated),
      });
    });
    // The name with a comma and a semicolon survives quoting.
    expect(parsed.data.map((row) => row.name)).toContain(RENAMED);
  });
});

describe('export: access and HTTP', () => {
  it('needs the Pro plan', async () => {
    const growth = await call(own.server.url, '/v3/public-holidays/export?country=DE&year=2025', {
      key: own.server.testKeys.key.growth,
    });
    expect(growth.status).toBe(403);
    expect(growth.json.error).toMatchObject({ code: 'plan_restricted' });
    expect(growth.json.error.message).toContain(
      '/v3/public-holidays/export needs the Pro plan or above; this key is on the Growth plan',
    );
    expect(growth.json.requestId).toBe(growth.headers['x-request-id']);
    await exported('country=DE&year=2025', own.server.testKeys.key.titan);
  });

  it('refuses bad values with the usual JSON errors', async () => {
    const key = own.server.testKeys.key.pro;
    const bad = await call(own.server.url, '/v3/public-holidays/export?country=DE&year=2024&format=pdf', { key });
    expect(bad.status).toBe(400);
    expect(bad.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(bad.json.errors).toEqual([
      { parameter: 'format', message: 'format must be ics or csv; got "pdf"' },
      {
        parameter: 'year',
        message: 'year must be a 4-digit year between 2025 and 2025 (the years published for DE); got "2024"',
      },
    ]);
    expect(
      (await call(own.server.url, '/v3/public-holidays/export?country=DE&year=2025&dataVersion=3.1.0', { key })).json
        .error.code,
    ).toBe('unknown_parameter');
    // xml is a format of the data endpoints, not of the export: its refusal is JSON too.
    const xml = await call(own.server.url, '/v3/public-holidays/export?country=DE&year=2025&format=xml', { key });
    expect([xml.status, xml.headers['content-type']]).toEqual([400, 'application/json; charset=utf-8']);
    expect(xml.json.errors).toEqual([{ parameter: 'format', message: 'format must be ics or csv; got "xml"' }]);
  });

  it('answers 304 to its ETag, and HEAD with the same headers', async () => {
    const key = own.server.testKeys.key.pro;
    const first = await exported('country=US&year=2025&format=csv');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    const again = await call(own.server.url, '/v3/public-holidays/export?country=US&year=2025&format=csv', {
      key,
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    const head = await call(own.server.url, '/v3/public-holidays/export?country=US&year=2025&format=csv', {
      key,
      method: 'HEAD',
    });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers['content-length']).toBe(String(first.raw.length));
    expect(head.headers['content-disposition']).toBe(first.headers['content-disposition']);
  });
});
