// Date in UTC terms (independent of the machine's time zone), URI functions, escape.
const d = new Date(Date.UTC(2024, 1, 29, 23, 59, 59, 999));
print(d.toISOString(), d.toUTCString(), d.getUTCDay(), JSON.stringify({ d }));
d.setUTCMonth(12);
print(d.toISOString(), d.setUTCDate(0), d.getUTCDate());
print(new Date(8.64e15).toISOString(), new Date(-8.64e15).toISOString(), new Date(8.64e15 + 1).getTime());
print(String(new Date(NaN)), new Date(NaN).toJSON(), Date.UTC(-1, 0), Date.UTC(99), Date.UTC());
print(Date.parse("2000-01-01T00:00:00Z"), Date.parse("+020000-01-01"), Date.parse("-000000-03-31T00:45Z"));
print(Date.parse(new Date(0).toUTCString()), Object.prototype.toString.call(d), typeof Date.now());
try { new Date(NaN).toISOString(); } catch (e) { print(e.name); }
try { Date.prototype.getTime.call({}); } catch (e) { print(e.name); }
print(new Date(2020, 0)[Symbol.toPrimitive]("number") === new Date(2020, 0).getTime());
print(encodeURI("http://x.y/a b?c=d&e=ü#f"), encodeURIComponent("a b&c/ü😀"));
print(decodeURI("%41%2F%e2%82%ac%3b"), decodeURIComponent("%41%2F%e2%82%ac%3b"));
for (const bad of ["%", "%4", "%zz", "%C0%80", "%ED%A0%80", "%F4%90%80%80", "%E2%82"]) {
  try { decodeURIComponent(bad); print("no error", bad); } catch (e) { print(e.name, bad); }
}
try { encodeURIComponent("\uD800"); } catch (e) { print(e.name); }
print(escape("a b+ü\u20ac"), unescape("%u20AC%41%zz%u12"));
