// Errors (docs/api.md, Errors): every code and status, the error shape, and odd input
// that must answer 4xx with a message, never a 5xx, a stack trace, or a read
// outside the data directory; plus a seeded randomised query generator.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  seededRandom,
  sharedDataset,
  startTestServer,
  stopServer,
  type Answer,
  type TestServer,
} from './helpers.js';

let server: TestServer;
let titan: string;

beforeAll(async () => {
  server = await startTestServer((await sharedDataset()).dataDir);
  titan = server.testKeys.key.titan;
});
afterAll(() => stopServer(server));

const LIST = '/v3/public-holidays/list';

function expectError(answer: Answer, status: number, code: string): void {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.json, answer.text).toMatchObject({
    error: { code },
    status,
    requestId: answer.headers['x-request-id'],
  });
  expect(answer.json.error.message.length).toBeGreaterThan(5);
  expect(answer.json.error.details.length).toBeGreaterThan(5);
  // No stack trace or file path ever reaches a client.
  expect(answer.text).not.toMatch(/\n\s+at |\.ts:\d+|node:internal|\/work\//);
}

/** A 400 whose `errors` names `parameter` with a message matching `message`. */
async function expectBad(
  path: string,
  parameter: string,
  message: RegExp,
  code = 'invalid_parameter',
  key = titan,
): Promise<Answer> {
  const answer = await call(server.url, path, { key });
  expectError(answer, 400, code);
  const entry = (answer.json.errors as { parameter: string; message: string }[]).find(
    (each) => each.parameter === parameter,
  );
  expect(entry, answer.text).toBeDefined();
  expect(entry!.message).toMatch(message);
  return answer;
}

describe('400: parameters', () => {
  it('missing country and year: missing_parameter naming both at once', async () => {
    const answer = await call(server.url, LIST, { key: titan });
    expectError(answer, 400, 'missing_parameter');
    expect(answer.json.errors.map((each: { parameter: string }) => each.parameter)).toEqual(['country', 'year']);
  });

  it('an empty required value counts as missing', async () => {
    await expectBad(`${LIST}?country=&year=2025`, 'country', /required/, 'missing_parameter');
  });

  it('every bad parameter is named at once', async () => {
    const answer = await call(server.url, `${LIST}?country=US&year=2025&month=13&type=holiday&timezone=Mars/Base`, {
      key: titan,
    });
    expectError(answer, 400, 'invalid_parameter');
    expect(answer.json.errors.map((each: { parameter: string }) => each.parameter).sort()).toEqual([
      'month',
      'timezone',
      'type',
    ]);
  });

  it('an unknown parameter suggests the nearest known name', async () => {
    const answer = await expectBad(
      `${LIST}?contry=US&year=2025`,
      'contry',
      /did you mean country\?/,
      'unknown_parameter',
    );
    expect(answer.json.error.message).toContain('did you mean country?');
    await expectBad(`${LIST}?country=US&Year=2025`, 'Year', /did you mean year\?/, 'unknown_parameter');
    await expectBad(
      `${LIST}?country=US&year=2025&timezon=UTC`,
      'timezon',
      /did you mean timezone\?/,
      'unknown_parameter',
    );
    await expectBad(
      `${LIST}?country=US&year=2025&xyzzy=1`,
      'xyzzy',
      /accepts country, year, month/,
      'unknown_parameter',
    );
    // A parameter of another endpoint is unknown here.
    await expectBad(`${LIST}?country=US&year=2025&date=2025-01-01`, 'date', /unknown parameter/, 'unknown_parameter');
  });

  it("year outside the country's published years", async () => {
    for (const year of ['99999', '2023', '2027', 'abcd', '202', '-2025']) {
      await expectBad(`${LIST}?country=US&year=${year}`, 'year', /^year must be a 4-digit year between 2024 and 2026/);
    }
  });

  it('month and day bounds, and days that do not exist', async () => {
    await expectBad(`${LIST}?country=US&year=2025&month=0`, 'month', /month must be a month number 1-12/);
    await expectBad(`${LIST}?country=US&year=2025&month=13`, 'month', /1-12/);
    await expectBad(`${LIST}?country=US&year=2025&day=0`, 'day', /1-31/);
    await expectBad(`${LIST}?country=US&year=2025&day=32`, 'day', /1-31/);
    await expectBad(`${LIST}?country=US&year=2025&day=31&month=2`, 'day', /day 31 does not exist in month 2 of 2025/);
    await expectBad(`${LIST}?country=US&year=2025&day=29&month=2`, 'day', /does not exist/);
    expect((await call(server.url, `${LIST}?country=US&year=2024&day=29&month=2`, { key: titan })).status).toBe(200);
  });

  it('unknown country, version, type, format, boolean and dates', async () => {
    await expectBad(
      `${LIST}?country=ZZ&year=2025`,
      'country',
      /not a supported country: GET \/v3\/public-holidays\/countries/,
    );
    await expectBad(`${LIST}?country=USA&year=2025`, 'country', /too long/);
    await expectBad(`${LIST}?country=U1&year=2025`, 'country', /ISO 3166-1 alpha-2/);
    await expectBad(
      `${LIST}?country=US&year=2025&dataVersion=9.9.9`,
      'dataVersion',
      /3\.0\.0, 3\.1\.0, 3\.1\.1, 3\.1\.2/,
    );
    await expectBad(
      `${LIST}?country=US&year=2025&type=public,holiday`,
      'type',
      /public, regional, bank, governmental, religious, observance/,
    );
    await expectBad(`${LIST}?country=US&year=2025&type=public,`, 'type', /without empty items/);
    await expectBad(`${LIST}?country=US&year=2025&format=pdf`, 'format', /json or xml/);
    // A file format is the export endpoint's: the message names it.
    for (const [file, what] of [
      ['csv', 'a CSV'],
      ['ics', 'an iCalendar'],
      ['CSV', 'a CSV'],
    ] as const) {
      const answer = await expectBad(`${LIST}?country=US&year=2025&format=${file}`, 'format', /json or xml/);
      expect(answer.json.errors[0].message).toBe(
        `format must be json or xml; ${what} file of the same selection is GET /v3/public-holidays/export with format=${file.toLowerCase()} (Pro plan); got "${file}"`,
      );
    }
    await expectBad(`${LIST}?country=US&year=2025&includeDeprecated=maybe`, 'includeDeprecated', /true or false/);
    await expectBad(`${LIST}?country=US&year=2025&after=2025-02-30`, 'after', /YYYY-MM-DD/);
    await expectBad(`${LIST}?country=US&year=2025&before=yesterday`, 'before', /YYYY-MM-DD/);
    await expectBad(`${LIST}?country=US&year=2025&after=1`, 'after', /send month and day too/, 'missing_parameter');
    await expectBad(`${LIST}?country=US&year=2025&language=<script>`, 'language', /ISO 639-1/);
  });

  it('an unknown regions code is named, with where to find valid codes', async () => {
    const answer = await expectBad(
      `${LIST}?country=US&year=2025&regions=US-CA,US-XX`,
      'regions',
      /"US-XX" is not a subdivision or city of US/,
    );
    expect(answer.json.error.message).toContain('/v3/public-holidays/countries?code=US');
    expect(answer.json.error.message).not.toContain('US-CA"');
    await expectBad(
      `${LIST}?country=US&year=2025&regions=DE-BY`,
      'regions',
      /"DE-BY" is not a subdivision or city of US/,
    );
    await expectBad(`${LIST}?country=US&year=2025&subdivision=US-ZZ`, 'subdivision', /"US-ZZ"/);
    await expectBad(`${LIST}?country=US&year=2025&regions=CA`, 'regions', /subdivision codes such as DE-BY/);
  });

  it('an unknown time zone', async () => {
    await expectBad(`${LIST}?country=US&year=2025&timezone=Mars/Olympus_Mons`, 'timezone', /IANA time zone name/);
    await expectBad(`${LIST}?country=US&year=2025&timezone=../../etc/localtime`, 'timezone', /IANA time zone name/);
  });

  it('check and countries validate their own parameters', async () => {
    await expectBad('/v3/public-holidays/check?country=US&date=2025-02-30', 'date', /real calendar date/);
    await expectBad('/v3/public-holidays/check?country=US&date=2030-01-01', 'date', /2024-2026/);
    await expectBad('/v3/public-holidays/check?country=US', 'date', /required/, 'missing_parameter');
    await expectBad('/v3/public-holidays/countries?code=ZZ', 'code', /not a supported country/);
    await expectBad('/v3/countries?code=../', 'code', /too long/);
  });
});

describe('odd input', () => {
  it('path traversal in values and paths reads nothing outside the data directory', async () => {
    await expectBad(`${LIST}?country=../..&year=2025`, 'country', /too long/);
    await expectBad(`${LIST}?country=..&year=2025`, 'country', /ISO 3166-1 alpha-2/);
    await expectBad(`${LIST}?country=%2e%2e&year=2025`, 'country', /ISO 3166-1 alpha-2/);
    await expectBad(`${LIST}?country=US&year=2025&dataVersion=../../../etc/passwd`, 'dataVersion', /too long/);
    await expectBad(`${LIST}?country=US&year=2025&dataVersion=../../etc`, 'dataVersion', /must be one of/);
    for (const path of [
      '/v3/public-holidays/../../etc/passwd',
      '/v3/%2e%2e/%2e%2e/etc/passwd',
      '/v3/public-holidays/list/../../../manifest.json',
    ]) {
      const answer = await call(server.url, path, { key: titan });
      expectError(answer, 404, 'not_found');
      expect(answer.text).not.toContain('root:');
    }
  });

  it('invalid UTF-8 percent-escapes', async () => {
    await expectBad(`${LIST}?country=%FF&year=2025`, 'country', /not valid percent-encoded UTF-8/);
    await expectBad(`${LIST}?country=US&year=2025&language=%E0%A4`, 'language', /not valid percent-encoded UTF-8/);
    await expectBad(`${LIST}?country=US&year=2025&type=%`, 'type', /not valid percent-encoded UTF-8/);
    await expectBad(`${LIST}?country=US&year=2025&%C0%AF=1`, '%C0%AF', /parameter name/);
  });

  it('numbers out of range, however long, say the range', async () => {
    await expectBad(`${LIST}?country=US&year=2025&month=13`, 'month', /1-12|1 to 12/);
    await expectBad(`${LIST}?country=US&year=2025&month=123`, 'month', /from 1 to 12/);
    await expectBad(`${LIST}?country=US&year=${'2'.repeat(20)}`, 'year', /from 1000 to 9999/);
  });

  it('very long values and query strings', async () => {
    await expectBad(
      `${LIST}?country=${'A'.repeat(3000)}&year=2025`,
      'country',
      /too long \(3000 characters\): at most 2/,
    );
    await expectBad(`${LIST}?country=US&year=2025&regions=${'US-CA,'.repeat(200)}US-NY`, 'regions', /too long/);
    await expectBad(`${LIST}?country=US&year=2025&type=${'x'.repeat(5000)}`, '(query)', /at most 4096/);
    // Beyond what HTTP/1.1 parsing accepts: still the error shape.
    const huge = await call(server.url, `${LIST}?country=US&year=2025&type=${'x'.repeat(20_000)}`, { key: titan });
    expect(huge.status).toBe(431);
    expect(huge.json).toMatchObject({ error: { code: 'invalid_parameter' }, status: 431 });
    expect(huge.json.error.message).toMatch(/the request line \(\d+ bytes\)/);
    expect(huge.json.requestId).toBe(huge.headers['x-request-id']);
    const header = await call(server.url, `${LIST}?country=US&year=2025`, {
      key: titan,
      headers: { 'X-Filler': 'x'.repeat(20_000) },
    });
    expect(header.status).toBe(431);
    expect(header.json.error.message).toMatch(/header X-Filler \(\d+ bytes\)/);
    expect(header.json.error.details).toMatch(/X-Filler/);
  });

  it('repeated parameters', async () => {
    await expectBad(`${LIST}?country=US&year=2025&year=2026`, 'year', /sent 2 times/);
    await expectBad(`${LIST}?country=US&country=DE&year=2025`, 'country', /send each parameter once/);
  });

  it('too many parameters', async () => {
    const many = Array.from({ length: 50 }, (_, index) => `p${index}=1`).join('&');
    await expectBad(`${LIST}?country=US&year=2025&${many}`, '(query)', /at most 40/, 'invalid_parameter');
  });
});

describe('404 and 405', () => {
  it('unknown paths answer 404 not_found in the error shape, without a key', async () => {
    for (const path of [
      '/v3',
      '/v2/public-holidays/list',
      '/index.html',
      '/v3/public-holidays/listing',
      '/v3/public-holidays/list.json',
    ]) {
      const answer = await call(server.url, path);
      expectError(answer, 404, 'not_found');
      expect(answer.json.error.details).toContain('/v3/openapi.json');
    }
  });

  it('methods other than GET, HEAD and OPTIONS answer 405 with Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const answer = await call(server.url, `${LIST}?country=US&year=2025`, { key: titan, method });
      expectError(answer, 405, 'method_not_allowed');
      expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS');
      expect(answer.json.error.message).toContain(method);
    }
  });
});

describe('randomised queries', () => {
  const NAMES = [
    'country',
    'year',
    'month',
    'day',
    'regions',
    'subdivision',
    'type',
    'after',
    'before',
    'public',
    'public_only',
    'language',
    'lang',
    'timezone',
    'format',
    'includeDeprecated',
    'dataVersion',
    'code',
    'date',
    'api_key',
    'api_token',
    'Country',
    'x',
    '',
    '%',
    '%FF',
    'a%00b',
  ];
  const VALUES = [
    'US',
    'de',
    'JP',
    'IT',
    'ZZ',
    '..',
    '../..',
    '%2e%2e%2f',
    '2025',
    '2024',
    '2026',
    '99999',
    '0',
    '1',
    '-1',
    '12',
    '31',
    '2',
    '29',
    'true',
    'false',
    'US-CA',
    'US-LOS-ANGELES',
    'IT-MILAN,IT-ROME',
    'DE-BY,US-CA',
    ',',
    'public,bank',
    'observance',
    '2025-07-04',
    '2025-02-30',
    '2024-02-29',
    'xml',
    'json',
    'XML',
    'de',
    'pt-BR',
    'zz',
    'Asia/Tokyo',
    'America/New_York',
    'Etc/GMT+5',
    'Mars/Base',
    '3.0.0',
    '3.1.2',
    '9.9',
    '%FF',
    '%E0%A4%A',
    '%',
    '%00',
    '%0A%0D',
    '<x>&amp;',
    '"\'',
    '\u00fc',
    '%F0%9F%8E%89',
    'A'.repeat(300),
    '%C3%28',
    '+',
    '%2B',
    '=',
    '==',
    '&&',
  ];
  const PATHS = [
    '/v3/public-holidays/list',
    '/v3/public-holidays/countries',
    '/v3/countries',
    '/v3/public-holidays/check',
    '/healthz',
    '/v3/nope',
  ];

  it('never answers 5xx, and always in the envelope (400 generated requests, seed 20260101)', async () => {
    const random = seededRandom(20_260_101);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const keys = [titan, server.testKeys.key.explorer, server.testKeys.key.pro, server.testKeys.key.revoked, undefined];
    const requests = Array.from({ length: 400 }, () => {
      const count = Math.floor(random() * 7);
      const pairs = Array.from({ length: count }, () => {
        const name = pick(NAMES);
        const value = pick(VALUES);
        // Values go out raw (with their escapes), or percent-encoded, half and half.
        return `${name}=${random() < 0.5 ? value : encodeURIComponent(value)}`;
      });
      return {
        path: `${pick(PATHS)}${pairs.length ? `?${pairs.join('&')}` : ''}`,
        key: pick(keys),
        method: random() < 0.9 ? 'GET' : 'HEAD',
      };
    });
    const failures: string[] = [];
    for (let index = 0; index < requests.length; index += 20) {
      const batch = requests.slice(index, index + 20);
      const answers = await Promise.all(
        batch.map((request) =>
          call(
            server.url,
            request.path.replace(/[\s"<>\\^`{|}]/g, (c) => encodeURIComponent(c)),
            { key: request.key, method: request.method },
          ),
        ),
      );
      answers.forEach((answer, offset) => {
        const request = batch[offset]!;
        if (answer.status >= 500 || answer.status < 200)
          failures.push(`${answer.status} ${request.method} ${request.path}: ${answer.text.slice(0, 200)}`);
        if (
          request.method === 'GET' &&
          (answer.json?.status !== answer.status || answer.json?.requestId !== answer.headers['x-request-id'])
        ) {
          failures.push(`envelope ${answer.status} ${request.path}: ${answer.text.slice(0, 200)}`);
        }
      });
    }
    expect(failures).toEqual([]);
    expect(server.logs.filter((line) => line.includes('internal error'))).toEqual([]);
  });
});

describe('403: plan_restricted', () => {
  it('for an endpoint above the plan, advises the upgrade alone: the endpoint cannot be left out of the request', async () => {
    const answer = await call(server.url, '/v3/public-holidays/export?country=US&year=2025', {
      key: server.testKeys.key.growth,
    });
    expectError(answer, 403, 'plan_restricted');
    expect(answer.json.error.details).toBe('Upgrade to Pro to use /v3/public-holidays/export.');
  });

  it('for a parameter above the plan, advises the upgrade or leaving it out', async () => {
    const answer = await call(server.url, `${LIST}?country=US&year=2025&language=de`, {
      key: server.testKeys.key.explorer,
    });
    expectError(answer, 403, 'plan_restricted');
    expect(answer.json.error.details).toMatch(/^Upgrade to \w+ to use it, or leave it out of the request\.$/);
  });
});

describe('the error envelope in XML', () => {
  it('is XML when format=xml was asked for on a plan that has XML', async () => {
    const answer = await call(server.url, `${LIST}?country=US&year=2099&format=xml`, {
      key: server.testKeys.key.growth,
    });
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(answer.text).toContain('<error><code>invalid_parameter</code>');
    expect(answer.text).toContain(
      `<requestId>${answer.headers['x-request-id']}</requestId><status>400</status></response>`,
    );
    const refused = await call(server.url, `${LIST}?country=US&year=2025&format=xml`, {
      key: server.testKeys.key.explorer,
    });
    expect(refused.headers['content-type']).toBe('application/json; charset=utf-8');
    expectError(refused, 403, 'plan_restricted');
  });
});
