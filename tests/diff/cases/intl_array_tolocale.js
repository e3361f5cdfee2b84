// Array.prototype.toLocaleString with locales and options passed to each element (numbers, dates, nested arrays, null).
const nums = [1234.5, -0.25, 1e6, NaN, null, undefined, 7n];
console.log(nums.toLocaleString("en-US"));
console.log(nums.toLocaleString("de-DE"));
console.log(nums.toLocaleString("en-US", { style: "currency", currency: "USD" }));
console.log(nums.toLocaleString("fr-FR", { style: "percent" }));
console.log([0.5, 0.25].toLocaleString("ar-EG-u-nu-latn", { style: "percent" }));
const dates = [new Date(Date.UTC(2024, 0, 1)), new Date(Date.UTC(2024, 11, 31, 23, 59))];
console.log(dates.toLocaleString("en-GB", { timeZone: "UTC" }));
console.log(dates.toLocaleString("en-US", { timeZone: "UTC", dateStyle: "medium" }));
console.log(dates.toLocaleString("ja-JP", { timeZone: "Asia/Tokyo", dateStyle: "long" }));
console.log([[1000, 2000], [3000.5]].toLocaleString("en-IN"), "|", [[]].toLocaleString(), "|", [].toLocaleString(), "|", [, 1].toLocaleString("en"));
console.log(["x", 1500, true, { toLocaleString: (l, o) => `obj(${l},${o && o.style})` }].toLocaleString("es-ES", { style: "decimal" }));
const typed = new Float64Array([1234.5, 0.125]);
console.log(typed.toLocaleString("de-DE"), "|", typed.toLocaleString("en-US", { maximumFractionDigits: 1 }), "|", new Int32Array([1000000, -5]).toLocaleString("hi-IN"));
console.log(Array.prototype.toLocaleString.call({ length: 2, 0: 1000, 1: 2000 }, "de-DE"));
