// split by regex with captures and limits; unicode and case-insensitive matching.
console.log(JSON.stringify("a1b22c333".split(/\d+/)), JSON.stringify("a1b2".split(/(\d)/)), JSON.stringify("abc".split(/(?:)/u, 2)));
console.log(/😀/u.test("x😀"), /^.$/u.test("😀"), /^.$/.test("😀"), /\u{1F600}/u.source, "😀".match(/./gu).length);
console.log(/\p{L}+/u.exec("123 héllo")[0], /[\p{Emoji_Presentation}]/u.test("😀"), /\p{Script=Greek}/u.test("α"));
console.log(/ſ/i.test("s"), /[a-z]/i.test("\u212A"), /[a-z]/iu.test("\u212A"), /STRASSE/i.test("strasse"));
console.log(/a.c/s.test("a\nc"), /a.c/.test("a\nc"), /^b/m.test("a\nb"), /(?<=\$)\d+/.exec("cost $42")[0], /(?<!\$)\b\d+/.exec("$42 17")[0]);
