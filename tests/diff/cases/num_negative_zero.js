// -0 through arithmetic, formatting, comparison, JSON, Math and collections.
const nz = -0;
console.log(nz, String(nz), `${nz}`, nz + "", JSON.stringify(nz), JSON.stringify([nz]), nz.toFixed(1), (nz).toString(2), [nz].join());
console.log(nz === 0, Object.is(nz, 0), 1 / nz, Math.sign(nz), -nz, 0 * -5, -5 * 0, Object.is(0 * -5, -0), Object.is(-0 + 0, 0), Object.is(-0 - 0, -0));
console.log(Object.is(Math.round(-0.2), -0), Object.is(Math.ceil(-0.5), -0), Object.is(Math.trunc(-0.9), -0), Object.is(Math.max(-0, -0), -0), Object.is(Math.abs(-0), 0));
console.log([0, -0, 0].indexOf(-0), [-0].includes(0), Object.is(JSON.parse("-0"), -0), Object.is(Number("-0"), -0), Object.is(parseInt("-0"), -0), Object.is(parseFloat("-0"), -0));
console.log(Object.is(-0 % 5, -0), Object.is(5 % -5, 0), Object.is(-5 % 5, -0), Object.is(~~-0, 0), Object.is(-0 | 0, 0), Object.is(Number(-0n), 0));
const arr = [1, -0, 0, -1].sort((a, b) => a - b); console.log(arr.map((x) => Object.is(x, -0) ? "-0" : String(x)).join());
console.log(Object.is(new Float64Array([-0])[0], -0), Object.is(new Int32Array([-0])[0], 0), Object.is(Math.min(0, -0), -0), (-0).toLocaleString === undefined);
