// Found while writing gen_lazy_take_zip: the constructors of generator and async
// functions. %GeneratorFunction.prototype%.constructor is %GeneratorFunction%, whose name
// is "GeneratorFunction" (ECMA-262 sec-generatorfunction-constructor), likewise
// AsyncFunction and AsyncGeneratorFunction.
function* gen() {}
async function af() {}
async function* ag() {}
for (const f of [gen, af, ag, () => 1, function () {}]) {
  const C = f.constructor;
  console.log(C.name, C === Function, typeof C, C.length, Object.getPrototypeOf(C) === Function);
}
const G = Object.getPrototypeOf(gen).constructor;
console.log(G.prototype === Object.getPrototypeOf(gen), G.prototype.prototype === Object.getPrototypeOf(gen.prototype));
