//! Valid and invalid programs for the scope-based early errors, through `crate::parse`.

use crate::{ParseOptions, parse};

fn script(source: &str) -> Result<(), String> {
    let arena = bumpalo::Bump::new();
    parse(&arena, source, ParseOptions::default()).map(|_| ()).map_err(|e| e.message)
}

fn module(source: &str) -> Result<(), String> {
    module_in(source, false)
}

/// `source` parsed as a module, TypeScript when `typescript`.
fn module_in(source: &str, typescript: bool) -> Result<(), String> {
    let arena = bumpalo::Bump::new();
    parse(&arena, source, ParseOptions { module: true, strict: false, typescript })
        .map(|_| ())
        .map_err(|e| e.message)
}

#[track_caller]
fn ok(source: &str) {
    if let Err(message) = script(source) {
        panic!("expected {source:?} to parse, got {message}");
    }
}

#[track_caller]
fn err(source: &str, expected: &str) {
    match script(source) {
        Ok(()) => panic!("expected {source:?} to fail with {expected:?}"),
        Err(message) => assert_eq!(message, expected, "for {source:?}"),
    }
}

#[track_caller]
fn module_ok(source: &str) {
    if let Err(message) = module(source) {
        panic!("expected module {source:?} to parse, got {message}");
    }
}

#[track_caller]
fn module_err(source: &str, expected: &str) {
    match module(source) {
        Ok(()) => panic!("expected module {source:?} to fail with {expected:?}"),
        Err(message) => assert_eq!(message, expected, "for {source:?}"),
    }
}

fn declared(name: &str) -> String {
    format!("Identifier '{name}' has already been declared")
}

const DUP_PARAM: &str = "Duplicate parameter name not allowed in this context";

#[test]
fn lexical_duplicates() {
    err("let a; let a;", &declared("a"));
    err("let a, a;", &declared("a"));
    err("const a = 1; class a {}", &declared("a"));
    err("{ let a; function a() {} }", &declared("a"));
    err("let f; function f() {}", &declared("f"));
    err("function f() {} let f;", &declared("f"));
    ok("var a; var a; function a() {}");
    ok("let a; { let a; }");
    ok("function g() { let a; } let a;");
}

#[test]
fn lexical_and_var() {
    err("let a; var a;", &declared("a"));
    err("var a; let a;", &declared("a"));
    err("let a; { var a; }", &declared("a"));
    err("{ var a; } let a;", &declared("a"));
    err("{ let a; { var a; } }", &declared("a"));
    err("{ { var a; } let a; }", &declared("a"));
    err("{ function a() {} var a; }", &declared("a"));
    ok("{ let a; } var a;");
    ok("var a; { let a; }");
    ok("let a; function f() { var a; }");
    ok("let f; { function f() {} }");
    ok("function g() { let a; { var b; } }");
}

#[test]
fn annex_b_block_functions() {
    ok("{ function f() {} function f() {} }");
    ok("switch (0) { case 1: function f() {} default: function f() {} }");
    err("'use strict'; { function f() {} function f() {} }", &declared("f"));
    err("{ function f() {} function* f() {} }", &declared("f"));
    err("{ async function f() {} function f() {} }", &declared("f"));
    err("{ let f; function f() {} }", &declared("f"));
    err("switch (0) { case 1: let f; default: function f() {} }", &declared("f"));
    ok("if (true) function f() {} let f;");
    ok("{ l: function f() {} }");
    ok("try {} catch (e) { function f() {} function f() {} }");
    ok("try { function f() {} function f() {} } finally { function f() {} function f() {} }");
    err("try {} catch (f) { function f() {} function f() {} }", &declared("f"));
    err("{ l: function f() {} let f; }", &declared("f"));
    ok("function g() { l: function f() {} var f; }");
}

#[test]
fn switch_scope() {
    err("switch (0) { case 1: let a; case 2: let a; }", &declared("a"));
    err("switch (0) { case 1: let a; case 2: var a; }", &declared("a"));
    ok("switch (0) { case 1: var a; case 2: var a; }");
    ok("let a; switch (0) { case 1: let a; }");
}

#[test]
fn function_bodies() {
    err("function f(a) { let a; }", &declared("a"));
    err("function f(a) { class a {} }", &declared("a"));
    err("(a) => { let a; }", &declared("a"));
    err("({ m(a) { const a = 1; } })", &declared("a"));
    ok("function f(a) { var a; function a() {} }");
    ok("function f(a) { { let a; } }");
    ok("function f() { let f; }");
    err("function f() { let a; var a; }", &declared("a"));
    err("function f() { var a; let a; }", &declared("a"));
    err("function f() { let g; function g() {} }", &declared("g"));
    ok("function f() { var g; function g() {} }");
    err("class C { static { let a; var a; } }", &declared("a"));
    ok("class C { static { var a; function a() {} } }");
}

#[test]
fn parameters() {
    ok("function f(a, a) {}");
    ok("(function (a, a) {})");
    err("'use strict'; function f(a, a) {}", DUP_PARAM);
    err("function f(a, a) { 'use strict'; }", DUP_PARAM);
    err("function f(a, [a]) {}", DUP_PARAM);
    err("function f(a, a = 1) {}", DUP_PARAM);
    err("function f(a, ...a) {}", DUP_PARAM);
    err("(a, a) => 1", DUP_PARAM);
    err("async (a, a) => 1", DUP_PARAM);
    err("({ m(a, a) {} })", DUP_PARAM);
    err("({ set m([a, a]) {} })", DUP_PARAM);
    err("class C { m(a, a) {} }", DUP_PARAM);
    ok("function* g(a, a) {}");
    ok("async function g(a, a) {}");
    err("function f({ a, b: { a } }) {}", DUP_PARAM);
}

#[test]
fn catch_clauses() {
    err("try {} catch ([a, a]) {}", &declared("a"));
    err("try {} catch (e) { let e; }", &declared("e"));
    err("try {} catch (e) { function e() {} }", &declared("e"));
    ok("try {} catch (e) { var e; }");
    ok("try {} catch (e) { for (var e in {}) {} }");
    ok("try {} catch (e) { for (var e of []) {} }");
    ok("try {} catch (e) { for (var e;;) break; }");
    err("try {} catch ([e]) { var e; }", &declared("e"));
    err("try {} catch ({ e }) { { var e; } }", &declared("e"));
    ok("try {} catch (e) { { let e; } }");
    err("let e; try {} catch (e) { var e; }", &declared("e"));
}

#[test]
fn for_heads() {
    err("for (let a, a;;) {}", &declared("a"));
    err("for (let a;;) { var a; }", &declared("a"));
    err("for (const a of []) { var a; }", &declared("a"));
    err("for (let [a, a] in {}) {}", &declared("a"));
    err("for (let a in {}) var a;", &declared("a"));
    ok("for (let a;;) { let a; break; }");
    ok("for (var a;;) { var a; break; }");
    ok("let a; for (let a of []) {}");
    ok("for (let a of []) { function f() { var a; } }");
}

#[test]
fn direct_eval_sees_the_private_names_around_it() {
    let arena = bumpalo::Bump::new();
    let context = |names: &[&str]| crate::EvalContext {
        private_names: names.iter().map(|n| n.to_string()).collect(),
        ..Default::default()
    };
    let parse = |src: &'static str, names: &[&str]| {
        crate::parse_eval(&arena, src, &[], false, context(names))
            .map(|_| ())
            .map_err(|e| e.message)
    };
    assert_eq!(parse("this.#a + (#b in this)", &["a", "b"]), Ok(()));
    assert_eq!(
        parse("this.#a", &["b"]),
        Err("Private field '#a' must be declared in an enclosing class".to_string())
    );
    // A class inside the eval code adds its own names to the outer ones.
    assert_eq!(parse("class D { #c; m() { return this.#a + this.#c; } }", &["a"]), Ok(()));
}

#[test]
fn private_names() {
    ok("class C { #a; m() { return this.#a; } }");
    ok("class C { m() { return this.#a; } #a; }");
    ok("class C { #a; m() { class D { n(o) { return o.#a; } } } }");
    ok("class C { #a; m(o) { return #a in o; } }");
    ok("class C { #a; m(o) { return o?.#a; } }");
    ok("class C { #a; m(o) { return o?.b.#a; } }");
    ok("class C { #a; [this.#a] = 1; }");
    ok("class C { get #a() {} set #a(v) {} }");
    ok("class C { static get #a() {} static set #a(v) {} }");
    err(
        "class C { m() { return this.#a; } }",
        "Private field '#a' must be declared in an enclosing class",
    );
    err("this.#a", "Private field '#a' must be declared in an enclosing class");
    err(
        "class C { m(o) { return #b in o; } #a; }",
        "Private field '#b' must be declared in an enclosing class",
    );
    err(
        "class C extends (o => o.#a) { #a; }",
        "Private field '#a' must be declared in an enclosing class",
    );
    err("class C { #a; #a; }", &declared("#a"));
    err("class C { #a; get #a() {} }", &declared("#a"));
    err("class C { get #a() {} get #a() {} }", &declared("#a"));
    err("class C { static get #a() {} set #a(v) {} }", &declared("#a"));
    err("class C { get #a() {} set #a(v) {} #a() {} }", &declared("#a"));
    ok("class C { #a; } class D { #a; }");
}

#[test]
fn module_declarations() {
    module_err("function f() {} function f() {}", &declared("f"));
    module_err("function f() {} var f;", &declared("f"));
    module_err("import a from 'm'; let a;", &declared("a"));
    module_err("import a from 'm'; var a;", &declared("a"));
    module_err("import { a, b as a } from 'm';", &declared("a"));
    module_err("import a, * as a from 'm';", &declared("a"));
    module_ok("import a from 'm'; { let a; }");
    module_ok("var a; var a;");
}

#[test]
fn module_exports() {
    module_ok("export var a; export let b; export function c() {} export class D {}");
    module_ok("export { a as b, a as c }; var a;");
    module_ok("{ var a; } export { a };");
    module_ok("import a from 'm'; export { a };");
    module_ok("export { x } from 'm'; export * from 'n'; export * from 'o';");
    module_ok("export default function () {}");
    module_ok("export default class {}");
    module_ok("export { a as 'a b' }; let a;");
    module_err("export var a; export { a };", "Duplicate export of 'a'");
    module_err("var a; export { a as b, a as b };", "Duplicate export of 'b'");
    module_err("export default 1; export default 2;", "Duplicate export of 'default'");
    module_err(
        "var a; export { a as default }; export default 1;",
        "Duplicate export of 'default'",
    );
    module_err("var a; export { a as 'x' }; export { a as x };", "Duplicate export of 'x'");
    module_err("export * as a from 'm'; export { b as a } from 'm';", "Duplicate export of 'a'");
    module_err("export { a };", "Export 'a' is not defined in module");
    module_err("export { a }; { let a; }", "Export 'a' is not defined in module");
    module_err("export { a }; function f() { var a; }", "Export 'a' is not defined in module");
    module_err("export default function f() {} let f;", &declared("f"));
    module_err("export let [a, a] = [];", &declared("a"));
}

#[test]
fn spans_point_at_the_second_declaration_or_the_use() {
    let arena = bumpalo::Bump::new();
    let source = "let a; { var a; }";
    let error = parse(&arena, source, ParseOptions::default()).err();
    let span = error.map(|e| (e.span.start, e.span.end));
    assert_eq!(span, Some((13, 14)));
    let source = "class C { m() { this.#x; } }";
    let error = parse(&arena, source, ParseOptions::default()).err();
    let span = error.map(|e| &source[e.span.start as usize..e.span.end as usize]);
    assert_eq!(span, Some("#x"));
}

#[test]
fn nested_function_scopes_and_hoisting() {
    ok("var x; function f() { let x; { var y; } let z; }");
    ok("function f() { { function g() {} } var g; }");
    ok("{ function g() {} } var g;");
    ok("var g; { function g() {} }");
    ok("(function () { var a; { let b; { var a; } } })");
    err("(function () { let b; { { var b; } } })", &declared("b"));
    ok("class C { static { var a; } static { let a; } }");
    err("class C { static { { var a; } let a; } }", &declared("a"));
    ok("let a; class C { static { var a; } }");
    ok("x => { var x; }");
    err("x => { let x; }", &declared("x"));
    ok("function f() { 'use strict'; { function g() {} } { function g() {} } }");
    err("function f() { 'use strict'; { function g() {} function g() {} } }", &declared("g"));
}

#[test]
fn module_annex_b_does_not_apply() {
    module_err("{ function f() {} function f() {} }", &declared("f"));
    module_ok("{ function f() {} } var f;");
}

fn ts_module(source: &str) -> Result<(), String> {
    module_in(source, true)
}

#[test]
fn typescript_overload_signatures_export_nothing() {
    // Overloads of an exported function (as in rxjs and mobx): only the implementation
    // is an ExportedName.
    let overloads = "export function f(a: string): string;\nexport function f(a: number): number;\nexport function f(a: any) { return a; }";
    assert_eq!(ts_module(overloads), Ok(()));
    let default =
        "export default function g(a: string): void;\nexport default function g(a: any) {}";
    assert_eq!(ts_module(default), Ok(()));
    // Two implementations are still two exports of one name.
    assert_eq!(
        ts_module("export function f(): void;\nexport function f() {}\nexport function f() {}"),
        Err("Identifier 'f' has already been declared".to_string())
    );
    assert_eq!(
        ts_module("export function f(): void;\nexport function f() {}\nexport { f };"),
        Err("Duplicate export of 'f'".to_string())
    );
}

/// The TypeScript module `source` after parsing, printed as its import and export
/// statements: `import a,b from m`, `export a,b`, `default`, or `;` for an erased one.
fn ts_module_items(source: &str) -> Result<Vec<String>, String> {
    use crate::ast::{ImportDeclarationSpecifier, Statement};
    let arena = bumpalo::Bump::new();
    let options = ParseOptions { module: true, strict: false, typescript: true };
    let program = parse(&arena, source, options).map_err(|e| e.message)?;
    let mut items = Vec::new();
    for statement in program.body.iter() {
        items.push(match statement {
            Statement::Import(import) => {
                let names: Vec<&str> = import
                    .specifiers
                    .iter()
                    .flatten()
                    .map(|s| match s {
                        ImportDeclarationSpecifier::Default(s) => s.local.name,
                        ImportDeclarationSpecifier::Namespace(s) => s.local.name,
                        ImportDeclarationSpecifier::Named(s) => s.local.name,
                    })
                    .collect();
                format!(
                    "import {} from {}",
                    names.join(","),
                    import.source.value.as_str().unwrap_or("")
                )
            }
            Statement::ExportNamed(export) => {
                let names: Vec<&str> = export.specifiers.iter().map(|s| s.local.name()).collect();
                format!("export {}", names.join(","))
            }
            Statement::ExportDefault(_) => "default".to_string(),
            Statement::Empty(_) => ";".to_string(),
            _ => "other".to_string(),
        });
    }
    Ok(items)
}

#[test]
fn typescript_import_elision() {
    let items = |s: &str| ts_module_items(s).unwrap();
    // Specifiers no value refers to go; a declaration left with none goes entirely.
    assert_eq!(items("import { A, B } from 'm'; let x: A = B;"), ["import B from m", "other"]);
    assert_eq!(items("import { A } from 'm'; let x: A;"), [";", "other"]);
    assert_eq!(items("import D, * as N from 'm'; N;"), ["import N from m", "other"]);
    assert_eq!(items("import {} from 'm';"), [";"]);
    assert_eq!(items("import 'm';"), ["import  from m"]);
    // References that count: export lists, shorthand properties, `extends`, enum
    // initializers, namespace bodies, assignment, a use before the import.
    assert_eq!(items("import { A } from 'm'; export { A };"), ["import A from m", "export A"]);
    assert_eq!(items("import { A } from 'm'; let o = { A };")[0], "import A from m");
    assert_eq!(items("import { A } from 'm'; class C extends A {}")[0], "import A from m");
    assert_eq!(items("import { A } from 'm'; enum E { X = A }")[0], "import A from m");
    assert_eq!(
        items("import { A } from 'm'; namespace N { export const y = A; }")[0],
        "import A from m"
    );
    assert_eq!(items("f(); import { A } from 'm'; function f() { A; }")[1], "import A from m");
    // A computed member name in a type refers to a value (tsc keeps its import).
    assert_eq!(items("import { K } from 'm'; interface I { [K]: number }")[0], "import K from m");
    // References that do not: types, `typeof` in a type, `implements`, property names,
    // a parameter or block binding that shadows the import.
    assert_eq!(items("import { A } from 'm'; let t: typeof A;")[0], ";");
    assert_eq!(items("import { A } from 'm'; class C implements A {}")[0], ";");
    assert_eq!(items("import { A } from 'm'; let o = { A: 1 }; o.A;")[0], ";");
    assert_eq!(items("import { A } from 'm'; function f(A) { return A; }")[0], ";");
    assert_eq!(items("import { A } from 'm'; { let A = 2; A; }")[0], ";");
    // JavaScript keeps every import.
    let arena = bumpalo::Bump::new();
    let js = parse(
        &arena,
        "import { A } from 'm';",
        ParseOptions { module: true, ..Default::default() },
    );
    assert!(matches!(js.unwrap().body[0], crate::ast::Statement::Import(_)));
}

#[test]
fn typescript_export_elision() {
    let items = |s: &str| ts_module_items(s).unwrap();
    // `export { T }` of a type-only name is erased; with values left, only T goes.
    assert_eq!(items("interface T {} export { T };"), [";", ";"]);
    assert_eq!(items("type U = 1; export { U as V };"), [";", ";"]);
    assert_eq!(items("interface T {} export { T, v }; let v = 1;"), [";", "export v", "other"]);
    assert_eq!(items("interface T {} export default T;"), [";", ";"]);
    assert_eq!(items("import type { A } from 'm'; export { A };"), [";", ";"]);
    assert_eq!(items("import { type A } from 'm'; export { A };"), [";", ";"]);
    assert_eq!(items("namespace N { export type Q = 1; } export { N };"), ["other", ";"]);
    // Values of the same name, enums and instantiated namespaces are exported.
    assert_eq!(items("interface I {} const I = 1; export { I };"), [";", "other", "export I"]);
    assert_eq!(items("enum E { A } export { E };"), ["other", "export E"]);
    assert_eq!(items("namespace N { export const q = 1; } export { N };"), ["other", "export N"]);
    assert_eq!(items("enum E { A } export default E;"), ["other", "default"]);
    // A type declared inside a function is not a top-level name.
    assert_eq!(
        ts_module_items("function f() { interface T {} } export { T };"),
        Err("Export 'T' is not defined in module".to_string())
    );
    assert_eq!(
        ts_module_items("import type D, { A } from 'm';"),
        Err("A type-only import can specify a default import or named bindings, but not both"
            .to_string())
    );
}
