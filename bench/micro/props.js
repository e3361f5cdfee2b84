// Property get/set on objects of one shape (monomorphic inline caches).
function Point(x, y) {
  this.x = x;
  this.y = y;
}
const points = [];
for (let i = 0; i < 100; i++) points.push(new Point(i, i * 2));
let acc = 0;
for (let round = 0; round < 50000; round++) {
  for (let i = 0; i < 100; i++) {
    const p = points[i];
    p.x = p.y + 1;
    acc = (acc + p.x) | 0;
  }
}
print(acc);
