// API keys on the command line (docs/api.md, "Running it" and "Access"). A
// key is printed once and only its sha256 is stored. A usage error is one
// line on stderr and exit code 2; an unknown flag is answered with the
// nearest known one.
//
//   tsx server/keys-cli.ts create --plan growth [--file keys.json] [--id my-app]
//   tsx server/keys-cli.ts init [--file keys.json]      one key per plan, only if the file is missing
//   tsx server/keys-cli.ts status <id> <active|past_due|revoked> [--file keys.json]

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  generateKey,
  generateKeyId,
  hashKey,
  KEY_STATUSES,
  KeysFileError,
  readKeysFile,
  writeKeysFile,
  type KeyRecord,
  type KeyStatus,
} from './keys.js';
import { planFromName, PLANS, type Plan } from '../core/plans.js';
import { nearestName } from '../core/text.js';

const USAGE = `Usage:
  tsx server/keys-cli.ts create --plan <plan> [--file keys.json] [--id name]   (make key PLAN=growth)
  tsx server/keys-cli.ts init [--file keys.json]
  tsx server/keys-cli.ts status <id> <active|past_due|revoked> [--file keys.json]

Plans: ${PLANS.join(', ')} (also starter = builder, business = growth, enterprise = titan).
The file defaults to KEYS_FILE, else keys.json. Keys are printed once; only their sha256 is stored.`;

class UsageError extends Error {}

const OPTIONS = {
  plan: { type: 'string' },
  file: { type: 'string' },
  id: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The flags and positionals of argv; parseArgs' complaint as one usage line, an unknown flag with the nearest known one. */
function parse(argv: string[]) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, strict: true, options: OPTIONS });
  } catch (error) {
    const message = (error as Error).message.split('\n')[0]!;
    const unknown = /^Unknown option '--?([^'=]+)'/.exec(message)?.[1];
    if (!unknown) throw new UsageError(`${message} (see --help)`);
    const suggestion = nearestName(unknown, Object.keys(OPTIONS));
    throw new UsageError(
      `unknown flag --${unknown}${suggestion ? `: did you mean --${suggestion}?` : ''} (see --help)`,
    );
  }
}

function newKey(plan: Plan, id = generateKeyId()): { key: string; record: KeyRecord } {
  const key = generateKey();
  return { key, record: { id, sha256: hashKey(key), plan, status: 'active' } };
}

const existing = (file: string) => (existsSync(file) ? readKeysFile(file) : []);

/** Lines in a box, so that the keys stand apart from the build's output around them. */
export function framed(lines: readonly string[]): string[] {
  const width = Math.max(...lines.map((line) => line.length));
  return [
    `  ┌${'─'.repeat(width + 2)}┐`,
    ...lines.map((line) => `  │ ${line.padEnd(width)} │`),
    `  └${'─'.repeat(width + 2)}┘`,
  ];
}

export function run(argv: string[], env: NodeJS.ProcessEnv, out: (line: string) => void): void {
  const { values, positionals } = parse(argv);
  const file = values.file ?? (env.KEYS_FILE || 'keys.json');
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    out(USAGE);
    return;
  }
  if (command === 'create') {
    if (!values.plan) throw new UsageError('create needs --plan (make key PLAN=growth)');
    const plan = planFromName(values.plan);
    if (!plan)
      throw new UsageError(
        `unknown plan ${JSON.stringify(values.plan)}: use one of ${PLANS.join(', ')} (or starter, business, enterprise)`,
      );
    const keys = existing(file);
    if (values.id && keys.some((key) => key.id === values.id))
      throw new UsageError(`a key with id ${JSON.stringify(values.id)} already exists in ${file}`);
    const created = newKey(plan, values.id);
    writeKeysFile(file, [...keys, created.record]);
    out(`created key ${created.record.id} (plan ${plan}) in ${file}; it is shown only this once:`);
    out(created.key);
    return;
  }
  if (command === 'init') {
    if (existsSync(file)) {
      out(`${file} exists: no keys created (make key PLAN=<plan> adds one)`);
      return;
    }
    const created = PLANS.map((plan) => ({ plan, ...newKey(plan, `${plan}-1`) }));
    writeKeysFile(
      file,
      created.map((entry) => entry.record),
    );
    out(`created ${file} with one key per plan; the keys are shown only this once (the file keeps their sha256):`);
    for (const line of framed(created.map((entry) => `${entry.plan.padEnd(9)} ${entry.key}`))) out(line);
    return;
  }
  if (command === 'status') {
    const [id, status] = rest;
    if (!id || !status || !(KEY_STATUSES as readonly string[]).includes(status))
      throw new UsageError(`status needs a key id and one of ${KEY_STATUSES.join(', ')}`);
    const keys = existing(file);
    const key = keys.find((each) => each.id === id);
    if (!key) throw new UsageError(`no key with id ${JSON.stringify(id)} in ${file}`);
    key.status = status as KeyStatus;
    writeKeysFile(file, keys);
    out(`key ${id} is now ${status}`);
    return;
  }
  throw new UsageError(`unknown command ${JSON.stringify(command)}\n${USAGE}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    run(process.argv.slice(2), process.env, (line) => process.stdout.write(`${line}\n`));
  } catch (error) {
    const usage =
      error instanceof UsageError ||
      error instanceof KeysFileError ||
      String((error as { code?: string }).code).startsWith('ERR_PARSE_ARGS');
    process.stderr.write(`keys: ${(error as Error).message}\n`);
    process.exit(usage ? 2 : 1);
  }
}
