// expect: exit 0, ok
// stdout: spqt
const out = []; setTimeout(() => { out.push("t"); console.log(out.join("")) }, 0); Promise.resolve().then(() => out.push("p")); queueMicrotask(() => out.push("q")); out.push("s")
