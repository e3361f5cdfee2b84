function inc(by) { this.n += by; return this.n; }
const c = { n: 1 };
console.log(inc.call(c, 4));
function noArgs() { return typeof this; }
console.log(noArgs.call(undefined));
