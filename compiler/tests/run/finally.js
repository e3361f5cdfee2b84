function f(x) {
  for (let i = 0; i < 3; i++) {
    try {
      if (x === i) return "ret" + i;
      if (i === 1) continue;
      print("body", i);
    } finally {
      print("finally", i);
    }
  }
  return "end";
}
print(f(5));
print(f(1));
function g() { try { return 1; } finally { print("g finally"); } }
print(g());
function h() { try { throw new Error("boom"); } catch (e) { print("caught", e.message); return 2; } finally { print("h finally"); } }
print(h());
function override() { try { return 1; } finally { return 2; } }
print(override());
function nested() {
  try { try { throw 1; } finally { print("inner finally"); } } catch (e) { print("outer caught", e); }
  l: try { break l; } finally { print("break finally"); }
  return "nested done";
}
print(nested());
function thrower() { throw new TypeError("bad"); }
try { thrower(); } catch (e) { print(e.name, e.message); }
