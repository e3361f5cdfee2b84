// Coercion of arguments to string methods: numbers, null, undefined, objects, arrays as patterns.
console.log("a1b1c".split(1).join("|"), "nullnull".indexOf(null), "undefined".includes(), "abc".startsWith(undefined) , "x,y".split([","]).length);
console.log("abc".slice("1"), "abc".slice(null, "2"), "abc".slice(NaN, Infinity), "abc".substring(2, -5), "abc".at("1"), "abc".charAt(1.9));
console.log("12".padStart(5, 0), "ab".padEnd(5, [1, 2]), "ab".repeat("2"), "a-b".replace("-", 5), "x".concat(null, undefined, 0));
console.log("abc".indexOf("c", -10), "abc".lastIndexOf("a", -1), "aaa".lastIndexOf("a", Infinity), "abc".includes("b", 2), "a b".split(" ", 1.5).length);
console.log(String([1, [2, 3]]), String({ toString: () => "custom" }), String(Symbol("s")), `${[null, undefined]}`, [null, undefined, 1].join("-"));
try { "abc".repeat(-1); } catch (e) { console.log(e.name); }
try { "abc".padStart(Symbol()); } catch (e) { console.log(e.name); }
try { String.prototype.trim.call(null); } catch (e) { console.log(e.name); }
