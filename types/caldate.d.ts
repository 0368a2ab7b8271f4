// caldate ships its types as an ambient module declaration that its "exports" do not point to.
/// <reference path="../node_modules/caldate/types/index.d.ts" />
