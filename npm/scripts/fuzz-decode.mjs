// A campaign against the package's wire decoder (npm/src/wire.ts): seeds with key sets
// reused past the builders' threshold, odd keys, references, nesting and every tag,
// damaged by changed, inserted and cut bytes (fast-check, seeded), must decode to a
// value or a WireError, never another exception. The suite runs 5,000 such cases
// (test/wire.test.mjs); this runs as many as asked and prints a row's figures for
// fuzz/CAMPAIGNS.md (libFuzzer's coverage columns do not apply).
//   node npm/scripts/fuzz-decode.mjs [RUNS] [SEED]   (after the package is built)
import fc from "fast-check";

import { decode, encode, WireError } from "../dist/wire.js";
import * as keysets from "../test/keysets.mjs";

const runs = Number(process.argv[2] ?? 1_000_000);
const seed = Number(process.argv[3] ?? 20261206);
const rows = Array.from({ length: 40 }, (_, i) => ({ id: i, name: `n${i}`, tags: ["a", i], meta: { ok: i % 2 === 0, at: new Date(i) } }));
const shared = { s: 1 };
const seeds = [
  encode(keysets.rows()),
  encode(rows),
  encode([shared, shared, new Map([[1, new Set([2n, -3n])]]), new Uint8Array([1, 2]), 1.5, "\u00e9\u20ac", [, 1]]),
  encode({ a: { b: { c: { d: [[[["deep"]]]] } } }, e: new Error("x", { cause: 1 }) }),
];
const edit = fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 }), fc.constantFrom("set", "insert", "cut"));
let decoded = 0;
let refused = 0;
const start = Date.now();
fc.assert(
  fc.property(fc.nat(seeds.length - 1), fc.array(edit, { minLength: 1, maxLength: 16 }), (which, edits) => {
    const b = Array.from(seeds[which]);
    for (const [pos, byte, op] of edits) {
      const i = pos % (b.length + 1);
      if (op === "set" && i < b.length) b[i] = byte;
      else if (op === "insert") b.splice(i, 0, byte);
      else b.splice(i, 1);
    }
    try {
      decode(new Uint8Array(b));
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
