// Fails when the module (cargo's output, with its name section) links code it is built
// to leave out: the standard library's float formatting (flt2dec: about 14 KiB, reached
// by any `{}`/`{:?}` of an f64 or by `f64::clamp`'s panic message; the engine formats
// numbers with ryu-js) or serde (images and dumps use cairn-codec).
//   node npm/scripts/check-linked.mjs target/wasm32-unknown-unknown/wasm-release/cairn_wasm.wasm
import { readFileSync } from "node:fs";

const bytes = readFileSync(process.argv[2]);
const unwanted = {
  "7flt2dec": "core's float formatting (format an f64 with ryu-js, clamp with value::number::clamp)",
  "10serde_core": "serde (images and dumps are cairn-codec's)",
};
let failed = false;
for (const [needle, what] of Object.entries(unwanted)) {
  if (bytes.includes(needle)) {
    console.error(`check-linked: the module links ${what}`);
    failed = true;
  }
}
if (failed) process.exit(1);
console.log("check-linked: no float formatting or serde in the module");
