// String building across awaits: a text table assembled cell by cell from tool
// results, padding, repeat, template literals with tagged templates, String.raw,
// code points outside the BMP, and a rope built by repeated concatenation.
(async () => {
  const header = ["id", "name", "score"];
  const rows = await tools.rows({ n: 4 });
  const widths = [4, 8, 7];
  let table = header.map((h, i) => h.padEnd(widths[i])).join("|") + "\n";
  table += widths.map((w) => "-".repeat(w)).join("+") + "\n";
  for (const r of rows) {
    const cells = [String(r.id).padStart(4), r.name.padEnd(8), (await tools.echo(r.score)).toFixed(2).padStart(7)];
    table += cells.join("|") + "\n";
  }
  for (const line of table.trimEnd().split("\n")) console.log(line);
  function tag(strings, ...vals) {
    return strings.raw.map((s, i) => s + (i < vals.length ? `[${typeof vals[i]}:${vals[i]}]` : "")).join("");
  }
  const who = await tools.echo("ada");
  console.log(tag`hi ${who}\n you are ${await tools.add({ a: 20, b: 16 })}!`);
  console.log(String.raw`c:\new\table ${who}`.length, `a${1 + 1}b${[1, 2]}c${{}.constructor.name}`);
  const emoji = "x😀y🎉";
  const cps = [...emoji].map((c) => c.codePointAt(0).toString(16));
  const echoed = await tools.echo(emoji);
  console.log("unicode", emoji.length, [...echoed].length, cps.join(","), echoed === emoji, String.fromCodePoint(0x1f600) === "😀");
  let rope = "";
  for (let i = 0; i < 200; i++) {
    rope += String.fromCharCode(97 + (i % 26));
    if (i % 50 === 49) rope += await tools.echo("|");
  }
  console.log("rope", rope.length, rope.slice(45, 60), rope.split("|").length, rope.lastIndexOf("z"));
  const words = (await tools.echo("the quick brown fox jumps over the lazy dog")).split(" ");
  const title = words.map((w) => w[0].toUpperCase() + w.slice(1)).join(" ");
  const counts = words.reduce((m, w) => ((m[w] = (m[w] || 0) + 1), m), {});
  console.log("words", title, JSON.stringify(counts).length, "  trim  ".trim() + "|", "abc".at(-1), "a,b,,c".split(",").length);
  const big = "ab".repeat(5000);
  const reply = await tools.echo(big);
  console.log("big", reply.length, reply === big, reply.replaceAll("ab", "c").length, reply.startsWith("abab"), reply.endsWith("b"));
  return table.length + rope.length;
})()
