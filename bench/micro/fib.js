// Recursive calls: fib(30) = 832040 (1.6 million calls).
function fib(n) {
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}
print(fib(30));
