const who = "world";
const n = 3;
console.log(`hello ${who}, ${n * 2} times`, `${`nested ${n}`}`);
function tag(s, ...v) { return s.raw.join("|") + v.join(); }
console.log(tag `a${1}b`);
