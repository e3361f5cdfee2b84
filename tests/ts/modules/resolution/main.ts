// Imports as TypeScript projects write them: without an extension (tsc's `bundler`
// resolution), with `.js` for a `.ts` source (`nodenext`), and a folder's index.
import { greet } from "./greeting";
import { double } from "./math.js";
import { VERSION, type Config } from "./util";

const config: Config = { name: "cairn", times: 2 };
console.log(greet(config.name), double(config.times), VERSION);
