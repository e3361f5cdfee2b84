import def, { a as b } from "./m.js";
import * as ns from "./n.js";
export let x = b + def;
export function f() { return ns.y + x; }
export default class {}
export { b as c };
export * from "./o.js";
