// expect: exit 0, ok
// stdout: 3 0.30000000000000004 object [object Object] 2
console.log([, 1, ,].length, 0.1 + 0.2, typeof null, [] + {}, "\u{1F600}".length)
