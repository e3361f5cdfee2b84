enum Quoted { "with space" = 1, "dash-ed" = 2, ["computed"] = 3, plain = 4 }
console.log(Quoted["with space"], Quoted["dash-ed"], Quoted["computed"], Quoted.plain, Quoted[1]);
