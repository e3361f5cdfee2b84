const anyVal: any = "str";
const len = (<string>anyVal).length;
const n = <number><unknown>"5";
const obj = <{ a: number }>{ a: 1 };
console.log(len, n, obj.a, <boolean>true);
