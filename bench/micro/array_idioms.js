// Array and object idioms of agent code: new Array(n).fill, Array.from({length}),
// spread of keys(), indexOf/includes, sort() without a comparator, object spread,
// entries() in for-of, flat, join of numbers, matchAll.
let check = 0;
for (let r = 0; r < 20; r++) check += new Array(100000).fill(r).length;
check += Array.from({ length: 200000 }, (_, i) => i & 7).length;
check += [...Array(200000).keys()].length;
const hay = Array.from({ length: 5000 }, (_, i) => i);
for (let i = 0; i < 2000; i++) check += hay.indexOf(4999 - i) + (hay.includes(i) ? 1 : 0);
check += Array.from({ length: 50000 }, (_, i) => "k" + ((i * 7919) % 10007)).sort()[7].length;
check += Array.from({ length: 50000 }, (_, i) => (i * 7919) % 10007).sort()[7];
let o = { a: 1, b: 2, c: 3 };
for (let i = 0; i < 200000; i++) o = { ...o, a: i };
check += o.a;
for (const [i, v] of hay.entries()) check += i === v ? 1 : 0;
check += Array.from({ length: 20000 }, (_, i) => [i, [i + 1]]).flat(2).length;
check += Array.from({ length: 100000 }, (_, i) => i * 3).join(" ").length;
const text = "id=123; name=abc; id=456; ".repeat(2000);
for (const m of text.matchAll(/id=(\d+)/g)) check += m[1].length;
print(check);
