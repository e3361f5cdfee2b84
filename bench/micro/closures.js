// Closure creation and calls: one million closures, each called twice.
function makeAdder(k) {
  return function (x) { return x + k; };
}
let total = 0;
for (let i = 0; i < 1000000; i++) {
  const add = makeAdder(i & 1023);
  total = (total + add(1) + add(2)) | 0;
}
print(total);
