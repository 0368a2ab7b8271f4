import { readdirSync, readFileSync } from 'node:fs';
import Holidays from 'date-holidays';
import { describe, expect, it, vi } from 'vitest';
import { UnknownCategoryError } from '../../core/type-map.js';
import { HOLIDAY_TYPES, type HolidayType, type SourceHoliday } from '../../core/types.js';
import { DEFAULT_PAYLOADS_DIR, readCommitted } from '../../sources/committed.js';
import {
  countryCodes,
  DateHolidaysCountry,
  definitionOf,
  id as dateHolidaysId,
  isReligious,
  libraryRules,
} from '../../sources/date-holidays.js';
import type { OfficialSource, Payload } from '../../sources/official.js';
import { OFFICIAL_SOURCE_IDS, OFFICIAL_SOURCES, type OfficialSourceId } from '../../sources/registry.js';
import { mapType, reproducingTypes, SOURCE_TYPES, TYPE_TABLE } from '../../sources/type-table.js';
import { fixturePath } from '../sources/loopback.js';

// What each source's type rows (its `types`, gathered in sources/type-table.ts)
// make of real rows: each source's own rows (the
// committed payloads of sources/payloads/, or the test fixtures of a source
// without them) run through its adapter, and date-holidays' rules through its
// own, against what is known of each day (README, "Types"): a statutory day
// off is `public`, a day banks close but employers need not give is `bank`, an
// optional or customary day is `observance` (`religious` for a feast), and
// school holidays are out of scope. Each fact stands for one row of the
// table, so a wrong row makes its fact fail. Then the table itself: one row
// per category, only the contracts' types, every category the rule library
// uses anywhere, and no row that no real row reaches.

/** Every (source, category, religious) the sources ask their type rows for while this file runs. */
const asked = new Set<string>();
for (const types of SOURCE_TYPES) {
  const real = types.type.bind(types);
  vi.spyOn(types, 'type').mockImplementation((category: string, religious: boolean) => {
    asked.add(`${types.source}|${category}|${religious}`);
    return real(category, religious);
  });
}

interface Fact {
  date: string;
  /** The row's English name (its Japanese one for jp-cao). */
  name: string;
  scope?: string;
  /** null: the source lists the day, and no row of it is kept. */
  type: HolidayType | null;
  why: string;
}

/** An official source's rows from its own files, as a run reads them: decode, the row schema, the mapping. */
function rowsOf(source: OfficialSource, sets: readonly (readonly Payload[])[]): SourceHoliday[] {
  return sets.flatMap((payloads) =>
    source.decode(payloads).flatMap(({ row }) => {
      const parsed = source.rowSchema.safeParse(row);
      return parsed.success ? source.toHolidays(parsed.data) : [];
    }),
  );
}

/** The committed payloads of a source: the current copies and every archived set. */
function committedRows(id: keyof typeof OFFICIAL_SOURCES): SourceHoliday[] {
  const copies = readCommitted(DEFAULT_PAYLOADS_DIR, id)!;
  return rowsOf(OFFICIAL_SOURCES[id], [[...copies.byUrl.values()], ...copies.archive]);
}

/** A source's test fixtures, each answering for the URL given. */
function fixtureRows(id: keyof typeof OFFICIAL_SOURCES, files: Record<string, string>): SourceHoliday[] {
  const payloads = Object.entries(files).map(([file, url]): Payload => {
    const body = readFileSync(fixturePath(id, file));
    return {
      url,
      body,
      contentType: null,
      fetchedAt: '2026-01-01T00:00:00.000Z',
      digest: '',
      etag: null,
      lastModified: null,
      fromCache: false,
    };
  });
  return rowsOf(OFFICIAL_SOURCES[id], [payloads]);
}

/** No committed copy of gov-uk has a row noted "Extra bank holiday": the feed's 2012 row of the Diamond Jubilee, in its format. */
function jubileePayload(): Payload {
  const events = [
    { title: 'Queen\u2019s Diamond Jubilee', date: '2012-06-05', notes: 'Extra bank holiday', bunting: true },
  ];
  const feed = Object.fromEntries(
    ['england-and-wales', 'scotland', 'northern-ireland'].map((division) => [division, { division, events }]),
  );
  const body = Buffer.from(JSON.stringify(feed));
  return {
    url: 'https://www.gov.uk/bank-holidays.json',
    body,
    contentType: null,
    fetchedAt: '2012-06-01T00:00:00.000Z',
    digest: '',
    etag: null,
    lastModified: null,
    fromCache: false,
  };
}

const named = (rows: readonly SourceHoliday[], fact: Fact) =>
  rows.filter(
    (row) =>
      row.date === fact.date &&
      (row.scope ?? undefined) === fact.scope &&
      (row.names.en === fact.name || row.names.ja === fact.name),
  );

function expectFacts(rows: readonly SourceHoliday[], facts: readonly Fact[]) {
  for (const fact of facts) {
    const found = named(rows, fact);
    if (fact.type === null) {
      expect(found, fact.why).toEqual([]);
    } else {
      expect(found.length, `${fact.date} ${fact.name}: no row`).toBeGreaterThan(0);
      expect(
        found.map((row) => row.type),
        fact.why,
      ).toEqual(found.map(() => fact.type));
    }
  }
}

describe('date-holidays rows', () => {
  const rowsOfCountry = (country: string, year: number) =>
    new DateHolidaysCountry(country).holidays(year, year).filter((row) => row.scope === null);
  const cases: { country: string; year: number; facts: Fact[] }[] = [
    {
      country: 'US',
      year: 2024,
      facts: [
        { date: '2024-07-04', name: 'Independence Day', type: 'public', why: 'a federal day off' },
        { date: '2024-02-14', name: "Valentine's Day", type: 'observance', why: 'customary, no day off' },
      ],
    },
    {
      country: 'DE',
      year: 2024,
      facts: [
        {
          date: '2024-03-29',
          name: 'Good Friday',
          type: 'public',
          why: 'a feast that is a statutory day off stays public',
        },
        {
          date: '2024-12-24',
          name: 'Christmas Eve',
          type: 'bank',
          why: 'banks close from noon; no statutory day off, feast or not',
        },
        {
          date: '2024-12-31',
          name: "New Year's Eve",
          type: 'bank',
          why: 'banks close from noon; no statutory day off',
        },
      ],
    },
    {
      country: 'AR',
      year: 2024,
      facts: [
        {
          date: '2024-12-24',
          name: 'Christmas Eve',
          type: 'religious',
          why: 'a day off employers may grant, on a feast',
        },
        { date: '2024-12-31', name: "New Year's Eve", type: 'observance', why: 'a day off employers may grant' },
      ],
    },
    {
      country: 'AT',
      year: 2024,
      facts: [
        {
          date: '2024-03-31',
          name: 'Easter Sunday',
          type: 'religious',
          why: 'a feast on a Sunday, no day off of its own',
        },
      ],
    },
    {
      country: 'HU',
      year: 2024,
      facts: [
        { date: '2024-01-02', name: 'Winter school holiday', type: null, why: 'school holidays are out of scope' },
      ],
    },
    {
      country: 'PL',
      year: 2024,
      facts: [
        {
          date: '2024-03-28',
          name: 'Maundy Thursday',
          type: null,
          why: 'a school holiday on a feast is still out of scope',
        },
      ],
    },
  ];
  for (const { country, year, facts } of cases) {
    it(`${country} ${year}: ${facts.map((fact) => `${fact.name} → ${fact.type ?? 'dropped'}`).join(', ')}`, () => {
      const rows = rowsOfCountry(country, year);
      expectFacts(rows, facts);
      // A dropped day is one the library does list.
      const listed = new Holidays(country).getHolidays(year, 'en');
      for (const fact of facts.filter((each) => each.type === null)) {
        expect(
          listed.some((entry) => entry.date.startsWith(fact.date) && entry.name === fact.name),
          `${fact.name} listed`,
        ).toBe(true);
      }
    });
  }
});

describe('official feed rows', () => {
  it('gov-uk: every bank holiday is a statutory day off, the extra ones too', () => {
    expectFacts(committedRows('gov-uk'), [
      { date: '2024-12-25', name: 'Christmas Day', type: 'public', why: 'a bank holiday in every part of the UK' },
      {
        date: '2023-05-08',
        name: 'Bank holiday for the coronation of King Charles III',
        type: 'public',
        why: 'a bank holiday by proclamation',
      },
    ]);
    expectFacts(rowsOf(OFFICIAL_SOURCES['gov-uk'], [[jubileePayload()]]), [
      {
        date: '2012-06-05',
        name: 'Queen\u2019s Diamond Jubilee',
        type: 'public',
        why: 'an extra bank holiday by proclamation, in every part of the UK',
      },
    ]);
  });

  it('jp-cao: national holidays, their substitutes and citizens’ holidays are days off', () => {
    const rows = committedRows('jp-cao');
    expectFacts(rows, [
      {
        date: '2019-01-01',
        name: '元日',
        type: 'public',
        why: 'a national holiday under the Act on National Holidays',
      },
      {
        date: '2019-04-30',
        name: '国民の休日',
        type: 'public',
        why: 'a day between two national holidays is a holiday by law',
      },
    ]);
    // 振替休日: New Year's Day 2023 was a Sunday; Monday 2 January is its substitute, a day off.
    const substitute = rows.filter((row) => row.date === '2023-01-02');
    expect(substitute.map((row) => [row.names.ja, row.substitute, row.substituteFor, row.type])).toEqual([
      ['元日', true, '2023-01-01', 'public'],
    ]);
  });

  it('au-data-gov: public holidays, part-day ones included, and New South Wales’ bank holiday', () => {
    expectFacts(committedRows('au-data-gov'), [
      { date: '2022-01-26', name: 'Australia Day', type: 'public', why: 'a public holiday in every state' },
      {
        date: '2022-12-24',
        name: 'Christmas Eve',
        scope: 'AU-SA',
        type: 'public',
        why: 'a public holiday from 7 pm in South Australia',
      },
      {
        date: '2022-08-01',
        name: 'Bank Holiday',
        scope: 'AU-NSW',
        type: 'bank',
        why: 'banks close; not a day off for other employers',
      },
    ]);
  });

  it('hk-1823: a general holiday is a day off, which a bank record may also reproduce', () => {
    expectFacts(committedRows('hk-1823'), [
      { date: '2019-02-05', name: 'Lunar New Year’s Day', type: 'public', why: 'a general and statutory holiday' },
      {
        date: '2019-04-22',
        name: 'Easter Monday',
        type: 'public',
        why: 'a general holiday: the feed does not say it is not statutory',
      },
    ]);
    // Easter Monday became statutory only in 2026: before, it is published as `bank` (amendments/HK.json), and still reproduces the feed.
    expect(reproducingTypes('hk-1823').has('bank')).toBe(true);
    expect(reproducingTypes('jp-cao').size).toBe(0);
  });

  it('ca-holidays: statutory days off, and a day optional in a province as an observance', () => {
    const rows = FEED_ROWS['ca-holidays']();
    expectFacts(rows, [
      { date: '2023-07-01', name: 'Canada Day', type: 'public', why: 'a federal statutory holiday' },
      {
        date: '2023-08-07',
        name: 'Civic Holiday',
        scope: 'CA-AB',
        type: 'observance',
        why: 'optional in Alberta: employers need not give it',
      },
    ]);
  });

  it('sg-data-gov: gazetted public holidays', () => {
    const rows = FEED_ROWS['sg-data-gov']();
    expectFacts(rows, [
      { date: '2023-08-09', name: 'National Day', type: 'public', why: 'a public holiday under the Holidays Act' },
    ]);
  });
});

/**
 * Every row of each registered official source's own files, as the facts
 * above read them: one entry per source of sources/registry.ts (the type
 * checker and the first test of "the table itself" ask for a new one).
 */
const FEED_ROWS: Readonly<Record<OfficialSourceId, () => SourceHoliday[]>> = {
  'gov-uk': () => [...committedRows('gov-uk'), ...rowsOf(OFFICIAL_SOURCES['gov-uk'], [[jubileePayload()]])],
  'jp-cao': () => committedRows('jp-cao'),
  'au-data-gov': () => committedRows('au-data-gov'),
  'hk-1823': () => committedRows('hk-1823'),
  'ca-holidays': () =>
    fixtureRows(
      'ca-holidays',
      Object.fromEntries(
        ['2023', '2024'].map((year) => [
          `holidays-${year}.json`,
          `https://canada-holidays.ca/api/v1/holidays?year=${year}`,
        ]),
      ),
    ),
  'sg-data-gov': () =>
    fixtureRows(
      'sg-data-gov',
      Object.fromEntries(
        ['PublicHolidaysfor2023.csv', 'datastore-2024.json'].map((file) => [
          file,
          `https://fixtures.invalid/sg-data-gov/${file}`,
        ]),
      ),
    ),
};

const everyFeedRow = (): SourceHoliday[] => Object.values(FEED_ROWS).flatMap((rows) => rows());

/** The `type` enums of the contract schemas (schemas/*.json), wherever a schema defines one. */
function schemaTypeEnums(): string[][] {
  const found: string[][] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const type = (node as { properties?: { type?: { enum?: unknown } } }).properties?.type?.enum;
      if (Array.isArray(type) && type.includes('public')) found.push(type as string[]);
      Object.values(node).forEach(walk);
    }
  };
  const folder = new URL('../../schemas/', import.meta.url);
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.json')))
    walk(JSON.parse(readFileSync(new URL(name, folder), 'utf8')));
  return found;
}

describe('the table itself', () => {
  it('reads the rows of every registered official source', () => {
    expect(Object.keys(FEED_ROWS).sort()).toEqual([...OFFICIAL_SOURCE_IDS].sort());
    for (const id of OFFICIAL_SOURCE_IDS) expect(FEED_ROWS[id]().length, id).toBeGreaterThan(0);
  });

  it('has one row per source, category and religious flag (a second row would silently win)', () => {
    const keys = TYPE_TABLE.map((rule) => `${rule.source}|${rule.category}|${rule.religious}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('gives only types every contract schema publishes', () => {
    const enums = schemaTypeEnums();
    expect(enums.length).toBeGreaterThan(0);
    const types = [
      ...new Set(
        TYPE_TABLE.flatMap((rule) => [rule.type, ...(rule.reproducedAlsoBy ?? [])]).filter((type) => type !== null),
      ),
    ];
    for (const type of types) {
      expect(HOLIDAY_TYPES, type).toContain(type);
      for (const values of enums) expect(values, type).toContain(type);
    }
  });

  it('maps every category the rule library uses, in every place of every country it has', () => {
    const unmapped = new Set<string>();
    for (const country of countryCodes().filter((code) => !definitionOf(code))) {
      for (const rule of libraryRules(country)) {
        try {
          mapType(dateHolidaysId, rule.category, isReligious(country, rule.rule, rule.name ?? ''));
        } catch (error) {
          if (!(error instanceof UnknownCategoryError)) throw error;
          unmapped.add(`${country} ${rule.scope ?? ''} ${rule.rule}: ${rule.category}`);
        }
      }
    }
    expect([...unmapped]).toEqual([]);
  });

  it('has no row that no real row of its source reaches', () => {
    // The feeds' own files (and the Diamond Jubilee's row), and every rule of every place of the library, as the adapters ask.
    asked.clear();
    everyFeedRow();
    for (const country of countryCodes().filter((code) => !definitionOf(code))) {
      for (const rule of libraryRules(country))
        mapType(dateHolidaysId, rule.category, isReligious(country, rule.rule, rule.name ?? ''));
    }
    const unreached = TYPE_TABLE.map((rule) => `${rule.source}|${rule.category}|${rule.religious}`).filter(
      (key) => !asked.has(key),
    );
    expect(unreached).toEqual([]);
  });
});

describe('type mapping table', () => {
  it('refuses a category the table does not know, naming the known ones', () => {
    expect(() => mapType('date-holidays', 'festival', false)).toThrow(UnknownCategoryError);
    expect(() => mapType('date-holidays', 'festival', false)).toThrow(
      /known: public, bank, optional, observance, school/,
    );
    expect(() => mapType('gov-uk', 'public', false)).toThrow(/known: bank holiday, extra bank holiday/);
  });
});
