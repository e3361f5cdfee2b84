// Strings used as source code (direct and indirect eval, Function) that hold lone
// surrogates: the surrogate stands for itself in string literals, cooked templates,
// property names, regular expression literals and comments; a template's raw strings
// and a regular expression literal's source hold the surrogate itself.
const hex = (s) => [...Array(s.length).keys()].map((i) => s.charCodeAt(i).toString(16)).join(",");
const lone = ["\uD800", "\uDBFF", "\uDC00", "\uDFFF"];
for (const u of lone) {
  console.log("literal", hex(eval("'" + u + "'")), hex(eval('"a' + u + 'b"')));
  console.log("indirect", hex((0, eval)("'" + u + u + "'")));
  console.log("template", hex(eval("`" + u + "${1}" + u + "`")));
  console.log("key", hex(Object.keys(eval("({'" + u + "': 1})"))[0]));
  console.log("function", hex(Function("a", "return a + '" + u + "'")("x")));
  console.log("regexp", eval("/" + u + "/").test(u), eval("/" + u + "/").test("\uFFFD"));
  console.log("comment", eval("1 /* " + u + " */ + 1"), eval("2 // " + u));
  console.log("identity escape", hex(eval("'\\" + u + "'")));
  console.log("raw", hex(eval("String.raw`" + u + "${1}a" + u + "`")), hex(eval("(x => x.raw[0])`\\" + u + "`")));
  console.log("raw in Function", hex(Function("return String.raw`<" + u + ">`")()));
  console.log("raw in parameters", hex(Function("a = String.raw`" + u + "`", "return a")()));
  console.log("raw crlf", hex(eval("String.raw`\r\n" + u + "\r`")));
  const re = eval("/[" + u + "]\\" + u + "/g");
  console.log("source", hex(re.source), re.flags, hex(String(re)), re.test(u + u));
  console.log("source indirect", hex((0, eval)("/" + u + "x/u").source));
  console.log("source in Function", hex(Function("return /a" + u + "/")().source));
  console.log("pair kept", hex(eval("'\uD83D\uDE00" + u + "'")));
  console.log("equal to escape", eval("'" + u + "' === '\\u" + u.charCodeAt(0).toString(16) + "'"));
  for (const src of ["var " + u + " = 1", u, "a" + u + "b = 1"]) {
    try {
      eval(src);
      console.log("no error");
    } catch (e) {
      console.log(e.constructor.name);
    }
  }
}
