// Hindu lunisolar festivals by rule (a drik panchang: true positions, by the
// astronomy-engine package), for a reference place. No clock, no network; the
// calendar imports nothing but astronomy-engine, the engine at the end
// (hindu.json's holidays) uses engine.ts.
//
// Reckoning:
// - Tithi: the apparent Moon−Sun elongation in 12° steps, 1–30; tithis 1–15
//   are the bright fortnight (shukla paksha, 15 = purnima, full moon), 16–30
//   the dark one (krishna paksha, 30 = amavasya, new moon). Instants are
//   geocentric and the same everywhere; only the day they are assigned to
//   depends on the place (its sunrise and sunset).
// - Months: amanta (new moon to new moon), named by the sidereal sign (Lahiri
//   ayanamsa, as India's Calendar Reform Committee adopted) that the Sun
//   enters during the month: entering Mesha → Chaitra, Vrishabha →
//   Vaishakha, … Meena → Phalguna. A month in which the Sun enters no sign is
//   the leap month (adhika masa), named after the month that follows it;
//   festivals fall in the regular (nija) month, never in the adhika one. A
//   month in which the Sun enters two signs (kshaya masa: 1983, next 2124)
//   is refused. The purnimanta (full-moon-ending) month of North India takes
//   the dark fortnight first: its Bhadrapada krishna ashtami is the amanta
//   Shravana krishna ashtami. Festivals below are written amanta; their
//   purnimanta names are in the comments.
// - Day of a tithi, by the part of the day the festival is kept in (`at`):
//   the day whose window the tithi covers most (ties: the earlier day):
//   `sunrise` (udaya tithi: the tithi running at sunrise; a tithi that spans
//   no sunrise, kshaya, belongs to the day it runs in), `madhyahna` (the
//   middle fifth of daytime), `aparahna` (the fourth fifth), `pradosh`
//   (sunset to a fifth of the night after it), `nishita` (the eighth of the
//   fifteen muhurtas of the night, around midnight), `arunodaya` (the two
//   muhurtas of night before sunrise). A tithi that covers no such window
//   that year falls back to its sunrise day.
// - Holi (Dhulandi): the day after Holika Dahan. Holika Dahan is the first
//   evening whose pradosh the Phalguna purnima touches, or the next evening
//   when the purnima still runs on that day for at least three and a half of
//   its four praharas (7/8 of daytime: the "sardha-triyama" rule of the
//   Dharmasindhu, for a first evening taken by Bhadra).
// - Dussehra (Vijayadashami): Ashvin shukla dashami by `aparahna`; the next
//   day instead when the dashami still runs for three muhurtas (1/5 of
//   daytime) after that day's sunrise and the Moon is in Shravana nakshatra
//   throughout its aparahna (Nirnaya Sindhu).
// - Thaipusam: at the full moon of the Tamil solar month Thai (the purnima
//   that ends with the Sun in sidereal Makara), the day at whose sunrise the
//   Moon is in Pushya (Poosam) nakshatra (the first of two); a Pushya that
//   spans no sunrise belongs to the day it runs in.
//
// Checked (test/sources/calendars/hindu.test.ts) against published tables,
// never against this module's output: India's central government holiday
// lists (Department of Personnel and Training) 2015–2026, and timeanddate.com's
// India festival table 2001–2035; see sources/calendars/README.md for the
// agreement and each day that differs.

import {
  Body,
  Ecliptic,
  GeoMoon,
  GeoVector,
  MakeTime,
  Observer,
  Search,
  SearchMoonPhase,
  SearchRiseSet,
  type AstroTime,
} from 'astronomy-engine';
import { z } from 'zod';
import { addDays, daysBetween, isTimeZone, yearOf } from '../../core/dates.js';
import { holidayKey } from '../../core/languages.js';
import type { SourceHoliday } from '../../core/types.js';
import { years as yearRange } from '../corrections.js';
import { countryInfo } from '../date-holidays.js';
import {
  addedRow,
  citation,
  countryCode,
  englishNames,
  holidayType,
  inRange,
  isRuleRow,
  reviewedFile,
  shiftRow,
  type CalendarEngine,
  type LunarDisagreement,
  type Range,
} from './engine.js';

/** Where a day is reckoned: its sunrise and sunset, and the zone of its calendar day. */
export interface Place {
  latitude: number;
  longitude: number;
  /** IANA time zone of the place's civil day. */
  timeZone: string;
}

/** Amanta month names, Chaitra first (the month in which the Sun enters Mesha). */
export const MONTHS = [
  'Chaitra',
  'Vaishakha',
  'Jyeshtha',
  'Ashadha',
  'Shravana',
  'Bhadrapada',
  'Ashvin',
  'Kartika',
  'Margashirsha',
  'Pausha',
  'Magha',
  'Phalguna',
] as const;
export type MonthName = (typeof MONTHS)[number];
export type Paksha = 'shukla' | 'krishna';
/** The part of the day a festival is kept in (see the header). */
export type At = 'sunrise' | 'madhyahna' | 'aparahna' | 'pradosh' | 'nishita' | 'arunodaya';

/** The sidereal signs, Mesha first; a Tamil solar month is the Sun's stay in one (Thai = Makara, Masi = Kumbha). */
export const SIGNS = [
  'Mesha',
  'Vrishabha',
  'Mithuna',
  'Karka',
  'Simha',
  'Kanya',
  'Tula',
  'Vrishchika',
  'Dhanu',
  'Makara',
  'Kumbha',
  'Meena',
] as const;
export type SignName = (typeof SIGNS)[number];

/**
 * A tithi of a lunar month: `tithi` 1–15 within the fortnight (krishna 15 =
 * amavasya). The month is an amanta month (`month`), or, for a calendar of
 * solar months (Tamil), the sign the Sun is in at the festival day's sunrise
 * (`sign`).
 */
export type TithiRule = ({ month: MonthName; sign?: undefined } | { sign: SignName; month?: undefined }) & {
  paksha: Paksha;
  tithi: number;
  at: At;
};

export type Festival = (TithiRule & { rule?: undefined }) | { rule: 'holi' | 'dussehra' | 'thaipusam' };

/**
 * The festivals, as data. Purnimanta names in the comments where they differ.
 */
export const FESTIVALS = {
  /** Lakshmi Puja: Ashvin amavasya (purnimanta Kartika amavasya) at pradosh. */
  diwali: { month: 'Ashvin', paksha: 'krishna', tithi: 15, at: 'pradosh' },
  /** Naraka Chaturdashi, the South Indian and Tamil Deepavali: Ashvin krishna chaturdashi at arunodaya, before sunrise. */
  narakaChaturdashi: { month: 'Ashvin', paksha: 'krishna', tithi: 14, at: 'arunodaya' },
  /** Vijayadashami: Ashvin shukla dashami (see the header). */
  dussehra: { rule: 'dussehra' },
  /** Bijoya Dashami as Bengal's almanacs keep it: the Ashvin shukla dashami at sunrise. */
  bijoyaDashami: { month: 'Ashvin', paksha: 'shukla', tithi: 10, at: 'sunrise' },
  /** Holi: the day after Holika Dahan on Phalguna purnima (see the header). */
  holi: { rule: 'holi' },
  /** Janmashtami (Vaishnava, India's central government list): Shravana krishna ashtami (purnimanta Bhadrapada) at sunrise. */
  janmashtami: { month: 'Shravana', paksha: 'krishna', tithi: 8, at: 'sunrise' },
  /** Janmashtami (Smarta): the ashtami at midnight. */
  janmashtamiSmarta: { month: 'Shravana', paksha: 'krishna', tithi: 8, at: 'nishita' },
  /** Ram Navami: Chaitra shukla navami at midday. */
  ramNavami: { month: 'Chaitra', paksha: 'shukla', tithi: 9, at: 'madhyahna' },
  /** Mahavir Jayanti: Chaitra shukla trayodashi at sunrise. */
  mahavirJayanti: { month: 'Chaitra', paksha: 'shukla', tithi: 13, at: 'sunrise' },
  /** Buddha Purnima: Vaishakha purnima at sunrise. */
  buddhaPurnima: { month: 'Vaishakha', paksha: 'shukla', tithi: 15, at: 'sunrise' },
  /** Guru Nanak Jayanti: Kartika purnima at sunrise. */
  guruNanakJayanti: { month: 'Kartika', paksha: 'shukla', tithi: 15, at: 'sunrise' },
  /** Maha Shivaratri: Magha krishna chaturdashi (purnimanta Phalguna) at midnight. */
  mahaShivaratri: { month: 'Magha', paksha: 'krishna', tithi: 14, at: 'nishita' },
  /** Maha Shivaratri of the Tamil calendar: the krishna chaturdashi of the solar month Masi (the Sun in Kumbha), at midnight. */
  mahaShivaratriTamil: { sign: 'Kumbha', paksha: 'krishna', tithi: 14, at: 'nishita' },
  /** Ganesh Chaturthi: Bhadrapada shukla chaturthi at midday. */
  ganeshChaturthi: { month: 'Bhadrapada', paksha: 'shukla', tithi: 4, at: 'madhyahna' },
  /** Ugadi (Gudi Padwa, the lunar new year of the Deccan): Chaitra shukla pratipada at sunrise. */
  ugadi: { month: 'Chaitra', paksha: 'shukla', tithi: 1, at: 'sunrise' },
  /** Thaipusam: Pushya nakshatra in the Tamil month Thai (see the header). */
  thaipusam: { rule: 'thaipusam' },
  // Days of the tithi at sunrise (udaya tithi), as the almanacs of the Kathmandu Valley keep them.
  /** Ghatasthapana, the first day of Navaratri (Dashain): Ashvin shukla pratipada. */
  ghatasthapana: { month: 'Ashvin', paksha: 'shukla', tithi: 1, at: 'sunrise' },
  /** Fulpati (Navapatrika, Saptami of Navaratri): Ashvin shukla saptami. */
  fulpati: { month: 'Ashvin', paksha: 'shukla', tithi: 7, at: 'sunrise' },
  /** Maha Ashtami (Durga Ashtami): Ashvin shukla ashtami. */
  mahaAshtami: { month: 'Ashvin', paksha: 'shukla', tithi: 8, at: 'sunrise' },
  /** Maha Navami: Ashvin shukla navami. */
  mahaNavami: { month: 'Ashvin', paksha: 'shukla', tithi: 9, at: 'sunrise' },
  /** Papankusha Ekadashi, the day after Vijayadashami: Ashvin shukla ekadashi. */
  papankushaEkadashi: { month: 'Ashvin', paksha: 'shukla', tithi: 11, at: 'sunrise' },
  /** Ashvin shukla dvadashi, the second day after Vijayadashami. */
  ashvinShuklaDwadashi: { month: 'Ashvin', paksha: 'shukla', tithi: 12, at: 'sunrise' },
  /** Govardhan Puja (and Mha Puja): Kartika shukla pratipada. */
  govardhanPuja: { month: 'Kartika', paksha: 'shukla', tithi: 1, at: 'sunrise' },
  /** Bhai Dooj (Bhai Tika): Kartika shukla dvitiya. */
  bhaiDooj: { month: 'Kartika', paksha: 'shukla', tithi: 2, at: 'sunrise' },
  /** Chhath (the evening offering): Kartika shukla shashthi. */
  chhath: { month: 'Kartika', paksha: 'shukla', tithi: 6, at: 'sunrise' },
  /** Raksha Bandhan (Janai Purnima): Shravana purnima. */
  rakshaBandhan: { month: 'Shravana', paksha: 'shukla', tithi: 15, at: 'sunrise' },
  /** Haritalika Teej: Bhadrapada shukla tritiya. */
  haritalikaTeej: { month: 'Bhadrapada', paksha: 'shukla', tithi: 3, at: 'sunrise' },
  /** Margashirsha purnima (Yomari Punhi, Udhauli). */
  margashirshaPurnima: { month: 'Margashirsha', paksha: 'shukla', tithi: 15, at: 'sunrise' },
  /** Magha shukla pratipada (the new year of the Tamang calendar, Sonam Lhosar). */
  maghaShuklaPratipada: { month: 'Magha', paksha: 'shukla', tithi: 1, at: 'sunrise' },
  /** Phalguna shukla pratipada (the Tibetan new year as the almanacs date it, Gyalpo Lhosar). */
  phalgunaShuklaPratipada: { month: 'Phalguna', paksha: 'shukla', tithi: 1, at: 'sunrise' },
  /** Phalguna purnima at pradosh, the evening of Holika Dahan, by the plain evening rule (no sardha-triyama step as Holi's): Fagu Purnima. */
  phalgunaPurnima: { month: 'Phalguna', paksha: 'shukla', tithi: 15, at: 'pradosh' },
} as const satisfies Record<string, Festival>;
export type FestivalName = keyof typeof FESTIVALS;

const DAY_MS = 86_400_000;
/** The years the module answers for (Lahiri's linear ayanamsa is within a minute of arc there). */
export const HINDU_YEARS = { first: 1950, last: 2100 } as const;

function found<T>(value: T | null, what: string): T {
  if (!value) throw new Error(`astronomy-engine found no ${what}`);
  return value;
}

// ── Astronomy ─────────────────────────────────────────────────────────────────

const sunLongitude = (time: AstroTime) => Ecliptic(GeoVector(Body.Sun, time, true)).elon;
const moonLongitude = (time: AstroTime) => Ecliptic(GeoMoon(time)).elon;

/** The apparent Moon−Sun elongation minus `target`, in degrees, within [−180, 180). */
function elongationOffset(time: AstroTime, target: number): number {
  return ((((moonLongitude(time) - sunLongitude(time) - target) % 360) + 540) % 360) - 180;
}

/** The first instant after `from` when the apparent elongation reaches `target` (refined for the Sun's aberration). */
export function nextElongation(target: number, from: AstroTime): AstroTime {
  const angle = target % 360;
  const rough = found(SearchMoonPhase(angle, from, 40), `elongation ${angle}°`);
  return found(
    Search((time) => elongationOffset(time, angle), rough.AddDays(-0.02), rough.AddDays(0.02), {
      dt_tolerance_seconds: 1,
    }),
    `apparent elongation ${angle}°`,
  );
}

/** Lahiri ayanamsa in degrees (linear: 23.853° at J2000, 50.29″ a year; within a minute of arc over 1950–2100). */
const ayanamsa = (time: AstroTime) => 23.853 + (50.29 / 3600) * (time.ut / 365.25);
const sidereal = (longitude: number, time: AstroTime) => (((longitude - ayanamsa(time)) % 360) + 360) % 360;
/** The sidereal sign (0 = Mesha … 11 = Meena) the Sun is in. */
export const sunSign = (time: AstroTime) => Math.floor(sidereal(sunLongitude(time), time) / 30);
/** The nakshatra (0 = Ashvini … 7 = Pushya … 21 = Shravana … 26 = Revati) the Moon is in at an instant. */
export const nakshatraAt = (ms: number) => {
  const time = MakeTime(new Date(ms));
  return Math.floor(sidereal(moonLongitude(time), time) / (360 / 27));
};
const PUSHYA = 7;
const SHRAVANA = 21;
const MAKARA = 9; // Thai

// ── Lunar months and tithis ───────────────────────────────────────────────────

export interface LunarMonth {
  name: MonthName;
  adhika: boolean;
  /** The new moons that open and close it (ms). */
  start: number;
  end: number;
}

const monthCache = new Map<number, LunarMonth[]>();
/** Consecutive new moons (ms), extended as years are asked for: neighbouring years share most of them. */
const newMoons: number[] = [];
const signAtNewMoon = new Map<number, number>();

/** The new moons from the last one before `from` to the first one after `to`. */
function newMoonsAround(from: number, to: number): number[] {
  if (newMoons.length === 0) newMoons.push(nextElongation(0, MakeTime(new Date(from))).date.getTime());
  // A lunation is 29.27–29.83 days: 35 days before the first new moon, the next one is the one before it.
  while (newMoons[0]! > from)
    newMoons.unshift(nextElongation(0, MakeTime(new Date(newMoons[0]! - 35 * DAY_MS))).date.getTime());
  while (newMoons.at(-1)! < to)
    newMoons.push(nextElongation(0, MakeTime(new Date(newMoons.at(-1)! + 20 * DAY_MS))).date.getTime());
  return newMoons.filter(
    (ms, index) =>
      newMoons[index + 1] === undefined || (newMoons[index + 1]! > from && (index === 0 || newMoons[index - 1]! < to)),
  );
}

const signOfNewMoon = (ms: number) => {
  let sign = signAtNewMoon.get(ms);
  if (sign === undefined) {
    sign = sunSign(MakeTime(new Date(ms)));
    signAtNewMoon.set(ms, sign);
  }
  return sign;
};

/** The amanta months from November of the year before to March of the year after (instants, place-independent). */
export function lunarMonths(year: number): LunarMonth[] {
  checkYear(year);
  const cached = monthCache.get(year);
  if (cached) return cached;
  const moons = newMoonsAround(Date.UTC(year - 1, 10, 1), Date.UTC(year + 1, 2, 1));
  const months: LunarMonth[] = [];
  for (let index = 0; index + 1 < moons.length; index++) {
    const [start, end] = [moons[index]!, moons[index + 1]!];
    if (start < Date.UTC(year - 1, 10, 1) || start >= Date.UTC(year + 1, 2, 1)) continue;
    const atStart = signOfNewMoon(start);
    const atEnd = signOfNewMoon(end);
    if (atEnd !== atStart && atEnd !== (atStart + 1) % 12)
      throw new Error(`two sankrantis in one month (kshaya masa) at ${new Date(start).toISOString()}`);
    // The month takes the name of the sign the Sun enters in it; entering none, it is the adhika month of the next name.
    months.push({ name: MONTHS[(atStart + 1) % 12]!, adhika: atEnd === atStart, start, end });
  }
  monthCache.set(year, months);
  return months;
}

const spanCache = new Map<string, { start: number; end: number }>();

/** The instants a tithi (1–30 within the month) starts and ends. */
export function tithiSpan(month: LunarMonth, tithi: number): { start: number; end: number } {
  if (!Number.isInteger(tithi) || tithi < 1 || tithi > 30) throw new RangeError(`a tithi is 1–30, not ${tithi}`);
  const key = `${month.start}|${tithi}`;
  const cached = spanCache.get(key);
  if (cached) return cached;
  // A tithi lasts 0.83–1.11 days: search from a little before its earliest possible start.
  const from = (n: number) => MakeTime(new Date(month.start + Math.max(0, n * 0.83 - 0.5) * DAY_MS));
  const start = tithi === 1 ? month.start : nextElongation((tithi - 1) * 12, from(tithi - 1)).date.getTime();
  const end = tithi === 30 ? month.end : nextElongation(tithi * 12, from(tithi)).date.getTime();
  const span = { start, end };
  spanCache.set(key, span);
  return span;
}

// ── Days, sunrise and sunset at a place ───────────────────────────────────────

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The `YYYY-MM-DD` day of an instant in a time zone. */
export function localDate(ms: number, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA-u-ca-gregory-nu-latn', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(new Date(ms));
}

/** The zone's offset from UTC at an instant, in ms. */
function offsetAt(ms: number, timeZone: string): number {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((each) => each.type === type)!.value);
  return (
    Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) -
    Math.floor(ms / 1000) * 1000
  );
}

const sunCache = new Map<string, { rise: number; set: number }>();
const placeKey = (place: Place) => `${place.latitude},${place.longitude},${place.timeZone}`;

/** Sunrise and sunset of a civil day at a place (upper limb, standard refraction), instants in ms; cached. */
export function sunDay(date: string, place: Place): { rise: number; set: number } {
  const key = `${placeKey(place)}|${date}`;
  const cached = sunCache.get(key);
  if (cached) return cached;
  const observer = new Observer(place.latitude, place.longitude, 0);
  const midnight = MakeTime(
    new Date(Date.parse(`${date}T00:00:00Z`) - offsetAt(Date.parse(`${date}T12:00:00Z`), place.timeZone)),
  );
  const rise = found(SearchRiseSet(Body.Sun, observer, +1, midnight, 1), `sunrise on ${date}`);
  const set = found(SearchRiseSet(Body.Sun, observer, -1, rise, 1), `sunset on ${date}`);
  const day = { rise: rise.date.getTime(), set: set.date.getTime() };
  sunCache.set(key, day);
  return day;
}

/** The window of a civil day in which a festival is kept ([from, to) instants; a point for sunrise). */
function windowOf(date: string, place: Place, at: At): [number, number] {
  const { rise, set } = sunDay(date, place);
  const day = set - rise;
  const night = () => sunDay(addDays(date, 1), place).rise - set;
  switch (at) {
    case 'sunrise':
      return [rise, rise];
    case 'madhyahna':
      return [rise + (day * 2) / 5, rise + (day * 3) / 5];
    case 'aparahna':
      return [rise + (day * 3) / 5, rise + (day * 4) / 5];
    case 'pradosh':
      return [set, set + night() / 5];
    case 'nishita':
      return [set + (night() * 7) / 15, set + (night() * 8) / 15];
    case 'arunodaya':
      return [rise - ((rise - sunDay(addDays(date, -1), place).set) * 2) / 15, rise];
  }
}

/** How much of a window a span covers, 0–1 (a point window: 1 when inside). */
function coverage(span: { start: number; end: number }, [from, to]: [number, number]): number {
  if (from === to) return span.start <= from && from < span.end ? 1 : 0;
  return Math.max(0, Math.min(span.end, to) - Math.max(span.start, from)) / (to - from);
}

/** The civil days a span can belong to: from the day before it starts to the day after it ends. */
function daysAround(span: { start: number; end: number }, place: Place): string[] {
  const days: string[] = [];
  const last = addDays(localDate(span.end, place.timeZone), 1);
  for (let date = addDays(localDate(span.start, place.timeZone), -1); date <= last; date = addDays(date, 1))
    days.push(date);
  return days;
}

/** The day of a tithi span kept at `at`: the day whose window it covers most (ties: the earlier), else its sunrise day. */
export function dayOfSpan(span: { start: number; end: number }, place: Place, at: At): string {
  let best: { date: string; share: number } | undefined;
  for (const date of daysAround(span, place)) {
    const share = coverage(span, windowOf(date, place, at));
    if (share > 0 && (!best || share > best.share)) best = { date, share };
  }
  if (best) return best.date;
  if (at !== 'sunrise') return dayOfSpan(span, place, 'sunrise');
  // A tithi that spans no sunrise (kshaya) belongs to the day in which it runs: the last day whose sunrise precedes it.
  return daysAround(span, place)
    .filter((date) => sunDay(date, place).rise <= span.start)
    .at(-1)!;
}

// ── Festivals ─────────────────────────────────────────────────────────────────

function checkYear(year: number): void {
  if (!Number.isInteger(year) || year < HINDU_YEARS.first || year > HINDU_YEARS.last)
    throw new RangeError(`Hindu festivals are computed for ${HINDU_YEARS.first}–${HINDU_YEARS.last}, not ${year}`);
}

/** The regular (nija) months of a name around a Gregorian year. */
const monthsNamed = (year: number, name: MonthName) =>
  lunarMonths(year).filter((month) => month.name === name && !month.adhika);
const tithiOf = (paksha: Paksha, tithi: number) => {
  if (!Number.isInteger(tithi) || tithi < 1 || tithi > 15)
    throw new RangeError(`a tithi of a fortnight is 1–15, not ${tithi}`);
  return paksha === 'shukla' ? tithi : 15 + tithi;
};

/** The days (`YYYY-MM-DD`) of a tithi rule that fall in a Gregorian year at a place (usually one). */
export function tithiDays(rule: TithiRule, year: number, place: Place): string[] {
  const tithi = tithiOf(rule.paksha, rule.tithi);
  if (rule.sign !== undefined) {
    // Solar months: every lunar month's tithi, kept where the Sun is in the sign at the day's sunrise.
    const sign = SIGNS.indexOf(rule.sign);
    // The lunar months that can hold it: the one in which the Sun enters the sign (named MONTHS[sign]) and the next.
    return lunarMonths(year)
      .filter((month) => month.name === MONTHS[sign] || month.name === MONTHS[(sign + 1) % 12])
      .map((month) => dayOfSpan(tithiSpan(month, tithi), place, rule.at))
      .filter((date) => date.startsWith(`${year}-`) && sunSign(MakeTime(new Date(sunDay(date, place).rise))) === sign);
  }
  return monthsNamed(year, rule.month)
    .map((month) => dayOfSpan(tithiSpan(month, tithi), place, rule.at))
    .filter((date) => date.startsWith(`${year}-`));
}

function holiDays(year: number, place: Place): string[] {
  return monthsNamed(year, 'Phalguna')
    .flatMap((month) => {
      const purnima = tithiSpan(month, 15);
      const first =
        daysAround(purnima, place).find((date) => coverage(purnima, windowOf(date, place, 'pradosh')) > 0) ??
        dayOfSpan(purnima, place, 'sunrise');
      const next = sunDay(addDays(first, 1), place);
      const sardhaTriyama = purnima.end - next.rise >= ((next.set - next.rise) * 7) / 8;
      const holikaDahan = sardhaTriyama ? addDays(first, 1) : first;
      return [addDays(holikaDahan, 1)];
    })
    .filter((date) => date.startsWith(`${year}-`));
}

function dussehraDays(year: number, place: Place): string[] {
  return monthsNamed(year, 'Ashvin')
    .map((month) => {
      const dashami = tithiSpan(month, 10);
      const day = dayOfSpan(dashami, place, 'aparahna');
      const next = addDays(day, 1);
      const { rise, set } = sunDay(next, place);
      const [from, to] = windowOf(next, place, 'aparahna');
      const threeMuhurtas = dashami.end - rise >= (set - rise) / 5;
      const shravana = nakshatraAt(from) === SHRAVANA && nakshatraAt(to) === SHRAVANA;
      return threeMuhurtas && shravana ? next : day;
    })
    .filter((date) => date.startsWith(`${year}-`));
}

function thaipusamDays(year: number, place: Place): string[] {
  // The Thai full moon: the purnima that ends while the Sun is in Makara.
  const fullMoons = lunarMonths(year)
    .map((month) => tithiSpan(month, 15).end)
    .filter((ms) => sunSign(MakeTime(new Date(ms))) === MAKARA);
  return fullMoons
    .map((fullMoon) => {
      const near = localDate(fullMoon, place.timeZone);
      const days = [-2, -1, 0, 1].map((offset) => addDays(near, offset));
      const pushyaAt = (date: string) => nakshatraAt(sunDay(date, place).rise) === PUSHYA;
      // Pushya at sunrise (the first of two such days); a Pushya that spans no sunrise belongs to the day it runs in.
      return (
        days.find(pushyaAt) ??
        days.filter((date) => nakshatraAt(sunDay(date, place).rise) === PUSHYA - 1).at(-1) ??
        near
      );
    })
    .filter((date) => date.startsWith(`${year}-`));
}

const festivalCache = new Map<string, string[]>();

/** The days of a festival in a Gregorian year at a place (one as a rule; none or two where a lunar year is short or long). */
export function festivalDays(festival: FestivalName, year: number, place: Place): string[] {
  checkYear(year);
  const key = `${festival}|${year}|${placeKey(place)}`;
  const cached = festivalCache.get(key);
  if (cached) return cached;
  const definition: Festival = FESTIVALS[festival];
  if (!definition) throw new RangeError(`unknown festival "${festival}"`);
  let days: string[];
  switch (definition.rule) {
    case 'holi':
      days = holiDays(year, place);
      break;
    case 'dussehra':
      days = dussehraDays(year, place);
      break;
    case 'thaipusam':
      days = thaipusamDays(year, place);
      break;
    default:
      days = tithiDays(definition, year, place);
  }
  festivalCache.set(key, days);
  return days;
}

// ── The engine: the holidays hindu.json says a festival sets ──────────────────
//
// As hindu.json says which festival sets which holiday of which country, at
// which place: the library's rows of that holiday move to the festival's day
// (within 40 days), or, where the library has none, the engine adds the
// holiday's rows. Days of the `announced` years are the ones the cited lists
// published; other years' days are estimates.

const HINDU_SOURCE = 'calendar-hindu' as const;
const YEARS = 'must be a year, a range such as 2023-2026, or an open range such as 2023-';
const yearsField = z.string({ error: YEARS }).refine((value) => yearRange.safeParse(value).success, YEARS);
const ANNOUNCED_YEARS = `${YEARS}, or several of them separated by commas (2009, 2011-2012, 2014-2026: a year without a list on file is left out)`;
/** The years whose days cited lists published: one range, or several separated by commas. */
const announcedRanges = (value: string) => value.split(',').map((part) => yearRange.parse(part.trim()));
const announcedField = z
  .string({ error: ANNOUNCED_YEARS })
  .refine((value) => value.split(',').every((part) => yearRange.safeParse(part.trim()).success), ANNOUNCED_YEARS);

const hinduFile = z
  .object({
    title: z.string(),
    places: z.record(
      z.string(),
      z
        .object({
          latitude: z.number().min(-90).max(90),
          longitude: z.number().min(-180).max(180),
          timeZone: z.string().refine(isTimeZone, 'is not an IANA time zone'),
          source: z.string({ error: 'must say why the place was chosen' }).min(20, 'must say why the place was chosen'),
        })
        .strict(),
    ),
    entries: z.array(
      z
        .object({
          country: countryCode,
          holiday: z.string().min(1, 'must name the holiday in English'),
          festival: z
            .string()
            .refine((name) => name in FESTIVALS, `must be one of ${Object.keys(FESTIVALS).join(', ')}`),
          place: z.string().min(1, 'must name a place of `places`'),
          years: yearsField.optional(),
          announced: announcedField.optional(),
          add: z
            .object({
              names: englishNames,
              type: holidayType,
              subdivisions: z
                .array(z.string().regex(/^[A-Z]{2}-[A-Z0-9-]+$/, 'must be ISO 3166-2 subdivision codes'))
                .optional(),
            })
            .strict()
            .optional(),
          shift: z.number().int('must be a whole number of days').optional(),
          note: z.string().optional(),
          ...citation,
        })
        .strict(),
    ),
  })
  .strict()
  .superRefine((file, context) => {
    file.entries.forEach((entry, index) => {
      if (!file.places[entry.place])
        context.addIssue({
          code: 'custom',
          message: `is not a place of \`places\``,
          path: ['entries', index, 'place'],
        });
    });
  });
export const hinduSchema = hinduFile;
const hinduJson = reviewedFile('hindu.json', hinduFile);

/**
 * A holiday a Hindu festival sets (hindu.json): in `years` (all when absent),
 * the library's rows named `holiday` move to the festival's day at `place`,
 * or, with `add`, the engine adds the holiday (the library has none). The days
 * of the years in `announced` (a range, or ranges separated by commas) are the
 * ones the cited lists published (the tests hold the engine to them); other
 * years' days are estimates.
 */
export type HinduEntry = Omit<z.infer<typeof hinduFile>['entries'][number], 'festival'> & {
  festival: FestivalName;
  range?: Range;
  announcedRanges?: Range[];
};
const ranged = new WeakMap<object, readonly HinduEntry[]>();
/** The reference places of hindu.json, by name. */
export const hinduPlaces = (): Readonly<Record<string, Place & { source: string }>> => hinduJson.read().places;
/** The reviewed entries of hindu.json, each with its years as ranges. */
export function hinduEntries(): readonly HinduEntry[] {
  const file = hinduJson.read();
  if (!ranged.has(file))
    ranged.set(
      file,
      file.entries.map((entry) => ({
        ...entry,
        festival: entry.festival as FestivalName,
        ...(entry.years === undefined ? {} : { range: yearRange.parse(entry.years) }),
        ...(entry.announced === undefined ? {} : { announcedRanges: announcedRanges(entry.announced) }),
      })),
    );
  return ranged.get(file)!;
}

/** How far the engine may move a library row: a lunar month (a Tamil festival the library put in the wrong month, LK's Mahasivarathri 2010). */
const HINDU_MAX_SHIFT_DAYS = 40;

/** The festival days of a year, computed once per festival, year and place (the engine caches them). */
function hinduDays(entry: HinduEntry, year: number): string[] {
  if (year < HINDU_YEARS.first || year > HINDU_YEARS.last) return [];
  const days = festivalDays(entry.festival, year, hinduPlaces()[entry.place]!);
  return entry.shift ? days.map((day) => addDays(day, entry.shift!)) : days;
}

/** Moves the library's rows of each reviewed holiday to the festival's day, or adds the holiday where the library has none. */
function applyHindu(
  country: string,
  entries: readonly HinduEntry[],
  rows: SourceHoliday[],
  years: Range,
  disagreements: LunarDisagreement[],
): SourceHoliday[] {
  if (entries.length === 0) return rows;
  const estimatedIn = (entry: HinduEntry, date: string) =>
    !(entry.announcedRanges ?? []).some((range) => inRange(range, yearOf(date)));
  const record = (key: string, scope: string | null, from: string | null, to: string) =>
    disagreements.push({
      country,
      year: yearOf(to),
      key,
      engine: HINDU_SOURCE,
      scope: scope === null ? [] : [scope],
      libraryDate: from,
      engineDate: to,
    });

  const moved = rows.map((row) => {
    const entry =
      isRuleRow(row) && !row.substitute
        ? entries.find(
            (each) => !each.add && holidayKey(each.holiday) === row.key && inRange(each.range, yearOf(row.date)),
          )
        : undefined;
    if (!entry) return row;
    const year = yearOf(row.date);
    const date = [year - 1, year, year + 1]
      .flatMap((each) => hinduDays(entry, each))
      .filter((day) => Math.abs(daysBetween(row.date, day)) <= HINDU_MAX_SHIFT_DAYS)
      .sort((a, b) => Math.abs(daysBetween(row.date, a)) - Math.abs(daysBetween(row.date, b)))[0];
    if (!date) return row;
    if (date !== row.date) record(row.key, row.scope, row.date, date);
    return {
      ...shiftRow(row, daysBetween(row.date, date), HINDU_SOURCE, false),
      ...(estimatedIn(entry, date) ? { estimated: true } : {}),
    };
  });

  const added: SourceHoliday[] = [];
  const info = entries.some((entry) => entry.add) ? countryInfo(country) : undefined;
  for (const entry of entries) {
    if (!entry.add) continue;
    const key = holidayKey(entry.add.names.en ?? entry.holiday);
    for (
      let year = Math.max(years.from, entry.range?.from ?? years.from);
      year <= Math.min(years.to, entry.range?.to ?? years.to);
      year++
    ) {
      for (const date of hinduDays(entry, year)) {
        for (const scope of entry.add.subdivisions?.length ? entry.add.subdivisions : [null]) {
          added.push(addedRow(HINDU_SOURCE, country, info!, scope, date, key, entry.add, estimatedIn(entry, date)));
          record(key, scope, null, date);
        }
      }
    }
  }
  return [...moved, ...added];
}

export const engine = {
  id: 'hindu',
  computes:
    'Hindu lunisolar festivals (a drik panchang: tithis, amanta months by the sidereal Sun, adhika months) at a reference place; it sets the holidays hindu.json says a festival sets',
  reference:
    "India's central government lists 2015–2026 (DoPT), timeanddate.com's India table 2001–2035, Sri Lanka's gazettes 2003–2026, Bangladesh's Bijoya Dashami 2016–2025, Nepal's notices 2020–2027, the lists of Mauritius, Guyana, Trinidad and Tobago, Suriname, Fiji, Malaysia and Singapore",
  sources: { hindu: HINDU_SOURCE },
  data: [hinduJson],
  entriesOf: (country) => hinduEntries().filter((entry) => entry.country === country),
  apply: ({ country, rows, entries, years, disagreements }) => applyHindu(country, entries, rows, years, disagreements),
} satisfies CalendarEngine<HinduEntry>;
