// Holes: which methods skip them (forEach/map/filter/reduce/every) and which see undefined (for-of, join, includes, find).
const a = [1, , 3, , 5];
const visits = [];
a.forEach((v, i) => visits.push(i));
console.log(visits.join(), JSON.stringify(a.map((x) => x * 2)), a.filter(() => true).length, a.reduce((s, x) => s + x, 0), a.every((x) => x !== undefined));
const ofVals = [];
for (const v of a) ofVals.push(String(v));
console.log(ofVals.join(), a.join("-"), a.includes(undefined), a.indexOf(undefined), a.find((x) => x === undefined), a.findIndex((x) => x === undefined));
console.log(Object.keys(a).join(), a.length, 1 in a, JSON.stringify([...a]), JSON.stringify(Array.from(a)), a.flat().length, JSON.stringify(a.concat([, 6])));
console.log(JSON.stringify(a.slice(1, 3)), 0 in a.slice(1, 3), JSON.stringify(new Array(3)), new Array(3).join("x"), Array(2).fill(0).join(), [, ,].length);
