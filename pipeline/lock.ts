// One build or refresh at a time per data directory: a lock file created
// exclusively (O_EXCL), holding the owner's pid, its start time and command. A
// lock whose owner is gone (killed, or the machine restarted) is stale and is
// taken over; a live owner's lock never is.

import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'refresh.lock';

export interface LockOwner {
  pid: number;
  /** When the owner started, in clock ticks after boot (/proc), so that a pid reused by another process is not taken for the owner. */
  startTicks?: number;
  host: string;
  startedAt: string;
  command: string;
}

export class LockBusyError extends Error {
  constructor(
    readonly owner: LockOwner | null,
    readonly path: string,
  ) {
    super(
      owner
        ? `another ${owner.command || 'refresh'} is running (pid ${owner.pid} on ${owner.host}, since ${owner.startedAt}): ${path} is held; try again after it finishes`
        : `another build or refresh is taking the lock ${path} right now; try again shortly`,
    );
  }
}

export interface HeldLock {
  path: string;
  /** Set when a stale lock was taken over: whose it was. */
  tookOverFrom: LockOwner | null;
  release(): void;
}

interface ProcessStat {
  state: string;
  startTicks: number;
}

/**
 * A process's state letter and start time from /proc/<pid>/stat; null when no
 * such process exists, undefined where /proc is not available.
 */
function processStat(pid: number): ProcessStat | null | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return existsSync('/proc/self/stat') ? null : undefined;
    return undefined;
  }
  // The command name sits in parentheses and may itself hold spaces and parentheses.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0]!, startTicks: Number(fields[19]) };
}

/** This process's start time, for its lock file. */
export function ownStartTicks(): number | undefined {
  return processStat(process.pid)?.startTicks;
}

/**
 * Whether the process with this pid is alive and (when its start time is
 * known) still the same one. A killed process that its parent has not reaped
 * yet is a zombie: `kill(pid, 0)` succeeds on it, so /proc's state decides.
 */
export function processAlive(pid: number, startTicks?: number): boolean {
  const stat = processStat(pid);
  if (stat === null) return false;
  if (stat) {
    if (stat.state === 'Z' || stat.state === 'X') return false;
    return startTicks === undefined || stat.startTicks === startTicks;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

/** A lock file that cannot be read is stale once it is older than this (a writer died between open and write). */
const UNREADABLE_GRACE_MS = 60_000;

function isStale(path: string, owner: LockOwner | null): boolean {
  if (owner) return owner.host === hostname() && !processAlive(owner.pid, owner.startTicks);
  const stat = statSync(path, { throwIfNoEntry: false });
  return !stat || Date.now() - stat.mtimeMs > UNREADABLE_GRACE_MS;
}

function tryCreate(path: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${JSON.stringify(owner)}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Takes the data directory's lock (made if missing), or throws LockBusyError naming its live owner. */
export function acquireLock(dataDir: string, command = 'refresh'): HeldLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const owner: LockOwner = {
    pid: process.pid,
    startTicks: ownStartTicks(),
    host: hostname(),
    startedAt: new Date().toISOString(),
    command,
  };
  let tookOverFrom: LockOwner | null = null;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(path, owner)) return held(path, owner, tookOverFrom);
    const current = readOwner(path);
    if (!isStale(path, current)) throw new LockBusyError(current, path);
    // Move the stale lock aside under a name of our own, so that of two
    // processes taking over at once only one removes it; then check that what
    // was moved is the stale lock and not a fresh one taken in between.
    const aside = `${path}.stale-${process.pid}`;
    try {
      renameSync(path, aside);
    } catch {
      continue;
    }
    const moved = readOwner(aside);
    if (moved && current && moved.pid !== current.pid) {
      // A live refresh took the lock in between: put it back and stand down.
      renameSync(aside, path);
      throw new LockBusyError(moved, path);
    }
    rmSync(aside, { force: true });
    tookOverFrom = current ?? { pid: 0, host: '?', startedAt: '?', command: '(unreadable lock file)' };
  }
  throw new LockBusyError(readOwner(path), path);
}

function held(path: string, owner: LockOwner, tookOverFrom: LockOwner | null): HeldLock {
  let released = false;
  return {
    path,
    tookOverFrom,
    release() {
      if (released) return;
      released = true;
      // Only our own lock is removed.
      if (readOwner(path)?.pid === owner.pid) rmSync(path, { force: true });
    },
  };
}
