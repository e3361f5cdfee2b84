//! Proper tail calls in strict code (sec-isintailposition, PrepareForTailCall): a call in
//! tail position replaces its caller's frame, so tail recursion runs in constant frame
//! depth; calls that are not in tail position (sloppy code, inside try, async, or with
//! work left after the call) still grow the stack and hit the call-depth limit.

use cairn_vm::{Vm, VmOptions};

/// Runs `source` and returns what it evaluates to, as a string (or the error message).
fn eval(source: &str) -> String {
    let mut vm = Vm::new(VmOptions::default());
    vm.set_print_hook(Box::new(|_| {}));
    match vm.eval_script(source, "tail.js") {
        Ok(v) => vm.display(v),
        Err(e) => e.message,
    }
}

const DEPTH: u32 = 1_000_000;

#[test]
fn strict_tail_recursion_runs_in_constant_depth() {
    // Accumulating sum 1..n: n(n+1)/2.
    let expected = (u64::from(DEPTH) * (u64::from(DEPTH) + 1) / 2).to_string();
    let shapes = [
        "function f(n, acc) { 'use strict'; if (n === 0) return acc; return f(n - 1, acc + n); }",
        "function f(n, acc) { 'use strict'; return n === 0 ? acc : f(n - 1, acc + n); }",
        "function f(n, acc) { 'use strict'; return (n === 0 ? acc : null) ?? f(n - 1, acc + n); }",
        "function f(n, acc) { 'use strict'; { let k = n; if (k === 0) return acc; \
         for (;;) { return f(k - 1, acc + k); } } }",
        "function f(n, acc) { 'use strict'; switch (n) { case 0: return acc; \
         default: return (0, f)(n - 1, acc + n); } }",
        // A method call and a call through a bound function.
        "var o = { m(n, acc) { 'use strict'; return n === 0 ? acc : this.m(n - 1, acc + n); } }; \
         function f(n, acc) { return o.m(n, acc); }",
        "function g(n, acc) { 'use strict'; return n === 0 ? acc : h(n - 1, acc + n); } \
         var h = g.bind(null); function f(n, acc) { return g(n, acc); }",
    ];
    for shape in shapes {
        let source = format!("{shape} f({DEPTH}, 0)");
        assert_eq!(eval(&source), expected, "{shape}");
    }
}

#[test]
fn mutual_tail_recursion() {
    let source = format!(
        "'use strict'; function even(n) {{ return n === 0 ? true : odd(n - 1); }} \
         function odd(n) {{ return n === 0 ? false : even(n - 1); }} \
         [even({DEPTH}), odd({DEPTH})].join()"
    );
    assert_eq!(eval(&source), "true,false");
}

#[test]
fn calls_not_in_tail_position_still_grow_the_stack() {
    for body in [
        // Sloppy code has no tail calls.
        "function f(n) { if (n === 0) return 0; return f(n - 1); }",
        // Work after the call (the `||` tests its left operand).
        "function f(n) { 'use strict'; if (n === 0) return 0; return f(n - 1) + 1; }",
        "function f(n) { 'use strict'; if (n === 0) return 0; return f(n - 1) || 0; }",
        // Inside try (the handler must stay), and with a finally to run.
        "function f(n) { 'use strict'; if (n === 0) return 0; try { return f(n - 1); } catch (e) { throw e; } }",
        "function f(n) { 'use strict'; if (n === 0) return 0; try { return f(n - 1); } finally { } }",
        // Inside for-of (the iterator is closed after the call).
        "function f(n) { 'use strict'; if (n === 0) return 0; for (const x of [n]) return f(x - 1); }",
    ] {
        let source = format!("{body} try {{ f({DEPTH}); 'no error' }} catch (e) {{ e.name }}");
        assert_eq!(eval(&source), "RangeError", "{body}");
    }
}

#[test]
fn tail_calls_keep_results_receivers_and_errors() {
    // A tail call to a native function, to a constructor-less function returning `this`,
    // a throw from the replaced frame's callee, and a tail call from a function called by
    // a native (its frame is an entry frame, so the call is an ordinary one).
    let source = "'use strict';
        function max(a, b) { return Math.max(a, b); }
        function self() { return this; }
        function call(o) { return self.call(o); }
        function thrower() { throw new TypeError('from the callee'); }
        function viaTail() { return thrower(); }
        var caught; try { viaTail(); } catch (e) { caught = e.message; }
        var mapped = [1, 2, 3].map(function (x) { return max(x, 2); });
        var o = {};
        [max(3, 7), call(o) === o, caught, mapped.join('-')].join()";
    assert_eq!(eval(source), "7,true,from the callee,2-2-3");
}
