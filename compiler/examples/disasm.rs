//! Print the disassembly of a JavaScript file: `cargo run -p cairn-compiler --example
//! disasm -- FILE [--module | --eval]` (`--eval`: as direct eval code).

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(path) = args.get(1) else {
        eprintln!("usage: disasm FILE [--module]");
        return;
    };
    let module = args.iter().any(|a| a == "--module");
    let source = match std::fs::read_to_string(path) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{path}: {e}");
            return;
        }
    };
    let arena = bumpalo::Bump::new();
    let options = cairn_parser::ParseOptions { module, ..Default::default() };
    let eval = args.iter().any(|a| a == "--eval");
    // Eval code is parsed as if inside a derived constructor (everything allowed).
    let context = cairn_parser::EvalContext {
        new_target: true,
        super_property: true,
        super_call: true,
        in_class_field: false,
        private_names: Vec::new(),
    };
    let parsed = if eval {
        cairn_parser::parse_eval(&arena, &source, &[], false, context)
    } else {
        cairn_parser::parse(&arena, &source, options)
    };
    let program = match parsed {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{e}");
            return;
        }
    };
    let out = if eval {
        cairn_compiler::compile_eval(&program, &cairn_compiler::EvalOptions { direct: true })
            .map(|s| s.disassemble())
    } else if module {
        cairn_compiler::compile_module(&program, &Default::default()).map(|m| m.disassemble())
    } else {
        cairn_compiler::compile_script(&program, &Default::default()).map(|s| s.disassemble())
    };
    match out {
        Ok(text) => print!("{text}"),
        Err(e) => eprintln!("{e}"),
    }
}
