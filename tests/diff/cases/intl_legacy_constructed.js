// ECMA-402's legacy constructor mode: Intl.NumberFormat / Intl.DateTimeFormat called
// without new on an object that inherits from their prototype store the new formatter
// on it under a symbol, and the prototype's format and resolvedOptions find it there.
for (const C of [Intl.NumberFormat, Intl.DateTimeFormat]) {
  const legacy = Object.create(C.prototype);
  const returned = C.call(legacy, "en-US", { timeZone: "UTC" });
  const symbols = Object.getOwnPropertySymbols(legacy);
  const d = Object.getOwnPropertyDescriptor(legacy, symbols[0]);
  console.log(C.name, returned === legacy, symbols.length, symbols[0].description,
    d.writable, d.enumerable, d.configurable, d.value instanceof C, d.value !== legacy);
  console.log(C.prototype.resolvedOptions.call(legacy).locale, typeof C.prototype.resolvedOptions.call(legacy));
  const format = Object.getOwnPropertyDescriptor(C.prototype, "format").get.call(legacy);
  console.log(format(C === Intl.NumberFormat ? 1234.5 : 0));
  // With new, or on an unrelated this, the call makes a new object as usual.
  const plain = {};
  console.log(C.call(plain) !== plain, Object.getOwnPropertySymbols(plain).length, new C() instanceof C);
  // Not a formatter and no symbol: a TypeError.
  try { C.prototype.resolvedOptions.call(Object.create(C.prototype)) } catch (e) { console.log(e.constructor.name) }
  // Calling it again on the same object cannot redefine the frozen property.
  try { C.call(legacy) } catch (e) { console.log(e.constructor.name) }
}
