const who: string = "world";
const n: number = 3;
console.log(`hello ${who}, ${n * 2} times`, `${`nested ${n}`}`);
function tag(s: TemplateStringsArray, ...v: number[]) { return s.raw.join("|") + v.join(); }
console.log(tag`a${1}b`);
