// Tagged templates used as builders: SQL-like parameterisation, dedent, HTML escaping, raw strings, cached strings arrays.
const sql = (strings, ...vals) => ({ text: strings.reduce((acc, s, i) => acc + "$" + i + s), values: vals });
const q = sql`SELECT * FROM t WHERE a = ${1} AND b = ${"x'y"} LIMIT ${10}`;
console.log(q.text, JSON.stringify(q.values));
const dedent = (strings, ...vals) => { const full = String.raw({ raw: strings }, ...vals); const lines = full.replace(/^\n/, "").split("\n"); const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.match(/^ */)[0].length)); return lines.map((l) => l.slice(indent)).join("\n").trimEnd(); };
console.log(dedent`
    function f() {
      return ${1 + 1};
    }
  `);
const html = (s, ...v) => s.reduce((a, str, i) => a + String(v[i - 1]).replace(/[<>&]/g, (c) => `&#${c.charCodeAt(0)};`) + str);
console.log(html`<p>${"<script>"} & ${"a&b"}</p>`);
const seen = new Set(); const tag = (s) => { seen.add(s); return s; };
for (let i = 0; i < 3; i++) tag`same site`;
tag`other site`; console.log(seen.size, Object.isFrozen([...seen][0]), Array.isArray([...seen][0].raw));
const raw = (s) => s.raw[0]; console.log(raw`\n\t\u0041`, raw`\n`.length, ((s) => s[0])`\u0041`);
console.log(((s) => s[0] === undefined && s.raw[0] === "\\unicode")`\unicode`);
const fnTag = (s, ...v) => v.map((x) => typeof x).join(); console.log(fnTag`${1}${"s"}${null}${() => 1}${undefined}`);
