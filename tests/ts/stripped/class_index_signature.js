class Bag {
    fixed = 1;
}
const b = new Bag();
b["dyn"] = 2;
console.log(b, Object.keys(b));
