function f<T,>(x: T): T { return x }
function g<>() {}
