// The entry of the pipeline's bundle (pipeline/bundle.mjs): there every module's
// import.meta.url is its own file's, so cli.ts cannot tell it is the one run.
import { runCommandLine } from './cli.js';

await runCommandLine();
