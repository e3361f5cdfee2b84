// The recorded tool answers of the codemode workloads (bench/codemode/*.js, ts.ts),
// made by a seeded generator: invented source-like files, command output, search
// results, query rows, a tool catalog and a PNG image. The same seed gives the same
// bytes on every machine (no Math.random, no Date, no zlib: the PNG's deflate stream is
// stored blocks written here).
//
//   node bench/codemode/gen.mjs   writes bench/codemode/data/NAME.tools.json (git-ignored),
//                                 checks them against bench/codemode/data.sha256 (--update
//                                 rewrites it) and writes data/ts.js (types stripped)
//   import { generate } from "./gen.mjs"   the same answers in memory
//
// A tools file maps each tool name to the list of its answers, in the order the
// workload calls it (the format of `cairn --tools`); `$globals` (inspect) holds the
// globals the host gives the script.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** mulberry32: a small seeded PRNG with 32-bit state. */
function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.int = (n) => Math.floor(next() * n);
  next.pick = (xs) => xs[Math.floor(next() * xs.length)];
  return next;
}

const WORDS = (
  "request response handler router session token cache buffer stream queue worker task " +
  "config option value record entry index table column field schema query filter result " +
  "user account order invoice payment price amount total count limit offset page cursor " +
  "file path line column range source target module import export parse format render " +
  "error retry timeout deadline signal event listener state store action reducer effect"
).split(" ");
const VERBS = "get set load save parse build make read write find check apply merge split join map reduce".split(" ");
const DIRS = ["src/server", "src/client", "src/lib", "src/db", "src/util", "src/api"];

const camel = (r, n) =>
  Array.from({ length: n }, (_, i) => {
    const w = r.pick(WORDS);
    return i === 0 ? w : w[0].toUpperCase() + w.slice(1);
  }).join("");
const pascal = (r, n) => {
  const c = camel(r, n);
  return c[0].toUpperCase() + c.slice(1);
};
const sentence = (r, n) => Array.from({ length: n }, () => r.pick(WORDS)).join(" ");

/** A TypeScript-like source file of about `lines` lines. */
function sourceFile(r, lines) {
  const out = [];
  const nImports = 2 + r.int(5);
  for (let i = 0; i < nImports; i++) {
    const names = Array.from({ length: 1 + r.int(3) }, () => camel(r, 2)).join(", ");
    out.push(`import { ${names} } from "${r.pick(["../", "./", "@app/"])}${r.pick(WORDS)}/${r.pick(WORDS)}";`);
  }
  out.push("");
  while (out.length < lines) {
    const kind = r.int(10);
    if (kind < 5) {
      const name = r.pick(VERBS) + pascal(r, 2);
      const params = Array.from({ length: r.int(4) }, () => `${camel(r, 1)}: ${r.pick(["string", "number", "boolean", pascal(r, 1)])}`);
      out.push(`${r.int(3) ? "export " : ""}${r.int(4) ? "" : "async "}function ${name}(${params.join(", ")}) {`);
      const body = 2 + r.int(9);
      for (let i = 0; i < body; i++) {
        const k = r.int(12);
        if (k === 0) out.push(`  // TODO: ${sentence(r, 3 + r.int(6))}`);
        else if (k === 1) out.push(`  // FIXME(${r.pick(["ana", "bo", "chen", "dev"])}): ${sentence(r, 2 + r.int(5))}`);
        else if (k < 5) out.push(`  const ${camel(r, 2)} = ${camel(r, 1)}.${r.pick(VERBS)}(${camel(r, 1)}, ${r.int(1000)});`);
        else if (k < 8) out.push(`  if (${camel(r, 1)}.${camel(r, 1)} > ${r.int(100)}) return ${camel(r, 2)};`);
        else out.push(`  ${camel(r, 1)}.${r.pick(VERBS)}("${sentence(r, 2 + r.int(3))}");`);
      }
      out.push("}", "");
    } else if (kind < 7) {
      const name = pascal(r, 2);
      out.push(`export class ${name} {`);
      for (let i = 0; i < 1 + r.int(4); i++) out.push(`  ${camel(r, 1)}: ${r.pick(["string", "number", pascal(r, 1)])};`);
      out.push(`  ${r.pick(VERBS)}() { return this.${camel(r, 1)}; }`, "}", "");
    } else if (kind < 9) {
      out.push(`export const ${camel(r, 2)} = ${r.int(2) ? r.int(100000) : JSON.stringify(sentence(r, 3))};`);
    } else {
      out.push(`// ${sentence(r, 5 + r.int(8))}`);
    }
  }
  return out.join("\n") + "\n";
}

const filePath = (r) => `${r.pick(DIRS)}/${camel(r, 2)}.ts`;

/** A PNG of `w`×`h` RGB noise (stored deflate blocks: deterministic and incompressible). */
function png(r, w, h) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const u32 = (n) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
  const chunk = (type, data) => {
    const td = [...Buffer.from(type, "latin1"), ...data];
    return [...u32(data.length), ...td, ...u32(crc32(td))];
  };
  const raw = new Uint8Array((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    raw[y * (w * 3 + 1)] = 0; // filter: none
    for (let x = 0; x < w * 3; x++) raw[y * (w * 3 + 1) + 1 + x] = r.int(256);
  }
  const z = [0x78, 0x01];
  for (let at = 0; at < raw.length; at += 65535) {
    const block = raw.subarray(at, Math.min(raw.length, at + 65535));
    const last = at + 65535 >= raw.length ? 1 : 0;
    z.push(last, block.length & 255, block.length >>> 8, ~block.length & 255, (~block.length >>> 8) & 255, ...block);
  }
  let a = 1;
  let b = 0;
  for (const byte of raw) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  z.push(...u32(((b << 16) | a) >>> 0));
  const ihdr = [...u32(w), ...u32(h), 8, 2, 0, 0, 0];
  const bytes = [
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ...chunk("IHDR", ihdr),
    ...chunk("IDAT", z),
    ...chunk("IEND", []),
  ];
  return Buffer.from(bytes).toString("base64");
}

const file = (r, lines) => ({ text: sourceFile(r, lines) });

/** Test-runner-like output: `PASS`/`FAIL` lines and a summary. */
function testOutput(r, n, fails) {
  const lines = [];
  for (let i = 0; i < n; i++) {
    const failed = i % Math.max(1, Math.floor(n / Math.max(1, fails))) === 1 && fails > 0;
    lines.push(`${failed ? "FAIL" : "PASS"} ${filePath(r).replace(".ts", ".test.ts")} (${(r.int(900) + 10) / 10} ms)`);
    if (failed) lines.push(`  ● ${sentence(r, 4)}`, `    expected ${r.int(100)} received ${r.int(100)}`);
  }
  lines.push(`Tests: ${n} total`);
  return { exitCode: fails > 0 ? 1 : 0, stdout: lines.join("\n") + "\n", stderr: "" };
}

/** Every workload's answers: { tool: [answer, ...] } (and `$globals` for inspect). */
export function generate() {
  const w = {};

  {
    const r = rng(1);
    w.sequential = {
      read: [file(r, 90)],
      edit: [{ applied: 3, path: "src/server/router.ts", diff: sentence(r, 30) }],
      run: [
        { exitCode: 0, stdout: `> build\n> tsc -p tsconfig.json\n${sentence(r, 40)}\nDone in 4.2s\n`, stderr: "" },
        testOutput(r, 40, 3),
      ],
    };
  }

  {
    const r = rng(2);
    w.fanout = {
      read: Array.from({ length: 12 }, () => file(r, 60 + r.int(80))),
      check: ["lint", "typecheck", "test"].map((name, i) => ({
        name,
        ok: i !== 1,
        errors: i === 1 ? Array.from({ length: 4 }, () => ({ file: filePath(r), line: 1 + r.int(200), message: sentence(r, 6) })) : [],
      })),
    };
  }

  {
    const r = rng(3);
    w.media = {
      render: [
        {
          title: "Dashboard — weekly",
          html: `<main>${Array.from({ length: 40 }, () => `<section class="w"><h2>${sentence(r, 3)}</h2><p>${sentence(r, 20)}</p></section>`).join("")}</main>`,
          widgets: Array.from({ length: 12 }, (_, i) => ({ id: `w${i}`, kind: r.pick(["chart", "table", "stat"]), rows: r.int(50) })),
        },
      ],
      readImage: [{ mime: "image/png", width: 250, height: 200, base64: png(r, 250, 200) }],
      display: [{ shown: true, id: "view-7" }],
    };
  }

  {
    const r = rng(4);
    const groups = ["fs", "git", "search", "db", "http", "shell", "browser", "mail", "calendar", "issues"];
    const catalog = [];
    for (let i = 0; i < 120; i++) {
      const g = r.pick(groups);
      catalog.push({
        name: `${g}_${r.pick(VERBS)}_${r.pick(WORDS)}_${i}`,
        description: `${r.pick(VERBS)} ${sentence(r, 6 + r.int(10))}`,
        params: Array.from({ length: 1 + r.int(4) }, () => ({
          name: r.int(5) ? camel(r, 1) : "path",
          type: r.pick(["string", "number", "boolean", "object"]),
          required: r.int(3) > 0,
        })),
      });
    }
    w.inspect = { $globals: { catalog } };
  }

  {
    const r = rng(5);
    const hosts = ["docs.rs", "github.com", "www.example.org", "blog.example.com", "stackoverflow.com"];
    w.loop = {
      search: Array.from({ length: 8 }, () => ({
        results: Array.from({ length: 5 }, () => ({
          title: sentence(r, 4 + r.int(5)),
          url: `https://${r.pick(hosts)}/${r.pick(WORDS)}/${r.pick(WORDS)}-${r.int(10000)}`,
          snippet: `${sentence(r, 6)} <b>${r.pick(WORDS)}</b>   ${sentence(r, 10)}\n  ${sentence(r, 5)}`,
        })),
      })),
    };
  }

  {
    const r = rng(6);
    const paths = Array.from({ length: 14 }, () => filePath(r));
    const lines = [];
    for (let i = 0; i < 120; i++) {
      const p = paths[Math.min(paths.length - 1, Math.floor(r() * r() * paths.length))];
      lines.push(`${p}:${1 + r.int(400)}:  // ${r.pick(["TODO", "FIXME", "XXX"])}: ${sentence(r, 4 + r.int(6))}`);
    }
    w.text = {
      run: [{ exitCode: 0, stdout: lines.join("\n") + "\n", stderr: "" }],
      read: Array.from({ length: 3 }, () => file(r, 150 + r.int(100))),
    };
  }

  const jsonLike = (seed) => {
    const r = rng(seed);
    const regions = ["eu-west", "eu-north", "us-east", "us-west", "ap-south", "ap-east", "sa-east"];
    const statuses = ["paid", "pending", "refunded", "failed"];
    const rows = Array.from({ length: 600 }, (_, i) => ({
      id: 10000 + i,
      customer: `${camel(r, 2)}@example.com`,
      region: r.pick(regions),
      status: r.pick(statuses),
      amount: r.int(100000) / 100,
      items: 1 + r.int(9),
      createdAt: `2026-${String(1 + r.int(12)).padStart(2, "0")}-${String(1 + r.int(28)).padStart(2, "0")}`,
    }));
    const deps = Object.fromEntries(Array.from({ length: 18 }, () => [`${r.pick(["@app/", ""])}${r.pick(WORDS)}-${r.pick(WORDS)}`, `^${r.int(10)}.${r.int(20)}.${r.int(30)}`]));
    const manifest = {
      name: "@app/orders",
      version: "1.4.9",
      private: true,
      scripts: { build: "tsc -p .", test: "vitest run", lint: "eslint src" },
      dependencies: deps,
      devDependencies: { typescript: "^5.4.0", vitest: "^1.6.0", eslint: "^8.57.0" },
    };
    return {
      query: [{ columns: Object.keys(rows[0]), rows }],
      read: [{ text: JSON.stringify(manifest, null, 2) + "\n" }],
      write: [{ ok: true, bytes: 0 }],
    };
  };
  w.json = jsonLike(7);
  w.ts = jsonLike(8);

  {
    const r = rng(9);
    const files = Array.from({ length: 96 }, (_, i) => `${DIRS[i % DIRS.length]}/${camel(r, 2)}${i}.ts`);
    w.heavy = {
      list: [{ files }],
      read: files.map(() => file(r, 50 + r.int(70))),
      report: [{ ok: true }],
    };
  }
  return w;
}

export const NAMES = ["sequential", "fanout", "media", "inspect", "loop", "text", "json", "ts", "heavy"];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = new URL("./data/", import.meta.url);
  mkdirSync(dir, { recursive: true });
  const all = generate();
  const sums = [];
  for (const name of NAMES) {
    const text = JSON.stringify(all[name]);
    writeFileSync(new URL(`${name}.tools.json`, dir), text);
    sums.push(`${createHash("sha256").update(text).digest("hex")}  ${name}.tools.json`);
  }
  const manifest = sums.join("\n") + "\n";
  const sumsFile = new URL("./data.sha256", import.meta.url);
  if (process.argv.includes("--update")) {
    writeFileSync(sumsFile, manifest);
    console.log("gen: wrote bench/codemode/data.sha256");
  } else {
    let want = "";
    try {
      want = readFileSync(sumsFile, "utf8");
    } catch {}
    if (want !== manifest) {
      console.error("gen: the generated data differ from bench/codemode/data.sha256 (run with --update after an intended change)");
      process.exit(1);
    }
  }
  // The ts workload with its types stripped, for engines without TypeScript (needs
  // bench/wasm's dependencies: TypeScript's transpiler).
  const { stripTypes } = await import("./strip.mjs");
  writeFileSync(new URL("ts.js", dir), stripTypes(readFileSync(new URL("./ts.ts", import.meta.url), "utf8")));
  console.log(`gen: wrote ${NAMES.length} tools files and ts.js to bench/codemode/data/`);
}
