// Array.from of array-likes with a mapper: each index is read, then mapped, in turn
// (getters and the mapper interleave); {length: n}, elements on the prototype, holes,
// a mapper that adds the next index, subclass construction, errors.
const log = [];
Array.from({ length: 2, get 0() { log.push("g0"); return 1; }, get 1() { log.push("g1"); return 2; } }, (x) => log.push("m" + x));
console.log(log.join());
console.log(JSON.stringify(Array.from({ length: 4 }, (_, i) => i * i)), JSON.stringify(Array.from({ length: 3 })));
console.log(JSON.stringify(Array.from({ length: 3, 1: "b" }, (v, i) => v ?? i)));
Object.prototype[2] = "proto"; console.log(JSON.stringify(Array.from({ length: 4 }, (v) => v ?? "-"))); delete Object.prototype[2];
const holey = [1, , 3]; console.log(JSON.stringify(Array.from(holey, (v) => v ?? 0)));
console.log(JSON.stringify(Array.from("abc", (c, i) => c + i)), JSON.stringify(Array.from(new Set([1, 2]), (v) => v * 2)));
const al = { length: 3 }; console.log(JSON.stringify(Array.from(al, (v, i) => { al[i + 1] = "set" + i; return v ?? i; })));
class My extends Array {} console.log(My.from({ length: 2 }, (_, i) => i + 1) instanceof My);
try { Array.from({ length: 2 }, () => { throw new Error("boom"); }); } catch (e) { console.log(e.message); }
try { Array.from({ length: 2 ** 32 }); } catch (e) { console.log(e.constructor.name); }
