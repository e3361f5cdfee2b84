// Prints the sizes of the wasm files named: raw, gzip -9 (node's zlib at level 9, the
// figure the docs quote; and the `gzip -9` program's where it is installed, whose
// deflate finds about 1% more) and brotli (quality 11).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

for (const path of process.argv.slice(2)) {
  const raw = readFileSync(path);
  const gz = gzipSync(raw, { level: 9 }).length;
  const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const program = spawnSync("gzip", ["-9c", path], { maxBuffer: 1 << 30 });
  const kb = (n) => `${(n / 1024).toFixed(0)} KiB (${n} bytes)`;
  const gzipProgram = program.status === 0 ? `\n  gzip -9, the gzip program ${kb(program.stdout.length)}` : "";
  console.log(`${path}\n  raw ${kb(raw.length)}\n  gzip -9 ${kb(gz)}${gzipProgram}\n  brotli ${kb(br)}`);
}
