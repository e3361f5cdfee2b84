const arr = [3, 1, 2];
const r = arr.map((x) => String(x)).filter((s) => s !== "1").join?.call ? "no" : arr.slice().sort((p, q) => p - q);
console.log(r);
const s = Promise.resolve(5);
s.then((v) => "v" + v).then(console.log);
