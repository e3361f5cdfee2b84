// Regenerates tests/ts/expected/*.out and tests/ts/stripped/*.js: each tests/ts/corpus/*.ts is transpiled by the
// pinned `typescript` package (transpileModule, target ES2022, otherwise default options)
// and run by node; its stdout is the expected output of Cairn running the .ts as is. The
// programs of several modules in tests/ts/modules get theirs the same way (see below).
//
// Run: tests/ts/regenerate.sh   (installs the dev-only dependency with `npm ci` first)
import { readdirSync, readFileSync, writeFileSync, mkdtempSync, rmSync, mkdirSync, statSync, existsSync } from "node:fs";
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

// Programs of several modules: tests/ts/modules/NAME/*.ts, run from NAME/main.ts. Each
// file is transpiled on its own (as transpileModule does, with the relative `.ts`
// imports rewritten to `.js`) and node runs the result as ES modules.
const modules = join(here, "modules");
for (const name of readdirSync(modules).sort()) {
  const folder = join(modules, name);
  if (!statSync(folder).isDirectory()) continue;
  if (only.length && !only.some((o) => name.includes(o))) continue;
  const out = join(scratch, "modules", name);
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, "package.json"), '{ "type": "module" }\n');
  const files = (dir) =>
    readdirSync(join(folder, dir)).flatMap((f) =>
      statSync(join(folder, dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)],
    );
  for (const file of files("")) {
    if (!file.endsWith(".ts")) continue;
    const { outputText } = ts.transpileModule(readFileSync(join(folder, file), "utf8"), {
      compilerOptions: {
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        rewriteRelativeImportExtensions: true,
      },
      fileName: file,
    });
    // Node's ESM loader takes full file names only: an extensionless specifier or a
    // folder is spelled out the way tsc's `bundler` resolution finds it.
    const here = dirname(join(folder, file));
    const spelled = outputText.replace(/(from\s+|import\s+)"(\.\.?\/[^"]*)"/g, (all, lead, spec) => {
      if (/\.(m|c)?js$/.test(spec)) return all;
      for (const [suffix, as] of [[".ts", ".js"], ["/index.ts", "/index.js"]]) {
        if (existsSync(join(here, spec + suffix))) return `${lead}"${spec}${as}"`;
      }
      return all;
    });
    mkdirSync(dirname(join(out, file)), { recursive: true });
    writeFileSync(join(out, file.replace(/\.ts$/, ".js")), spelled);
  }
  let text;
  try {
    text = execFileSync(process.execPath, [join(out, "main.js")], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (e) {
    text = (e.stdout ?? "") + `uncaught: ${String(e.stderr).split("\n").find((l) => /Error/.test(l)) ?? "error"}\n`;
  }
  writeFileSync(join(modules, `${name}.out`), text);
  count++;
}
rmSync(scratch, { recursive: true, force: true });
console.log(`regenerated ${count} expected outputs with typescript ${ts.version}`);
