// match, matchAll, exec loops with lastIndex, sticky and global flags.
const text = "k1=v1; k2=v2;k3 = v3";
console.log(JSON.stringify(text.match(/k\d/g)), JSON.stringify(text.match(/nope/g)), text.match(/k(\d)/).index);
for (const m of text.matchAll(/(\w+)\s*=\s*(\w+)/g)) console.log(m.index, m[1], m[2]);
const re = /\d/g; let m; const found = [];
while ((m = re.exec(text)) !== null) found.push(m[0] + "@" + m.index + "/" + re.lastIndex);
console.log(found.join(" "));
const sticky = /v\d/y; sticky.lastIndex = 3;
console.log(sticky.test(text), sticky.lastIndex, sticky.test(text), sticky.lastIndex);
try { text.matchAll(/x/); } catch (e) { console.log(e.name); }
