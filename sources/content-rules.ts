// The shape of what an official source's rows must look like beyond the row
// schema: the script its names are written in, the names it is known to use,
// how many of its names may be new at once, and how many days a year it
// lists. Each source states its own rules (`contentRules` of sources/<id>.ts);
// a payload that breaks one is not used (sources/content-checks.ts): a feed
// that decodes and parses but says nonsense is a broken feed, not a
// government's decision.

/** Whole names in a script, with the digits, spaces and punctuation holiday names use. */
export const LATIN = /^[\p{Script=Latin}\p{N}\s'’‘.,&()/:\-–]+$/u;
export const JAPANESE = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー・（）]+$/u;
export const CHINESE = /^[\p{Script=Han}\p{N}\s（）()、·・]+$/u;

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
