function g({ a, b: [c, d = 1] = [], ...rest }, ...more) {
  let x, y;
  [x, y = a] = more;
  ({ x, ...y } = rest);
  return x + y + c + d;
}
