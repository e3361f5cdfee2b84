var D;
(function (D) {
    var _a;
    const src = { a: 1, b: [2, 3] };
    D.a = src.a;
    _a = src.b, D.first = _a[0], D.second = _a[1];
    function total() { return D.a + D.first + D.second; }
    D.total = total;
})(D || (D = {}));
console.log(D.a, D.first, D.second, D.total());
