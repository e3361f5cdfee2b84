// Template literals, tagged templates and String.raw.
const name = "world", n = 3;
console.log(`hello ${name}, ${n * 2} times ${[1, 2]} ${{}} ${null} ${undefined}`);
function tag(strings, ...vals) {
  return strings.raw.map((r, i) => r + (i < vals.length ? `[${typeof vals[i]}]` : "")).join("") + " " + strings.length;
}
console.log(tag`a${1}b${"s"}c\n`);
console.log(String.raw`x\ny${1 + 1}\u0041`);
const sites = [];
for (let i = 0; i < 2; i++) sites.push(((s) => s)`same`);
console.log(sites[0] === sites[1], Object.isFrozen(sites[0]));
