import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Tests that build datasets spawn worker threads of their own; two files at a time fits two cores.
    maxWorkers: 2,
    minWorkers: 1,
  },
});
