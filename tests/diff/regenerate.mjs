// Regenerates tests/diff/expected/*.out: the stdout of node (v20) running each
// tests/diff/cases/*.js with TZ=UTC. Usage: node tests/diff/regenerate.mjs [NAME...]
// A case whose header says `node: core-js` runs with core-js loaded first (`npm install`
// in tests/diff), which gives node v20 the ES2024/2025 builtins it lacks.
// Where node and the specification disagree, the expected output is corrected by hand: such
// a case starts with `// expected: by hand` and a comment saying why, and is skipped here
// unless named on the command line (then check the diff and correct it again).
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
mkdirSync(join(here, "expected"), { recursive: true });
let n = 0;
const failed = [];
const kept = [];
for (const file of readdirSync(join(here, "cases")).sort()) {
  if (!file.endsWith(".js")) continue;
  const name = file.slice(0, -3);
  if (only.length && !only.includes(name)) continue;
  const path = join(here, "cases", file);
  const header = readFileSync(path, "utf8").split("\n", 3).join("\n");
  if (header.startsWith("// expected: by hand") && !only.includes(name)) {
    kept.push(name);
    continue;
  }
  const args = header.includes("node: core-js")
    ? ["-r", join(here, "node_modules", "core-js", "actual", "index.js"), path]
    : [path];
  try {
    const out = execFileSync(process.execPath, args, { env: { ...process.env, TZ: "UTC" }, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    writeFileSync(join(here, "expected", name + ".out"), out);
    n++;
  } catch (e) {
    failed.push(`${name}: ${String(e.stderr).split("\n").find((l) => /Error/.test(l)) ?? e.message}`);
  }
}
console.log(`wrote ${n} expected outputs with node ${process.version}`);
if (kept.length) console.log(`kept ${kept.length} corrected by hand: ${kept.join(", ")}`);
if (failed.length) {
  console.log(`node failed on ${failed.length}:\n  ${failed.join("\n  ")}`);
  process.exit(1);
}
