// A campaign against the package's wire decoder (npm/src/wire.ts): seeds with key sets
// reused past the builders' threshold, odd keys, references, nesting and every tag,
// damaged by changed, inserted and cut bytes (fast-check, seeded), must decode to a
// value or a WireError, never another exception. The suite runs 5,000 such cases
// (test/wire.test.mjs); this runs as many as asked and prints a row's figures for
// fuzz/CAMPAIGNS.md (libFuzzer's coverage columns do not apply).
//   node npm/scripts/fuzz-decode.mjs [RUNS] [SEED]   (after the package is built)
import fc from "fast-check";

import { decode, WireError } from "../dist/wire.js";
import * as keysets from "../test/keysets.mjs";

const runs = Number(process.argv[2] ?? 1_000_000);
const seed = Number(process.argv[3] ?? 20261206);
const seeds = keysets.damageSeeds();
const edit = fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 }), fc.constantFrom("set", "insert", "cut"));
let decoded = 0;
let refused = 0;
const start = Date.now();
fc.assert(
  fc.property(fc.nat(seeds.length - 1), fc.array(edit, { minLength: 1, maxLength: 16 }), (which, edits) => {
    try {
      decode(keysets.damage(seeds[which], edits));
      decoded++;
    } catch (e) {
      if (!(e instanceof WireError)) throw e;
      refused++;
    }
  }),
  { numRuns: runs, seed },
);
const seconds = Math.round((Date.now() - start) / 1000);
console.log(`${runs} runs (seed ${seed}) in ${seconds} s: ${decoded} decoded, ${refused} WireErrors, nothing else`);
