// docs/benchmarks.md and its charts (docs/benchmarks/*.svg, plain SVG written here, no
// dependencies) from the recorded results: bench/results/wasm.json (bench/wasm/bench.mjs)
// and bench/results/native.json (bench/native). `node bench/report.mjs`; bench/all.sh runs
// everything and then this.
import { readFileSync, writeFileSync, mkdirSync, existsSync } from "node:fs";

const root = new URL("../", import.meta.url);
const read = (p) => (existsSync(new URL(p, root)) ? JSON.parse(readFileSync(new URL(p, root), "utf8")) : null);
const wasm = read("bench/results/wasm.json");
const native = read("bench/results/native.json");
const meta = read("bench/results/run.json") ?? {};
if (!wasm || !native) throw new Error("report: run bench/all.sh first (bench/results/wasm.json and native.json)");

const QJS = ["quickjs", "quickjs-ng", "quickjs-wasi"];
const geomean = (xs) => Math.exp(xs.reduce((s, x) => s + Math.log(x), 0) / xs.length);
const fmt = (x, d = 2) => (x === null || x === undefined ? "—" : x.toLocaleString("en-US", { minimumFractionDigits: d, maximumFractionDigits: d }));
const ms = (x) => (x === null || x === undefined ? "fails" : x < 1 ? `${fmt(x * 1000, 0)} µs` : `${fmt(x, x < 10 ? 2 : 1)} ms`);
const kb = (b) => `${fmt(b / 1024, b < 10240 ? 1 : 0)} KiB`;
const bytes = (b) => b.toLocaleString("en-US");
const met = (ok) => (ok ? "**met**" : "**not met**");
const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;");

// ------------------------------------------------------------------ SVG
const COLORS = { cairn: "#2f6f4f", "cairn-wire": "#7fb89a", "cairn-json": "#2f6f4f", quickjs: "#4a6fa5", "quickjs-ng": "#c0813a", "quickjs-wasi": "#9a5aa0", in: "#2f6f4f", out: "#c0813a", write: "#2f6f4f", load: "#c0813a" };

/**
 * A horizontal grouped bar chart: `groups` [{label, values: {series: number|null}}],
 * `series` names in order; `log` for a log scale; `ref` draws a line at that value.
 */
function barChart({ title, groups, series, unit, log = false, ref, diverge = false }) {
  const barH = 9;
  const gap = 7;
  const left = 200;
  const width = 760;
  const plotW = width - left - 80;
  const top = 44;
  const groupH = series.length * barH + gap;
  const height = top + groups.length * groupH + 40;
  const values = groups.flatMap((g) => series.map((s) => g.values[s])).filter((v) => v > 0);
  const max = Math.max(...values, ref ?? 0);
  const min = log ? Math.min(...values, ref ?? Infinity) : 0;
  const lo = log ? Math.pow(10, Math.floor(Math.log10(min))) : 0;
  const hi = log ? Math.pow(10, Math.ceil(Math.log10(max))) : max * 1.05;
  const x = (v) => left + (log ? ((Math.log10(v) - Math.log10(lo)) / (Math.log10(hi) - Math.log10(lo))) * plotW : (v / hi) * plotW);
  const out = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="11">`);
  out.push(`<rect width="100%" height="100%" fill="#fff"/>`);
  out.push(`<text x="10" y="16" font-size="13" font-weight="bold">${esc(title)}</text>`);
  series.forEach((s, i) => {
    const lx = left + i * 120;
    out.push(`<rect x="${lx}" y="24" width="10" height="10" fill="${COLORS[s] ?? "#888"}"/><text x="${lx + 14}" y="33">${esc(s)}</text>`);
  });
  // Grid lines.
  const ticks = [];
  if (log) for (let t = lo; t <= hi * 1.0001; t *= 10) ticks.push(t);
  else for (let i = 0; i <= 4; i++) ticks.push((hi / 4) * i);
  for (const t of ticks) {
    const tx = x(t);
    out.push(`<line x1="${tx}" y1="${top - 4}" x2="${tx}" y2="${height - 34}" stroke="#ddd"/>`);
    out.push(`<text x="${tx}" y="${height - 22}" text-anchor="middle" fill="#555">${esc(t >= 100 ? fmt(t, 0) : t >= 1 ? fmt(t, t % 1 ? 1 : 0) : fmt(t, 2))}</text>`);
  }
  out.push(`<text x="${left + plotW / 2}" y="${height - 6}" text-anchor="middle" fill="#333">${esc(unit)}</text>`);
  if (ref !== undefined) out.push(`<line x1="${x(ref)}" y1="${top - 4}" x2="${x(ref)}" y2="${height - 34}" stroke="#c33" stroke-dasharray="4 3"/>`);
  groups.forEach((g, gi) => {
    const gy = top + gi * groupH;
    out.push(`<text x="${left - 8}" y="${gy + (series.length * barH) / 2 + 4}" text-anchor="end">${esc(g.label)}</text>`);
    series.forEach((s, si) => {
      const v = g.values[s];
      const y = gy + si * barH;
      if (v === null || v === undefined) {
        out.push(`<text x="${left + 4}" y="${y + barH - 1}" fill="#c33" font-size="9">${v === null ? "fails" : "—"}</text>`);
        return;
      }
      // `diverge`: bars start at the reference line (speed-ups above and below 1).
      const x0 = diverge ? x(ref) : log ? x(lo) : left;
      const [a, b] = x(v) < x0 ? [x(v), x0] : [x0, x(v)];
      out.push(`<rect x="${a}" y="${y}" width="${Math.max(1, b - a)}" height="${barH - 1}" fill="${COLORS[s] ?? "#888"}"/>`);
      const label = esc(fmt(v, v < 10 ? 2 : v < 100 ? 1 : 0));
      if (x(v) < x0) out.push(`<text x="${x(v) - 3}" y="${y + barH - 1}" font-size="9" fill="#333" text-anchor="end">${label}</text>`);
      else out.push(`<text x="${x(v) + 3}" y="${y + barH - 1}" font-size="9" fill="#333">${label}</text>`);
    });
  });
  out.push("</svg>");
  return out.join("\n") + "\n";
}

const charts = {};
const md = [];
const p = (...lines) => md.push(...lines);

// ------------------------------------------------------------------ wasm run times
const names = Object.keys(wasm.workloads);
const runSeries = ["cairn", "cairn-wire", ...QJS];
const o3Series = wasm.experiment ? ["cairn-o3", "cairn-o3-wire"] : [];
const ratioVs = (rows, a, b) => {
  const xs = Object.values(rows).filter((r) => r[a] && r[b]).map((r) => r[a] / r[b]);
  return xs.length ? geomean(xs) : null;
};
const failed = (rows, e) => Object.values(rows).some((r) => r[e] === null);
const fastestOf = (rows, engines) => {
  let best = null;
  for (const e of engines) {
    if (failed(rows, e)) continue;
    const g = geomean(Object.values(rows).map((r) => r[e]));
    if (!best || g < best.g) best = { e, g };
  }
  return best?.e;
};

const wasmFastest = fastestOf(wasm.workloads, QJS);
const wasmRatio = ratioVs(wasm.workloads, "cairn", wasmFastest);
const wasmRatioWire = ratioVs(wasm.workloads, "cairn-wire", wasmFastest);
const nativeRatio = ratioVs(native.workloads, "cairn-json", "quickjs-ng");
const nativeRatioWire = ratioVs(native.workloads, "cairn-wire", "quickjs-ng");
const newVm = wasm.newVm;
const bridgeRows = Object.entries(wasm.bridge);
const speedups = bridgeRows
  .filter(([, r]) => r.cairn)
  .map(([label, r]) => {
    const best = (dir) => Math.min(...QJS.filter((e) => r[e]).map((e) => r[e][dir]));
    return { label, in: best("in") / r.cairn.in, out: best("out") / r.cairn.out };
  });
const inG = geomean(speedups.map((s) => s.in));
const outG = geomean(speedups.map((s) => s.out));
const calls = wasm.e2e["1,000 small synchronous calls"];
const callsFastest = Math.min(...QJS.map((e) => calls[e]));
const dumpLimit = (w) => (w === "json" || w === "ts" ? 2 : 1);
const dumpWorst = Object.entries(wasm.dumps).flatMap(([w, pts]) =>
  pts.map((pt, i) => ({ w, i, ...pt })).filter((pt) => pt.write >= dumpLimit(w) || pt.load >= dumpLimit(w)),
);
const memRatio = Object.fromEntries(
  QJS.map((e) => [e, geomean(Object.values(wasm.memory).filter((r) => r.cairn && r[e]).map((r) => r.cairn.linear / r[e].linear))]),
);

p(
  "# Benchmarks: Cairn against the QuickJS builds hosts embed",
  "",
  "<!-- Generated by `node bench/report.mjs` from bench/results/*.json; re-run everything with `bash bench/all.sh`. -->",
  "",
  `Recorded ${wasm.date} on this repository's 2-core machine, shared with other builds (load average ` +
    `${wasm.loadavg.start} at the start of the wasm run, ${wasm.loadavg.end} at its end; native run: ${native.loadavg.start ?? native.loadavg} to ${native.loadavg.end ?? "?"}), node ${wasm.node}. ` +
    `On a machine this busy single figures moved by up to 2x between runs while these scripts were written; compare engines within one run, and re-run before quoting a figure.` +
    (meta.seconds ? ` \`bash bench/all.sh\` took ${Math.round(meta.seconds / 60)} min ${meta.seconds % 60} s (builds included).` : ""),
  "",
  "Engines (wasm, one node process run with `--no-liftoff` so that every function runs TurboFan's code from its first call, as a warm host " +
    "process has it after V8's tier-up; each module compiled once; every run in a fresh VM; the engines take turns run by run; medians of " +
    `${wasm.runs} runs after ${wasm.warmups} warm-ups):`,
  "",
  ...Object.entries(wasm.versions).map(([k, v]) => `- **${k}**: ${v}`),
  "",
  "Native (one warm process, a fresh VM per run, medians of " + `${native.runs} runs after ${native.warmups} warm-ups): ` +
    Object.entries(native.engines).map(([k, v]) => `**${k}** ${v}`).join("; ") + ".",
  "",
  "The workloads are bench/codemode/: nine synthetic codemode bodies, one per cluster of real bodies, with tool answers made by a seeded generator " +
    "(bench/codemode/gen.mjs) and handed in as JSON text that the engine parses (bench/codemode/bridge-*.js). Every run's value must equal the string " +
    "node computes (bench/codemode/expected.json) or the run fails. `cairn` is Cairn with that same JSON text bridge; `cairn-wire` is Cairn with the " +
    "answers handed in as values (the host parses the JSON text, the package encodes wire): what an embedder of the npm package does.",
  "",
  "## Targets",
  "",
  "| target | figure | |",
  "|---|---|---|",
  `| run time geomean ≤ 0.6x the fastest QuickJS build, wasm | ${fmt(wasmRatio)}x ${wasmFastest} (JSON bridge); ${fmt(wasmRatioWire)}x with wire answers | ${met(wasmRatio <= 0.6)} |`,
  `| run time geomean ≤ 0.6x QuickJS-NG, native | ${fmt(nativeRatio)}x (JSON bridge); ${fmt(nativeRatioWire)}x with wire answers | ${met(nativeRatio <= 0.6)} |`,
  `| new VM ≤ 0.10 ms in wasm | ${ms(newVm.cairn.ms)} | ${met(newVm.cairn.ms <= 0.1)} |`,
  `| bridge in ≥ 2.5x faster than the best QuickJS path | geomean ${fmt(inG)}x over ${speedups.length} payloads (lowest ${fmt(Math.min(...speedups.map((s) => s.in)))}x, ${speedups.filter((s) => s.in < 2.5).length} below 2.5x) | ${met(inG >= 2.5)} |`,
  `| bridge out ≥ 12x faster | geomean ${fmt(outG)}x (lowest ${fmt(Math.min(...speedups.map((s) => s.out)))}x, ${speedups.filter((s) => s.out < 12).length} below 12x) | ${met(outG >= 12)} |`,
  `| 1,000 small synchronous calls no slower than the fastest QuickJS build | ${ms(calls.cairn)} vs ${ms(callsFastest)} | ${met(calls.cairn <= callsFastest)} |`,
  `| dumps: write and load < 1 ms at every idle point (json < 2 ms) | ${dumpWorst.length} of ${Object.values(wasm.dumps).flat().length} idle points over the limit | ${met(dumpWorst.length === 0)} |`,
  `| memory after a run: geomean ≤ 1.0x QuickJS's (linear memory) | ${QJS.map((e) => `${fmt(memRatio[e])}x ${e}`).join(", ")} | ${QJS.map((e) => `${met(memRatio[e] <= 1)} vs ${e}`).join(", ")} |`,
  "",
);
if (wasm.failures.length) {
  p("## Failures", "", "Runs whose value differed from node's (recorded, not hidden):", "");
  for (const f of wasm.failures) p(`- ${f.engine}: ${f.workload ?? f.bridge ?? f.e2e ?? f.dumps}: \`${String(f.got).slice(0, 200).replace(/`/g, "'")}\``);
  p("");
}

// Modules.
p(
  "## Modules",
  "",
  "The .wasm files alone (the emscripten builds also load about 10 KB of JavaScript glue). Compile: `WebAssembly.compile`, median of 7, with " +
    "node's defaults (Liftoff compiles a function when it is first called, TurboFan later when it is hot) and under `--no-liftoff`, how the " +
    "run times below are measured (still lazy: TurboFan compiles a function when it is first called; that cost falls in the warm-up runs).",
  "",
  "| module | raw | gzip -9 | brotli | compile, node's defaults | compile, `--no-liftoff` |",
  "|---|---|---|---|---|---|",
);
for (const [k, m] of Object.entries(wasm.modules)) p(`| ${k} | ${bytes(m.raw)} | ${bytes(m.gzip)} | ${bytes(m.brotli)} | ${ms(m.compileMs)} | ${ms(m.compileOptimizedMs)} |`);
p("");

// New VM.
p(
  "## New VM and idle memory",
  "",
  "New VM: the median time to make one (freed outside the timing). Idle memory: the growth of an instance's linear memory per VM over many VMs held " +
    "waiting on a tool call, from a fresh instance (quickjs-wasi makes an instance per VM: the size of one). The emscripten builds start with 16 MiB of " +
    "linear memory, so the first VMs fit in it; the engine's own count of a VM's heap (Cairn: `vm.heapBytes(true)`, which counts the base image's values every VM shares; QuickJS: `memory_used_size`) is beside it.",
  "",
  "| engine | new VM | idle VM: linear memory | idle VM: the engine's heap count |",
  "|---|---|---|---|",
);
for (const [k, v] of Object.entries(newVm)) p(`| ${k} | ${ms(v.ms)} | ${kb(v.idleBytes)} | ${kb(v.idleHeap)} |`);
p("");

// Run times.
p(
  "## Run time per workload (wasm)",
  "",
  "A fresh VM, the script and its tool calls to the value, the VM freed: median per run. The last rows are the geometric means relative to `cairn` " +
    "(below 1: faster than Cairn).",
  "",
  `| workload | ${runSeries.join(" | ")} |`,
  `|---|${runSeries.map(() => "---").join("|")}|`,
);
for (const w of names) p(`| ${w} | ${runSeries.map((e) => ms(wasm.workloads[w][e])).join(" | ")} |`);
p(`| **geomean vs cairn** | ${runSeries.map((e) => (failed(wasm.workloads, e) ? "—" : fmt(ratioVs(wasm.workloads, e, "cairn")) + "x")).join(" | ")} |`, "");
p("![run time per workload, wasm](benchmarks/wasm-run.svg)", "");
if (o3Series.length) {
  const x = wasm.experiment["cairn-o3"];
  const r = ratioVs(wasm.workloads, "cairn-o3", wasmFastest);
  const rw = ratioVs(wasm.workloads, "cairn-o3-wire", wasmFastest);
  p(
    "### An experiment: the module built for speed",
    "",
    "The package's module is built for size (the `wasm-release` profile's opt-level \"z\", then wasm-opt -Oz). `bench/wasm/build-o3.sh` " +
      `builds the same engine with opt-level 3 and wasm-opt -O3 (${bytes(x.raw)} bytes, ${bytes(x.gzip)} gzipped, ${bytes(x.brotli)} brotli): ` +
      `geomean ${fmt(r)}x ${wasmFastest} with the JSON bridge, ${fmt(rw)}x with wire answers.`,
    "",
    `| workload | cairn | cairn-o3 | cairn-o3-wire | ${wasmFastest} |`,
    "|---|---|---|---|---|",
  );
  for (const w of names) p(`| ${w} | ${ms(wasm.workloads[w].cairn)} | ${ms(wasm.workloads[w]["cairn-o3"])} | ${ms(wasm.workloads[w]["cairn-o3-wire"])} | ${ms(wasm.workloads[w][wasmFastest])} |`);
  p(`| **geomean vs cairn** | 1.00x | ${fmt(ratioVs(wasm.workloads, "cairn-o3", "cairn"))}x | ${fmt(ratioVs(wasm.workloads, "cairn-o3-wire", "cairn"))}x | ${fmt(ratioVs(wasm.workloads, wasmFastest, "cairn"))}x |`, "");
}
charts["wasm-run"] = barChart({
  title: "wasm: run time per workload (ms, fresh VM per run, median; log scale)",
  groups: names.map((w) => ({ label: w, values: wasm.workloads[w] })),
  series: runSeries,
  unit: "milliseconds (log scale)",
  log: true,
});

// Native.
const nSeries = Object.keys(native.engines);
p(
  "## Run time per workload (native)",
  "",
  "`bench/native` (a release build with LTO; both engines on the system allocator): Cairn's `Runtime` and QuickJS-NG through rquickjs, a fresh VM " +
    "(for QuickJS a fresh `Runtime` and `Context`) per run.",
  "",
  `| workload | ${nSeries.join(" | ")} |`,
  `|---|${nSeries.map(() => "---").join("|")}|`,
);
for (const w of names) p(`| ${w} | ${nSeries.map((e) => ms(native.workloads[w][e] / 1000)).join(" | ")} |`);
p(`| **geomean vs cairn-json** | ${nSeries.map((e) => fmt(ratioVs(native.workloads, e, "cairn-json")) + "x").join(" | ")} |`, "");
p("![run time per workload, native](benchmarks/native-run.svg)", "");
charts["native-run"] = barChart({
  title: "native: run time per workload (µs, fresh VM per run, median; log scale)",
  groups: names.map((w) => ({ label: w, values: native.workloads[w] })),
  series: nSeries,
  unit: "microseconds (log scale)",
  log: true,
});

// Memory.
p(
  "## Memory after a run",
  "",
  "Each workload run once in a fresh instance; the instance's linear memory size after the run (the VM still alive), and in parentheses the " +
    "engine's own count of its heap (Cairn: `vm.heapBytes()`, the shared base image's values included; QuickJS: `memory_used_size`). Cairn's linear memory holds its 4 MiB shadow stack " +
    "and the module's data; the emscripten builds start at 16 MiB.",
  "",
  `| workload | ${["cairn", ...QJS].join(" | ")} |`,
  `|---|${["cairn", ...QJS].map(() => "---").join("|")}|`,
);
for (const [w, r] of Object.entries(wasm.memory)) p(`| ${w} | ${["cairn", ...QJS].map((e) => (r[e] ? `${kb(r[e].linear)} (${kb(r[e].heap)})` : "—")).join(" | ")} |`);
p(`| **geomean, cairn / engine** | — | ${QJS.map((e) => fmt(memRatio[e]) + "x").join(" | ")} |`, "");

// Bridge.
p(
  "## The bridge",
  "",
  "Each engine by its best path. Cairn: the npm package's `resolve` of a waiting tool call (the package encodes wire into the module's memory, the " +
    "VM builds the value), then the script hands it back as its value (`run`, the package decodes wire). QuickJS builds: strings as strings " +
    "(`newString`/`getString`), bytes as an ArrayBuffer, anything else as JSON text (`JSON.stringify` in the host, `JSON.parse` inside; out the " +
    "reverse). Each value is read back and compared with the original. Times are in / out, median.",
  "",
  `| payload | ${["cairn", ...QJS].join(" | ")} | best QuickJS / cairn, in | out |`,
  `|---|${["cairn", ...QJS].map(() => "---").join("|")}|---|---|`,
);
for (const [label, r] of bridgeRows) {
  const s = speedups.find((x) => x.label === label);
  p(`| ${label} | ${["cairn", ...QJS].map((e) => (r[e] ? `${ms(r[e].in)} / ${ms(r[e].out)}` : "fails")).join(" | ")} | ${s ? fmt(s.in) + "x" : "—"} | ${s ? fmt(s.out) + "x" : "—"} |`);
}
p(`| **geomean** | | | | | ${fmt(inG)}x | ${fmt(outG)}x |`, "");
p("![bridge speed-ups](benchmarks/bridge.svg)", "");
charts.bridge = barChart({
  title: "bridge: best QuickJS path's time / Cairn's (above 1: Cairn faster; log scale)",
  groups: speedups.map((s) => ({ label: s.label, values: { in: s.in, out: s.out } })),
  series: ["in", "out"],
  unit: "speed-up (log scale); dashed: 1x",
  log: true,
  ref: 1,
  diverge: true,
});

// End to end.
p("## End to end", "", "A fresh VM to the value (the 1,000 calls: the run alone, the VM made before), median.", "", `| case | ${["cairn", ...QJS].join(" | ")} |`, `|---|${["cairn", ...QJS].map(() => "---").join("|")}|`);
for (const [label, r] of Object.entries(wasm.e2e)) p(`| ${label} | ${["cairn", ...QJS].map((e) => ms(r[e])).join(" | ")} |`);
p("");

// Dumps.
p(
  "## Dumps (Cairn)",
  "",
  "At every idle point of every workload (JSON text bridge), `vm.dump()` and `loadVm(bytes)` (medians of 9 each); the run goes on in the loaded VM " +
    "each time, and its value is checked against node's. inspect makes no tool call, so it has no idle point.",
  "",
  "| workload | idle points | size (min..max) | gzip (max) | write (max) | load (max) | over the limit |",
  "|---|---|---|---|---|---|---|",
);
for (const [w, pts] of Object.entries(wasm.dumps)) {
  if (!pts.length) {
    p(`| ${w} | 0 | | | | | |`);
    continue;
  }
  const mx = (k) => Math.max(...pts.map((x) => x[k]));
  const over = pts.filter((x) => x.write >= dumpLimit(w) || x.load >= dumpLimit(w)).length;
  p(`| ${w} | ${pts.length} | ${bytes(Math.min(...pts.map((x) => x.size)))}..${bytes(mx("size"))} B | ${bytes(mx("gzip"))} B | ${ms(mx("write"))} | ${ms(mx("load"))} | ${over} |`);
}
p("");
p("![dump write and load times](benchmarks/dumps.svg)", "");
p(
  "Every idle point (size, gzip -9 size, write, load):",
  "",
  "| workload | idle point | size | gzip | write | load |",
  "|---|---|---|---|---|---|",
);
for (const [w, pts] of Object.entries(wasm.dumps)) {
  pts.forEach((x, i) => p(`| ${w} | ${i + 1} | ${bytes(x.size)} | ${bytes(x.gzip)} | ${ms(x.write)} | ${ms(x.load)} |`));
}
p("");
charts.dumps = barChart({
  title: "Cairn dumps: the slowest write and load per workload (ms; dashed: the 1 ms target)",
  groups: Object.entries(wasm.dumps)
    .filter(([, pts]) => pts.length)
    .map(([w, pts]) => ({ label: w, values: { write: Math.max(...pts.map((x) => x.write)), load: Math.max(...pts.map((x) => x.load)) } })),
  series: ["write", "load"],
  unit: "milliseconds (log scale)",
  log: true,
  ref: 1,
});

// Where the figures come from: ratios read off the tables above.
{
  const wasmVsNative = (e, n) => geomean(names.filter((w) => wasm.workloads[w][e] && native.workloads[w]?.[n]).map((w) => (wasm.workloads[w][e] * 1000) / native.workloads[w][n]));
  const ascii = wasm.bridge["ASCII text 10 MB"];
  p(
    "## Reading the figures",
    "",
    `- **wasm against native.** Cairn's wasm runs take ${fmt(wasmVsNative("cairn", "cairn-json"), 1)}x its native time (geomean, JSON bridge); ` +
      `QuickJS-NG's emscripten build takes ${fmt(wasmVsNative("quickjs-ng", "quickjs-ng"), 1)}x the native QuickJS-NG's. The package's module is ` +
      "built for size (opt-level \"z\", wasm-opt -Oz)" +
      (o3Series.length ? `; the same engine at opt-level 3 runs the workloads in ${fmt(ratioVs(wasm.workloads, "cairn-o3", "cairn"))}x the shipped module's time (above).` : "."),
    `- **The bridge's strings.** The package's wire codec (npm/src/wire.ts) writes ASCII text as Latin-1 with TextEncoder.encodeInto and reads it ` +
      "with node's Buffer (\"latin1\"), and UTF-16 text with Buffer's \"utf16le\" (strings under 32 units go unit by unit; hosts without Buffer take a UTF-8 " +
      "TextDecoder for ASCII and a UTF-16 one for the rest); " +
      `10 MB of ASCII in/out takes ${ms(ascii.cairn?.in)} / ${ms(ascii.cairn?.out)} against ` +
      `${ms(Math.min(...QJS.map((e) => ascii[e].in)))} / ${ms(Math.min(...QJS.map((e) => ascii[e].out)))} for the best QuickJS path ` +
      "(the QuickJS builds read strings with TextDecoder; quickjs-wasi writes them with TextEncoder). Objects and numbers are where wire gains most.",
    `- **Values out.** The VM writes a value as wire into its memory and the package decodes it. Objects of a key set reused 32 times ` +
      "(over all decodes) are built by a function compiled for that key set: an object literal of its keys, then a store by name of each value " +
      "(hosts that refuse `Function`, such as a CSP without unsafe-eval, copy a template object instead); decoding rows that way costs less " +
      "than node's JSON.parse of the same rows as text. The best QuickJS path out is JSON.stringify inside the engine and JSON.parse in the host, so " +
      `rows gain most (JSON-like 1 MB: ${fmt(QJS.reduce((m, e) => Math.min(m, wasm.bridge["JSON-like 1 MB"][e]?.out ?? Infinity), Infinity) / wasm.bridge["JSON-like 1 MB"].cairn?.out, 2)}x). ` +
      "The 12x target is out of reach for the rest: bytes are copied by the VM into its output and by the package out of the module, where " +
      "a QuickJS build copies once; a small value pays for resuming the VM to hand it out (a few µs), which a QuickJS build's getProp does not; " +
      "and long strings are a copy on each side.",
    `- **Synchronous host calls.** Each call of a package host function crosses as wire both ways: the VM writes primitive arguments straight ` +
      "into a wire array, the package decodes them and encodes the result into the buffer its instance keeps for values: " +
      `${fmt(calls.cairn, 2)} µs a call here against ${fmt(callsFastest, 2)} µs for the fastest QuickJS build ` +
      `(${Object.entries(calls).sort((a, b) => a[1] - b[1])[0][0]}).`,
    (wasm.dumpMinimal
      ? `- **Dumps.** The smallest dump, a VM waiting on one tool call (${bytes(wasm.dumpMinimal.size)} bytes), takes ${ms(wasm.dumpMinimal.write)} to write and ` +
        `${ms(wasm.dumpMinimal.load)} to load; the workloads' dumps under 32 KB take up to ${ms(Math.max(...Object.values(wasm.dumps).flat().filter((x) => x.size < 32768).map((x) => x.write)))} ` +
        `and ${ms(Math.max(...Object.values(wasm.dumps).flat().filter((x) => x.size < 32768).map((x) => x.load)))}. `
      : "- **Dumps.** ") +
      "The media workload's dumps hold the image and its data URL (hundreds of KB), the json workload's the 600 rows.",
    `- **Bytes.** 1 MiB of bytes in takes ${ms(wasm.bridge["1 MiB of bytes"].cairn?.in)} against ` +
      `${ms(Math.min(...QJS.map((e) => wasm.bridge["1 MiB of bytes"][e].in)))} for an ArrayBuffer handed to a QuickJS build: the package copies ` +
      "them once, into the buffer in the module its instance keeps for values (64 KiB, grown once to the value's size and freed after use when " +
      "above 1 MiB), then the VM copies them into its heap.",
    "- **Memory.** Cairn's linear memory after a run is its 4 MiB shadow stack, the module's data and base image, and the run's heap; the emscripten " +
      "builds reserve 16 MiB up front; quickjs-wasi's instance starts at about 1.3 MiB. The shadow stack is sized for the engine's deepest " +
      "recursion with a margin (tests/hostile's deepest cases peak at about 0.9 MiB of it, parsing deep JSON), which is why quickjs-wasi's memory " +
      "target is not met. Per idle VM in a shared instance Cairn grows the memory by " +
      `${kb(newVm.cairn.idleBytes)}, QuickJS by ${kb(newVm.quickjs.idleBytes)}.`,
    "",
  );
}

p(
  "## Re-running",
  "",
  "`bash bench/all.sh` installs bench/wasm's pinned dependencies (`npm ci`), builds the wasm module if `npm/cairn.wasm` is missing " +
    "(`scripts/build-wasm.sh`), generates the data and checks it against bench/codemode/data.sha256, checks node's outputs, builds and runs " +
    "bench/native, runs bench/wasm/bench.mjs, writes this page and says how long it took. Parts: `node bench/codemode/gen.mjs`, " +
    "`node bench/codemode/expect.mjs` (rewrites expected.json), `cargo run --release --manifest-path bench/native/Cargo.toml`, " +
    "`node bench/wasm/bench.mjs`, `node bench/report.mjs`. The opt-level 3 column needs `bash bench/wasm/build-o3.sh` first (a second " +
    "build of the module, about 6 minutes); without bench/wasm/cairn-o3.wasm the page leaves it out.",
  "",
  "CI does not run the benchmarks; `node --test bench/codemode/cairn.test.mjs` (in scripts/test.sh) checks that the nine workloads give node's outputs under Cairn's " +
    "npm package.",
  "",
);

mkdirSync(new URL("docs/benchmarks/", root), { recursive: true });
for (const [name, svg] of Object.entries(charts)) writeFileSync(new URL(`docs/benchmarks/${name}.svg`, root), svg);
writeFileSync(new URL("docs/benchmarks.md", root), md.join("\n"));
console.log(`report: wrote docs/benchmarks.md and ${Object.keys(charts).length} charts in docs/benchmarks/`);
