// Error objects: names, messages, cause, instanceof, toString, custom subclasses.
const errs = [new Error("plain"), new TypeError("type"), new RangeError(), new SyntaxError("syn", { cause: "why" }), new EvalError("e"), new URIError("u"), new ReferenceError("r")];
for (const e of errs) console.log(String(e), e.name, e instanceof Error, "cause" in e, e.cause);
class ToolError extends Error { constructor(msg, code) { super(msg); this.name = "ToolError"; this.code = code; } }
const t = new ToolError("bad input", 400);
console.log(String(t), t instanceof ToolError, t instanceof Error, t.code, Object.keys(t).join());
console.log(Error.prototype.toString.call({ name: "N", message: "" }), Error.prototype.toString.call({}));
const agg = new AggregateError([new Error("a"), 1], "many");
console.log(agg.name, agg.message, agg.errors.length);
try { null.x; } catch (e) { console.log(e.constructor.name); }
try { undefinedVariable; } catch (e) { console.log(e.name); }
try { (void 0)(); } catch (e) { console.log(e.name); }
try { new (class A { constructor() { throw new Error("in ctor"); } })(); } catch (e) { console.log(e.message); }
