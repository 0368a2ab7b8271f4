// Builds the full offline dataset (test/golden.ts, buildFullOffline) into the folder given and prints the
// published snapshot's folder. test/full-build.ts runs it in a child process: a build's main thread works for
// a minute or more without a pause, and in a test worker that would hold up vitest's messages to it.

import { buildFullOffline } from './golden.js';

process.stdout.write(await buildFullOffline(process.argv[2]!));
