// A tiny Markdown-to-HTML renderer: headings, emphasis, code spans, links, lists, paragraphs, escaping.
const md = `# Title *with* emphasis
Some **bold** and _italic_ text with \`code <b>\` and a [link](https://x.org?a=1&b=2).

## List
- first item
- second with **bold**
- third

1. one
2. two

Plain paragraph
spanning lines.`;
const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const inline = (s) => esc(s).replace(/`([^`]+)`/g, "<code>$1</code>").replace(/\*\*(.+?)\*\*/g, "<strong>$1</strong>").replace(/(\*|_)(.+?)\1/g, "<em>$2</em>").replace(/\[([^\]]+)\]\(([^)]+)\)/g, '<a href="$2">$1</a>');
const out = [];
for (const block of md.split(/\n{2,}/)) {
  const lines = block.split("\n");
  let m;
  if ((m = /^(#{1,6})\s+(.*)$/.exec(lines[0])) && lines.length === 1) out.push(`<h${m[1].length}>${inline(m[2])}</h${m[1].length}>`);
  else if ((m = /^(#{1,6})\s+(.*)$/.exec(lines[0]))) { out.push(`<h${m[1].length}>${inline(m[2])}</h${m[1].length}>`); out.push(`<p>${inline(lines.slice(1).join(" "))}</p>`); }
  else if (lines.every((l) => /^- /.test(l))) out.push("<ul>" + lines.map((l) => `<li>${inline(l.slice(2))}</li>`).join("") + "</ul>");
  else if (lines.every((l) => /^\d+\. /.test(l))) out.push("<ol>" + lines.map((l) => `<li>${inline(l.replace(/^\d+\. /, ""))}</li>`).join("") + "</ol>");
  else out.push(`<p>${inline(lines.join(" "))}</p>`);
}
console.log(out.join("\n"));
