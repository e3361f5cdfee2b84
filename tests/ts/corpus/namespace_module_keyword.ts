module Legacy { export const v = "legacy"; }
console.log(Legacy.v);
namespace Assign { export let n = 1; n += 5; export function get() { return n; } }
console.log(Assign.n, Assign.get());
