// iCalendar (RFC 5545) for a list of holidays: one all-day VEVENT per record.
// UID is the holiday id and SEQUENCE its revision, so a calendar that
// subscribed once replaces an event when the record is corrected; a
// soft-removed record (includeDeprecated) is sent as CANCELLED so that it
// disappears there too. Lines end in CRLF and are folded at 75 octets.

import { addDays } from '../core/dates.js';
import type { PublishedHoliday } from './snapshot.js';

export const PRODID = '-//public-holidays//v3 export//EN';

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line into lines of at most 75 octets (RFC 5545 §3.1), each
 * continuation starting with a space, never splitting a UTF-8 character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    // A continuation line's leading space counts toward its 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const basicDate = (day: string) => day.replace(/-/g, '');

/** An RFC 3339 UTC timestamp as an iCalendar UTC DATE-TIME (20260101T000000Z). */
const basicDateTime = (timestamp: string) => `${timestamp.slice(0, 19).replace(/[-:]/g, '')}Z`;

function describe(holiday: PublishedHoliday): string {
  const lines = [
    `${holiday.name_local}${holiday.localLanguage ? ` (${holiday.localLanguage})` : ''}`,
    `Type: ${holiday.type}`,
  ];
  if (holiday.subdivisions.length > 0) lines.push(`Regions: ${holiday.subdivisions.join(', ')}`);
  if (holiday.observed !== holiday.date) lines.push(`Observed on: ${holiday.observed}`);
  if (holiday.substitute) lines.push('Substitute day');
  return lines.join('\n');
}

export interface CalendarInfo {
  /** Shown as the calendar's name by clients that read X-WR-CALNAME. */
  name: string;
  /** When the data was made: the DTSTAMP of records without `updatedAt`. */
  stamp: string;
}

/** The holidays (contract 3.1.2 records) as an iCalendar document. */
export function toIcs(holidays: readonly PublishedHoliday[], calendar: CalendarInfo): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
  ];
  for (const holiday of holidays) {
    const stamp = basicDateTime(holiday.updatedAt ?? calendar.stamp);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${holiday.id}`,
      `DTSTAMP:${stamp}`,
      `LAST-MODIFIED:${stamp}`,
      `SEQUENCE:${holiday.revision ?? 1}`,
      `DTSTART;VALUE=DATE:${basicDate(holiday.date)}`,
      // All-day events end on the next day, exclusive (RFC 5545 §3.6.1).
      `DTEND;VALUE=DATE:${basicDate(addDays(holiday.date, 1))}`,
      `SUMMARY:${escapeText(holiday.name)}`,
      `DESCRIPTION:${escapeText(describe(holiday))}`,
      `CATEGORIES:${escapeText(holiday.type)}`,
      `STATUS:${holiday.deprecated ? 'CANCELLED' : 'CONFIRMED'}`,
      // A holiday does not make anyone busy.
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
