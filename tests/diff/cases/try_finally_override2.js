// try/finally overrides: finally's return/throw/break replaces the completion.
function f1() { try { return "try"; } finally { console.log("f1 finally"); } }
function f2() { try { return "try"; } finally { return "finally"; } }
function f3() { try { throw new Error("lost"); } finally { return "swallowed"; } }
function f4() { try { return "try"; } finally { throw new Error("from finally"); } }
function f5() { for (const x of [1, 2]) { try { return x; } finally { if (x === 1) continue; } } return "loop end"; }
function f6() { let i = 0; while (true) { try { i++; if (i < 3) continue; return i; } finally { if (i === 3) break; } } return "broke " + i; }
function f7() { let r = "init"; try { r = "try"; return r; } finally { r = "finally"; } }
console.log(f1(), f2(), f3(), f5(), f6(), f7());
try { f4(); } catch (e) { console.log(e.message); }
function nested() {
  const log = [];
  try { try { throw 1; } catch (e) { log.push("inner catch " + e); throw 2; } finally { log.push("inner finally"); } }
  catch (e) { log.push("outer catch " + e); } finally { log.push("outer finally"); }
  return log.join("; ");
}
console.log(nested());
