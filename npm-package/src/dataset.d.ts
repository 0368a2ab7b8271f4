// The module `make package` writes beside index.js (pipeline/package.ts): what
// the snapshot is and which countries it holds.

export declare const snapshot: string;
export declare const dataVersion: string;
export declare const countries: { code: string; name: string; years: { from: number; to: number } }[];
