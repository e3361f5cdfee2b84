const xs = [1, 2, 3, 4];
console.log(xs.filter((x) => x % 2 === 0), xs.reduce((acc, x) => acc + x, 0));
console.log(xs.map((x, i) => [i, x]));
Promise.resolve().then(() => console.log("later"));
