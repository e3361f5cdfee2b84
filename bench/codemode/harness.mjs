// The codemode workloads as the benchmarks see them, and the tool bridge every engine
// shares: tool answers are JSON text the host hands in, parsed inside the engine.
//
// A workload is { name, file, source, tools: [tool names], answers: { tool: [JSON
// text, ...] }, globalsText }: the body evaluates to a promise of a string, which must
// equal node's (bench/codemode/expected.json).
import { readFileSync } from "node:fs";

import { generate, NAMES } from "./gen.mjs";

export { NAMES };

const here = new URL("./", import.meta.url);

/** The source file of workload `name` (`ts` is TypeScript). */
export const fileOf = (name) => (name === "ts" ? "ts.ts" : `${name}.js`);

/**
 * Every workload, in NAMES order. `strip(source)` (optional) turns TypeScript into
 * JavaScript: the ts workload gets a `jsSource` with it (engines without TypeScript).
 */
export function loadWorkloads({ strip } = {}) {
  const all = generate();
  return NAMES.map((name) => {
    const file = fileOf(name);
    const source = readFileSync(new URL(file, here), "utf8");
    const { $globals, ...tools } = all[name];
    const answers = {};
    for (const [tool, list] of Object.entries(tools)) answers[tool] = list.map((a) => JSON.stringify(a));
    return {
      name,
      file,
      source,
      jsSource: name === "ts" && strip ? strip(source) : source,
      tools: Object.keys(tools),
      answers,
      globalsText: JSON.stringify($globals ?? {}),
    };
  });
}

/** The bridge for engines with synchronous host functions (bridge-hostcall.js). */
export function hostCallPrelude(toolNames) {
  return readFileSync(new URL("bridge-hostcall.js", here), "utf8").replace("__TOOL_NAMES__", JSON.stringify(toolNames));
}

/** The same bridge on Cairn's own tools (bridge-cairn.js). */
export const cairnJsonPrelude = readFileSync(new URL("bridge-cairn.js", here), "utf8");

/** An answerer: the next recorded answer (JSON text) of each tool, in call order. */
export function answerer(w) {
  const used = {};
  return (name) => {
    const list = w.answers[name];
    const i = (used[name] = (used[name] ?? -1) + 1);
    if (!list || i >= list.length) throw new Error(`${w.name}: no recorded answer for call ${i + 1} of ${name}`);
    return list[i];
  };
}

/** The expected outputs (node's), by workload name. */
export function expected() {
  return JSON.parse(readFileSync(new URL("expected.json", here), "utf8"));
}
