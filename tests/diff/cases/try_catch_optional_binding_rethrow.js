// catch without a binding, rethrowing non-Error values, errors thrown from finally replacing earlier ones, and nested try in loops.
const results = [];
try { JSON.parse("{"); } catch { results.push("optional catch binding"); }
for (const thrown of [42, "str", null, undefined, { code: 1 }, Symbol.for("s")]) { try { throw thrown; } catch (e) { results.push(typeof e === "symbol" ? e.toString() : JSON.stringify(e) ?? "undefined"); } }
console.log(results.join(" | "));
const f = () => { try { throw new Error("first"); } finally { throw new Error("from finally"); } };
try { f(); } catch (e) { console.log(e.message); }
const g = () => { try { return "returned"; } finally { try { throw new Error("inner"); } catch {} } }; console.log(g());
const attempts = []; for (let i = 0; i < 4; i++) { try { if (i % 2) throw new RangeError("odd " + i); attempts.push("ok " + i); } catch (e) { if (!(e instanceof RangeError)) throw e; attempts.push(e.message); continue; } finally { attempts.push("f" + i); } attempts.push("after " + i); }
console.log(attempts.join(","));
const wrap = (fn) => { try { return fn(); } catch (e) { throw new Error(`wrapped: ${e?.message ?? String(e)}`, { cause: e }); } };
try { wrap(() => { throw new TypeError("deep"); }); } catch (e) { console.log(e.message, e.cause instanceof TypeError); }
try { wrap(() => { throw "plain"; }); } catch (e) { console.log(e.message, e.cause); }
let x = "before"; try { x = "during"; throw 0; } catch { } finally { x += "+finally"; } console.log(x);
