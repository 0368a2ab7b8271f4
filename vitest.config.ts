import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Builds in tests use date-holidays alone unless a test points a source at its own loopback server.
    env: { SOURCES_CONFIG: 'test/fixtures/sources.offline.json' },
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Tests that build datasets spawn worker threads of their own; two files at a time fits two cores.
    maxWorkers: 2,
    minWorkers: 1,
  },
});
