// Private constructors by token, static private methods, private getters, and #x in checks used for safe equality across instances.
class Money {
  static #token = Symbol("internal"); #cents; #cur;
  constructor(token, cents, cur) { if (token !== Money.#token) throw new TypeError("use Money.of"); this.#cents = cents; this.#cur = cur; }
  static of(amount, cur = "EUR") { return new Money(Money.#token, Money.#toCents(amount), cur); }
  static #toCents(a) { if (!Number.isFinite(a)) throw new RangeError("bad amount"); return Math.round(a * 100); }
  get #formatted() { return `${(this.#cents / 100).toFixed(2)} ${this.#cur}`; }
  add(o) { Money.#check(this, o); return new Money(Money.#token, this.#cents + o.#cents, this.#cur); }
  static #check(a, b) { if (!(#cents in b)) throw new TypeError("not Money"); if (a.#cur !== b.#cur) throw new RangeError(`currency mismatch ${a.#cur}/${b.#cur}`); }
  allocate(parts) { const total = parts.reduce((s, p) => s + p, 0); let rest = this.#cents; return parts.map((p, i) => { const c = i === parts.length - 1 ? rest : Math.floor((this.#cents * p) / total); rest -= c; return new Money(Money.#token, c, this.#cur); }); }
  toString() { return this.#formatted; } toJSON() { return { cents: this.#cents, cur: this.#cur }; }
}
const a = Money.of(10.1), b = Money.of(0.2);
console.log(String(a.add(b)), JSON.stringify(a), a.allocate([1, 1, 1]).map(String).join(" + "));
for (const f of [() => new Money(null, 1, "X"), () => Money.of(NaN), () => a.add({}), () => a.add(Money.of(1, "USD"))]) { try { f(); } catch (e) { console.log(e.name, e.message); } }
console.log(Object.keys(a).length, typeof Money.of, Object.getOwnPropertyNames(Money).sort().join());
