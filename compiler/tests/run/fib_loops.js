function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
print(fib(15));
let s = 0;
for (let i = 0; i < 10; i++) { if (i % 2) continue; s += i; }
print(s);
var j = 10, k = 0;
while (j > 0) { j -= 3; k++; }
do { k--; } while (k > 2);
print(j, k);
outer: for (var a = 0; a < 3; a++) { for (var b = 0; b < 3; b++) { if (b == 2) continue outer; if (a == 2) break outer; print(a, b); } }
