//! Print the disassembly of a JavaScript file: `cargo run -p cairn-compiler --example
//! disasm -- FILE [--module]`.

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
    let program = match cairn_parser::parse(&arena, &source, options) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{e}");
            return;
        }
    };
    let out = if module {
        cairn_compiler::compile_module(&program, &Default::default()).map(|m| m.disassemble())
    } else {
        cairn_compiler::compile_script(&program, &Default::default()).map(|s| s.disassemble())
    };
    match out {
        Ok(text) => print!("{text}"),
        Err(e) => eprintln!("{e}"),
    }
}
