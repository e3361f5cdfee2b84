// What costs what in a wasm module with a name section (cargo's output of the
// wasm-release profile, before wasm-opt): code bytes per crate, the largest functions,
// a few cross-cutting groups (formatting, the image codec, panics), and the data segments.
//   node npm/scripts/breakdown.mjs target/wasm32-unknown-unknown/wasm-release/cairn_wasm.wasm [TOP]
import { readFileSync } from "node:fs";

const bytes = readFileSync(process.argv[2]);
const top = Number(process.argv[3] ?? 40);
let at = 8;
const leb = () => {
  let n = 0;
  let shift = 0;
  for (;;) {
    const b = bytes[at++];
    n += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (b < 0x80) return n;
  }
};
const name = () => {
  const n = leb();
  const s = bytes.toString("utf8", at, at + n);
  at += n;
  return s;
};

const sections = [];
let imported = 0;
let bodies = [];
let data = 0;
const names = new Map();
while (at < bytes.length) {
  const id = bytes[at++];
  const size = leb();
  const start = at;
  const end = at + size;
  let label = ["custom", "type", "import", "function", "table", "memory", "global", "export", "start", "element", "code", "data", "datacount"][id] ?? `#${id}`;
  if (id === 0) {
    const custom = name();
    label = `custom "${custom}"`;
    if (custom === "name") {
      while (at < end) {
        const sub = bytes[at++];
        const subSize = leb();
        const subEnd = at + subSize;
        if (sub === 1) {
          const count = leb();
          for (let i = 0; i < count; i++) {
            const index = leb();
            names.set(index, name());
          }
        }
        at = subEnd;
      }
    }
  } else if (id === 2) {
    const count = leb();
    for (let i = 0; i < count; i++) {
      name();
      name();
      const kind = bytes[at++];
      if (kind === 0) {
        leb();
        imported++;
      } else if (kind === 1) {
        at++;
        const flags = leb();
        leb();
        if (flags & 1) leb();
      } else if (kind === 2) {
        const flags = leb();
        leb();
        if (flags & 1) leb();
      } else if (kind === 3) {
        at += 2;
      }
    }
  } else if (id === 10) {
    const count = leb();
    for (let i = 0; i < count; i++) {
      const n = leb();
      bodies.push({ index: imported + i, size: n + 1 });
      at += n;
    }
  } else if (id === 11) {
    data = size;
  }
  sections.push([label, size]);
  at = end;
}

const total = bytes.length;
const pct = (n) => `${((100 * n) / total).toFixed(1).padStart(5)}%`;
const kb = (n) => `${(n / 1024).toFixed(1).padStart(8)} KiB`;
console.log(`module: ${kb(total)}`);
for (const [label, size] of sections) if (size > 1024) console.log(`  section ${label.padEnd(22)} ${kb(size)} ${pct(size)}`);

/** The crate a (demangled or legacy-mangled) function name belongs to. */
function crateOf(fn) {
  let s = fn;
  if (s.startsWith("_ZN")) {
    const m = /^_ZN(\d+)/.exec(s);
    s = m ? s.slice(m[0].length, m[0].length + Number(m[1])) : s;
    s = s.replace(/^_\$LT\$/, "").replace(/\$u20\$/g, " ").replace(/\.\./g, "::");
  }
  s = s.replace(/^[<&*\s]+|^(mut|dyn|const)\s+/g, "").replace(/^[<&*\s]+/, "");
  const crate = /^[A-Za-z_][A-Za-z0-9_]*/.exec(s)?.[0] ?? "?";
  return crate;
}

const byCrate = new Map();
const groups = { "fmt (formatting)": /fmt|Display|Debug|format/, "images and dumps (cairn_codec, image)": /cairn_codec|5image|Encode|Decode|serde|postcard/, "panic / unwrap / expect": /panic|unwrap_failed|expect_failed|assert_failed/, "time zones (temporal, tz)": /temporal|timezone|tzif|zoneinfo/, "unicode": /unicode|normaliz|icu|casemap/, "regexp": /regress|regexp/ };
const byGroup = new Map(Object.keys(groups).map((k) => [k, 0]));
let code = 0;
for (const b of bodies) {
  const fn = names.get(b.index) ?? `func${b.index}`;
  b.name = fn;
  code += b.size;
  const crate = crateOf(fn);
  byCrate.set(crate, (byCrate.get(crate) ?? 0) + b.size);
  for (const [g, re] of Object.entries(groups)) if (re.test(fn)) byGroup.set(g, byGroup.get(g) + b.size);
}
console.log(`\ncode by crate (${bodies.length} functions, ${kb(code)}):`);
for (const [crate, size] of [...byCrate].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
  console.log(`  ${crate.padEnd(28)} ${kb(size)} ${pct(size)}`);
}
console.log("\ncode by what the name says (overlapping):");
for (const [g, size] of byGroup) console.log(`  ${g.padEnd(28)} ${kb(size)} ${pct(size)}`);
console.log(`\ndata segments: ${kb(data)} ${pct(data)} (the base image, string and Unicode/time-zone tables, panic locations)`);
console.log(`\nlargest ${top} functions:`);
for (const b of bodies.sort((a, b) => b.size - a.size).slice(0, top)) {
  console.log(`  ${kb(b.size)}  ${b.name.slice(0, 110)}`);
}
