function annex() {
  { function inner() { return 1; } }
  return inner();
}
function tdz() {
  x;
  let x = 1;
  return x;
}
