var S;
(function (S) {
    S.x = 1;
    function useLocal() { const x = 5; return x; }
    S.useLocal = useLocal;
    function useParam(x) { return x * 2; }
    S.useParam = useParam;
    function useExport() { return S.x + 100; }
    S.useExport = useExport;
    S.arrow = () => { let x = "shadow"; return x; };
})(S || (S = {}));
console.log(S.useLocal(), S.useParam(3), S.useExport(), S.arrow());
