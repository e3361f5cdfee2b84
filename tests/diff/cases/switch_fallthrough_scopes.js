// switch: fallthrough, default in the middle, strict equality, lexical scope per switch.
function classify(x) {
  const out = [];
  switch (x) {
    case 1: out.push("one");
    case 2: out.push("two-or-fell"); break;
    default: out.push("default");
    case "3": out.push("string three"); break;
    case 3: out.push("number three");
  }
  return out.join("+");
}
console.log([1, 2, 3, "3", 4, "1"].map(classify).join(" | "));
function scoped(k) {
  switch (k) {
    case 0: { let v = "block zero"; return v; }
    case 1: let w = "shared w"; return w;
    default: return typeof w === "undefined" ? "tdz-safe" : "?";
  }
}
console.log(scoped(0), scoped(1));
try { console.log(scoped(2)); } catch (e) { console.log(e.name); }
let order = [];
switch (order.push("disc"), 2) { case (order.push("c1"), 1): break; case (order.push("c2"), 2): order.push("body2"); case (order.push("c3"), 3): order.push("body3"); }
console.log(order.join());
