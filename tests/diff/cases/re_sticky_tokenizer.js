// A tokenizer driven by sticky regexes: lastIndex advances token by token, errors carry positions.
const rules = [["ws", /\s+/y], ["num", /\d+(?:\.\d+)?/y], ["id", /[A-Za-z_]\w*/y], ["str", /"(?:[^"\\]|\\.)*"/y], ["op", /[-+*\/=(),]/y]];
function tokenize(src) {
  const out = []; let pos = 0;
  outer: while (pos < src.length) {
    for (const [kind, re] of rules) {
      re.lastIndex = pos;
      const m = re.exec(src);
      if (m) { if (kind !== "ws") out.push(kind + ":" + m[0]); pos = re.lastIndex; continue outer; }
    }
    throw new SyntaxError("unexpected " + JSON.stringify(src[pos]) + " at " + pos);
  }
  return out;
}
console.log(tokenize('let x = f(1.5, "a\\"b") + y2').join(" | "));
try { tokenize("a = #"); } catch (e) { console.log(e.name, e.message); }
const y = /a/y; y.lastIndex = 1;
console.log(y.test("ba"), y.lastIndex, y.test("ba"), y.lastIndex, "xaxa".replace(/a/y, "!"), "aaxa".replace(/a/gy, "!"));
console.log("a,b,,c".split(/,/y).join("|"), /b/y.exec("ab"), JSON.stringify("aab".match(/a/gy)));
