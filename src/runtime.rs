//! [`Runtime`]: one isolated run of a script that talks to its host only in wire bytes.
//!
//! A host creates a runtime, names the tools the script may call, passes data in as
//! wire values, starts the script, and drives it: [`Runtime::start`] and
//! [`Runtime::run`] return [`Status::Done`] with the script's value as wire bytes,
//! [`Status::Threw`], or [`Status::Idle`] with the tool calls the script waits on. The
//! host answers each call ([`Runtime::resolve`], [`Runtime::reject`]) in any order and
//! calls [`Runtime::run`] again.
//!
//! ```
//! use cairn::{Runtime, Status};
//! use cairn::wire::Value;
//!
//! let mut rt = Runtime::new(Default::default());
//! rt.install_tools(&["read"]).unwrap();
//! rt.set_global("config", &cairn::wire::to_vec(&["a.txt", "b.txt"]).unwrap()).unwrap();
//! let mut status = rt.start(
//!     "(async () => {
//!         const texts = await Promise.all(config.map((path) => tools.read({path})));
//!         return texts.map((t) => t.toUpperCase());
//!     })()",
//!     "codemode.js",
//! );
//! loop {
//!     match status {
//!         Status::Idle(calls) => {
//!             // Answer in reverse order: the script does not care.
//!             for call in calls.iter().rev() {
//!                 let args = Value::from_wire(&call.args).unwrap();
//!                 let text = format!("contents of {args:?}");
//!                 rt.resolve(call.id, &cairn::wire::to_vec(&text).unwrap()).unwrap();
//!             }
//!             status = rt.run();
//!         }
//!         Status::Done(bytes) => {
//!             let out: Vec<String> = cairn::wire::from_slice(&bytes).unwrap();
//!             assert_eq!(out.len(), 2);
//!             assert!(out[0].starts_with("CONTENTS OF"));
//!             break;
//!         }
//!         Status::Threw(error) => panic!("{error}"),
//!     }
//! }
//! ```
//!
//! Synchronous host functions are Rust closures; [`Runtime::register_fn`] reads the
//! arguments into a Rust type and writes the result back through serde
//! ([`Runtime::register_host_function`] takes and gives wire bytes):
//!
//! ```
//! let mut rt = cairn::Runtime::new(Default::default());
//! rt.register_fn("add", |(a, b): (i32, i32)| Ok::<_, String>(a + b)).unwrap();
//! let status = rt.start("add(40, 2)", "sync.js");
//! assert_eq!(status.decode::<i32>().unwrap(), 42);
//! ```
//!
//! A function the script defines can be called from Rust, with arguments and a result
//! ([`Runtime::call`]; an async function may go idle on tools like a script):
//!
//! ```
//! let mut rt = cairn::Runtime::builder().fuel(1_000_000).build();
//! rt.start("function greet(who, n) { return `hello ${who}`.repeat(n) }", "lib.js");
//! let status = rt.call_with("greet", &("web", 2));
//! assert_eq!(status.decode::<String>().unwrap(), "hello webhello web");
//! ```
//!
//! Values the host keeps between calls (a module's exported handler, an object it
//! reads later) are [`Rooted`] handles: each keeps its value alive until it is
//! dropped, where a bare VM value would be freed by the next collection.
//!
//! ```
//! let mut rt = cairn::Runtime::new(Default::default());
//! rt.start_module("export function handler(n) { return n + 1 }", "handler.mjs");
//! let exports = rt.value().unwrap();
//! let handler = rt.get(&exports, "handler").unwrap();
//! rt.start("globalThis.other = 'runs in between'", "other.js");
//! assert_eq!(rt.call_value_with(&handler, &41).decode::<u32>().unwrap(), 42);
//! ```

use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::task::Poll;

use cairn_vm::{BoundaryError, HostError, Rooted, RunOutcome, ToolCall, Vm, VmOptions};
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::error::Error;

/// Where a run stands.
#[derive(Clone, Debug, PartialEq)]
pub enum Status {
    /// The script's value (an async script's settled value) as wire bytes.
    Done(Vec<u8>),
    /// The script threw, its promise rejected, a limit ended it, or its value could not
    /// be written as wire (a function, say: the message names the path).
    Threw(Error),
    /// The script waits on these tool calls (every unanswered one, by id).
    Idle(Vec<ToolCall>),
}

/// Why [`Status::decode`] has no value.
#[derive(Clone, Debug, PartialEq)]
pub enum DecodeError {
    /// The run threw.
    Threw(Error),
    /// The run waits on tool calls.
    Idle(Vec<ToolCall>),
    /// The value does not have the asked shape.
    Wire(cairn_wire::WireError),
}

impl core::fmt::Display for DecodeError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            DecodeError::Threw(e) => write!(f, "the run threw: {e}"),
            DecodeError::Idle(calls) => write!(f, "the run waits on {} tool call(s)", calls.len()),
            DecodeError::Wire(e) => write!(f, "the value does not decode: {e}"),
        }
    }
}

impl std::error::Error for DecodeError {}

/// Why [`Runtime::set_locale`] or [`Runtime::set_time_zone`] refused a name (nothing
/// changed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettingError {
    /// What is wrong with the name.
    pub message: String,
}

impl core::fmt::Display for SettingError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for SettingError {}

impl Status {
    /// The run's value as a Rust value (through serde), or why there is none.
    pub fn decode<T: DeserializeOwned>(&self) -> Result<T, DecodeError> {
        match self {
            Status::Done(bytes) => cairn_wire::from_slice(bytes).map_err(DecodeError::Wire),
            Status::Threw(e) => Err(DecodeError::Threw(e.clone())),
            Status::Idle(calls) => Err(DecodeError::Idle(calls.clone())),
        }
    }
}

/// Sets up a [`Runtime`]: its limits, its seed and where `print`/`console.log` go.
/// Every limit is off unless set. The same settings serve a new run
/// ([`Builder::build`]) and a run continued from a dump ([`Builder::load`]): a dump
/// holds the run, not the host's limits.
#[derive(Default)]
pub struct Builder {
    options: VmOptions,
    seed: Option<u64>,
    print: Option<PrintHook>,
}

/// Where a runtime's `print` and `console.log` lines go.
type PrintHook = Box<dyn FnMut(&str)>;

impl Builder {
    /// Fuel for the runtime's whole life: backward jumps, calls and native work charge
    /// it; running out terminates the run ([`cairn_vm::Termination::Fuel`]).
    pub fn fuel(mut self, units: u64) -> Builder {
        self.options.limits.fuel = Some(units);
        self
    }

    /// The heap's byte limit; reaching it terminates the run
    /// ([`cairn_vm::Termination::HeapLimit`]).
    pub fn heap_limit(mut self, bytes: usize) -> Builder {
        self.options.heap.limit = bytes;
        self
    }

    /// The call depth (frames) past which the run is terminated.
    pub fn call_depth(mut self, frames: usize) -> Builder {
        self.options.limits.max_call_depth = Some(frames);
        self
    }

    /// A flag another thread sets to stop the run (read at the fuel points).
    pub fn interrupt(mut self, flag: Arc<AtomicBool>) -> Builder {
        self.options.limits.interrupt = Some(flag);
        self
    }

    /// A check asked at the fuel points (every [`cairn_vm::INTERRUPT_CHECK_UNITS`]
    /// units): `true` stops the run ([`cairn_vm::Termination::Interrupted`]).
    pub fn interrupt_check(mut self, check: impl Fn() -> bool + Send + Sync + 'static) -> Builder {
        self.options.limits.should_interrupt = Some(cairn_vm::InterruptCheck::new(check));
        self
    }

    /// A wall-clock deadline, read at the fuel points: past it the run is stopped
    /// ([`cairn_vm::Termination::Interrupted`]). Needs no other thread.
    pub fn deadline(self, at: std::time::Instant) -> Builder {
        self.interrupt_check(move || std::time::Instant::now() >= at)
    }

    /// The seed of `Math.random`, so that runs repeat.
    pub fn random_seed(mut self, seed: u64) -> Builder {
        self.seed = Some(seed);
        self
    }

    /// Where the script's `print` and `console.log` lines go (without their line
    /// end); by default they are written to stdout.
    pub fn print(mut self, hook: impl FnMut(&str) + 'static) -> Builder {
        self.print = Some(Box::new(hook));
        self
    }

    /// The runtime.
    pub fn build(self) -> Runtime {
        let Builder { options, seed, print } = self;
        let mut rt = Runtime::new(options);
        if let Some(seed) = seed {
            rt.vm.set_random_seed(seed);
        }
        if let Some(hook) = print {
            rt.vm.set_print_hook(hook);
        }
        rt
    }

    /// A runtime that continues the run `dump` recorded (see [`Runtime::load`]), with
    /// these limits and print hook. A seed set here replaces the one the dump holds.
    pub fn load(self, dump: &[u8]) -> Result<Runtime, cairn_vm::SnapshotError> {
        let Builder { options, seed, print } = self;
        let mut rt = Runtime::load(dump, options)?;
        if let Some(seed) = seed {
            rt.vm.set_random_seed(seed);
        }
        if let Some(hook) = print {
            rt.vm.set_print_hook(hook);
        }
        Ok(rt)
    }
}

/// One isolated VM driven through the host boundary.
///
/// A runtime is not `Send`: its heap, print hook and host functions belong to the
/// thread that made it. A waiting run moves between threads (or processes, or
/// machines) as bytes: [`Runtime::dump`] on one, [`Builder::load`] on the other
/// (`examples/pool.rs` runs a pool of worker threads this way).
pub struct Runtime {
    vm: Vm,
    /// The value of the last run that finished, kept for [`Runtime::value`].
    value: Option<Rooted>,
}

impl Runtime {
    /// A builder for a runtime with limits (`Runtime::builder().fuel(n).build()`).
    pub fn builder() -> Builder {
        Builder::default()
    }

    /// A fresh runtime.
    pub fn new(options: VmOptions) -> Runtime {
        crate::image::use_base_image();
        Runtime::with_typescript(Vm::new(options))
    }

    /// `vm` running `.ts`, `.mts` and `.cts` sources as TypeScript.
    fn with_typescript(mut vm: Vm) -> Runtime {
        vm.set_typescript(cairn_ts::lower, Box::new(crate::typescript::is_typescript_name));
        Runtime { vm, value: None }
    }

    /// Writes the run's state while it is idle (waiting on tool calls) as a dump of a
    /// few kilobytes: [`Runtime::load`] continues it, in this process or another one.
    pub fn dump(&mut self) -> Result<Vec<u8>, cairn_vm::DumpError> {
        self.vm.dump()
    }

    /// A runtime that continues the run `dump` (from [`Runtime::dump`]) recorded; the
    /// host answers the pending calls ([`Runtime::pending_calls`]) and runs again.
    /// Print hooks and host functions are the host's: set them again here, or load
    /// through [`Builder::load`], which also applies limits.
    pub fn load(dump: &[u8], options: VmOptions) -> Result<Runtime, cairn_vm::SnapshotError> {
        crate::image::use_base_image();
        Ok(Runtime::with_typescript(Vm::load_dump(dump, options)?))
    }

    /// The fingerprint of the engine build that wrote `dump`, read from its header
    /// without loading it. A runtime loads only dumps whose fingerprint equals
    /// [`cairn_vm::fingerprint`] (this build's), so a host that keeps dumps across
    /// upgrades can route each to a build that reads it.
    pub fn dump_fingerprint(dump: &[u8]) -> Result<u64, cairn_vm::SnapshotError> {
        cairn_vm::read_snapshot_header(dump).map(|header| header.fingerprint)
    }

    /// Where the script's `print` and `console.log` lines go from now on (see
    /// [`Builder::print`]).
    pub fn set_print(&mut self, hook: impl FnMut(&str) + 'static) {
        self.vm.set_print_hook(Box::new(hook));
    }

    /// Sets the default locale of `Intl` and the `toLocaleString` methods (ECMA-402's
    /// DefaultLocale; en-US unless set): a language tag the engine has data for
    /// (`de-DE`, `ja`). Like the limits it is the host's, not the run's: a dump does not
    /// hold it, so set it again after [`Builder::load`]. Refused (and nothing changed)
    /// for a malformed tag, one without data, or a build without the `intl` feature.
    pub fn set_locale(&mut self, tag: &str) -> Result<(), SettingError> {
        self.vm.set_locale(tag).map_err(|message| SettingError { message })
    }

    /// Sets the local time zone by IANA name (`Europe/Paris`) or offset (`+05:30`):
    /// Date's local time, `Temporal.Now` and Intl's default time zone follow it (UTC
    /// unless set). The host's like [`Runtime::set_locale`]; refused for an unknown
    /// name (a build without the `tzdb` feature knows only `UTC` and offsets).
    pub fn set_time_zone(&mut self, id: &str) -> Result<(), SettingError> {
        self.vm.set_time_zone_id(id).map_err(|message| SettingError { message })
    }

    /// The heap's size, limit and collections ([`cairn_vm::HeapStats`]).
    pub fn heap_stats(&self) -> cairn_vm::HeapStats {
        self.vm.heap_stats()
    }

    /// The tool calls the run waits on (every unanswered one, by id).
    pub fn pending_calls(&self) -> Vec<ToolCall> {
        self.vm.pending_tool_calls()
    }

    /// The VM, for settings (fuel, heap limit, print hook) and lower-level calls.
    pub fn vm(&mut self) -> &mut Vm {
        &mut self.vm
    }

    /// Installs the global `tools` object with one async function per name.
    pub fn install_tools(&mut self, names: &[&str]) -> Result<(), BoundaryError> {
        self.vm.install_tools(names)
    }

    /// Defines a global `name` holding a wire value.
    pub fn set_global(&mut self, name: &str, wire: &[u8]) -> Result<(), BoundaryError> {
        self.vm.define_global_wire(name, wire)
    }

    /// Defines a global synchronous function calling `f` with the arguments as one wire
    /// array; `f` returns a wire value or the error the script sees thrown.
    pub fn register_host_function(
        &mut self,
        name: &str,
        f: impl FnMut(&[u8]) -> Result<Vec<u8>, HostError> + 'static,
    ) -> Result<(), BoundaryError> {
        self.vm.register_host_function(name, f).map(|_| ())
    }

    /// Defines a global `name` holding `value` (anything serde can write as wire).
    pub fn set_global_value<T: Serialize + ?Sized>(
        &mut self,
        name: &str,
        value: &T,
    ) -> Result<(), BoundaryError> {
        let wire = to_wire(value)?;
        self.vm.define_global_wire(name, &wire)
    }

    /// Defines a global synchronous function calling `f` with the argument list read
    /// into `A` (a tuple: `|(a, b): (i32, i32)|`, `|(s,): (String,)|`), giving the script what `f`
    /// returns, or throwing an Error with the message of what it fails with. Arguments
    /// that do not read as `A` throw an Error ("bad arguments: ...") before `f` runs.
    pub fn register_fn<A, R, E, F>(&mut self, name: &str, mut f: F) -> Result<(), BoundaryError>
    where
        A: DeserializeOwned,
        R: Serialize,
        E: core::fmt::Display,
        F: FnMut(A) -> Result<R, E> + 'static,
    {
        self.register_host_function(name, move |args| {
            let args: A = read_args(args)?;
            let out = f(args).map_err(|e| HostError::message(e.to_string()))?;
            to_wire(&out).map_err(|e| HostError::message(e.message))
        })
    }

    /// Evaluates a script and runs it until it is done or idle. A script whose value
    /// is a promise (an async function called at the top level) is done when it settles.
    /// A `name` ending in `.ts`, `.mts` or `.cts` says the source is TypeScript: it
    /// runs as is (see [`crate::typescript`]).
    pub fn start(&mut self, source: &str, name: &str) -> Status {
        let outcome = self.vm.start_script(source, name);
        self.status(outcome)
    }

    /// Evaluates module text `name` and runs until done or idle, as [`Runtime::start`]
    /// does (a top-level `await` on a tool goes idle). Done gives the module's
    /// exports as a wire object; exports that cannot cross
    /// (functions, classes) come out as `undefined`. Imports load through the module
    /// loader set on [`Runtime::vm`] (`Vm::set_module_loader`).
    pub fn start_module(&mut self, source: &str, name: &str) -> Status {
        let outcome = self.vm.start_module(source, name);
        self.status(outcome)
    }

    /// Calls the global function `function` with the wire array `args` as its
    /// arguments and runs until done or idle, as [`Runtime::start`] does (a function
    /// that returns a promise is done when it settles). Define the function first (a
    /// script run by `start`); the call starts a new run.
    pub fn call(&mut self, function: &str, args: &[u8]) -> Status {
        let outcome = self.vm.start_call(function, args);
        self.status(outcome)
    }

    /// [`Runtime::call`] with the arguments written by serde: a tuple or a sequence is
    /// the argument list (`&("a", 2)`; `&()` for none), any other value the one
    /// argument.
    pub fn call_with<A: Serialize + ?Sized>(&mut self, function: &str, args: &A) -> Status {
        match args_to_wire(args) {
            Ok(wire) => self.call(function, &wire),
            Err(e) => Status::Threw(Error::from(e.into_js_error())),
        }
    }

    /// Drives the run from `status` to its end, answering tool calls with `answer`'s
    /// futures, concurrently: each call's future starts when the call is first seen,
    /// and each answer is given to the run (which may then make more calls) as soon as
    /// its future is ready. A future that fails rejects its call with the error's
    /// message. Works on any executor: it needs no runtime of its own.
    pub async fn drive<F, Fut, T, E>(&mut self, mut status: Status, mut answer: F) -> Status
    where
        F: FnMut(ToolCall) -> Fut,
        Fut: Future<Output = Result<T, E>>,
        T: Serialize,
        E: core::fmt::Display,
    {
        let mut in_flight: Vec<(u32, Pin<Box<Fut>>)> = Vec::new();
        loop {
            let calls = match status {
                Status::Idle(calls) => calls,
                done => return done,
            };
            for call in calls {
                if !in_flight.iter().any(|(id, _)| *id == call.id) {
                    in_flight.push((call.id, Box::pin(answer(call))));
                }
            }
            let (at, result) = std::future::poll_fn(|cx| {
                for (at, (_, future)) in in_flight.iter_mut().enumerate() {
                    if let Poll::Ready(result) = future.as_mut().poll(cx) {
                        return Poll::Ready((at, result));
                    }
                }
                Poll::Pending
            })
            .await;
            let (id, _) = in_flight.swap_remove(at);
            let answered = match result.map_err(|e| HostError::message(e.to_string())) {
                Ok(value) => self.resolve_value(id, &value),
                Err(error) => self.reject_with(id, error),
            };
            if let Err(e) = answered {
                // The answer could not cross: the call fails with why.
                let _ = self.reject_with(id, HostError::message(e.message));
            }
            status = self.run();
        }
    }

    /// The value of the last run that finished (the run that gave [`Status::Done`], or
    /// would have but for a value that cannot be written as wire, such as a function),
    /// as a new handle that keeps it alive until dropped. A module run's value is the
    /// object of its exports. `None` after a run that threw or went idle.
    pub fn value(&mut self) -> Option<Rooted> {
        let v = self.vm.rooted(self.value.as_ref()?)?;
        self.vm.root(v).ok()
    }

    /// Keeps `value` (a handle of this runtime) alive under a second handle.
    pub fn keep(&mut self, value: &Rooted) -> Result<Rooted, BoundaryError> {
        let v = self.rooted(value)?;
        self.vm.root(v)
    }

    /// The global `name`, kept alive until the handle is dropped (a getter runs).
    pub fn global(&mut self, name: &str) -> Result<Rooted, Error> {
        let global = self.vm.global_object();
        self.get_value(global, name)
    }

    /// `object[key]` (a getter runs), kept alive until the handle is dropped: a
    /// module's export from [`Runtime::value`], a method of an object.
    pub fn get(&mut self, object: &Rooted, key: &str) -> Result<Rooted, Error> {
        let object = self.rooted(object).map_err(|e| Error::from(e.into_js_error()))?;
        self.get_value(object, key)
    }

    /// `target[key]` rooted.
    fn get_value(&mut self, target: cairn_vm::Value, key: &str) -> Result<Rooted, Error> {
        let v = self.vm.get_property(target, key).map_err(|e| Error::from_js(&mut self.vm, e))?;
        self.vm.root(v).map_err(|e| Error::from(e.into_js_error()))
    }

    /// Calls the function `f` keeps with the wire array `args`, as [`Runtime::call`]
    /// calls a global function.
    pub fn call_value(&mut self, f: &Rooted, args: &[u8]) -> Status {
        match self.rooted(f) {
            Ok(f) => {
                let outcome = self.vm.start_call_value(f, args);
                self.status(outcome)
            }
            Err(e) => Status::Threw(Error::from(e.into_js_error())),
        }
    }

    /// [`Runtime::call_value`] with the arguments written by serde, as
    /// [`Runtime::call_with`] takes them.
    pub fn call_value_with<A: Serialize + ?Sized>(&mut self, f: &Rooted, args: &A) -> Status {
        match args_to_wire(args) {
            Ok(wire) => self.call_value(f, &wire),
            Err(e) => Status::Threw(Error::from(e.into_js_error())),
        }
    }

    /// The value `value` keeps, as wire bytes.
    pub fn to_wire(&mut self, value: &Rooted) -> Result<Vec<u8>, BoundaryError> {
        let v = self.rooted(value)?;
        self.vm.value_to_wire(v)
    }

    /// The value `value` keeps, as a Rust value (through serde).
    pub fn decode<T: DeserializeOwned>(&mut self, value: &Rooted) -> Result<T, BoundaryError> {
        let wire = self.to_wire(value)?;
        cairn_wire::from_slice(&wire).map_err(BoundaryError::from)
    }

    /// The VM value behind a handle of this runtime.
    fn rooted(&self, value: &Rooted) -> Result<cairn_vm::Value, BoundaryError> {
        self.vm.rooted(value).ok_or_else(|| BoundaryError {
            message: "the value is kept by another runtime".into(),
            termination: None,
        })
    }

    /// Runs again after the host answered tool calls.
    pub fn run(&mut self) -> Status {
        let outcome = self.vm.run_until_idle();
        self.status(outcome)
    }

    /// Answers tool call `id` with a wire value.
    pub fn resolve(&mut self, id: u32, wire: &[u8]) -> Result<(), BoundaryError> {
        self.vm.resolve_tool_call(id, wire)
    }

    /// Answers tool call `id` with `value` (anything serde can write as wire).
    pub fn resolve_value<T: Serialize + ?Sized>(
        &mut self,
        id: u32,
        value: &T,
    ) -> Result<(), BoundaryError> {
        let wire = to_wire(value)?;
        self.vm.resolve_tool_call(id, &wire)
    }

    /// Fails tool call `id` with a wire value (typically a wire Error).
    pub fn reject(&mut self, id: u32, wire: &[u8]) -> Result<(), BoundaryError> {
        self.vm.reject_tool_call(id, wire)
    }

    /// Fails tool call `id` with a host error (`HostError::message("not found")`).
    pub fn reject_with(&mut self, id: u32, error: HostError) -> Result<(), BoundaryError> {
        self.vm.reject_tool_call_with(id, error)
    }

    fn status(&mut self, outcome: RunOutcome) -> Status {
        // The previous run's value is let go first: its slot is reused.
        self.value = None;
        match outcome {
            RunOutcome::Done(v) => {
                self.value = self.vm.root(v).ok();
                // A module's exports may be functions: those come out as undefined.
                let lenient = self.vm.run_is_module();
                let options = cairn_vm::WireOutOptions { lenient, ..Default::default() };
                match self.vm.value_to_wire_with(v, options) {
                    Ok(bytes) => Status::Done(bytes),
                    Err(e) => Status::Threw(Error::from(e.into_js_error())),
                }
            }
            RunOutcome::Threw(e) => Status::Threw(Error::from_js(&mut self.vm, e)),
            RunOutcome::Idle(calls) => Status::Idle(calls),
        }
    }
}

/// `value` as wire bytes.
fn to_wire<T: Serialize + ?Sized>(value: &T) -> Result<Vec<u8>, BoundaryError> {
    cairn_wire::to_vec(value).map_err(BoundaryError::from)
}

/// An argument list written by serde: a tuple or a sequence is the list, any other
/// value the one argument.
fn args_to_wire<A: Serialize + ?Sized>(args: &A) -> Result<Vec<u8>, BoundaryError> {
    match to_wire(args) {
        Ok(wire) if args_are_a_list(&wire) => Ok(wire),
        Ok(_) => to_wire(&(args,)),
        Err(e) => Err(e),
    }
}

/// A host function's arguments (a wire array) read as `A`.
fn read_args<A: DeserializeOwned>(args: &[u8]) -> Result<A, HostError> {
    cairn_wire::from_slice(args).map_err(|e| HostError::message(format!("bad arguments: {e}")))
}

/// Whether wire bytes hold an array (a tuple or a sequence serde wrote).
fn args_are_a_list(wire: &[u8]) -> bool {
    matches!(
        cairn_wire::Reader::new(wire).and_then(|mut r| r.next()),
        Ok(cairn_wire::Event::Array { .. })
    )
}
