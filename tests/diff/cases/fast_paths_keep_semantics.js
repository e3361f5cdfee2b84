// The fast paths of push, length changes, Object.values/entries/keys and the number
// parsers give what the generic algorithms give: setters on the prototype chain run,
// getters that delete later keys are seen, long digit strings round exactly.
const log = [];
const a = [5, 6]; a.pop(); a.pop();
Object.defineProperty(Array.prototype, '1', { set(v) { log.push('setter ' + v) }, configurable: true });
a.push(7, 8, 9);
console.log(a.length, Object.keys(a).join(), log.join());
delete Array.prototype[1];
const many = []; many.push(...new Array(5000).fill(3)); console.log(many.length, many[4999]);
const frozen = Object.freeze([1]);
try { frozen.push(2) } catch (e) { console.log(e.constructor.name) }
const shrink = new Array(3000).fill(1); while (shrink.length > 5) shrink.length--; console.log(shrink.length);
const sparse = [1, 2, 3]; sparse[100] = 4; Object.defineProperty(sparse, 50, { value: 0, configurable: false });
sparse.length = 2; console.log(sparse.length, Object.keys(sparse).join());
const o = { a: 1, get b() { delete this.c; return 2 }, c: 3, d: 4 };
Object.defineProperty(o, 'e', { value: 5, enumerable: false });
console.log(JSON.stringify(Object.values(o)), JSON.stringify(Object.entries({ x: 1, y: [2] })), Object.keys(o).join());
const arr = [1, , 3]; arr.x = 'y';
console.log(JSON.stringify(Object.values(arr)), JSON.stringify(Object.entries('ab')), Object.keys(arr).join());
const fn = function f() {}; fn.q = 1; console.log(Object.keys(fn).join(), JSON.stringify(Object.values(fn)));
const big = '9007199254740993' + '0'.repeat(3000);
console.log(Number(big + 'e-3000'), Number(big + '1e-3001'), parseFloat('  -' + big + 'e-3000x'));
console.log(parseInt(big), parseInt('0'.repeat(5000) + '17', 8), parseInt('f'.repeat(400), 16), parseInt('  -0x1F'));
console.log(Number('0.' + '0'.repeat(4000) + '123'), Number('\u00a0 12.5e1 '), Number('12\u00e9'), JSON.parse('-' + '1'.repeat(2000)));
console.log('e\u0301'.repeat(20000).normalize('NFC').length, ('x\u0323\u0302' + '\uac00\u11a8').repeat(9000).normalize('NFD').length);
