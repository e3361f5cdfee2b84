//! Asynchronous tools and the run loop around them.
//!
//! The host names its tools ([`Vm::install_tools`]); a script calls one as
//! `await tools.read({path})`. The call returns a pending promise at once and records a
//! [`ToolCall`] (an id, the tool's name, and its argument as wire bytes). When the script
//! and its job queue have nothing left to do but wait on such calls, the run is idle:
//! [`Vm::run_until_idle`] returns [`RunOutcome::Idle`] with the calls still unanswered.
//! The host answers each with [`Vm::resolve_tool_call`] or [`Vm::reject_tool_call`], in
//! any order, and runs again; the run ends with `Done` when the script's value (a
//! promise, typically an async function's) settles.
//!
//! Everything the run needs between two `run_until_idle` calls is on the heap: the
//! pending promises and the script's value are roots held here, so an idle point is
//! where a later continuation dump can be taken.

use cairn_gc::Tracer;

use super::{BoundaryError, HostError};
use crate::native::{NativeCx, NativeId};
use crate::object::slots::promise::PromiseState;
use crate::object::{ObjectKind, attrs};
use crate::run::JsError;
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

/// A tool call the script is waiting on.
#[derive(Clone, Debug, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub struct ToolCall {
    /// The call's id, unique in this VM (answer with it).
    pub id: u32,
    /// The tool's name, as the host installed it.
    pub name: String,
    /// The call's argument as wire bytes (`undefined` when called with none). Tools
    /// take one argument, by convention an object of named parameters.
    #[codec(with = "cairn_codec::byte_buf")]
    pub args: Vec<u8>,
}

impl ToolCall {
    /// The call's argument as a Rust value (through serde; see `cairn_wire::from_slice`).
    pub fn args_as<T: serde::de::DeserializeOwned>(&self) -> Result<T, cairn_wire::WireError> {
        cairn_wire::from_slice(&self.args)
    }
}

/// How a run stands after [`Vm::start_script`] or [`Vm::run_until_idle`].
#[derive(Clone, Debug, PartialEq)]
pub enum RunOutcome {
    /// The script's value, settled (a promise's fulfilment value, else the completion
    /// value). It stays rooted until the next script starts.
    Done(Value),
    /// The script threw, its promise rejected, or a limit ended the run.
    Threw(JsError),
    /// The script waits only on these tool calls (every unanswered call, by id).
    Idle(Vec<ToolCall>),
}

/// What [`Vm::start_call_of`] calls.
#[derive(Clone, Copy)]
enum Callee<'a> {
    /// The global function of this name.
    Global(&'a str),
    /// A function value.
    Value(Value),
}

/// A call not yet answered.
#[derive(Debug, cairn_codec::Encode, cairn_codec::Decode)]
struct Pending {
    call: ToolCall,
    promise: Value,
}

/// The host side of tool calls.
#[derive(Debug, Default, cairn_codec::Encode, cairn_codec::Decode)]
pub(crate) struct ToolState {
    next_id: u32,
    pending: Vec<Pending>,
    /// The running script's completion value (a root).
    main: Value,
    /// When the run is a module's ([`Vm::start_module`]): the module, whose namespace is
    /// the run's value once its evaluation promise (`main`) fulfils.
    main_module: Option<u32>,
}

impl ToolState {
    /// Marks the pending promises and the script's value.
    pub(crate) fn trace_roots(&self, t: &mut Tracer) {
        cairn_gc::Trace::trace(&self.main, t);
        for p in &self.pending {
            cairn_gc::Trace::trace(&p.promise, t);
        }
    }
}

impl Vm {
    /// Installs a global `tools` object with one async function per name: calling
    /// `tools.NAME(arg)` records a [`ToolCall`] and returns a promise the host settles.
    pub fn install_tools(&mut self, names: &[&str]) -> Result<(), BoundaryError> {
        let tools = self.new_plain_object()?;
        let global = self.realm.global;
        self.define_value(global, "tools", Value::object(tools), attrs::HIDDEN)?;
        for &name in names {
            let n = self.str_value(name)?;
            let f = self.make_native(NativeId::ToolCall, Some(name), Box::new([n]))?;
            self.define_value(tools, name, Value::object(f), attrs::DEFAULT)?;
        }
        Ok(())
    }

    /// Evaluates a script and runs it until it is done or idle (see [`RunOutcome`]).
    /// A script whose value is a promise (`(async () => { ... })()`) is done when the
    /// promise settles. Calls an earlier script left unanswered are dropped (their
    /// promises never settle).
    pub fn start_script(&mut self, source: &str, name: &str) -> RunOutcome {
        self.host.tools.main = Value::UNDEFINED;
        self.host.tools.main_module = None;
        self.host.tools.pending.clear();
        match self.eval_script_no_jobs(source, name) {
            Ok(v) => {
                self.host.tools.main = v;
                self.run_until_idle()
            }
            Err(e) => RunOutcome::Threw(e),
        }
    }

    /// Calls the global function `name` with the elements of the wire array `args` as
    /// its arguments, then runs as [`Vm::start_script`] does: a call that returns a
    /// promise (an async function) is done when it settles, and may go idle on tool
    /// calls on the way.
    pub fn start_call(&mut self, name: &str, args: &[u8]) -> RunOutcome {
        self.start_call_of(Callee::Global(name), args)
    }

    /// [`Vm::start_call`] of the function `f` (a value the host keeps, such as a module's
    /// export: see [`Vm::root`]).
    pub fn start_call_value(&mut self, f: Value, args: &[u8]) -> RunOutcome {
        self.start_call_of(Callee::Value(f), args)
    }

    /// The steps of [`Vm::start_call`] and [`Vm::start_call_value`].
    fn start_call_of(&mut self, callee: Callee<'_>, args: &[u8]) -> RunOutcome {
        self.host.tools.main = Value::UNDEFINED;
        self.host.tools.main_module = None;
        self.host.tools.pending.clear();
        let f = match callee {
            Callee::Value(f) => f,
            Callee::Global(_) => Value::UNDEFINED,
        };
        // `f` stays rooted while the arguments are built (a collection may run).
        self.temps.push(f);
        let args = self.wire_to_value(args);
        self.temps.pop();
        let args = match args {
            Ok(v) => v,
            Err(e) => return RunOutcome::Threw(e.into_js_error()),
        };
        // Rooted while the function is looked up (a getter could run and collect).
        self.temps.push(args);
        self.temps.push(f);
        let called = self.call_with_wire_args(callee, args);
        self.temps.pop();
        self.temps.pop();
        match called {
            Ok(v) => {
                self.host.tools.main = v;
                self.run_until_idle()
            }
            Err(t) => RunOutcome::Threw(self.js_error(t)),
        }
    }

    /// `target[key]` (ordinary Get: a getter runs), outside a run: how a host reads a
    /// global or a module's export to keep it ([`Vm::root`]).
    pub fn get_property(&mut self, target: Value, key: &str) -> Result<Value, JsError> {
        self.temps.push(target);
        let got = self.key(key).and_then(|key| {
            let o = self.to_object(target)?;
            self.get(o, key, target)
        });
        self.temps.pop();
        got.map_err(|t| self.js_error(t))
    }

    /// Evaluates module text `name` (the module loader hook loads what it imports) and
    /// runs until done or idle: a top-level `await` on a tool goes idle like a script.
    /// Done gives a plain object of the module's exports.
    pub fn start_module(&mut self, source: &str, name: &str) -> RunOutcome {
        self.host.tools.main = Value::UNDEFINED;
        self.host.tools.main_module = None;
        self.host.tools.pending.clear();
        match self.evaluate_module_text(source, name) {
            Ok((id, promise)) => {
                self.host.tools.main = Value::object(promise);
                self.host.tools.main_module = Some(id);
                self.run_until_idle()
            }
            Err(e) => RunOutcome::Threw(e),
        }
    }

    /// Whether the run is a module's ([`Vm::start_module`]): its value is an object of
    /// exports, which may hold functions.
    pub fn run_is_module(&self) -> bool {
        self.host.tools.main_module.is_some()
    }

    /// A plain object holding module `m`'s exports (its namespace's properties): what a
    /// host reads out, where a namespace object itself does not cross the boundary.
    fn exports_object(&mut self, m: u32) -> JsResult<cairn_gc::Handle<crate::object::JsObject>> {
        let ns = self.module_namespace(m)?;
        self.temps.push(Value::object(ns));
        let out = self.new_plain_object().and_then(|o| {
            self.temps.push(Value::object(o));
            let copied = self.copy_data_properties(o, Value::object(ns), &[]);
            self.temps.pop();
            copied.map(|()| o)
        });
        self.temps.pop();
        out
    }

    /// Calls the callee with the elements of array `args`.
    fn call_with_wire_args(&mut self, callee: Callee<'_>, args: Value) -> JsResult<Value> {
        let (f, name) = match callee {
            Callee::Global(name) => {
                let key = self.key(name)?;
                let global = self.realm.global;
                (self.get(global, key, Value::object(global))?, name)
            }
            Callee::Value(f) => (f, "the value"),
        };
        if !self.is_callable(f) {
            let what = self.describe_value(f);
            return Err(self.type_error(&format!("{name} is {what}, not a function")));
        }
        if !args.as_object().is_some_and(|o| self.is_dense_array(o)) {
            return Err(self.type_error("the arguments of a call are a wire array"));
        }
        let list = self.create_list_from_array_like(args)?;
        self.call_rooted(f, Value::UNDEFINED, &list, Value::UNDEFINED)
    }

    /// Runs the job queue, then reports where the run stands.
    pub fn run_until_idle(&mut self) -> RunOutcome {
        if let Err(t) = self.run_jobs() {
            return RunOutcome::Threw(self.js_error(t));
        }
        let main = self.host.tools.main;
        let promise = main.as_object().and_then(|o| match &self.heap.get(o).kind {
            ObjectKind::Promise(d) => Some((d.state, d.result)),
            _ => None,
        });
        let value = match promise {
            None => main,
            Some((PromiseState::Fulfilled, v)) => match self.host.tools.main_module {
                Some(m) => match self.exports_object(m) {
                    Ok(exports) => Value::object(exports),
                    Err(t) => return RunOutcome::Threw(self.js_error(t)),
                },
                None => v,
            },
            Some((PromiseState::Rejected, reason)) => {
                self.jobs.unhandled.retain(|&u| u != main);
                return RunOutcome::Threw(self.js_error(Throw::Exception(reason)));
            }
            Some((PromiseState::Pending, _)) => {
                if self.host.tools.pending.is_empty() {
                    let message = "Error: the script waits on a promise that nothing will settle \
                                   (no tool call is pending)"
                        .to_string();
                    return RunOutcome::Threw(JsError {
                        stack: message.clone(),
                        message,
                        value: Value::UNDEFINED,
                        termination: None,
                        span: None,
                        phase: crate::run::ErrorPhase::Runtime,
                    });
                }
                return RunOutcome::Idle(self.pending_tool_calls());
            }
        };
        if !self.host.ignore_unhandled_rejections
            && let Some(&p) = self.jobs.unhandled.first()
        {
            self.jobs.unhandled.clear();
            let reason = p.as_object().and_then(|o| match &self.heap.get(o).kind {
                ObjectKind::Promise(d) => Some(d.result),
                _ => None,
            });
            return RunOutcome::Threw(self.js_error(Throw::Exception(reason.unwrap_or_default())));
        }
        RunOutcome::Done(value)
    }

    /// Every tool call not yet answered, by id.
    pub fn pending_tool_calls(&self) -> Vec<ToolCall> {
        self.host.tools.pending.iter().map(|p| p.call.clone()).collect()
    }

    /// Answers tool call `id` with a wire value: its promise resolves (jobs run at the
    /// next [`Vm::run_until_idle`]). Unknown ids and bad bytes are errors; the call
    /// stays pending after bad bytes.
    pub fn resolve_tool_call(&mut self, id: u32, wire: &[u8]) -> Result<(), BoundaryError> {
        let at = self.pending_index(id)?;
        let v = self.wire_to_value(wire)?;
        let p = self.host.tools.pending.remove(at).promise;
        let Some(p) = p.as_object() else { return Ok(()) };
        // Rooted while `then` is looked up (a getter on Object.prototype could run).
        self.temps.push(v);
        let r = self.resolve_promise(p, v);
        self.temps.pop();
        r.map_err(BoundaryError::from)
    }

    /// Fails tool call `id`: its promise rejects with the wire value (typically a wire
    /// Error).
    pub fn reject_tool_call(&mut self, id: u32, wire: &[u8]) -> Result<(), BoundaryError> {
        let at = self.pending_index(id)?;
        let v = self.wire_to_value(wire)?;
        self.reject_pending(at, v)
    }

    /// Fails tool call `id` with a host error (an `Error` of the given name and message,
    /// or a wire value).
    pub fn reject_tool_call_with(
        &mut self,
        id: u32,
        error: HostError,
    ) -> Result<(), BoundaryError> {
        let at = self.pending_index(id)?;
        match self.host_error_throw(error) {
            Throw::Exception(v) => self.reject_pending(at, v),
            Throw::Terminate(t) => {
                Err(BoundaryError { message: t.message().to_string(), termination: Some(t) })
            }
        }
    }

    /// Turns off (or on) the error `eval_script` and `run_until_idle` report when a
    /// promise was rejected without a handler by the time the job queue drained.
    pub fn set_ignore_unhandled_rejections(&mut self, ignore: bool) {
        self.host.ignore_unhandled_rejections = ignore;
    }

    fn pending_index(&self, id: u32) -> Result<usize, BoundaryError> {
        self.host
            .tools
            .pending
            .iter()
            .position(|p| p.call.id == id)
            .ok_or_else(|| BoundaryError::new(format!("no pending tool call has id {id}")))
    }

    fn reject_pending(&mut self, at: usize, v: Value) -> Result<(), BoundaryError> {
        let p = self.host.tools.pending.remove(at).promise;
        let Some(p) = p.as_object() else { return Ok(()) };
        self.settle_promise(p, PromiseState::Rejected, v).map_err(BoundaryError::from)
    }
}

/// `NativeId::ToolCall`: records a call of the tool named in `data[0]` and returns its
/// promise.
pub(crate) fn call(vm: &mut Vm, _this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    let name = match &vm.heap.get(cx.callee).kind {
        ObjectKind::Native { data, .. } => data.first().and_then(|v| v.as_string()),
        _ => None,
    };
    let Some(name) = name else { return Err(vm.type_error("not a tool")) };
    let name = vm.rust_string(name);
    if args.len() > 1 {
        return Err(vm.type_error(&format!(
            "tools.{name} takes one argument (an object of named parameters), got {}",
            args.len()
        )));
    }
    let arg = args.first().copied().unwrap_or(Value::UNDEFINED);
    let wire = match vm.value_to_wire(arg) {
        Ok(w) => w,
        Err(e) => {
            let e = super::BoundaryError {
                message: format!("tools.{name}: {}", e.message.replacen('$', "argument", 1)),
                termination: e.termination,
            };
            return Err(vm.boundary_throw(e));
        }
    };
    let promise = vm.new_promise()?;
    let id = vm.host.tools.next_id;
    vm.host.tools.next_id = id.wrapping_add(1);
    vm.host
        .tools
        .pending
        .push(Pending { call: ToolCall { id, name, args: wire }, promise: Value::object(promise) });
    Ok(Value::object(promise))
}
