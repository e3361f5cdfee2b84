// The toLocaleString family without Intl writes what node writes in its default
// locale (en-US): grouped numbers with at most three fraction digits, M/D/YYYY, h:mm:ss AM.
for (const x of [1234.5678, 1.0005, 2.0005, 1.0015, 0.0005, 0.00049, 1e21, 1.5e300, -0, NaN, Infinity, -Infinity, -1234.5, 999.9995, 123456789.123, 0.1+0.2, 5e-7, 1e-7, 4.35, 1.45, 8.345, 1.0045, 10.0125, 1e15 + 0.3, 9007199254740993, 0.000999, 0.9995, 99.9999])
  console.log(String(x), "=>", x.toLocaleString());
console.log((123456789012345678901234567890n).toLocaleString(), (-1234n).toLocaleString(), (0n).toLocaleString());
for (const t of [0, Date.UTC(2024,2,5,14,7,9), Date.UTC(2024,11,31,12,0,0), Date.UTC(2024,0,1,0,0,0), Date.UTC(2024,0,1,12,30,5), 8.64e15, NaN, Date.UTC(1999, 11, 31, 23, 59, 59)]) {
  const d = new Date(t); console.log(d.toLocaleString(), "|", d.toLocaleDateString(), "|", d.toLocaleTimeString());
}
console.log([1234.5, new Date(0), 7n, null, "s"].toLocaleString());
console.log(new Number(5000).toLocaleString(), Number.prototype.toLocaleString.call(1e4));
