const T = 5, U = 3, V = 4;
console.log(T < U, U > V, T < U || U > V);
console.log((T < U) === (U > V));
const cmp = T<U ? "yes" : "no";
console.log(cmp);
