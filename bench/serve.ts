// make bench-serve: the query server under load, next to a bare node:http
// server that answers every request with a constant body of the same size.
//
// 1. Publishes the default dataset into DATA_DIR (default dist-data) when none
//    is published (`tsx pipeline/cli.ts build`, a child process).
// 2. Starts the server as `make serve` does (node server/main.bundle.mjs, which
//    `make bench-serve` bundles first) and times its first answer. It runs
//    with its defaults, the access log on (its lines are read and dropped)
//    and /metrics on; BENCH_LOG_LEVEL=silent measures without the log.
// 3. Loads it on 127.0.0.1 with autocannon (50 connections, BENCH_SECONDS per
//    run, default 5) in two scenarios, after one warm-up pass:
//    - unfiltered: country + year, rotating over 50 countries × 5 years;
//    - filtered: regions + type + language + timezone, rotating over the
//      countries that have subdivisions × 5 years.
// 4. Runs the same load against two constant-body servers of the scenario's
//    mean answer size: one whose body is cut from the scenario's own answers
//    (the baseline of the goals), one whose body is filler bytes (shown for
//    reference: autocannon decodes every body to a string, and pure ASCII
//    decodes much faster than text with accents, so filler flatters the
//    baseline, measured at about 1.4x). Rounds alternate the three servers;
//    each server's median run is reported, and the ratios are of those.
// 5. When wrk is installed (`make bench-serve` tries apt-get), loads the
//    server and the answer-bytes server with wrk as well, for reference: wrk
//    does not decode bodies and spends far less per request than autocannon,
//    so the server, not the load generator, is the busier side there. A third
//    bare server sends the server's own answers with its header set, which
//    splits the gap into what sending the API's answers costs and what the
//    server's own work costs.
// 6. Prints req/s, p50 and p99 of each, the ratios, the server's RSS after
//    the load, and writes the figures into BENCHMARKS.md (`## make bench-serve`).

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { hashKey, writeKeysFile } from '../server/keys.js';
import { answerBytes, CONSTANT_SERVER, SAME_HEADERS_SERVER, sharedHeaders } from './comparison-servers.js';
import {
  autocannonRun,
  hasWrk,
  medianRuns,
  wrkRun,
  wrkScript,
  type Load,
  type RunSettings,
} from './load-generators.js';
import { get, stop } from './processes.js';

const root = new URL('..', import.meta.url).pathname;
const dataDir = process.env.DATA_DIR || join(root, 'dist-data');
const benchDir = join(root, '.bench', 'serve');
const seconds = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = 50;
const ROUNDS = 5;
const HOST = '127.0.0.1';
const YEARS = [2024, 2025, 2026, 2027, 2028];
const SERVER_BUNDLE = join(root, 'server', 'main.bundle.mjs');
const GOALS = { unfiltered: 0.8, filtered: 0.5, p99Ms: 10, rssMb: 200, firstAnswerMs: 500 };
const RUN: RunSettings = { connections: CONNECTIONS, seconds };
const logLevel = process.env.BENCH_LOG_LEVEL || 'info';

interface Scenario {
  name: 'unfiltered' | 'filtered';
  description: string;
  paths: string[];
}

const log = (line: string) => process.stdout.write(`${line}\n`);

function ensureDataset(): void {
  if (existsSync(join(dataDir, 'current'))) {
    log(`dataset: ${dataDir}/current is published`);
    return;
  }
  log(`dataset: none published in ${dataDir}; building the default dataset (tsx pipeline/cli.ts build)`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'pipeline/cli.ts', 'build', '--out', dataDir], {
    cwd: root,
    stdio: 'inherit',
  });
  // 4: published, with official sources not fresh (offline).
  if (result.status !== 0 && result.status !== 4) throw new Error(`the build failed (exit ${result.status})`);
}

/** Starts a child and resolves with its URL once it prints one. */
function startChild(args: string[], env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    let started = false;
    child.stdout!.on('data', (chunk: Buffer) => {
      // After the start-up lines, what the server prints (its access log) is read and dropped, as /dev/null would.
      if (started) return;
      out += chunk;
      const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) {
        started = true;
        resolve({ child, url: match[1]! });
      }
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code} before serving: ${out}`)));
  });
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)![1]);
  return kb / 1024;
}

interface Round {
  server: Load;
  /** The constant server whose body is cut from the scenario's answers. */
  constant: Load;
  /** The constant server whose body is filler bytes. */
  filler: Load;
}

interface Result extends Round {
  scenario: Scenario;
  bodyBytes: number;
  worstP99: number;
  wrk: WrkResult | null;
}

/** The wrk reference run of a scenario: each server's median run. */
interface WrkResult {
  server: Load;
  constant: Load;
  /** The bare server sending the same answers with the same headers. */
  sameHeaders: Load;
}

/** Rounds of wrk alternating the server, the answer-bytes server and the same-headers server; each one's median run. */
async function wrkRounds(
  script: string,
  serverUrl: string,
  constantUrl: string,
  sameHeadersUrl: string,
): Promise<WrkResult> {
  const rounds: WrkResult[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const measured = {
      server: await wrkRun(serverUrl, script, RUN),
      constant: await wrkRun(constantUrl, script, RUN),
      sameHeaders: await wrkRun(sameHeadersUrl, script, RUN),
    };
    const { server, constant, sameHeaders } = measured;
    log(
      `  wrk round ${round}: server ${fmt(server.requestsPerSecond)} req/s (p50 ${server.p50} ms, p99 ${server.p99} ms, non-2xx + errors ${server.non2xx + server.errors}); ` +
        `constant ${fmt(constant.requestsPerSecond)} req/s; same headers ${fmt(sameHeaders.requestsPerSecond)} req/s; ratio ${fmt(server.requestsPerSecond / constant.requestsPerSecond, 2)}`,
    );
    rounds.push(measured);
  }
  return medianRuns(rounds);
}

interface PublishedCountry {
  code: string;
  subdivisions: { code: string; type: string }[];
}

function scenarios(countries: PublishedCountry[]): Scenario[] {
  // Every fourth country, so the rotation spans the alphabet; 50 of them.
  const spread = countries.filter((_, index) => index % 4 === 0).slice(0, 50);
  const unfiltered = spread.flatMap((country) =>
    YEARS.map((year) => `/v3/public-holidays/list?country=${country.code}&year=${year}`),
  );
  const withRegions = countries
    .filter((country) => country.subdivisions.some((region) => region.type === 'region'))
    .slice(0, 50);
  const filtered = withRegions.flatMap((country) => {
    const region = country.subdivisions.find((each) => each.type === 'region')!.code;
    return YEARS.map(
      (year) =>
        `/v3/public-holidays/list?country=${country.code}&year=${year}&regions=${region}&type=public,regional&language=de&timezone=America/New_York`,
    );
  });
  return [
    {
      name: 'unfiltered',
      description: `country + year, ${spread.length} countries × ${YEARS.length} years`,
      paths: unfiltered,
    },
    {
      name: 'filtered',
      description: `regions + type + language + timezone, ${withRegions.length} countries × ${YEARS.length} years`,
      paths: filtered,
    },
  ];
}

const fmt = (value: number, digits = 0) => value.toFixed(digits);

async function main(): Promise<void> {
  if (!existsSync(SERVER_BUNDLE))
    throw new Error(
      `${SERVER_BUNDLE} is missing: run \`make bench-serve\`, which bundles the server first (or \`make server-bundle\`)`,
    );
  ensureDataset();
  mkdirSync(benchDir, { recursive: true });
  const key = 'ph_bench_titan_key';
  const keysFile = join(benchDir, 'keys.json');
  writeKeysFile(keysFile, [{ id: 'bench', sha256: hashKey(key), plan: 'titan', status: 'active' }]);
  const countries = (
    JSON.parse(readFileSync(join(dataDir, 'current', '3.1.0', 'countries.json'), 'utf8')) as {
      countries: PublishedCountry[];
    }
  ).countries;

  // Start the server and time its first answer (spawn to the first 200 of a list query).
  const firstPath = `/v3/public-holidays/list?country=US&year=2025`;
  const started = performance.now();
  // The access log is on, as by default (BENCH_LOG_LEVEL=silent measures without it).
  const server = await startChild([SERVER_BUNDLE], {
    PORT: '0',
    HOST,
    DATA_DIR: dataDir,
    KEYS_FILE: keysFile,
    LOG_LEVEL: logLevel,
  });
  let firstAnswerMs = 0;
  for (;;) {
    const answer = await get(`${server.url}${firstPath}`, key).catch(() => null);
    if (answer?.status === 200) {
      firstAnswerMs = performance.now() - started;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  log(`server: ${server.url}, first answer ${fmt(firstAnswerMs)} ms after start`);

  const useWrk = hasWrk();
  if (!useWrk) log('wrk is not installed: the wrk reference runs are skipped (apt-get install wrk)');
  const results: Result[] = [];
  let rss = 0;
  try {
    for (const scenario of scenarios(countries)) {
      // Warm-up: every path once, which also gives the constant bodies their size and bytes.
      const answers: Buffer[] = [];
      let answerHeaders: Record<string, string> = {};
      for (const path of scenario.paths) {
        const answer = await get(`${server.url}${path}`, key);
        if (answer.status !== 200)
          throw new Error(`${path} answered ${answer.status}: ${answer.body.toString().slice(0, 200)}`);
        answers.push(answer.body);
        answerHeaders = sharedHeaders(answer.headers);
      }
      const bodyBytes = Math.round(answers.reduce((sum, answer) => sum + answer.length, 0) / answers.length);
      log(
        `\n${scenario.name}: ${scenario.description}; ${scenario.paths.length} paths, mean body ${bodyBytes} bytes; ${seconds} s × ${CONNECTIONS} connections`,
      );
      const answerFile = join(benchDir, `${scenario.name}-answer-bytes.body`);
      const fillerFile = join(benchDir, `${scenario.name}-filler.body`);
      writeFileSync(answerFile, answerBytes(answers, bodyBytes));
      writeFileSync(fillerFile, Buffer.alloc(bodyBytes, 'x'));
      const constant = await startChild(['-e', CONSTANT_SERVER], { BODY_FILE: answerFile });
      const filler = await startChild(['-e', CONSTANT_SERVER], { BODY_FILE: fillerFile });
      const rounds: Round[] = [];
      let wrk: WrkResult | null = null;
      try {
        // Rounds alternate the three servers, so that a slow moment of the machine hits all of them.
        for (let round = 1; round <= ROUNDS; round++) {
          const measured = await autocannonRun(server.url, scenario.paths, key, RUN);
          const baseline = await autocannonRun(constant.url, scenario.paths, key, RUN);
          const reference = await autocannonRun(filler.url, scenario.paths, key, RUN);
          log(
            `  round ${round}: server ${fmt(measured.requestsPerSecond)} req/s (p50 ${measured.p50} ms, p99 ${measured.p99} ms, non-2xx ${measured.non2xx}, errors ${measured.errors}); ` +
              `constant ${fmt(baseline.requestsPerSecond)} req/s (p50 ${baseline.p50} ms, p99 ${baseline.p99} ms); filler ${fmt(reference.requestsPerSecond)} req/s; ` +
              `ratio ${fmt(measured.requestsPerSecond / baseline.requestsPerSecond, 2)}`,
          );
          rounds.push({ server: measured, constant: baseline, filler: reference });
        }
        if (useWrk) {
          const answersFile = join(benchDir, `${scenario.name}-answers.json`);
          const headersFile = join(benchDir, `${scenario.name}-headers.json`);
          writeFileSync(
            answersFile,
            JSON.stringify(
              Object.fromEntries(scenario.paths.map((path, index) => [path, answers[index]!.toString('base64')])),
            ),
          );
          writeFileSync(headersFile, JSON.stringify(answerHeaders));
          const sameHeaders = await startChild(['-e', SAME_HEADERS_SERVER], {
            ANSWERS_FILE: answersFile,
            HEADERS_FILE: headersFile,
          });
          try {
            wrk = await wrkRounds(
              wrkScript(join(benchDir, `${scenario.name}.lua`), scenario.paths, key),
              server.url,
              constant.url,
              sameHeaders.url,
            );
          } finally {
            await stop(sameHeaders.child);
          }
        }
      } finally {
        await Promise.all([stop(constant.child), stop(filler.child)]);
      }
      const ratio = (round: Round) => round.server.requestsPerSecond / round.constant.requestsPerSecond;
      const median = medianRuns(rounds);
      log(
        `  ratio     ${fmt(ratio(median), 2)} (median runs; goal ≥ ${GOALS[scenario.name]}); against filler bytes ${fmt(median.server.requestsPerSecond / median.filler.requestsPerSecond, 2)}`,
      );
      if (wrk) {
        log(
          `  wrk ratio ${fmt(wrk.server.requestsPerSecond / wrk.constant.requestsPerSecond, 2)} (median runs, for reference); ` +
            `same answers and headers without the server's work: ${fmt(wrk.sameHeaders.requestsPerSecond / wrk.constant.requestsPerSecond, 2)}; server to that: ${fmt(wrk.server.requestsPerSecond / wrk.sameHeaders.requestsPerSecond, 2)}`,
        );
      }
      results.push({
        scenario,
        bodyBytes,
        ...median,
        worstP99: Math.max(...rounds.map((round) => round.server.p99)),
        wrk,
      });
    }
    rss = rssMb(server.child.pid!);
  } finally {
    await stop(server.child);
  }
  log(`\nRSS of the server after the load: ${fmt(rss, 1)} MB (goal < ${GOALS.rssMb} MB)`);
  writeReport(results, rss, firstAnswerMs);
}

/** A wrk ratio, and what it would mean for the scenario's goal were the goals held to wrk. */
function wrkRatio(scenario: Scenario, wrk: WrkResult): string {
  const ratio = wrk.server.requestsPerSecond / wrk.constant.requestsPerSecond;
  return `${fmt(ratio, 2)} (${ratio >= GOALS[scenario.name] ? 'would meet' : 'would miss'} the ${GOALS[scenario.name]} goal)`;
}

/** The wrk reference table, or a line saying it was not run. */
function wrkSection(results: Result[]): string[] {
  if (results.some((result) => result.wrk === null))
    return ['wrk was not installed for this run, so there is no wrk reference table.', ''];
  return [
    `For reference, the same scenarios loaded with wrk (one thread, ${CONNECTIONS} connections, ${seconds} s, each server's median of ${ROUNDS} runs). ` +
      'wrk neither decodes bodies nor spends much per request, so here the servers are the busier side. ' +
      "A third bare node:http server, **same headers**, answers each path with the server's own answer and header set (a fresh X-Request-Id each time, nine more headers) and does nothing else: " +
      "its ratio to the answer-bytes server is what the API's answers cost to send (different bodies, ten headers instead of two), and the server's ratio to it is what the server's own work costs (routing, key hash, counters, cache lookup).",
    '',
    '| scenario | server req/s | server p50 / p99 ms | answer-bytes req/s | same-headers req/s | ratio to answer-bytes | same-headers to answer-bytes | server to same-headers | non-2xx + errors |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results.map(({ scenario, wrk }) => {
      const { server, constant, sameHeaders } = wrk!;
      return (
        `| ${scenario.name} | ${fmt(server.requestsPerSecond)} | ${server.p50} / ${server.p99} | ${fmt(constant.requestsPerSecond)} | ${fmt(sameHeaders.requestsPerSecond)} | ${wrkRatio(scenario, wrk!)} | ` +
        `${fmt(sameHeaders.requestsPerSecond / constant.requestsPerSecond, 2)} | ${fmt(server.requestsPerSecond / sameHeaders.requestsPerSecond, 2)} | ${server.non2xx + server.errors} |`
      );
    }),
    '',
  ];
}

function writeReport(results: Result[], rss: number, firstAnswerMs: number): void {
  const file = join(root, 'BENCHMARKS.md');
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const verdict = (ok: boolean) => (ok ? 'met' : 'missed');
  const rows = results.map(({ scenario, bodyBytes, server, constant, filler }) => {
    const ratio = server.requestsPerSecond / constant.requestsPerSecond;
    return (
      `| ${scenario.name} | ${bodyBytes} | ${fmt(server.requestsPerSecond)} | ${server.p50} / ${server.p99} | ${fmt(constant.requestsPerSecond)} | ${constant.p50} / ${constant.p99} | ` +
      `${fmt(ratio, 2)} (goal ≥ ${GOALS[scenario.name]}: ${verdict(ratio >= GOALS[scenario.name])}) | ${fmt(filler.requestsPerSecond)} | ${fmt(server.requestsPerSecond / filler.requestsPerSecond, 2)} | ${server.non2xx + server.errors} |`
    );
  });
  const reportedP99 = Math.max(...results.map((result) => result.server.p99));
  const worstP99 = Math.max(...results.map((result) => result.worstP99));
  const section = [
    '## make bench-serve',
    '',
    `Command: \`make bench-serve\` (bundles the server as \`make serve\` runs it, then runs \`tsx bench/serve.ts\`; \`BENCH_SECONDS\` sets the seconds per run, default 5). ` +
      `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpu}, Node ${process.version}, the default dataset (all countries, 2000-2035).`,
    '',
    `Each run: autocannon on 127.0.0.1, ${CONNECTIONS} connections, ${seconds} s, after one warm-up pass over the scenario's paths. ` +
      `${ROUNDS} rounds alternate the server and two bare node:http servers that answer every request with a constant body of the scenario's mean answer size; ` +
      "each server's median run is reported and the ratios are of those (the machine is shared, so single runs vary). " +
      "The goals compare with the **answer-bytes** server, whose body is cut from the scenario's own answers. " +
      'The **filler** server sends the letter x instead, for reference: autocannon decodes every body to a string, pure ASCII decodes much faster than text with accented letters, ' +
      'and the load generator, not the server, is the busier side here, so the same minimal server answers far more requests per second with filler bytes (compare the two constant columns). ' +
      'Unfiltered: `country` + `year`, rotating over 50 countries × 5 years (2024-2028). ' +
      'Filtered: `regions` (an ISO subdivision of the country) + `type=public,regional` + `language=de` + `timezone=America/New_York`, rotating likewise.',
    '',
    '| scenario | body bytes | server req/s | server p50 / p99 ms | answer-bytes req/s | answer-bytes p50 / p99 ms | ratio | filler req/s | ratio to filler | non-2xx + errors |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `- p99 at ${CONNECTIONS} connections: ${reportedP99} ms in the reported runs (goal < ${GOALS.p99Ms} ms: ${verdict(reportedP99 < GOALS.p99Ms)}); ${worstP99} ms in the worst of all ${ROUNDS * results.length} runs of the server.`,
    `- RSS of the server after the load: ${fmt(rss, 1)} MB (goal < ${GOALS.rssMb} MB: ${verdict(rss < GOALS.rssMb)}).`,
    `- First answer after start (spawn to the first 200 of a list query): ${fmt(firstAnswerMs)} ms (goal < ${GOALS.firstAnswerMs} ms: ${verdict(firstAnswerMs < GOALS.firstAnswerMs)}).`,
    '',
    ...wrkSection(results),
    '',
  ].join('\n');
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n\n';
  // Replace only this section: from its heading to the next `## ` heading (or the end).
  const pattern = /## make bench-serve\n[\s\S]*?(?=\n## |$)/;
  const next = pattern.test(existing)
    ? existing.replace(pattern, section.trimEnd() + '\n')
    : `${existing.trimEnd()}\n\n${section}`;
  writeFileSync(file, next.endsWith('\n') ? next : `${next}\n`);
  log(`\nwrote the figures into ${file} (section "## make bench-serve")`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench-serve: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
