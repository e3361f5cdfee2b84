//! Tricky corners of the syntactic grammar: each snippet is accepted or rejected as the
//! specification says (cover grammars, ASI, contextual keywords, early errors the parser
//! reports inline), and errors carry V8-style messages and spans.

use cairn_parser::{ParseOptions, parse};

const SCRIPT: ParseOptions = ParseOptions { module: false, strict: false, typescript: false };
const STRICT: ParseOptions = ParseOptions { module: false, strict: true, typescript: false };
const MODULE: ParseOptions = ParseOptions { module: true, strict: false, typescript: false };

fn accepts(source: &str, options: ParseOptions) -> Result<(), String> {
    let arena = bumpalo::Bump::new();
    parse(&arena, source, options).map(|_| ()).map_err(|e| e.message)
}

fn check(options: ParseOptions, valid: &[&str], invalid: &[&str]) {
    for source in valid {
        if let Err(message) = accepts(source, options) {
            panic!("{options:?} should accept `{source}` but: {message}");
        }
    }
    for source in invalid {
        assert!(accepts(source, options).is_err(), "{options:?} should reject `{source}`");
    }
}

#[test]
fn arrows_and_cover_grammar() {
    check(
        SCRIPT,
        &[
            "(a, b) => a",
            "(a = 1, [b], {c}, ...d) => 0",
            "() => {}\n(1)",
            "x = a => b => c",
            "async (a) => await a",
            "async\n(a)",
            "async (x)",
            "f(async => 1)",
            "({a = 1} = {})",
            "[{a = 1}] = []",
            "({a: {b = 1}} = {})",
            "for ({a = 1} of []);",
            "[(a)] = 1",
            "({a: (b)} = 1)",
            "(a) = 1",
            "((a)) = 1",
            "a ? (b) => c : d",
            "(a, b)",
            "async function f() { (await 1) }",
            "var await; (await) => 1",
            "({ async, get, set })",
            "({ async *[x]() {} })",
            "x = (function(){ return 1 })",
            "a\n++b",
        ],
        &[
            "(a, b) + 1 => a",
            "(a)\n=> 1",
            "() => {} (1)",
            "a + b => c",
            "({a = 1})",
            "({a = 1}).b = 1",
            "[{a = 1}].x = 1",
            "f({a = 1})",
            "({a} ) = 1",
            "[({a})] = 1",
            "((a)) => 1",
            "([(a)]) => 1",
            "(...a,) => 1",
            "(...a = 1) => 1",
            "()",
            "(a,)",
            "async (a = await 1) => a",
            "async (await) => 1",
            "async await => 1",
            "function* g() { (a = yield) => 1 }",
            "async function f() { (a = await 1) => 1 }",
            "(a, a) => 1",
            "a?.b = 1",
            "++a?.b",
            "(a, b) = 1",
            "a + 1 = 2",
            "async (...a,) => 1",
            "new () => 1",
            "!() => 1",
        ],
    );
}

#[test]
fn statements_and_asi() {
    check(
        SCRIPT,
        &[
            "do x; while (0) y",
            "do {} while (0)\nfoo",
            "if (a) function f() {}",
            "label: function f() {}",
            "a: b: while (1) { continue a; }",
            "for (var x = 1 in o);",
            "for (let in o);",
            "for (let.x in o);",
            "for (x of y);",
            "var let = 1; let\nx = 2;",
            "let \n [a] = b",
            "throw x\n;",
            "return_ = 1",
            "switch (x) { case 1: default: case 2: }",
            "try {} catch {}",
            "try {} catch ({a, b}) {}",
            "with (o) x;",
            "x\n++\ny",
            "for (async of => 1;;) break;",
            "for (\\u0061sync of []);",
            "l1: l2: for (;;) { break l1; continue l2; }",
            "x: { break x; }",
        ],
        &[
            "if (a) function* f() {}",
            "if (a) let [x] = 1;",
            "while (1) function f() {}",
            "while (1) l: function f() {}",
            "for (let of x);",
            "for (async of x);",
            "for (let.x of y);",
            "for (var [a] = 1 in o);",
            "for (const x = 1 of y);",
            "for (var x, y of z);",
            "throw\nx",
            "return 1",
            "break",
            "continue",
            "x: x: ;",
            "x: while (1) { continue y; }",
            "x: { continue x; }",
            "switch (x) { default: default: }",
            "try {}",
            "const a;",
            "let [a];",
            "if (1) const x = 1;",
            "label: let\n[a] = 1;",
            "a b",
            "do x while (0)",
            "class A {} class",
        ],
    );
}

#[test]
fn strict_mode_rules() {
    check(
        STRICT,
        &["var x = 0o10;", "function f(a) { return a }", "({ eval: 1 }).eval", "x = { yield: 1 }"],
        &[
            "var x = 010;",
            "var x = 08;",
            "'\\01'",
            "with (a) {}",
            "delete x;",
            "delete (x);",
            "eval = 1;",
            "arguments++;",
            "var yield;",
            "var let;",
            "var static;",
            "function eval() {}",
            "function f(arguments) {}",
            "if (1) function f() {}",
            "l: function f() {}",
            "implements",
            "({ eval } = {})",
            "[arguments] = []",
        ],
    );
    check(
        SCRIPT,
        &["function f(eval) {}", "var implements, yield, let, static;", "eval = 1", "\"\\01\"; x"],
        &[
            "function f(eval) { 'use strict' }",
            "function eval() { 'use strict' }",
            "function f(a = 1) { 'use strict' }",
            "function f({a}) { 'use strict' }",
            "(a = 1) => { 'use strict' }",
            "function f() { '\\01'; 'use strict'; }",
            "function f() { 'use strict'; 010 }",
            "'use strict'; with (a) {}",
            "function f() { 'use strict'; var public; }",
            "class A { m() { var yield; } }",
            "class A extends B { constructor() { with (a) {} } }",
        ],
    );
}

#[test]
fn yield_await_and_contextual_keywords() {
    check(
        SCRIPT,
        &[
            "var await = 1; await + 1",
            "function* g() { yield\n1 }",
            "function* g() { yield* a; yield; x = yield }",
            "function* g() { function* h() {} }",
            "async function f() { await x; for await (x of y); }",
            "async function* f() { yield await x; }",
            "var async = 1; async\nfunction f() {}",
            "var of, get, set, static, target, meta, from, as, using, accessor;",
            "function f() { var yield; }",
            "class C { x = await; }",
            "function* g() { (function yield() {}) }",
        ],
        &[
            "function* g() { var yield; }",
            "function* g(a = yield) {}",
            "function* g() { function* yield() {} }",
            "function* g() { function yield() {} }",
            "async function f() { var await; }",
            "async function f(a = await 1) {}",
            "async function f() { for await (x in y); }",
            "function f() { for await (x of y); }",
            "for await (x of y);",
            "class C { static { await; } }",
            "class C { static { var await; } }",
            "class C { static { return; } }",
            "class C { x = arguments; }",
            "class C { static { arguments; } }",
            "class C { x = () => arguments; }",
            "(async function await() {})",
            "(function* yield() {})",
            "\\u0061sync function f() {}",
            "v\\u0061r x = 1;",
            "async function f() { class C { x = await 1; } }",
            "function* g() { yield\n* a }",
        ],
    );
    check(
        MODULE,
        &["await x;", "for await (x of y);", "export const a = await 1;", "import.meta.url;"],
        &["var await;", "function f() { await x; }", "await => 1", "x = { await }"],
    );
}

#[test]
fn classes_and_super() {
    check(
        SCRIPT,
        &[
            "class A extends B { constructor() { super(); () => super(); } }",
            "class A { m() { super.x; } static s() { super.y } }",
            "({ m() { super.x } })",
            "class A { static; static = 1; get; set; async; static static; }",
            "class A { 'constructor'() {} }",
            "class A { static constructor() {} }",
            "class A { get\n*a() {} }",
            "class A { #a; #b() {} get #c() {} set #c(v) {} static #d; has(o) { return #a in o } }",
            "class A { static { this.x = new.target; } }",
            "class A { x = new.target; y = super.z; }",
            "class A { accessor x = 1; static accessor #y; }",
            "class A { a\nb }",
            "class A { static async *gen() {} }",
            "@dec class A { @m method() {} @(x) field; }",
            "function* g() { class A { [yield] = 1 } }",
        ],
        &[
            "class A { constructor() { super(); } }",
            "class A extends B { m() { super(); } }",
            "function f() { super.x; }",
            "({ f: function() { super.x } })",
            "class A { constructor() {} constructor() {} }",
            "class A { get constructor() {} }",
            "class A { *constructor() {} }",
            "class A { async constructor() {} }",
            "class A { static prototype() {} }",
            "class A { static prototype = 1 }",
            "class A { constructor = 1 }",
            "class A { #constructor() {} }",
            "class A { get a(b) {} }",
            "class A { set a() {} }",
            "class A { set a(...b) {} }",
            "({ get a(b) {} })",
            "({ set a(b, c) {} })",
            "class A { m() { delete this.#x } #x }",
            "class A extends B { x = super(); }",
            "new.target",
            "function f() { new super.x(); } ",
            "class A extends B { constructor() { new super(); } }",
            "class let {}",
            "class A { [yield] = 1 }",
            "class A { x y }",
        ],
    );
}

#[test]
fn operators() {
    check(
        SCRIPT,
        &[
            "a ?? b ?? c",
            "(a || b) ?? c",
            "a ?? (b && c)",
            "(-a) ** b",
            "a ** -b",
            "a ** b ** c",
            "a?.b?.(c)?.[d]",
            "new a.b.c()",
            "new (a?.b)()",
            "x = /=/g",
            "x = a / b / c",
            "x = `a${b}c` / 2",
            "tag`\\unicode and \\u{55} and \\xerror`",
            "a = b ? c : d ? e : f",
            "for (var i = 0 in {});",
            "x = a in b",
            "for (x = (a in b);;) break;",
        ],
        &[
            "a ?? b || c",
            "a || b ?? c",
            "a && b ?? c",
            "-a ** b",
            "typeof a ** b",
            "await a ** b",
            "a?.b`c`",
            "a?.b`c`.d",
            "new a?.b()",
            "`\\unicode`",
            "x = /a/gg",
            "x = /(/",
            "for (x = a in b;;) break;",
            "#x in y",
            "class C { #x; m() { 1 + #x in y } }",
            "new import('x')",
            "import.meta",
            "import()",
            "import(...a)",
            "delete x?.#y",
        ],
    );
}

#[test]
fn modules() {
    check(
        MODULE,
        &[
            "import a, * as b from 'm'; import {c as d, 'e f' as g} from 'm';",
            "export { a as 'b c' }; var a;",
            "export * as 'x y' from 'm';",
            "export { 'a' as b } from 'm';",
            "export default function () {}",
            "export default class {}",
            "export default async function () {}",
            "export default (1, 2);",
            "import x from './a.json' with { type: 'json' };",
            "export { default } from 'm';",
            "import source s from 'm';",
            "import defer * as ns from 'm';",
            "import source from 'm';",
            "import defer from 'm';",
            "@dec export class A {}",
            "export @dec class B {}",
        ],
        &[
            "export { 'a' as b };",
            "export { default };",
            "export { if };",
            "import { if } from 'm';",
            "import { 'a' } from 'm';",
            "export { '\\uD800' as x } from 'm';",
            "import x from 'm' with { type: 'json', type: 'json' };",
            "function f() { import x from 'm'; }",
            "{ export var x; }",
            "export default var x;",
            "export using x = null;",
            "import defer x from 'm';",
            "new.target",
        ],
    );
    check(
        SCRIPT,
        &["import('m')", "import('m', {})"],
        &["import x from 'm';", "export var x;", "import.meta"],
    );
}

#[test]
fn call_expressions_as_assignment_targets() {
    // Annex B: in sloppy code a call is a (web-compat) target of `=`, compound
    // assignment, update and for-in/of heads; never in strict code, logical assignment
    // or destructuring.
    check(
        SCRIPT,
        &[
            "f() = 1;",
            "f() += 1;",
            "f()++;",
            "--f();",
            "for (f() in o);",
            "for (f() of o);",
            "(a.b()) = 1;",
        ],
        &[
            "'use strict'; f() = 1;",
            "'use strict'; f()++;",
            "f() &&= 1;",
            "[f()] = [];",
            "({ a: f() } = {});",
            "[f() = 1] = [];",
            "[(f()) = 1, b] = [];",
            "({ a: f() = 1 } = {});",
            "f?.() = 1;",
            "new f() = 1;",
        ],
    );
}

#[test]
fn using_declarations() {
    check(
        SCRIPT,
        &[
            "{ using x = null; }",
            "function f() { using a = b, c = d; }",
            "async function f() { await using x = y; for (await using x of y); }",
            "for (using x of y);",
            // `using of` never starts a declaration in a for-of head: this iterates
            // `of[0]` with the target `using`.
            "for (using of of [0]);",
            "for (using of []);",
            "for (using of = null;;);",
            "using\nx = 1;",
            "var using; using[0];",
            "{ using [a] = b; }",
        ],
        &[
            "using x = null;",
            "{ using x; }",
            "{ using [] = b; }",
            "{ using {a} = b; }",
            "for (using x in y);",
            // ...so here `of []` is an element access without a key.
            "for (using of of []);",
            "switch (1) { case 1: using x = null; }",
            "if (1) using x = null;",
        ],
    );
}

#[test]
fn error_messages_and_positions() {
    let arena = bumpalo::Bump::new();
    let cases: &[(&str, &str, (u32, u32))] = &[
        ("let x = ;", "Unexpected token ';'", (1, 9)),
        ("a b", "Unexpected identifier 'b'", (1, 3)),
        ("f(", "Unexpected end of input", (1, 3)),
        ("1 = 2", "Invalid left-hand side in assignment", (1, 1)),
        ("const a;", "Missing initializer in const declaration", (1, 7)),
        ("\n  return 1", "Illegal return statement", (2, 3)),
        ("x = 'a' 'b'", "Unexpected string", (1, 9)),
        ("((((1))))\n((2)", "Unexpected end of input", (2, 5)),
    ];
    for (source, message, position) in cases {
        let error = parse(&arena, source, SCRIPT).expect_err("the case is invalid");
        assert_eq!(&error.message, message, "message for {source}");
        assert_eq!(error.line_column(source), *position, "position for {source}");
        assert_eq!(error.to_string(), format!("SyntaxError: {message}"));
    }
}

#[test]
fn ast_records_strictness_and_function_kinds() {
    use cairn_parser::ast::{Expression, FunctionKind, Statement};
    let arena = bumpalo::Bump::new();
    let program = parse(&arena, "function f(a) { 'use strict'; } var g = (a, b = 1) => a;", SCRIPT)
        .expect("valid program");
    assert!(!program.is_strict);
    let Statement::Function(f) = &program.body[0] else { panic!("function declaration") };
    assert!(f.is_strict);
    assert_eq!(f.kind, FunctionKind::Normal);
    assert!(f.params.is_simple);
    let Statement::Variable(v) = &program.body[1] else { panic!("var statement") };
    let Some(Expression::Arrow(arrow)) = &v.declarations[0].init else { panic!("arrow") };
    assert!(!arrow.params.is_simple);
    assert!(arrow.expression);
    let program =
        parse(&arena, "class A extends B { constructor() {} get x() {} }", SCRIPT).expect("valid");
    let Statement::Class(class) = &program.body[0] else { panic!("class") };
    let kinds: Vec<FunctionKind> = class
        .body
        .elements
        .iter()
        .filter_map(|e| match e {
            cairn_parser::ast::ClassElement::Method(m) => Some(m.value.kind),
            _ => None,
        })
        .collect();
    assert_eq!(kinds, vec![FunctionKind::DerivedConstructor, FunctionKind::Getter]);
    assert!(parse(&arena, "x", MODULE).expect("valid").is_strict);
}
