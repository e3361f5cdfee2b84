// A unicode-aware lexer with sticky+unicode regexes over identifiers with non-ASCII letters and astral symbols; positions in code units and code points.
const tokens = [["ident", /[\p{L}_$][\p{L}\p{N}_$]*/uy], ["num", /\p{Nd}+/uy], ["emoji", /\p{Extended_Pictographic}/uy], ["space", /\s+/uy], ["punct", /[^\s\p{L}\p{N}]/uy]];
const lex = (src) => { const out = []; let pos = 0; while (pos < src.length) { let matched = false; for (const [kind, re] of tokens) { re.lastIndex = pos; const m = re.exec(src); if (m) { if (kind !== "space") out.push(`${kind}(${m[0]})@${pos}/${[...src.slice(0, pos)].length}`); pos = re.lastIndex; matched = true; break; } } if (!matched) throw new Error("stuck at " + pos); } return out; };
console.log(lex("größe = 𝒳1 + ١٢ 😀; naïve_$").join(" "));
const re = /\u{1F600}/uy; re.lastIndex = 1; console.log(re.test("a😀"), re.lastIndex, (re.lastIndex = 2, re.test("a😀")));
const r3 = /(?:)/gu; console.log("😀😀".replace(r3, "-"), "😀😀".split(/(?:)/u).length, [..."😀😀".matchAll(/(?:)/gu)].map((x) => x.index).join());
console.log(/^\p{Lu}\p{Ll}+$/u.test("Élan"), /^[\p{Script=Latin}\s]+$/u.test("hello wörld"), /\P{L}/u.exec("abc1")[0], /[^\p{L}]/u.exec("ab😀")[0]);
