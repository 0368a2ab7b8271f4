// The tables of docs/api.md, docs/pipeline.md, docs/reports.md and README.md say what the code does: each is
// read here and compared with the definitions it describes (the endpoint
// list, the parameters and their plans, the contract versions, the limits,
// the error codes and their statuses, the server's environment variables,
// the XML names, the command's flags and exit codes, the official sources and
// the guards), and the modules the documents name exist (every document of
// the project) and do what they are said to. A table that drifts from the code fails.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACTS, CONTRACT_VERSIONS, DEFAULT_VERSION, EXPORT_VERSION } from '../core/contracts.js';
import { HELP } from '../pipeline/cli.js';
import { DEFAULT_GUARDS } from '../pipeline/guards.js';
import { CROSSCHECK_CSV_COLUMNS } from '../pipeline/crosscheck-report.js';
import { CHANGES_CSV_COLUMNS } from '../pipeline/reports.js';
import type { Endpoint } from '../server/endpoints/endpoint.js';
import { ENDPOINTS, ROUTE_PATHS } from '../server/endpoints/index.js';
import { DEFAULT_CONNECTION_LIMITS } from '../server/config.js';
import { ERROR_STATUS } from '../server/errors.js';
import type { ParameterDef } from '../server/parameters.js';
import { DEFAULT_LIMITS, PLAN_LABELS, PLANS, type Plan } from '../core/plans.js';
import { servedXmlItemNames } from '../server/xml-names.js';

const API = readFileSync(new URL('../docs/api.md', import.meta.url), 'utf8');
const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const CONTRIBUTING = readFileSync(new URL('../CONTRIBUTING.md', import.meta.url), 'utf8');
const ROOT = new URL('../', import.meta.url).pathname;

/** The text of a `##`/`###` section, up to the next heading of the same or a higher level. */
function section(document: string, heading: string): string {
  const lines = document.split('\n');
  const start = lines.findIndex((line) => line === heading);
  if (start === -1) throw new Error(`no section "${heading}"`);
  const level = heading.indexOf(' ');
  const end = lines.findIndex((line, index) => index > start && /^#+ /.test(line) && line.indexOf(' ') <= level);
  return lines.slice(start + 1, end === -1 ? undefined : end).join('\n');
}

/** The rows of the first table whose header line starts with `header`, as cells. */
function table(text: string, header: string): string[][] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith(header));
  if (start === -1) throw new Error(`no table starting "${header}"`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

/** The inline code of some Markdown, fenced blocks left out. */
const codeSpans = (text: string) =>
  [...text.replace(/^```[^]*?^```/gm, '').matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
const keyed = ENDPOINTS.filter((endpoint): endpoint is Endpoint => !endpoint.open);
const endpointOfPath = (path: string) =>
  ENDPOINTS.find((endpoint) => endpoint.paths.some((each) => each.path === path));
const labelled = (label: string) => PLANS.find((plan) => PLAN_LABELS[plan] === label)!;

/** Every query parameter definition of any endpoint, by its name and its aliases'. */
const definitions = new Map<string, ParameterDef>();
for (const endpoint of keyed) for (const [name, definition] of endpoint.byName) definitions.set(name, definition);

describe('docs/api.md', () => {
  it('lists every path in the endpoints table, with whether it needs a key and from which plan', () => {
    const rows = table(section(API, '## Endpoints'), '| path | key | what |');
    const listed = new Map<string, string>();
    for (const [paths, key] of rows) for (const path of codeSpans(paths!)) listed.set(path.replace(/^GET /, ''), key!);
    expect([...listed.keys()].sort()).toEqual([...ROUTE_PATHS].sort());
    for (const [path, key] of listed) {
      const endpoint = endpointOfPath(path)!;
      if (endpoint.open) expect(key, path).toBe('no');
      else expect(key, path).toBe(endpoint.plan === 'explorer' ? 'yes' : `yes (${PLAN_LABELS[endpoint.plan]}+)`);
    }
  });

  it('says in the plans table which plan unlocks each gated parameter, value, endpoint and limit', () => {
    const rows = table(section(API, '## Access'), '| | Explorer | Builder | Growth | Pro | Titan |');
    const mentioned = new Set<string>();
    const endpointsMentioned = new Set<Endpoint>();
    for (const [subject, ...marks] of rows) {
      if (subject!.startsWith('requests per UTC')) {
        const limits = PLANS.map(
          (plan) => DEFAULT_LIMITS[plan][subject === 'requests per UTC day' ? 'daily' : 'monthly'],
        );
        expect(
          marks.map((mark) => (mark === 'no limit' ? null : Number(mark.replace(/,/g, '')))),
          subject,
        ).toEqual(limits);
        continue;
      }
      // The lowest plan with a tick; every plan above it has one too.
      const lowest = PLANS[marks.indexOf('✓')]!;
      expect(
        marks.slice(marks.indexOf('✓')).every((mark) => mark === '✓'),
        subject,
      ).toBe(true);
      if (subject!.startsWith('`')) {
        for (const path of codeSpans(subject!)) {
          const endpoint = endpointOfPath(path) as Endpoint;
          expect(endpoint.plan, path).toBe(lowest);
          endpointsMentioned.add(endpoint);
        }
        continue;
      }
      for (const item of subject!.split(', ')) {
        const version = /^dataVersion (\S+)$/.exec(item);
        if (version) {
          const pattern = new RegExp(`^${version[1]!.replace(/\./g, '\\.').replace(/x/g, '\\d+')}$`);
          const matching = CONTRACTS.filter((contract) => pattern.test(contract.version));
          expect(matching.length, item).toBeGreaterThan(0);
          for (const contract of matching) {
            expect(contract.minimumPlan, contract.version).toBe(lowest);
            mentioned.add(`dataVersion ${contract.version}`);
          }
          continue;
        }
        const [, names, what] = /^(.+?)(?: with (ISO|city) codes)?$/.exec(item)!;
        const spellings = names!.split(' / ');
        const definition = definitions.get(spellings[0]!)!;
        expect(definition, item).toBeDefined();
        expect([definition.name, ...(definition.aliases ?? []).map((alias) => alias.name)], item).toEqual(spellings);
        expect(what === 'city' ? definition.cityCodesPlan : definition.plan, item).toBe(lowest);
        mentioned.add(what === 'city' ? `${definition.name} city codes` : definition.name);
      }
    }
    // Everything gated is in the table.
    for (const definition of new Set(definitions.values())) {
      if (definition.plan !== 'explorer') expect(mentioned, definition.name).toContain(definition.name);
      if (definition.cityCodesPlan) expect(mentioned, definition.name).toContain(`${definition.name} city codes`);
    }
    for (const contract of CONTRACTS) expect(mentioned).toContain(`dataVersion ${contract.version}`);
    for (const endpoint of keyed)
      if (endpoint.plan !== 'explorer') expect(endpointsMentioned, endpoint.name).toContain(endpoint);
  });

  it("lists the list endpoint's parameters, which it requires, and the contract versions", () => {
    const list = keyed.find((endpoint) => endpoint.name === 'list')!;
    const rows = table(section(API, '### list'), '| parameter | meaning |');
    const names = new Set(rows.flatMap(([cell]) => codeSpans(cell!)));
    expect([...names].sort()).toEqual(
      list.queryNames.filter((name) => !['api_key', 'api_token'].includes(name)).sort(),
    );
    const required = rows.filter(([cell]) => cell!.includes('(required)')).flatMap(([cell]) => codeSpans(cell!));
    expect(required).toEqual(
      list.parameters.filter((definition) => definition.required).map((definition) => definition.name),
    );
    const versions = rows.find(([cell]) => cell === '`dataVersion`')![1]!;
    expect(codeSpans(versions)).toEqual([...CONTRACT_VERSIONS]);
    expect(versions).toContain(`\`${DEFAULT_VERSION}\` (default)`);
  });

  it('lists every contract version with its lowest plan and whether its files are frozen', () => {
    const rows = table(section(API, '## Contract versions'), '| version | holiday object | plan | files |');
    expect(rows.map(([version]) => codeSpans(version!)[0])).toEqual([...CONTRACT_VERSIONS]);
    for (const [version, , plan, files] of rows) {
      const contract = CONTRACTS.find((each) => each.version === codeSpans(version!)[0])!;
      expect(plan, contract.version).toBe(PLAN_LABELS[contract.minimumPlan]);
      expect(files, contract.version).toBe(contract.frozen ? 'frozen' : 'live');
    }
  });

  it('names in each request line (`GET path?a&b[&c]`) the required parameters unbracketed, and only parameters the endpoint takes', () => {
    const lines = codeSpans(API).filter((span) => /^GET \/\S*[?[]/.test(span));
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) {
      const path = /^GET ([^?[]+)/.exec(line)![1]!;
      const endpoint = endpointOfPath(path) as Endpoint;
      expect(endpoint, line).toBeDefined();
      const names = [...line.slice(4 + path.length).matchAll(/(\[)?[?&]([A-Za-z_]+)/g)].map((match) => ({
        name: match[2]!,
        optional: match[1] === '[',
      }));
      for (const { name } of names) expect(endpoint.queryNames, line).toContain(name);
      expect(
        names.filter((each) => !each.optional).map((each) => each.name),
        line,
      ).toEqual(
        endpoint.parameters
          .filter((definition) => definition.required && definition.in !== 'path')
          .map((definition) => definition.name),
      );
    }
  });

  it('names the XML elements of array items as the server writes them', () => {
    const xml = section(API, '## Formats: XML');
    const pairs = codeSpans(xml).filter((span) => /^[A-Za-z]+\/[A-Za-z]+$/.test(span) && span !== 'names/de');
    expect(pairs.sort()).toEqual([...servedXmlItemNames()].map(([array, item]) => `${array}/${item}`).sort());
  });

  it('lists every error code', () => {
    const errors = section(API, '## Errors');
    for (const code of Object.keys(ERROR_STATUS)) expect(codeSpans(errors), code).toContain(code);
  });

  it('names every environment variable the server reads, and gives the connection limits their defaults', () => {
    const running = section(API, '## Running it');
    const read = [
      ...readFileSync(new URL('../server/config.ts', import.meta.url), 'utf8').matchAll(/present\('([A-Z_]+)'\)/g),
    ].map((match) => match[1]!);
    expect(read.length).toBeGreaterThan(10);
    for (const name of read) expect(codeSpans(running), name).toContain(name);
    const defaults = Object.fromEntries(
      table(running, '| variable |').map(([name, value]) => [name!.replace(/`/g, ''), value!.replace(/`/g, '')]),
    );
    for (const name of Object.keys(defaults)) expect(read, `${name} is documented but not read`).toContain(name);
    const limits = DEFAULT_CONNECTION_LIMITS;
    expect(defaults).toMatchObject({
      MAX_CONNECTIONS: String(limits.maxConnections),
      HEADERS_TIMEOUT_MS: String(limits.headersTimeoutMs),
      REQUEST_TIMEOUT_MS: String(limits.requestTimeoutMs),
      KEEP_ALIVE_TIMEOUT_MS: String(limits.keepAliveTimeoutMs),
    });
  });

  it('gives each refusal of the access table the status of its error code', () => {
    const rows = table(section(API, '## Access'), '| situation |');
    expect(rows.length).toBeGreaterThan(4);
    for (const [situation, answer] of rows) {
      const match = /^(\d{3}) `([a-z_]+)`/.exec(answer!);
      expect(match, `${situation}: ${answer}`).not.toBeNull();
      expect(ERROR_STATUS[match![2] as keyof typeof ERROR_STATUS], situation).toBe(Number(match![1]));
    }
  });
});

describe('every Markdown document of the project', () => {
  const root = new URL('../', import.meta.url).pathname;
  /** The project's .md files: the repository's own, not its dependencies', data or run output. */
  const documents = (dir = ''): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory())
        return entry.name.startsWith('.') || ['node_modules', 'dist-data'].includes(entry.name) ? [] : documents(path);
      return entry.name.endsWith('.md') ? [path] : [];
    });

  it('states its rules itself, never by a document outside the repository ("decisions §3", "the spec")', () => {
    const found = documents();
    expect(found).toEqual(
      expect.arrayContaining(['README.md', 'ATTRIBUTION.md', join('docs', 'api.md'), join('docs', 'data-layout.md')]),
    );
    const outside = [/decisions\s*§/i, /\bspec(?:'s|s)?\b/i, /(?<!U\.S\.C\. )§ ?\d/];
    for (const path of found) {
      // One line of text, so that a reference broken over two lines is found too.
      const text = readFileSync(join(root, path), 'utf8').replace(/\s+/g, ' ');
      for (const pattern of outside) expect(text.match(pattern)?.[0], `${path}: ${pattern}`).toBeUndefined();
    }
  });
});

describe('docs/reports.md', () => {
  const REPORTS = readFileSync(new URL('../docs/reports.md', import.meta.url), 'utf8');
  const columnsOf = (heading: string) =>
    table(section(REPORTS, heading), '| column | what it holds |').map(([cell]) => codeSpans(cell!)[0]);

  it('describes every column of changes.csv, in order, and no other', () => {
    expect(columnsOf('## changes.csv')).toEqual([...CHANGES_CSV_COLUMNS]);
  });

  it("describes every column of the cross-check's CSV, in order, and no other", () => {
    expect(columnsOf("## The cross-check's CSV")).toEqual([...CROSSCHECK_CSV_COLUMNS]);
  });
});

describe('README.md and docs/pipeline.md', () => {
  const PIPELINE = readFileSync(new URL('../docs/pipeline.md', import.meta.url), 'utf8');
  const helpFlags = new Set(
    [...HELP.matchAll(/^\s+(--[a-z-]+)/gm)].map((match) => match[1]!).filter((flag) => flag !== '--help'),
  );

  it('lists every flag of build and refresh, and no other', () => {
    const rows = table(section(PIPELINE, '## Command line'), '| flag | make variable | meaning |');
    const flags = rows.flatMap(([cell]) => codeSpans(cell!).flatMap((span) => span.match(/--[a-z-]+/g) ?? []));
    expect(new Set(flags)).toEqual(helpFlags);
  });

  it('lists the exit codes build and refresh use', () => {
    const rows = table(section(PIPELINE, '## Scheduled refresh'), '| code | meaning |');
    const help = HELP.slice(HELP.indexOf('Exit codes'));
    const codes = [...help.matchAll(/^\s+(\d+)\s/gm)].map((match) => match[1]);
    expect(rows.map(([code]) => code)).toEqual(codes);
  });

  it('lists the official sources of sources.config.json', () => {
    const rows = table(section(PIPELINE, '## Official sources'), '| id | country | format |');
    const config = JSON.parse(readFileSync(new URL('../sources.config.json', import.meta.url), 'utf8')) as {
      sources: Record<string, unknown>;
    };
    expect(rows.map(([id]) => codeSpans(id!)[0])).toEqual(
      Object.keys(config.sources).filter((id) => id !== 'date-holidays'),
    );
  });

  it('says which feeds are read offline from a committed copy, and that the others stay failed', () => {
    const config = JSON.parse(readFileSync(new URL('../sources.config.json', import.meta.url), 'utf8')) as {
      sources: Record<string, unknown>;
    };
    const feeds = Object.keys(config.sources).filter((id) => id !== 'date-holidays');
    const payloads = new URL('../sources/payloads/', import.meta.url).pathname;
    const committed = feeds.filter((id) => existsSync(join(payloads, id, 'payloads.json')));
    const intro = section(README, '## Start').replace(/\s+/g, ' ');
    const withCopy = /the feeds with a copy committed in `sources\/payloads\/` \(([^)]*)\) are read from it/.exec(
      intro,
    );
    const without = /; ([^;]*) have no committed copy and stay `failed`/.exec(intro);
    expect(codeSpans(withCopy?.[1] ?? '').sort()).toEqual(committed.sort());
    expect(codeSpans(without?.[1] ?? '').sort()).toEqual(feeds.filter((id) => !committed.includes(id)).sort());
  });

  it('gives each guard its default and its flag', () => {
    const rows = table(
      section(PIPELINE, '## Scheduled refresh'),
      '| threshold (`{"guards": {…}}`) | default | flag | holds a run that would |',
    );
    expect(rows.map(([name]) => codeSpans(name!)[0]).sort()).toEqual(Object.keys(DEFAULT_GUARDS).sort());
    for (const [name, fallback, flag] of rows) {
      const key = codeSpans(name!)[0] as keyof typeof DEFAULT_GUARDS;
      expect(Number(codeSpans(fallback!)[0]), key).toBe(DEFAULT_GUARDS[key]);
      expect(helpFlags, key).toContain(codeSpans(flag!)[0]);
    }
  });
});

/** Paths the documents name that are not files of a checkout, each with what it is. */
const NOT_IN_THE_PROJECT: Record<string, string> = {
  'server/main.bundle.mjs': 'the server bundle, built by make (an ignored file)',
  'pipeline/bundle/cli.mjs': "the pipeline's bundle, built by make (an ignored folder)",
  'pipeline/bundle/worker.mjs': "the build worker's bundle, built by make (an ignored folder)",
  'countries/US.js': "a module of the dataset's npm package (docs/package.md)",
  'sources/gov-uk/GB.ndjson': "a file of a snapshot: a feed's rows for one country (docs/data-layout.md)",
};

/** The project's files, as paths from its root (what a checkout has, and ignored outputs left out). */
function projectFiles(): string[] {
  const skip = new Set(['node_modules', '.git', 'dist-data', 'dist-package', 'coverage', '.bench']);
  const walk = (folder: string): string[] =>
    readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
      const path = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return skip.has(entry.name) ? [] : walk(path);
      return entry.isFile() ? [path] : [];
    });
  return walk('');
}

describe('the modules the docs name', () => {
  /** The pipeline diagram (docs/pipeline.md, first block): each module (or folder) and what it is said to do. */
  const stages = () => {
    const block = readFileSync(new URL('../docs/pipeline.md', import.meta.url), 'utf8').split('```')[1]!;
    const found: { path: string; does: string }[] = [];
    for (const line of block.split('\n')) {
      const named = /^(\S+)\s*(?:─▶ (.*))?$/.exec(line);
      if (named) found.push({ path: named[1]!, does: named[2] ?? '' });
      else if (/^\s+(?:─▶ )?\S/.test(line))
        found.at(-1)!.does = `${found.at(-1)!.does} ${line.replace(/^\s+(?:─▶ )?/, '')}`.trim();
    }
    return found;
  };

  it('docs/pipeline.md: every module of the pipeline diagram exists', () => {
    // sources/<feed>.ts stands for each feed's adapter.
    const paths = stages().map((stage) => stage.path.replace('<feed>', 'gov-uk'));
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) expect(existsSync(join(ROOT, path)), path).toBe(true);
  });

  it('docs/pipeline.md: the module said to write the change log is the one that writes it', () => {
    const writers = stages().filter((stage) => stage.does.startsWith('the change log'));
    expect(writers.map((stage) => stage.path)).toHaveLength(1);
    expect(readFileSync(join(ROOT, writers[0]!.path), 'utf8')).toMatch(
      /\.(put\w*|joinFilesAside)\(\s*paths\.changeLog\(/,
    );
  });

  it('CONTRIBUTING: every file it names exists', () => {
    const paths = codeSpans(CONTRIBUTING).filter((span) => /^[\w.-]+\/[\w./-]*\.\w+$/.test(span));
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) expect(existsSync(join(ROOT, path)), path).toBe(true);
  });

  it('every document: each file or folder of the project it names exists, and each module it names by itself', () => {
    const files = projectFiles();
    const documents = files.filter(
      (path) => /^[^/]+\.md$/.test(path) || path.startsWith('docs/') || path.endsWith('/README.md'),
    );
    const folders = new Set(files.filter((path) => path.includes('/')).map((path) => path.split('/')[0]!));
    const names = new Set(files.map((path) => path.slice(path.lastIndexOf('/') + 1)));
    const missing: string[] = [];
    const excused = new Set<string>();
    for (const document of documents) {
      const text = readFileSync(join(ROOT, document), 'utf8');
      const here = document.includes('/') ? document.slice(0, document.lastIndexOf('/')) : '';
      // Anywhere in the text, code blocks included: a path under one of the project's folders, to a file (with its extension) or a folder (with its slash).
      for (const [, path] of text.matchAll(
        /(?<![\w/.<>-])((?:[\w.-]+\/)+(?:[\w-]+(?:\.[\w-]+)*\.\w+\b|(?=[\s`),:;]|$)))/g,
      )) {
        // An excused path may exist or not (the server bundle is there once `make server-bundle` has run): it is excused either way.
        if (NOT_IN_THE_PROJECT[path!]) excused.add(path!);
        else if (
          folders.has(path!.split('/')[0]!) &&
          !existsSync(join(ROOT, path!)) &&
          !existsSync(join(ROOT, here, path!))
        )
          missing.push(`${document}: ${path}`);
      }
      // A module named by its file name alone (`carry-forward.ts`).
      for (const span of codeSpans(text))
        if (/^[\w.-]+\.(ts|mts|mjs|py)$/.test(span) && !span.endsWith('.d.ts') && !names.has(span))
          missing.push(`${document}: ${span}`);
    }
    expect(documents.length).toBeGreaterThan(15);
    expect(missing).toEqual([]);
    // Each excuse is still needed.
    expect([...excused].sort()).toEqual(Object.keys(NOT_IN_THE_PROJECT).sort());
  });

  it('CONTRIBUTING: the version files it says hold the default and export roles hold them', () => {
    const text = CONTRIBUTING.replace(/\s+/g, ' ');
    const holder = (role: string) =>
      new RegExp(`\`roles: \\['${role}'\\]\` in \`core/contracts/([\\d.]+)\\.ts\``).exec(text)?.[1];
    expect(holder('default')).toBe(DEFAULT_VERSION);
    expect(holder('export')).toBe(EXPORT_VERSION);
  });
});

// A name of the plans table that no definition carries would pass unnoticed otherwise.
it('knows every plan label the docs use', () => {
  for (const label of ['Explorer', 'Builder', 'Growth', 'Pro', 'Titan'])
    expect(labelled(label) satisfies Plan).toBeDefined();
});

describe('the Makefile', () => {
  const makefile = readFileSync(new URL('../Makefile', import.meta.url), 'utf8');
  const targets = [...makefile.matchAll(/^([a-z][a-z-]*):/gm)].map((match) => match[1]!);
  const helpText = makefile.slice(makefile.indexOf('\nhelp:'), makefile.indexOf('\n\n', makefile.indexOf('\nhelp:')));

  it('lists every target in make help, and no other', () => {
    expect(targets.length).toBeGreaterThan(10);
    const listed = [...helpText.matchAll(/@echo "make ([a-z-]+)/g)].map((match) => match[1]!);
    expect([...listed].sort()).toEqual([...new Set(targets)].sort());
  });

  it('is what npm start and npm test run', () => {
    const scripts = (
      JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    expect(scripts.start).toBe('make run');
    expect(scripts.test).toBe('make test');
  });
});
