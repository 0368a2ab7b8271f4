// The calendar engines, in the order the build applies them (sources/lunar-dates.ts).
// Adding an engine: its module here (with `export const engine`), its reference
// test (test/sources/calendars/<id>.test.ts) and its line below;
// test/sources/calendars/registry.test.ts checks all three, both ways.

import { engine as bikramSambat } from './bikram-sambat.js';
import { engine as burmese } from './burmese.js';
import { engine as chinese } from './chinese.js';
import { engine as crescent } from './crescent.js';
import { digestOf, type CalendarEngine, type ReviewedFile } from './engine.js';
import { engine as hindu } from './hindu.js';
import { engine as islamic } from './islamic.js';
import { engine as khmer } from './khmer.js';
import { engine as moon } from './moon.js';
import { engine as poya } from './poya.js';
import { engine as solar } from './solar.js';
import { engine as solarHijri } from './solar-hijri.js';
import { engine as thaiLunar } from './thai-lunar.js';
import { engine as tibetan } from './tibetan.js';

export const REGISTRY = [
  islamic,
  crescent,
  moon,
  poya,
  chinese,
  solar,
  solarHijri,
  hindu,
  bikramSambat,
  thaiLunar,
  khmer,
  burmese,
  tibetan,
] as const;

type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;
type Registered = (typeof REGISTRY)[number];
type Sources = Intersection<Registered['sources']>;
/** The record sources the engines set, by name (`ENGINES.hindu` is `calendar-hindu`), in the registry's order. */
export const ENGINES: { readonly [name in keyof Sources]: Sources[name] } = Object.freeze(
  Object.assign({}, ...REGISTRY.map((engine) => engine.sources)),
);
/** The options the engines take for a country (the Islamic engine's reckoning and announced days). */
export type EngineOptions = Intersection<
  Registered extends infer E ? (E extends { optionsOf: (country: string) => infer O } ? O : object) : never
>;

/** The engines in the registry, as the step applies them. */
export const engines = (): readonly CalendarEngine<unknown, EngineOptions>[] =>
  REGISTRY as unknown as readonly CalendarEngine<unknown, EngineOptions>[];

/**
 * Reads and checks every engine's reviewed data (the CALENDARS_DIR folder, else
 * sources/calendars/), so that a wrong entry stops a build before it starts:
 * CalendarDataError, naming the file, the entry and the field.
 */
export function checkCalendarData(): void {
  for (const engine of REGISTRY) for (const file of engine.data as readonly ReviewedFile[]) file.read();
}

/** The reviewed data's version: the first 12 hex digits of the sha256 of every engine's data files, in the registry's order. */
export const dataVersion = (): string => digestOf(REGISTRY.flatMap((engine): readonly ReviewedFile[] => engine.data));
