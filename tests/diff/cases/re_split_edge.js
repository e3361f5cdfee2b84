// String.prototype.split with regexes: captures in the output, limits, empty matches, leading/trailing separators.
const show = (a) => JSON.stringify(a);
console.log(show("a1b22c333".split(/\d+/)), show("a1b22c333".split(/(\d+)/)), show("a1b2".split(/(\d)/, 2)));
console.log(show("".split(/,/)), show("".split("")), show("abc".split(/(?:)/)), show(",a,,b,".split(",")));
console.log(show("one  two\tthree\nfour".split(/\s+/)), show("a-b_c d".split(/[-_ ]/)));
console.log(show("ab".split(/(a)?(b)?/)), show("test".split(/(?=s)/)), show("A1B2C3".split(/(?<=\d)/)));
console.log(show("x".split(undefined)), show("a,b,c".split(",", 0)), show("a,b,c".split(",", -1)), show("a,b".split(",", 2 ** 32 + 1)));
const csvLine = 'a,"b,c",d';
console.log(show(csvLine.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/)));
console.log(show("k1=v1&k2=v2&k3".split("&").map((p) => p.split("="))));
