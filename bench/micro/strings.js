// String building: appending in a loop, then reading the length and a slice.
let s = "";
for (let i = 0; i < 300000; i++) {
  s += "ab" + (i % 10);
}
print(s.length, s.slice(0, 12), s.charCodeAt(s.length - 1));
