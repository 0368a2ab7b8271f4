// The two load generators of bench/serve.ts, each run summed up as a Load:
// autocannon (in this process) and wrk (a child process, when installed).

import { execFile, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';

export interface RunSettings {
  connections: number;
  seconds: number;
  /** The CPUs wrk may run on (taskset's list, e.g. "1"); any when absent. */
  cpus?: string;
}

export interface Load {
  requestsPerSecond: number;
  /** Answers in the run. */
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** One autocannon run rotating over the paths, with the key header (several keys: the i-th request sends keys[i % keys.length]). */
export async function autocannonRun(
  url: string,
  paths: string[],
  key: string | readonly string[],
  settings: RunSettings,
): Promise<Load> {
  const keys = typeof key === 'string' ? [key] : key;
  const result = await autocannon({
    url,
    connections: settings.connections,
    duration: settings.seconds,
    requests: Array.from({ length: Math.max(paths.length, keys.length) }, (_, index) => ({
      method: 'GET' as const,
      path: paths[index % paths.length]!,
      headers: { 'X-API-Key': keys[index % keys.length]! },
    })),
  });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Each server's median run over the rounds (by req/s), so one slow moment of the machine in any run drops out. */
export function medianRuns<T extends { [K in keyof T]: Load }>(rounds: T[]): T {
  const result = {} as T;
  for (const name of Object.keys(rounds[0]!) as (keyof T)[]) {
    const runs = rounds.map((round) => round[name] as Load).sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
    result[name] = runs[Math.floor(runs.length / 2)] as T[keyof T];
  }
  return result;
}

export const hasWrk = () => spawnSync('wrk', ['--version']).error === undefined;

/** wrk's latency figures ("812.00us", "1.20ms", "1.01s") in milliseconds. */
function wrkMs(output: string, percentile: string): number {
  const match = new RegExp(`^\\s*${percentile}%\\s+([0-9.]+)(us|ms|s)\\s*$`, 'm').exec(output);
  if (!match) throw new Error(`wrk printed no ${percentile}% latency:\n${output}`);
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

/** One wrk run (one thread, as autocannon has one) of a script from wrkScript. */
export function wrkRun(url: string, script: string, settings: RunSettings): Promise<Load> {
  return new Promise((resolve, reject) => {
    const wrk = ['wrk', '-t1', `-c${settings.connections}`, `-d${settings.seconds}s`, '--latency', '-s', script, url];
    const [command, ...args] = settings.cpus ? ['taskset', '-c', settings.cpus, ...wrk] : wrk;
    execFile(command!, args, (error, output) => {
      if (error) return reject(new Error(`wrk failed: ${error.message}`));
      const rate = /^Requests\/sec:\s+([0-9.]+)/m.exec(output);
      if (!rate) return reject(new Error(`wrk printed no Requests/sec:\n${output}`));
      const requests = /^\s*(\d+) requests in /m.exec(output);
      if (!requests) return reject(new Error(`wrk printed no request count:\n${output}`));
      const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output);
      const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
      resolve({
        requestsPerSecond: Number(rate[1]),
        requests: Number(requests[1]),
        p50: Math.round(wrkMs(output, '50') * 100) / 100,
        p99: Math.round(wrkMs(output, '99') * 100) / 100,
        non2xx: non2xx ? Number(non2xx[1]) : 0,
        errors: socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
      });
    });
  });
}

/** A wrk script that sends the paths in turn, each with the key (several keys: in turn too, independently of the paths). */
export function wrkScript(file: string, paths: string[], key: string | readonly string[]): string {
  const list = (values: readonly string[]) => values.map((value) => JSON.stringify(value)).join(',\n  ');
  const keys = typeof key === 'string' ? [key] : key;
  writeFileSync(
    file,
    `local paths = {\n  ${list(paths)}\n}\nlocal keys = {\n  ${list(keys)}\n}\nlocal next = 0\nlocal nextKey = 0\nrequest = function()\n  next = next % #paths + 1\n  nextKey = nextKey % #keys + 1\n  return wrk.format("GET", paths[next], { ["X-API-Key"] = keys[nextKey] })\nend\n`,
  );
  return file;
}

/** The list queries the serving benchmarks rotate over: the first 50 published countries × 2024-2028, each with its path. */
export function listRotation(dataDir: string): { country: string; year: number; path: string }[] {
  const countries = (
    JSON.parse(readFileSync(join(dataDir, 'current', '3.1.0', 'countries.json'), 'utf8')) as {
      countries: { code: string }[];
    }
  ).countries
    .map((country) => country.code)
    .slice(0, 50);
  return countries.flatMap((country) =>
    [2024, 2025, 2026, 2027, 2028].map((year) => ({
      country,
      year,
      path: `/v3/public-holidays/list?country=${country}&year=${year}`,
    })),
  );
}
