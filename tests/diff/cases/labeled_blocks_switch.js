// switch with blocks, default in the middle, lexical declarations per case, strict equality.
function describe(x) {
  switch (x) {
    case 1: { const msg = "one"; return msg; }
    default: return "default for " + JSON.stringify(x);
    case "1": return "string one";
    case null: return "null";
    case undefined: return "undefined";
  }
}
console.log([1, "1", null, undefined, 2, NaN].map(describe).join(" | "));
function fall(n) { const out = []; switch (n) { case 0: out.push(0); case 1: out.push(1); default: out.push("d"); case 2: out.push(2); } return out.join(""); }
console.log(fall(0), fall(1), fall(2), fall(9));
let acc = "";
for (let i = 0; i < 6; i++) { switch (i % 3) { case 0: continue; case 1: acc += "a"; break; case 2: acc += "b"; } acc += i; }
console.log(acc);
