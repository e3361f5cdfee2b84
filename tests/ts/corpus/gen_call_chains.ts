const arr = [3, 1, 2];
const r = arr.map<string>((x) => String(x)).filter((s: string): boolean => s !== "1").join<never>?.call ? "no" : arr.slice().sort((p: number, q: number) => p - q);
console.log(r);
const s = Promise.resolve<number>(5);
s.then<string>((v) => "v" + v).then(console.log);
