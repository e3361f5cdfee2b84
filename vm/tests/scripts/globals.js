// Global scope: var/let/const/function at the top level, globalThis, implicit globals, TDZ.
var gv = 1;
let gl = 2;
const gc = 3;
function gf() { return "gf"; }
print(globalThis.gv, globalThis.gl, typeof globalThis.gf, gf());
implicitGlobal = 5;
print(globalThis.implicitGlobal, "implicitGlobal" in globalThis);
try { tdz; let tdz = 1; } catch (e) { print(e instanceof ReferenceError); }
try { gc = 4; } catch (e) { print(e instanceof TypeError, gc); }
print(typeof notDefinedAnywhere, typeof gv, typeof undefined);
print(NaN, Infinity, undefined, globalThis === this);
var gv = 10;
print(gv);
{
  let gl = "block";
  print(gl);
}
print(gl);
