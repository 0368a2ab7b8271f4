/// <reference types="vite/client" />
// The law reviews' tests (test/server/dataset/laws/: one module per review), asked through the API of the run's full
// offline build. They run as one test file so that they share one server: starting one on the full build checks
// the digest of every file of the snapshot, and a file per review paid for that some forty times. Every module in
// the folder is imported; a new review's tests are a new module there.

import.meta.glob(['./dataset/laws/*.ts', '!./dataset/laws/*.test.ts'], { eager: true });
