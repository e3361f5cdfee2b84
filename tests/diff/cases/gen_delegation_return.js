// yield* delegation: return values of delegates, forwarding next arguments, throw/return propagating through.
function* inner() { const x = yield "i1"; const y = yield "i2:" + x; return "inner-done:" + y; }
function* outer() { const r = yield* inner(); yield "got " + r; yield* [1, 2]; return "outer-done"; }
const g = outer();
console.log(JSON.stringify([g.next("ignored"), g.next("A"), g.next("B"), g.next(), g.next(), g.next(), g.next()]));
const log = [];
function* cleanup() { try { yield 1; yield 2; } finally { log.push("inner finally"); } }
function* wrap() { try { yield* cleanup(); } finally { log.push("outer finally"); } }
const w = wrap(); w.next();
console.log(JSON.stringify(w.return(42)), log.join(", "));
function* catcher() { try { yield 1; } catch (e) { log.push("caught " + e); yield "recovered"; } }
function* via() { yield* catcher(); }
const v = via(); v.next();
console.log(JSON.stringify(v.throw("boom")), JSON.stringify(v.next()), log.at(-1));
function* gen() { yield 1; }
const it = gen();
try { it.throw(new Error("early")); } catch (e) { console.log(e.message, JSON.stringify(it.next())); }
function* count() { let i = 0; while (true) { const reset = yield i++; if (reset) i = 0; } }
const c = count(); console.log(c.next().value, c.next().value, c.next(true).value, c.next().value);
