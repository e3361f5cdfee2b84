// The Map and Set constructors over arrays: holes read through the prototype, entries
// whose getters change the array, closing through an added `return`, replaced adders
// and `next` methods (natively the array is read in place when nothing can observe it).
const log = [];
console.log([...new Set([1, 2, 2, -0, 0, NaN, NaN, 'a'])].map(String).join());
console.log([...new Map([[1, 'a'], [2, 'b'], [1, 'c']])].join(';'));
// holes read through the prototype
Array.prototype[1] = 'proto';
console.log([...new Set([0, , 2])].join());
delete Array.prototype[1];
// entries with getters that mutate the array
const arr = [[1, 1]];
const e = { get 0() { arr.push([3, 3]); return 2; }, 1: 'two' };
arr.push(e);
console.log([...new Map(arr)].join(';'));
// a non-object entry closes the iterator through an added return
const aip = Object.getPrototypeOf([][Symbol.iterator]());
aip.return = function () { log.push('return ' + typeof this.next); return {}; };
try { new Map([[1, 2], 5, [3, 4]]); } catch (err) { log.push(err.constructor.name); }
delete aip.return;
// a replaced adder is called
const add = Set.prototype.add;
Set.prototype.add = function (v) { log.push('add ' + v); return add.call(this, v); };
new Set([7, 8]);
Set.prototype.add = add;
// a replaced next is used
const next = aip.next;
aip.next = function () { log.push('next'); return next.call(this); };
new Set([9]);
aip.next = next;
// length shrinking during a Map's getter
const arr2 = [{ get 0() { arr2.length = 1; return 'k'; }, 1: 'v' }, [2, 2], [3, 3]];
console.log([...new Map(arr2)].join(';'));
// a getter that throws closes
aip.return = function () { log.push('closed'); return {}; };
try { new Map([{ get 0() { throw new Error('x'); } }]); } catch (err) { log.push(err.message); }
delete aip.return;
console.log(log.join(' | '));
console.log(new Set('abca').size, new Map(new Map([[1, 2]])).get(1));
console.log(Object.is([...new Set([-0])][0], 0), Object.is([...new Map([[-0, -0]])][0][0], 0), Object.is([...new Map([[-0, -0]])][0][1], -0))
