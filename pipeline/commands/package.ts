// The `package` command (make package): the published snapshot of --out as an
// npm package of one contract version, and its `npm pack` tarball (docs/package.md).

import { EXIT, exitCodeOf } from '../exit-codes.js';
import { DEFAULT_PACKAGE_CONTRACT, DEFAULT_PACKAGE_DIR, DEFAULT_PACKAGE_NAME, makePackage } from '../package.js';
import type { ContractVersion } from '../../core/contracts.js';
import { parse, type CliIo } from './io.js';

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export async function runPackageCommand(argv: string[], io: CliIo): Promise<number> {
  const values = parse(
    argv,
    {
      out: { type: 'string' },
      contract: { type: 'string' },
      'package-dir': { type: 'string' },
      name: { type: 'string' },
    },
    io,
  );
  if (!values) return EXIT.usage;
  try {
    const result = await makePackage({
      dataDir: (values.out as string | undefined) ?? 'dist-data',
      contract: ((values.contract as string | undefined) ?? DEFAULT_PACKAGE_CONTRACT) as ContractVersion,
      packageDir: (values['package-dir'] as string | undefined) ?? DEFAULT_PACKAGE_DIR,
      name: (values.name as string | undefined) ?? DEFAULT_PACKAGE_NAME,
      log: io.out,
    });
    io.out(
      `package: ${result.name}@${result.version} (snapshot ${result.snapshot}, contract ${result.contract}) in ${result.dir}`,
    );
    if (result.tarball) {
      const { path, size, unpackedSize, entryCount } = result.tarball;
      io.out(`package: ${path}: packed ${kB(size)}, unpacked ${kB(unpackedSize)}, ${entryCount} files`);
    }
    return EXIT.published;
  } catch (error) {
    const code = exitCodeOf(error);
    io.err(
      code === EXIT.failed
        ? `error: package failed: ${(error as Error).message}`
        : `error: ${(error as Error).message}`,
    );
    return code;
  }
}
