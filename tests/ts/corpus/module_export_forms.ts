export const x: number = 1;
export function f(a: number): number { return a + x; }
export class K { constructor(public v: string) {} }
export type T = string;
export interface I { a: number }
export enum E { A = 2, B }
export namespace N { export const inner = "in"; }
export declare const ambient: number;
export default function main(): void { console.log(f(1), new K("k").v, E.B, N.inner); }
main();
