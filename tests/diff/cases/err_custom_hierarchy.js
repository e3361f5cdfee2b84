// Custom error hierarchies: name on the prototype vs instance, cause chains, toString, stack presence, AggregateError, instanceof across levels.
class AppError extends Error { constructor(msg, opts) { super(msg, opts); this.name = new.target.name; } }
class HttpError extends AppError { constructor(status, msg) { super(msg ?? `HTTP ${status}`); this.status = status; } get retryable() { return this.status >= 500; } }
class NotFound extends HttpError { constructor(what) { super(404, `${what} not found`); } }
const errs = [new NotFound("user 7"), new HttpError(503), new AppError("boom", { cause: new TypeError("root cause") })];
for (const e of errs) console.log(String(e), e.name, e instanceof HttpError, e instanceof AppError, e instanceof Error, e.retryable, e.cause?.message);
const chain = (e) => { const out = []; for (let c = e; c; c = c.cause) out.push(c.message); return out.join(" <- "); };
console.log(chain(new Error("top", { cause: new Error("mid", { cause: new Error("bottom") }) })));
function ProtoErr(m) { this.message = m; } ProtoErr.prototype = Object.create(Error.prototype, { name: { value: "ProtoErr" }, constructor: { value: ProtoErr } });
const pe = new ProtoErr("legacy style"); console.log(String(pe), pe instanceof Error, Object.prototype.toString.call(pe), Object.prototype.toString.call(new NotFound("x")));
console.log(typeof new Error("s").stack, Object.keys(new Error("k")).length, Object.getOwnPropertyNames(new Error("k")).includes("message"), "cause" in new Error("n", {}), new Error("n", { cause: undefined }).hasOwnProperty("cause"));
const ag = new AggregateError([new NotFound("a"), new HttpError(500)], "several", { cause: "c" });
console.log(ag.name, ag.message, ag.errors.map(String).join("; "), ag.cause, ag instanceof Error);
console.log(Error("no new") instanceof Error, RangeError("r").name, Error.prototype.name, TypeError.prototype instanceof Error, Object.getPrototypeOf(TypeError) === Error);
const e2 = new Error("msg"); e2.name = ""; console.log(String(e2)); const e3 = new Error(""); e3.name = "OnlyName"; console.log(String(e3)); console.log(String(new Error(undefined)), new Error(undefined).hasOwnProperty("message"), new Error(null).message);
