// Rows of one key set as the decoder builds them (npm/src/wire.ts's builders): keys that
// are hard to write as source, integer-like and inherited names, `__proto__`, more keys
// than a builder takes, and rows that refer to themselves and to each other. Shared by
// wire.test.mjs and by the child node it starts with code generation from strings off.
import assert from "node:assert/strict";

import { encode } from "../dist/wire.js";

const ODD = ['"', "\\", "\n", "\u2028", "\ud800", "</script>", '"}); throw 1; ({"', "${x}", "`", "\u0000"];
const NAMES = ["1", "0", "length", "constructor", "toString", "hasOwnProperty", "", "prototype"];
const MANY = Array.from({ length: 70 }, (_, i) => `k${i}`);

/** 40 rows of each key set (more than the uses before a builder is made). */
export function rows() {
  const out = [];
  for (let i = 0; i < 40; i++) {
    const odd = Object.fromEntries(ODD.map((k, j) => [k, i * 10 + j]));
    const names = Object.fromEntries(NAMES.map((k, j) => [k, j % 2 ? `v${i}` : [i]]));
    const many = Object.fromEntries(MANY.map((k, j) => [k, i + j]));
    const proto = JSON.parse(`{"__proto__": {"x": ${i}}, "a": ${i}}`);
    const self = { id: i, self: null, prev: out.length ? out[out.length - 1].self : null };
    self.self = self;
    out.push({ odd, names, many, proto, self });
  }
  return out;
}

/** Asserts that `got` has `want`'s own keys in order, plain prototypes and equal values. */
export function check(got, want) {
  assert.equal(got.length, want.length);
  for (let i = 0; i < want.length; i++) {
    for (const part of ["odd", "names", "many", "proto", "self"]) {
      const g = got[i][part];
      assert.equal(Object.getPrototypeOf(g), Object.prototype, `row ${i}.${part}'s prototype`);
      assert.deepEqual(Reflect.ownKeys(g), Reflect.ownKeys(want[i][part]), `row ${i}.${part}'s keys`);
    }
    assert.deepEqual(got[i].odd, want[i].odd);
    assert.deepEqual(got[i].names, want[i].names);
    assert.deepEqual(got[i].many, want[i].many);
    assert.deepEqual(Object.getOwnPropertyDescriptor(got[i].proto, "__proto__").value, { x: i });
    assert.equal(got[i].proto.a, i);
    assert.equal(got[i].self.self, got[i].self, `row ${i} refers to itself`);
    assert.equal(got[i].self.prev, i ? got[i - 1].self : null, `row ${i} refers to the row before`);
  }
}

/**
 * Wire seeds for damaged-wire tests: key sets reused past the builders' threshold, odd
 * keys, references, nesting and every tag.
 */
export function damageSeeds() {
  const records = Array.from({ length: 40 }, (_, i) => ({ id: i, name: `n${i}`, tags: ["a", i], meta: { ok: i % 2 === 0, at: new Date(i) } }));
  const shared = { s: 1 };
  return [
    encode(rows()),
    encode(records),
    encode([shared, shared, new Map([[1, new Set([2n, -3n])]]), new Uint8Array([1, 2]), 1.5, "\u00e9\u20ac", [, 1]]),
    encode({ a: { b: { c: { d: [[[["deep"]]]] } } }, e: new Error("x", { cause: 1 }) }),
  ];
}

/** `seed` with each edit applied: `[position, byte, "set" | "insert" | "cut"]`. */
export function damage(seed, edits) {
  const b = Array.from(seed);
  for (const [pos, byte, op] of edits) {
    const i = pos % (b.length + 1);
    if (op === "set" && i < b.length) b[i] = byte;
    else if (op === "insert") b.splice(i, 0, byte);
    else b.splice(i, 1);
  }
  return new Uint8Array(b);
}
