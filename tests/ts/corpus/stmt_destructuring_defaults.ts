function opts({ a = 1, b = "x" }: { a?: number; b?: string } = {}): string { return a + b; }
const [p = 5, ...rest]: number[] = [undefined as any, 2, 3];
console.log(opts(), opts({ a: 9 }), p, rest);
