// Stores to global variables from the same site, many times: the site caches where the
// global object keeps the variable; what changes under the cache (the property made
// read-only, deleted and made again, turned into an accessor) must be seen.
globalThis.a = 0;
var log = [];
function store(v) { a = v; }
function strictStore(v) { "use strict"; a = v; }
for (var i = 0; i < 5; i++) store(i);
log.push(a);
Object.defineProperty(globalThis, "a", { writable: false });
store(10);
log.push(a);
try { strictStore(11); } catch (e) { log.push(e.constructor.name); }
log.push(a);
Object.defineProperty(globalThis, "a", { writable: true });
store(12);
log.push(a);
delete globalThis.a;
var filler = 1;
globalThis.other = 2;
store(13);
log.push(a, Object.getOwnPropertyDescriptor(globalThis, "a").enumerable);
delete globalThis.a;
try { strictStore(14); } catch (e) { log.push(e.constructor.name); }
log.push(typeof a);
var seen = [];
Object.defineProperty(globalThis, "a", { get() { return "got"; }, set(v) { seen.push(v); }, configurable: true });
for (var j = 0; j < 3; j++) store(20 + j);
log.push(a, seen.join(","));
delete globalThis.a;
globalThis.a = 30;
for (var k = 0; k < 3; k++) store(a + 1);
log.push(a);
// A `var` is not configurable: read-only stays read-only.
var v = 1;
function storeV(x) { v = x; }
for (var m = 0; m < 3; m++) storeV(m);
Object.defineProperty(globalThis, "v", { writable: false });
storeV(40);
log.push(v);
// The loop counters themselves are global variables stored at one site each.
var sum = 0;
for (var n = 0; n < 1000; n++) sum += n;
log.push(sum, n);
print(log.join(" "));
