console.log("types.ts ran (tsc never loads it: every import of it is a type)");
export interface Point { x: number; y: number }
export type Shape = { kind: "circle"; radius: number } | { kind: "square"; side: number };
export interface Options { verbose?: boolean }
