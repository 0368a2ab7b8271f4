// The `payloads` command: writes the fresh payloads the published snapshot was
// built from into the committed copies (sources/payloads/, or PAYLOADS_DIR),
// for review with the run's reports. Builds and refreshes never write there
// themselves: they keep what they fetched in the data directory's cache.

import { join } from 'node:path';
import { UsageError } from '../build-scope.js';
import { EXIT, exitCodeOf } from '../exit-codes.js';
import { isFetchedSource } from '../publish-run.js';
import { readPublished } from '../publish.js';
import { commitFetched, pendingFetched } from '../../sources/commit-fetched.js';
import { payloadsDir } from '../../sources/committed.js';
import { configPath, loadSourcesConfig } from '../../sources/config.js';
import { parse, type CliIo } from './io.js';

export async function runPayloadsCommand(argv: string[], io: CliIo): Promise<number> {
  const values = parse(argv, { out: { type: 'string' } }, io);
  if (!values) return EXIT.usage;
  const outDir = (values.out as string | undefined) ?? 'dist-data';
  try {
    const published = readPublished(outDir);
    if (!published)
      throw new UsageError(
        `nothing is published in ${outDir}: build the dataset first (make data), or name its data directory with --out`,
      );
    const target = payloadsDir(io.env);
    const sources = published.manifest.sources.filter(isFetchedSource);
    const pending = pendingFetched(target, sources);
    const written = commitFetched(target, sources, loadSourcesConfig(configPath(io.env)), join(outDir, 'cache'));
    if (written.length === 0) {
      const missing = pending.length ? ` (the cache no longer holds what ${pending.join(', ')} fetched)` : '';
      io.out(
        `payloads: the committed copies in ${target} are those snapshot ${published.manifest.snapshot} was built from${missing}; nothing written`,
      );
    } else {
      io.out(
        `payloads: wrote the fresh payloads of snapshot ${published.manifest.snapshot} to ${target}, to review and commit with its reports:`,
      );
      for (const file of written) io.out(`  ${file}`);
    }
    return EXIT.published;
  } catch (error) {
    const code = exitCodeOf(error);
    io.err(
      code === EXIT.failed
        ? `error: payloads failed: ${(error as Error).message}`
        : `error: ${(error as Error).message}`,
    );
    return code;
  }
}
