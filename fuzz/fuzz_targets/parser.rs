//! Fuzz target for cairn-parser: any input (bytes read as UTF-8, lossily) parses as a
//! Script, a strict Script and a Module to an AST or a SyntaxError, without panicking,
//! overflowing the stack or hanging; an error's span lies inside the source.

#![no_main]

use cairn_parser::{ParseOptions, parse};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let source = String::from_utf8_lossy(data);
    for options in [
        ParseOptions { module: false, strict: false, typescript: false },
        ParseOptions { module: false, strict: true, typescript: false },
        ParseOptions { module: true, strict: false, typescript: false },
    ] {
        let arena = bumpalo::Bump::new();
        if let Err(error) = parse(&arena, &source, options) {
            assert!(error.span.start <= error.span.end);
            assert!(error.span.end as usize <= source.len());
            let _ = error.line_column(&source);
        }
    }
});
