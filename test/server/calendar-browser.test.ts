// The calendar page (/) as people meet it, in headless Chromium (browser.ts)
// at a desktop's width (1280×800) and a phone's (375×740): the week start and
// the weekend of the country, the viewer's week start offered where it
// differs, the type filter (public holidays by default, the others counted),
// the export links of what is shown, the API's parameter names in the
// address, the skip links, the message without scripts, clear messages for
// an unknown country or year, and axe-core finding no accessibility
// violation. The shared test dataset gives US, DE and AE; a small build of
// its own gives a Friday-Saturday weekend (QA) and a weekend changed within
// the year (NP, 6 April 2026). Every address names its year: nothing here
// depends on today's date.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import axe from 'axe-core';
import Papa from 'papaparse';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_VERSION } from '../../core/contracts.js';
import { HOLIDAY_TYPES } from '../../core/types.js';
import { build } from '../../pipeline/build.js';
import type { PublishedHoliday } from '../../server/snapshot.js';
import { launchBrowser, watchedPage, type TestBrowser } from './browser.js';
import {
  call,
  serveOwnDataset,
  sharedDataset,
  startTestServer,
  stopServer,
  type Dataset,
  type TestServer,
} from './helpers.js';

const own = serveOwnDataset('ph-calendar-page', async (dataDir) => {
  await build({
    outDir: dataDir,
    countries: ['QA', 'NP'],
    fromYear: 2026,
    toYear: 2026,
    at: '2026-01-01T00:00:00Z',
    keep: 1,
    workers: 1,
    offline: true,
  });
});

let dataset: Dataset;
let server: TestServer;
let browser: TestBrowser;

beforeAll(async () => {
  dataset = await sharedDataset();
  server = await startTestServer(dataset.dataDir);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stopServer(server);
});

const WAIT = { timeout: 30_000 };
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 740, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
] as const;
type Viewport = (typeof WIDTHS)[number]['viewport'];

const published = (country: string, year: number): PublishedHoliday[] =>
  (
    JSON.parse(readFileSync(join(dataset.dataDir, 'current', DEFAULT_VERSION, country, `${year}.json`), 'utf8')) as {
      holidays: PublishedHoliday[];
    }
  ).holidays.filter((holiday) => !holiday.deprecated);

/** Every day of a year, YYYY-MM-DD, with its weekday (0 = Sunday). */
const daysOf = (year: number) =>
  Array.from({ length: (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / 86_400_000 }, (_, index) => {
    const day = new Date(Date.UTC(year, 0, 1 + index));
    return { date: day.toISOString().slice(0, 10), weekday: day.getUTCDay() };
  });

/** A page at that width, opened at `path` and rendered (or refused, for `problem`). */
async function open(origin: string, path: string, viewport: Viewport, ready: string | { problem: string }) {
  const watched = await watchedPage(browser.browser, origin);
  await watched.page.setViewport(viewport);
  await watched.page.goto(`${origin}${path}`, { waitUntil: 'load' });
  await watched.page.waitForSelector(
    typeof ready === 'string' ? `body[data-ready="${ready}"]` : `body[data-problem="${ready.problem}"]`,
    WAIT,
  );
  return watched;
}

// The page's own code runs in Chromium, given as strings: the project's TypeScript has no DOM types.

/** axe-core's violations (WCAG 2 A and AA and its best practices, its defaults), as `rule: elements`. */
async function violations(page: Page): Promise<string[]> {
  if (!(await page.evaluate("'axe' in window"))) await page.evaluate(axe.source);
  const results = (await page.evaluate("axe.run(document, { resultTypes: ['violations'] })")) as axe.AxeResults;
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** What the page lays out wider than the screen (nothing, at any width). */
const overflow = (page: Page) =>
  page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');

/** A property of the element the selector finds (hidden, value, checked, …). */
const property = (page: Page, selector: string, name: string) =>
  page.$eval(selector, (node, key) => (node as unknown as Record<string, unknown>)[key], name);

const checkedTypes = (page: Page) =>
  page.$$eval('#types input', (boxes) =>
    boxes.filter((box) => (box as unknown as { checked: boolean }).checked).map((box) => box.getAttribute('value')),
  );

/** The weekdays of a month's columns, in order. */
const columns = (page: Page, month: number) =>
  page.$$eval(`table.month[data-month="${month}"] thead th`, (cells) =>
    cells.map((cell) => Number(cell.getAttribute('data-weekday'))),
  );

const shaded = (page: Page) =>
  page.$$eval('table.month td.weekend', (cells) => cells.map((cell) => cell.getAttribute('data-date')!));

const listedIds = (page: Page) =>
  page.$$eval('#holiday-list li', (items) => items.map((item) => item.getAttribute('data-id')!));

const text = (page: Page, selector: string) => page.$eval(selector, (node) => node.textContent ?? '');

describe.each(WIDTHS)('the calendar page at the $name width', ({ viewport }) => {
  it('US 2026: weeks from Sunday, Saturday and Sunday shaded, public holidays only with the other types counted, export links for what is shown, no axe violation', async () => {
    const year = published('US', 2026);
    const { page, problems } = await open(server.url, '/?country=US&year=2026', viewport, 'US/2026');
    try {
      // Sunday first, as CLDR has it for the United States: 1 January 2026, a Thursday, after four empty cells.
      expect(await columns(page, 1)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(
        await page.$$eval('table.month[data-month="1"] tbody tr:first-child td', (cells) =>
          cells.map((cell) => cell.getAttribute('data-date')),
        ),
      ).toEqual([null, null, null, null, '2026-01-01', '2026-01-02', '2026-01-03']);
      expect(await shaded(page)).toEqual(
        daysOf(2026)
          .filter((day) => day.weekday === 0 || day.weekday === 6)
          .map((day) => day.date),
      );
      expect(await text(page, '#week-note')).toContain(
        'Shaded: the weekend, Saturday and Sunday. Weeks start on Sunday, the country’s custom.',
      );
      // The browser speaks en-US, which starts weeks on Sunday too: nothing to offer.
      expect(await property(page, '#week-choice', 'hidden')).toBe(true);

      // Public holidays by default; each type counted; Valentine's Day and Tax Day (observances) left out, and counted.
      const count = (type: string) => year.filter((holiday) => holiday.type === type).length;
      expect(await checkedTypes(page)).toEqual(['public']);
      expect(
        await page.$$eval('#types label', (labels) =>
          labels.map((label) => [label.getAttribute('data-type'), label.textContent!.trim()]),
        ),
      ).toEqual(HOLIDAY_TYPES.map((type) => [type, `${type[0]!.toUpperCase()}${type.slice(1)} (${count(type)})`]));
      const publicOnes = year.filter((holiday) => holiday.type === 'public');
      expect(await listedIds(page)).toEqual(publicOnes.map((holiday) => holiday.id));
      const names = await page.$$eval('#holiday-list .holiday-name', (nodes) => nodes.map((node) => node.textContent));
      expect(names).not.toContain("Valentine's Day");
      expect(names).not.toContain('Tax Day');
      const others = year.length - publicOnes.length;
      expect(others).toBeGreaterThan(50);
      expect(await text(page, '#status')).toBe(
        `${publicOnes.length} holidays (public) in United States of America in 2026. ${others} more of other types not shown: ` +
          HOLIDAY_TYPES.filter((type) => type !== 'public' && count(type) > 0)
            .map((type) => `${count(type)} ${type}`)
            .join(', ') +
          '.',
      );
      expect(new URL(page.url()).search).toBe('?country=US&year=2026');

      // The export links ask for exactly what is shown; with a Pro key the CSV holds those holidays, without one it is 401, as the page says.
      const links = await page.$$eval('#export-ics, #export-csv', (anchors) =>
        anchors.map((anchor) => anchor.getAttribute('href')),
      );
      expect(links).toEqual([
        '/v3/public-holidays/export?country=US&year=2026&type=public&format=ics',
        '/v3/public-holidays/export?country=US&year=2026&type=public&format=csv',
      ]);
      const csv = await call(server.url, links[1]!, { key: server.testKeys.key.pro });
      expect(csv.status).toBe(200);
      const rows = Papa.parse<{ id: string; type: string }>(csv.text.trim(), { header: true }).data;
      expect(rows.map((row) => row.id)).toEqual(await listedIds(page));
      expect((await call(server.url, links[0]!)).status).toBe(401);
      expect(await text(page, '#curl-export')).toBe(`curl -OJ -H "X-API-Key: YOUR_API_KEY" "${server.url}${links[0]}"`);

      expect(await violations(page)).toEqual([]);
      expect(await overflow(page)).toBe(0);

      // Ticking observances adds them, in the counts, the list, the address and the export links.
      await page.click('#type-observance');
      await page.waitForFunction("new URLSearchParams(location.search).get('type') === 'public,observance'", WAIT);
      const ticked = year.filter((holiday) => holiday.type === 'public' || holiday.type === 'observance');
      expect(await listedIds(page)).toEqual(ticked.map((holiday) => holiday.id));
      expect(
        await page.$$eval('#holiday-list .holiday-name', (nodes) => nodes.map((node) => node.textContent)),
      ).toEqual(expect.arrayContaining(["Valentine's Day", 'Tax Day']));
      expect(await page.$eval('#export-ics', (anchor) => anchor.getAttribute('href'))).toBe(
        '/v3/public-holidays/export?country=US&year=2026&type=public,observance&format=ics',
      );
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("DE 2026: weeks from Monday, the browser language's Sunday offered and taken; AE 2026: Saturday and Sunday", async () => {
    const { page, problems } = await open(server.url, '/?country=DE&year=2026', viewport, 'DE/2026');
    try {
      expect(await columns(page, 1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
      expect(await page.$$eval('table.month[data-month="1"] tbody tr:first-child td', (cells) => cells.length)).toBe(7);
      expect(
        await page.$eval('table.month[data-month="1"] tbody tr:first-child td:nth-child(4)', (cell) =>
          cell.getAttribute('data-date'),
        ),
      ).toBe('2026-01-01');
      expect(await shaded(page)).toEqual(
        daysOf(2026)
          .filter((day) => day.weekday === 0 || day.weekday === 6)
          .map((day) => day.date),
      );
      // The browser runs in en-US, whose weeks start on Sunday: offered, not imposed.
      expect(await property(page, '#week-choice', 'hidden')).toBe(false);
      expect(await text(page, '#week-choice')).toContain(
        'Start weeks on Sunday, as in your browser’s language (en-US)',
      );
      await page.click('#viewer-week');
      await page.waitForFunction(
        "document.querySelector('table.month thead th').getAttribute('data-weekday') === '0'",
        WAIT,
      );
      expect(await columns(page, 1)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(await text(page, '#week-note')).toContain(
        'Weeks start on Sunday, as in your browser’s language (en-US); the country’s custom is Monday.',
      );
      expect(await violations(page)).toEqual([]);

      // The United Arab Emirates: Saturday and Sunday since 2022; its week start as the server gives it.
      const countries = (await call(server.url, '/v3/calendar/countries')).json.countries as {
        code: string;
        weekStart: number;
      }[];
      const ae = countries.find((country) => country.code === 'AE')!;
      await page.select('#country', 'AE');
      await page.waitForSelector('body[data-ready="AE/2026"]', WAIT);
      expect(await shaded(page)).toEqual(
        daysOf(2026)
          .filter((day) => day.weekday === 0 || day.weekday === 6)
          .map((day) => day.date),
      );
      if (await property(page, '#viewer-week', 'checked'))
        await page.$eval('#viewer-week', (box) => (box as unknown as { click(): void }).click());
      expect((await columns(page, 1))[0]).toBe(ae.weekStart);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('the calendar page: weekends other than Saturday-Sunday (its own small build: QA, NP 2026)', () => {
  it('Qatar shades Friday and Saturday; Nepal shades Saturday until 5 April 2026 and Saturday and Sunday from 6 April', async () => {
    const countries = (await call(own.server.url, '/v3/calendar/countries')).json.countries as {
      code: string;
      weekStart: number;
    }[];
    // The periods the page reads (core/weekend-history.json: Nepal's Sunday back in the weekend from 6 April 2026).
    expect((await call(own.server.url, '/v3/calendar/holidays?country=NP&year=2026')).json.weekendPeriods).toEqual([
      { from: '2026-01-01', to: '2026-04-05', weekend: [6] },
      { from: '2026-04-06', to: '2026-12-31', weekend: [0, 6] },
    ]);
    expect((await call(own.server.url, '/v3/calendar/holidays?country=QA&year=2026')).json.weekendPeriods).toEqual([
      { from: '2026-01-01', to: '2026-12-31', weekend: [5, 6] },
    ]);
    const { page, problems } = await open(own.server.url, '/?country=QA&year=2026', WIDTHS[0].viewport, 'QA/2026');
    try {
      expect(await shaded(page)).toEqual(
        daysOf(2026)
          .filter((day) => day.weekday === 5 || day.weekday === 6)
          .map((day) => day.date),
      );
      expect(await text(page, '#week-note')).toContain('Shaded: the weekend, Friday and Saturday.');
      expect((await columns(page, 1))[0]).toBe(countries.find((country) => country.code === 'QA')!.weekStart);

      await page.select('#country', 'NP');
      await page.waitForSelector('body[data-ready="NP/2026"]', WAIT);
      expect(await shaded(page)).toEqual(
        daysOf(2026)
          .filter((day) => day.weekday === 6 || (day.weekday === 0 && day.date >= '2026-04-06'))
          .map((day) => day.date),
      );
      expect(await text(page, '#week-note')).toContain(
        'Shaded: the weekend, Saturday until 5 April, Saturday and Sunday from 6 April.',
      );
      // A column is marked the weekend's only where all its days are: Sunday in May, not in April.
      const marked = (month: number) =>
        page.$$eval(`table.month[data-month="${month}"] thead th.weekend`, (cells) =>
          cells.map((cell) => Number(cell.getAttribute('data-weekday'))).sort(),
        );
      expect(await marked(4)).toEqual([6]);
      expect(await marked(5)).toEqual([0, 6]);
      expect(await violations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('the calendar page: keyboard, addresses, problems', () => {
  it('the first Tab reaches "Skip to the calendar", which moves the focus to the months; the second skip link passes the day links to the list', async () => {
    const path = '/?country=US&year=2026&type=public,regional,observance';
    const focused = (page: Page) =>
      page.evaluate(
        "({ id: document.activeElement.id, text: document.activeElement.textContent.trim(), href: document.activeElement.getAttribute('href'), inCalendar: Boolean(document.activeElement.closest('#calendar')) })",
      );
    const first = await open(server.url, path, WIDTHS[0].viewport, 'US/2026');
    try {
      await first.page.keyboard.press('Tab');
      expect(await focused(first.page)).toMatchObject({ text: 'Skip to the calendar' });
      await first.page.keyboard.press('Enter');
      await first.page.waitForFunction("document.activeElement && document.activeElement.id === 'calendar'", WAIT);
      await first.page.keyboard.press('Tab');
      // The next stop is the first marked day: the controls are behind.
      expect(await focused(first.page)).toMatchObject({ inCalendar: true, href: '#h-2026-01-01' });
      expect(first.problems).toEqual([]);
    } finally {
      await first.page.close();
    }

    const second = await open(server.url, path, WIDTHS[0].viewport, 'US/2026');
    try {
      expect(await second.page.$$eval('table.month td.holiday a', (links) => links.length)).toBeGreaterThan(50);
      await second.page.keyboard.press('Tab');
      await second.page.keyboard.press('Tab');
      expect(await focused(second.page)).toMatchObject({ text: 'Skip to the list of holidays' });
      await second.page.keyboard.press('Enter');
      await second.page.waitForFunction("document.activeElement && document.activeElement.id === 'holidays'", WAIT);
      // Past every day link: the next stop is after the list.
      await second.page.keyboard.press('Tab');
      expect(await focused(second.page)).toMatchObject({ id: 'export-ics', inCalendar: false });
      expect(second.problems).toEqual([]);
    } finally {
      await second.page.close();
    }
  });

  it('takes regions= as the API does, and the older region= too (rewritten to regions=); type= picks the types', async () => {
    for (const [path, expected] of [
      ['/?country=US&year=2026&regions=US-CA', '?country=US&year=2026&regions=US-CA'],
      ['/?country=us&year=2026&region=US-CA', '?country=US&year=2026&regions=US-CA'],
      [
        '/?country=US&year=2026&regions=US-CA&type=bank,public',
        '?country=US&year=2026&regions=US-CA&type=public%2Cbank',
      ],
    ] as const) {
      const { page, problems } = await open(server.url, path, WIDTHS[0].viewport, 'US/2026');
      try {
        expect(await property(page, '#region', 'value'), path).toBe('US-CA');
        expect(new URL(page.url()).search, path).toBe(expected);
        const types = new URLSearchParams(expected).get('type')?.split(',') ?? ['public'];
        expect(await checkedTypes(page)).toEqual(types);
        const inCalifornia = published('US', 2026).filter(
          (holiday) =>
            types.includes(holiday.type) &&
            (holiday.subdivisions.length === 0 || holiday.subdivisions.includes('US-CA')),
        );
        expect(await listedIds(page)).toEqual(inCalifornia.map((holiday) => holiday.id));
        expect(await page.$eval('#export-csv', (anchor) => anchor.getAttribute('href'))).toBe(
          `/v3/public-holidays/export?country=US&year=2026&regions=US-CA&type=${types.join(',')}&format=csv`,
        );
        expect(problems).toEqual([]);
      } finally {
        await page.close();
      }
    }
  });

  it.each(WIDTHS)(
    'an unknown country or year is said plainly and nothing else is shown in its place ($name width; axe-core finds no violation)',
    async ({ viewport }) => {
      // Each: the address, what is wrong, the message, and what choosing then shows.
      for (const [path, problem, message, then] of [
        [
          '/?country=ZZ&year=2026',
          'country',
          'This calendar has no country “ZZ”: choose one from the list of 7 countries above',
          'DE/2026',
        ],
        [
          '/?country=US&year=2099',
          'year',
          'No holidays of United States of America are published for 2099: this calendar has 2024 to 2026. Choose a year above.',
          'US/2025',
        ],
        [
          '/?country=DE&year=twenty',
          'year',
          '“twenty” is not a year: choose one above (Germany: 2024 to 2026).',
          'DE/2025',
        ],
      ] as const) {
        const { page, problems } = await open(server.url, path, viewport, { problem });
        try {
          expect(await text(page, '#status'), path).toContain(message);
          expect(await page.$eval('#status', (node) => node.className)).toBe('error');
          // No calendar of another country or year in its place, and the address stays as asked.
          expect(await property(page, '#shown', 'hidden')).toBe(true);
          expect(await page.$$eval('table.month', (tables) => tables.length)).toBe(0);
          expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(path);
          const select = problem === 'country' ? '#country' : '#year';
          expect(await property(page, select, 'value')).toBe('');
          expect(await text(page, `${select} option:checked`)).toBe(`Choose a ${problem}`);
          // The three differ only in their message: one audit per width.
          if (problem === 'country') expect(await violations(page)).toEqual([]);
          expect(await overflow(page)).toBe(0);
          // Choosing one shows it.
          if (problem === 'country') await page.select('#country', 'DE');
          else await page.select('#year', '2025');
          await page.waitForSelector(`body[data-ready="${then}"]`, WAIT);
          expect(await page.$eval('#status', (node) => node.className)).toBe('');
          expect(problems).toEqual([]);
        } finally {
          await page.close();
        }
      }
    },
  );

  it('without scripts, says so instead of "Loading…", and points to the same data', async () => {
    const page = await browser.browser.newPage();
    try {
      await page.setJavaScriptEnabled(false);
      await page.setViewport(WIDTHS[1].viewport);
      await page.goto(`${server.url}/?country=US&year=2026`, { waitUntil: 'load' });
      const shown = (await page.evaluate('document.body.innerText')) as string;
      expect(shown).toContain('This calendar is drawn by a script, and scripts are off in this browser.');
      expect(shown).not.toMatch(/Loading/);
      // No empty controls or calendar frames either.
      expect(
        await page.$$eval(
          'select, table, #curl',
          (nodes) =>
            nodes.filter((node) => (node as unknown as { offsetParent: unknown }).offsetParent !== null).length,
        ),
      ).toBe(0);
      const links = await page.$$eval('#noscript a', (anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      expect(links).toEqual(['/v3/calendar/countries', '/v3/docs']);
      expect((await call(server.url, '/v3/calendar/holidays?country=US&year=2026')).status).toBe(200);
    } finally {
      await page.close();
    }
  });
});
