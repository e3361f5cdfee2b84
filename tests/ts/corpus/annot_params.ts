function add(x: number, y: number): number { return x + y; }
function greet(name: string, greeting?: string): string { return (greeting ?? "Hello") + ", " + name; }
function rest(first: number, ...others: number[]): number { return others.reduce((s: number, v: number) => s + v, first); }
function defaults(a: number = 10, b: string = "b"): string { return a + b; }
console.log(add(1, 2), greet("Ann"), greet("Bo", "Hi"), rest(1, 2, 3), defaults(), defaults(2, "c"));
