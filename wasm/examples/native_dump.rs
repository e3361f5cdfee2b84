//! The native half of the package's cross tests (npm/test/cross.test.mjs): dumps
//! written by the native engine load in the wasm module, and the reverse.
//!
//! ```text
//! native_dump first SCRIPT DUMP    run SCRIPT to its first idle point, write the dump
//! native_dump finish DUMP RESULT   continue DUMP to the end, write the result
//! ```
//!
//! Tools answer as in vm/tests/dump.rs (echo, delay, add, rows, fail). Printed lines go
//! to stdout, one per line (U+0001 for a line break inside one); RESULT is a wire array `[status, bytes]`: status 0 (done) with
//! the value's wire bytes, or 1 (threw) with the ABI's error object's.

use cairn_wasm::{DONE, Entry, IDLE, Options};
use cairn_wire::Value as W;

const TOOLS: &[&str] = &["echo", "add", "rows", "fail", "delay"];

fn answer(name: &str, id: u32, args: &[u8]) -> Result<Vec<u8>, Vec<u8>> {
    let arg = W::from_wire(args).map_err(|e| e.to_string().into_bytes())?;
    let field = |key: &str| match &arg {
        W::Object(props) => {
            props.iter().find(|(k, _)| k.as_str() == Some(key)).map(|(_, v)| v.clone())
        }
        _ => None,
    };
    let num = |v: Option<W>| match v {
        Some(W::Int32(i)) => f64::from(i),
        Some(W::Float64(f)) => f,
        _ => 0.0,
    };
    let out = match name {
        "echo" | "delay" => arg.clone(),
        "add" => W::Float64(num(field("a")) + num(field("b"))),
        "rows" => {
            let n = num(field("n")) as usize;
            W::Array(
                (0..n)
                    .map(|i| {
                        Some(W::Object(vec![
                            ("id".into(), W::Int32(i as i32)),
                            ("name".into(), W::String(format!("row {i}").into())),
                            ("score".into(), W::Float64(i as f64 * 1.5)),
                            ("tags".into(), W::Array(vec![Some(W::String("t".into()))])),
                        ]))
                    })
                    .collect(),
            )
        }
        "fail" => {
            let message = W::String(format!("failed {id}").into());
            return Err(message.to_wire().unwrap_or_default());
        }
        other => return Err(format!("unknown tool {other}").into_bytes()),
    };
    Ok(out.to_wire().unwrap_or_default())
}

/// Answers every pending call (in reverse order, as the tests do).
fn answer_all(entry: &mut Entry) -> Result<(), String> {
    for call in entry.vm().pending_tool_calls().iter().rev() {
        match answer(&call.name, call.id, &call.args) {
            Ok(w) => entry.vm().resolve_tool_call(call.id, &w),
            Err(w) => entry.vm().reject_tool_call(call.id, &w),
        }
        .map_err(|e| e.message)?;
    }
    Ok(())
}

fn print_output(entry: &mut Entry) {
    for line in entry.take_output() {
        // A line with line breaks stays one line (U+0001 stands for each).
        println!("{}", line.replace('\n', "\u{1}"));
    }
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let options = Options::default();
    match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        ["first", script, dump] => {
            let source = std::fs::read_to_string(script).map_err(|e| e.to_string())?;
            let mut entry = Entry::new(&options);
            entry.vm().install_tools(TOOLS).map_err(|e| e.message)?;
            let status = entry.start(&source, "script.js");
            print_output(&mut entry);
            if status != IDLE {
                return Err(format!("{script} did not go idle (status {status})"));
            }
            entry.dump()?;
            std::fs::write(dump, entry.result()).map_err(|e| e.to_string())
        }
        ["finish", dump, result] => {
            let bytes = std::fs::read(dump).map_err(|e| e.to_string())?;
            let mut entry = Entry::load(&bytes, &options)?;
            let mut status = IDLE;
            let mut rounds = 0;
            while status == IDLE {
                rounds += 1;
                if rounds > 10_000 {
                    return Err("too many rounds".into());
                }
                answer_all(&mut entry)?;
                status = entry.run();
                print_output(&mut entry);
            }
            let mut w = cairn_wire::Writer::new();
            w.begin_array(2);
            w.i32(if status == DONE { 0 } else { 1 });
            w.bytes(entry.result());
            std::fs::write(result, w.finish()).map_err(|e| e.to_string())
        }
        _ => Err("usage: native_dump first SCRIPT DUMP | native_dump finish DUMP RESULT".into()),
    }
}
