// Classes with private fields, private methods, accessors and static members.
class Account {
  static #count = 0;
  #balance = 0;
  #log = [];
  constructor(owner) { this.owner = owner; Account.#count++; }
  get balance() { return this.#balance; }
  set balance(v) { throw new Error("read only"); }
  #record(kind, n) { this.#log.push(`${kind}:${n}`); }
  deposit(n) { if (n <= 0) throw new RangeError("bad amount " + n); this.#balance += n; this.#record("in", n); return this; }
  withdraw(n) { if (n > this.#balance) throw new Error("insufficient"); this.#balance -= n; this.#record("out", n); return this; }
  static count() { return Account.#count; }
  static isAccount(o) { return #balance in o; }
  history() { return this.#log.join(","); }
}
const a = new Account("ann").deposit(50).withdraw(20);
const b = new Account("bob");
console.log(a.balance, a.history(), Account.count(), Account.isAccount(a), Account.isAccount({}));
try { a.balance = 5; } catch (e) { console.log(e.message); }
try { b.withdraw(1); } catch (e) { console.log(e.message); }
try { a.deposit(-1); } catch (e) { console.log(e.name, e.message); }
console.log(Object.keys(a).join(), JSON.stringify(a));
