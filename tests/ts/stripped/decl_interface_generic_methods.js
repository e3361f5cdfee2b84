function box(v) { return { map: (f) => box(f(v)), get: () => v }; }
console.log(box(2).map((x) => x * 3).map(String).get());
