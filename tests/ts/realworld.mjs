// Real-world TypeScript for Cairn's TypeScript front (see realworld.sh): every
// src/**/*.ts of the unpacked npm packages in PKGS is transpiled by the pinned
// `typescript` (transpileModule, target ES2022, module ESNext) into PAIRS/NAME.ts and
// PAIRS/NAME.js (the pairs `ts_bench` reads with TS_BENCH_PAIRS). With a ts_check
// binary, each file is also lowered by Cairn (`ts_check --print`) and its imports are
// compared with tsc's: the same declarations with the same bindings (import elision).
//
// With a cairn binary too, realworld/rxjs_smoke.ts runs in the rxjs package from its
// TypeScript sources and must print what node prints running the same program (its
// imports pointed at the package's CommonJS build) after transpileModule.
//
// Run: node realworld.mjs PKGS PAIRS [TS_CHECK [CAIRN]]
import { readdirSync, readFileSync, writeFileSync, mkdirSync, statSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { join, dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const [pkgs, pairs, tsCheck, cairn] = process.argv.slice(2);
mkdirSync(pairs, { recursive: true });
const walk = (dir, acc) => {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, acc);
    else if (path.endsWith(".ts") && !path.endsWith(".d.ts") && path.includes("/src/")) acc.push(path);
  }
  return acc;
};
// Each import declaration as `specifier: binding,binding` (sorted), from the TypeScript AST.
const imports = (text) => {
  const file = ts.createSourceFile("x.js", text, ts.ScriptTarget.ES2022, false, ts.ScriptKind.JS);
  const out = [];
  for (const s of file.statements) {
    if (!ts.isImportDeclaration(s)) continue;
    const names = [];
    const clause = s.importClause;
    if (clause?.name) names.push(clause.name.text);
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) names.push("* as " + bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) for (const e of bindings.elements) names.push(e.name.text);
    out.push(`${s.moduleSpecifier.text}: ${names.sort().join(",")}`);
  }
  return out.sort().join("\n");
};
let files = 0;
const differ = [];
for (const path of walk(pkgs, [])) {
  const source = readFileSync(path, "utf8");
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
    fileName: path,
  });
  const name = path.slice(pkgs.length + 1).replace(/[^A-Za-z0-9]+/g, "_");
  writeFileSync(join(pairs, `${name}.ts`), source);
  writeFileSync(join(pairs, `${name}.js`), outputText);
  files++;
  if (!tsCheck) continue;
  let lowered;
  try {
    lowered = execFileSync(tsCheck, ["--print", join(pairs, `${name}.ts`)], { encoding: "utf8" });
  } catch (e) {
    differ.push(`${name}: ${String(e.stdout).trim()}`);
    continue;
  }
  if (imports(lowered) !== imports(outputText)) {
    differ.push(`${name}: imports differ\n  cairn: ${imports(lowered)}\n  tsc:   ${imports(outputText)}`);
  }
}
console.log(`${files} TypeScript files of ${pkgs}`);
let failed = false;
if (tsCheck) {
  for (const d of differ) console.log(d);
  console.log(`${files - differ.length} of ${files} parse and keep exactly tsc's imports`);
  failed = differ.length > 0;
}
if (cairn) {
  const rxjs = join(pkgs, "rxjs-7.8.2", "package");
  const program = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "realworld", "rxjs_smoke.ts"), "utf8");
  writeFileSync(join(rxjs, "smoke.ts"), program);
  const forNode = program.replace(/"\.\/src\/internal\/([^"]*)\.ts"/g, '"./dist/cjs/internal/$1"');
  const { outputText } = ts.transpileModule(forNode, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.CommonJS },
  });
  writeFileSync(join(rxjs, "smoke.cjs"), outputText);
  const expected = execFileSync(process.execPath, ["smoke.cjs"], { cwd: rxjs, encoding: "utf8" });
  let got;
  try {
    got = execFileSync(resolve(cairn), ["smoke.ts"], { cwd: rxjs, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (e) {
    got = `${e.stdout}${e.stderr}`;
  }
  const lines = expected.split("\n").length - 1;
  if (got === expected) {
    console.log(`rxjs_smoke: cairn running rxjs from its TypeScript sources prints what node prints (${lines} lines)`);
  } else {
    console.log(`rxjs_smoke differs:\n--- node\n${expected}--- cairn\n${got}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
