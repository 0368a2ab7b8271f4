import { defineConfig } from 'vitest/config';

// Test files that replace modules with vi.mock: each needs modules loaded afresh for it alone.
const MOCKING = ['test/pipeline/feed-order.test.ts'];

export default defineConfig({
  test: {
    // Builds in tests use date-holidays alone unless a test points a source at its own loopback server.
    // No committed official payloads, amendments nor makeup working days either (folders that do not exist): a test
    // that wants them names a folder, and no refresh under test can write into the project's own sources/payloads.
    env: {
      SOURCES_CONFIG: 'test/fixtures/sources.offline.json',
      PAYLOADS_DIR: 'test/fixtures/no-committed-payloads',
      AMENDMENTS_DIR: 'test/fixtures/no-amendments',
      WORKDAYS_DIR: 'test/fixtures/no-workdays',
    },
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Three files at a time on two cores: several wait much of their time (feeds timing out, servers and
    // browsers starting, slow clients), and a third file keeps the cores busy meanwhile. Three worker processes
    // from start to end: each runs file after file (below), and a pool allowed to shrink would stop one between
    // its files and report the stop as an error.
    maxWorkers: 3,
    minWorkers: 3,
    // A worker process runs its files one after another in one module graph instead of starting afresh for each:
    // loading the project's modules and packages once per process, not once per file, halves the suite's CPU time
    // (docs/tests.md). Test files restore what they change in the process (environment variables, spies); a file
    // that replaces modules runs in the project of its own below, which loads modules afresh for each file.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'suite',
          include: ['test/**/*.test.ts'],
          exclude: MOCKING,
          // An empty folder per run for the full offline build that several test files share (test/full-build.ts),
          // and the server's bundle for the tests that start it as a process.
          globalSetup: ['test/global-setup.ts'],
        },
      },
      { extends: true, test: { name: 'module-mocks', include: MOCKING, isolate: true } },
    ],
  },
});
