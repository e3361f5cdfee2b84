namespace M { export const a = 1; }
namespace M { export const b = a + 1; export function sum() { return a + b; } }
namespace M { export const c = sum() * 10; }
console.log(M.a, M.b, M.c, Object.keys(M));
