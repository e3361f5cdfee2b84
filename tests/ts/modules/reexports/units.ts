export enum Unit { Meter = "m", Foot = "ft" }
export type UnitName = keyof typeof Unit;
