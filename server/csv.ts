// CSV (RFC 4180: CRLF, a header row, quotes where needed) for a list of
// holidays, written by papaparse. Lists (subdivisions) are one field with the
// codes separated by spaces, so that a spreadsheet keeps them in one cell.

import Papa from 'papaparse';
import type { PublishedHoliday } from './snapshot.js';

export const CSV_COLUMNS = [
  'id',
  'date',
  'observed',
  'name',
  'name_local',
  'localLanguage',
  'type',
  'public',
  'substitute',
  'subdivisions',
  'variant',
  'revision',
  'updatedAt',
  'deprecated',
] as const;

export function toCsv(holidays: readonly PublishedHoliday[]): string {
  const rows = holidays.map((holiday) => [
    holiday.id,
    holiday.date,
    holiday.observed,
    holiday.name,
    holiday.name_local,
    holiday.localLanguage ?? '',
    holiday.type,
    String(holiday.public),
    String(holiday.substitute),
    holiday.subdivisions.join(' '),
    String(holiday.variant ?? ''),
    String(holiday.revision ?? ''),
    holiday.updatedAt ?? '',
    String(holiday.deprecated ?? false),
  ]);
  // escapeFormulae: a name can never start a spreadsheet formula.
  return `${Papa.unparse({ fields: [...CSV_COLUMNS], data: rows }, { newline: '\r\n', escapeFormulae: true })}\r\n`;
}
