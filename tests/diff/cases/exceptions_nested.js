// Nested try/catch/finally with rethrow, error wrapping with cause, and stack-free messages.
function parse(s) { try { return JSON.parse(s); } catch (e) { throw new Error(`parse failed for ${JSON.stringify(s)}`, { cause: e }); } }
for (const s of ['{"ok":1}', "{bad", "[1,2"]) {
  try { console.log("parsed", JSON.stringify(parse(s))); }
  catch (e) { console.log(e.message, "| cause:", e.cause?.name); }
}
const order = [];
function deep(n) { try { if (n === 0) throw new RangeError("bottom"); return deep(n - 1); } finally { order.push(n); } }
try { deep(4); } catch (e) { console.log(e.name, e.message, order.join()); }
try { try { throw 1; } catch { throw 2; } finally { order.length = 0; } } catch (e) { console.log("outer got", e, order.length); }
const r = (() => { try { return "try"; } finally { console.log("finally runs before return value is used"); } })();
console.log(r);
try { null.f(); } catch ({ name, message }) { console.log(name, typeof message); }
