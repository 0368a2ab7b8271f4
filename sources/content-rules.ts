// What each official source's rows must look like beyond the row schema: the
// script its names are written in, the names it is known to use, how many of
// its names may be new at once, and how many days a year it lists. A payload
// that breaks a rule is not used (sources/content-checks.ts): a feed that
// decodes and parses but says nonsense is a broken feed, not a government's
// decision.

/** Whole names in a script, with the digits, spaces and punctuation holiday names use. */
const LATIN = /^[\p{Script=Latin}\p{N}\s'’‘.,&()/:\-–]+$/u;
const JAPANESE = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー・（）]+$/u;
const CHINESE = /^[\p{Script=Han}\p{N}\s（）()、·・]+$/u;

export interface ContentRules {
  /** The raw row's field that holds its day, to tell the year of a row the schema rejected. */
  dateField: string;
  /** The language whose name identifies a row's holiday (vocabulary and new names). */
  nameLanguage: string;
  /** The script each language's names must be written in (a whole-name pattern). */
  scripts: Readonly<Record<string, RegExp>>;
  /** Every name the source is known to have used, when it is a closed list. */
  vocabulary?: ReadonlySet<string>;
  /**
   * Largest share (0-1) of rows whose name is neither in the vocabulary nor in
   * the last good payload. Governments add holidays, a few rows at a time; a
   * feed whose names are mostly new is garbled.
   */
  maxNewNameShare: number;
  /** Fewest distinct days each year from the run's year on must have (a year cut short). */
  minDaysPerYear: number;
}

/**
 * The Cabinet Office file's names since 1955 (read from the file itself), and
 * the two the adapter derives: 国民の休日 (a `休日` between two holidays) and
 * 即位の日 (the `休日（祝日扱い）` of 2019-05-01).
 */
export const JP_CAO_NAMES: ReadonlySet<string> = new Set([
  '元日',
  '成人の日',
  '建国記念の日',
  '天皇誕生日',
  '春分の日',
  '昭和の日',
  'みどりの日',
  '憲法記念日',
  'こどもの日',
  '海の日',
  '山の日',
  '敬老の日',
  '秋分の日',
  '体育の日',
  '体育の日（スポーツの日）',
  'スポーツの日',
  '文化の日',
  '勤労感謝の日',
  '休日',
  '休日（祝日扱い）',
  '国民の休日',
  '即位の日',
  '即位礼正殿の儀',
  '結婚の儀',
  '大喪の礼',
]);

/** The titles gov.uk's feed has used (2012's Diamond Jubilee, and every title since 2019). */
export const GOV_UK_NAMES: ReadonlySet<string> = new Set([
  'New Year’s Day',
  '2nd January',
  'St Patrick’s Day',
  'Good Friday',
  'Easter Monday',
  'Early May bank holiday',
  'Early May bank holiday (VE day)',
  'Spring bank holiday',
  'Queen’s Diamond Jubilee',
  'Platinum Jubilee bank holiday',
  'Battle of the Boyne (Orangemen’s Day)',
  'Summer bank holiday',
  'Bank Holiday for the State Funeral of Queen Elizabeth II',
  'Bank holiday for the coronation of King Charles III',
  'St Andrew’s Day',
  'Christmas Day',
  'Boxing Day',
]);

export const CONTENT_RULES: Readonly<Record<string, ContentRules>> = {
  'gov-uk': {
    dateField: 'date',
    nameLanguage: 'en',
    scripts: { en: LATIN },
    vocabulary: GOV_UK_NAMES,
    maxNewNameShare: 0.2,
    minDaysPerYear: 4,
  },
  'jp-cao': {
    dateField: '国民の祝日・休日月日',
    nameLanguage: 'ja',
    scripts: { ja: JAPANESE },
    vocabulary: JP_CAO_NAMES,
    maxNewNameShare: 0.2,
    minDaysPerYear: 8,
  },
  'au-data-gov': {
    dateField: 'Date',
    nameLanguage: 'en',
    scripts: { en: LATIN },
    maxNewNameShare: 0.2,
    minDaysPerYear: 5,
  },
  'hk-1823': {
    dateField: 'date',
    nameLanguage: 'en',
    scripts: { en: LATIN, zh: CHINESE },
    maxNewNameShare: 0.2,
    minDaysPerYear: 8,
  },
  'ca-holidays': {
    dateField: 'date',
    nameLanguage: 'en',
    scripts: { en: LATIN, fr: LATIN },
    maxNewNameShare: 0.2,
    minDaysPerYear: 5,
  },
  'sg-data-gov': {
    dateField: 'date',
    nameLanguage: 'en',
    scripts: { en: LATIN },
    maxNewNameShare: 0.2,
    minDaysPerYear: 5,
  },
};

/** The year of a raw row, read from its day field as leniently as a rejected row needs; null when unreadable. */
export function rowYear(source: string, row: unknown): number | null {
  const field = CONTENT_RULES[source]?.dateField;
  const value = field && typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[field] : undefined;
  const match = typeof value === 'string' ? /^\s*(\d{4})(?:\D|\d{4}\s*$|$)/.exec(value) : null;
  const year = match ? Number(match[1]) : NaN;
  return year >= 1900 && year <= 2199 ? year : null;
}
