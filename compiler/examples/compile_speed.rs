//! Parse and compile a file repeatedly and print MB/s for each phase:
//! `cargo run --release -p cairn-compiler --example compile_speed -- FILE [ROUNDS]`.

use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(path) = args.get(1) else {
        eprintln!("usage: compile_speed FILE [ROUNDS]");
        return;
    };
    let rounds: u32 = args.get(2).and_then(|r| r.parse().ok()).unwrap_or(5);
    let Ok(source) = std::fs::read_to_string(path) else {
        eprintln!("cannot read {path}");
        return;
    };
    let mb = source.len() as f64 / 1e6;
    let (mut parse, mut compile) = (0f64, 0f64);
    let mut instructions = 0usize;
    for _ in 0..rounds {
        let arena = bumpalo::Bump::new();
        let t = Instant::now();
        let program = match cairn_parser::parse(&arena, &source, Default::default()) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("{e}");
                return;
            }
        };
        parse += t.elapsed().as_secs_f64();
        let t = Instant::now();
        match cairn_compiler::compile_script(&program, &Default::default()) {
            Ok(s) => instructions = s.functions.iter().map(|f| f.code.len()).sum(),
            Err(e) => {
                eprintln!("{e}");
                return;
            }
        }
        compile += t.elapsed().as_secs_f64();
    }
    let r = rounds as f64;
    println!(
        "{:.2} MB: parse {:.1} MB/s, compile {:.1} MB/s, {} instructions",
        mb,
        mb * r / parse,
        mb * r / compile,
        instructions
    );
}
