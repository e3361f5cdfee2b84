function build(n) {
  let s = "";
  const a = [];
  for (let i = 0; i < n; i++) {
    s += `item ${i};`;
    a.push(i * 2);
    a[i] = a[i] + 1;
  }
  return { s, len: a.length, first: a[0] };
}
