// padStart/padEnd/trim family and repeat.
console.log("5".padStart(3, "0"), "abc".padStart(8, "12"), "abc".padEnd(6), "|" + "x".padEnd(0) + "|");
console.log("abc".padStart(2, "z"), "a".padStart(5, ""), JSON.stringify("  \t\n x \u00a0\ufeff".trim()));
console.log(JSON.stringify("  hi  ".trimStart()), JSON.stringify("  hi  ".trimEnd()));
console.log("ab".repeat(3), "".repeat(5) === "", "x".repeat(0) === "");
try { "x".repeat(-1); } catch (e) { console.log(e.name); }
try { "x".repeat(Infinity); } catch (e) { console.log(e.name); }
