interface Counter { n: number }
function inc(this: Counter, by: number): number { this.n += by; return this.n; }
const c: Counter = { n: 1 };
console.log(inc.call(c, 4));
function noArgs(this: void) { return typeof this; }
console.log(noArgs.call(undefined));
