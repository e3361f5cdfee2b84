// Symbol keys and the Symbol.for registry across awaits: symbol-keyed properties kept
// on objects, registry identity and keyFor, well-known symbols (iterator, toPrimitive,
// toStringTag, hasInstance), and symbols as Map keys.
(async () => {
  const secret = Symbol("secret");
  const shared = Symbol.for("app.shared");
  const obj = { visible: 1, [secret]: "hidden", [shared]: 42 };
  const back = await tools.echo({ ...obj }); // symbol keys do not cross the wire
  console.log("wire", Object.keys(back).join(","), Object.getOwnPropertySymbols(back).length);
  console.log("kept", obj[secret], obj[shared], Symbol.for("app.shared") === shared, Symbol.keyFor(shared), Symbol.keyFor(secret));
  const syms = Object.getOwnPropertySymbols(obj).map((s) => s.description);
  await tools.delay(1);
  console.log("syms", syms.join(","), String(secret), secret.toString() === "Symbol(secret)", Symbol().description);
  const range = {
    from: 1,
    to: 4,
    [Symbol.iterator]() {
      let cur = this.from;
      const to = this.to;
      return { next: () => (cur <= to ? { value: cur++, done: false } : { value: undefined, done: true }) };
    },
  };
  const iter = range[Symbol.iterator]();
  const a = iter.next().value;
  const b = await tools.add({ a, b: iter.next().value });
  const restSpread = [...{ [Symbol.iterator]: () => iter }];
  console.log("iter", a, b, restSpread.join(","), [...range].length);
  const money = {
    cents: 1250,
    [Symbol.toPrimitive](hint) {
      return hint === "number" ? this.cents / 100 : hint === "string" ? `$${this.cents / 100}` : "default:" + this.cents;
    },
    get [Symbol.toStringTag]() { return "Money"; },
  };
  money.cents = await tools.add({ a: money.cents, b: 5 });
  console.log("prim", +money, `${money}`, money + "", Object.prototype.toString.call(money));
  class Even {
    static [Symbol.hasInstance](n) { return n % 2 === 0; }
  }
  const nums = await tools.echo([1, 2, 3, 4]);
  console.log("hasInstance", nums.filter((n) => n instanceof Even).join(","));
  const bySym = new Map([[secret, "s"], [shared, "r"]]);
  const again = Symbol.for(await tools.echo("app.shared"));
  console.log("map", bySym.get(again), bySym.get(Symbol("secret")), bySym.size, again === shared);
  const tagged = {};
  const tags = ["a", "b", "c"].map((n) => Symbol.for("tag." + n));
  for (const t of tags) tagged[t] = await tools.echo(Symbol.keyFor(t));
  console.log("tagged", Object.getOwnPropertySymbols(tagged).map((s) => tagged[s]).join(","), JSON.stringify(tagged));
  return { symbols: Object.getOwnPropertySymbols(obj).length, b };
})()
