// RegExp objects as state: lastIndex across exec/test, flags getters, source escaping, toString, RegExp(re) copying.
const re = /o/g;
const hits = [];
for (let i = 0; i < 4; i++) hits.push(re.test("foo") + ":" + re.lastIndex);
console.log(hits.join(" "));
const r2 = new RegExp(re, "i");
console.log(r2.source, r2.flags, r2.global, r2.lastIndex, RegExp(re) === re, new RegExp(re) === re);
console.log(new RegExp("a/b").source, String(new RegExp("a/b")), new RegExp("").source, String(new RegExp("\n")));
console.log(/x/gimsuy.flags, /x/d.hasIndices, /x/s.dotAll, /./s.test("\n"), /./.test("\n"));
const d = /(?<w>b+)/d.exec("abbc");
console.log(JSON.stringify(d.indices), JSON.stringify(d.indices.groups));
const g = /a/g; g.lastIndex = 10;
console.log(g.exec("aaa"), g.lastIndex);
const str = "aXbXc"; const splitter = /X/g; splitter.lastIndex = 3;
console.log(str.split(splitter).join(), splitter.lastIndex, str.replace(splitter, "-"), splitter.lastIndex);
console.log(RegExp.prototype.toString.call({ source: "S", flags: "F" }), Object.prototype.toString.call(/x/));
