// then/catch/finally chains: value passing, thenable adoption, finally not changing values.
const log = (...a) => console.log(...a);
Promise.resolve(1)
  .then((v) => v + 1)
  .then((v) => { throw new Error("at " + v); })
  .catch((e) => e.message)
  .finally(() => "ignored")
  .then((v) => log("chain:", v));
const thenable = { then(res) { res("from thenable"); } };
Promise.resolve(thenable).then((v) => log(v));
Promise.resolve().then(() => thenable).then((v) => log("returned", v));
Promise.reject(new Error("r")).finally(() => log("finally on reject")).catch((e) => log("still rejected", e.message));
Promise.resolve(2).finally(() => { throw new Error("finally throws"); }).catch((e) => log(e.message));
new Promise((res) => { res("first"); res("second"); throw new Error("ignored"); }).then((v) => log(v));
const p = Promise.resolve(3);
log(p.then() instanceof Promise, p !== p.then(), typeof Promise.prototype.then);
