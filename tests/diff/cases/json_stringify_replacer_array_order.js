// JSON.stringify with array replacers (order, duplicates, numbers), function replacers seeing holders, and indentation strings.
const data = { b: 2, a: 1, c: { b: 20, a: 10, d: 40 }, 1: "one", list: [{ a: 1, z: 26 }] };
console.log(JSON.stringify(data, ["a", "b", "a", 1, "c", "list"]), JSON.stringify(data, ["c", "d"]));
const holders = []; JSON.stringify({ x: { y: 1 }, arr: [5] }, function (k, v) { holders.push(`${JSON.stringify(k)}@${Array.isArray(this) ? "array" : typeof this}`); return v; });
console.log(holders.join(" "));
console.log(JSON.stringify({ a: [1, { b: 2 }], e: {}, f: [] }, null, "--"));
console.log(JSON.stringify([new Number(1), new String("s")], (k, v) => (typeof v === "number" ? v * 10 : v)), JSON.stringify({ n: 1, s: "x" }, (k, v) => (k === "" ? v : typeof v)));
console.log(JSON.stringify({ date: new Date(0) }, (k, v) => (k === "date" ? typeof v : v)), JSON.stringify([undefined, function () {}], (k, v) => v ?? "was undefined"));
console.log(JSON.stringify({ a: 1 }, null, 0), JSON.stringify({ a: 1 }, null, -5), JSON.stringify({ a: 1 }, null, ""), JSON.stringify({ a: 1 }, null, new Number(2)), JSON.stringify({ a: 1 }, null, new String("\t")));
const nested = { level: 1, child: { level: 2, child: { level: 3, child: null } } };
console.log(JSON.stringify(nested, (k, v) => (k === "child" && v?.level === 3 ? "[truncated]" : v)));
