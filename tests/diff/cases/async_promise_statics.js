// Promise statics and chaining edge cases: resolve with a promise, then with non-functions, rejection passthrough.
const log = [];
const p1 = Promise.resolve(1);
console.log(Promise.resolve(p1) === p1, typeof Promise.prototype.finally);
p1.then(null, null).then((v) => log.push("passthrough " + v));
Promise.reject(new Error("r")).then((v) => log.push("not called")).catch((e) => log.push("caught " + e.message)).then(() => log.push("after catch"));
new Promise((res) => { res("first"); res("second"); throw new Error("ignored"); }).then((v) => log.push("settled once " + v));
new Promise((_, rej) => rej("no error object")).catch((v) => log.push("reason " + typeof v));
Promise.all([]).then((v) => log.push("all empty " + JSON.stringify(v)));
Promise.allSettled([]).then((v) => log.push("allSettled empty " + v.length));
Promise.race([]).then(() => log.push("race empty never"));
const thenableChain = Promise.resolve().then(() => ({ then(r) { r("from thenable"); } }));
thenableChain.then((v) => log.push(v));
Promise.all([p1, 2, Promise.resolve(3)]).then(([a, b, c]) => log.push("all " + (a + b + c)));
(async () => { for (let i = 0; i < 8; i++) await null; console.log(log.join("\n")); })();
