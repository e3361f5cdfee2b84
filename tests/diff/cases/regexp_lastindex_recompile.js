// RegExpBuiltinExec reads the flags and the matcher after ToLength(lastIndex): a valueOf
// that recompiles the RegExp (Annex B compile) changes what the match uses.
for (const flag of ["", "y"]) {
  const re = new RegExp("a", flag);
  re.lastIndex = { valueOf() { re.compile("b"); return 0; } };
  console.log(flag || "none", re[Symbol.match]("b") !== null, re[Symbol.replace]("b", "pass"));
}
let re = new RegExp("a", "");
re.lastIndex = { valueOf() { re.compile("a", "g"); return 0; } };
re[Symbol.match]("a");
console.log(re.lastIndex, re.flags);
re = new RegExp("a", "y");
re.lastIndex = { valueOf() { re.compile("a", ""); re.lastIndex = 9000; return 0; } };
re.exec("a");
console.log(re.lastIndex, re.flags);
