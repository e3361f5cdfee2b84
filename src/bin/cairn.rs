//! The `cairn` command-line program.
//!
//! ```text
//! cairn [--module] [--strict] FILE          run FILE (a script; a module with --module or .mjs)
//! cairn [--typescript] FILE.ts              run TypeScript as is (.ts, .mts, .cts or --typescript)
//! cairn --check [--module] [--strict] FILE  check syntax only, like `node --check`
//! cairn --ast [--module] FILE               print the syntax tree
//! cairn -e CODE                             run CODE
//! cairn --tools TOOLS.json FILE             run FILE serving `tools.NAME(arg)` calls from recorded answers
//! cairn                                     on a terminal: the REPL (see repl.rs)
//! ```
//!
//! Exit status: 0 on success, 1 on a syntax error or an uncaught exception (printed
//! with file:line:column), 2 on a usage or I/O error.
//!
//! Scripts and modules get node's timer functions (`setTimeout`, `setInterval`,
//! `clearTimeout`, `clearInterval`, `queueMicrotask`); the run ends when the last timer
//! has fired.

/// `eprint!` that ignores a closed or failing stderr: `eprint!` panics there
/// (`cairn bad.js 2>&-`), and an error report must never turn into a crash.
macro_rules! complain {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = write!(std::io::stderr().lock(), $($arg)*);
    }};
}

/// `eprintln!` that ignores a closed or failing stderr (see [`complain!`]).
macro_rules! complainln {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr().lock(), $($arg)*);
    }};
}

#[cfg(feature = "repl")]
#[path = "cairn/repl.rs"]
mod repl;
#[path = "cairn/timeout.rs"]
mod timeout;
#[path = "cairn/timers.rs"]
mod timers;
#[path = "cairn/tools.rs"]
mod tools;

use std::io::{IsTerminal, Read};

use bumpalo::Bump;

/// The program's allocator: mimalloc. A script's run allocates and frees many small
/// blocks (closures, environments, object slots, strings); mimalloc serves them in a
/// fraction of the system allocator's instructions. The library crates leave the
/// choice to the embedder.
#[cfg(feature = "mimalloc")]
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;
use cairn::diagnostic::code_frame;

use cairn::parser::{ParseOptions, parse};
use cairn::vm::{Vm, VmOptions};

const USAGE: &str = "\
usage: cairn [options] FILE [-- ARGS...]
       cairn [options] -e CODE
       cairn [options] -p CODE
       cairn [options] -          (or no FILE with a pipe: the source from standard input)

options:
  --check     check syntax only (exit 0 when it parses, 1 with the error otherwise)
  --module    run as a module (default for .mjs files)
  --strict    run a script as strict mode code
  --typescript  parse as TypeScript (default for .ts, .mts and .cts files)
  --ast       print the syntax tree instead of running
  --disasm    print the bytecode instead of running
  --fuel N    stop after N units of fuel (a unit: about one empty-loop iteration)
  --max-heap SIZE
              end the run when the heap would pass SIZE bytes (suffixes k, m, g:
              512m, 2g). The default is a quarter of the machine's memory, at most
              4g and at least 256m (node's rule for its heap), so that a runaway
              script ends with \"heap limit exceeded\" instead of exhausting memory.
  --max-depth N
              end the run when calls nest N deep
  --timeout MS
              end the run after MS milliseconds of wall-clock time, counted
              from the program's start; the process, memory freed, has ended
              by then
  --locale TAG
              Intl's default locale, e.g. de-DE (else LC_ALL, LC_MESSAGES or
              LANG's, as node; en-US when none names one with data)
  --time-zone ZONE
              the local time zone, an IANA name (Europe/Paris) or an offset
              (+05:30) (else TZ's or /etc/localtime's, as node; UTC when none)
  --tools FILE.json
              serve the script's tool calls from recorded answers. FILE.json maps each
              tool name to its answers: a JSON array is the list of answers, given to
              the calls in order (wrap an answer that is itself an array: [[1, 2]]);
              any other JSON value answers every call. An answer {\"$error\": \"text\"}
              rejects the call with an Error. The script (typically an async function
              called at the top level) runs until its promise settles, and its value
              is printed as JSON.
  -I FILE     run the script FILE first (repeatable), in the same realm
  --no-unhandled-rejections
              do not end the run with an error when a promise is rejected with no
              handler
  -- ARGS...  the rest are the script's: the global `scriptArgs` is an array of the
              script's name and ARGS (as qjs has it)
  -e CODE     take the source from CODE instead of a file
  -p CODE     as -e, and print the completion value
  -h, --help  show this help
  --version   show the version

Scripts get node's timers (setTimeout, setInterval, clearTimeout, clearInterval,
queueMicrotask); the run ends when the last timer has fired.

exit status: 0 done, 1 an uncaught error (or a syntax error), 2 bad usage, and for a
run a limit ended: 3 fuel (--fuel), 4 heap (--max-heap), 5 call depth (--max-depth),
6 time (--timeout).";

/// What the command line asked for.
#[derive(Debug, Default)]
struct Args {
    check: bool,
    ast: bool,
    disasm: bool,
    module: bool,
    strict: bool,
    typescript: bool,
    fuel: Option<u64>,
    max_heap: Option<usize>,
    max_depth: Option<usize>,
    timeout_ms: Option<u64>,
    print: bool,
    preload: Vec<String>,
    ignore_unhandled_rejections: bool,
    script_args: Vec<String>,
    tools: Option<String>,
    locale: Option<String>,
    time_zone: Option<String>,
    source: Option<Source>,
}

#[derive(Debug)]
enum Source {
    File(String),
    Inline(String),
    Stdin,
}

fn parse_args(mut args: impl Iterator<Item = String>) -> Result<Option<Args>, String> {
    let mut out = Args::default();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--check" | "-c" => out.check = true,
            "--module" => out.module = true,
            "--strict" => out.strict = true,
            "--typescript" => out.typescript = true,
            "--ast" => out.ast = true,
            "--disasm" => out.disasm = true,
            "--fuel" => {
                let n = args.next().ok_or("--fuel needs a number")?;
                out.fuel = Some(n.parse().map_err(|_| format!("--fuel: not a number: '{n}'"))?);
            }
            "--max-heap" => {
                let n = args.next().ok_or("--max-heap needs a size")?;
                out.max_heap = Some(parse_size(&n).ok_or_else(|| {
                    format!("--max-heap: not a size: '{n}' (a number of bytes, or with k, m or g)")
                })?);
            }
            "--max-depth" => {
                let n = args.next().ok_or("--max-depth needs a number")?;
                out.max_depth =
                    Some(n.parse().map_err(|_| format!("--max-depth: not a number: '{n}'"))?);
            }
            "--timeout" => {
                let n = args.next().ok_or("--timeout needs milliseconds")?;
                out.timeout_ms =
                    Some(n.parse().map_err(|_| format!("--timeout: not a number: '{n}'"))?);
            }
            "--tools" => out.tools = Some(args.next().ok_or("--tools needs a file")?),
            "--locale" => out.locale = Some(args.next().ok_or("--locale needs a language tag")?),
            "--time-zone" => {
                out.time_zone = Some(args.next().ok_or("--time-zone needs a time zone")?);
            }
            "-I" | "--include" => out.preload.push(args.next().ok_or("-I needs a file")?),
            "--no-unhandled-rejections" => out.ignore_unhandled_rejections = true,
            "--" => {
                out.script_args = args.by_ref().collect();
                break;
            }
            "-h" | "--help" => return Ok(None),
            "--version" => {
                say(&format!("cairn {}\n", env!("CARGO_PKG_VERSION")));
                return Ok(None);
            }
            "-e" | "--eval" => {
                let code = args.next().ok_or("-e needs an argument")?;
                out.source = Some(Source::Inline(code));
            }
            "-p" | "--print" => {
                let code = args.next().ok_or("-p needs an argument")?;
                out.source = Some(Source::Inline(code));
                out.print = true;
            }
            "-" => {
                if out.source.is_some() {
                    return Err("unexpected argument '-'".to_string());
                }
                out.source = Some(Source::Stdin);
            }
            _ if arg.starts_with('-') && arg != "-" => {
                return Err(format!("unknown option '{arg}'"));
            }
            _ => {
                if out.source.is_some() {
                    return Err(format!("unexpected argument '{arg}'"));
                }
                if is_jsx_name(&arg) {
                    return Err(format!("{arg}: JSX (.jsx and .tsx files) is not supported"));
                }
                if arg.ends_with(".mjs") || arg.ends_with(".mts") {
                    out.module = true;
                }
                if arg.ends_with(".ts") || arg.ends_with(".mts") || arg.ends_with(".cts") {
                    out.typescript = true;
                }
                out.source = Some(Source::File(arg));
            }
        }
    }
    Ok(Some(out))
}

fn main() {
    let status = run();
    exit_now(status)
}

/// Ends the process with `status` once stdout is flushed, skipping the exit-time work of
/// the C runtime's `atexit` handlers: mimalloc's frees every page it holds there (a
/// millisecond and more after a run that grew a large heap, past a `--timeout`), and
/// the kernel frees the whole address space at once anyway.
fn exit_now(status: u8) -> ! {
    use std::io::Write;
    let _ = std::io::stdout().flush();
    let _ = std::io::stderr().flush();
    #[cfg(unix)]
    // SAFETY: `_exit` only ends the process; what it skips (atexit handlers, static
    // destructors) holds nothing that must reach the outside: stdout is flushed above,
    // and the program writes files with `std::fs`, whose writes are done when they return.
    unsafe {
        libc::_exit(i32::from(status))
    }
    #[cfg(not(unix))]
    std::process::exit(i32::from(status))
}

/// The program: parses the arguments, runs what they ask for, and answers the exit status.
fn run() -> u8 {
    // `--timeout` counts from here, so that it bounds the whole run, start-up included.
    let started = std::time::Instant::now();
    let mut args = match parse_args(std::env::args().skip(1)) {
        Ok(Some(args)) => args,
        Ok(None) => {
            if !std::env::args().any(|a| a == "--version") {
                say(&format!("{USAGE}\n"));
            }
            return 0;
        }
        Err(message) => {
            complainln!("cairn: {message}\n\n{USAGE}");
            return 2;
        }
    };
    if args.source.is_none() && !std::io::stdin().is_terminal() {
        args.source = Some(Source::Stdin);
    }
    let (name, text) = match &args.source {
        // On a terminal with no script: the REPL.
        #[cfg(feature = "repl")]
        None => {
            let mut editor = match repl::Editor::new() {
                Ok(editor) => editor,
                Err(message) => {
                    complainln!("cairn: no line editor on this terminal: {message}");
                    return 2;
                }
            };
            cairn::image::use_base_image();
            let mut vm = Vm::new(VmOptions::default());
            if let Err(message) = apply_host_settings(&mut vm, &args) {
                complainln!("cairn: {message}");
                return 2;
            }
            say(&format!("cairn {} (.help for help)\n", env!("CARGO_PKG_VERSION")));
            repl::run(&mut vm, &mut editor);
            return 0;
        }
        #[cfg(not(feature = "repl"))]
        None => {
            complainln!("cairn: no input\n\n{USAGE}");
            return 2;
        }
        Some(Source::Inline(code)) => ("[eval]".to_string(), code.clone()),
        Some(Source::Stdin) => {
            let mut bytes = Vec::new();
            if let Err(error) = std::io::stdin().read_to_end(&mut bytes) {
                complainln!("cairn: standard input: {error}");
                return 2;
            }
            match String::from_utf8(bytes) {
                Ok(text) => ("[stdin]".to_string(), text),
                Err(_) => {
                    complainln!("cairn: standard input: not valid UTF-8");
                    return 2;
                }
            }
        }
        Some(Source::File(path)) => match std::fs::read(path) {
            Ok(bytes) => match String::from_utf8(bytes) {
                Ok(text) => (path.clone(), text),
                Err(_) => {
                    complainln!("cairn: {path}: not valid UTF-8");
                    return 2;
                }
            },
            Err(error) => {
                complainln!("cairn: {path}: {error}");
                return 2;
            }
        },
    };
    // A run leaves parsing (and lowering TypeScript) to the VM, whose syntax errors get
    // the same code frame. The CLI parses first where it needs the tree or the error
    // itself: `--check`, `--ast`, `--disasm` and `--tools` (which prints errors without a
    // frame), and a TypeScript script, which may turn out to be a module.
    let vm_reports = !(args.check || args.ast || args.disasm || args.tools.is_some());
    if !vm_reports || (args.typescript && !args.module) {
        let arena = Bump::new();
        let options =
            ParseOptions { module: args.module, strict: args.strict, typescript: args.typescript };
        let mut parsed = parse(&arena, &text, options);
        // TypeScript treats a file with a top-level import or export as a module: when a
        // .ts file does not parse as a script but does as a module, run it as one.
        if parsed.is_err() && args.typescript && !args.module {
            let as_module = ParseOptions { module: true, ..options };
            if let Ok(program) = parse(&arena, &text, as_module) {
                parsed = Ok(program);
                args.module = true;
            }
        }
        match parsed {
            Ok(mut program) => {
                if args.typescript
                    && !vm_reports
                    && let Err(error) = cairn_ts::lower(&arena, &mut program)
                {
                    let message = format!("SyntaxError: {}", error.message);
                    complain!("{}", code_frame(&name, &text, error.span, &message));
                    return 1;
                }
                if args.ast {
                    say(&format!("{program:#?}\n"));
                    return 0;
                }
                if args.check {
                    return 0;
                }
            }
            Err(error) => {
                let message = format!("SyntaxError: {}", error.message);
                complain!("{}", code_frame(&name, &text, error.span, &message));
                return 1;
            }
        }
    }
    if args.disasm {
        return match cairn::vm::disassemble(&text) {
            Ok(listing) => {
                say(&listing);
                0
            }
            Err(message) => {
                complainln!("{message}");
                1
            }
        };
    }
    cairn::image::use_base_image();
    // Never dropped: the process ends right after the run, and freeing a large heap
    // one value at a time would only delay the exit (and a `--timeout` past its time).
    let mut vm = std::mem::ManuallyDrop::new(Vm::new(VmOptions::default()));
    if let Err(message) = apply_host_settings(&mut vm, &args) {
        complainln!("cairn: {message}");
        return 2;
    }
    // The VM parses TypeScript itself: the main file (by its name or `--typescript`) and
    // every imported `.ts`, `.mts` or `.cts` module.
    let main_unit = if args.module { cairn::vm::normalize_path(&name) } else { name.clone() };
    let main_is_typescript = args.typescript;
    vm.set_typescript(
        cairn_ts::lower,
        Box::new(move |unit| {
            cairn::typescript::is_typescript_name(unit) || (main_is_typescript && unit == main_unit)
        }),
    );
    // `--tools` answers recorded tool calls; its tools are installed before the timers,
    // which then run through a hidden tool of theirs.
    let recorded = match args.tools.as_deref().map(tools::Recorded::load).transpose() {
        Ok(recorded) => recorded,
        Err(message) => {
            complainln!("cairn: {message}");
            return 2;
        }
    };
    if let Some(recorded) = &recorded
        && let Err(message) = tools::install(&mut vm, recorded)
    {
        complainln!("cairn: {message}");
        return 2;
    }
    // Timers (setTimeout and friends) are the CLI's, as in node. They take the builtins
    // they use before the script runs (and their prelude spends none of its fuel).
    let firing = if recorded.is_some() { timers::Firing::Tool } else { timers::Firing::Clock };
    let timer_queue = match timers::install(&mut vm, firing) {
        Ok(queue) => queue,
        Err(message) => {
            complainln!("cairn: timers: {message}");
            return 2;
        }
    };
    if let Err(message) = set_script_args(&mut vm, &name, &args.script_args) {
        complainln!("cairn: {message}");
        return 2;
    }
    vm.set_ignore_unhandled_rejections(args.ignore_unhandled_rejections);
    vm.set_fuel(args.fuel);
    vm.set_heap_limit(args.max_heap.unwrap_or_else(default_heap_limit));
    vm.set_max_call_depth(args.max_depth);
    let timed_out = args.timeout_ms.map(|ms| timeout::Timeout::arm(&mut vm, started, ms));
    // `-I` scripts run first, under the same limits, as the script's own code would.
    for path in &args.preload {
        let source = match std::fs::read_to_string(path) {
            Ok(source) => source,
            Err(error) => {
                complainln!("cairn: {path}: {error}");
                return 2;
            }
        };
        if let Err(error) = vm.eval_script(&source, path) {
            return report(&error, path, &source, timed_out.as_ref());
        }
    }
    if let Some(recorded) = recorded {
        return tools::run(&mut vm, recorded, &timer_queue, &text, &name, timed_out.as_ref());
    }
    let result = if args.module {
        vm.set_module_loader(Box::new(load_module_file));
        vm.set_import_meta_hook(Box::new(|name| {
            let path = std::fs::canonicalize(name)
                .map_or_else(|_| name.to_string(), |p| p.to_string_lossy().into_owned());
            vec![("url".to_string(), format!("file://{path}"))]
        }));
        vm.eval_module(&text, &cairn::vm::normalize_path(&name))
    } else {
        vm.eval_script_with(&text, &name, args.strict)
    };
    // `-p` prints the completion value before the timers run, as node does.
    let result = match result {
        Ok(value) if args.print => {
            let text = vm.display(value);
            say(&format!("{text}\n"));
            Ok(value)
        }
        other => other,
    };
    // When the script and its job queue are done, the timers it armed fire in turn.
    let result = result.and_then(|_| timers::run(&mut vm, &timer_queue, timed_out.as_ref()));
    match result {
        Ok(_) => 0,
        Err(error) => report(&error, &name, &text, timed_out.as_ref()),
    }
}

/// Prints the error that ended a run of `source` (file `name`): a syntax error with its
/// code frame, a termination with its cause, else the uncaught value's stack; the
/// exit status that goes with it.
fn report(
    error: &cairn::vm::JsError,
    name: &str,
    source: &str,
    timed_out: Option<&timeout::Timeout>,
) -> u8 {
    if let Some((start, end)) = error.span {
        let span = cairn::lexer::Span { start, end };
        complain!("{}", code_frame(name, source, span, &error.message));
    } else if error.termination.is_some() {
        complainln!("cairn: {}", termination_message(error, timed_out));
    } else {
        complainln!("Uncaught {}", error.stack.trim_start_matches("Uncaught "));
    }
    exit_status(error)
}

/// Defines the global `scriptArgs`: the script's name, then the arguments after `--`.
fn set_script_args(vm: &mut Vm, name: &str, rest: &[String]) -> Result<(), String> {
    let all: Vec<&str> = std::iter::once(name).chain(rest.iter().map(String::as_str)).collect();
    let wire = cairn::wire::to_vec(&all).map_err(|e| e.to_string())?;
    vm.define_global_wire("scriptArgs", &wire).map_err(|e| e.message)
}

/// The exit status of a run `error` ended: 1 for an uncaught error or a syntax error,
/// else one per limit (see USAGE): hosts that run the program tell causes apart.
fn exit_status(error: &cairn::vm::JsError) -> u8 {
    use cairn::vm::Termination;
    match error.termination {
        None => 1,
        Some(Termination::Fuel) => 3,
        Some(Termination::HeapLimit) => 4,
        Some(Termination::CallDepth) => 5,
        // The program sets the interrupt flag only for `--timeout`.
        Some(Termination::Interrupted) => 6,
    }
}

/// The message of a termination; the interrupt flag and check are `--timeout`'s.
fn termination_message(error: &cairn::vm::JsError, timed_out: Option<&timeout::Timeout>) -> String {
    match (error.termination, timed_out) {
        (Some(cairn::vm::Termination::Interrupted), Some(_)) => {
            "terminated: time limit (--timeout) exceeded".to_string()
        }
        _ => error.message.clone(),
    }
}

/// `--locale` and `--time-zone` on a new VM; an unknown name is bad usage. Without
/// them the environment's, as node takes them: the locale of LC_ALL, LC_MESSAGES or
/// LANG, and the zone of TZ or of the link /etc/localtime. One the engine does not know
/// leaves its default (en-US, UTC), as node's does.
fn apply_host_settings(vm: &mut Vm, args: &Args) -> Result<(), String> {
    match &args.locale {
        Some(tag) => vm.set_locale(tag).map_err(|message| format!("--locale: {message}"))?,
        None => {
            if let Some(tag) = environment_locale() {
                let _ = vm.set_locale(&tag);
            }
        }
    }
    match &args.time_zone {
        Some(zone) => {
            vm.set_time_zone_id(zone).map_err(|message| format!("--time-zone: {message}"))?
        }
        None => {
            if let Some(zone) = environment_time_zone() {
                let _ = vm.set_time_zone_id(&zone);
            }
        }
    }
    Ok(())
}

/// The language tag of the POSIX locale in LC_ALL, LC_MESSAGES or LANG (the first set):
/// `de_DE.UTF-8` is `de-DE`; C and POSIX are none.
fn environment_locale() -> Option<String> {
    let posix = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|name| std::env::var(name).ok())
        .find(|value| !value.is_empty())?;
    posix_locale_tag(&posix)
}

/// `language_TERRITORY.codeset@modifier` as a language tag (codeset and modifier
/// dropped); `None` for C and POSIX.
fn posix_locale_tag(posix: &str) -> Option<String> {
    let name = posix.split(['.', '@']).next().unwrap_or_default();
    if name.is_empty() || name == "C" || name == "POSIX" {
        return None;
    }
    Some(name.replace('_', "-"))
}

/// The time zone of TZ (`Europe/Berlin`, `:Europe/Berlin`, or a path into a zoneinfo
/// directory), else of the link /etc/localtime.
fn environment_time_zone() -> Option<String> {
    let zone = match std::env::var("TZ") {
        Ok(tz) if !tz.is_empty() => tz.trim_start_matches(':').to_string(),
        _ => std::fs::read_link("/etc/localtime").ok()?.to_string_lossy().into_owned(),
    };
    let zone = match zone.rsplit_once("zoneinfo/") {
        Some((_, name)) => name.to_string(),
        None => zone,
    };
    // A path elsewhere (a copied file, not a link into zoneinfo) names no zone.
    (!zone.is_empty() && !zone.starts_with('/')).then_some(zone)
}

/// A size as `--max-heap` takes it: bytes, or a number with `k`, `m` or `g` (binary
/// multiples, either case). `None` when it is not one or does not fit a `usize`.
fn parse_size(text: &str) -> Option<usize> {
    let lower = text.to_ascii_lowercase();
    let (digits, shift) = match lower.as_bytes().last()? {
        b'k' => (&lower[..lower.len() - 1], 10),
        b'm' => (&lower[..lower.len() - 1], 20),
        b'g' => (&lower[..lower.len() - 1], 30),
        _ => (lower.as_str(), 0),
    };
    let n: usize = digits.parse().ok()?;
    n.checked_mul(1 << shift)
}

/// The heap limit when `--max-heap` is not given: a quarter of the machine's memory,
/// at most 4 GiB and at least 256 MiB, as node sizes its heap. The limit counts the
/// engine's heap bytes, not all the process's memory (buffers outside the heap, the
/// allocator's slack), so a quarter leaves the rest of the machine room; where the
/// memory cannot be read (no /proc/meminfo), 2 GiB.
fn default_heap_limit() -> usize {
    const MIB: u64 = 1 << 20;
    let total = std::fs::read_to_string("/proc/meminfo").ok().and_then(|text| {
        let line = text.lines().find(|l| l.starts_with("MemTotal:"))?;
        let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
        kib.checked_mul(1024)
    });
    let limit = match total {
        Some(bytes) => (bytes / 4).clamp(256 * MIB, 4096 * MIB),
        None => 2048 * MIB,
    };
    usize::try_from(limit).unwrap_or(usize::MAX)
}

/// A `.jsx` or `.tsx` file name: JSX, which Cairn does not parse (and which would
/// otherwise fail at its first element or type with a confusing syntax error).
fn is_jsx_name(path: &str) -> bool {
    path.ends_with(".jsx") || path.ends_with(".tsx")
}

/// A path that names no file, resolved as TypeScript projects write imports (tsc's
/// `bundler` and `nodenext` resolution): `./a.js` for the source `./a.ts` (`.mjs` for
/// `.mts`, `.cjs` for `.cts`), `./a` for `./a.ts` or `./a.js`, and `./dir` for
/// `./dir/index.ts` or `./dir/index.js`. A path that names a file is kept.
fn typescript_file_for(path: String) -> String {
    let is_file = |p: &str| std::path::Path::new(p).is_file();
    if is_file(&path) {
        return path;
    }
    for (js, ts) in [(".js", ".ts"), (".mjs", ".mts"), (".cjs", ".cts")] {
        if let Some(stem) = path.strip_suffix(js) {
            let candidate = format!("{stem}{ts}");
            if is_file(&candidate) {
                return candidate;
            }
        }
    }
    for suffix in [".ts", ".js", "/index.ts", "/index.js"] {
        let candidate = format!("{path}{suffix}");
        if is_file(&candidate) {
            return candidate;
        }
    }
    path
}

/// The module loader of the command line: relative specifiers resolve against the
/// importing file's folder and are read from disk (UTF-8). A `.ts`, `.mts` or `.cts`
/// file is TypeScript, which the VM parses as such by its name.
fn load_module_file(specifier: &str, referrer: &str) -> Result<(String, String), String> {
    let Some(path) = cairn::vm::resolve_file_specifier(specifier, referrer) else {
        return Err(format!("bare specifier '{specifier}' (only ./, ../ and / paths load)"));
    };
    let path = typescript_file_for(path);
    if is_jsx_name(&path) {
        return Err(format!("{path}: JSX (.jsx and .tsx files) is not supported"));
    }
    let bytes = std::fs::read(&path).map_err(|e| format!("{path}: {e}"))?;
    let text = String::from_utf8(bytes).map_err(|_| format!("{path}: not valid UTF-8"))?;
    Ok((path, text))
}

/// Write `text` to stdout; a closed stdout (`cairn --ast x.js | head`) ends the output
/// quietly instead of panicking as `print!` does.
fn say(text: &str) {
    use std::io::Write;
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_take_binary_suffixes_and_refuse_the_rest() {
        assert_eq!(parse_size("4096"), Some(4096));
        assert_eq!(parse_size("512k"), Some(512 << 10));
        assert_eq!(parse_size("512M"), Some(512 << 20));
        assert_eq!(parse_size("2g"), Some(2 << 30));
        for bad in ["", "g", "12x", "-1m", "1.5g", "99999999999999999999g"] {
            assert_eq!(parse_size(bad), None, "{bad}");
        }
    }

    #[test]
    fn posix_locales_become_language_tags() {
        assert_eq!(posix_locale_tag("de_DE.UTF-8").as_deref(), Some("de-DE"));
        assert_eq!(posix_locale_tag("sr_RS@latin").as_deref(), Some("sr-RS"));
        assert_eq!(posix_locale_tag("ja").as_deref(), Some("ja"));
        for none in ["C", "C.UTF-8", "POSIX", ""] {
            assert_eq!(posix_locale_tag(none), None, "{none}");
        }
    }

    #[test]
    fn the_default_heap_limit_is_between_256m_and_4g() {
        let limit = default_heap_limit() as u64;
        assert!((256 << 20..=4 << 30).contains(&limit), "{limit}");
    }
}
