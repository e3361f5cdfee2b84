// Regular expressions as codemode bodies use them, over texts shaped like tool answers:
// source files, grep output, logs, search results and prose with non-ASCII words. Each
// case runs its matching ROUNDS times over the same text and is timed with Date.now();
// the text is made before the clock starts. Prints one line of JSON: per case, the
// milliseconds and a digest of what it found (so that every engine is checked against
// node's results). Run by bench/regex.sh with Cairn, QuickJS-NG and node.

const ROUNDS = typeof scriptArgs !== "undefined" && scriptArgs[1] ? Number(scriptArgs[1]) : 20;

// A seeded generator (mulberry32), so that every engine sees the same text.
let seed = 12345;
function random() {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (list) => list[Math.floor(random() * list.length)];
const WORDS = ("request handler router cache config session token payment invoice query " +
  "record stream buffer signal module option result cursor column table event state").split(" ");
const camel = (n) => {
  let s = pick(WORDS);
  for (let i = 1; i < n; i++) {
    const w = pick(WORDS);
    s += w[0].toUpperCase() + w.slice(1);
  }
  return s;
};

// About 120 KB of TypeScript-like source, in files.
function sourceFile(lines) {
  const out = [];
  for (let i = 0; i < lines; i++) {
    const r = random();
    if (r < 0.06) out.push(`import { ${camel(2)}, ${camel(1)} } from "./${pick(WORDS)}/${pick(WORDS)}";`);
    else if (r < 0.12) out.push(`export ${random() < 0.3 ? "async " : ""}function ${camel(2)}(${pick(WORDS)}: ${camel(1)}, options = {}) {`);
    else if (r < 0.16) out.push(`export const ${camel(2)} = ${Math.floor(random() * 1000)};   `);
    else if (r < 0.2) out.push(`  // TODO: ${pick(WORDS)} ${pick(WORDS)} when the ${pick(WORDS)} is ${pick(WORDS)}`);
    else if (r < 0.23) out.push(`  // see https://docs.example.com/${pick(WORDS)}/${camel(2)}#${pick(WORDS)} for details`);
    else if (r < 0.3) out.push("}");
    else out.push(`  const ${camel(2)} = await ${camel(1)}.${camel(2)}(${pick(WORDS)}, "${pick(WORDS)}-${Math.floor(random() * 100)}");\t`);
  }
  return out.join("\n");
}
const files = [];
for (let i = 0; i < 40; i++) files.push({ path: `src/${pick(WORDS)}/${camel(2)}.ts`, text: sourceFile(60) });
const source = files.map((f) => f.text).join("\n");

// grep -n output over those files.
const grepLines = [];
for (const f of files) {
  const lines = f.text.split("\n");
  for (let i = 0; i < lines.length; i++) if (i % 3 === 0) grepLines.push(`${f.path}:${i + 1}:${lines[i]}`);
}
const grep = grepLines.join("\n");

// Log lines with ISO times and levels.
const logLines = [];
for (let i = 0; i < 2000; i++) {
  const ms = 1733000000000 + i * 7919;
  const level = pick(["INFO", "INFO", "INFO", "WARN", "ERROR", "DEBUG"]);
  logLines.push(`${new Date(ms).toISOString()} ${level} [${pick(WORDS)}] ${pick(WORDS)} ${pick(WORDS)} took ${Math.floor(random() * 900)}ms id=${Math.floor(random() * 1e6)}`);
}
const log = logLines.join("\n");

// Prose with words outside ASCII, for case-insensitive Unicode matching.
const UNICODE_WORDS = ["café", "Straße", "STRASSE", "naïve", "Ελλάδα", "ΕΛΛΆΔΑ", "Москва", "МОСКВА", "façade", "Über", "über", "déjà"];
const proseWords = [];
for (let i = 0; i < 30000; i++) proseWords.push(random() < 0.08 ? pick(UNICODE_WORDS) : pick(WORDS));
const prose = proseWords.join(" ");

// A digest of strings and numbers: what a case found.
function digest(parts) {
  let h = 0;
  for (const p of parts) {
    const s = String(p);
    for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
    h = (Math.imul(h, 31) + 10) | 0;
  }
  return h;
}

const CASES = [
  // Exported function names, a line pattern with /gm.
  ["exports (matchAll /gm)", () => [...source.matchAll(/^export (?:async )?function (\w+)\(/gm)].map((m) => m[1])],
  // Whitespace runs squeezed.
  ["\\s+ replace", () => [source.replace(/\s+/g, " ").length]],
  // grep output parsed into path, line and text.
  ["grep lines (matchAll /gm)", () => [...grep.matchAll(/^([^:\n]+):(\d+):(.*)$/gm)].map((m) => m[1].length + Number(m[2]) + m[3].length)],
  // Log lines by named groups.
  ["named groups per line", () => {
    const re = /^(?<date>\d{4}-\d{2}-\d{2})T(?<time>[\d:.]+)Z (?<level>[A-Z]+) \[(?<area>\w+)\] (?<text>.*?) took (?<ms>\d+)ms/;
    const slow = [];
    for (const line of logLines) {
      const m = re.exec(line);
      if (m !== null && m.groups.level !== "DEBUG" && Number(m.groups.ms) > 500) slow.push(m.groups.area + m.groups.time);
    }
    return slow;
  }],
  // Words counted.
  ["\\b\\w+\\b scan", () => [source.match(/\b\w+\b/g).length, prose.match(/\b\w+\b/g).length]],
  // Unicode words, case-insensitive.
  ["case-insensitive Unicode", () => prose.match(/straße|ελλάδα|москва|über/giu)],
  // Lines split and filtered.
  ["split lines, test markers", () => source.split(/\r?\n/).filter((l) => /\b(?:TODO|FIXME|XXX)\b/.test(l)).map((l) => l.length)],
  // Links pulled out of text.
  ["URLs", () => source.match(/https?:\/\/[^\s)"'`]+/g)],
  // camelCase to snake_case with a replacer function.
  ["replace with a function", () => [source.replace(/([a-z0-9])([A-Z])/g, (_, a, b) => `${a}_${b.toLowerCase()}`).length]],
  // Trailing blanks stripped per line.
  ["trailing blanks (/gm)", () => [source.replace(/[ \t]+$/gm, "").length]],
  // Identifiers after a keyword, with a lookbehind.
  ["lookbehind", () => source.match(/(?<=\bconst )[A-Za-z_$][\w$]*/g)],
  // Levels counted with a sticky scanner over the log.
  ["sticky tokenizer", () => {
    const re = /(\d{4}-\d{2}-\d{2}T[\d:.]+Z)|([A-Z]{4,5})|(\[\w+\])|(\d+ms)|(id=\d+)|(\s+)|([^\s]+)/y;
    const counts = [0, 0, 0, 0, 0, 0, 0];
    re.lastIndex = 0;
    for (let m; (m = re.exec(log)) !== null && m[0] !== "";) {
      for (let g = 1; g <= 7; g++) if (m[g] !== undefined) counts[g - 1]++;
    }
    return counts;
  }],
];

const results = {};
let total = 0;
for (const [name, run] of CASES) {
  let found = run(); // untimed: warms up and gives the digest
  const start = Date.now();
  for (let i = 0; i < ROUNDS; i++) found = run();
  const ms = Date.now() - start;
  total += ms;
  results[name] = { ms, digest: digest(found ?? []) };
}
results.total = { ms: total, digest: 0 };
print(JSON.stringify(results));
