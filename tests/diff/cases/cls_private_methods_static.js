// Classes: private methods, static private fields, accessors and brand checks.
class Account {
  static #count = 0;
  #balance = 0;
  #log = [];
  constructor(owner) { this.owner = owner; Account.#count++; }
  #record(kind, amount) { this.#log.push(`${kind}:${amount}`); }
  deposit(n) { if (n <= 0) throw new RangeError("bad amount"); this.#balance += n; this.#record("in", n); return this; }
  withdraw(n) { if (n > this.#balance) throw new Error("insufficient"); this.#balance -= n; this.#record("out", n); return this; }
  get balance() { return this.#balance; }
  set balance(v) { throw new TypeError("read only"); }
  get history() { return this.#log.join(","); }
  static get count() { return Account.#count; }
  static isAccount(x) { return #balance in x; }
}
const a = new Account("ann").deposit(50).withdraw(20);
const b = new Account("bob");
console.log(a.balance, a.history, Account.count, Account.isAccount(a), Account.isAccount({}));
try { a.withdraw(100); } catch (e) { console.log(e.name, e.message); }
try { b.deposit(-1); } catch (e) { console.log(e.name, e.message); }
try { a.balance = 5; } catch (e) { console.log(e.name, e.message); }
console.log(Object.keys(a).join(), JSON.stringify(a), typeof Account.prototype.deposit);
class Savings extends Account {
  #rate;
  constructor(owner, rate) { super(owner); this.#rate = rate; }
  addInterest() { return this.deposit(Math.round(this.balance * this.#rate)); }
}
const s = new Savings("cy", 0.1).deposit(200).addInterest();
console.log(s.balance, s.history, Account.count, Account.isAccount(s), s instanceof Account);
