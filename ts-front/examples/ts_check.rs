//! Parse (and lower) TypeScript files given on the command line; print the first error
//! of each file that fails; with `--print`, print the lowered JavaScript instead.
//! `cargo run -p cairn-ts --example ts_check -- [--print] FILE...`

fn main() {
    let mut failed = 0;
    let print = std::env::args().any(|a| a == "--print");
    for path in std::env::args().skip(1).filter(|a| a != "--print") {
        let Ok(source) = std::fs::read_to_string(&path) else {
            eprintln!("{path}: cannot read");
            failed += 1;
            continue;
        };
        let arena = bumpalo::Bump::new();
        let module =
            path.ends_with(".mts") || source.contains("export ") || source.contains("import ");
        let options = cairn_parser::ParseOptions { module, strict: false, typescript: true };
        match cairn_parser::parse(&arena, &source, options) {
            Ok(mut program) => {
                if let Err(e) = cairn_ts::lower(&arena, &mut program) {
                    let (line, column) = e.line_column(&source);
                    println!("{path}:{line}:{column}: lower: {}", e.message);
                    failed += 1;
                } else if print {
                    print!("{}", cairn_ts::print(&program, &source));
                }
            }
            Err(e) => {
                let (line, column) = e.line_column(&source);
                println!("{path}:{line}:{column}: {}", e.message);
                failed += 1;
            }
        }
    }
    if failed > 0 {
        std::process::exit(1);
    }
}
