// Whether a process still runs, for the tests' clean-up of what an ended run left behind. Free of vitest's
// runtime, so that test/global-setup.ts can use it too.

/** true while `pid` runs (a process of another user counts: signalling it is refused, not unknown). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
