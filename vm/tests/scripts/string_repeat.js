// String.prototype.repeat of Latin-1 and UTF-16 text (the Latin-1 path repeats bytes), short
// and long results, and its RangeErrors.
const r = [];
for (const s of ["", "a", "ab", "é", "\u0101", "\ud83d\ude00", "xyz".repeat(5)]) for (const n of [0, 1, 2, 7, 11, 30]) r.push(s.repeat(n));
try { "a".repeat(-1); } catch (e) { r.push(e.name); }
try { "a".repeat(Infinity); } catch (e) { r.push(e.name); }
try { "ab".repeat(2 ** 30); } catch (e) { r.push(e.name); }
print(JSON.stringify(r));
