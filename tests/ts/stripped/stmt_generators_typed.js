function* range(start, end, step = 1) {
    for (let i = start; i < end; i += step)
        yield i;
    return "end";
}
const g = range(0, 5, 2);
console.log(g.next(), g.next(), g.next(), g.next());
