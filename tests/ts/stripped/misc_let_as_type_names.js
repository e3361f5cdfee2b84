let number = 1;
let string = "s";
const boolean = true;
console.log(number, string, boolean);
