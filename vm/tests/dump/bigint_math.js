// BigInt arithmetic across awaits: factorials and Fibonacci beyond 2^64, modular
// exponentiation, asIntN/asUintN wrapping, mixed comparisons, and BigInt values kept in
// arrays and objects while tool calls are pending.
(async () => {
  let fact = 1n;
  for (let i = 1n; i <= 30n; i++) {
    fact *= i;
    if (i % 10n === 0n) await tools.echo(String(i));
  }
  console.log("30!", String(fact), fact.toString(16).length);
  let [a, b] = [0n, 1n];
  for (let i = 0; i < 100; i++) {
    [a, b] = [b, a + b];
    if (i % 25 === 0) await tools.delay(i);
  }
  console.log("fib100", a.toString(), (a % 1000000007n).toString());
  function modpow(base, exp, mod) {
    let r = 1n;
    base %= mod;
    while (exp > 0n) {
      if (exp & 1n) r = (r * base) % mod;
      base = (base * base) % mod;
      exp >>= 1n;
    }
    return r;
  }
  const e = BigInt(await tools.add({ a: 65536, b: 1 }));
  const n = 3233n;
  const c = modpow(65n, 17n, n);
  console.log("rsa", String(c), String(modpow(c, 413n, n)), String(modpow(2n, e, 1000000007n)));
  const wraps = [BigInt.asIntN(8, 255n), BigInt.asUintN(8, -1n), BigInt.asIntN(64, 2n ** 63n), BigInt.asUintN(64, -(2n ** 63n))];
  await tools.echo("wrap");
  console.log("wrap", wraps.join(","));
  const held = { big: 2n ** 100n, list: [-7n, 7n / 2n, -7n / 2n, -7n % 3n, 7n ** 0n] };
  const num = await tools.echo(Number(held.big % 1000n));
  console.log("held", String(held.big), held.list.join(","), num, 10n > 9, 10n == 10, typeof held.big);
  let mixErr = "";
  try {
    held.big + 1;
  } catch (err) {
    mixErr = err.name;
  }
  const parsed = BigInt(await tools.echo("123456789012345678901234567890"));
  console.log("parsed", String(parsed * 3n), String(-parsed >> 10n), BigInt("0x" + "ff".repeat(9)).toString(36), mixErr);
  const sum = (await Promise.all([1, 2, 3].map((k) => tools.echo(String(2n ** BigInt(k * 40)))))).reduce((s, x) => s + BigInt(x), 0n);
  console.log("sum", sum.toString());
  return String(sum % 997n);
})()
