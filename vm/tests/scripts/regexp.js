// RegExp through regress: the wrapper's flags (d g y, lastIndex), ignore-case gaps,
// named groups, indices, the Symbol.* string protocol and the legacy statics.
const J = (v) => JSON.stringify(v);

// Non-u ignore-case keeps long s / Kelvin / dotless i apart from ASCII.
print(/\u017f/i.test("s"), /s/i.test("\u017f"), /[a-z]/i.test("\u212a"), /[^a-z]/i.test("\u212a"));
print(/\w/i.test("\u017f"), /\u0131/i.test("I"), /\u03c3/i.test("\u03c2"), /\u017f/i.test("\u017f"));
print(/\u017f/iu.test("s"), /[a-z]/iu.test("\u212a"), /\u212a/i.test("k"));

// lastIndex and sticky.
const y = /a/y;
print(y.test("ba"), y.lastIndex, (y.lastIndex = 1, y.test("ba")), y.lastIndex, y.test("ba"), y.lastIndex);
const g = /o/g;
const seen = [];
let m;
while ((m = g.exec("foo boo")) !== null) seen.push(m.index + ":" + g.lastIndex);
print(J(seen), g.lastIndex);
const e = /x*/g;
print(J("abc".match(e)), J("abc".replace(e, "-")), J("a\u{1F600}b".replace(/(?:)/gu, ".")));
print(J("a\u{1F600}b".replace(/(?:)/g, ".").length));

// Named groups and indices.
const d = /(?<year>\d{4})-(?<month>\d{2})(-(?<day>\d{2}))?/d.exec("on 2024-11!");
print(d.index, J(d.groups), J(d.indices), J(d.indices.groups));
print(Object.getPrototypeOf(d.groups) === null, J(Object.keys(d)));
print("2024-11-30".replace(/(?<y>\d+)-(?<m>\d+)-(?<d>\d+)/, "$<d>.$<m>.$<y> [$&] ($`|$') $1$2$3 $$ $4 $0 $10"));
print("abc".replace(/(b)/, (...a) => J(a)));
print("x-y".replace(/(?<a>-)/, (...a) => J(a[a.length - 1])));

// split, search, matchAll, replaceAll.
print(J("a1b22c333".split(/\d+/)), J("a1b22c".split(/(\d)/)), J("abc".split(/(?:)/)), J("a,b,c".split(/,/, 2)));
print(J("".split(/x/)), J("".split(/(?:)/)), J("test".split(/(?:)/u)), J("\u{1F600}x".split(/(?:)/u)));
print("hello".search(/l+/), "hello".search(/z/), J([..."a1b2".matchAll(/\d/g)].map((r) => r[0] + r.index)));
print("a.b.c".replaceAll(/\./g, "/"), "a.b.c".replaceAll(".", "/"));
try { "a".replaceAll(/a/, "b"); } catch (err) { print(err.name); }
try { "a".matchAll(/a/); } catch (err) { print(err.name); }

// Constructor, flags, source, toString.
const r = new RegExp("a/b\n", "gimsyd");
print(r.source, r.flags, String(r), r.global, r.sticky, r.hasIndices, r.lastIndex);
print(RegExp(r) === r, new RegExp(r) === r, new RegExp(r, "u").flags, String(new RegExp("")));
print(RegExp.prototype.source, RegExp.prototype.global, String(RegExp.prototype), Object.prototype.toString.call(/x/));
try { new RegExp("(", ""); } catch (err) { print(err.name); }
try { new RegExp("a", "gg"); } catch (err) { print(err.name); }
class R extends RegExp { exec(s) { print("exec", s); return super.exec(s); } }
print(new R("b").test("abc"), J("abc".match(new R("c", "g"))));
print(R[Symbol.species] === R, J(Object.getOwnPropertyNames(RegExp.prototype).sort()));

// Legacy static properties.
/(\w)(\w)-(\w)/.exec("xx ab-c yy");
print(RegExp.$1, RegExp.$2, RegExp.$3, RegExp.$4 === "", RegExp.lastMatch, RegExp["$&"], RegExp.lastParen);
print(RegExp.leftContext, RegExp.rightContext, RegExp.input === "xx ab-c yy", RegExp["$_"] === RegExp.input);
const c = /a/g;
c.compile("b+", "i");
print(c.source, c.flags, c.lastIndex, c.test("xBB"));
