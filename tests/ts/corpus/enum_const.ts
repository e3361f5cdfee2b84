const enum Size { Small = 1, Medium, Large = 10 }
const s = Size.Medium;
console.log(s, Size.Large, Size.Small + Size.Large);
const enum Str { Key = "key" }
console.log(Str.Key);
