// date-holidays-parser ships its types as an ambient module declaration without a "types" entry.
/// <reference path="../node_modules/date-holidays-parser/types/index.d.ts" />
