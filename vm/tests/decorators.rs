//! Decorators and auto-accessors in plain JavaScript (the decorators proposal with
//! TypeScript 5's observable order). Expected outputs: node running the program after
//! the `typescript` package's transpileModule (node 20 cannot run decorators itself).

use std::cell::RefCell;
use std::rc::Rc;

use cairn_vm::{Vm, VmOptions};

fn run(source: &str) -> String {
    let out = Rc::new(RefCell::new(String::new()));
    let sink = out.clone();
    let mut vm = Vm::new(VmOptions::default());
    vm.set_print_hook(Box::new(move |line| {
        let mut s = sink.borrow_mut();
        s.push_str(line);
        s.push('\n');
    }));
    if let Err(e) = vm.eval_script(source, "decorators.js") {
        out.borrow_mut().push_str(&format!("Uncaught {}\n", e.message));
    }
    out.borrow().clone()
}

#[test]
fn decorators_run_in_typescript_order() {
    let source = r#"const log = [];
function d(name) {
  log.push("eval " + name);
  return function (value, ctx) {
    log.push(`apply ${name} ${ctx.kind} ${String(ctx.name)} static=${ctx.static} private=${ctx.private}`);
    ctx.addInitializer(function () { log.push(`init ${name}`); });
    if (ctx.kind === "field") return (v) => v + 1;
    if (ctx.kind === "accessor") return { init: (v) => v * 10 };
    if (ctx.kind === "method") return function (...a) { return "wrapped " + value.apply(this, a); };
  };
}
@d("c")
class C {
  @d("m") m() { return "m"; }
  @d("f") f = 1;
  @d("a") accessor a = 2;
  @d("sm") static sm() {}
  @d("pm") #pm() { return "pm"; }
  @d("g") get g() { return "g"; }
  callPm() { return this.#pm(); }
}
log.push("defined");
const c = new C();
log.push(`${c.m()} ${c.f} ${c.a} ${c.callPm()} ${c.g}`);
console.log(log.join("\n"));
"#;
    let expected = "eval c\neval m\neval f\neval a\neval sm\neval pm\neval g\napply sm method sm static=true private=false\napply m method m static=false private=false\napply a accessor a static=false private=false\napply pm method #pm static=false private=true\napply g getter g static=false private=false\napply f field f static=false private=false\napply c class C static=undefined private=undefined\ninit sm\ninit c\ndefined\ninit m\ninit pm\ninit g\ninit f\ninit a\nwrapped m 2 20 wrapped pm g\n";
    assert_eq!(run(source), expected);
}

#[test]
fn auto_accessors_and_decorator_errors() {
    let source = r#"
class A {
  accessor x = 1;
  static accessor #y = 2;
  static y() { return A.#y++; }
}
const a = new A();
a.x += 4;
const d = Object.getOwnPropertyDescriptor(A.prototype, "x");
console.log(a.x, A.y(), A.y(), d.get.name, d.set.name, Object.keys(a).length);
try { class B { @(() => 1) m() {} } } catch (e) { console.log(e.name, e.message); }
try { class B { @((v, c) => ({ get: 1 })) accessor z; } } catch (e) { console.log(e.name, e.message); }
let late;
class L { @((v, c) => { late = c; }) m() {} }
try { late.addInitializer(() => {}); } catch (e) { console.log(e.name); }
"#;
    let expected = "5 2 3 get x set x 0\nTypeError Function expected\nTypeError Function expected\nTypeError\n";
    assert_eq!(run(source), expected);
}
