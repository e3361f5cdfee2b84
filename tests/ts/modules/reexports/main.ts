// Re-exports through a barrel: type-only exports vanish, value exports stay.
import { total, Unit, version, Settings, defaultSettings } from "./barrel.ts";
import * as all from "./barrel.ts";

const s: Settings = defaultSettings;
console.log(total([1, 2, 3]), Unit.Meter, version, s.precision);
console.log(Object.keys(all).sort().join(","));
