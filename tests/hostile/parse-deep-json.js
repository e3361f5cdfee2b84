// expect: exit 0, ok
// stdout: RangeError
try { JSON.parse("[".repeat(1000000) + "]".repeat(1000000)) } catch (e) { console.log(e.name) }
