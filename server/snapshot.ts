// Reads the published snapshot (docs/data-layout.md). The `current` symlink is
// resolved once per request, and the request reads only from that folder, so a
// build that switches the pointer mid-request cannot mix two snapshots in one
// answer. Files are read on demand and kept in a bounded LRU cache whose keys
// name the snapshot, so a switch never serves stale data.

import { createHash } from 'node:crypto';
import { existsSync, readlinkSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import type { ContractVersion } from '../core/contracts.js';
import type { Manifest, SourceStatus } from '../core/manifest.js';
import { dataDir, paths } from '../core/snapshot-layout.js';
import type { HolidayType, RegionKind } from '../core/types.js';
import type { MakeupWorkday, WorkdaysDocument } from '../core/workdays.js';
import { SecondChanceCache } from './second-chance-cache.js';
import { checkSnapshot, contractViolation, SnapshotCheckError } from './snapshot-check.js';

/** A holiday object as a year file publishes it (fields vary by contract version). */
export interface PublishedHoliday {
  country: string;
  date: string;
  start: string;
  end: string;
  id: string;
  localLanguage?: string;
  name: string;
  name_local: string;
  observed: string;
  public: boolean;
  subdivisions: string[];
  regions?: { code: string; type: RegionKind }[];
  substitute: boolean;
  type: HolidayType;
  weekday: { date: { name: string; numeric: number }; observed: { name: string; numeric: number } };
  dataVersion: string;
  deprecated?: boolean;
  variant?: number;
  revision?: number;
  updatedAt?: string;
  estimated?: boolean;
  sources?: string[];
}

export interface YearData {
  holidays: PublishedHoliday[];
  /** Each holiday serialized once, in file order. */
  json: string[];
  /** `[…]` of the active holidays: the whole answer of an unfiltered list. */
  activeJson: Buffer;
  /** Digest of the file's bytes: part of every ETag built from it. */
  digest: string;
}

export interface CountryEntry {
  code: string;
  name: string;
  languages: string[];
  timezones: string[];
  weekend: number[];
  subdivisions: { code: string; name: string; type: RegionKind }[];
  years: { from: number; to: number };
}

export interface CountriesData {
  countries: CountryEntry[];
  byCode: Map<string, CountryEntry>;
  /** Subdivision and city codes of each country, with their kind. */
  regionKinds: Map<string, Map<string, RegionKind>>;
  json: string[];
  digest: string;
}

/** What the ledger adds for time zones and languages, by holiday id; and whether the day is an estimate, in every version. */
export interface LedgerFacts {
  start: string;
  end: string;
  timezone: string;
  names: Record<string, string>;
  estimated: boolean;
}

export interface LedgerData {
  byId: Map<string, LedgerFacts>;
  digest: string;
}

/** A country's makeup working days (`workdays/<CC>.json`), by date. */
export interface WorkdaysData {
  byDate: Map<string, MakeupWorkday>;
  digest: string;
}

/** No snapshot is published, or the data directory cannot be read. */
export class NoSnapshotError extends Error {}

/** The snapshot a request started on was pruned while it ran. */
export class SnapshotGoneError extends Error {}

/** A country's translations table (`ledger/<CC>.names.json`), by reference. */
interface NamesTable {
  names: Record<string, Record<string, string>>;
  digest: string;
}

type Cached = YearData | CountriesData | LedgerData | NamesTable | object;

const digestOf = (text: string) => createHash('sha1').update(text).digest('base64url');

/** Where the check of a published snapshot stands (server/snapshot-check.ts). */
type CheckState =
  | { state: 'checking'; done: Promise<void> }
  | { state: 'passed'; files: Record<string, string> }
  | { state: 'refused'; reason: string };

export class DataStore {
  private readonly cache: SecondChanceCache<Cached>;
  private readonly snapshots = new Map<string, Snapshot>();
  private readonly checks = new Map<string, CheckState>();
  private resolved: Snapshot | null = null;
  /** The pointer's target the served snapshot was read from. */
  private resolvedTarget: string | null = null;
  private resolvedAt = 0;
  readonly dataDir: string;

  constructor(
    dataDir: string,
    cacheBytes: number,
    /** How long a reading of the pointer is trusted. */
    private readonly maxAgeMs = 100,
    /** Says that a published snapshot failed its check and is not served. */
    private readonly log: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
  ) {
    this.dataDir = resolve(dataDir);
    this.cache = new SecondChanceCache<Cached>(cacheBytes);
  }

  get cacheStats(): { entries: number; bytes: number; limit: number } {
    return { entries: this.cache.size, bytes: this.cache.totalWeight, limit: this.cache.maxWeight };
  }

  /** The pointer's target now, or null when none is published. */
  pointerTarget(): string | null {
    try {
      return readlinkSync(join(this.dataDir, dataDir.pointer));
    } catch {
      return null;
    }
  }

  private readPointer(): string {
    try {
      return readlinkSync(join(this.dataDir, dataDir.pointer));
    } catch (error) {
      this.resolved = null;
      this.resolvedTarget = null;
      throw new NoSnapshotError(
        `no published snapshot in ${this.dataDir} (${(error as NodeJS.ErrnoException).code ?? 'unreadable'}): run \`make data\` to publish one`,
      );
    }
  }

  /**
   * The served snapshot: the one the pointer names once it has passed its
   * check. The pointer is read again when the last reading is older than
   * `maxAgeMs` (a readlink is cheap, but not free at full load), so a switch
   * is seen within that time; `fresh` reads it now. While a new snapshot is
   * being checked, and if it fails, the one before it is served.
   */
  current(fresh = false): Snapshot {
    const now = Date.now();
    if (!fresh && this.resolved && now - this.resolvedAt < this.maxAgeMs) return this.resolved;
    const target = this.readPointer();
    const check = this.checkOf(target);
    if (check.state === 'passed') {
      this.resolved = this.snapshotOf(target);
      this.resolvedTarget = target;
    } else if (!this.resolved) throw new NoSnapshotError(this.unservable(target, check));
    this.resolvedAt = now;
    return this.resolved;
  }

  /** Start-up: waits for the published snapshot's check; a snapshot that fails it stops start-up (NoSnapshotError). */
  async ready(): Promise<Snapshot> {
    const target = this.readPointer();
    const check = this.checkOf(target);
    if (check.state === 'checking') await check.done;
    return this.current(true);
  }

  /** The published snapshot that failed its check and is not served, if the pointer names one. */
  refused(): { snapshot: string; reason: string } | null {
    const target = this.pointerTarget();
    const check = target === null ? undefined : this.checks.get(target);
    return target !== null && check?.state === 'refused' ? { snapshot: basename(target), reason: check.reason } : null;
  }

  /**
   * The served snapshot, its folder still there: while a new one is checked
   * the one before is served, unless it was pruned meanwhile (then the new
   * one's check is waited for).
   */
  async verify(): Promise<Snapshot> {
    let snapshot = this.current(true);
    if (!existsSync(join(snapshot.dir, paths.manifest))) snapshot = await this.ready();
    if (!existsSync(join(snapshot.dir, paths.manifest))) {
      throw new NoSnapshotError(
        `the published snapshot ${snapshot.dir} has no manifest.json: publish a new one with \`make data\``,
      );
    }
    return snapshot;
  }

  private unservable(target: string, check: CheckState): string {
    return check.state === 'refused'
      ? `the published snapshot ${basename(target)} fails its check: ${check.reason}; publish a new one with \`make data\``
      : `the published snapshot ${basename(target)} is still being checked`;
  }

  /** The check of a snapshot, started the first time it is asked for. */
  private checkOf(target: string): CheckState {
    let check = this.checks.get(target);
    if (check) return check;
    // The files of the snapshot served now passed their schemas: only what differs from them is parsed again.
    const served = this.resolvedTarget === null ? undefined : this.checks.get(this.resolvedTarget);
    const done = checkSnapshot(
      resolve(this.dataDir, target),
      served && served.state === 'passed' ? served.files : null,
    ).then(
      (files) => void this.checks.set(target, { state: 'passed', files }),
      (error: unknown) => {
        const reason =
          error instanceof SnapshotCheckError ? error.message : `it cannot be read (${(error as Error).message})`;
        this.checks.set(target, { state: 'refused', reason });
        // At start-up nothing is served yet: the start-up error says it instead.
        if (this.resolved)
          this.log(`snapshot ${basename(target)} refused: ${reason}; still serving ${this.resolved.id}`);
      },
    );
    check = { state: 'checking', done };
    this.checks.set(target, check);
    return check;
  }

  private snapshotOf(target: string): Snapshot {
    let snapshot = this.snapshots.get(target);
    if (!snapshot) {
      snapshot = new Snapshot(resolve(this.dataDir, target), this.cache, () => this.pointerTarget() === target);
      this.snapshots.set(target, snapshot);
      // Keep only a few: older snapshots are only needed by requests still running on them.
      for (const key of this.snapshots.keys()) {
        if (this.snapshots.size <= 4) break;
        this.snapshots.delete(key);
      }
    }
    return snapshot;
  }
}

export class Snapshot {
  readonly id: string;

  constructor(
    readonly dir: string,
    private readonly cache: SecondChanceCache<Cached>,
    /** Whether the pointer still names this snapshot. */
    private readonly isCurrent: () => boolean,
  ) {
    this.id = basename(dir);
  }

  countries(version: ContractVersion): Promise<CountriesData> {
    const path = paths.countriesFile(version);
    return this.load(path, (text) => parseCountries(path, text)) as Promise<CountriesData>;
  }

  /** The manifest's sources: each one's status, version, licence and payloads. */
  async sources(): Promise<readonly SourceStatus[]> {
    const loaded = await this.remember(paths.manifest, async () => {
      const text = await this.readText(paths.manifest);
      return { value: { sources: (JSON.parse(text) as Manifest).sources }, weight: text.length * 2 + 1024 };
    });
    return loaded.sources;
  }

  /** The year file, or null when the snapshot has none for that country and year. */
  year(version: ContractVersion, country: string, year: number): Promise<YearData | null> {
    const path = paths.yearFile(version, country, year);
    return this.loadOptional(path, (text) => parseYear(path, text)) as Promise<YearData | null>;
  }

  /**
   * The ledger facts of a country (its ledger holds every year; ids are unique
   * across years), translations resolved from its names table.
   */
  ledger(country: string): Promise<LedgerData | null> {
    const path = paths.ledgerRecords(country);
    return this.optional(
      this.cache.getOrLoad(`${this.dir}\0${path}`, async () => {
        const text = await this.readText(path);
        const table = await this.namesTable(country);
        return { value: ledgerData(text, table), weight: text.length * 2 + 1024 };
      }),
    ) as Promise<LedgerData | null>;
  }

  /** The country's makeup working days, or null when it has none in this snapshot. */
  workdays(country: string): Promise<WorkdaysData | null> {
    return this.loadOptional(paths.workdaysFile(country), parseWorkdays) as Promise<WorkdaysData | null>;
  }

  /**
   * A value read from this snapshot's files by another module (the change
   * feed's log list and indexes), kept in the same bounded cache.
   */
  remember<T extends object>(name: string, load: () => Promise<{ value: T; weight: number }>): Promise<T> {
    return this.cache.getOrLoad(`${this.dir}\0${name}`, load) as Promise<T>;
  }

  private namesTable(country: string): Promise<NamesTable | null> {
    return this.loadOptional(paths.ledgerNames(country), parseNamesTable) as Promise<NamesTable | null>;
  }

  private async optional<T>(promise: Promise<T>): Promise<T | null> {
    try {
      return await promise;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        this.assertPresent();
        return null;
      }
      throw error;
    }
  }

  private async readText(path: string): Promise<string> {
    try {
      return await readFile(join(this.dir, path), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') this.assertPresent();
      throw error;
    }
  }

  private loadOptional(
    path: string,
    parse: (text: string) => { value: Cached; weight: number },
  ): Promise<Cached | null> {
    return this.optional(this.load(path, parse));
  }

  private load(path: string, parse: (text: string) => { value: Cached; weight: number }): Promise<Cached> {
    // Paths are built from validated values only (a known version, a country of
    // the countries file, an integer year), never from raw client input.
    return this.cache.getOrLoad(`${this.dir}\0${path}`, async () => parse(await this.readText(path)));
  }

  /** A file missing from a replaced (and maybe pruned) snapshot is not missing from the data. */
  private assertPresent(): void {
    if (!this.isCurrent())
      throw new SnapshotGoneError(`snapshot ${this.id} was replaced and removed while a request was reading it`);
  }
}

/** A published file that breaks its contract's schema: not served (503), and said in the log. */
export class DamagedFileError extends Error {}

/** The file's JSON, once it is known to hold its contract's schema. */
function contractJson(path: string, text: string): unknown {
  const data = JSON.parse(text) as unknown;
  const violation = contractViolation(path, data);
  if (violation) throw new DamagedFileError(violation);
  return data;
}

function parseYear(path: string, text: string): { value: YearData; weight: number } {
  const file = contractJson(path, text) as { holidays: PublishedHoliday[] };
  const json = file.holidays.map((holiday) => JSON.stringify(holiday));
  const active = json.filter((_, index) => !file.holidays[index]!.deprecated);
  const activeJson = Buffer.from(`[${active.join(',')}]`);
  return {
    value: { holidays: file.holidays, json, activeJson, digest: digestOf(text) },
    // Parsed objects, their serialized copies and the joined buffer: about 4× the file.
    weight: text.length * 4 + 1024,
  };
}

function parseCountries(path: string, text: string): { value: CountriesData; weight: number } {
  const file = contractJson(path, text) as { countries: CountryEntry[] };
  const byCode = new Map(file.countries.map((country) => [country.code, country]));
  const regionKinds = new Map(
    file.countries.map((country) => [
      country.code,
      new Map(country.subdivisions.map((region) => [region.code, region.type])),
    ]),
  );
  return {
    value: {
      countries: file.countries,
      byCode,
      regionKinds,
      json: file.countries.map((country) => JSON.stringify(country)),
      digest: digestOf(text),
    },
    weight: text.length * 4 + 1024,
  };
}

/** What the server reads of a ledger line (`ledger/<CC>.ndjson`); its translations are in the names table. */
interface LedgerLine {
  id: string;
  start: string;
  end: string;
  timezone: string;
  namesRef: string;
  /** Written only when true (pipeline/ledger-files.ts): absent, and in ledgers from before 3.2.0, it is false. */
  estimated?: boolean;
}

function parseWorkdays(text: string): { value: WorkdaysData; weight: number } {
  const file = JSON.parse(text) as WorkdaysDocument;
  return {
    value: { byDate: new Map(file.workdays.map((entry) => [entry.date, entry])), digest: digestOf(text) },
    weight: text.length * 3 + 1024,
  };
}

function parseNamesTable(text: string): { value: Cached; weight: number } {
  const table = JSON.parse(text) as Record<string, Record<string, string>>;
  return { value: { names: table, digest: digestOf(text) }, weight: text.length * 3 + 1024 };
}

function ledgerData(text: string, table: NamesTable | null): LedgerData {
  const byId = new Map<string, LedgerFacts>();
  for (const line of text.split('\n')) {
    if (!line) continue;
    const record = JSON.parse(line) as LedgerLine;
    byId.set(record.id, {
      start: record.start,
      end: record.end,
      timezone: record.timezone,
      names: table?.names[record.namesRef] ?? {},
      estimated: record.estimated === true,
    });
  }
  const digest = digestOf(text);
  return { byId, digest: table ? `${digest}+${table.digest}` : digest };
}
