// Headless Chromium for the page tests: Debian's `chromium` package (`make
// test` installs it when missing), driven over the DevTools protocol by
// puppeteer-core, which brings no browser of its own. One browser per test
// file; each page records what went wrong in it: console errors (a
// Content-Security-Policy violation is one), uncaught exceptions, failed
// requests, answers of 400 and above, and requests to any other origin.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export interface TestBrowser {
  browser: Browser;
  close(): Promise<void>;
}

export function chromiumPath(): string {
  const path = spawnSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).stdout.trim();
  if (!path)
    throw new Error(
      "chromium is not installed: the page tests need Debian's chromium package (apt-get install -y --no-install-recommends chromium; `make test` installs it)",
    );
  return path;
}

export async function launchBrowser(): Promise<TestBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'chromium-profile-'));
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    userDataDir: profile,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--lang=en-US',
    ],
  });
  return {
    browser,
    async close() {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A new page whose problems are collected in `problems`; only `origin` may be asked for anything. */
export async function watchedPage(browser: Browser, origin: string): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'assert')
      problems.push(`console ${message.type()}: ${message.text()} (${message.location().url ?? ''})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`));
  page.on('requestfailed', (request) =>
    problems.push(`failed request: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`),
  );
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !url.startsWith('data:')) problems.push(`request to another origin: ${url}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return { page, problems };
}
