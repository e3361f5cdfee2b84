// map, filter, slice, splice and concat with a species constructor: the steps a Proxy
// observes (one read of the constructor, no length set that the spec does not make).
function FakeArray(n) { this.length = n; }
function run(funcName, args) {
  let logs = "";
  function FakeArrayWithHook(n) {
    return new Proxy(new FakeArray(n), {
      set(that, name, value) { logs += "set:" + String(name) + ":" + value + ","; return true; },
      defineProperty(that, name, desc) { logs += "define:" + String(name) + ":" + desc.value + ":" + desc.configurable + ":" + desc.enumerable + ":" + desc.writable + ","; return true; }
    });
  }
  const ctorProxy = new Proxy({}, { get(that, name) { logs += "c-get:" + name.toString() + ","; return name == Symbol.species ? FakeArrayWithHook : undefined; } });
  const a = new Proxy([1, 2, 3, 4, 5], { get(that, name) { logs += "get:" + name.toString() + ","; return name == "constructor" ? ctorProxy : that[name]; } });
  a[funcName](...args);
  console.log(funcName, logs);
}
run("map", [x => x * 2]);
run("filter", [x => x % 2]);
run("slice", [1, 3]);
run("splice", [1, 2]);
run("concat", [[6]]);
