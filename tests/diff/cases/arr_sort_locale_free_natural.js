// Sorting strings without Intl: natural sort of file names, case-insensitive with tie-breaks, by multiple keys with direction.
const files = ["file10.txt", "file2.txt", "File1.txt", "file1.txt", "file20a.txt", "file20.txt", "img12.png", "img10.png", "a", "A", "b", "_x"];
const chunks = (s) => s.match(/(\d+|\D+)/g) ?? [];
const natural = (a, b) => { const x = chunks(a.toLowerCase()), y = chunks(b.toLowerCase()); for (let i = 0; i < Math.min(x.length, y.length); i++) { const nx = /^\d/.test(x[i]), ny = /^\d/.test(y[i]); if (nx && ny && +x[i] !== +y[i]) return +x[i] - +y[i]; if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1; } return x.length - y.length || (a < b ? -1 : a > b ? 1 : 0); };
console.log(files.toSorted(natural).join(" "));
console.log(files.toSorted().join(" "));
const ci = (a, b) => { const la = a.toLowerCase(), lb = b.toLowerCase(); return la < lb ? -1 : la > lb ? 1 : a < b ? -1 : a > b ? 1 : 0; }; console.log(files.toSorted(ci).slice(0, 6).join(" "));
const people = [{ n: "ana", age: 30, city: "Rome" }, { n: "bo", age: 25, city: "Oslo" }, { n: "cy", age: 30, city: "Oslo" }, { n: "di", age: 25, city: "Rome" }, { n: "ed", age: 30, city: "Oslo" }];
const by = (...specs) => (a, b) => { for (const [k, dir] of specs) { if (a[k] < b[k]) return -dir; if (a[k] > b[k]) return dir; } return 0; };
console.log(people.toSorted(by(["city", 1], ["age", -1], ["n", 1])).map((p) => `${p.city}/${p.age}/${p.n}`).join(" "));
console.log(["b", "a", "ä", "z", "Z", "é", "e"].sort().join(""), ["10", "9", "1", "100"].sort().join(), ["10", "9", "1", "100"].sort((a, b) => a - b).join());
