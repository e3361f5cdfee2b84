//! Module records end to end: loading through the hook, live bindings, cycles,
//! top-level await order, namespaces, `import()`, and the phase of errors.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use crate::run::ErrorPhase;
use crate::{Vm, VmOptions};

/// A VM whose loader serves `files` (by name, specifiers as given) and whose printed
/// lines are collected.
fn vm_with(files: &[(&str, &str)]) -> (Vm, Rc<RefCell<Vec<String>>>) {
    let mut vm = Vm::new(VmOptions::default());
    let map: HashMap<String, String> =
        files.iter().map(|(n, s)| ((*n).to_string(), (*s).to_string())).collect();
    vm.set_module_loader(Box::new(move |spec, referrer| {
        let name = super::resolve_file_specifier(spec, referrer).ok_or("bare specifier")?;
        map.get(&name)
            .map(|s| (name.clone(), s.clone()))
            .ok_or_else(|| format!("{name}: not found"))
    }));
    let lines = Rc::new(RefCell::new(Vec::new()));
    let sink = Rc::clone(&lines);
    vm.set_print_hook(Box::new(move |l| sink.borrow_mut().push(l.to_string())));
    (vm, lines)
}

#[test]
fn live_bindings_and_namespaces() {
    let (mut vm, lines) = vm_with(&[(
        "a.js",
        "export let n = 1; export function inc() { n++; } export default 'd';",
    )]);
    let main = "import d, { n, inc } from './a.js'; import * as ns from './a.js';
        inc(); print(n, ns.n, d, Object.keys(ns).join(), ns[Symbol.toStringTag]);
        print(Object.isExtensible(ns), Object.getPrototypeOf(ns), delete ns.x, 'n' in ns);
        try { delete ns.n; } catch (e) { print(e.name); }";
    let r = vm.eval_module(main, "main.js");
    assert!(r.is_ok(), "{r:?}");
    assert_eq!(
        *lines.borrow(),
        ["2 2 d default,inc,n Module", "false null true true", "TypeError"]
    );
}

#[test]
fn cycles_evaluate_dependencies_first_and_tdz_is_live() {
    let (mut vm, lines) = vm_with(&[
        ("a.js", "import { b } from './b.js'; export const a = 'a'; print('a', b);"),
        (
            "b.js",
            "import { a } from './a.js'; export const b = 'b';
             try { a; } catch (e) { print(e.name); } print('b');",
        ),
    ]);
    let r = vm.eval_module("import './a.js'; print('main');", "main.js");
    assert!(r.is_ok(), "{r:?}");
    assert_eq!(*lines.borrow(), ["ReferenceError", "b", "a b", "main"]);
}

#[test]
fn top_level_await_orders_async_parents() {
    let (mut vm, lines) = vm_with(&[
        ("t.js", "print('t1'); await 0; print('t2'); export const v = 1;"),
        ("s.js", "import { v } from './t.js'; print('s', v);"),
    ]);
    let r = vm.eval_module("import './s.js'; print('main');", "main.js");
    assert!(r.is_ok(), "{r:?}");
    assert_eq!(*lines.borrow(), ["t1", "t2", "s 1", "main"]);
}

#[test]
fn an_await_only_in_a_class_heritage_makes_the_module_async() {
    // The await sits where the compiler's syntax walk for top-level await did not look;
    // the module must still run as an async module (its parent waits for it).
    let (mut vm, lines) = vm_with(&[
        (
            "c.js",
            "print('c1'); export class C extends (await Promise.resolve(Array)) {}
             print('c2');",
        ),
        ("s.js", "import { C } from './c.js'; print('s', new C() instanceof Array);"),
    ]);
    let r = vm.eval_module("import './s.js'; print('main');", "main.js");
    assert!(r.is_ok(), "{r:?}");
    assert_eq!(*lines.borrow(), ["c1", "c2", "s true", "main"]);
}

#[test]
fn link_errors_are_resolution_errors() {
    let (mut vm, _) = vm_with(&[("a.js", "export const a = 1;"), ("bad.js", "export {")]);
    let e = vm.eval_module("import { nope } from './a.js';", "m1.js").unwrap_err();
    assert_eq!(e.phase, ErrorPhase::Resolution);
    assert!(e.message.starts_with("SyntaxError"), "{}", e.message);
    let e = vm.eval_module("import './bad.js';", "m2.js").unwrap_err();
    assert_eq!(e.phase, ErrorPhase::Resolution);
    let e = vm.eval_module("export {", "m3.js").unwrap_err();
    assert_eq!(e.phase, ErrorPhase::Parse);
    let e = vm.eval_module("throw new TypeError('x');", "m4.js").unwrap_err();
    assert_eq!(e.phase, ErrorPhase::Runtime);
}

#[test]
fn dynamic_import_from_scripts_and_star_exports() {
    let (mut vm, lines) = vm_with(&[
        ("dir/a.js", "export * from './b.js'; export const a = 1;"),
        ("dir/b.js", "export const b = 2; export default 3;"),
    ]);
    let script = "import('./dir/a.js').then(ns => print(ns.a, ns.b, 'default' in ns));
        import('./missing.js').catch(e => print(e.name));";
    let r = vm.eval_script(script, "main.js");
    assert!(r.is_ok(), "{r:?}");
    assert_eq!(*lines.borrow(), ["TypeError", "1 2 false"]);
}

#[test]
fn import_meta_is_one_object_per_module() {
    let (mut vm, lines) = vm_with(&[("a.js", "export const m = import.meta;")]);
    let r = vm.eval_module(
        "import { m } from './a.js'; print(m === import.meta, import.meta === import.meta,
         Object.getPrototypeOf(import.meta));",
        "main.js",
    );
    assert!(r.is_ok(), "{r:?}");
    assert_eq!(*lines.borrow(), ["false true null"]);
}

#[test]
fn the_host_adds_import_meta_properties() {
    let (mut vm, lines) = vm_with(&[]);
    vm.set_import_meta_hook(Box::new(|name| vec![("url".into(), format!("mem:{name}"))]));
    let r = vm.eval_module("print(import.meta.url);", "m.js");
    assert!(r.is_ok(), "{r:?}");
    assert_eq!(*lines.borrow(), ["mem:m.js"]);
}

#[test]
fn paths_normalize() {
    assert_eq!(super::resolve_file_specifier("./x.js", "a/b/c.js").as_deref(), Some("a/b/x.js"));
    assert_eq!(super::resolve_file_specifier("../x.js", "a/b/c.js").as_deref(), Some("a/x.js"));
    assert_eq!(super::resolve_file_specifier("/x/./y.js", "a.js").as_deref(), Some("/x/y.js"));
    assert_eq!(super::resolve_file_specifier("x", "a.js"), None);
    assert_eq!(super::normalize_path("../../a/./b/../c"), "../../a/c");
}

/// `import()` roots its promise only while it sets the import up: afterwards nothing
/// is left on the root stack, so the VM is idle again (and can be dumped).
#[test]
fn dynamic_import_leaves_the_vm_idle() {
    let (mut vm, lines) = vm_with(&[("a.js", "export const x = 7;")]);
    let script = "for (let i = 0; i < 3; i++) import('./a.js').then((m) => print(m.x));
                  import('./missing.js').catch((e) => print(e.name));";
    let r = vm.eval_script(script, "main.js");
    assert!(r.is_ok(), "{r:?}");
    let mut got = lines.borrow().clone();
    got.sort();
    assert_eq!(got.join(" "), "7 7 7 TypeError");
    assert!(vm.is_idle(), "the VM is not idle after import()");
}

/// JSON modules: the value is JSON.parse's (`__proto__` an own key), one instance per
/// file for static and dynamic imports, a JavaScript import of the same file is another
/// module, and invalid JSON or another `type` is a SyntaxError.
#[test]
fn json_modules() {
    let (mut vm, lines) = vm_with(&[
        ("d.json", r#" {"__proto__": {"x": 1}, "list": [1, -2.5e3, "a\"b"]} "#),
        ("v.json", "[1, 2]"),
        ("bad.json", "{\"a\": }"),
        ("js.json", "globalThis.ranAsJs = true; export default 'js';"),
    ]);
    let main = r#"import d from './d.json' with { type: 'json' };
        import js from './js.json';
        print(Object.keys(d).join(), Object.getPrototypeOf(d) === Object.prototype, d.list[1], d.list[2], js, globalThis.ranAsJs);
        import('./d.json', { with: { type: 'json' } }).then((ns) => print(ns.default === d, Object.keys(ns).join()));
        import('./bad.json', { with: { type: 'json' } }).catch((e) => print(e.name));
        import('./v.json', { with: { type: 'css' } }).catch((e) => print(e.name));
        import('./v.json', { with: { type: 'json', other: 'x' } }).catch((e) => print(e.name));"#;
    let r = vm.eval_module(main, "main.js");
    assert!(r.is_ok(), "{r:?}");
    assert_eq!(
        *lines.borrow(),
        [
            "__proto__,list true -2500 a\"b js true",
            // The attribute errors reject at the import() call, the bad JSON in the
            // import job, and the namespace arrives after the module is evaluated.
            "SyntaxError",
            "SyntaxError",
            "SyntaxError",
            "true default"
        ]
    );
}

#[test]
fn import_defer_evaluates_on_first_string_key_use() {
    let (mut vm, lines) = vm_with(&[
        ("dep.js", "print('dep runs'); export let x = 1; export function then() {}"),
        ("bad.js", "throw new RangeError('bad');"),
        ("tla.js", "await 0; export let t = 2;"),
    ]);
    let main = "import defer * as ns from './dep.js';
        import * as eager from './tla.js';
        import defer * as bad from './bad.js';
        print('start', ns[Symbol.toStringTag], ns.then, Object.isExtensible(ns));
        print('then' in ns);
        print('x' in ns, ns.x, Object.keys(ns).join());
        for (let i = 0; i < 2; i++) {
          try { bad.y; } catch (e) { print(e.name, e.message); }
        }
        print(typeof eager.t);";
    let r = vm.eval_module(main, "main.js");
    assert!(r.is_ok(), "{r:?}");
    vm.run_jobs().expect("jobs");
    assert_eq!(
        *lines.borrow(),
        [
            "start Deferred Module undefined false",
            "false",
            "dep runs",
            // `then` is an export, but on a deferred namespace it reads as an ordinary
            // (absent) property: [[GetOwnProperty]] skips it.
            "true 1 x",
            "RangeError bad",
            "RangeError bad",
            "number",
        ]
    );
}

#[test]
fn import_defer_of_an_evaluating_module_is_a_type_error() {
    let (mut vm, lines) = vm_with(&[(
        "self.js",
        "import defer * as me from './self.js';
         try { me.x; } catch (e) { print(e.name); }
         export let x = 1;",
    )]);
    let r = vm.eval_module("import './self.js';", "main.js");
    assert!(r.is_ok(), "{r:?}");
    assert_eq!(*lines.borrow(), ["TypeError"]);
}

#[test]
fn import_defer_call_and_reexported_deferred_namespace() {
    let (mut vm, lines) = vm_with(&[
        ("dep.js", "print('dep runs'); export const x = 'x';"),
        ("re.js", "import defer * as d from './dep.js'; export { d };"),
        ("tla.js", "print('tla runs'); await 0; export const t = 't';"),
    ]);
    let main = "import { d } from './re.js';
        import defer * as same from './dep.js';
        print(d === same, d[Symbol.toStringTag]);
        const dyn = await import.defer('./dep.js');
        print(dyn === d);
        const t = await import.defer('./tla.js');
        print('after tla', t.t, d.x);";
    let r = vm.eval_module(main, "main.js");
    assert!(r.is_ok(), "{r:?}");
    vm.run_jobs().expect("jobs");
    // `d.x` is an argument of the last print: the deferred module runs before it.
    assert_eq!(
        *lines.borrow(),
        ["true Deferred Module", "true", "tla runs", "dep runs", "after tla t x"]
    );
}

#[test]
fn text_modules_export_the_file_text() {
    let (mut vm, lines) =
        vm_with(&[("t.txt", "a \"quoted\"\nline\\2\n"), ("t.js", "export default 1;")]);
    let main = "import t from './t.txt' with { type: 'text' };
        import * as ns from './t.txt' with { type: 'text' };
        import js from './t.js';
        print(JSON.stringify(t), ns.default === t, js);
        const again = await import('./t.txt', { with: { type: 'text' } });
        print(again === ns);";
    let r = vm.eval_module(main, "main.js");
    assert!(r.is_ok(), "{r:?}");
    vm.run_jobs().expect("jobs");
    assert_eq!(*lines.borrow(), [r#""a \"quoted\"\nline\\2\n" true 1"#, "true"]);
}
