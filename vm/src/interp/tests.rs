//! Interpreter tests on hand-assembled bytecode (independent of the compiler): calls
//! push frames, int32 arithmetic stays int32, exceptions unwind through handlers.

use cairn_compiler::bytecode::{
    FunctionCode, FunctionFlags, FunctionKind, Handler, Instruction as I, Reg, Script,
};

use crate::value::Value;
use crate::vm::{Throw, Vm, VmOptions};

fn function(kind: FunctionKind, params: u16, regs: u16, code: Vec<I>) -> FunctionCode {
    FunctionCode {
        name: "f".into(),
        kind,
        flags: FunctionFlags { strict: true, simple_parameters: true, ..FunctionFlags::default() },
        length: params as u32,
        param_count: params,
        register_count: regs,
        code,
        constants: Vec::new(),
        names: Vec::new(),
        ic_count: 0,
        handlers: Vec::new(),
        positions: Vec::new(),
        callee_spans: Vec::new(),
        scopes: Vec::new(),
        mapped_parameters: Vec::new(),
        source_span: (0, 0),
        strict_ranges: Vec::new(),
    }
}

fn run(functions: Vec<FunctionCode>) -> Result<Value, Throw> {
    let mut vm = Vm::new(VmOptions::default());
    let code = vm.load_script(Script { functions, strict: true, is_eval: false }, "test.js", "")?;
    vm.run_top_level(code)
}

/// fib(n) as a recursive closure; the top level calls fib(arg).
fn fib_script(n: i32) -> Vec<FunctionCode> {
    let r = Reg;
    let top = function(
        FunctionKind::TopLevel,
        0,
        4,
        vec![
            I::NewClosure { dst: r(0), func: 1 },
            I::LoadUndefined { dst: r(1) },
            I::LoadInt { dst: r(2), value: n },
            I::Call { dst: r(3), callee: r(0), this: r(1), args: r(2), argc: 1 },
            I::Return { src: r(3) },
        ],
    );
    let fib = function(
        FunctionKind::Normal,
        1,
        9,
        vec![
            I::LoadInt { dst: r(1), value: 2 },
            I::JumpIfNotLessThan { lhs: r(0), rhs: r(1), target: 3 },
            I::Return { src: r(0) },
            I::LoadCallee { dst: r(2) },
            I::LoadInt { dst: r(4), value: 1 },
            I::Sub { dst: r(3), lhs: r(0), rhs: r(4) },
            I::LoadUndefined { dst: r(5) },
            I::Call { dst: r(6), callee: r(2), this: r(5), args: r(3), argc: 1 },
            I::Sub { dst: r(3), lhs: r(0), rhs: r(1) },
            I::Call { dst: r(7), callee: r(2), this: r(5), args: r(3), argc: 1 },
            I::Add { dst: r(8), lhs: r(6), rhs: r(7) },
            I::Return { src: r(8) },
        ],
    );
    vec![top, fib]
}

#[test]
fn recursive_calls_push_frames() {
    assert_eq!(run(fib_script(20)), Ok(Value::int(6765)));
}

#[test]
fn deep_recursion_is_a_range_error_not_a_crash() {
    // f(n) = f(n + 1): unbounded recursion.
    let r = Reg;
    let top = function(
        FunctionKind::TopLevel,
        0,
        4,
        vec![
            I::NewClosure { dst: r(0), func: 1 },
            I::LoadUndefined { dst: r(1) },
            I::LoadInt { dst: r(2), value: 0 },
            I::Call { dst: r(3), callee: r(0), this: r(1), args: r(2), argc: 1 },
            I::Return { src: r(3) },
        ],
    );
    let f = function(
        FunctionKind::Normal,
        1,
        4,
        vec![
            I::LoadCallee { dst: r(1) },
            I::Increment { dst: r(2), src: r(0) },
            I::LoadUndefined { dst: r(3) },
            I::Call { dst: r(0), callee: r(1), this: r(3), args: r(2), argc: 1 },
            I::Return { src: r(0) },
        ],
    );
    let mut vm = Vm::new(VmOptions::default());
    let code = vm.load_script(
        Script { functions: vec![top, f], strict: true, is_eval: false },
        "t.js",
        "",
    );
    let r = code.and_then(|c| vm.run_top_level(c));
    let Err(Throw::Exception(e)) = r else { panic!("expected a RangeError, got {r:?}") };
    let msg = vm.to_rust_string(e).unwrap_or_default();
    assert_eq!(msg, "RangeError: Maximum call stack size exceeded");
    assert!(vm.frames.is_empty() && vm.regs.is_empty());
}

#[test]
fn handlers_catch_throws_from_callees() {
    let r = Reg;
    // try { f() } catch (e) { return e + 1 } where f throws 41.
    let mut top = function(
        FunctionKind::TopLevel,
        0,
        5,
        vec![
            I::NewClosure { dst: r(0), func: 1 },
            I::LoadUndefined { dst: r(1) },
            I::Call { dst: r(2), callee: r(0), this: r(1), args: r(1), argc: 0 },
            I::Return { src: r(2) },
            I::LoadInt { dst: r(4), value: 1 },
            I::Add { dst: r(3), lhs: r(3), rhs: r(4) },
            I::Return { src: r(3) },
        ],
    );
    top.handlers.push(Handler { start: 2, end: 3, handler: 4, exception: r(3), env_depth: 0 });
    let f = function(
        FunctionKind::Normal,
        0,
        1,
        vec![I::LoadInt { dst: r(0), value: 41 }, I::Throw { src: r(0) }],
    );
    assert_eq!(run(vec![top, f]), Ok(Value::int(42)));
}

/// A handler before the instruction that throws (code no compiler writes, but a dump
/// can hold: found by the snapshot_load fuzz target) makes a cycle without a backward
/// jump; entering the handler pays fuel, so a fuel limit ends it.
#[test]
fn a_throw_caught_by_a_handler_before_it_pays_fuel() {
    let r = Reg;
    let mut top = function(
        FunctionKind::TopLevel,
        0,
        2,
        vec![I::LoadInt { dst: r(0), value: 1 }, I::Throw { src: r(0) }],
    );
    top.handlers.push(Handler { start: 1, end: 2, handler: 0, exception: r(1), env_depth: 0 });
    let mut vm = Vm::new(VmOptions::default());
    vm.set_fuel(Some(10_000));
    let script = Script { functions: vec![top], strict: true, is_eval: false };
    let code = vm.load_script(script, "test.js", "").expect("loads");
    assert!(matches!(vm.run_top_level(code), Err(Throw::Terminate(_))));
}

#[test]
fn int_arithmetic_overflows_to_double() {
    let r = Reg;
    let top = function(
        FunctionKind::TopLevel,
        0,
        3,
        vec![
            I::LoadInt { dst: r(0), value: i32::MAX },
            I::LoadInt { dst: r(1), value: 1 },
            I::Add { dst: r(2), lhs: r(0), rhs: r(1) },
            I::Return { src: r(2) },
        ],
    );
    let v = run(vec![top]);
    assert_eq!(v, Ok(Value::double(2147483648.0)));
}

#[test]
fn fuel_terminates_loops() {
    let r = Reg;
    let top = function(
        FunctionKind::TopLevel,
        0,
        1,
        vec![I::Jump { target: 0 }, I::Return { src: r(0) }],
    );
    let mut vm = Vm::new(VmOptions::default());
    vm.set_fuel(Some(1000));
    let code =
        vm.load_script(Script { functions: vec![top], strict: true, is_eval: false }, "t.js", "");
    let r = code.and_then(|c| vm.run_top_level(c));
    assert_eq!(r, Err(Throw::Terminate(crate::limits::Termination::Fuel)));
}
