//! Whatever nesting the parser accepts compiles on a 1 MiB stack in a debug build:
//! deeply nested expressions, statements and functions either compile or return a
//! CompileError, without overflowing the stack.

/// Parse and compile on a 1 MiB thread: None when it does not parse, else whether it
/// compiled (a CompileError otherwise).
fn compile_on_small_stack(source: String) -> Option<bool> {
    let handle = std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(move || {
            let arena = bumpalo::Bump::new();
            let Ok(program) = cairn_parser::parse(&arena, &source, Default::default()) else {
                return None;
            };
            match cairn_compiler::compile_script(&program, &Default::default()) {
                Ok(s) => {
                    s.verify().expect("valid bytecode");
                    Some(true)
                }
                Err(e) => {
                    assert_eq!(e.message, "nesting too deep to compile");
                    Some(false)
                }
            }
        })
        .expect("thread spawns");
    handle.join().expect("no stack overflow or panic")
}

/// Moderate nesting (what real code has) must compile, not hit the budget.
fn moderate(source: String) {
    assert_eq!(
        compile_on_small_stack(source.clone()),
        Some(true),
        "{}",
        &source[..source.len().min(60)]
    );
}

fn nest(open: &str, middle: &str, close: &str, n: usize) -> String {
    let mut s = String::new();
    for _ in 0..n {
        s.push_str(open);
    }
    s.push_str(middle);
    for _ in 0..n {
        s.push_str(close);
    }
    s
}

#[test]
fn moderate_nesting_compiles() {
    for (open, middle, close) in [
        ("(", "1", ")"),
        ("a?.b(", "1", ")"),
        ("f(", "1", ")"),
        ("[", "1", "]"),
        ("x = ", "1", ""),
        ("a ? b : (", "1", ")"),
        ("() => ", "1", ""),
        ("({a: ", "1", "})"),
        ("{", "x;", "}"),
        ("function f() {", "x;", "}"),
        ("class C { m() {", "x;", "} }"),
        ("try {", "x;", "} finally { y; }"),
    ] {
        moderate(nest(open, middle, close, 40));
    }
}

#[test]
fn deep_expressions() {
    for n in [100, 400, 990] {
        compile_on_small_stack(nest("(", "1", ")", n));
        compile_on_small_stack(nest("a + (", "1", ")", n));
        compile_on_small_stack(nest("f(", "1", ")", n));
        compile_on_small_stack(nest("[", "1", "]", n));
        compile_on_small_stack(nest("{a: ", "1", "}", n).replacen('{', "({", 1) + ")");
        compile_on_small_stack(nest("-", "1", "", n));
        compile_on_small_stack(nest("a ? b : (", "1", ")", n));
        compile_on_small_stack(nest("x = ", "1", "", n));
        compile_on_small_stack(nest("a?.b(", "1", ")", n));
        compile_on_small_stack(nest("`${", "1", "}`", n));
        compile_on_small_stack("a".to_string() + &".b".repeat(n * 10));
        compile_on_small_stack("1".to_string() + &" + 1".repeat(n * 10));
    }
}

#[test]
fn deep_statements_and_functions() {
    for n in [100, 400, 990] {
        compile_on_small_stack(nest("{", "x;", "}", n));
        compile_on_small_stack(nest("if (a) ", "x;", "", n));
        compile_on_small_stack(nest("for (let i of a) ", "x;", "", n));
        compile_on_small_stack(nest("try { ", "x;", "} finally { y; }", n));
        compile_on_small_stack(nest("function f() { ", "x;", "}", n));
        compile_on_small_stack(nest("() => ", "x", "", n));
        compile_on_small_stack(nest("class C { m() { ", "x;", "} }", n));
        compile_on_small_stack(nest("l: ", "x;", "", n));
    }
}
