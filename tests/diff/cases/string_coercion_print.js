// String(), template and + on objects with custom toString/valueOf, arrays of objects, dates-free.
const items = [{ toString() { return "T"; } }, { valueOf() { return 7; } }, { toString: () => "S", valueOf: () => 8 }];
console.log(items.map(String).join(), items.map((x) => `${x}`).join(), items.map((x) => x + "").join());
console.log(String([1, [2, [3]]]), String({}), String(null), String(undefined), String(Symbol("q")));
console.log(`${[]}|${[null]}|${[undefined, 1]}|${{ a: 1 }}`);
const weird = { toString() { return {}; }, valueOf() { return "fromValueOf"; } };
console.log(`${weird}`, weird + "", String(weird));
const bad = { toString() { return {}; }, valueOf() { return {}; } };
try { String(bad); } catch (e) { console.log(e.name); }
