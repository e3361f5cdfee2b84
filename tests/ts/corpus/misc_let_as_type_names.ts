type string2 = string;
let number: number = 1;
let string: string2 = "s";
const boolean = true;
console.log(number, string, boolean);
