/// <reference types="vite/client" />
// The calendars' and announced days' tests (test/server/dataset/calendars/: one module per calendar or region),
// asked through the API of the run's full offline build. They run as one test file so that they share one server
// (test/server/dataset-laws.test.ts says why). Every module in the folder is imported.

import.meta.glob(['./dataset/calendars/*.ts', '!./dataset/calendars/*.test.ts'], { eager: true });
