// Hand-written iterators and iterables, return() on early exit, spread and destructuring.
function makeIter(n) {
  let i = 0;
  return {
    [Symbol.iterator]() { return this; },
    next() { return i < n ? { value: i++, done: false } : { value: "end", done: true }; },
    return(v) { console.log("return called at", i); return { done: true, value: v }; },
  };
}
console.log([...makeIter(3)].join());
for (const v of makeIter(5)) if (v === 2) break;
const [a, b] = makeIter(10);
console.log(a, b);
try { for (const v of makeIter(3)) throw new Error("stop " + v); } catch (e) { console.log(e.message); }
console.log(Array.from(makeIter(2)).join(), Math.max(...makeIter(4)));
try { for (const x of 5) {} } catch (e) { console.log(e.name); }
