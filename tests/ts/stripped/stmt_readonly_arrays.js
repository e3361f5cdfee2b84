const ro = [1, 2, 3];
const ro2 = ["a"];
function sumRo(xs) { let s = 0; for (const x of xs)
    s += x; return s; }
console.log(sumRo(ro), ro2[0], ro.includes(2));
