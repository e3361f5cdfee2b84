// console.log of longer arrays and objects: line breaking at 72 columns, 6+ number arrays grouped, >100 items elided.
console.log(Array.from({ length: 30 }, (_, i) => i));
console.log(Array.from({ length: 120 }, (_, i) => i % 10));
console.log(Array.from({ length: 8 }, (_, i) => "item number " + i));
console.log({ alpha: "aaaaaaaaaaaaaaa", beta: "bbbbbbbbbbbbbbbbbb", gamma: "cccccccccccccccccc", delta: 1234567 });
console.log([{ id: 1, name: "first" }, { id: 2, name: "second" }, { id: 3, name: "third" }]);
console.log({ nested: { level1: { level2: { level3: { level4: "deep" } } } }, list: [[1, [2, [3, [4]]]]] });
