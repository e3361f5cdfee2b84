// expected: by hand. A u-flag RegExp whose lastIndex points into the middle of a surrogate pair.
// ECMA-262 sec-regexpbuiltinexec step 13.b starts the match at the code point holding element
// lastIndex, and steps 20-22 report index = lastIndex and the substring from lastIndex. node v20
// (V8) instead backs lastIndex up to the lead surrogate (index 0, the whole pair) or skips the
// pair, so lines 2, 4 and 6 of the expected output follow the spec, not node
// (node prints "2 d83d 0 2", "0 2 2" and "2 2 4" there).
const re = /\u{1F600}/uy; re.lastIndex = 2; console.log(re.test("a😀"), re.lastIndex);
const r2 = /./gu; r2.lastIndex = 1; const m = r2.exec("😀x"); console.log(m[0].length, m[0].charCodeAt(0).toString(16), m.index, r2.lastIndex);
const r3 = /x/gu; r3.lastIndex = 1; const m3 = r3.exec("😀x"); console.log(m3.index, r3.lastIndex);
const r4 = /(.)/yu; r4.lastIndex = 1; const m4 = r4.exec("😀x"); console.log(m4.index, m4[1].length, r4.lastIndex);
const r5 = /x/yu; r5.lastIndex = 1; console.log(r5.exec("😀x"), r5.lastIndex);
const r6 = /\u{1F600}/gu; r6.lastIndex = 1; const m6 = r6.exec("😀😀"); console.log(m6.index, m6[0].length, r6.lastIndex);
