function f({ a, b }, [c, d]) {
    return `${a}-${b}-${c}-${d}`;
}
const { x, y } = { x: 1, y: 2 };
const [p, q] = [3, 4];
console.log(f({ a: 1, b: "s" }, [true, 9]), x, y, p, q);
