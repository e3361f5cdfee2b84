// Escaping for HTML, shell and JSON-in-string contexts, without regex.
const esc = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const html = (s) => [...s].map((c) => esc[c] ?? c).join("");
const shell = (s) => "'" + s.split("'").join("'\\''") + "'";
const inputs = [`<a href="x">Tom & Jerry's</a>`, "plain", "it's", ""];
for (const s of inputs) console.log(html(s), "|", shell(s), "|", JSON.stringify(JSON.stringify({ s })));
