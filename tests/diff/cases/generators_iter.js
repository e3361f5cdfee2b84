// Generators: return values, delegation, throw/return and iterator closing.
function* inner() { try { yield 1; yield 2; } finally { console.log("inner cleanup"); } return "inner done"; }
function* outer() { const r = yield* inner(); console.log("got", r); yield 3; }
console.log([...outer()].join());
const it = outer();
console.log(JSON.stringify(it.next()), JSON.stringify(it.return(9)), JSON.stringify(it.next()));
function* counter() { let n = 0; while (true) { const cmd = yield n++; if (cmd === "reset") n = 0; } }
const c = counter();
console.log(c.next().value, c.next().value, c.next("reset").value, c.next().value);
function* thrower() { try { yield 1; } catch (e) { yield "caught " + e; } }
const t = thrower(); t.next();
console.log(t.throw("boom").value, JSON.stringify(t.next()));
for (const x of outer()) { if (x === 1) break; }
const [first] = inner();
console.log(first);
