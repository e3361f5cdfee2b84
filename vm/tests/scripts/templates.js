// Template literals and tagged templates.
const name = "world";
print(`hello ${name}`, `a${1}b${2}c`, `multi
line`, `\u0041\x42`, `${[1, 2]}`, `${{ toString: () => "obj" }}`);
function tag(strings, ...values) {
  return strings.raw.join("|") + " / " + values.join(",") + " / " + strings.length;
}
print(tag`one${1}two${2}three`, tag`\n${"x"}`);
const sites = [];
function remember(s) { sites.push(s); return s; }
for (let i = 0; i < 2; i++) remember`same site`;
print(sites[0] === sites[1], Object.isFrozen(sites[0]));
