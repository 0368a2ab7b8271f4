// Records built by hand for unit tests: a nationwide public holiday in UTC
// with plain defaults; each test states only what it is about.

import type { HolidayRecord, LedgerRecord } from '../core/types.js';

export function holidayRecord(date: string, name: string, extra: Partial<HolidayRecord> = {}): HolidayRecord {
  return {
    id: `${date.replaceAll('-', '')}_000000000000`,
    country: 'XX',
    date,
    observed: date,
    key: name.toLowerCase(),
    name,
    nameLocal: name,
    localLanguage: 'en',
    names: { en: name },
    type: 'public',
    substitute: false,
    subdivisions: [],
    regions: [],
    start: `${date}T00:00:00.000Z`,
    end: `${date}T23:59:59.000Z`,
    timezone: 'UTC',
    variant: 1,
    sources: ['date-holidays'],
    estimated: false,
    ...extra,
  };
}

export function ledgerRecord(date: string, name: string, extra: Partial<LedgerRecord> = {}): LedgerRecord {
  return {
    ...holidayRecord(date, name),
    revision: 1,
    deprecated: false,
    firstSeen: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...extra,
  };
}
