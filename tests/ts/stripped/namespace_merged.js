var M;
(function (M) {
    M.a = 1;
})(M || (M = {}));
(function (M) {
    M.b = M.a + 1;
    function sum() { return M.a + M.b; }
    M.sum = sum;
})(M || (M = {}));
(function (M) {
    M.c = M.sum() * 10;
})(M || (M = {}));
console.log(M.a, M.b, M.c, Object.keys(M));
