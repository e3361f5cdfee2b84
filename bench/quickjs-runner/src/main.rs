//! `quickjs-runner FILE.js`: evaluates FILE as a classic (sloppy) script on QuickJS-NG, as the
//! bundled `qjs` would, with a global `print` and a minimal `console.log`, then drains the job
//! queue. Exits 1 on an uncaught exception (printed to stderr with its stack), 2 on usage or I/O
//! errors. Used by bench/run.sh as the QuickJS-NG peer of Cairn's side-by-side benchmarks.

use std::io::Write;
use std::process::ExitCode;

use rquickjs::context::EvalOptions;
use rquickjs::function::{Func, Rest};
use rquickjs::{Coerced, Context, Ctx, Object, Runtime, Value};

/// Writes the arguments, converted with ToString and separated by spaces, plus a newline.
fn print_line(args: Rest<Coerced<String>>) {
    let mut out = std::io::stdout().lock();
    let mut first = true;
    for Coerced(s) in args.0 {
        if !first {
            let _ = out.write_all(b" ");
        }
        first = false;
        let _ = out.write_all(s.as_bytes());
    }
    let _ = out.write_all(b"\n");
}

/// Installs `print` and `console.{log,info,warn,error}` (all to stdout, as `qjs` does for log).
fn install_globals(ctx: &Ctx<'_>) -> rquickjs::Result<()> {
    let globals = ctx.globals();
    globals.set("print", Func::from(print_line))?;
    let console = Object::new(ctx.clone())?;
    for name in ["log", "info", "warn", "error", "debug"] {
        console.set(name, Func::from(print_line))?;
    }
    globals.set("console", console)?;
    Ok(())
}

/// Describes an exception value: its stack when it is an Error, else its ToString.
fn describe<'js>(ctx: &Ctx<'js>, value: Value<'js>) -> String {
    if let Some(exception) = value.as_exception() {
        let message = exception.message().unwrap_or_default();
        let stack = exception.stack().unwrap_or_default();
        let name: String = exception
            .get::<_, Coerced<String>>("name")
            .map(|c| c.0)
            .unwrap_or_else(|_| "Error".to_owned());
        return format!("{name}: {message}\n{stack}");
    }
    match ctx.json_stringify(value.clone()) {
        Ok(Some(s)) => s.to_string().unwrap_or_default(),
        _ => format!("{value:?}"),
    }
}

/// The bundled QuickJS-NG's version string, e.g. "0.16.2".
fn quickjs_version() -> String {
    // SAFETY: JS_GetVersion returns a pointer to a static NUL-terminated string.
    let raw = unsafe { std::ffi::CStr::from_ptr(rquickjs::qjs::JS_GetVersion()) };
    raw.to_string_lossy().into_owned()
}

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: quickjs-runner FILE.js | --version");
        return ExitCode::from(2);
    };
    if path == "--version" {
        println!("QuickJS-NG {} (rquickjs 0.14.0)", quickjs_version());
        return ExitCode::SUCCESS;
    }
    let source = match std::fs::read(&path) {
        Ok(bytes) => bytes,
        Err(err) => {
            eprintln!("quickjs-runner: cannot read {path}: {err}");
            return ExitCode::from(2);
        }
    };
    let (runtime, context) = match Runtime::new().and_then(|rt| Context::full(&rt).map(|c| (rt, c)))
    {
        Ok(pair) => pair,
        Err(err) => {
            eprintln!("quickjs-runner: cannot create a runtime: {err}");
            return ExitCode::from(2);
        }
    };
    let mut failed = context.with(|ctx| {
        if let Err(err) = install_globals(&ctx) {
            eprintln!("quickjs-runner: cannot install globals: {err}");
            return true;
        }
        let mut options = EvalOptions::default();
        // A classic script, as `qjs FILE` runs one: sloppy unless it says "use strict".
        options.strict = false;
        options.global = true;
        options.filename = Some(path.clone());
        match ctx.eval_with_options::<(), _>(source, options) {
            Ok(()) => false,
            Err(rquickjs::Error::Exception) => {
                eprintln!("Uncaught {}", describe(&ctx, ctx.catch()));
                true
            }
            Err(err) => {
                eprintln!("quickjs-runner: {err}");
                true
            }
        }
    });
    // Drain the job queue (promise reactions), as `qjs` does before exiting.
    loop {
        match runtime.execute_pending_job() {
            Ok(true) => {}
            Ok(false) => break,
            Err(job) => {
                job.0.with(|ctx| {
                    eprintln!("Uncaught (in promise job) {}", describe(&ctx, ctx.catch()));
                });
                failed = true;
            }
        }
    }
    let _ = std::io::stdout().flush();
    if failed { ExitCode::from(1) } else { ExitCode::SUCCESS }
}
