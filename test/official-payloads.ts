// What the committed official payloads (`sources/payloads/<id>/`) give a
// build of some countries: the sources are run offline, as a build without
// network reads them, from the project's sources configuration.

import { gatherOfficial, type CountryOfficial } from '../pipeline/official-sources.js';
import { DEFAULT_PAYLOADS_DIR } from '../sources/committed.js';
import { DEFAULT_CONFIG_PATH, loadSourcesConfig } from '../sources/config.js';

/** Per country, the official inputs of a build from the committed payloads. */
export async function committedOfficials(
  countries: readonly string[],
  cacheDir: string,
): Promise<Map<string, CountryOfficial[]>> {
  const gathering = await gatherOfficial({
    config: loadSourcesConfig(DEFAULT_CONFIG_PATH),
    countries,
    cacheDir,
    at: '2026-01-01T00:00:00.000Z',
    prior: null,
    payloadsDir: DEFAULT_PAYLOADS_DIR,
    offline: true,
  });
  const failed = gathering.runs.filter((run) => run.status === 'failed');
  if (failed.length > 0) throw new Error(failed.map((run) => run.notice).join('; '));
  return gathering.byCountry;
}
