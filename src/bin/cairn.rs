//! The `cairn` command-line program.
//!
//! ```text
//! cairn [--module] [--strict] FILE        parse FILE and print its syntax tree (no VM yet)
//! cairn --check [--module] [--strict] FILE  check syntax only, like `node --check`
//! cairn -e CODE                           the same, with the source given inline
//! ```
//!
//! Exit status: 0 on success, 1 on a syntax error, 2 on a usage or I/O error.

use std::process::ExitCode;

use cairn::diagnostic::code_frame;
use cairn::parser::{Bump, ParseOptions, parse};

const USAGE: &str = "\
usage: cairn [options] FILE
       cairn [options] -e CODE

options:
  --check     check syntax only (exit 0 when it parses, 1 with the error otherwise)
  --module    parse with the module goal (default for .mjs files)
  --strict    parse a script as strict mode code
  --ast       print the syntax tree (the default until the VM runs scripts)
  -e CODE     take the source from CODE instead of a file
  -h, --help  show this help
  --version   show the version";

/// What the command line asked for.
#[derive(Debug, Default)]
struct Args {
    check: bool,
    module: bool,
    strict: bool,
    source: Option<Source>,
}

#[derive(Debug)]
enum Source {
    File(String),
    Inline(String),
}

fn parse_args(mut args: impl Iterator<Item = String>) -> Result<Option<Args>, String> {
    let mut out = Args::default();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--check" | "-c" => out.check = true,
            "--module" => out.module = true,
            "--strict" => out.strict = true,
            "--ast" => {}
            "-h" | "--help" => return Ok(None),
            "--version" => {
                println!("cairn {}", env!("CARGO_PKG_VERSION"));
                return Ok(None);
            }
            "-e" | "--eval" => {
                let code = args.next().ok_or("-e needs an argument")?;
                out.source = Some(Source::Inline(code));
            }
            _ if arg.starts_with('-') && arg != "-" => return Err(format!("unknown option '{arg}'")),
            _ => {
                if out.source.is_some() {
                    return Err(format!("unexpected argument '{arg}'"));
                }
                if arg.ends_with(".mjs") {
                    out.module = true;
                }
                out.source = Some(Source::File(arg));
            }
        }
    }
    Ok(Some(out))
}

fn main() -> ExitCode {
    let args = match parse_args(std::env::args().skip(1)) {
        Ok(Some(args)) => args,
        Ok(None) => {
            if !std::env::args().any(|a| a == "--version") {
                println!("{USAGE}");
            }
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("cairn: {message}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let (name, text) = match &args.source {
        None => {
            eprintln!("cairn: no input\n\n{USAGE}");
            return ExitCode::from(2);
        }
        Some(Source::Inline(code)) => ("[eval]".to_string(), code.clone()),
        Some(Source::File(path)) => match std::fs::read(path) {
            Ok(bytes) => match String::from_utf8(bytes) {
                Ok(text) => (path.clone(), text),
                Err(_) => {
                    eprintln!("cairn: {path}: not valid UTF-8");
                    return ExitCode::from(2);
                }
            },
            Err(error) => {
                eprintln!("cairn: {path}: {error}");
                return ExitCode::from(2);
            }
        },
    };
    let arena = Bump::new();
    let options = ParseOptions { module: args.module, strict: args.strict };
    match parse(&arena, &text, options) {
        Ok(program) => {
            if !args.check {
                eprintln!("cairn: the VM does not run scripts yet; printing the syntax tree");
                println!("{program:#?}");
            }
            ExitCode::SUCCESS
        }
        Err(error) => {
            let message = format!("SyntaxError: {}", error.message);
            eprint!("{}", code_frame(&name, &text, error.span, &message));
            ExitCode::from(1)
        }
    }
}
