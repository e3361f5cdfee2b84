const a = "5" as unknown as number;
const b = { x: 1 } satisfies { x: number };
const c = [1, 2] as const;
const d = (a as any) + 1;
const e = <string>"assert";
const f = <any>(<unknown>5);
let g: any = {};
(g as { n: number }).n = 3;
console.log(a, b, c, d, e, f, g, 1 + 2 as number, "x" as string + "y");
