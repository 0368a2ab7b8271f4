// A snapshot is checked whole before it is served, at start and at each
// switch: its manifest is one (it names this snapshot and gives every file a
// sha256), and every file it lists is there with that digest. At a switch,
// every year and countries file that differs from the snapshot served before
// must also hold its contract's schema; the others were checked then, and
// every file is checked again when it is first read (contractViolation), so
// that start-up reads each file once rather than parsing the whole dataset.
// Files are read a few at a time, so that a check beside a serving process
// leaves it room to answer.

import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import pLimit from 'p-limit';
import { z } from 'zod';
import { CONTRACT_VERSIONS, type ContractVersion } from '../core/contracts.js';
import { ContractValidator, type FileKind } from '../core/contract-schemas.js';
import { paths } from '../core/snapshot-layout.js';

export class SnapshotCheckError extends Error {}

const manifestSchema = z.object({
  snapshot: z.string().min(1),
  files: z.record(z.string().min(1), z.string().regex(/^[0-9a-f]{64}$/, 'a sha256 in hex')),
});

const CONTRACT_FILE = new RegExp(
  `^(${CONTRACT_VERSIONS.map((version) => version.replace(/\./g, '\\.')).join('|')})/(?:[A-Z]{2}/\\d{4}\\.json|(countries)\\.json)$`,
);

/** The schema a file must hold, or null for a file no contract describes (ledgers, change logs, reports). */
function contractOf(path: string): { version: ContractVersion; kind: FileKind } | null {
  const match = CONTRACT_FILE.exec(path);
  return match ? { version: match[1] as ContractVersion, kind: match[2] ? 'countriesFile' : 'yearFile' } : null;
}

/**
 * Resolves with the snapshot's file digests when it may be served; rejects
 * with a SnapshotCheckError naming the file and what is wrong. `before`: the
 * digests of the snapshot served until now, whose files passed their schemas.
 */
export async function checkSnapshot(
  dir: string,
  before: Readonly<Record<string, string>> | null,
): Promise<Record<string, string>> {
  const manifestPath = join(dir, paths.manifest);
  let files: Record<string, string>;
  try {
    const manifest = manifestSchema.parse(JSON.parse(await readFile(manifestPath, 'utf8')));
    if (manifest.snapshot !== basename(dir)) throw new Error(`it names snapshot ${manifest.snapshot}`);
    files = manifest.files;
  } catch (error) {
    const why =
      error instanceof z.ZodError
        ? `${error.issues[0]!.path.join('.') || '(root)'}: ${error.issues[0]!.message}`
        : (error as Error).message;
    throw new SnapshotCheckError(`${paths.manifest} is not this snapshot's manifest (${why})`);
  }
  const limit = pLimit(4);
  await Promise.all(
    Object.entries(files).map(([path, digest]) =>
      limit(() => checkFile(dir, path, digest, before !== null && before[path] !== digest)),
    ),
  );
  return files;
}

/** The first schema fault of a file a contract describes, or null (for a file that holds it, or no contract describes). */
export function contractViolation(path: string, data: unknown): string | null {
  const contract = contractOf(path);
  if (!contract) return null;
  const validator = ContractValidator.shared();
  const [violation] = validator.check(contract.version, contract.kind, data, path);
  return violation ? `${path} breaks the ${contract.version} schema: ${violation.record}: ${violation.message}` : null;
}

async function checkFile(dir: string, path: string, digest: string, checkSchema: boolean): Promise<void> {
  let bytes: Buffer;
  try {
    bytes = await readFile(join(dir, path));
  } catch (error) {
    throw new SnapshotCheckError(
      `${path}, listed in the manifest, cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    );
  }
  if (createHash('sha256').update(bytes).digest('hex') !== digest)
    throw new SnapshotCheckError(`${path} does not have the sha256 the manifest gives it`);
  if (!checkSchema || !contractOf(path)) return;
  let data: unknown;
  try {
    data = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw new SnapshotCheckError(`${path} is not JSON (${(error as Error).message})`);
  }
  const violation = contractViolation(path, data);
  if (violation) throw new SnapshotCheckError(violation);
}
