// The package's wire encoder and decoder (docs/wire.md): fixed examples, random values
// (fast-check) in JavaScript alone and through a VM, hostile values, invalid bytes.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { test } from "node:test";

import fc from "fast-check";

import { decode, encode, engine, WireError } from "../dist/index.js";
import * as keysets from "./keysets.mjs";

const cairn = await engine();
const hex = (b) => Buffer.from(b).toString("hex");

/** `value` sent into a VM as a global and returned by the script. */
function throughVm(value, vm) {
  const own = !vm;
  vm ??= cairn.newVm({ globals: { v: value } });
  const s = own ? vm.start("v") : (vm.resolve(vm.pendingCalls()[0].id, value), vm.run());
  if (own) vm.free();
  assert.equal(s.kind, "done", JSON.stringify(s.error));
  return s.value;
}

test("the worked example of docs/wire.md", () => {
  const bytes = encode([
    { id: 1, name: "a" },
    { id: 2, name: null },
  ]);
  assert.equal(hex(bytes), "010b020d020802696404020804" + "6e616d65" + "080161" + "0e00" + "0404" + "01");
});

test("scalars: exact encodings", () => {
  assert.equal(hex(encode(undefined)), "0100");
  assert.equal(hex(encode(-1)), "010401");
  assert.equal(hex(encode(-0)), "01050000000000000080");
  assert.equal(hex(encode(NaN)), "0105000000000000f87f");
  assert.equal(hex(encode(0n)), "010600");
  assert.equal(hex(encode(-256n)), "0107020001");
  assert.equal(hex(encode("é")), "010801e9");
  assert.equal(hex(encode("\ud800")), "01090100d8");
  const cyc = [];
  cyc.push(cyc);
  assert.equal(hex(encode(cyc)), "010b011400");
});

test("values of every kind round-trip, in JS and through a VM", () => {
  const shared = { s: 1 };
  const cyclic = { name: "c" };
  cyclic.self = cyclic;
  const holes = [1, , 3];
  const sparse = [];
  sparse[1000] = "x";
  const err = new RangeError("bad", { cause: { code: 7 } });
  const v = {
    u: undefined,
    n: null,
    t: true,
    f: false,
    ints: [0, -1, 2 ** 31 - 1, -(2 ** 31)],
    floats: [0.5, -0, NaN, Infinity, -Infinity, 2 ** 53, 1e-300],
    big: [0n, 1n, -1n, 2n ** 200n, -(2n ** 64n)],
    strings: ["", "ascii", "é latin1", "€ and 😀", "lone \ud800 and \udc00"],
    holes,
    sparse,
    date: new Date(1700000000000),
    bad: new Date(NaN),
    map: new Map([
      [1, "one"],
      [{ k: 1 }, [2]],
    ]),
    set: new Set(["a", 1, null]),
    bytes: new Uint8Array([0, 1, 255]),
    err,
    shared: [shared, shared],
    cyclic,
    rows: Array.from({ length: 5 }, (_, i) => ({ id: i, name: `r${i}` })),
    "not an id": 1,
  };
  for (const back of [decode(encode(v)), throughVm(v)]) {
    const { err: e, cyclic: c, shared: sh, bad: invalid, ...rest } = back;
    const { err: _e, cyclic: _c, shared: _s, bad: _b, ...restIn } = v;
    // (assert's deep equality finds two invalid dates different: NaN !== NaN.)
    assert.ok(invalid instanceof Date && Number.isNaN(invalid.getTime()));
    assert.deepStrictEqual(rest, restIn);
    assert.ok(e instanceof RangeError);
    assert.equal(e.message, "bad");
    assert.deepStrictEqual(e.cause, { code: 7 });
    assert.equal(c.self, c);
    assert.equal(sh[0], sh[1]);
  }
  const ab = new Uint8Array([9, 8]).buffer;
  assert.deepStrictEqual(decode(encode(ab)), new Uint8Array([9, 8]));
});

test("rows of a key set: odd keys, `__proto__`, many keys, self-references; with and without compiled builders", () => {
  const want = keysets.rows();
  // Twice: the first decode makes the builders midway, the second starts with them.
  // The compiles are counted, so that the test fails if builders stop being made.
  const RealFunction = globalThis.Function;
  let compiled = 0;
  globalThis.Function = new Proxy(RealFunction, {
    construct(target, args) {
      compiled++;
      return Reflect.construct(target, args);
    },
  });
  try {
    keysets.check(decode(encode(want)), want);
    assert.ok(compiled >= 4, `${compiled} builders compiled`);
    keysets.check(decode(encode(want)), want);
    // Keys longer than the table keeps (2,000 units) are built key by key: nothing compiled.
    const before = compiled;
    const long = Array.from({ length: 40 }, (_, i) => ({ ["k".repeat(2000)]: i, i }));
    assert.deepEqual(decode(encode(long)), long);
    assert.equal(compiled, before);
  } finally {
    globalThis.Function = RealFunction;
  }
  keysets.check(throughVm(want), want);
  // A host that refuses to compile source (a CSP without unsafe-eval) builds from templates.
  const child = `
    const { decode, encode } = await import(${JSON.stringify(new URL("../dist/wire.js", import.meta.url).href)});
    const keysets = await import(${JSON.stringify(new URL("./keysets.mjs", import.meta.url).href)});
    let compiles = true;
    try { new Function("return 1"); } catch { compiles = false; }
    const want = keysets.rows();
    keysets.check(decode(encode(want)), want);
    keysets.check(decode(encode(want)), want);
    process.stdout.write(String(compiles));
  `;
  const r = spawnSync(process.execPath, ["--disallow-code-generation-from-strings", "--input-type=module", "-e", child], {
    encoding: "utf8",
  });
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stdout, "false");
});

test("damaged wire: changed, inserted or cut bytes decode to a value or a WireError, nothing else (fast-check)", () => {
  const seeds = keysets.damageSeeds();
  const edit = fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 }), fc.constantFrom("set", "insert", "cut"));
  fc.assert(
    fc.property(fc.nat(seeds.length - 1), fc.array(edit, { minLength: 1, maxLength: 8 }), (which, edits) => {
      try {
        decode(keysets.damage(seeds[which], edits));
      } catch (e) {
        if (!(e instanceof WireError)) throw e;
      }
    }),
    { numRuns: 5000 },
  );
});

test("values the wire cannot carry throw, naming the path", () => {
  assert.throws(() => encode({ a: [1, { f() {} }] }), (e) => e instanceof WireError && /\$\.a\[1\]\.f: a function/.test(e.message));
  assert.throws(() => encode([Symbol("x")]), /\$\[0\]: a symbol/);
  assert.throws(() => encode({ "a b": new Int16Array(2) }), /\$\["a b"\]: a Int16Array/);
  assert.throws(() => encode(new Map([[1, /x/]])), /RegExp/);
  assert.throws(() => encode(Promise.resolve()), /Promise/);
});

test("hostile values: 100k-deep nesting, 10 MB strings, lone surrogates", () => {
  let deep = [];
  for (let i = 0; i < 100000; i++) deep = [deep];
  assert.throws(() => encode(deep), (e) => e instanceof WireError && /deep/.test(e.message));
  const bytes = new Uint8Array(1 + 2 * 100000 + 1);
  bytes[0] = 1;
  for (let i = 0; i < 100000; i++) bytes.set([0x0b, 1], 1 + 2 * i);
  assert.throws(() => decode(bytes), (e) => e instanceof WireError && /deep/.test(e.message));
  // A script building 100k-deep nesting: its value cannot cross, and nothing traps.
  const vm = cairn.newVm();
  const s = vm.start("let a = []; for (let i = 0; i < 100000; i++) a = [a]; a");
  assert.equal(s.kind, "threw");
  const big1 = "x".repeat(10 << 20);
  const big2 = "€".repeat(5 << 20);
  const lone = "a\udc00b\ud800";
  const g = cairn.newVm({ globals: { big1, big2, lone } });
  const r = g.start("[big1.length, big2.length, big1 + '!', lone, lone.length]");
  assert.equal(r.kind, "done");
  assert.deepEqual(r.value.slice(0, 2), [10 << 20, 5 << 20]);
  assert.equal(r.value[2], big1 + "!");
  assert.equal(r.value[3], lone);
  assert.equal(r.value[4], 4);
  vm.free();
  g.free();
});

test("a sparse array of the largest length encodes by its elements, not its length", () => {
  const a = [];
  a.length = 2 ** 32 - 1;
  a[5] = "x";
  a[2 ** 32 - 2] = 7;
  const started = Date.now();
  const back = decode(encode(a));
  // By index, the count alone took minutes.
  assert.ok(Date.now() - started < 5000, `${Date.now() - started} ms`);
  assert.equal(back.length, 2 ** 32 - 1);
  assert.deepEqual(Object.keys(back), ["5", String(2 ** 32 - 2)]);
  assert.equal(back[2 ** 32 - 2], 7);
  // Past a million elements, a dense array still encodes as dense.
  const dense = new Array((1 << 20) + 3).fill(1);
  assert.equal(decode(encode(dense)).length, (1 << 20) + 3);
});

test("invalid bytes are errors with the offset", () => {
  const bad = [
    [[2, 0], /version/],
    [[1], /end/],
    [[1, 0, 0], /after/],
    [[1, 0x16], /tag/],
    [[1, 0x15], /hole/],
    [[1, 0x04, 0x80, 0x00], /overlong/],
    [[1, 0x04, 0xff, 0xff, 0xff, 0xff, 0x1f], /32 bits/],
    [[1, 0x0b, 0xff, 0xff, 0xff, 0xff, 0x0f], /count/],
    [[1, 0x14, 0x00], /reference/],
    [[1, 0x0e, 0x00], /key set/],
    [[1, 0x07, 0x00], /negative zero/],
    [[1, 0x06, 0x01, 0x00], /high zero/],
    [[1, 0x0d, 0x02, 0x08, 0x01, 0x61, 0x00, 0x08, 0x01, 0x61, 0x00], /repeated key/],
    [[1, 0x0a, 0x01, 0xff], /UTF-8/],
    [[1, 0x13, 0x04, 0x08, 0x00, 0x08, 0x00], /flags/],
    [[1, 0x0c, 0x02, 0x03, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00], /more elements/],
  ];
  // An object of n one-letter keys (a, b, ...) valued undefined, then `extra` repeated.
  const object = (n, extra) => {
    const keys = [...Array.from({ length: n }, (_, i) => String.fromCharCode(0x61 + i)), extra];
    return [1, 0x0d, keys.length, ...keys.flatMap((k) => [0x08, 0x01, k.charCodeAt(0), 0x00])];
  };
  // Keys are checked by a scan up to 16 and by a set past it: a repeat on each side.
  for (const [n, extra] of [[3, "b"], [15, "a"], [16, "o"], [20, "c"], [20, "s"]]) {
    bad.push([object(n, extra), /repeated key "/]);
    assert.equal(Object.keys(decode(new Uint8Array(object(n, "z")))).length, n + 1);
  }
  for (const [bytes, re] of bad) {
    assert.throws(() => decode(new Uint8Array(bytes)), (e) => e instanceof WireError && re.test(e.message), `${bytes}`);
  }
});

// Strings: the encoder copies ASCII of 32 units or more with TextEncoder and everything
// else unit by unit; the decoder reads long strings with node's Buffer where there is one,
// else long Latin-1 text with a UTF-8 TextDecoder when it is ASCII and long UTF-16 text
// with a UTF-16 one unless it has a lone surrogate. Every
// string must come back unit for unit, in JS and inside a VM, on either side of the
// length where the paths change.

/** The code units of `s`. */
const units = (s) => Array.from({ length: s.length }, (_, i) => s.charCodeAt(i));

/** Strings that have tripped string codecs, at lengths around the short/long boundary. */
function edgeStrings() {
  const pieces = [
    "a",
    "\x00",
    "\x7f",
    "\x80",
    "\x85",
    "\x9f", // windows-1252 (TextDecoder's "latin1") maps 0x80..0x9F elsewhere
    "\xa0",
    "\xe9",
    "\xff",
    "\ufeff", // a byte order mark, which a TextDecoder drops unless told not to
    "\u0100",
    "\u20ac",
    "\ud800", // lone surrogates
    "\udfff",
    "\ud83d\ude00", // a pair
    "\uffff",
  ];
  const out = [""];
  for (const p of pieces) {
    for (const n of [1, 30, 31, 32, 33, 100, 9000]) {
      out.push(p.repeat(Math.ceil(n / p.length)));
      out.push("x".repeat(n) + p);
      out.push(p + "x".repeat(n));
      out.push("x".repeat(n >> 1) + p + "x".repeat(n >> 1));
    }
  }
  // Above 0xFF late in a long Latin-1-looking string; a pair split by the 8192-unit
  // chunks of the unit-by-unit reader.
  out.push("\xe9".repeat(5000) + "\u0101");
  out.push("\ud800".repeat(8191) + "\ud83d\ude00" + "\udc00");
  return out;
}

test("strings: exact encodings on both sides of the short/long boundary", () => {
  const header = (tag, n) => hex([tag, ...varint(n)]);
  for (const n of [31, 32, 200, 20000]) {
    assert.equal(hex(encode("a".repeat(n))), "01" + header(0x08, n) + "61".repeat(n));
    assert.equal(hex(encode("\x85".repeat(n))), "01" + header(0x08, n) + "85".repeat(n));
    assert.equal(hex(encode("a".repeat(n - 1) + "\ud800")), "01" + header(0x09, n) + "6100".repeat(n - 1) + "00d8");
  }
  // UTF-8 text that is not ASCII, and a leading byte order mark, decode exactly.
  assert.equal(decode(new Uint8Array([1, 0x0a, 3, 0xef, 0xbb, 0xbf])), "\ufeff");
  assert.equal(decode(new Uint8Array([1, 0x09, 1, 0xff, 0xfe])), "\ufeff");
  const long = new Uint8Array([1, 0x08, 0x80, 0x01, ...Array.from({ length: 128 }, (_, i) => 0x80 + (i % 32))]);
  assert.deepEqual(units(decode(long)), Array.from({ length: 128 }, (_, i) => 0x80 + (i % 32)));
});

function varint(n) {
  const out = [];
  while (n >= 0x80) {
    out.push((n & 0x7f) | 0x80);
    n >>>= 7;
  }
  out.push(n);
  return out;
}

test("strings: edge cases round-trip unit for unit, in JS and through a VM", () => {
  const strings = edgeStrings();
  for (const s of strings) assert.deepEqual(units(decode(encode(s))), units(s), JSON.stringify(s.slice(0, 40)));
  // Inside the VM: the units it sees (not only what comes back), both ways.
  const vm = cairn.newVm({ globals: { strings } });
  const s = vm.start("[strings, strings.map((s) => Array.from({ length: s.length }, (_, i) => s.charCodeAt(i)))]");
  assert.equal(s.kind, "done");
  vm.free();
  const [back, seen] = s.value;
  for (let i = 0; i < strings.length; i++) {
    assert.deepEqual(seen[i], units(strings[i]), `inside the VM: ${JSON.stringify(strings[i].slice(0, 40))}`);
    assert.deepEqual(units(back[i]), units(strings[i]), `back: ${JSON.stringify(strings[i].slice(0, 40))}`);
  }
});

test("strings: a host without node's Buffer (the TextDecoder paths) reads them unit for unit", () => {
  // The decoder takes node's Buffer for long strings when the host has one; here the
  // package is loaded by a node whose Buffer is gone, as in a browser.
  const child = `
    delete globalThis.Buffer;
    const { decode, encode } = await import(${JSON.stringify(new URL("../dist/wire.js", import.meta.url).href)});
    let text = "";
    for await (const chunk of process.stdin) text += chunk;
    const bad = JSON.parse(text).filter((s) => decode(encode(s)) !== s || decode(encode([s, { [s]: s }]))[1][s] !== s);
    process.stdout.write(JSON.stringify(bad.map((s) => s.slice(0, 40))));
  `;
  const r = spawnSync(process.execPath, ["--input-type=module", "-e", child], {
    input: JSON.stringify(edgeStrings()),
    encoding: "utf8",
  });
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual(JSON.parse(r.stdout), []);
});

/** Strings of any units, biased to the ranges where codecs go wrong, short and long. */
const anyString = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0x20, max: 0x7e }),
      fc.integer({ min: 0, max: 0xff }),
      fc.integer({ min: 0x80, max: 0x9f }),
      fc.integer({ min: 0xd800, max: 0xdfff }),
      fc.integer({ min: 0, max: 0xffff }),
    ),
    { maxLength: 120 },
  )
  .chain((a) => fc.tuple(fc.constant(a), fc.nat(100)))
  .map(([a, pad]) => "x".repeat(pad) + String.fromCharCode(...a));

test("strings: random strings round-trip unit for unit (fast-check)", () => {
  const vm = cairn.newVm({ tools: ["t"] });
  let s = vm.start(
    "(async () => { let v = await tools.t(); for (;;) v = await tools.t([v, Array.from({ length: v.length }, (_, i) => v.charCodeAt(i))]); })()",
  );
  fc.assert(
    fc.property(anyString, (str) => {
      assert.deepEqual(units(decode(encode(str))), units(str));
      assert.deepEqual(units(decode(encode({ [str]: str }))[str]), units(str));
      vm.resolve(s.calls[0].id, str);
      s = vm.run();
      assert.equal(s.kind, "idle");
      const [back, seen] = s.calls[0].args;
      assert.deepEqual(seen, units(str));
      assert.deepEqual(units(back), units(str));
    }),
    { numRuns: 2000 },
  );
  vm.free();
});

/** Values the wire carries, for fast-check. */
const wireValue = fc.letrec((tie) => ({
  leaf: fc.oneof(
    fc.constant(undefined),
    fc.constant(null),
    fc.boolean(),
    fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
    fc.double(),
    fc.bigInt({ min: -(2n ** 100n), max: 2n ** 100n }),
    fc.string({ unit: "binary" }),
    fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((u) => String.fromCharCode(u)) }),
    fc.integer({ min: -8.64e15, max: 8.64e15 }).map((t) => new Date(t)),
    fc.uint8Array({ maxLength: 20 }),
  ),
  node: fc.oneof(
    { depthSize: "small" },
    tie("leaf"),
    fc.array(tie("node"), { maxLength: 5 }),
    fc.sparseArray(tie("node"), { maxLength: 50, maxNumElements: 4 }),
    fc.dictionary(fc.string({ maxLength: 6 }), tie("node"), { maxKeys: 5 }),
    fc.array(tie("node"), { maxLength: 4 }).map((a) => new Set(a)),
    fc.array(fc.tuple(tie("node"), tie("node")), { maxLength: 4 }).map((a) => new Map(a)),
    fc.array(fc.record({ id: fc.integer(), name: tie("leaf") }), { maxLength: 4 }),
  ),
})).node;

test("random values round-trip (fast-check): in JS", () => {
  fc.assert(
    fc.property(wireValue, (v) => {
      // (normalize: fast-check's objects have no prototype; decoded ones have Object's.)
      assert.deepStrictEqual(normalize(decode(encode(v))), normalize(v));
    }),
    { numRuns: 500 },
  );
});

test("random values round-trip (fast-check): through a VM and back", () => {
  const vm = cairn.newVm({ tools: ["t"] });
  let s = vm.start("(async () => { for (;;) await tools.t(await tools.t()); })()");
  fc.assert(
    fc.property(wireValue, (v) => {
      // The script echoes each answer back as the next call's argument.
      vm.resolve(s.calls[0].id, v);
      s = vm.run();
      assert.equal(s.kind, "idle");
      const back = s.calls[0].args;
      // Sets and Maps keyed by equal-looking objects compare by structure; -0 in a Set or Map key reads as 0.
      assert.deepStrictEqual(normalize(back), normalize(v));
      vm.resolve(s.calls[0].id, undefined);
      s = vm.run();
    }),
    { numRuns: 300 },
  );
  vm.free();
});

/** Plain objects with Object.prototype; Set members and Map keys that are -0 become 0. */
function normalize(v, seen = new Map()) {
  if (v === null || typeof v !== "object") return v;
  if (seen.has(v)) return seen.get(v);
  if (v instanceof Set) {
    const s = new Set();
    seen.set(v, s);
    for (const x of v) s.add(Object.is(x, -0) ? 0 : normalize(x, seen));
    return s;
  }
  if (v instanceof Map) {
    const m = new Map();
    seen.set(v, m);
    for (const [k, x] of v) m.set(Object.is(k, -0) ? 0 : normalize(k, seen), normalize(x, seen));
    return m;
  }
  if (Array.isArray(v)) {
    const a = new Array(v.length);
    seen.set(v, a);
    for (const k of Object.keys(v)) a[k] = normalize(v[k], seen);
    return a;
  }
  if (v instanceof Date || v instanceof Uint8Array || v instanceof Error) return v;
  const o = {};
  seen.set(v, o);
  for (const k of Object.keys(v)) {
    if (k === "__proto__") Object.defineProperty(o, k, { value: normalize(v[k], seen), enumerable: true, writable: true, configurable: true });
    else o[k] = normalize(v[k], seen);
  }
  return o;
}
