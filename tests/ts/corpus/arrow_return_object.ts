const mk = (n: number): { n: number } => ({ n });
const mk2 = (): { list: number[] } => ({ list: [1] });
const fnRet = (): (() => number) => () => 42;
const unionRet = (x: boolean): string | number => (x ? "s" : 1);
console.log(mk(1), mk2(), fnRet()(), unionRet(true), unionRet(false));
