function words() {
  const type = 1, namespace = 2, module = 3, declare = 4, abstract = 5, readonly = 6;
  const is = 7, keyof = 8, infer = 9, satisfies = 10, asserts = 11, global = 12, as = 13;
  console.log(type + namespace + module + declare + abstract + readonly);
  console.log(is, keyof, infer, satisfies, asserts, global, as);
}
words();
const o = { type: "t", interface: "i", enum: "e", namespace: "n", private: "p", public: "q" };
console.log(o.type, o.interface, o.enum, o.namespace, o.private, o.public);
function declareFn(declare: number, type: string) { return declare + type; }
console.log(declareFn(1, "x"));
