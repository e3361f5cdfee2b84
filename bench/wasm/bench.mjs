// Cairn's wasm module against the QuickJS builds hosts embed, in one node process:
// module size and compile time, new VM time and idle memory, the codemode workloads
// (bench/codemode, a fresh VM per run, each value checked against node's), memory after
// a run, the bridge in and out, end-to-end cases, and Cairn's dumps at every idle point.
// Writes bench/results/wasm.json (docs/benchmarks.md is made from it by bench/report.mjs).
//
//   node bench/wasm/bench.mjs [--quick] [--out FILE] [--only SECTIONS] [--engines NAMES]
// after `bash scripts/build-wasm.sh`, `cd bench/wasm && npm ci` and
// `node bench/codemode/gen.mjs`. --quick: fewer runs (a smoke, not figures). --only
// runs some sections (comma-separated: modules, newvm, workloads, memory, bridge, e2e,
// calls, dumps) and --engines some engines (cairn, quickjs, quickjs-ng, quickjs-wasi),
// for measuring one change; either writes the results file only when --out is given.
import { existsSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { loadavg } from "node:os";
import { execFileSync, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";
import zlib from "node:zlib";

import { allEngines, cairn as cairnEngine, median, VERSIONS, WASM_FILES } from "./engines.mjs";
import { expected, loadWorkloads } from "../codemode/harness.mjs";
import { stripTypes } from "../codemode/strip.mjs";

// Every module runs optimized code from its first call (--no-liftoff: V8 compiles each
// function with TurboFan when it is first called), as a warm host process has it after tier-up: with
// node's defaults the first tens of runs measure V8's tiering, which takes longer for a
// larger module. The script runs itself again with the flag when started without it.
if (!process.execArgv.includes("--no-liftoff")) {
  const r = spawnSync(process.execPath, ["--no-liftoff", ...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: "inherit" });
  process.exit(r.status ?? 1);
}

const quick = process.argv.includes("--quick");
const outArg = process.argv.indexOf("--out");
const outFile = outArg > 0 ? process.argv[outArg + 1] : new URL("../results/wasm.json", import.meta.url).pathname;
const listArg = (flag) => {
  const i = process.argv.indexOf(flag);
  return i > 0 ? process.argv[i + 1].split(",") : undefined;
};
const only = listArg("--only");
const engineNames = listArg("--engines");
const run = (section) => only === undefined || only.includes(section);
const RUNS = quick ? 5 : 25;
const WARMUPS = quick ? 1 : 3;

const gzip = (b) => zlib.gzipSync(b, { level: 9 });
const brotli = (b) =>
  zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: b.length } });
const load = () => loadavg().map((x) => x.toFixed(2)).join(" ");
const log = (...a) => console.log(...a);

const t0 = performance.now();
const results = {
  date: new Date().toISOString().slice(0, 10),
  node: process.version,
  loadavg: { start: load() },
  runs: RUNS,
  warmups: WARMUPS,
  versions: VERSIONS,
  failures: [],
};
log(`load average at start: ${results.loadavg.start}`);

const workloads = loadWorkloads({ strip: stripTypes });
const want = expected();
const engines = (await allEngines()).filter((e) => engineNames === undefined || engineNames.includes(e.name));

/** Median time (ms) of `f` (sync or async) over `runs` runs after `warmups`. */
async function timeIt(f, runs = RUNS, warmups = WARMUPS) {
  for (let i = 0; i < warmups; i++) await f();
  const xs = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await f();
    xs.push(performance.now() - t);
  }
  return median(xs);
}

// ------------------------------------------------------------------ modules
if (run("modules")) {
  results.modules = {};
  const lazyCompile = JSON.parse(execFileSync(process.execPath, [fileURLToPath(new URL("./compile-times.mjs", import.meta.url))], { encoding: "utf8" }));
  for (const [name, file] of Object.entries(WASM_FILES)) {
    const bytes = readFileSync(file);
    const compiles = [];
    for (let i = 0; i < 7; i++) {
      const t = performance.now();
      await WebAssembly.compile(bytes);
      compiles.push(performance.now() - t);
    }
    results.modules[name] = {
      raw: bytes.length,
      gzip: gzip(bytes).length,
      brotli: brotli(bytes).length,
      compileMs: lazyCompile[name],
      compileOptimizedMs: median(compiles),
    };
    log(
      `module ${name}: ${bytes.length} bytes, gzip ${results.modules[name].gzip}, brotli ${results.modules[name].brotli}, ` +
        `compile ${lazyCompile[name].toFixed(2)} ms (node's defaults), ${median(compiles).toFixed(1)} ms (--no-liftoff)`,
    );
  }
}

// ------------------------------------------------------------------ new VM, idle memory
if (run("newvm")) {
  results.newVm = {};
  for (const e of engines) {
    const n = e.name === "quickjs-wasi" ? (quick ? 20 : 200) : quick ? 200 : 2000;
    const xs = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      const vm = await e.newVm();
      xs.push(performance.now() - t);
      e.freeVm(vm);
    }
    const idle = await e.idle(e.name === "quickjs-wasi" ? (quick ? 10 : 50) : quick ? 200 : 1000);
    results.newVm[e.name] = { ms: median(xs.slice(n >> 2)), idleBytes: idle.linear, idleHeap: idle.heap, samples: n };
    log(`new VM ${e.name}: ${(median(xs.slice(n >> 2)) * 1000).toFixed(1)} µs; idle VM ${(idle.linear / 1024).toFixed(1)} KiB of linear memory, heap ${idle.heap} B`);
  }
}

// ------------------------------------------------------------------ workloads
if (run("workloads")) {
  results.workloads = {};
  const runners = [];
  for (const e of engines) {
    if (e.name === "cairn") {
      runners.push({ label: "cairn", engine: e, bridge: "json" }, { label: "cairn-wire", engine: e, bridge: "wire" });
    } else runners.push({ label: e.name, engine: e, bridge: "json" });
  }
  // The experiment of bench/wasm/build-o3.sh, when built: the same engine compiled for speed.
  const o3File = new URL("./cairn-o3.wasm", import.meta.url).pathname;
  if (existsSync(o3File)) {
    const o3 = await cairnEngine(o3File, "cairn-o3");
    runners.push({ label: "cairn-o3", engine: o3, bridge: "json" }, { label: "cairn-o3-wire", engine: o3, bridge: "wire" });
    const bytes = readFileSync(o3File);
    results.experiment = { "cairn-o3": { raw: bytes.length, gzip: gzip(bytes).length, brotli: brotli(bytes).length } };
  }
  // The engines take turns, one run each per round, so that a burst of other work on the
  // machine slows every engine alike.
  for (const w of workloads) {
    const row = {};
    const live = [];
    for (const r of runners) {
      let value;
      try {
        value = await r.engine.run(w, r.bridge);
      } catch (err) {
        value = `threw: ${err.message}`;
      }
      if (value !== want[w.name]) {
        results.failures.push({ engine: r.label, workload: w.name, got: String(value).slice(0, 500) });
        log(`FAIL ${r.label} ${w.name}: the value differs from node's`);
        row[r.label] = null;
      } else live.push(r);
    }
    const times = new Map(live.map((r) => [r, []]));
    for (let round = 0; round < WARMUPS + RUNS; round++) {
      for (const r of live) {
        const t = performance.now();
        const value = await r.engine.run(w, r.bridge);
        const elapsed = performance.now() - t;
        if (value !== want[w.name]) throw new Error(`${r.label} ${w.name}: the value changed`);
        if (round >= WARMUPS) times.get(r).push(elapsed);
      }
    }
    for (const r of live) row[r.label] = median(times.get(r));
    results.workloads[w.name] = row;
    log(`${w.name.padEnd(11)} ${Object.entries(row).map(([k, v]) => `${k} ${v === null ? "FAIL" : (v * 1000).toFixed(0) + " µs"}`).join("  ")}`);
  }
  results.loadavg.afterWorkloads = load();
}

// ------------------------------------------------------------------ memory after a run
if (run("memory")) {
  results.memory = {};
  for (const w of workloads) {
    const row = {};
    for (const e of engines) {
      try {
        row[e.name] = await e.memoryAfter(w);
      } catch (err) {
        row[e.name] = null;
      }
    }
    results.memory[w.name] = row;
    log(`memory ${w.name.padEnd(11)} ${Object.entries(row).map(([k, v]) => `${k} ${v ? (v.linear / 1024).toFixed(0) + " KiB" : "-"}`).join("  ")}`);
  }
}

// ------------------------------------------------------------------ the bridge
/** A seeded generator (mulberry32) for the payloads. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function jsonLike(bytes) {
  const r = rng(bytes);
  const words = "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda".split(" ");
  const rows = [];
  let size = 2;
  while (size < bytes) {
    const row = {
      id: rows.length,
      name: `${words[Math.floor(r() * words.length)]}-${Math.floor(r() * 1e6)}`,
      active: r() < 0.5,
      score: Math.round(r() * 1e6) / 100,
      tags: [words[Math.floor(r() * words.length)], words[Math.floor(r() * words.length)]],
      meta: { region: words[Math.floor(r() * 4)], count: Math.floor(r() * 1000), note: null },
    };
    rows.push(row);
    size += JSON.stringify(row).length + 1;
  }
  return rows;
}
const ascii = (n) => {
  const r = rng(n);
  const words = "the quick brown fox jumps over a lazy dog while seven wizards box".split(" ");
  let s = "";
  while (s.length < n) s += words[Math.floor(r() * words.length)] + (r() < 0.1 ? ".\n" : " ");
  return s.slice(0, n);
};
const prose = (bytes) => {
  const r = rng(7);
  const words = ["café", "naïve", "Straße", "über", "déjà", "Ελλάδα", "Москва", "東京", "日本語", "한국어", "ça", "façade", "😀", "→"];
  let s = "";
  while (Buffer.byteLength(s) < bytes) s += words[Math.floor(r() * words.length)] + " ";
  return s;
};
const floats = () => {
  const r = rng(100000);
  return Array.from({ length: 100000 }, () => (r() - 0.5) * 2000);
};
const bytes = () => {
  const r = rng(1 << 20);
  const b = new Uint8Array(1 << 20);
  for (let i = 0; i < b.length; i++) b[i] = Math.floor(r() * 256);
  return b;
};
const nested = () => {
  let v = { leaf: true, n: 100 };
  for (let i = 99; i >= 0; i--) v = { depth: i, child: v };
  return v;
};
const payloads = [
  ["call arguments (~100 B)", () => ({ path: "src/server/router.ts", offset: 120, limit: 40, flags: ["follow", "utf8"], recursive: true })],
  ["JSON-like 1 KB", () => jsonLike(1e3)],
  ["JSON-like 100 KB", () => jsonLike(1e5)],
  ["JSON-like 1 MB", () => jsonLike(1e6)],
  ["JSON-like 10 MB", () => jsonLike(1e7)],
  ["ASCII text 1 MB", () => ascii(1e6)],
  ["ASCII text 10 MB", () => ascii(1e7)],
  ["non-ASCII prose 1 MB", () => prose(1e6)],
  ["100,000 floats", floats],
  ["1 MiB of bytes", bytes],
  ["objects nested 100 deep", nested],
];
if (run("bridge")) {
  results.bridge = {};
  for (const [label, make] of payloads) {
    const value = make();
    const size = label.includes("10 MB") ? 10 : label.includes("1 M") || label.includes("floats") ? 1 : 0;
    const runs = quick ? 3 : size === 10 ? 5 : size === 1 ? 11 : 25;
    const row = {};
    for (const e of engines) {
      const ins = [];
      const outs = [];
      let ok = true;
      // WARMUPS warm-ups, as for the workloads; the first run's value is checked.
      for (let i = 0; i < runs + WARMUPS; i++) {
        const st = await e.bridge.prepare();
        let t = performance.now();
        e.bridge.in(st, value);
        const tin = performance.now() - t;
        t = performance.now();
        const back = e.bridge.out(st);
        const tout = performance.now() - t;
        await e.bridge.free(st);
        if (i === 0) ok = isDeepStrictEqual(back, value) || (value instanceof Uint8Array && Buffer.from(back).equals(Buffer.from(value)));
        if (i < WARMUPS) continue;
        ins.push(tin);
        outs.push(tout);
      }
      if (!ok) results.failures.push({ engine: e.name, bridge: label, got: "read back differs" });
      row[e.name] = ok ? { in: median(ins), out: median(outs) } : null;
    }
    results.bridge[label] = row;
    log(`bridge ${label.padEnd(24)} ${Object.entries(row).map(([k, v]) => `${k} ${v ? `${v.in.toFixed(3)}/${v.out.toFixed(3)} ms` : "FAIL"}`).join("  ")}`);
  }
}

// ------------------------------------------------------------------ end to end
const bigResult = { items: jsonLike(1e6), total: 0 };
const bigFile = ascii(1e6).replace(/^/, "// NEEDLE here\n");
const e2e = [
  [
    "one field of a 1 MB tool result",
    "(async () => { const r = await tools.get({ id: 7 }); return r.items[1234].name; })()",
    ["get"],
    () => bigResult,
    bigResult.items[1234].name,
  ],
  [
    "a 1 MB file edited with one replace, passed to a second call",
    `(async () => {
      const text = await tools.read({ path: "big.txt" });
      const edited = text.replace("NEEDLE", "THREAD");
      const r = await tools.write({ path: "big.txt", text: edited });
      return r.bytes;
    })()`,
    ["read", "write"],
    (name, args) => (name === "read" ? bigFile : { bytes: args.text.length, ok: args.text.startsWith("// THREAD") }),
    bigFile.length,
  ],
];
if (run("e2e")) {
  results.e2e = {};
  for (const [label, source, tools, answer, expect] of e2e) {
    const row = {};
    for (const e of engines) {
      const got = await e.e2e(source, tools, answer);
      if (got !== expect) {
        results.failures.push({ engine: e.name, e2e: label, got: String(got) });
        row[e.name] = null;
        continue;
      }
      row[e.name] = await timeIt(() => e.e2e(source, tools, answer), quick ? 3 : 11, 2);
    }
    results.e2e[label] = row;
    log(`e2e ${label}: ${Object.entries(row).map(([k, v]) => `${k} ${v?.toFixed(3)} ms`).join("  ")}`);
  }
}
results.e2e ??= {};
if (run("calls")) {
  const row = {};
  for (const e of engines) {
    await e.calls(1000);
    const xs = [];
    for (let i = 0; i < (quick ? 5 : 25); i++) xs.push(await e.calls(1000));
    row[e.name] = median(xs);
  }
  results.e2e["1,000 small synchronous calls"] = row;
  log(`e2e 1,000 calls: ${Object.entries(row).map(([k, v]) => `${k} ${v.toFixed(3)} ms`).join("  ")}`);
}

// ------------------------------------------------------------------ dumps (Cairn)
if (run("dumps")) {
  results.dumps = {};
  const cairn = engines.find((e) => e.name === "cairn");
  results.dumpMinimal = cairn.minimalDump(quick ? 5 : 25);
  log(`dump of a VM waiting on one call: ${results.dumpMinimal.size} B, write ${results.dumpMinimal.write.toFixed(3)} ms, load ${results.dumpMinimal.load.toFixed(3)} ms`);
  for (const w of workloads) {
    const { points, value } = cairn.dumps(w, quick ? 3 : 9, gzip);
    if (value !== want[w.name]) results.failures.push({ engine: "cairn", dumps: w.name, got: String(value).slice(0, 300) });
    results.dumps[w.name] = points;
    if (points.length) {
      log(
        `dumps ${w.name.padEnd(11)} ${points.length} idle points; size ${Math.min(...points.map((p) => p.size))}..${Math.max(...points.map((p) => p.size))} B; ` +
          `write max ${Math.max(...points.map((p) => p.write)).toFixed(3)} ms; load max ${Math.max(...points.map((p) => p.load)).toFixed(3)} ms`,
      );
    } else log(`dumps ${w.name.padEnd(11)} no idle point`);
  }
}

results.loadavg.end = load();
results.seconds = Math.round((performance.now() - t0) / 1000);
if ((!quick && only === undefined && engineNames === undefined) || outArg > 0) {
  mkdirSync(new URL("../results/", import.meta.url), { recursive: true });
  writeFileSync(outFile, JSON.stringify(results, null, 1) + "\n");
  log(`wrote ${outFile}`);
}
log(`load average at end: ${results.loadavg.end}; ${results.seconds} s`);
if (results.failures.length) {
  log(`failures: ${JSON.stringify(results.failures, null, 1)}`);
}
