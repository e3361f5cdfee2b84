// try/finally completion overrides, return in finally, nested rethrow.
function f1() { try { return "try"; } finally { console.log("f1 finally"); } }
function f2() { try { return "try"; } finally { return "finally"; } }
function f3() { try { throw new Error("x"); } catch (e) { return "catch " + e.message; } finally { console.log("f3 finally"); } }
function f4() { for (let i = 0; i < 3; i++) { try { if (i === 1) break; } finally { console.log("loop finally", i); } } return "after"; }
function f5() { try { try { throw 1; } finally { console.log("inner"); } } catch (e) { return "outer caught " + e; } }
function f6() { let i = 0; while (true) { try { i++; if (i < 3) continue; return i; } finally { if (i === 3) console.log("returning", i); } } }
console.log(f1(), f2(), f3(), f4(), f5(), f6());
const r = (() => { try { throw new Error("lost"); } finally { return "swallowed"; } })();
console.log(r);
