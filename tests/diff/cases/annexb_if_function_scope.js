// Annex B: a function declaration in an if clause (sloppy code) stands in a block of its
// own. Assigning to its name inside changes that block's binding; the var binding keeps
// the function it was given when the declaration was evaluated.
var seen = [];
if (true) function f() { seen.push(typeof f); f = 1; seen.push(typeof f); return "f"; }
console.log(f(), f(), seen.join(","));

if (false) function skipped() {} else function g() { g = "g replaced"; return g; }
console.log(g(), typeof g);

(function () {
  if (true) function h() { h = 5; return "h"; }
  console.log(h(), typeof h, h());
  // A clause that does not run leaves the var binding undefined.
  if (false) function never() {}
  console.log(typeof never);
})();

// In a block, the same rule.
{ function k() { k = null; return "k"; } }
console.log(k(), typeof k);
