// Map.set/get and Set.add/has with string keys.
const keys = [];
for (let i = 0; i < 50000; i++) keys.push("key:" + i);
let check = 0;
for (let k = 0; k < 10; k++) {
  const m = new Map();
  const s = new Set();
  for (let i = 0; i < keys.length; i++) {
    m.set(keys[i], i);
    s.add(keys[(i * 7) % keys.length]);
  }
  for (let i = 0; i < keys.length; i += 3) {
    check = (check + m.get(keys[i]) + (s.has(keys[i]) ? 1 : 0)) % 1000003;
  }
  check = (check + m.size + s.size) % 1000003;
}
print(check);
