export const x = 1;
export function f(a) { return a + x; }
export class K {
    v;
    constructor(v) {
        this.v = v;
    }
}
export var E;
(function (E) {
    E[E["A"] = 2] = "A";
    E[E["B"] = 3] = "B";
})(E || (E = {}));
export var N;
(function (N) {
    N.inner = "in";
})(N || (N = {}));
export default function main() { console.log(f(1), new K("k").v, E.B, N.inner); }
main();
