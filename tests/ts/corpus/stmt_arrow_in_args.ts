const xs = [1, 2, 3, 4];
console.log(xs.filter((x: number): boolean => x % 2 === 0), xs.reduce((acc: number, x: number) => acc + x, 0));
console.log(xs.map((x, i): [number, number] => [i, x]));
Promise.resolve().then((): void => console.log("later"));
