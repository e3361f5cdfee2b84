// Generator return/throw protocol: finally yielding during return, throw into a not-started generator, done state.
function* g() { try { yield 1; yield 2; } finally { yield "cleanup"; console.log("after cleanup yield"); } }
const a = g();
console.log(JSON.stringify(a.next()), JSON.stringify(a.return("R")), JSON.stringify(a.next()), JSON.stringify(a.next()));
const b = g();
try { b.throw(new Error("early")); } catch (e) { console.log("not started:", e.message); }
console.log(JSON.stringify(b.next()));
function* counter() { let i = 0; while (true) { const cmd = yield i; if (cmd === "reset") i = 0; else i++; } }
const c = counter();
console.log([c.next(), c.next(), c.next("reset"), c.next(), c.return(9), c.next()].map((r) => `${r.value}:${r.done}`).join(" "));
const running = (function* () { try { yield running.next(); } catch (e) { yield e.name; } })();
console.log(JSON.stringify(running.next()));
