const d = { length: 2, a: 1 };
console.log(d.length, d["a"]);
