// Class instances with private fields, a sticky regex with lastIndex state, and typed
// arrays, all alive across awaits.
(async () => {
  class Account {
    #balance = 0;
    constructor(name) { this.name = name; }
    deposit(n) { this.#balance += n; return this; }
    get balance() { return this.#balance; }
  }
  const acct = new Account("ada");
  const re = /(\w+)=(\d+);?/y;
  const input = "a=1;b=22;c=333";
  const bytes = new Uint8Array(8);
  const view = new DataView(bytes.buffer);
  let m;
  let i = 0;
  while ((m = re.exec(input)) !== null) {
    const r = await tools.add({ a: Number(m[2]), b: 0 });
    acct.deposit(r);
    bytes[i++] = r % 256;
    console.log(m[1], r, re.lastIndex);
  }
  view.setUint16(6, 0xbeef);
  console.log(acct.balance, Array.from(bytes).join(","), view.getUint16(6).toString(16));
  return acct instanceof Account && acct.balance;
})()
