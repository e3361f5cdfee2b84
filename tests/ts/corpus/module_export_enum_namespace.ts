export const enum Flag { On = 1, Off = 0 }
export namespace Space { export function hi() { return "hi"; } }
export enum Plain { P }
console.log(Flag.On, Space.hi(), Plain.P, Plain[0]);
