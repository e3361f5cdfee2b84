// Holes versus undefined in iteration methods.
const a = [1, , 3, undefined];
const visited = [];
a.forEach((v, i) => visited.push(i));
console.log(visited.join(), a.length, 1 in a, 3 in a);
console.log(a.map((x) => x * 2).length, JSON.stringify(a.map((x) => x)), Object.keys(a).join());
console.log([...a].length, [...a].includes(undefined), a.indexOf(undefined), a.findIndex((x) => x === undefined));
console.log(JSON.stringify([, "a"].entries().next().value), [, 1].flat().length);
for (const i in [5, , 7]) console.log("key", i, typeof i);
