// expect: exit 0, ok
// stdout: RangeError
try { const o = { [Symbol.toPrimitive]() { return `${this}` } }; `${o}` } catch (e) { console.log(e.name) }
