// The snapshot store. A build writes its snapshot into a temporary folder beside
// the published ones, renames it into place, then switches the `current`
// pointer (a symlink) with one rename: a reader sees the old snapshot or the
// new one, never a mix, and a build killed at any moment leaves the published
// snapshot intact. Files unchanged since the prior snapshot are hard links.

import { createHash } from 'node:crypto';
import {
  closeSync,
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Manifest } from '../core/manifest.js';
import { dataDir, paths } from '../core/snapshot-layout.js';

const { pointer: POINTER, snapshots: SNAPSHOTS, temporaryPrefix: TEMP_PREFIX } = dataDir;

export const sha256 = (text: string | Uint8Array) => createHash('sha256').update(text).digest('hex');

export interface Published {
  dir: string;
  manifest: Manifest;
}

/** Files of a prior snapshot that a new one may link: its folder and their digests. */
export interface PriorFiles {
  dir: string;
  files: Record<string, string>;
}

export const priorFiles = (published: Published | null): PriorFiles | null =>
  published && { dir: published.dir, files: published.manifest.files };

/** The published snapshot of a data directory, or null when none is published yet. */
export function readPublished(outDir: string): Published | null {
  const pointer = join(outDir, POINTER);
  let target: string;
  try {
    target = readlinkSync(pointer);
  } catch {
    return null;
  }
  const dir = join(outDir, target);
  const manifest = JSON.parse(readFileSync(join(dir, paths.manifest), 'utf8')) as Manifest;
  return { dir, manifest };
}

/** Whether the process that made a temporary name (`….<pid>` at its end) still runs. */
function ownerAlive(name: string): boolean {
  const pid = Number(/-(\d+)$/.exec(name)?.[1]);
  if (!pid || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Removes what killed builds left behind: temporary snapshot folders and
 * pointers of processes that are gone (a build still running keeps its own).
 */
export function removeLeftovers(outDir: string): string[] {
  const removed: string[] = [];
  const snapshots = join(outDir, SNAPSHOTS);
  if (existsSync(snapshots)) {
    for (const name of readdirSync(snapshots)) {
      if (name.startsWith(TEMP_PREFIX) && !ownerAlive(name)) {
        rmSync(join(snapshots, name), { recursive: true, force: true });
        removed.push(join(SNAPSHOTS, name));
      }
    }
  }
  if (existsSync(outDir)) {
    for (const name of readdirSync(outDir)) {
      if (name.startsWith(`${POINTER}${TEMP_PREFIX}`) && !ownerAlive(name)) {
        rmSync(join(outDir, name), { force: true });
        removed.push(name);
      }
    }
  }
  return removed;
}

/** `000042-20261121T102200Z`: the build's sequence number and snapshot time. */
export function snapshotId(sequence: number, at: string): string {
  const stamp = at.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  return `${String(sequence).padStart(6, '0')}-${stamp}`;
}

/** Writes one snapshot into its temporary folder, linking what is unchanged. */
export class SnapshotWriter {
  readonly dir: string;
  readonly files: Record<string, string> = {};
  written = 0;
  linked = 0;

  constructor(
    readonly outDir: string,
    readonly snapshot: string,
    tempName = `${TEMP_PREFIX}${snapshot}-${process.pid}`,
  ) {
    this.dir = join(outDir, SNAPSHOTS, tempName);
  }

  static open(outDir: string, snapshot: string): SnapshotWriter {
    const writer = new SnapshotWriter(outDir, snapshot);
    rmSync(writer.dir, { recursive: true, force: true });
    mkdirSync(writer.dir, { recursive: true });
    return writer;
  }

  private readonly folders = new Set<string>();

  /** Creates a file's folder once per writer, not once per file. */
  private folderFor(target: string): void {
    const folder = dirname(target);
    if (this.folders.has(folder)) return;
    mkdirSync(folder, { recursive: true });
    this.folders.add(folder);
  }

  /** Writes `text` (or bytes), or links the prior snapshot's file when its digest is the same. */
  put(path: string, text: string | Uint8Array, prior?: PriorFiles | null): void {
    // The text as it is: hashing it and writeFileSync's own path encode it in C++, where a Buffer made here
    // was external memory (the 700 MB of a full build's files) that the garbage collector had to account for.
    const digest = sha256(text);
    if (prior && prior.files[path] === digest) {
      this.link(path, prior, digest);
      return;
    }
    const target = join(this.dir, path);
    this.folderFor(target);
    writeFileSync(target, text);
    this.files[path] = digest;
    this.written++;
  }

  /** Writes a file given in parts, one after another: a large file is never joined in memory. */
  putParts(path: string, parts: Iterable<Uint8Array>): void {
    const target = join(this.dir, path);
    this.folderFor(target);
    const hash = createHash('sha256');
    const fd = openSync(target, 'w');
    try {
      for (const part of parts) {
        for (let done = 0; done < part.length; ) done += writeSync(fd, part, done);
        hash.update(part);
      }
    } finally {
      closeSync(fd);
    }
    this.files[path] = hash.digest('hex');
    this.written++;
  }

  /**
   * putParts of the files named, on a thread of its own (pipeline/join-files-worker.mjs): this thread goes on
   * meanwhile. Resolves once the file is written and its digest recorded; the files must stay until then.
   */
  joinFilesAside(path: string, parts: readonly string[]): Promise<void> {
    const target = join(this.dir, path);
    this.folderFor(target);
    return new Promise((resolve, reject) => {
      const worker = new Worker(new URL('./join-files-worker.mjs', import.meta.url), {
        workerData: { target, parts },
      });
      worker.once('message', (digest: string) => {
        this.files[path] = digest;
        this.written++;
        resolve();
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`writing ${path} stopped (exit code ${code})`)));
    });
  }

  /** Takes the prior snapshot's file as it is. */
  link(path: string, prior: PriorFiles, digest = prior.files[path]): void {
    if (!digest) throw new Error(`prior snapshot has no file ${path}`);
    const target = join(this.dir, path);
    this.folderFor(target);
    try {
      linkSync(join(prior.dir, path), target);
    } catch {
      copyFileSync(join(prior.dir, path), target);
    }
    this.files[path] = digest;
    this.linked++;
  }

  /**
   * Where the build keeps a file it needs on its way but does not publish (a
   * country's change-log lines until the log is written): inside the draft, so
   * a failed build's discard() removes it too; dropScratch() before publishing.
   */
  scratchPath(name: string): string {
    return join(this.dir, SCRATCH, name);
  }

  writeScratch(name: string, content: Uint8Array | string): void {
    const target = this.scratchPath(name);
    this.folderFor(target);
    writeFileSync(target, content);
  }

  dropScratch(): void {
    rmSync(join(this.dir, SCRATCH), { recursive: true, force: true });
  }

  discard(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** The draft's folder of scratch files (SnapshotWriter.scratchPath); never part of a published snapshot. */
const SCRATCH = '.scratch';

export type FaultPoint = 'before-rename' | 'before-switch' | 'after-switch';

/** Fault injection for the crash tests: HOLIDAYS_FAULT=crash:<point> kills the process there. */
function maybeCrash(point: FaultPoint): void {
  if (process.env.HOLIDAYS_FAULT === `crash:${point}`) process.kill(process.pid, 'SIGKILL');
}

/** Moves the finished snapshot into place, switches the pointer, and prunes old snapshots. */
export function publish(writer: SnapshotWriter, manifest: Manifest, keep: number): string {
  const manifestText = `${JSON.stringify(manifest, null, 1)}\n`;
  writeFileSync(join(writer.dir, paths.manifest), manifestText);
  maybeCrash('before-rename');
  const finalDir = join(writer.outDir, SNAPSHOTS, writer.snapshot);
  rmSync(finalDir, { recursive: true, force: true });
  renameSync(writer.dir, finalDir);
  maybeCrash('before-switch');
  const temporaryPointer = join(writer.outDir, `${POINTER}${TEMP_PREFIX}${process.pid}`);
  rmSync(temporaryPointer, { force: true });
  symlinkSync(join(SNAPSHOTS, writer.snapshot), temporaryPointer);
  renameSync(temporaryPointer, join(writer.outDir, POINTER));
  maybeCrash('after-switch');
  pruneSnapshots(writer.outDir, keep, writer.snapshot);
  return finalDir;
}

/** Keeps the newest `keep` snapshots (and always the published one). */
export function pruneSnapshots(outDir: string, keep: number, current: string): string[] {
  const dir = join(outDir, SNAPSHOTS);
  const snapshots = readdirSync(dir)
    .filter((name) => !name.startsWith(TEMP_PREFIX))
    .sort()
    .reverse();
  const removed: string[] = [];
  snapshots.forEach((name, index) => {
    if (index >= Math.max(1, keep) && name !== current) {
      rmSync(join(dir, name), { recursive: true, force: true });
      removed.push(name);
    }
  });
  return removed;
}

export function listSnapshots(outDir: string): string[] {
  const dir = join(outDir, SNAPSHOTS);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => !name.startsWith(TEMP_PREFIX))
        .sort()
    : [];
}
