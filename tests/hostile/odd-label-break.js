// expect: exit 0, ok
// stdout: 1
label: { console.log(1); break label; console.log(2) }
