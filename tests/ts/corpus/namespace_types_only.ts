namespace Types { export interface I { x: number } export type T = string; }
const i: Types.I = { x: 1 };
const t: Types.T = "t";
console.log(i, t, typeof (globalThis as any).Types);
declare namespace Amb { function f(): void; const x: number; }
declare module "some-module" { export const y: number; }
declare global { interface Window { custom: string } }
console.log("ok");
