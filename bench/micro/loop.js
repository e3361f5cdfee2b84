// A 10-million-iteration integer arithmetic loop.
let sum = 0;
for (let i = 0; i < 10000000; i++) {
  sum = (sum + i * 3) % 1000003;
}
print(sum);
