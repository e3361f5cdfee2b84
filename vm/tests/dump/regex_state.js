// Regex state across awaits: a global regex's lastIndex progressing between awaited
// calls, a sticky regex tokenizer, named groups, a matchAll iterator consumed partly
// before an await and the rest after, and replace with a callback.
(async () => {
  const text = "k1=v1; k2=v22; k3=v333; k4=v4444";
  const g = /(?<key>k\d)=(?<val>v\d+)/g;
  const found = [];
  let m;
  while ((m = g.exec(text)) !== null) {
    const len = await tools.echo(m.groups.val.length);
    found.push(`${m.groups.key}:${len}@${g.lastIndex}`);
    if (found.length === 2) g.lastIndex += 3; // skips part of the next match
  }
  console.log("global", found.join(" "), g.lastIndex);
  const sticky = /\s*(\d+|[-+*\/()])/y;
  const src = " 12 + (3*45) - 6";
  const toks = [];
  while (sticky.lastIndex < src.length) {
    const before = sticky.lastIndex;
    const t = sticky.exec(src);
    if (!t) break;
    toks.push(await tools.echo(t[1]));
    if (toks.length % 3 === 0) await tools.delay(before);
  }
  console.log("sticky", toks.join(" "), sticky.lastIndex);
  const dates = "2024-01-05, 2023-12-31 and 1999-07-04; 2000-02-29";
  const it = dates.matchAll(/(?<y>\d{4})-(?<m>\d\d)-(?<d>\d\d)/g);
  const first = it.next().value;
  const second = it.next().value;
  const echoed = await tools.echo([first.groups.y, second.index]);
  const rest = [...it].map((x) => `${x.groups.d}/${x.groups.m}/${x.groups.y}@${x.index}`);
  console.log("matchAll", first[0], echoed.join(","), rest.join(" "));
  const counts = {};
  const replaced = "a-b-a-c-a".replace(/[a-c]/g, (ch, off) => {
    counts[ch] = (counts[ch] || 0) + 1;
    return ch.toUpperCase() + off;
  });
  await tools.delay(0);
  console.log("replace", replaced, JSON.stringify(counts));
  const re = /(\d+)/g;
  re.test("abc 12 def 345");
  const li1 = re.lastIndex;
  await tools.echo("keep");
  re.test("abc 12 def 345");
  const li2 = re.lastIndex;
  const fail = re.test("abc 12 def 345");
  console.log("test", li1, li2, fail, re.lastIndex, re.source, re.flags);
  const named = await tools.echo("John Smith");
  const swapped = named.replace(/(?<first>\w+)\s(?<last>\w+)/, "$<last>, $<first>");
  const splitRe = /\s*[,;]\s*/;
  console.log("named", swapped, "x , y;z".split(splitRe).join("|"), /(?<=\$)\d+/.exec("cost $42")[0]);
  return { found: found.length, toks: toks.length, rest: rest.length };
})()
