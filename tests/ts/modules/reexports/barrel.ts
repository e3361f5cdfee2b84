export { total } from "./math.ts";
export type { Vector } from "./math.ts";
export * from "./units.ts";
import { type Settings, defaultSettings } from "./settings.ts";
export { Settings, defaultSettings };
export const version: string = "1.0";
interface Hidden { h: 1 }
export { Hidden as Visible };
export default version;
