// Well-known symbols: toPrimitive, toStringTag, iterator, hasInstance, isConcatSpreadable, species-free uses.
const money = { amount: 5, [Symbol.toPrimitive](hint) { return hint === "number" ? this.amount : hint === "string" ? `$${this.amount}` : "default:" + this.amount; } };
console.log(+money, `${money}`, money + "", money * 2, [money] + "", String(money));
class Even { static [Symbol.hasInstance](n) { return n % 2 === 0; } }
console.log(2 instanceof Even, 3 instanceof Even);
const tagged = { [Symbol.toStringTag]: "Custom" };
console.log(Object.prototype.toString.call(tagged), String(tagged));
const spreadable = { length: 2, 0: "a", 1: "b", [Symbol.isConcatSpreadable]: true };
console.log([1].concat(spreadable, [2]).join(), [1].concat({ length: 1, 0: "no" }).length);
const arr = [1, 2];
arr[Symbol.isConcatSpreadable] = false;
console.log([0].concat(arr).length);
const s1 = Symbol("desc"), s2 = Symbol.for("shared");
console.log(s1.toString(), s1.description, Symbol.for("shared") === s2, Symbol.keyFor(s2), Symbol.keyFor(s1), typeof Symbol.iterator);
const withSyms = { [s1]: 1, regular: 2 };
console.log(Object.keys(withSyms).join(), Object.getOwnPropertySymbols(withSyms).length, JSON.stringify(withSyms), s1 in withSyms);
