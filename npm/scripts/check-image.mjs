// Used by scripts/build-wasm.sh: the module loads its embedded base image (written on
// the build machine), and a realm it sets up itself has the same payload.
import { readFile } from "node:fs/promises";

const module = await WebAssembly.compile(await readFile(process.argv[2]));
const imports = { cairn: { host_call() {}, now: () => Date.now(), zone_offset: () => 0, map_text() {} } };
const x = (await WebAssembly.instantiate(module, imports)).exports;
if (x.cairn_image_loaded() !== 1) {
  console.error("build-wasm: the module does not load its embedded base image");
  process.exit(1);
}
if (x.cairn_check_image() !== 1) {
  console.error("build-wasm: the module's own realm differs from the embedded image's payload");
  process.exit(1);
}
console.log("build-wasm: the module loads its base image (checked against its own set-up)");
