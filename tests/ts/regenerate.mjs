// Regenerates tests/ts/expected/*.out and tests/ts/stripped/*.js: each tests/ts/corpus/*.ts is transpiled by the
// pinned `typescript` package (transpileModule, target ES2022, otherwise default options)
// and run by node; its stdout is the expected output of Cairn running the .ts as is.
//
// Run: tests/ts/regenerate.sh   (installs the dev-only dependency with `npm ci` first)
import { readdirSync, readFileSync, writeFileSync, mkdtempSync, rmSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { join, dirname } from "node:path";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const here = dirname(fileURLToPath(import.meta.url));
const corpus = join(here, "corpus");
const expected = join(here, "expected");
const scratch = mkdtempSync(join(tmpdir(), "cairn-ts-"));
const only = process.argv.slice(2);
let count = 0;
for (const name of readdirSync(corpus).sort()) {
  if (!name.endsWith(".ts")) continue;
  if (only.length && !only.some((o) => name.includes(o))) continue;
  const source = readFileSync(join(corpus, name), "utf8");
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
    fileName: name,
  });
  // A file with import/export runs as a module; any other as a (sloppy) script.
  const isModule = /^\s*(import|export)\b/m.test(source);
  const file = join(scratch, name.replace(/\.ts$/, isModule ? ".mjs" : ".cjs"));
  writeFileSync(file, outputText);
  // The same program with its types removed: the baseline of ts-front's ts_bench.
  writeFileSync(join(here, "stripped", name.replace(/\.ts$/, ".js")), outputText);
  let out;
  try {
    out = execFileSync(process.execPath, [file], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (e) {
    out = (e.stdout ?? "") + `uncaught: ${String(e.stderr).split("\n").find((l) => /Error/.test(l)) ?? "error"}\n`;
  }
  writeFileSync(join(expected, name.replace(/\.ts$/, ".out")), out);
  count++;
}
rmSync(scratch, { recursive: true, force: true });
console.log(`regenerated ${count} expected outputs with typescript ${ts.version}`);
