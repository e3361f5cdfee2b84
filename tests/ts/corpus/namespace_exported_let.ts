namespace Counter {
  export let count = 0;
  export function inc() { count++; return count; }
  export function reset() { count = 0; }
}
Counter.inc(); Counter.inc();
console.log(Counter.count);
Counter.reset();
console.log(Counter.count);
Counter.count = 10;
console.log(Counter.inc());
