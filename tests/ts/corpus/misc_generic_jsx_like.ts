const less = 1 < 2;
const cmp = (a: number, b: number) => a < b;
const arr: Array<number> = [];
arr.push(<number>5);
console.log(less, cmp(2, 1), arr);
