// Real-world TypeScript for Cairn's TypeScript front (see realworld.sh): every
// src/**/*.ts of the unpacked npm packages in PKGS is transpiled by the pinned
// `typescript` (transpileModule, target ES2022, module ESNext) into PAIRS/NAME.ts and
// PAIRS/NAME.js (the pairs `ts_bench` reads with TS_BENCH_PAIRS). With a ts_check
// binary, each file is also lowered by Cairn (`ts_check --print`) and its imports are
// compared with tsc's: the same declarations with the same bindings (import elision).
//
// Run: node realworld.mjs PKGS PAIRS [TS_CHECK]
import { readdirSync, readFileSync, writeFileSync, mkdirSync, statSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import ts from "typescript";

const [pkgs, pairs, tsCheck] = process.argv.slice(2);
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
if (tsCheck) {
  for (const d of differ) console.log(d);
  console.log(`${files - differ.length} of ${files} parse and keep exactly tsc's imports`);
  process.exit(differ.length ? 1 : 0);
}
