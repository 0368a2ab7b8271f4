// The crosscheck over 2000-2035 of the Americas', Africa's and Europe's
// remaining countries (issue 26 item 3), asked for as a client asks: the
// data fixes of amendments/ through /v3/public-holidays/list and /check of
// the run's shared full offline build (the project's amendments included).
// Each test names the law its answer rests on.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { amendedFirstYears, DEFAULT_AMENDMENTS_DIR, loadAmendments } from '../../sources/amendments.js';
import { call, qs, serveSharedFullBuild } from './helpers.js';
import { lawReviewClient } from './law-review-client.js';

const own = serveSharedFullBuild();
const { listed } = lawReviewClient(own);

describe('a state younger than the years built is served from its first year (amendments `since`)', () => {
  it('SS: no year before 2011 is published (independence on 9 July 2011; Transitional Constitution, 2011)', async () => {
    const answer = await call(
      own.server.url,
      `/v3/public-holidays/list?${qs({ country: 'SS', year: 2005, dataVersion: '3.2.0' })}`,
      { key: own.server.testKeys.key.titan },
    );
    expect(answer.status, answer.text).toBe(400);
    expect(answer.text).toContain('between 2011 and 2035');
    const check = await call(own.server.url, `/v3/public-holidays/check?${qs({ country: 'SS', date: '2010-07-09' })}`, {
      key: own.server.testKeys.key.titan,
    });
    expect(check.status, check.text).toBe(400);
  });

  it('SS: 2011 is served, with Independence Day on 9 July', async () => {
    const days = (await listed('SS', 2011)).filter((holiday) => holiday.date === '2011-07-09');
    expect(days.map((holiday) => [holiday.name, holiday.type])).toEqual([['Independence Day', 'public']]);
  });

  it('the project has SS from 2011, and a since without its source stops the load naming the field', () => {
    expect(amendedFirstYears(DEFAULT_AMENDMENTS_DIR)).toMatchObject({ SS: 2011 });
    const dir = mkdtempSync(join(tmpdir(), 'xrest-since-'));
    writeFileSync(
      join(dir, 'SS.json'),
      JSON.stringify({ country: 'SS', since: { year: 2011, reason: 'independence' } }),
    );
    expect(() => loadAmendments(dir)).toThrow(/SS\.json: field since\.source/);
    expect(() => amendedFirstYears(dir)).toThrow(/SS\.json: field since\.source/);
    // A country the project defines keeps its first year in countries/.
    writeFileSync(
      join(dir, 'SS.json'),
      JSON.stringify({ country: 'TK', since: { year: 2003, reason: 'rules', source: 'Interpretation Rules 2003' } }),
    );
    expect(() => amendedFirstYears(dir)).toThrow(/field since: TK is defined in countries\//);
  });
});
