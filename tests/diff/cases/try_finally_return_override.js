// finally overriding return/throw/break, completion values, nested finally order, and finally in generators and async functions.
const log = [];
function f1() { try { return "try"; } finally { log.push("f1 finally"); } }
function f2() { try { return "try"; } finally { return "finally"; } }
function f3() { try { throw new Error("lost"); } finally { return "swallowed"; } }
function f4() { let x = 1; try { return x; } finally { x = 2; } }
function f5() { for (const i of [1, 2, 3]) { try { if (i === 2) break; } finally { log.push("f5 " + i); } } return "after loop"; }
function f6() { try { try { throw new Error("inner"); } finally { log.push("inner finally"); } } catch (e) { return "caught " + e.message; } finally { log.push("outer finally"); } }
function f7() { outer: try { break outer; } finally { log.push("f7 finally"); } return "f7 done"; }
function f8() { try { return (log.push("f8 expr"), "value"); } finally { log.push("f8 finally"); } }
console.log(f1(), f2(), f3(), f4(), f5(), f6(), f7(), f8());
console.log(log.join(" | "));
console.log(eval("try { 1 } finally { 2 }"), eval("L: try { 3; break L; } finally { 4 }"), eval("do { try { 5; continue; } finally { 6; } } while (false)"));
function* g() { try { yield 1; yield 2; } finally { yield "cleanup"; } }
const it = g(); console.log(it.next().value, JSON.stringify(it.return("r")), JSON.stringify(it.next()), JSON.stringify(it.next()));
async function af() { try { return await Promise.reject(new Error("async")); } catch (e) { return "caught " + e.message; } finally { log.push("async finally"); } }
af().then((v) => console.log(v, log.at(-1)));
function f9() { try { throw 1; } catch (e) { throw 2; } finally { log.push("f9 finally"); } }
try { f9(); } catch (e) { console.log("rethrown", e); }
