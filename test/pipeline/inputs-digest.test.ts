import { describe, expect, it } from 'vitest';
import { inputsDigest, RUNTIME, type DigestInputs } from '../../pipeline/inputs-digest.js';

// The output depends on the runtime as well as on the code and the sources:
// ICU computes the Islamic and Chinese calendars, and the tz data places
// local days. A new Node, ICU or tz release must therefore rebuild.

const base: DigestInputs = {
  countries: ['GB', 'US'],
  fromYear: 2020,
  toYear: 2030,
  runtime: { node: '20.19.0', icu: '76.1', unicode: '16.0', tz: '2025a' },
};

describe('the inputs digest', () => {
  it('is the same for the same inputs', () => {
    expect(inputsDigest(base)).toBe(inputsDigest({ ...base, runtime: { ...base.runtime } }));
  });

  it.each(RUNTIME)('changes with the %s version', (name) => {
    expect(inputsDigest({ ...base, runtime: { ...base.runtime, [name]: 'other' } })).not.toBe(inputsDigest(base));
  });

  it('changes with the countries and the years', () => {
    expect(inputsDigest({ ...base, countries: ['GB'] })).not.toBe(inputsDigest(base));
    expect(inputsDigest({ ...base, toYear: 2031 })).not.toBe(inputsDigest(base));
  });

  it('changes with the makeup working days (workdays/), a data folder outside the hashed code', () => {
    const entry = { date: '2020-01-19', name: 'Working day before Spring Festival', source: 'a notice' };
    const withDay = { ...base, workdays: [{ country: 'CN', workdays: [entry] }] };
    expect(inputsDigest({ ...base, workdays: [] })).toBe(inputsDigest(base));
    expect(inputsDigest(withDay)).not.toBe(inputsDigest(base));
    expect(
      inputsDigest({ ...base, workdays: [{ country: 'CN', workdays: [{ ...entry, date: '2020-02-01' }] }] }),
    ).not.toBe(inputsDigest(withDay));
  });

  it("defaults to this process's versions", () => {
    const here = Object.fromEntries(RUNTIME.map((name) => [name, process.versions[name]]));
    expect(inputsDigest({ ...base, runtime: undefined })).toBe(inputsDigest({ ...base, runtime: here }));
  });
});
