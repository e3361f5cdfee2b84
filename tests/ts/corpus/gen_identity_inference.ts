function wrap<T>(value: T): { value: T } { return { value }; }
const w1 = wrap(1), w2 = wrap("s"), w3 = wrap<boolean[]>([true]);
console.log(w1, w2, w3);
