// Destructured parameters as option bags: defaults, required keys via throwing defaults, arrays of tuples, and arguments.length.
const required = (name) => { throw new TypeError(`missing option: ${name}`); };
function connect({ host = "localhost", port = 5432, user = required("user"), tls: { enabled = false, ca } = {}, ...rest } = {}) { return `${user}@${host}:${port} tls=${enabled}${ca ? "(" + ca + ")" : ""} extra=${Object.keys(rest).join("+") || "-"}`; }
console.log(connect({ user: "ana" }), "|", connect({ user: "bo", port: 1, tls: { enabled: true, ca: "x.pem" }, retries: 3, debug: true }));
try { connect(); } catch (e) { console.log(e.message); }
try { connect({ user: "x", tls: null }); } catch (e) { console.log(e.name); }
const dist = ([x1, y1], [x2, y2] = [0, 0]) => Math.hypot(x2 - x1, y2 - y1);
console.log(dist([3, 4]), dist([1, 1], [4, 5]), [[0, 3], [4, 0]].map(([x, y]) => x + y).join());
const entries = Object.entries({ a: 1, b: 2 }).map(([key, value], index, { length }) => `${index + 1}/${length}:${key}=${value}`); console.log(entries.join(" "));
function lengths(a, { b } = {}, ...c) { return [arguments.length, lengths.length].join(); } console.log(lengths(), lengths(1, {}, 3, 4), ((a, b = 1, c) => 0).length);
const swapKeys = ({ a: b, b: a }) => ({ a, b }); console.log(JSON.stringify(swapKeys({ a: 1, b: 2 })));
const [{ x: [first = "dx"] = [] } = {}] = [{ x: [undefined] }]; console.log(first);
