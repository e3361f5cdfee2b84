declare enum Ambient { A, B }
declare const enum AmbientConst { X = 1 }
console.log(typeof (globalThis as any).Ambient);
enum Real { Z = 26 }
console.log(Real.Z);
