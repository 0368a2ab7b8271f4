// Official sources without a committed payload folder (sources/payloads/<id>/),
// and why: read by test/sources/registry.test.ts (a registered source has its
// folder, or its reason here) and test/contributing.test.ts (the feed recipe's
// pieces).

export const NO_COMMITTED_PAYLOADS: Readonly<Record<string, string>> = {
  'ca-holidays':
    'no copy committed yet: offline the source fails and date-holidays stands in for Canada (docs/pipeline.md, "Committed payloads")',
  'sg-data-gov':
    'no copy committed yet: offline the source fails and date-holidays stands in for Singapore (docs/pipeline.md, "Committed payloads")',
};
