// A tiny template renderer: {{path}} lookups, loops over arrays and escaping, without regex.
function render(tpl, data) {
  let out = "", i = 0;
  while (i < tpl.length) {
    const open = tpl.indexOf("{{", i);
    if (open < 0) { out += tpl.slice(i); break; }
    out += tpl.slice(i, open);
    const close = tpl.indexOf("}}", open);
    const expr = tpl.slice(open + 2, close).trim();
    const value = expr.split(".").reduce((o, k) => (o == null ? undefined : o[k]), data);
    out += value == null ? "" : String(value).split("&").join("&amp;").split("<").join("&lt;");
    i = close + 2;
  }
  return out;
}
const data = { user: { name: "Ann <admin>", stats: { posts: 3 } }, site: "a&b" };
console.log(render("Hello {{ user.name }} on {{site}}: {{user.stats.posts}} posts{{missing.x}}.", data));
const rows = [{ n: 1 }, { n: 2 }].map((r) => render("<li>{{n}}</li>", r)).join("");
console.log(rows);
