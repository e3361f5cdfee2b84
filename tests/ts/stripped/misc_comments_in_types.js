function f(/* p */ x /* after */) { return String(x); }
console.log(f(3));
