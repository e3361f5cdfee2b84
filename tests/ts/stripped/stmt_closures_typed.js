function counter(start) {
    let n = start;
    return { inc: () => ++n, get: () => n };
}
const c = counter(5);
c.inc();
c.inc();
console.log(c.get());
