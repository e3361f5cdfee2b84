function w(o) {
  var a = 1;
  with (o) { a = b; }
  return a;
}
function e(src) {
  var local = 1;
  return eval(src) + local;
}
