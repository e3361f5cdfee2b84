function counter(start: number): { inc: () => number; get: () => number } {
  let n = start;
  return { inc: (): number => ++n, get: () => n };
}
const c = counter(5);
c.inc(); c.inc();
console.log(c.get());
