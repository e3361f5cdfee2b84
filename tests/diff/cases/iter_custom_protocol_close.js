// Hand-written iterators: return() called on early exit from for-of, destructuring and spread; not on exhaustion.
function make(n, log) {
  let i = 0;
  return { [Symbol.iterator]() { return this; }, next() { log.push("next"); return i < n ? { value: i++, done: false } : { value: "end", done: true }; }, return(v) { log.push("return"); return { done: true, value: v }; } };
}
let log = [];
for (const x of make(5, log)) if (x === 1) break;
console.log(log.join(" "));
log = []; const [a, b] = make(5, log); console.log(a, b, log.join(" "));
log = []; const all = [...make(2, log)]; console.log(all.join(), log.join(" "));
log = []; try { for (const x of make(3, log)) throw new Error("x" + x); } catch (e) { console.log(e.message, log.join(" ")); }
log = []; const [p, ...rest] = make(3, log); console.log(p, rest.join(), log.join(" "));
log = []; (function () { for (const x of make(3, log)) return x; })(); console.log(log.join(" "));
const noReturn = { [Symbol.iterator]() { let i = 0; return { next: () => ({ value: i++, done: i > 3 }) }; } };
for (const x of noReturn) if (x === 1) break;
console.log(Array.from(noReturn).join(), Math.max(...noReturn));
const bad = { [Symbol.iterator]() { return { next: () => 1 }; } };
try { for (const x of bad); } catch (e) { console.log(e.name); }
try { [...{}]; } catch (e) { console.log(e.name); }
