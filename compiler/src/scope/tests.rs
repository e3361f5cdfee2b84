//! Scope analysis on small programs: which bindings are registers, environment slots,
//! globals or dynamic.

use crate::bytecode::Instruction as I;

fn script(source: &str) -> crate::bytecode::Script {
    let arena = bumpalo::Bump::new();
    let program =
        cairn_parser::parse(&arena, source, Default::default()).expect("test source parses");
    let s = crate::compile_script(&program, &Default::default()).expect("test source compiles");
    s.verify().expect("valid bytecode");
    s
}

fn count(code: &[I], pred: impl Fn(&I) -> bool) -> usize {
    code.iter().filter(|i| pred(i)).count()
}

#[test]
fn uncaptured_bindings_are_registers() {
    let s = script("function f(a) { let b = a; var c = b; return c; }");
    let f = &s.functions[1];
    assert!(f.scopes.is_empty(), "no environment: {}", f.disassemble());
    assert_eq!(count(&f.code, |i| matches!(i, I::GetEnv { .. } | I::SetEnv { .. })), 0);
}

#[test]
fn captured_bindings_are_slots() {
    let s = script("function f(a) { let b = 1, c = 2; return () => a + b; }");
    let f = &s.functions[1];
    assert_eq!(f.scopes.len(), 1);
    let names: Vec<&str> = f.scopes[0].slots.iter().map(|s| &*s.name).collect();
    assert_eq!(names, ["a", "b"], "only captured bindings get slots");
}

#[test]
fn top_level_names_are_global() {
    let s = script("var v = 1; let l = 2; v + l + undeclared;");
    let top = &s.functions[0];
    assert!(count(&top.code, |i| matches!(i, I::GetGlobal { .. })) >= 3);
    assert_eq!(count(&top.code, |i| matches!(i, I::InitGlobalLexical { .. })), 1);
    assert!(top.scopes.is_empty());
}

#[test]
fn with_makes_inner_references_dynamic() {
    let s = script("function f(o) { var x = 1; with (o) { x; y; } return x; }");
    let f = &s.functions[1];
    assert_eq!(count(&f.code, |i| matches!(i, I::GetName { .. })), 2);
    // x is reached by name from inside `with`, so it lives in the environment.
    assert_eq!(f.scopes[0].slots.len(), 1);
}

#[test]
fn sloppy_eval_makes_outer_references_dynamic() {
    let s = script("var g; function f() { var x; eval(''); return g + x; }");
    let f = &s.functions[1];
    assert!(
        count(
            &f.code,
            |i| matches!(i, I::GetName { name, .. } if &*f.names[*name as usize] == "g")
        ) == 1
    );
    assert!(count(&f.code, |i| matches!(i, I::GetEnv { .. })) >= 1, "x stays static");
}

#[test]
fn strict_eval_keeps_static_resolution() {
    let s = script("'use strict'; function f() { var x; eval(''); return g; }");
    let f = &s.functions[1];
    // `eval` and `g` are globals; nothing is by name.
    assert_eq!(count(&f.code, |i| matches!(i, I::GetGlobal { .. })), 2);
    assert_eq!(count(&f.code, |i| matches!(i, I::GetName { .. })), 0);
}

#[test]
fn tdz_checks_only_where_needed() {
    let s = script("function f() { let a = 1; a; b; let b = 2; return () => a; }");
    let f = &s.functions[1];
    assert_eq!(count(&f.code, |i| matches!(i, I::CheckTdz { .. })), 1, "{}", f.disassemble());
    let arrow = &s.functions[2];
    assert_eq!(count(&arrow.code, |i| matches!(i, I::GetEnvChecked { .. })), 1);
}

#[test]
fn per_iteration_copies_only_when_captured() {
    let s = script(
        "function f() { for (let i = 0; i < 3; i++) {} for (let j = 0; j < 3; j++) { () => j; } }",
    );
    let f = &s.functions[1];
    assert_eq!(count(&f.code, |i| matches!(i, I::CopyScope)), 2, "{}", f.disassemble());
    assert_eq!(f.scopes.len(), 1);
}

#[test]
fn arguments_only_when_used() {
    let s = script(
        "function f(a) { return a; } function g(a) { return arguments[0]; } function h(a) { 'use strict'; return arguments; }",
    );
    let has = |f: &crate::bytecode::FunctionCode, kind| {
        count(&f.code, |i| matches!(i, I::CreateArguments { kind: k, .. } if *k == kind))
    };
    use crate::bytecode::ArgumentsKind::{Mapped, Unmapped};
    assert_eq!(has(&s.functions[1], Mapped) + has(&s.functions[1], Unmapped), 0);
    assert_eq!(has(&s.functions[2], Mapped), 1);
    assert_eq!(s.functions[2].mapped_parameters, vec![Some(0)]);
    assert_eq!(has(&s.functions[3], Unmapped), 1);
}

#[test]
fn annex_b_function_in_block_gets_a_var() {
    let s = script("function f() { { function g() {} } return g; }");
    let f = &s.functions[1];
    // The block binding is copied to the var binding where the declaration stands.
    assert!(count(&f.code, |i| matches!(i, I::Move { .. })) >= 1);
    assert_eq!(count(&f.code, |i| matches!(i, I::GetGlobal { .. })), 0, "{}", f.disassemble());
    let strict = script("'use strict'; function f() { { function g() {} } return g; }");
    assert_eq!(count(&strict.functions[1].code, |i| matches!(i, I::GetGlobal { .. })), 1);
}

#[test]
fn arrows_capture_this() {
    let s = script("function f() { return () => this; }");
    let f = &s.functions[1];
    assert_eq!(f.scopes[0].slots[0].name.as_ref(), "%this");
    assert_eq!(count(&f.code, |i| matches!(i, I::LoadThis { .. })), 1);
}

#[test]
fn direct_eval_code_resolves_by_name() {
    let arena = bumpalo::Bump::new();
    let program =
        cairn_parser::parse(&arena, "var v = x; let l = 1; l + this;", Default::default())
            .expect("parses");
    let s = crate::compile_eval(&program, &crate::EvalOptions { direct: true }).expect("compiles");
    s.verify().expect("valid");
    let top = &s.functions[0];
    assert!(s.is_eval);
    // `x` and `this` by name, `l` local; `v` through a reference resolved before its
    // initializer runs (sec-variable-statement-runtime-semantics-evaluation).
    assert_eq!(count(&top.code, |i| matches!(i, I::GetName { .. })), 2, "{}", top.disassemble());
    assert_eq!(count(&top.code, |i| matches!(i, I::ResolveName { .. })), 1);
    assert_eq!(count(&top.code, |i| matches!(i, I::SetRef { .. })), 1);
    assert_eq!(count(&top.code, |i| matches!(i, I::SetName { .. })), 0);
    assert_eq!(count(&top.code, |i| matches!(i, I::InitGlobalLexical { .. })), 0);
}

#[test]
fn dynamic_functions_reject_injection() {
    use crate::{DynamicFunctionKind, compile_function};
    let (s, text) =
        compile_function(DynamicFunctionKind::Normal, "a, b", "return a + b").expect("valid");
    assert_eq!(text, "function anonymous(a, b\n) {\nreturn a + b\n}");
    assert_eq!(&*s.functions[1].name, "anonymous");
    assert_eq!(s.functions[1].length, 2);
    assert!(
        compile_function(DynamicFunctionKind::Normal, "a) { return 1 }; (function (", "").is_err()
    );
    assert!(compile_function(DynamicFunctionKind::Normal, "", "}); (function () {").is_err());
    assert!(compile_function(DynamicFunctionKind::Generator, "", "yield 1").is_ok());
}
