// The README's first call tells the truth: its printed answer is what the
// server answers for the dataset `make run` builds (the project's amendments,
// makeup working days and sources, offline), byte for byte but for the
// requestId, which is new on every answer and which the README shows as "…".

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../pipeline/build.js';
import { DEFAULT_PAYLOADS_DIR } from '../sources/committed.js';
import { loadSourcesConfig } from '../sources/config.js';
import { projectRoot } from './helpers.js';
import { call, startTestServer, stopServer, type TestServer } from './server/helpers.js';

const README = readFileSync(join(projectRoot, 'README.md'), 'utf8');

/** The fenced blocks of the README's "A first call" section. */
function firstCallBlocks(): { command: string; answer: string } {
  const start = README.indexOf('\n## A first call\n');
  const end = README.indexOf('\n## ', start + 1);
  const section = README.slice(start, end);
  const blocks = [...section.matchAll(/^```(\w*)\n([^]*?)^```$/gm)].map((match) => ({
    language: match[1],
    text: match[2]!,
  }));
  const command = blocks.find((block) => block.text.includes('curl '))!.text.trim();
  const answer = blocks.find((block) => block.language === 'json')!.text.trimEnd();
  return { command, answer };
}

const dataDir = mkdtempSync(join(tmpdir(), 'readme-first-call-'));
let server: TestServer;

beforeAll(async () => {
  await build({
    outDir: dataDir,
    countries: ['US'],
    fromYear: 2026,
    toYear: 2026,
    at: '2026-01-01T00:00:00Z',
    keep: 1,
    workers: 1,
    amendmentsDir: join(projectRoot, 'amendments'),
    workdaysDir: join(projectRoot, 'workdays'),
    sourcesConfig: loadSourcesConfig(join(projectRoot, 'sources.config.json')),
    payloadsDir: DEFAULT_PAYLOADS_DIR,
    offline: true,
  });
  server = await startTestServer(dataDir);
});

afterAll(async () => {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('README.md, "A first call"', () => {
  it('prints the answer the server gives, byte for byte but for the requestId', async () => {
    const { command, answer } = firstCallBlocks();
    const match = /^curl -H "X-API-Key: ph_…" "http:\/\/127\.0\.0\.1:8080(\/v3\/[^"]+)"$/.exec(command);
    expect(match, command).not.toBeNull();
    // Any plan can make the call: the lowest one does.
    const served = await call(server.url, match![1]!, { key: server.testKeys.key.explorer });
    expect(served.status).toBe(200);
    expect(served.text).toMatch(/"requestId":"[0-9a-f-]{36}","status":200}$/);
    expect(answer).toBe(served.text.replace(/"requestId":"[0-9a-f-]{36}"/, '"requestId":"…"'));
  });

  it('counts the holidays of the whole year as the server does', async () => {
    const { command } = firstCallBlocks();
    const said = /Without `month` and `public` the same\s+call lists all (\d+) holidays of the year/.exec(README);
    expect(said).not.toBeNull();
    const path = /"http:\/\/127\.0\.0\.1:8080(\/v3\/[^"]+)"/.exec(command)![1]!.replace('&month=7&public=true', '');
    const served = await call(server.url, path, { key: server.testKeys.key.explorer });
    expect(served.json.total).toBe(Number(said![1]));
  });
});
