// Unicode-aware regexes: the u flag, astral characters, property escapes, case folding.
const s = "a😀b𝒳c";
console.log(s.length, [...s].length, s.match(/./gu).length, s.match(/./g).length);
console.log(/^.$/u.test("😀"), /^.$/.test("😀"), /\u{1F600}/u.test(s), /[😀]/u.test("😀"));
console.log("Größe Ärger ÉCOLE".match(/\p{Lu}/gu).join(""), "abc١٢٣".match(/\p{Nd}/gu).length);
console.log("Ωmega".replace(/\p{Script=Greek}/u, "[greek]"), /\p{L}+/u.exec("  hé llo")[0]);
console.log(/ſ/i.test("s"), /ſ/iu.test("s"), /\u212A/i.test("k"), /\u212A/iu.test("k"));
console.log("x😀y".split(/(?:)/u).length, "x😀y".split("").length);
const emoji = "👍🏽 ok 🎉";
console.log(emoji.replace(/\p{Extended_Pictographic}/gu, "*"));
console.log(/\w/u.test("é"), /[\s\S]/u.exec("😀")[0].length, "😀".codePointAt(0).toString(16));
try { new RegExp("\\p{Nope}", "u"); } catch (e) { console.log(e.name); }
console.log(/[\u{1F600}-\u{1F64F}]/u.test("🙂"), new RegExp("\\u{61}", "u").test("a"), new RegExp("\\u{61}").test("a"));
