// Control flow: if/else, loops, switch, labels, break/continue, ternaries, logical operators.
let out = [];
for (let i = 0; i < 10; i++) {
  if (i % 2 === 0) continue;
  if (i > 7) break;
  out.push(i);
}
print(out.join(","));
let n = 0;
while (n < 5) n++;
do { n += 10; } while (n < 30);
print(n);
outer: for (let i = 0; i < 3; i++) {
  for (let j = 0; j < 3; j++) {
    if (j === 1) continue outer;
    if (i === 2) break outer;
    print("pair", i, j);
  }
}
function kind(x) {
  switch (typeof x) {
    case "number": return x > 0 ? "positive" : "non-positive";
    case "string": return "string";
    default: return "other";
  }
}
print(kind(5), kind(-1), kind("s"), kind(null));
function fall(x) {
  let r = "";
  switch (x) {
    case 1: r += "one";
    case 2: r += "two"; break;
    case 3: r += "three";
  }
  return r;
}
print(fall(1), fall(2), fall(3), fall(4));
print(null ?? "default", 0 ?? "default", 0 || "or", 1 && "and", !"", !!"x");
let obj = null;
print(obj?.x, obj?.x.y, (obj ?? {}).z);
let v = 0;
v ||= 5; v &&= 6; v ??= 7;
print(v);
let count = 0;
for (const ch of "abc") count++;
for (;;) { if (++count > 5) break; }
print(count);
