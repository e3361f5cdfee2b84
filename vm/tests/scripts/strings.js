// String operations: concatenation, indexing, methods, comparison.
const s = "Hello, World";
print(s.length, s[0], s[100], s.charAt(4), s.charCodeAt(1), s.indexOf("o"), s.lastIndexOf("o"), s.indexOf("zz"));
print(s.slice(7), s.slice(-5, -1), s.substring(5, 0), s.substr(-5, 3), s.toUpperCase(), s.toLowerCase());
print(s.includes("World"), s.startsWith("Hell"), s.endsWith("d"), s.split(", ").length, "a,b,,c".split(","));
print("  pad ".trim() + "|", "x".padStart(4, "ab"), "x".padEnd(3), "ab".repeat(3), "a".concat("b", 1, null));
print("abc" < "abd", "B" < "a", "10" < "9", 10 < 9, "10" < 9, "a" + 1 + 2, 1 + 2 + "a");
print(String(123), String(null), String([1, [2, 3]]), String({}), String(Symbol("q")), `t${1 + 1}t`);
print("ünïcödé".length, "😀".length, "😀".charCodeAt(0), "😀".codePointAt(0), String.fromCharCode(72, 105));
let built = "";
for (let i = 0; i < 10; i++) built += i;
print(built, built.length);
let big = "";
for (let i = 0; i < 1000; i++) big = big + "xy";
print(big.length, big.slice(0, 6), big[1999]);
print([..."héllo"].join("-"), "abc".at(-1), "a-b-c".split("-", 2));
print("a".localeCompare("b"), "abc" == new String("abc"), typeof new String("x"));
