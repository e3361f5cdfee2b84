//! Parse every `.js`/`.mjs`/`.cjs` file under a directory and list the rejected ones
//! (a smoke test on real-world code): `cargo run --release -p cairn-parser --example corpus_check -- DIR`.
fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            walk(&path, out);
        } else if path.extension().is_some_and(|e| e == "js" || e == "mjs" || e == "cjs") {
            out.push(path);
        }
    }
}

fn main() {
    let dir = std::env::args().nth(1).unwrap_or_else(|| ".".into());
    let mut files = Vec::new();
    walk(std::path::Path::new(&dir), &mut files);
    files.sort();
    let (mut ok, mut bad, mut bytes) = (0, 0, 0usize);
    let started = std::time::Instant::now();
    for path in &files {
        let Ok(source) = std::fs::read_to_string(path) else { continue };
        bytes += source.len();
        let module = path.extension().is_some_and(|e| e == "mjs");
        let arena = bumpalo::Bump::new();
        let options = cairn_parser::ParseOptions { module, strict: false, typescript: false };
        match cairn_parser::parse(&arena, &source, options) {
            Ok(_) => ok += 1,
            Err(e) => {
                // Files that are modules without the .mjs extension: try the module goal.
                let arena = bumpalo::Bump::new();
                let options =
                    cairn_parser::ParseOptions { module: true, strict: false, typescript: false };
                if cairn_parser::parse(&arena, &source, options).is_ok() {
                    ok += 1;
                    continue;
                }
                bad += 1;
                let (line, column) = e.line_column(&source);
                println!("{}:{line}:{column}: {}", path.display(), e.message);
            }
        }
    }
    println!(
        "{ok} accepted, {bad} rejected, {:.1} MB in {:.2}s",
        bytes as f64 / 1e6,
        started.elapsed().as_secs_f64()
    );
}
