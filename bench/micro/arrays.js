// Array push and indexed reads/writes.
const a = [];
for (let i = 0; i < 3000000; i++) a.push(i);
let sum = 0;
for (let round = 0; round < 3; round++) {
  for (let i = 0; i < a.length; i++) {
    a[i] = a[i] + 1;
    sum = (sum + a[i]) % 1000003;
  }
}
print(sum, a.length);
