// Closures: module pattern with IIFEs, private state, and shared references across instances.
const Bank = (() => {
  let nextId = 1;
  const accounts = new Map();
  function open(owner) { const id = nextId++; accounts.set(id, { owner, balance: 0, history: [] }); return id; }
  function move(from, to, amount) {
    const a = accounts.get(from), b = accounts.get(to);
    if (!a || !b) throw new Error("no such account");
    if (a.balance < amount) return false;
    a.balance -= amount; b.balance += amount;
    a.history.push(-amount); b.history.push(amount);
    return true;
  }
  return { open, move, deposit: (id, n) => { accounts.get(id).balance += n; accounts.get(id).history.push(n); }, report: () => [...accounts].map(([id, a]) => `${id}:${a.owner}=${a.balance}[${a.history.join(",")}]`).join(" ") };
})();
const x = Bank.open("x"), y = Bank.open("y");
Bank.deposit(x, 100);
console.log(Bank.move(x, y, 30), Bank.move(y, x, 50), Bank.move(x, y, 70));
try { Bank.move(x, 99, 1); } catch (e) { console.log(e.message); }
console.log(Bank.report(), typeof nextId);
