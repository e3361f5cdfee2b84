enum E { A = 1, B = A + 1, C = B * 10, D = E.C + 1, F = E["A"] + 100 }
console.log(E.A, E.B, E.C, E.D, E.F);
enum S { Prefix = "pre", Full = Prefix + "-full" }
console.log(S.Full);
