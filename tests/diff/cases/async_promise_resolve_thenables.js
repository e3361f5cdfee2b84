// Resolution with thenables and promises: adoption, Promise.resolve identity, resolve called twice, executor throwing after resolve.
const p = Promise.resolve(1);
console.log(Promise.resolve(p) === p, new Promise((r) => r(p)) === p);
const log = [];
new Promise((res, rej) => { res("first"); res("second"); rej(new Error("ignored")); throw new Error("also ignored"); }).then((v) => log.push(v));
const thenable = { then(onF, onR) { log.push("then called"); onF("from thenable"); onF("twice"); onR("no"); } };
Promise.resolve(thenable).then((v) => log.push(v));
const throwing = { then() { throw new Error("then threw"); } };
Promise.resolve(throwing).catch((e) => log.push("caught " + e.message));
const getterThrows = Object.defineProperty({}, "then", { get() { throw new Error("getter"); } });
Promise.resolve(getterThrows).catch((e) => log.push("getter " + e.message));
let resolveSelf; const selfP = new Promise((r) => (resolveSelf = r)); Promise.resolve().then(() => resolveSelf(selfP));
selfP.catch((e) => log.push("self " + e.name));
Promise.reject(Promise.resolve("x")).catch((v) => log.push("reject keeps promise: " + (v instanceof Promise)));
let tail = Promise.resolve(); for (let i = 0; i < 10; i++) tail = tail.then(() => {}); tail.then(() => console.log(log.join("\n")));
