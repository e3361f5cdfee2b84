enum Flags { None = 0, A = 1 << 0, B = 1 << 1, C = 1 << 2, AB = A | B, All = A | B | C, Neg = ~A }
console.log(Flags.A, Flags.B, Flags.C, Flags.AB, Flags.All, Flags.Neg, Flags[3]);
enum Calc { X = 2 ** 3, Y = X * 2 + 1, Z = Y % 4, W = (X + Y) / 2, S = 100 >> 2, U = -1 >>> 28 }
console.log(Calc.X, Calc.Y, Calc.Z, Calc.W, Calc.S, Calc.U);
