const yes = "yes";
const el = 5;
const u = "deep";
const f = true;
console.log(yes, el, u, f);
