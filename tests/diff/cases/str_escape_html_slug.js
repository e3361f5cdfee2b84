// Escaping and slugifying text: HTML entities, slugs with diacritics removed, truncation on word boundaries.
const esc = (s) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
console.log(esc(`<a href="x?a=1&b='2'">Tom & "Jerry"</a>`));
const slug = (s) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
console.log(["Héllo, Wörld!", "  Crème Brûlée 101 ", "---", "Ça va? Très bien."].map(slug).join(" | "));
const truncate = (s, n) => (s.length <= n ? s : s.slice(0, s.lastIndexOf(" ", n)) + "…");
console.log(truncate("The quick brown fox jumps over the lazy dog", 20), truncate("short", 20));
const unesc = (s) => s.replace(/&(amp|lt|gt|quot|#(\d+));/g, (m, name, code) => (code ? String.fromCharCode(+code) : { amp: "&", lt: "<", gt: ">", quot: '"' }[name]));
console.log(unesc(esc("<&'\">")), unesc("&#65;&#66;&unknown;"));
