function sw(x) {
  let out = "";
  switch (x) {
    case 1: out += "one";
    case 2: out += "two"; break;
    default: out += "default";
    case 3: out += "three";
  }
  return out;
}
print(sw(1), sw(2), sw(3), sw(9));
function lab() {
  let log = [];
  a: { log.push(1); if (log.length) break a; log.push(2); }
  b: for (const i of [1, 2, 3]) {
    for (const j of [1, 2, 3]) {
      if (j === 2) continue b;
      if (i === 3) break b;
      log.push(i * 10 + j);
    }
  }
  return log;
}
print(lab());
function loopFinally() {
  let log = [];
  for (let i = 0; i < 4; i++) {
    try {
      if (i === 1) continue;
      if (i === 3) break;
      log.push("t" + i);
    } finally {
      log.push("f" + i);
    }
  }
  return log;
}
print(loopFinally());
function deep() {
  try {
    try { return "inner"; } finally { print("f1"); }
  } finally { print("f2"); }
}
print(deep());
function rethrow() {
  try { try { throw new Error("x"); } catch (e) { throw new TypeError("y"); } finally { print("cleanup"); } }
  catch (e) { return e.name + ":" + e.message; }
}
print(rethrow());
const captured = [];
for (const v of ["a", "b"]) { captured.push(() => v); }
for (let k in { p: 1, q: 2 }) { captured.push(() => k); }
print(captured[0]() + captured[1]() + captured[2]() + captured[3]());
try { (() => { throw new ReferenceError("in arrow"); })(); } catch ({ name, message }) { print(name, message); }
