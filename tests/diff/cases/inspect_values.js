// console.log of non-string values: node's util.inspect formatting of common shapes.
console.log(1, -0, 1.5, NaN, true, null, undefined, "str");
console.log([1, "two", [3, [4, [5, [6]]]], null, undefined]);
console.log({ a: 1, b: "x", c: [1, 2], d: { e: { f: { g: 1 } } } });
console.log([], {}, [[]], [{}], { a: [] }, { "key with space": 1, valid_id: 2, 3: 4 });
console.log(new Map([["k", 1], [{ o: 1 }, [2]]]), new Set([1, "a", [2]]));
console.log([undefined, , 3], new Array(3), [1, , , 4]);
console.log(function named() {}, () => {}, class K {}, Symbol("s"), [Symbol.iterator]);
class Point { constructor() { this.x = 1; this.y = 2; } }
console.log(new Point(), [new Point()], { p: new Point() });
console.log(Object.create(null), Object.assign(Object.create(null), { a: 1 }));
console.log(new Error("boom").message, [new Error("in array").message]);
console.log("a\nb", ["a\nb", "it's", 'say "hi"']);
console.log({ s: "str", n: -0, big: 1e21, small: 1e-7 }, [0.1, -1e-7, 2e21]);
