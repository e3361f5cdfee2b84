// Runs generated programs through ONE node process: reads the framed programs
// (`### seed N` then the text) from the file named by argv[2] (or stdin) and prints the
// framed outputs. Each program runs in a fresh vm context whose console.log collects
// strings; an error escaping a program (none should: each catches its own) is printed
// as `!! Name: message`, the way tests/gen/harness.rs prints cairn's.
import { readFileSync } from "node:fs";
import vm from "node:vm";

export function parseFramed(text) {
  const map = new Map();
  let seed = null;
  let buf = [];
  for (const line of text.split(/(?<=\n)/)) {
    const m = /^### seed (\d+)\n?$/.exec(line);
    if (m) {
      if (seed !== null) map.set(seed, buf.join(""));
      seed = Number(m[1]);
      buf = [];
    } else if (seed !== null) buf.push(line);
  }
  if (seed !== null) map.set(seed, buf.join(""));
  return map;
}

export function runNode(source) {
  const lines = [];
  // afterEvaluate: the program's promise jobs run before runInContext returns, as
  // cairn runs its job queue at the end of the script.
  const context = vm.createContext(
    { console: { log: (...args) => lines.push(args.map(String).join(" ")) } },
    { microtaskMode: "afterEvaluate" },
  );
  try {
    vm.runInContext(source, context, { timeout: 5000, filename: "gen.js" });
  } catch (e) {
    lines.push("!! " + String(e).split("\n")[0]);
  }
  return lines.map((l) => l + "\n").join("");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = readFileSync(process.argv[2] ?? 0, "utf8");
  const out = [];
  for (const [seed, source] of parseFramed(text)) out.push(`### seed ${seed}\n` + runNode(source));
  process.stdout.write(out.join(""));
}
