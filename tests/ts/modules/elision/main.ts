// Imports of types are elided (tsc's transpileModule): types.ts is never loaded, so
// its console.log does not run; lib.ts is loaded once for its values.
import { Shape, Point } from "./types.ts";
import type { Options } from "./types.ts";
import { type Color, area, Kind, Geometry, scale, Registry } from "./lib.ts";
import Describer, { describe } from "./lib.ts";
import * as typesOnly from "./types.ts";

const p: Point = { x: 3, y: 4 };
const s: Shape = { kind: "circle", radius: 2 };
const o: Options = { verbose: true };
let c: Color = "red";
let t: typesOnly.Point = p;

console.log(area(s).toFixed(3), Kind.Square, Kind[Kind.Circle]);
console.log(Geometry.distance(p, { x: 0, y: 0 }), Geometry.origin);
console.log(scale(2), scale("ab"), c, o.verbose, t.x);
console.log(new Registry<string>().add("a").add("b").items, describe(p));
console.log(new Describer().describe(s));
