// Annex B.3.2.1: a function declared in a block of sloppy code is also assigned to the
// function's var-scoped binding of its name when the block runs, "arguments" included:
// ECMA-262 now keeps "arguments" out of parameterNames (parameterBindings holds it), so
// such a function replaces the arguments object. test262's older
// annexB/language/function-code/block-decl-func-skip-arguments.js expects the opposite;
// staging/sm's block-scoped-functions-annex-b-arguments.js and regress-602621.js, node
// and the current text agree on this.
(function () {
  {
    function arguments() {}
  }
  console.log("plain function:", typeof arguments, String(arguments));
})();
(function (a, b = 1) {
  {
    function arguments() {}
  }
  console.log("parameter expressions:", typeof arguments, String(arguments));
})(1);
(function () {
  function arguments() {}
  {
    function arguments() {
      return "inner";
    }
  }
  console.log("top-level function named arguments:", typeof arguments, arguments());
})();
(() => {
  {
    function arguments() {
      return "arrow";
    }
  }
  console.log("arrow:", typeof arguments, arguments());
})();
(function () {
  {
    function g() {
      return "g";
    }
  }
  console.log("other names still get a var:", g());
})();
