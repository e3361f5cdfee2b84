const mk = (n) => ({ n });
const mk2 = () => ({ list: [1] });
const fnRet = () => () => 42;
const unionRet = (x) => (x ? "s" : 1);
console.log(mk(1), mk2(), fnRet()(), unionRet(true), unionRet(false));
