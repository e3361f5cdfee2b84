//! Fuzz target for the TypeScript front: any input (bytes read as UTF-8, lossily)
//! parses as a TypeScript script and module to an AST or a SyntaxError without
//! panicking, overflowing the stack or hanging; when it parses, cairn-ts lowers it and
//! prints it back as JavaScript, which must parse with TypeScript syntax off.

#![no_main]

use cairn_parser::{ParseOptions, parse};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let source = String::from_utf8_lossy(data);
    for module in [false, true] {
        let arena = bumpalo::Bump::new();
        let options = ParseOptions { module, strict: false, typescript: true };
        match parse(&arena, &source, options) {
            Ok(mut program) => {
                if cairn_ts::lower(&arena, &mut program).is_ok() {
                    let js = cairn_ts::print(&program, &source);
                    let js_options = ParseOptions { typescript: false, ..options };
                    if let Err(error) = parse(&arena, &js, js_options) {
                        panic!("the lowered program does not parse: {}\n{js}", error.message);
                    }
                }
            }
            Err(error) => {
                assert!(error.span.start <= error.span.end);
                assert!(error.span.end as usize <= source.len());
                let _ = error.line_column(&source);
            }
        }
    }
});
