// RegExp match results built one after another (their shape is reused): elements,
// index, input, groups, keys in order, named groups, the d flag's indices, and a
// result changed after it was made.
var re = /(\w)(\d)?/g, s = "a1 b c2";
var all = [], m;
while ((m = re.exec(s)) !== null) all.push(JSON.stringify([m.slice(), m.index, m.input, m.groups, Object.keys(m)]));
console.log(all.join("\n"));
var n = /(?<x>a)/.exec("za"); console.log(JSON.stringify(n.groups), n.index, Object.keys(n));
var d = /b/d.exec("ab"); console.log(JSON.stringify(d.indices), Object.keys(d));
var p = /q/.exec("xq"); p.extra = 1; console.log(Object.keys(p), p.index, p.input);
console.log(JSON.stringify("x1y2".match(/\d/)), JSON.stringify([..."a1b2".matchAll(/\d/g)].map(r => [r[0], r.index])));
