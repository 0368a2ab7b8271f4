import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Builds in tests use date-holidays alone unless a test points a source at its own loopback server.
    // No committed official payloads, amendments nor makeup working days either (folders that do not exist): a test
    // that wants them names a folder, and no refresh under test can write into the project's own sources/payloads.
    env: {
      SOURCES_CONFIG: 'test/fixtures/sources.offline.json',
      PAYLOADS_DIR: 'test/fixtures/no-committed-payloads',
      AMENDMENTS_DIR: 'test/fixtures/no-amendments',
      WORKDAYS_DIR: 'test/fixtures/no-workdays',
    },
    // An empty folder per run for the full offline build that several test files share (test/full-build.ts).
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Three files at a time on two cores: several wait much of their time (feeds timing out, servers and
    // browsers starting, slow clients), and a third file keeps the cores busy meanwhile.
    maxWorkers: 3,
    minWorkers: 1,
  },
});
