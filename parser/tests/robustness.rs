//! No input makes the parser panic or overflow the native stack: deeply nested inputs
//! (100,000 levels of every nesting construct) end in a clean SyntaxError ("Too much
//! nesting") on a thread with only 1 MiB of stack, in debug builds too.

use cairn_parser::{ParseOptions, parse};

/// Parse `source` on a thread with a 1 MiB stack and return the error message, if any.
fn parse_on_small_stack(source: String, module: bool) -> Result<(), String> {
    std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(move || {
            let arena = bumpalo::Bump::new();
            parse(&arena, &source, ParseOptions { module, strict: false, typescript: false })
                .map(|_| ())
                .map_err(|e| e.message)
        })
        .expect("spawning a test thread")
        .join()
        .expect("the parser thread must not panic or overflow")
}

fn nested(open: &str, middle: &str, close: &str, depth: usize) -> String {
    let mut s = String::with_capacity((open.len() + close.len()) * depth + middle.len());
    for _ in 0..depth {
        s.push_str(open);
    }
    s.push_str(middle);
    for _ in 0..depth {
        s.push_str(close);
    }
    s
}

const DEPTH: usize = 100_000;

#[test]
fn deep_nesting_is_a_clean_error() {
    let cases: Vec<(&str, String)> = vec![
        ("parentheses", nested("(", "a", ")", DEPTH)),
        ("brackets", nested("[", "a", "]", DEPTH)),
        ("object literals", format!("x = {}", nested("{a:", "1", "}", DEPTH))),
        ("blocks", nested("{", "", "}", DEPTH)),
        ("arrows", format!("{}a", "a=>".repeat(DEPTH))),
        ("async arrows", format!("{}a", "async a=>".repeat(DEPTH))),
        ("paren arrows", format!("{}a", "()=>".repeat(DEPTH))),
        ("negations", format!("{}a", "!".repeat(DEPTH))),
        ("unary minus", format!("{}a", "- ".repeat(DEPTH))),
        ("typeof", format!("{}a", "typeof ".repeat(DEPTH))),
        ("prefix increments", format!("{}a", "++".repeat(DEPTH))),
        ("templates", nested("`${", "a", "}`", DEPTH)),
        ("ternaries", nested("a?", "b", ":c", DEPTH)),
        ("nested ternary tests", format!("{}a", "a?b:".repeat(DEPTH))),
        ("assignments", format!("{}1", "a=".repeat(DEPTH))),
        ("exponents", format!("{}1", "2**".repeat(DEPTH))),
        ("new", format!("{}X", "new ".repeat(DEPTH))),
        ("calls", nested("f(", "a", ")", DEPTH)),
        ("array patterns", format!("var {} = x", nested("[", "a", "]", DEPTH))),
        ("object patterns", format!("var {} = x", nested("{a:", "b", "}", DEPTH))),
        ("if statements", format!("{}x", "if(1)".repeat(DEPTH))),
        ("labels", (0..DEPTH).map(|i| format!("l{i}:")).collect::<String>() + "x"),
        ("functions", nested("function f(){", "", "}", DEPTH)),
        ("classes", nested("class A extends (", "B", "){}", DEPTH)),
        ("class heritage", format!("{}B", "class extends ".repeat(DEPTH))),
        ("yield", format!("function*g(){{{}1}}", "yield ".repeat(DEPTH))),
        ("await", format!("async function g(){{{}1}}", "await ".repeat(DEPTH))),
        ("spread", nested("[...", "a", "]", DEPTH)),
        ("computed keys", nested("({[", "a", "]:1})", DEPTH)),
        ("member chains", format!("a{}", "[b]".repeat(DEPTH))),
        ("optional chains", format!("a{}", "?.b".repeat(DEPTH))),
        ("binary chain", format!("a{}", "+a".repeat(DEPTH))),
        ("comma chain", format!("a{}", ",a".repeat(DEPTH))),
    ];
    for (name, source) in cases {
        // Long flat chains are fine; deep nesting must fail cleanly, never crash.
        match parse_on_small_stack(source, false) {
            Ok(()) => {}
            Err(message) => assert!(!message.is_empty(), "{name}: empty message"),
        }
    }
}

#[test]
fn deep_nesting_reports_too_much_nesting() {
    let err = parse_on_small_stack(nested("(", "a", ")", DEPTH), false).unwrap_err();
    assert_eq!(err, "Too much nesting");
    let err = parse_on_small_stack(format!("{}a", "!".repeat(DEPTH)), false).unwrap_err();
    assert_eq!(err, "Too much nesting");
}

#[test]
fn moderate_nesting_is_accepted() {
    // Real programs nest a few dozen levels; that must parse on a small stack.
    for depth in [10, 50, 100] {
        parse_on_small_stack(nested("(", "a", ")", depth), false).unwrap();
        parse_on_small_stack(nested("{", "", "}", depth), false).unwrap();
        parse_on_small_stack(nested("function f(){", "", "}", depth), false).unwrap();
        parse_on_small_stack(nested("[", "a", "]", depth), true).unwrap();
    }
}

#[test]
fn long_flat_programs_are_accepted() {
    let source = "a = a + 1;\n".repeat(50_000);
    parse_on_small_stack(source, false).unwrap();
    // Chains nest in the AST; a few hundred links are fine, a hundred thousand are not.
    parse_on_small_stack(format!("x = a{};", "+a".repeat(300)), false).unwrap();
    parse_on_small_stack(format!("x = a{};", ".b".repeat(300)), false).unwrap();
    let err = parse_on_small_stack(format!("x = a{};", "+a".repeat(50_000)), false).unwrap_err();
    assert_eq!(err, "Too much nesting");
}

#[test]
fn chains_near_the_depth_limit_never_overflow_later_passes() {
    // A chain of links under the parser's depth limit parses without deep native
    // recursion, but the early-error pass walks the resulting AST recursively: it must
    // end in a clean error (or succeed), never overflow, on a 1 MiB stack.
    for links in [400, 700, 990] {
        for link in [".b", "[b]", "+a", "?.b", "(1)"] {
            let source = format!("x = a{};", link.repeat(links));
            if let Err(message) = parse_on_small_stack(source, false) {
                assert_eq!(message, "Too much nesting", "{link} x {links}");
            }
        }
    }
}

/// Nested speculations of TypeScript (a `<` that may open type arguments, a `(` that may
/// open arrow parameters, each with a default value holding the next one) re-read the
/// source exponentially often; the parser's speculation budget turns this into an error.
/// The input is the ts_parser fuzz target's find (10 s per run before the budget).
#[test]
fn exponential_typescript_speculation_is_cut_off() {
    let arena = bumpalo::Bump::new();
    let options = ParseOptions { module: false, strict: false, typescript: true };
    for repeat in [9, 12, 40] {
        let source = "D<(c= D<(i <((".repeat(repeat);
        let error = parse(&arena, &source, options).expect_err("unbalanced and ambiguous");
        assert!(error.message.contains("too ambiguous"), "{repeat}: {}", error.message);
        assert!(error.span.end as usize <= source.len());
    }
    // Below the budget the same shapes parse as tsc reads them.
    let fine = "let v = f<(x: number) => number>((a = g<(b = 1) => 2>(0)) => a);";
    parse(&arena, fine, options).expect("a generic call with arrow arguments parses");
}
