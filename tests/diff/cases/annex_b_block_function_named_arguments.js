// expected: by hand. node 20 (V8 11.3) gives a block function named `arguments` a var
// binding in every sloppy function and prints `function function arguments() {}` on the
// first two lines. ECMA-262 Annex B.3.2.1 gives such a function no var binding when its
// name is among parameterNames, and FunctionDeclarationInstantiation step 22.f counts
// "arguments" there wherever the function has an arguments object, as test262's
// annexB/language/function-code/block-decl-func-skip-arguments.js checks.
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
