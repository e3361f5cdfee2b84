// Used by scripts/build-wasm.sh: whether MODULE's embedded base image loads; if not,
// writes the image MODULE makes of a realm it sets up itself to IMAGE and exits 1 (the
// next build embeds it). With --check, a module that still does not load its image is
// an error.
import { readFile, writeFile } from "node:fs/promises";

const [modulePath, imagePath, flag] = process.argv.slice(2);
const module = await WebAssembly.compile(await readFile(modulePath));
const imports = { cairn: { host_call() {}, now: () => Date.now() } };
const x = (await WebAssembly.instantiate(module, imports)).exports;
if (x.cairn_image_loaded() === 1) {
  console.log("build-wasm: the module loads its embedded base image");
  process.exit(0);
}
if (flag === "--check") {
  console.error("build-wasm: the module does not load the image it was built with");
  process.exit(2);
}
const vm = x.cairn_write_image();
if (vm === 0) throw new Error("cairn_write_image failed");
const bytes = new Uint8Array(x.memory.buffer, x.cairn_vm_result_ptr(vm), x.cairn_vm_result_len(vm)).slice();
await writeFile(imagePath, bytes);
console.log(`build-wasm: wrote the module's base image (${bytes.length} bytes) to ${imagePath}`);
process.exit(1);
