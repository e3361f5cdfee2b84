// f.apply(this, arguments) reads the arguments object as an array-like: its length
// and each index through [[Get]]. Changed lengths, deleted or redefined indices,
// parameters assigned in sloppy functions (mapped) and strict ones (unmapped), and
// indices found on the prototype chain must all read as node reads them.
function list() { return Array.prototype.slice.call(arguments).map(String).join(","); }
function via(f) { return function () { return f.apply(null, arguments); }; }

var plain = via(list);
console.log("plain", plain(1, 2, 3), plain());

function mappedAssign(a, b) { a = "A"; arguments[1] = "B"; return list.apply(null, arguments); }
console.log("mapped", mappedAssign(1, 2, 3), mappedAssign(1));

function strictAssign(a, b) { "use strict"; a = "A"; return list.apply(null, arguments); }
console.log("strict", strictAssign(1, 2));

function lengthChanged() { arguments.length = 5; return list.apply(null, arguments); }
console.log("length up", lengthChanged(1, 2));
function lengthDown() { arguments.length = 1; return list.apply(null, arguments); }
console.log("length down", lengthDown(1, 2, 3));
function lengthOdd() { arguments.length = "2"; return list.apply(null, arguments); }
console.log("length string", lengthOdd(7, 8, 9));
function lengthFrac() { arguments.length = 1.9; return list.apply(null, arguments); }
console.log("length fraction", lengthFrac(7, 8, 9));
function lengthGetter() {
  var n = 0;
  Object.defineProperty(arguments, "length", { get() { n++; return 2; } });
  var r = list.apply(null, arguments);
  return r + " getter ran " + n;
}
console.log("length getter", lengthGetter(4, 5, 6));
function lengthDeleted() { delete arguments.length; return list.apply(null, arguments); }
console.log("length deleted", lengthDeleted(1, 2));

Object.prototype[1] = "from proto";
function holes(a, b, c) { delete arguments[1]; return list.apply(null, arguments); }
console.log("deleted index", holes(1, 2, 3));
delete Object.prototype[1];

function indexGetter(a, b) {
  Object.defineProperty(arguments, 0, { get() { return "got"; } });
  return list.apply(null, arguments);
}
console.log("index getter", indexGetter(1, 2));

function unmappedAfterDefine(a) {
  Object.defineProperty(arguments, 0, { value: "fixed", writable: false });
  a = "changed";
  return list.apply(null, arguments) + " " + a;
}
console.log("unmapped by define", unmappedAfterDefine(1));

function rest(a, ...more) { return list.apply(null, arguments) + "|" + more.length; }
console.log("rest", rest(1, 2, 3));

function defaults(a = 10, b) { a = 99; return list.apply(null, arguments); }
console.log("defaults", defaults(1, 2), defaults());

function Ctor(x, y) { this.sum = x + y; }
function make() { var o = Object.create(Ctor.prototype); Ctor.apply(o, arguments); return o.sum; }
console.log("construct-like", make(20, 22));
