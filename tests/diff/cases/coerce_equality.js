// Abstract equality, relational comparison and ToPrimitive coercions.
const pairs = [[0, ""], [0, "0"], ["", "0"], [null, undefined], [null, 0], [NaN, NaN], [[1], 1], [[1, 2], "1,2"], [{}, "[object Object]"], [true, 1], ["1", true], [undefined, 0]];
console.log(pairs.map(([a, b]) => (a == b ? 1 : 0)).join(""));
console.log([] + [], [] + {}, 1 + "2", "3" * "4", true + 1, null + 1, undefined + 1, "5" - 2, +[], +{}, +"", +" 12 ");
const o = { valueOf() { return 42; }, toString() { return "str"; } };
console.log(o + 1, `${o}`, o * 2, String(o), o > 41, [o] + "");
console.log(null >= 0, null > 0, undefined >= 0, "b" > "a", "10" > 9, [2] > 1, "abc" < "abd");
console.log(typeof null, typeof [], typeof function () {}, typeof Symbol(), typeof undefined, typeof 1n === "bigint" ? "bigint ok" : "no");
