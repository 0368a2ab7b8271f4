// A file system of a few kilobytes (tmpfs, mounted for the test: the tests run
// as root), to fill up on demand: writes then fail with ENOSPC, as on a full disk.

import { execFileSync } from 'node:child_process';
import { closeSync, openSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from './helpers.js';

export interface SmallFileSystem {
  dir: string;
  /** Takes every free byte. */
  fill(): void;
  /** Gives them back. */
  free(): void;
  unmount(): void;
}

export function smallFileSystem(name: string, kilobytes = 256): SmallFileSystem {
  const dir = tempDir(name);
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${kilobytes}k`, 'tmpfs', dir]);
  const filler = join(dir, 'filler');
  return {
    dir,
    fill() {
      const fd = openSync(filler, 'a');
      const block = Buffer.alloc(4096, 0x20);
      try {
        for (;;) writeSync(fd, block);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      } finally {
        closeSync(fd);
      }
      // The last bytes of a block that did not fit.
      try {
        for (const size of [1024, 64, 1]) {
          const small = openSync(filler, 'a');
          try {
            for (;;) writeSync(small, Buffer.alloc(size, 0x20));
          } catch {
            // full at this size
          } finally {
            closeSync(small);
          }
        }
      } catch {
        // nothing left
      }
    },
    free: () => rmSync(filler, { force: true }),
    unmount: () => execFileSync('umount', ['-l', dir]),
  };
}
