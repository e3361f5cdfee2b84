// Number to string: toFixed and String(i).
let check = 0;
for (let i = 0; i < 300000; i++) {
  const a = String(i);
  const b = (i / 7).toFixed(2);
  const c = (i * 0.001).toFixed(5);
  check = (check + a.length + b.length + c.charCodeAt(c.length - 1)) % 1000003;
}
print(check, (1234.5678).toFixed(2), String(-0.000001), (0.5).toFixed(0), (1.005).toFixed(2));
