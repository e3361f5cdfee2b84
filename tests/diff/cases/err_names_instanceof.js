// Errors: names, instanceof chains, cause, custom subclasses, toString, non-Error throws.
class ValidationError extends Error {
  constructor(field, msg) { super(msg, { cause: { field } }); this.name = "ValidationError"; this.field = field; }
}
const errs = [];
const attempts = [
  () => null.prop,
  () => undefined(),
  () => { throw new ValidationError("email", "bad email"); },
  () => { throw "plain string"; },
  () => { throw { code: 42 }; },
  () => new Array(-1),
  () => (1).toFixed(200),
  () => JSON.parse("{"),
  () => notDefined + 1,
  () => { const c = 1; c = 2; },
  () => Symbol() + "",
  () => { "use strict"; Object.freeze([1]).push(2); },
];
for (const f of attempts) {
  try { f(); errs.push("no error"); }
  catch (e) { errs.push(e instanceof Error ? `${e.name}${e instanceof TypeError ? "(T)" : ""}${e instanceof RangeError ? "(R)" : ""}${e.cause ? " cause=" + JSON.stringify(e.cause) : ""}` : typeof e + ":" + JSON.stringify(e)); }
}
console.log(errs.join("\n"));
const v = new ValidationError("age", "too young");
console.log(String(v), v instanceof ValidationError, v instanceof Error, v.field, Object.prototype.toString.call(v), v.stack !== undefined);
console.log(String(new TypeError("x")), new RangeError().message === "", Error("no new").message, new Error("m", { cause: 0 }).cause);
try { try { throw new Error("inner"); } catch ({ message }) { throw new Error("outer from " + message); } } catch (e) { console.log(e.message); }
try { throw 1; } catch { console.log("optional catch binding"); }
