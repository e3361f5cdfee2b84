//! Limits end runs with an uncatchable termination naming the cause; recursion turns
//! into a catchable RangeError, never a native stack overflow.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use cairn_vm::{Termination, Vm, VmOptions};

fn vm() -> Vm {
    let mut vm = Vm::new(VmOptions::default());
    vm.set_print_hook(Box::new(|_| {}));
    vm
}

/// A VM with `fuel` units of fuel.
fn fueled(fuel: u64) -> Vm {
    let mut vm = vm();
    vm.set_fuel(Some(fuel));
    vm
}

/// Runs `script` in `vm` and checks that the run ended with `cause`.
fn assert_terminates(vm: &mut Vm, script: &str, cause: Termination) {
    let r = vm.eval_script(script, "limits.js");
    assert_eq!(r.err().and_then(|e| e.termination), Some(cause), "{script}");
}

/// Gives `vm` an interrupt flag that another thread sets after `ms` milliseconds;
/// join the handle after the run.
fn flag_after(vm: &mut Vm, ms: u64) -> std::thread::JoinHandle<()> {
    let flag = Arc::new(AtomicBool::new(false));
    vm.set_interrupt(Some(flag.clone()));
    std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(ms));
        flag.store(true, std::sync::atomic::Ordering::Relaxed);
    })
}

#[test]
fn fuel_ends_an_infinite_loop_and_is_not_catchable() {
    let script = "try { for (;;) {} } catch (e) { 'caught' }";
    assert_terminates(&mut fueled(100_000), script, Termination::Fuel);
}

#[test]
fn heap_limit_ends_unbounded_allocation() {
    let mut vm = vm();
    vm.set_heap_limit(8 << 20);
    let script = "const a = []; try { for (;;) a.push({ x: [1, 2, 3] }); } catch (e) { 'caught' }";
    assert_terminates(&mut vm, script, Termination::HeapLimit);
}

#[test]
fn garbage_made_without_loops_is_collected_at_calls() {
    // No backward jump anywhere: a million calls, each leaving an array of eight
    // numbers as garbage (about 100 MB in all). Calls are safepoints, so the heap stays
    // small; without them the run ends at the limit.
    let mut vm = vm();
    vm.set_heap_limit(16 << 20);
    let script = "function f(n) { if (n == 0) return 0; var a = [1, 2, 3, 4, 5, 6, 7, 8]; \
                  f(n - 1); return f(n - 1); }\n\
                  f(20); 'done'";
    let r = vm.eval_script(script, "limits.js").map(|v| vm.display(v)).map_err(|e| e.message);
    assert_eq!(r.as_deref(), Ok("done"));
}

#[test]
fn interrupt_flag_stops_the_run() {
    let mut vm = vm();
    let flag = Arc::new(AtomicBool::new(true));
    vm.set_interrupt(Some(flag));
    assert_terminates(&mut vm, "for (;;) {}", Termination::Interrupted);
}

#[test]
fn the_host_check_reaches_into_a_catastrophic_match() {
    // A host with no other thread stops runs by its check alone (no one sets the flag).
    // The matcher asks it between its steps: the run ends by the check, not by the
    // match budget's RangeError, which would come only after many more steps.
    let mut vm = vm();
    let asked = Arc::new(std::sync::atomic::AtomicU64::new(0));
    let counter = Arc::clone(&asked);
    // True from the 50th question on: the script's own fuel points ask only a few times
    // (every INTERRUPT_CHECK_UNITS units), so most questions come from the matcher.
    vm.set_interrupt_check(Some(cairn_vm::InterruptCheck::new(move || {
        counter.fetch_add(1, std::sync::atomic::Ordering::Relaxed) >= 50
    })));
    let script = r#"/(a+)+$/.test("a".repeat(40) + "b")"#;
    assert_terminates(&mut vm, script, Termination::Interrupted);
    assert!(asked.load(std::sync::atomic::Ordering::Relaxed) > 50);
}

#[test]
fn host_call_depth_limit_terminates() {
    let mut vm = vm();
    vm.set_max_call_depth(Some(50));
    let script = "function f(n) { return n ? f(n - 1) : 0 } try { f(100) } catch (e) {}";
    assert_terminates(&mut vm, script, Termination::CallDepth);
}

#[test]
fn deep_js_recursion_is_a_catchable_range_error() {
    let mut vm = vm();
    let r = vm.eval_script(
        "function f() { return f() } let m; try { f() } catch (e) { m = e.name } m",
        "rec.js",
    );
    let v = r.map(|v| vm.display(v));
    assert_eq!(v.as_deref(), Ok("RangeError"));
}

#[test]
fn recursion_through_getters_and_to_string_does_not_overflow_the_native_stack() {
    let mut vm = vm();
    let src = "
        const g = { get x() { return this.x } };
        const t = { toString() { return `${this}` } };
        const v = { valueOf() { return +this } };
        const names = [];
        for (const f of [() => g.x, () => String(t), () => v * 1]) {
            try { f() } catch (e) { names.push(e.name) }
        }
        names.join()";
    let r = vm.eval_script(src, "getters.js").map(|v| vm.display(v));
    assert_eq!(r.as_deref(), Ok("RangeError,RangeError,RangeError"));
}

#[test]
fn uncaught_errors_carry_file_line_and_column() {
    let mut vm = vm();
    let r = vm.eval_script("function f() {\n  null.x;\n}\nf();", "where.js");
    let e = r.err().map(|e| e.stack).unwrap_or_default();
    assert!(e.starts_with("TypeError: Cannot read properties of null (reading 'x')"), "{e}");
    // V8's position of a failed member access: the property name.
    assert!(e.contains("at f (where.js:2:8)"), "{e}");
    assert!(e.contains("where.js:4:1"), "{e}");
}

#[test]
fn syntax_errors_are_errors_with_a_span() {
    let mut vm = vm();
    let e = vm.eval_script("let x = ;", "bad.js").err();
    assert!(
        e.as_ref().is_some_and(|e| e.message.starts_with("SyntaxError") && e.span.is_some()),
        "{e:?}"
    );
}

#[test]
fn heap_limit_counts_array_elements() {
    for script in
        ["const a = []; for (;;) a.push(1);", "const b = []; for (let i = 0; ; i++) b[i] = i;"]
    {
        let mut vm = vm();
        vm.set_heap_limit(16 << 20);
        assert_terminates(&mut vm, script, Termination::HeapLimit);
    }
}

#[test]
fn heap_limit_counts_the_register_file_and_the_job_queue() {
    // 9,000 frames of a function with 5,000 registers would be 360 MB of registers,
    // under the frame limit: the heap limit ends it long before.
    let script = "let src = ''; for (let i = 0; i < 5000; i++) src += `let v${i} = n;`;
        const f = Function('n', src + 'if (n > 0) f(n - 1); return 0;');
        f(9000);";
    let mut deep = vm();
    deep.set_heap_limit(16 << 20);
    assert_terminates(&mut deep, script, Termination::HeapLimit);
    // The queue's growth is charged: jobs that allocate nothing of their own still
    // count (the reactions of one settled promise).
    let mut vm = vm();
    let before = vm.heap_stats().external_bytes;
    vm.eval_script(
        "const p = Promise.resolve(); for (let i = 0; i < 100000; i++) p.then();",
        "q.js",
    )
    .expect("runs");
    let grown = vm.heap_stats().external_bytes - before;
    assert!(grown >= 100_000 * 16, "the job queue's 100,000 entries are counted: {grown}");
    assert!(vm.heap_stats().live_bytes >= vm.heap_stats().external_bytes);
}

#[test]
fn heap_limit_counts_map_set_and_weak_map_tables() {
    // Numbers as keys allocate nothing but the table itself: only the table's own
    // memory can reach the limit.
    each_ends_at_the_heap_limit(&[
        "const m = new Map(); for (let i = 0; ; i++) m.set(i, i);",
        "const s = new Set(); for (let i = 0; ; i++) s.add(i);",
        "const w = new WeakMap(); const keep = []; for (;;) { const k = {}; keep.push(k); w.set(k, 1); }",
    ]);
}

/// Runs each source in a fresh VM with a 16 MiB heap limit and no fuel: each must end
/// with the heap-limit termination.
fn each_ends_at_the_heap_limit(sources: &[&str]) {
    for src in sources {
        let mut vm = vm();
        vm.set_heap_limit(16 << 20);
        assert_terminates(&mut vm, src, Termination::HeapLimit);
    }
}

#[test]
fn garbage_is_collected_inside_async_functions_generators_and_jobs() {
    // Each body allocates far more than the heap limit in total while keeping little
    // alive: it completes only if collections run inside the nested dispatch loops.
    for src in [
        "async function f() { let x; for (let i = 0; i < 200000; i++) { x = { a: [i, i], s: 'k' + i }; await null; } return x.a[0]; } f().then(v => print(v));",
        "function* g() { for (let i = 0; i < 200000; i++) yield { a: [i, i] }; } let last; for (const v of g()) last = v.a[1]; print(last);",
        "let n = 0; for (let i = 0; i < 1000; i++) Promise.resolve(i).then(v => { let x; for (let j = 0; j < 300; j++) x = { a: [v, j] }; n += x.a[1]; });",
    ] {
        let mut vm = vm();
        vm.set_heap_limit(8 << 20);
        let r = vm.eval_script(src, "gc.js");
        assert!(r.is_ok(), "{src}: {:?}", r.err().map(|e| e.message));
    }
}

/// A catastrophic pattern: `(a+)+$` on a run of `a`s ending in `b` backtracks
/// 2^len times inside one exec (about 2^40 here, hours without a bound).
const CATASTROPHIC: &str = "try { /(a+)+$/.test('a'.repeat(40) + 'b') } catch (e) { 'caught' }";

/// An exec pays for the part of its subject the search goes over, not for a window
/// ahead of it: a thousand execs that match at the start of a 128K-unit string, and
/// the matches of a spread `matchAll` over a 16K-unit one, fit a budget of two million
/// (they needed some 10^8 and 10^9 when each exec paid a 64K-unit window).
#[test]
fn regexp_execs_pay_for_what_they_scan() {
    let scripts = [
        "const s = 'a'.repeat(1 << 17), r = /a/; for (let i = 0; i < 1000; i++) r.exec(s); 1",
        "const s = 'xa'.repeat(1 << 13); [...s.matchAll(/a/g)].length",
    ];
    for script in scripts {
        let mut vm = fueled(2_000_000);
        let r = vm.eval_script(script, "limits.js");
        assert!(r.is_ok(), "{script}: {:?}", r.err().map(|e| (e.message, e.termination)));
    }
}

#[test]
fn fuel_ends_a_catastrophic_regex_and_is_not_catchable() {
    assert_terminates(&mut fueled(20_000), CATASTROPHIC, Termination::Fuel);
}

/// Every builtin that runs a match on `s` (with `re`, or global `reg`): exec, the
/// one-pass global loops of match/replace/split and matchAll, search, and a negative
/// lookahead cut short, which must not let the match through.
const MATCHING_CALLS: [&str; 8] = [
    "re.exec(s)",
    "s.match(reg)",
    "s.replace(reg, 'x')",
    "s.replaceAll(reg, 'x')",
    "s.split(re)",
    "[...s.matchAll(reg)]",
    "s.search(re)",
    "/^(?!(a+)+$)/.test(s)",
];

#[test]
fn fuel_ends_catastrophic_regexes_in_every_builtin_that_matches() {
    for call in MATCHING_CALLS.into_iter().chain([
        // Forward work with few backtracks: a counted loop walks 100,000 characters
        // at each of 300,000 start positions, and a backreference compares them.
        "/a{100000}b/.test('a'.repeat(300000))",
        "/(a{50000})\\1\\1b/.test('a'.repeat(300000))",
    ]) {
        let script =
            format!("const re = /(a+)+$/, reg = /(a+)+$/g; const s = 'a'.repeat(40) + 'b'; {call}");
        assert_terminates(&mut fueled(20_000), &script, Termination::Fuel);
    }
}

#[test]
fn interrupt_flag_stops_a_catastrophic_regex_from_another_thread() {
    let mut vm = vm();
    let setter = flag_after(&mut vm, 50);
    assert_terminates(&mut vm, CATASTROPHIC, Termination::Interrupted);
    setter.join().unwrap();
}

#[test]
fn a_regex_that_fits_the_fuel_charges_it_and_matches() {
    let mut vm = vm();
    vm.set_fuel(Some(1_000_000));
    // 2^12 backtracks: well inside the budget, and the result is exact.
    let r = vm.eval_script("/(a+)+$/.test('a'.repeat(12) + 'b')", "regex_small.js");
    assert_eq!(r.ok().and_then(|v| v.as_bool()), Some(false));
    let left = vm.fuel().unwrap();
    assert!(left < 1_000_000, "the backtracking was charged: {left} left");
}

#[test]
fn fuel_and_the_flag_end_native_loops_over_huge_array_likes() {
    // Each visits up to 2^53 - 1 indices of an object with no elements: native work
    // with no JS loop, charged per index visited.
    for call in [
        "Array.prototype.indexOf.call({ length: 2 ** 53 - 1 }, 1)",
        "Array.prototype.lastIndexOf.call({ length: 2 ** 53 - 1 }, 1)",
        "Array.prototype.fill.call({ length: 2 ** 53 - 1 }, 1)",
        "Array.prototype.reverse.call({ length: 2 ** 53 - 1 })",
        "Array.prototype.every.call({ length: 2 ** 53 - 1 }, () => true)",
        "Array.prototype.copyWithin.call({ length: 2 ** 53 - 1 }, 1, 0)",
        "Array.prototype.sort.call({ length: 2 ** 32 - 1 })",
        "Array.prototype.unshift.call({ length: 2 ** 53 - 3 }, 1)",
        "Array.prototype.includes.call({ length: 2 ** 53 - 1 }, 1)",
    ] {
        let caught = format!("try {{ {call} }} catch (e) {{ 'caught' }}");
        assert_terminates(&mut fueled(100_000), &caught, Termination::Fuel);
        // The flag is set while the native loop runs.
        let mut flagged = vm();
        let setter = flag_after(&mut flagged, 20);
        assert_terminates(&mut flagged, call, Termination::Interrupted);
        setter.join().unwrap();
    }
    // An array whose indices are all holes, with none on its prototypes, is searched by
    // its elements alone: the answer comes at once, whatever its length.
    let mut vm = fueled(100_000);
    let r = vm.eval_script(
        "[new Array(2 ** 32 - 1).includes(1), new Array(2 ** 32 - 1).indexOf(1)]",
        "limits.js",
    );
    assert_eq!(r.ok().map(|v| vm.display(v)).as_deref(), Some("[ false, -1 ]"));
}

#[test]
fn native_code_calling_native_code_cannot_overflow_the_native_stack() {
    // join -> ToString -> Array.prototype.toString -> join ... has no JS frame in
    // between: each level is a native call from native code, counted like a JS one.
    let mut vm = vm();
    let r = vm.eval_script(
        "let a = []; for (let i = 0; i < 100000; i++) a = [a];
         const out = [];
         for (const f of [() => String(a), () => a.join(), () => a.toLocaleString(),
                          () => `${a}`, () => a + '']) {
           try { f(); out.push('no error'); } catch (e) { out.push(e.name); }
         }
         out.join()",
        "nested_join.js",
    );
    let v = r.unwrap();
    assert_eq!(vm.display(v), "RangeError,RangeError,RangeError,RangeError,RangeError");
}

#[test]
fn a_long_chain_of_bound_functions_is_called_without_recursion() {
    let mut vm = vm();
    let r = vm.eval_script(
        "let f = function (...a) { return this + ':' + a.join(); };
         for (let i = 0; i < 100000; i++) f = f.bind(i === 0 ? 't' : null, i % 7);
         const o = new (class { constructor(x) { this.x = x; } }.bind(null).bind(null, 5))();
         [f(9).length, f.name.length, o.x].join()",
        "bound_chain.js",
    );
    let v = r.unwrap();
    // "t:" + 100,000 digits and 99,999 commas, then ",9"; the name is "bound " * 1e5 + "f".
    assert_eq!(vm.display(v), "200003,600001,5");
}

#[test]
fn bigint_arithmetic_pays_fuel_by_the_digits_it_works_on() {
    // Straight-line code: without the charge, these lines would cost no fuel at all.
    for script in [
        "const x = 3n ** 300000n; x * x; 0",
        "const x = 3n ** 300000n; String(x).length",
        "BigInt('7'.repeat(50000)) > 0n",
    ] {
        let mut vm = fueled(1_000_000_000);
        let r = vm.eval_script(script, "bigint_fuel.js");
        assert!(r.is_ok(), "{script}");
        let spent = 1_000_000_000 - vm.fuel().unwrap();
        assert!(spent >= 1_000, "{script}: {spent} units spent");
    }
    // A loop that grows a BigInt runs out long before its work becomes seconds.
    let script = "let f = 1n; for (let i = 1n; ; i++) f *= i;";
    assert_terminates(&mut fueled(100_000), script, Termination::Fuel);
    // Small BigInts pay nothing past the instructions' own fuel.
    let mut vm = fueled(1_000);
    let r = vm
        .eval_script("let s = 0n; s = (s + 123456789n) * 987654321n % 1000000007n; s", "small.js");
    assert!(r.is_ok());
    assert_eq!(vm.fuel(), Some(1_000));
}

#[test]
fn a_unary_bigint_operation_pays_for_its_one_operand() {
    // -x, ~x and x++ do work linear in x's digits, once: they pay what x + 0n pays (the
    // digits of x and of a one-digit operand), not twice x's digits.
    let spent = |op: &str| {
        let mut vm = fueled(1_000_000_000);
        let script = format!("let x = 2n ** 4000000n; {op}; 0");
        assert!(vm.eval_script(&script, "unary.js").is_ok(), "{op}");
        1_000_000_000 - vm.fuel().unwrap()
    };
    let (base, add) = (spent("x"), spent("x + 0n"));
    assert!(add > base + 100, "x + 0n pays for its digits: {add} against {base}");
    for op in ["-x", "~x", "x++"] {
        let unary = spent(op);
        assert!(unary > base + 100 && unary <= add, "{op}: {unary}, x + 0n: {add}, x: {base}");
    }
}

#[test]
fn fuel_ends_a_sort_inside_its_comparator_and_the_vm_runs_on() {
    // The comparator runs in the caller's dispatch loop (a sort task): termination
    // there ends the sort too, and the same VM sorts again afterwards.
    let mut vm = fueled(200_000);
    let script = "const a = [3, 1, 2]; try { a.sort((x, y) => { for (;;) {} }); } catch (e) {}";
    assert_terminates(&mut vm, script, Termination::Fuel);
    vm.set_fuel(None);
    let v = vm.eval_script(
        "[3, 1, 2].sort((x, y) => [y, x].sort((p, q) => p - q)[0] === x ? -1 : 1).join()",
        "after.js",
    );
    let shown = v.map(|v| vm.display(v)).unwrap_or_default();
    assert_eq!(shown, "1,2,3");
}

/// Programs that never end, of every kind that runs without a backward jump of its
/// own: promise jobs that queue themselves, resumptions of async functions and
/// generators, and native loops that drain an endless iterator.
const ENDLESS: &[&str] = &[
    "(function f() { Promise.resolve().then(f) })()",
    "(function f() { queueMicrotask(f) })()",
    "async function f() { await null; return f(); } f()",
    "async function f() { for (;;) await null; } f()",
    "function* g() { let i = 0; for (;;) yield i++; } [...g()]",
    "function* g() { for (;;) yield 1; } Array.from(g())",
    "function* g() { for (;;) yield 1; } new Uint8Array(g())",
    "function* g() { for (;;) yield 1; } Math.max(...g())",
    "const it = { [Symbol.iterator]() { return this }, next() { return { value: 1, done: false } } }; [...it]",
    "const it = { [Symbol.iterator]() { return this }, next() { return { value: [1, 1], done: false } } }; new Map(it)",
    "async function* g() { for (;;) yield 1; } (async () => { for await (const x of g()); })()",
    "const p = Promise.resolve(); (function f() { p.then(f).then(f) })()",
];

/// A VM with `queueMicrotask` (the CLI's; the VM's tests define it on the job queue).
fn with_microtask(vm: &mut Vm) {
    let r = vm.eval_script(
        "globalThis.queueMicrotask = (f) => { Promise.resolve().then(() => f()) }",
        "host.js",
    );
    assert!(r.is_ok());
}

#[test]
fn fuel_ends_every_endless_program() {
    for src in ENDLESS {
        let mut vm = fueled(2_000_000);
        with_microtask(&mut vm);
        assert_terminates(&mut vm, src, Termination::Fuel);
    }
}

#[test]
fn the_interrupt_flag_ends_every_endless_program() {
    for src in ENDLESS {
        let mut vm = vm();
        with_microtask(&mut vm);
        let flag = Arc::new(AtomicBool::new(true));
        vm.set_interrupt(Some(flag));
        assert_terminates(&mut vm, src, Termination::Interrupted);
    }
}

#[test]
fn each_promise_job_pays_job_fuel() {
    // 1,000 jobs, each a call and a settlement: at least 16 units a job.
    let mut vm = fueled(10_000_000);
    let src = "let n = 0; (function f() { if (++n < 1000) Promise.resolve().then(f) })()";
    assert!(vm.eval_script(src, "jobs.js").is_ok());
    let spent = 10_000_000 - vm.fuel().unwrap_or(0);
    assert!(spent >= 16 * 1000, "1,000 jobs spent {spent} units");
}

#[test]
fn an_endless_spread_or_list_ends_at_the_heap_limit_without_fuel() {
    // No fuel: only the heap limit can end these, and it must be the termination,
    // never an allocator abort.
    each_ends_at_the_heap_limit(&[
        "function* g() { for (;;) yield 1; } [...g()]",
        "function* g() { for (;;) yield 1; } Array.from(g())",
        "function* g() { for (;;) yield 1; } new Set([...g()])",
        "async function f() { await null; return f(); } f()",
    ]);
}

#[test]
fn garbage_is_collected_while_spreading_an_iterator() {
    // 300,000 iterator results (objects) are garbage as soon as their value is
    // taken, far more than the limit in total; the spread's array (2.4 MB) fits.
    for src in [
        "function* g(n) { for (let i = 0; i < n; i++) yield i / 2; } [...g(300000)].length",
        "function* g(n) { for (let i = 0; i < n; i++) yield i; } Array.from(g(300000)).length",
    ] {
        let mut vm = vm();
        vm.set_heap_limit(12 << 20);
        let r = vm.eval_script(src, "spread.js");
        let shown = r.map(|v| vm.display(v)).map_err(|e| e.message);
        assert_eq!(shown.as_deref(), Ok("300000"), "{src}");
    }
}

#[test]
fn past_the_match_budget_a_catastrophic_regex_is_a_catchable_range_error() {
    // Without fuel, and with more fuel than the budget (which is then charged). The
    // budget's base is 10^6 steps here (the default, 10^8, takes 20 s unoptimized).
    for fuel in [None, Some(1u64 << 40)] {
        let mut vm = vm();
        vm.set_fuel(fuel);
        vm.set_regexp_steps_base(Some(1_000_000));
        let src = "let m; try { /(a+)+$/.test('a'.repeat(40) + 'b') } catch (e) { m = e.name + ': ' + e.message } m";
        let r = vm.eval_script(src, "budget.js").map(|v| vm.display(v)).map_err(|e| e.message);
        let m = r.unwrap_or_else(|e| panic!("{e}"));
        let named = "RangeError: /(a+)+$/ exceeded the regular expression step budget";
        assert!(m.starts_with(named), "{m}");
        if let Some(fuel) = fuel {
            let spent = fuel - vm.fuel().unwrap_or(0);
            assert!(spent >= 1_000_000 / 16, "spent {spent}");
        }
        // The VM runs on, and a pattern that fits matches exactly.
        let r = vm.eval_script("/(a+)+$/.test('a'.repeat(12) + 'b')", "after.js");
        assert_eq!(r.ok().and_then(|v| v.as_bool()), Some(false));
    }
}

#[test]
fn the_match_budget_ends_catastrophic_regexes_in_every_builtin_that_matches() {
    for call in MATCHING_CALLS {
        let mut vm = vm();
        vm.set_regexp_steps_base(Some(1_000_000));
        let src = format!(
            "const re = /(a+)+$/, reg = /(a+)+$/g; const s = 'a'.repeat(40) + 'b'; try {{ {call}; 'done' }} catch (e) {{ e.name }}"
        );
        let r = vm.eval_script(&src, "budget.js").map(|v| vm.display(v)).map_err(|e| e.message);
        assert_eq!(r.as_deref(), Ok("RangeError"), "{call}");
    }
}

#[test]
fn the_match_budget_leaves_a_long_linear_match_alone() {
    // A global replace over 200,000 units spends far more than the base of 10^6 steps
    // here; the budget's per-unit part covers it.
    let mut vm = vm();
    vm.set_regexp_steps_base(Some(1_000_000));
    let src = "const s = 'ab cd '.repeat(40000); s.replace(/(\\w+) (\\w+)/g, '$2 $1').length";
    let r = vm.eval_script(src, "linear.js").map(|v| vm.display(v)).map_err(|e| e.message);
    assert_eq!(r.as_deref(), Ok("240000"));
}

#[test]
fn deep_json_is_a_range_error_on_a_test_thread_stack() {
    // Test threads have 2 MB of stack: JSON's recursion must stop well inside it, in
    // unoptimized builds too (they overflowed before the bound depended on the build).
    let mut vm = vm();
    let src = "const r = []; \
        try { JSON.parse('['.repeat(100000) + ']'.repeat(100000)) } catch (e) { r.push(e.name) } \
        try { JSON.parse('[1]', (k, v) => v) ; r.push('ok') } catch (e) { r.push(e.name) } \
        let a = []; for (let i = 0; i < 100000; i++) a = [a]; \
        try { JSON.stringify(a) } catch (e) { r.push(e.name) } \
        r.join()";
    let r = vm.eval_script(src, "json.js").map(|v| vm.display(v)).map_err(|e| e.message);
    assert_eq!(r.as_deref(), Ok("RangeError,ok,RangeError"));
}

#[test]
fn the_hosts_collections_and_dumps_take_no_fuel_and_the_scripts_do() {
    let mut vm = fueled(1 << 40);
    vm.eval_script("var keep = []; for (let i = 0; i < 2000; i++) keep.push({ i });", "fill.js")
        .expect("runs");
    let before = vm.fuel();
    vm.collect_now();
    let _ = vm.dump().expect("an idle VM dumps");
    assert_eq!(vm.fuel(), before, "the host's collection and dump were charged");

    // The same garbage made by a script that collects it through its safepoints is
    // charged for the collections: a run with a small heap pays more than the loop.
    let program = "for (let i = 0; i < 200000; i++) ({ i });";
    let with_threshold = |min_threshold: usize| {
        let heap = cairn_gc::HeapConfig { min_threshold, ..Default::default() };
        let mut vm = Vm::new(VmOptions { heap, ..VmOptions::default() });
        vm.set_fuel(Some(1 << 40));
        vm.eval_script(program, "garbage.js").expect("runs");
        vm
    };
    let (loose, tight) = (with_threshold(1 << 30), with_threshold(64 << 10));
    let spent = |vm: &Vm| (1u64 << 40) - vm.fuel().expect("fueled");
    assert!(spent(&tight) > spent(&loose), "{} <= {}", spent(&tight), spent(&loose));
}
