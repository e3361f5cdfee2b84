// expect: exit 0, ok
// stdout: RangeError
try { const o = {}; Object.defineProperty(o, Symbol.iterator, { get() { return [...o][Symbol.iterator] } }); [...o] } catch (e) { console.log(e.name) }
