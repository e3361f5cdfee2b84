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
//! Synchronous host functions are Rust closures taking the arguments as one wire array:
//!
//! ```
//! let mut rt = cairn::Runtime::new(Default::default());
//! rt.register_host_function("add", |args| {
//!     let (a, b): (i32, i32) = cairn::wire::from_slice(args)
//!         .map_err(|e| cairn::vm::HostError::message(e.to_string()))?;
//!     cairn::wire::to_vec(&(a + b)).map_err(|e| cairn::vm::HostError::message(e.to_string()))
//! }).unwrap();
//! let cairn::Status::Done(bytes) = rt.start("add(40, 2)", "sync.js") else { panic!() };
//! assert_eq!(cairn::wire::from_slice::<i32>(&bytes).unwrap(), 42);
//! ```

use cairn_vm::{BoundaryError, HostError, JsError, RunOutcome, ToolCall, Value, Vm, VmOptions};

/// Where a run stands.
#[derive(Clone, Debug, PartialEq)]
pub enum Status {
    /// The script's value (an async script's settled value) as wire bytes.
    Done(Vec<u8>),
    /// The script threw, its promise rejected, a limit ended it, or its value could not
    /// be written as wire (a function, say: the message names the path).
    Threw(JsError),
    /// The script waits on these tool calls (every unanswered one, by id).
    Idle(Vec<ToolCall>),
}

/// One isolated VM driven through the host boundary.
pub struct Runtime {
    vm: Vm,
}

impl Runtime {
    /// A fresh runtime.
    pub fn new(options: VmOptions) -> Runtime {
        crate::image::use_base_image();
        Runtime::with_typescript(Vm::new(options))
    }

    /// `vm` running `.ts`, `.mts` and `.cts` sources as TypeScript.
    fn with_typescript(mut vm: Vm) -> Runtime {
        vm.set_typescript(cairn_ts::lower, Box::new(crate::typescript::is_typescript_name));
        Runtime { vm }
    }

    /// Writes the run's state while it is idle (waiting on tool calls) as a dump of a
    /// few kilobytes: [`Runtime::load`] continues it, in this process or another one.
    pub fn dump(&mut self) -> Result<Vec<u8>, cairn_vm::DumpError> {
        self.vm.dump()
    }

    /// A runtime that continues the run `dump` (from [`Runtime::dump`]) recorded; the
    /// host answers the pending calls ([`Runtime::pending_calls`]) and runs again.
    /// Print hooks and host functions are the host's: set them again here.
    pub fn load(dump: &[u8], options: VmOptions) -> Result<Runtime, cairn_vm::SnapshotError> {
        crate::image::use_base_image();
        Ok(Runtime::with_typescript(Vm::load_dump(dump, options)?))
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

    /// Evaluates a script and runs it until it is done or idle. A script whose value
    /// is a promise (an async function called at the top level) is done when it settles.
    /// A `name` ending in `.ts`, `.mts` or `.cts` says the source is TypeScript: it
    /// runs as is (see [`crate::typescript`]).
    pub fn start(&mut self, source: &str, name: &str) -> Status {
        let outcome = self.vm.start_script(source, name);
        self.status(outcome)
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

    /// Fails tool call `id` with a wire value (typically a wire Error).
    pub fn reject(&mut self, id: u32, wire: &[u8]) -> Result<(), BoundaryError> {
        self.vm.reject_tool_call(id, wire)
    }

    /// Fails tool call `id` with a host error (`HostError::message("not found")`).
    pub fn reject_with(&mut self, id: u32, error: HostError) -> Result<(), BoundaryError> {
        self.vm.reject_tool_call_with(id, error)
    }

    fn status(&mut self, outcome: RunOutcome) -> Status {
        match outcome {
            RunOutcome::Done(v) => match self.vm.value_to_wire(v) {
                Ok(bytes) => Status::Done(bytes),
                Err(e) => Status::Threw(boundary_error(e)),
            },
            RunOutcome::Threw(e) => Status::Threw(e),
            RunOutcome::Idle(calls) => Status::Idle(calls),
        }
    }
}

/// A result that could not be written out, as a `TypeError` of the run.
fn boundary_error(e: BoundaryError) -> JsError {
    let message = format!("TypeError: {}", e.message);
    JsError {
        stack: message.clone(),
        message,
        value: Value::UNDEFINED,
        termination: e.termination,
        span: None,
        phase: cairn_vm::ErrorPhase::Runtime,
    }
}
