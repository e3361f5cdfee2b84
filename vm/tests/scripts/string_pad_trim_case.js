// padStart/padEnd, trim and case mapping over Latin-1 and UTF-16 text and fillers,
// results short enough to be inline and longer (the Latin-1 paths build in place).
const r = [];
for (const s of ["", "a", "abc", "é", "\u0100x", "\ud800", "0123456789012345678901", "x".repeat(30)])
  for (const f of [undefined, "", "0", "ab", "\u00ff", "\u0101z", "\udc00"])
    for (const n of [0, 1, 3, 5, 22, 23, 40])
      r.push(JSON.stringify([s.padStart(n, f), s.padEnd(n, f)]));
for (const s of ["  x  ", "\u00a0\ufeffy\t\n", "\u2028 z \u3000", "", "   ", "ab"]) r.push(JSON.stringify([s.trim(), s.trimStart(), s.trimEnd()]));
for (const s of ["Hello", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "mIxEd 123", "é", "ß"]) r.push(s.toLowerCase() + "|" + s.toUpperCase());
let h = 0; for (const x of r) for (let i = 0; i < x.length; i++) h = (h * 31 + x.charCodeAt(i)) | 0;
print(r.length, h); print(r.slice(0, 5).join("\n")); print(r.slice(-12).join("\n"));
