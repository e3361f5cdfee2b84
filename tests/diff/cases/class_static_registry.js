// Static registries, factories keyed by name, private static methods and accessor inheritance.
class Plugin {
  static #registry = new Map();
  static register(cls) { Plugin.#registry.set(cls.id, cls); return cls; }
  static create(id, ...args) { const C = Plugin.#registry.get(id); if (!C) throw new Error(`unknown plugin ${id}`); return new C(...args); }
  static get names() { return [...Plugin.#registry.keys()].sort(); }
  describe() { return `${this.constructor.id}(${JSON.stringify(this.opts)})`; }
  constructor(opts = {}) { this.opts = opts; }
}
const Upper = Plugin.register(class extends Plugin { static id = "upper"; run(s) { return s.toUpperCase(); } });
Plugin.register(class extends Plugin { static id = "rev"; run(s) { return [...s].reverse().join(""); } });
console.log(Plugin.names.join(), Plugin.create("upper").run("abc"), Plugin.create("rev", { x: 1 }).describe());
try { Plugin.create("nope"); } catch (e) { console.log(e.message); }
console.log(Upper.name, Upper.id, Object.getPrototypeOf(Upper) === Plugin, typeof Plugin.register);
