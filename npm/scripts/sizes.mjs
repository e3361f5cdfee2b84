// Prints the sizes of the wasm files named: raw, gzip -9 and brotli (quality 11).
import { readFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

for (const path of process.argv.slice(2)) {
  const raw = readFileSync(path);
  const gz = gzipSync(raw, { level: 9 }).length;
  const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const kb = (n) => `${(n / 1024).toFixed(0)} KiB (${n} bytes)`;
  console.log(`${path}\n  raw ${kb(raw.length)}\n  gzip -9 ${kb(gz)}\n  brotli ${kb(br)}`);
}
