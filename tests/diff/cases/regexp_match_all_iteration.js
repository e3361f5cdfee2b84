// matchAll iterated by for-of and spread: plain and empty matches (with and without the u
// flag, over a surrogate pair), a patched exec, a patched next, named groups, and an
// iterator stepped by hand after the loop.
const text = "a1b22c333\u{1F600}d4";
console.log([...text.matchAll(/\d+/g)].map((m) => m[0] + "@" + m.index).join(" "));
console.log([...text.matchAll(/x*/g)].length, [...text.matchAll(/x*/gu)].length);
for (const m of "k=1;j=22".matchAll(/(?<key>\w)=(?<val>\d+)/g)) console.log(m.groups.key, m.groups.val, m.input.length);
const re = /\d/g;
const orig = RegExp.prototype.exec;
let execs = 0;
RegExp.prototype.exec = function (s) { execs++; return orig.call(this, s); };
console.log([..."1a2b3".matchAll(re)].join(), execs);
RegExp.prototype.exec = orig;
const proto = Object.getPrototypeOf("x".matchAll(/x/g));
const next = proto.next;
proto.next = function () { const r = next.call(this); if (!r.done) r.value = r.value[0] + "!"; return r; };
console.log([..."ab".matchAll(/./g)].join());
proto.next = next;
const it = "x1x2x3".matchAll(/x(\d)/g);
for (const m of it) { if (m[1] === "2") break; }
console.log(JSON.stringify(it.next()), JSON.stringify(it.next()));
