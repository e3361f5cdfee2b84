//! Fuzz target for cairn-compiler: any input (bytes read as UTF-8, lossily) that parses
//! as a Script, a strict Script or a Module (and a Script as direct eval code) compiles to a unit that passes the bytecode
//! verifier, or returns a CompileError; never a panic, a stack overflow or a hang.

#![no_main]

use cairn_parser::{ParseOptions, parse};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let source = String::from_utf8_lossy(data);
    for (module, strict) in [(false, false), (false, true), (true, false)] {
        let arena = bumpalo::Bump::new();
        let options = ParseOptions { module, strict, ..Default::default() };
        let Ok(program) = parse(&arena, &source, options) else { continue };
        let compile_options = cairn_compiler::CompileOptions::default();
        if module {
            if let Ok(unit) = cairn_compiler::compile_module(&program, &compile_options) {
                if let Err(e) = unit.verify() {
                    panic!("invalid bytecode: {e}");
                }
            }
        } else {
            if let Ok(unit) = cairn_compiler::compile_script(&program, &compile_options) {
                if let Err(e) = unit.verify() {
                    panic!("invalid bytecode: {e}");
                }
            }
            let eval = cairn_compiler::EvalOptions { direct: true };
            if let Ok(unit) = cairn_compiler::compile_eval(&program, &eval) {
                if let Err(e) = unit.verify() {
                    panic!("invalid eval bytecode: {e}");
                }
            }
        }
    }
});
