// Makeup working days: weekend days a government made working days to bridge
// a holiday (China's 调休, Russia's transferred days off). The reviewed data
// (workdays/<CC>.json, read by sources/workdays.ts) and a snapshot's
// `workdays/<CC>.json` (core/snapshot-layout.ts) have this one form; the
// pipeline writes the snapshot's, the server reads it for /v3/working-days.

/** One weekend day worked by decision of the government. */
export interface MakeupWorkday {
  /** YYYY-MM-DD, a weekend day in the country's convention on that day. */
  date: string;
  /** English name, e.g. "Working day before Spring Festival". */
  name: string;
  /** The notice, decree or law that made it a working day. */
  source: string;
  url?: string;
  /** The subdivisions it applies to; absent: nationwide. */
  subdivisions?: string[];
}

/** A country's makeup working days, by date. */
export interface WorkdaysDocument {
  country: string;
  workdays: MakeupWorkday[];
}

/** The file text: one entry a line, like the year files, members in a fixed order. */
export function workdaysDocumentText(document: WorkdaysDocument): string {
  const entries = document.workdays.map((entry) =>
    JSON.stringify({
      date: entry.date,
      name: entry.name,
      ...(entry.subdivisions ? { subdivisions: entry.subdivisions } : {}),
      source: entry.source,
      ...(entry.url ? { url: entry.url } : {}),
    }),
  );
  return `{"country":${JSON.stringify(document.country)},"workdays":[\n${entries.join(',\n')}${entries.length ? '\n' : ''}]}\n`;
}
