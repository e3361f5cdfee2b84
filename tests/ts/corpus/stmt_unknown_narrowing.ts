function show(x: unknown): string {
  if (typeof x === "string") return "str " + x;
  if (Array.isArray(x)) return "arr " + x.length;
  if (x && typeof x === "object") return "obj " + Object.keys(x).join();
  return "other " + String(x);
}
console.log(show("s"), show([1]), show({ k: 1 }), show(null));
