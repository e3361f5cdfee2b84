enum Merged { A, B }
enum Merged { C = 5, D }
console.log(Merged.A, Merged.B, Merged.C, Merged.D, Merged[6], Object.keys(Merged));
