// Sloppy-mode functions with simple parameter lists get a mapped arguments object:
// its indices alias the parameters both ways, through every way of reading it
// (index, spread, for-of, slice, apply, JSON), until an index is deleted. With
// duplicate parameter names, the last one wins. A function without parameters still
// gets a mapped object (its callee is the function and may be deleted).
function assignParams(a, b, c) {
  a = 1; b = "str"; c = 2.1;
  return [arguments[0], arguments[1], arguments[2]].join();
}
function assignArguments(a, b) {
  arguments[0] = 9;
  arguments[1] = 8;
  return [a, b].join();
}
function readers(a, b) {
  a = 5; b = 6;
  const forOf = [];
  for (const v of arguments) forOf.push(v);
  return [
    [...arguments].join(),
    Math.max.apply(null, arguments),
    Array.prototype.slice.call(arguments).join(),
    forOf.join(),
    JSON.stringify(arguments),
    Object.values(arguments).join(),
    Array.from(arguments).join(),
  ].join(" / ");
}
function unmapped(a) {
  delete arguments[0];
  a = 3;
  return [arguments[0], a, arguments.length].join();
}
function redefined(a) {
  Object.defineProperty(arguments, "0", { value: 4, writable: false });
  a = 5;
  return [arguments[0], a].join();
}
function strict(a) { "use strict"; a = 3; return arguments[0]; }
function withRest(a, ...r) { a = 3; return arguments[0]; }
function withDefault(a = 0) { a = 3; return arguments[0]; }
function closure(a) { arguments[0] = 7; const f = () => a; return f() + "," + arguments[0]; }
function extra(a) { arguments[1] = 2; return [arguments.length, arguments[1]].join(); }
function dup(x, x) { return x; }
function dup3(x, x, x) { return x * x * x; }
function dupMissing(x, a, b, x) { return x; }
function dupArgs(x, x) { x = 9; return [arguments[0], arguments[1], x].join(); }
function dupClosure(x, x) { return () => x; }
function noParams() { return [typeof arguments.callee, delete arguments.callee, "callee" in arguments].join(); }
console.log(assignParams(10, "sss", 1));
console.log(assignArguments(1, 2));
console.log(readers(1, 2));
console.log(unmapped(1));
console.log(redefined(1));
console.log(strict(1), withRest(1), withDefault(1));
console.log(closure(1));
console.log(extra(1));
console.log(dup(1, 2), dup3(1, 2, 3), dupMissing(1, 2), dupArgs(1, 2), dupClosure(3, 4)());
console.log(noParams());
