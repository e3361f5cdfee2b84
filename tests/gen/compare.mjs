// Compares the framed outputs of node and cairn for the framed programs, prints a
// summary, and for each difference the seed, a minimized program (top-level statement
// lines deleted while the outputs still differ; cairn re-run through the binary) and
// both outputs. Usage: node compare.mjs PROGRAMS NODE_OUT CAIRN_OUT CAIRN_BINARY
// Exit status 1 when any program differs.
import { readFileSync, writeFileSync, mkdtempSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseFramed, runNode } from "./driver.mjs";

const [programsFile, nodeFile, cairnFile, cairnBin] = process.argv.slice(2);
const programs = parseFramed(readFileSync(programsFile, "utf8"));
const nodeOut = parseFramed(readFileSync(nodeFile, "utf8"));
const cairnOut = parseFramed(readFileSync(cairnFile, "utf8"));
const tmp = mkdtempSync(join(tmpdir(), "gen-"));

// What the output files hold: stdout is UTF-8, so lone surrogates print as U+FFFD.
const wellFormed = (s) => Buffer.from(s, "utf8").toString("utf8");

function runCairn(source) {
  const file = join(tmp, "p.js");
  writeFileSync(file, source);
  try {
    return execFileSync(cairnBin, ["--fuel", "50000000", file], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], timeout: 10000 });
  } catch (e) {
    return (e.stdout ?? "") + "!! " + String(e.stderr ?? e.message).split("\n")[0] + "\n";
  }
}

// Deletes lines (keeping the prelude, `try {` and the final catch) while node and cairn
// still disagree.
function minimize(source) {
  let lines = source.split("\n");
  const differs = (ls) => {
    const text = ls.join("\n");
    return wellFormed(runNode(text)) !== runCairn(text);
  };
  if (!differs(lines)) return source; // the binary agrees: keep the whole program
  let changed = true;
  while (changed) {
    changed = false;
    for (let i = lines.length - 3; i >= 3; i--) {
      const candidate = lines.slice(0, i).concat(lines.slice(i + 1));
      if (differs(candidate)) {
        lines = candidate;
        changed = true;
      }
    }
  }
  return lines.join("\n");
}

let agree = 0;
const differ = [];
for (const [seed, source] of programs) {
  if (nodeOut.get(seed) === cairnOut.get(seed)) agree++;
  else differ.push(seed);
}
const limit = Number(process.env.GEN_SHOW ?? 10);
for (const seed of differ.slice(0, limit)) {
  const small = minimize(programs.get(seed));
  console.log(`=== seed ${seed} differs; minimized program:\n${small}`);
  console.log(`--- node:\n${runNode(small)}--- cairn:\n${runCairn(small)}`);
}
if (differ.length > limit) console.log(`(${differ.length - limit} more differing seeds: ${differ.slice(limit).join(" ")})`);
console.log(`${agree} of ${programs.size} generated programs agree with node (${differ.length} differ)`);
process.exit(differ.length ? 1 : 0);
