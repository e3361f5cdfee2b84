type /* c1 */ T = /* c2 */ { /* c3 */ a: number /* c4 */ } // c5
function f(/* p */ x: /* t */ number /* after */): /* r */ string { return String(x); }
console.log(f(3));
