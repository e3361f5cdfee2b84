// expect: exit 4, heap
// args: --max-heap 32m
// Under the frame limit, 9,000 frames of a function with 30,000 locals would be 2 GB of
// registers: the register file is charged to the heap limit and reserved fallibly.
let src = "";
for (let i = 0; i < 30000; i++) src += `let v${i} = n;`;
const f = Function("n", src + "if (n > 0) f(n - 1); return 0;");
f(9000);
