// The lines the server prints once it listens: what to try first.

/** What to try first: a list call for a published country and the snapshot's year, with a key from keys.json. */
export function firstCall(url: string, snapshotId: string, countries: readonly string[]): string {
  const country = countries.includes('US') ? 'US' : (countries[0] ?? 'US');
  const year = /-(\d{4})\d{4}T/.exec(snapshotId)?.[1] ?? '2026';
  return [
    `  try:      curl -H "X-API-Key: <a key>" "${url}/v3/public-holidays/list?country=${country}&year=${year}"`,
    `  API:      ${url}/v3/openapi.json (docs/api.md describes it)`,
    `  browser:  ${url}/ (holiday calendar), ${url}/v3/docs (API reference)`,
  ].join('\n');
}
