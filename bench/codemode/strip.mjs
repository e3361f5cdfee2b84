// Types stripped from TypeScript by the host, for engines that run JavaScript only:
// TypeScript's own transpiler (bench/wasm's pinned dev dependency), ES2022 output.
import { createRequire } from "node:module";

const require = createRequire(new URL("../wasm/package.json", import.meta.url));

export function stripTypes(source) {
  const ts = require("typescript");
  return ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, removeComments: false },
  }).outputText;
}
