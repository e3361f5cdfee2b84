import type { Foo } from "./does-not-exist.js";
import { type Bar } from "./also-missing.js";
import type * as NS from "./ns-missing.js";
export type { Foo as F2 } from "./missing-again.js";
const v: Foo | Bar | NS.X | undefined = undefined;
console.log("type imports erased", v);
