const base = 10;
function compute(): number { return 42; }
enum R { A = base + 1, B = compute(), C = "abc".length, D = A * 2 }
console.log(R.A, R.B, R.C, R.D, R[42]);
