// Lookahead, lookbehind and backreferences as scripts use them for validation and formatting.
const fmt = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
console.log([0, 12, 1234, 1234567, 1000000000].map(fmt).join(" "));
console.log("price: $42, cost: $7".match(/(?<=\$)\d+/g).join(), "a1b2c3".replace(/(?<![a-b])\d/g, "#"));
console.log(/^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$/.test("Passw0rdX"), /^(?=.*\d)(?=.*[A-Z]).{8,}$/.test("password"));
console.log("hello wworld  foo".replace(/(\w)\1/g, "<$1$1>"), /(a)|\1b/.exec("b")[0]);
console.log(/(?<q>['"]).*?\k<q>/.exec(`say "hi" or 'yo'`)[0], /(\d+)\s\1/.test("42 42"), /(\d+)\s\1/.test("42 43"));
console.log("aaa".match(/(?<=(a+))a/)?.slice(0, 2).join("|"), "abcabc".replace(/(?<=b)c/g, "C"));
console.log("camelCaseStringHere".replace(/(?<=[a-z])(?=[A-Z])/g, "_").toLowerCase());
console.log("  trim me  ".replace(/^\s+|\s+$/g, "").length, "x".replace(/(?:)/g, "-"));
