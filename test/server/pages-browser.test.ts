// The two pages for people, opened in headless Chromium (browser.ts) on the
// real server over the shared test dataset: the API reference at /v3/docs
// and the holiday calendar at /. What the calendar shows is compared with
// the published year file and with the list endpoint's own answers.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_VERSION } from '../../core/contracts.js';
import { PLANS } from '../../core/plans.js';
import { HOLIDAY_TYPES } from '../../core/types.js';
import type { PublishedHoliday } from '../../server/snapshot.js';
import { launchBrowser, watchedPage, type TestBrowser } from './browser.js';
import { call, sharedDataset, startTestServer, stopServer, type Dataset, type TestServer } from './helpers.js';

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

describe('the API reference at /v3/docs', () => {
  it('renders the served OpenAPI document (title, every path) from this server alone, and Try it out calls this server', async () => {
    const document = (await call(server.url, '/v3/openapi.json')).json as {
      info: { title: string };
      paths: Record<string, unknown>;
    };
    const { page, problems } = await watchedPage(browser.browser, server.url);
    try {
      await page.goto(`${server.url}/v3/docs`, { waitUntil: 'load' });
      await page.waitForSelector('.opblock-summary-path', WAIT);
      expect(await page.$eval('.information-container .title', (node) => node.textContent)).toContain(
        document.info.title,
      );
      const shown = await page.$$eval('.opblock-summary-path', (nodes) =>
        nodes.map((node) => node.getAttribute('data-path')),
      );
      expect(shown).toContain('/v3/public-holidays/list');
      expect([...shown].sort()).toEqual(Object.keys(document.paths).sort());

      // The document's server is relative: an open operation tried from the page reaches this server.
      await page.click('#operations-Service-health .opblock-summary-control');
      await page.waitForSelector('#operations-Service-health .try-out__btn', WAIT);
      await page.click('#operations-Service-health .try-out__btn');
      await page.waitForSelector('#operations-Service-health .execute', WAIT);
      await page.click('#operations-Service-health .execute');
      await page.waitForSelector('#operations-Service-health .live-responses-table tbody .response-col_status', WAIT);
      expect(await page.$eval('#operations-Service-health .request-url pre', (node) => node.textContent)).toBe(
        `${server.url}/healthz`,
      );
      expect(
        await page.$eval('#operations-Service-health .live-responses-table tbody .response-col_status', (node) =>
          node.textContent?.trim(),
        ),
      ).toBe('200');
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("Try it out as the form starts: every plan's key gets US 2026 holidays from the list, and a plan below an operation hears its 403", async () => {
    const published = (
      JSON.parse(readFileSync(join(dataset.dataDir, 'current', DEFAULT_VERSION, 'US', '2026.json'), 'utf8')) as {
        holidays: PublishedHoliday[];
      }
    ).holidays;
    const independence = published.find(
      (holiday) => holiday.name === 'Independence Day' && holiday.subdivisions.length === 0,
    )!;
    expect(independence.date).toBe('2026-07-04');
    const active = published.filter((holiday) => !holiday.deprecated).length;
    const { page, problems } = await watchedPage(browser.browser, server.url);
    const list = '#operations-Holidays-listHolidays';
    const workingDays = '#operations-Working_days-countWorkingDays';
    try {
      await page.goto(`${server.url}/v3/docs`, { waitUntil: 'load' });
      await page.waitForSelector(`${list} .opblock-summary-control`, WAIT);
      for (const operation of [list, workingDays]) {
        await page.click(`${operation} .opblock-summary-control`);
        await page.waitForSelector(`${operation} .try-out__btn`, WAIT);
        await page.click(`${operation} .try-out__btn`);
        await page.waitForSelector(`${operation} .execute`, WAIT);
      }

      // The form starts with country=US and year=2026, every other field empty: nothing is typed.
      const form = await page.$$eval(`${list} tr[data-param-name]`, (rows) =>
        rows.map((row) => [
          row.getAttribute('data-param-name'),
          (row.querySelector('input, select') as unknown as { value: string } | null)?.value ?? '',
        ]),
      );
      expect(form.filter(([, value]) => value !== '')).toEqual([
        ['country', 'US'],
        ['year', '2026'],
      ]);
      expect(form.length).toBeGreaterThan(15);

      for (const plan of PLANS) {
        await authorize(page, server.testKeys.key[plan]);
        const answer = await execute(page, list);
        const url = new URL(answer.url);
        expect(url.origin).toBe(server.url);
        expect(`${url.pathname}${url.search}`).toBe('/v3/public-holidays/list?country=US&year=2026');
        expect(answer.status, plan).toBe('200');
        // The rendered answer: the US holidays of 2026, Independence Day on 4 July among them.
        const body = JSON.parse(answer.body) as {
          holidays: { id: string; name: string; date: string; country: string }[];
          total: number;
        };
        expect(body.total, plan).toBe(active);
        expect(body.holidays.every((holiday) => holiday.country === 'US' && holiday.date.startsWith('2026-'))).toBe(
          true,
        );
        expect(body.holidays).toContainEqual(
          expect.objectContaining({ id: independence.id, name: 'Independence Day', date: '2026-07-04' }),
        );

        // Working days need Builder: Explorer hears why, Builder gets July 2026.
        if (plan !== 'explorer' && plan !== 'builder') continue;
        const days = await execute(page, workingDays);
        expect(new URL(days.url).search).toBe('?country=US&start=2026-07-01&end=2026-07-31');
        if (plan === 'explorer') {
          expect(days.status).toBe('403');
          expect(JSON.parse(days.body).error).toMatchObject({
            code: 'plan_restricted',
            message: '/v3/working-days needs the Builder plan or above; this key is on the Explorer plan',
          });
        } else {
          expect(days.status).toBe('200');
          expect(JSON.parse(days.body)).toMatchObject({
            workingDays: 22,
            holidays: [
              expect.objectContaining({ date: '2026-07-03' }),
              expect.objectContaining({ date: '2026-07-04' }),
            ],
          });
        }
      }
      // The 403 (which Chromium also logs) was the point; nothing else went wrong. The response and the console
      // report it on channels of their own, in either order.
      const refused = `${server.url}/v3/working-days?country=US&start=2026-07-01&end=2026-07-31`;
      expect([...problems].sort()).toEqual([
        `HTTP 403: ${refused}`,
        `console error: Failed to load resource: the server responded with a status of 403 (Forbidden) (${refused})`,
      ]);
    } finally {
      await page.close();
    }
    // A few seconds on an idle machine; the timeout leaves room for one busy with other tests.
  }, 180_000);
});

/** Gives a key under Authorize as a person would: the X-API-Key scheme's field (after Logout when one is given), then Authorize and Close. */
async function authorize(page: Page, key: string): Promise<void> {
  await page.click('.auth-wrapper .authorize');
  await page.waitForSelector('.modal-ux .auth-container', WAIT);
  const header = async () => {
    for (const container of await page.$$('.modal-ux .auth-container')) {
      if ((await container.$eval('h4', (heading) => heading.textContent ?? '')).includes('ApiKeyHeader'))
        return container;
    }
    throw new Error('no ApiKeyHeader in the Authorize dialog');
  };
  const authorized = (state: boolean) =>
    page.waitForFunction(
      `[...document.querySelectorAll('.modal-ux .auth-container')].some((each) => each.querySelector('h4')?.textContent?.includes('ApiKeyHeader') && (each.querySelector('h6')?.textContent === 'Authorized') === ${state})`,
      WAIT,
    );
  const logout = await (await header()).$$('button');
  for (const button of logout)
    if ((await button.evaluate((node) => node.textContent)) === 'Logout') await button.click();
  await authorized(false);
  await (await (await header()).$('input'))!.type(key);
  await (await (await header()).$('button.authorize'))!.click();
  await authorized(true);
  await page.click('.modal-ux .close-modal');
  await page.waitForSelector('.modal-ux', { ...WAIT, hidden: true });
}

/** Execute on an operation whose form is open, and what the page shows of the answer: the request URL, the status and the body. */
async function execute(page: Page, operation: string): Promise<{ url: string; status: string; body: string }> {
  const clear = await page.$(`${operation} .btn-clear`);
  if (clear) await clear.click();
  await page.waitForSelector(`${operation} .live-responses-table`, { ...WAIT, hidden: true });
  await page.click(`${operation} .execute`);
  await page.waitForSelector(`${operation} .live-responses-table tbody .response-col_status`, WAIT);
  return {
    url: await page.$eval(`${operation} .request-url pre`, (node) => node.textContent!),
    status: await page.$eval(`${operation} .live-responses-table tbody .response-col_status`, (node) =>
      node.textContent!.trim(),
    ),
    body: await page.$eval(
      `${operation} .live-responses-table tbody .response-col_description pre`,
      (node) => node.textContent!,
    ),
  };
}

interface Shown {
  id: string;
  date: string;
  name: string;
  type: string;
}

/** The holidays the page lists, in order. */
const listed = (page: Page): Promise<Shown[]> =>
  page.$$eval('#holiday-list li', (items) =>
    items.map((item) => ({
      id: item.getAttribute('data-id')!,
      date: item.getAttribute('data-date')!,
      name: item.querySelector('.holiday-name')!.textContent!,
      type: item.getAttribute('data-type')!,
    })),
  );

const shownOf = (holidays: Pick<PublishedHoliday, 'id' | 'date' | 'name' | 'type'>[]): Shown[] =>
  holidays.map(({ id, date, name, type }) => ({ id, date, name, type }));

/** Waits for the page to have rendered this country and year. */
const ready = (page: Page, country: string, year: number) =>
  page.waitForSelector(`body[data-ready="${country}/${year}"]`, WAIT);

describe('the holiday calendar at /', () => {
  it('shows US 2026 as twelve months and lists its holidays (every type ticked) as published; a region narrows them as the list endpoint does; the curl line asks the same', async () => {
    const published = (
      JSON.parse(readFileSync(join(dataset.dataDir, 'current', DEFAULT_VERSION, 'US', '2026.json'), 'utf8')) as {
        holidays: PublishedHoliday[];
      }
    ).holidays.filter((holiday) => !holiday.deprecated);
    const named = (name: string) =>
      published.find((holiday) => holiday.name === name && holiday.subdivisions.length === 0)!;
    for (const name of ["New Year's Day", 'Independence Day', 'Thanksgiving Day', 'Christmas Day'])
      expect(named(name), name).toBeDefined();

    const { page, problems } = await watchedPage(browser.browser, server.url);
    try {
      // Start elsewhere, then choose the country and the year as a person would.
      await page.goto(`${server.url}/?country=DE&year=2025`, { waitUntil: 'load' });
      await ready(page, 'DE', 2025);
      await page.select('#country', 'US');
      await page.select('#year', '2026');
      await ready(page, 'US', 2026);

      // Every control has a label, and the choice is in the address.
      expect(
        await page.$$eval('select', (selects) =>
          selects.map((select) => select.labels?.[0]?.textContent?.trim().split(/\s/)[0]),
        ),
      ).toEqual(['Country', 'Year', 'Region']);
      expect(new URL(page.url()).search).toBe('?country=US&year=2026');
      // Public holidays by default (calendar-browser.test.ts); every type ticked here, as a person ticks them.
      for (const type of HOLIDAY_TYPES.filter((each) => each !== 'public')) await page.click(`#type-${type}`);
      await page.waitForFunction(
        `new URLSearchParams(location.search).get('type') === '${HOLIDAY_TYPES.join(',')}'`,
        WAIT,
      );

      // Twelve month grids of 2026, 365 days.
      expect(
        await page.$$eval('table.month caption', (captions) => captions.map((caption) => caption.textContent)),
      ).toEqual(
        [
          'January',
          'February',
          'March',
          'April',
          'May',
          'June',
          'July',
          'August',
          'September',
          'October',
          'November',
          'December',
        ].map((month) => `${month} 2026`),
      );
      expect(await page.$$eval('table.month td[data-date]', (cells) => cells.length)).toBe(365);

      // The list is the published year, in order; a few by name and date.
      const all = await listed(page);
      expect(all).toEqual(shownOf(published));
      for (const name of ["New Year's Day", 'Independence Day', 'Thanksgiving Day', 'Christmas Day']) {
        expect(all, name).toContainEqual({ id: named(name).id, date: named(name).date, name, type: 'public' });
      }
      // Each holiday's day is marked in its month, coloured by its most significant type, and leads to its entry in the list.
      const cells = await page.$$eval('table.month td.holiday', (nodes) =>
        nodes.map((node) => ({
          date: node.getAttribute('data-date')!,
          type: node.getAttribute('data-type')!,
          href: node.querySelector('a')!.getAttribute('href')!,
        })),
      );
      const dates = [...new Set(published.map((holiday) => holiday.date))];
      expect(cells.map((cell) => cell.date)).toEqual(dates);
      for (const cell of cells) {
        const types = published.filter((holiday) => holiday.date === cell.date).map((holiday) => holiday.type);
        expect(cell.type, cell.date).toBe(HOLIDAY_TYPES.find((type) => types.includes(type)));
        expect(cell.href).toBe(`#h-${cell.date}`);
        expect(await page.$(`#holiday-list li[id="h-${cell.date}"]`), cell.date).not.toBeNull();
      }
      // The type filter counts each type.
      const legend = await page.$$eval('#types label', (items) =>
        items.map((item) => [item.getAttribute('data-type'), item.textContent]),
      );
      expect(legend).toEqual(
        HOLIDAY_TYPES.map((type) => [
          type,
          expect.stringContaining(`(${published.filter((holiday) => holiday.type === type).length})`),
        ]),
      );

      const curl = async () => {
        const line = await page.$eval('#curl', (node) => node.textContent!);
        const match = /^curl -H "X-API-Key: YOUR_API_KEY" "([^"]+)"$/.exec(line);
        expect(match, line).not.toBeNull();
        return new URL(match![1]!);
      };
      const asked = async () => {
        const url = await curl();
        expect(url.origin).toBe(server.url);
        const answer = await call(server.url, `${url.pathname}${url.search}`, { key: server.testKeys.key.titan });
        expect(answer.status).toBe(200);
        return { url, holidays: shownOf(answer.json.holidays) };
      };
      const everywhere = await asked();
      expect(everywhere.url.pathname).toBe('/v3/public-holidays/list');
      expect([...everywhere.url.searchParams]).toEqual([
        ['country', 'US'],
        ['year', '2026'],
      ]);
      expect(everywhere.holidays).toEqual(all);
      expect(await page.$eval('#filters-plan', (node) => node.hasAttribute('hidden'))).toBe(true);

      // California: the nationwide holidays and those observed there, as regions=US-CA answers.
      await page.select('#region', 'US-CA');
      await page.waitForFunction("new URLSearchParams(location.search).get('regions') === 'US-CA'", WAIT);
      const california = await listed(page);
      const inCalifornia = published.filter(
        (holiday) => holiday.subdivisions.length === 0 || holiday.subdivisions.includes('US-CA'),
      );
      expect(california).toEqual(shownOf(inCalifornia));
      expect(california.length).toBeLessThan(all.length);
      expect(california.some((holiday) => holiday.name === "Patriots' Day")).toBe(false);
      const regional = await asked();
      expect([...regional.url.searchParams]).toEqual([
        ['country', 'US'],
        ['year', '2026'],
        ['regions', 'US-CA'],
      ]);
      expect(regional.holidays).toEqual(california);
      // The page says what is true: regions needs a Builder key or above.
      expect(await page.$eval('#filters-plan', (node) => node.hasAttribute('hidden'))).toBe(false);
      expect(await page.$eval('#filters-plan', (node) => node.textContent)).toContain('Builder');
      expect(
        (
          await call(server.url, `${regional.url.pathname}${regional.url.search}`, {
            key: server.testKeys.key.explorer,
          })
        ).status,
      ).toBe(403);
      expect(
        (await call(server.url, `${regional.url.pathname}${regional.url.search}`, { key: server.testKeys.key.builder }))
          .status,
      ).toBe(200);
      expect(await page.$$eval('table.month td.holiday', (nodes) => nodes.length)).toBe(
        new Set(inCalifornia.map((holiday) => holiday.date)).size,
      );

      // By keyboard: the region list moves with the arrow keys, and a marked day leads to its entry in the list.
      const regions = await page.$$eval('#region option', (options) =>
        options.map((option) => option.getAttribute('value')!),
      );
      const next = regions[regions.indexOf('US-CA') + 1]!;
      await page.focus('#region');
      await page.keyboard.press('ArrowDown');
      await page.waitForFunction(`new URLSearchParams(location.search).get('regions') === '${next}'`, WAIT);
      expect(await listed(page)).toEqual(
        shownOf(
          published.filter((holiday) => holiday.subdivisions.length === 0 || holiday.subdivisions.includes(next)),
        ),
      );
      const first = await page.$eval('table.month td.holiday', (cell) => cell.getAttribute('data-date')!);
      await page.focus('table.month td.holiday a');
      await page.keyboard.press('Enter');
      await page.waitForFunction(`location.hash === '#h-${first}'`, WAIT);

      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
