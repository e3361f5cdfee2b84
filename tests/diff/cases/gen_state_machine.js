// Generators as coroutines: a tokenizer state machine fed characters with next(value).
function* tokenizer() {
  const tokens = [];
  let cur = "", kind = null;
  const flush = () => { if (cur) tokens.push(`${kind}:${cur}`); cur = ""; kind = null; };
  while (true) {
    const ch = yield tokens.length;
    if (ch === null) { flush(); return tokens; }
    const k = ch >= "0" && ch <= "9" ? "num" : ch === " " ? "space" : "+-*/()".includes(ch) ? "op" : "id";
    if (k === "space") { flush(); continue; }
    if (k === "op") { flush(); tokens.push("op:" + ch); continue; }
    if (kind && kind !== k) flush();
    kind = k; cur += ch;
  }
}
const t = tokenizer();
t.next();
const counts = [];
for (const ch of "x1 + 42*(y-7)") counts.push(t.next(ch).value);
console.log(counts.join(""));
console.log(t.next(null).value.join(" "));
console.log(JSON.stringify(t.next("more")));
