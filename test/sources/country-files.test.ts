import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readCountryFiles, type Fail } from '../../sources/country-files.js';
import { tempDir } from '../helpers.js';

const schema = z.object({ country: z.string().regex(/^[A-Z]{2}$/), days: z.array(z.string()) }).strict();
const fail: Fail = (path, where, message) => {
  throw new Error(`${path.split('/').pop()}: ${where}: ${message}`);
};

function folder(files: Record<string, string>): string {
  const dir = join(tempDir('country-files'), 'data');
  mkdirSync(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('reviewed-data folders: one <CC>.json per country', () => {
  it('reads every .json file, sorted by name, checked against the schema; a missing folder has none', () => {
    const dir = folder({
      'US.json': '{"country":"US","days":["a"]}',
      'DE.json': '{"country":"DE","days":[]}',
      'README.md': '# not data',
    });
    expect(
      readCountryFiles(dir, schema, fail).map(({ path, file }) => [path.split('/').pop(), file.days.length]),
    ).toEqual([
      ['DE.json', 0],
      ['US.json', 1],
    ]);
    expect(readCountryFiles(join(dir, 'none'), schema, fail)).toEqual([]);
  });

  it('names the file and where in it: broken JSON, a bad field, a file named after another country', () => {
    expect(() => readCountryFiles(folder({ 'US.json': '{"country":' }), schema, fail)).toThrow(/^US\.json: file: /);
    expect(() => readCountryFiles(folder({ 'US.json': '{"country":"US","days":[1]}' }), schema, fail)).toThrow(
      /^US\.json: field days\.0: /,
    );
    expect(() => readCountryFiles(folder({ 'US.json': '{"country":"US"}' }), schema, fail)).toThrow(
      /^US\.json: field days: /,
    );
    expect(() => readCountryFiles(folder({ 'DE.json': '{"country":"US","days":[]}' }), schema, fail)).toThrow(
      'DE.json: file: the file of country US must be named US.json',
    );
  });
});
