//! The host boundary: where `print` and `console.log` write, synchronous host functions
//! (Rust closures), asynchronous tool calls, and values in and out as `cairn-wire` bytes.
//!
//! - [`wire_in`](crate::Vm::wire_to_value): wire bytes to heap values in one pass, each object
//!   built at its final size, objects with the same keys sharing a shape.
//! - [`wire_out`](crate::Vm::value_to_wire): heap values to wire bytes, walking the heap without
//!   running script code (own enumerable data properties only).
//! - [`functions`](crate::Vm::define_host_function): Rust closures callable from scripts; the
//!   closures live in a table on the VM (the heap is data: a function object holds the
//!   table index, never the closure).
//! - [`tools`](crate::Vm::install_tools): `await tools.read({path})` records a call that the host
//!   answers later, in any order; [`Vm::start_script`](crate::Vm::start_script) and [`Vm::run_until_idle`](crate::Vm::run_until_idle) drive
//!   a run to `Done`, `Threw` or `Idle(calls)`.

pub(crate) mod functions;
mod roots;
pub(crate) mod tools;
mod wire_in;
mod wire_out;

use cairn_gc::Tracer;

pub use functions::{HostError, HostFn, HostFunctionOptions};
pub use roots::Rooted;
pub use tools::{RunOutcome, ToolCall};
pub use wire_out::WireOutOptions;

use crate::limits::Termination;

/// Receives each printed line.
pub type PrintHook = Box<dyn FnMut(&str)>;

/// Returns the current time in ms since the epoch (`Date.now`).
pub type ClockHook = Box<dyn FnMut() -> f64>;

/// Returns the local time zone's offset from UTC in ms at a UTC time value.
pub type TimeZoneHook = Box<dyn Fn(f64) -> f64>;

/// The host's hooks.
#[derive(Default)]
pub struct Host {
    /// Receives each line `print`/`console.log` writes; `None` writes to stdout on
    /// native targets and drops it on wasm32.
    pub print: Option<PrintHook>,
    /// Host functions by index (`None` while one runs: a re-entrant call is refused).
    pub(crate) functions: Vec<Option<HostFn>>,
    /// Tool calls and the run's state.
    pub(crate) tools: tools::ToolState,
    /// Whether a promise rejected without a handler when the job queue drains ends an
    /// evaluation with an error (the default, like node).
    pub(crate) ignore_unhandled_rejections: bool,
    /// The clock of `Date.now`; `None` reads the system clock on native targets and
    /// gives NaN on wasm32 (set by `Vm::set_clock_hook`).
    pub clock: Option<ClockHook>,
    /// The local time zone's offset; `None` is UTC (set by `Vm::set_time_zone_hook`).
    pub time_zone: Option<TimeZoneHook>,
    /// The named time zone of Temporal.Now; `None` is UTC (set by `Vm::set_time_zone_id`).
    pub(crate) time_zone_id: Option<temporal_rs::TimeZone>,
    /// The default locale of Intl (canonical, one the data has); `None` is en-US (set
    /// by `Vm::set_locale`; a build without Intl has no locale to set).
    #[cfg(feature = "intl")]
    pub(crate) locale: Option<Box<str>>,
    /// The values the host keeps ([`Rooted`]).
    pub(crate) roots: roots::HostRoots,
    /// [[CanBlock]] of the agent: whether `Atomics.wait` may block this thread (set by
    /// `Vm::set_can_block`; see builtins/atomics.rs).
    pub(crate) can_block: bool,
    /// Where other threads leave this VM's woken `Atomics.waitAsync` waiters.
    pub(crate) mailbox: std::sync::Arc<crate::shared_memory::Mailbox>,
}

impl Host {
    /// Writes one line through the hook.
    pub(crate) fn print_line(&mut self, line: &str) {
        match &mut self.print {
            Some(f) => f(line),
            None => {
                // A closed stdout (`cairn x.js | head -1`) is no error of the script's:
                // the line is dropped rather than panicking as `println!` would.
                #[cfg(not(target_family = "wasm"))]
                {
                    use std::io::Write;
                    let _ = writeln!(std::io::stdout().lock(), "{line}");
                }
            }
        }
    }

    /// Marks the values the host side holds (pending tool calls' promises, the run's
    /// main value, the values it keeps rooted).
    pub(crate) fn trace_roots(&self, t: &mut Tracer) {
        self.tools.trace_roots(t);
        self.roots.trace_roots(t);
    }
}

/// Why a value could not cross the host boundary (either way), or a host call failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoundaryError {
    /// What went wrong, naming the path for values read out (`$.rows[3].fn`).
    pub message: String,
    /// Set when a VM limit (heap bytes) ended the operation.
    pub termination: Option<Termination>,
}

impl BoundaryError {
    /// An error with a message.
    pub(crate) fn new(message: impl Into<String>) -> Self {
        BoundaryError { message: message.into(), termination: None }
    }

    /// The error as a run's error: a TypeError (or the termination that caused it).
    pub fn into_js_error(self) -> crate::run::JsError {
        let message = match self.termination {
            Some(t) => t.message().to_string(),
            None => format!("TypeError: {}", self.message),
        };
        crate::run::JsError {
            stack: message.clone(),
            message,
            value: crate::value::Value::UNDEFINED,
            termination: self.termination,
            span: None,
            phase: crate::run::ErrorPhase::Runtime,
        }
    }
}

impl core::fmt::Display for BoundaryError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for BoundaryError {}

impl From<cairn_wire::WireError> for BoundaryError {
    fn from(e: cairn_wire::WireError) -> Self {
        BoundaryError::new(format!("invalid wire value: {e}"))
    }
}

impl From<cairn_gc::HeapLimitExceeded> for BoundaryError {
    fn from(_: cairn_gc::HeapLimitExceeded) -> Self {
        BoundaryError::from(crate::vm::Throw::Terminate(Termination::HeapLimit))
    }
}

impl From<crate::vm::Throw> for BoundaryError {
    fn from(t: crate::vm::Throw) -> Self {
        match t {
            crate::vm::Throw::Terminate(cause) => {
                BoundaryError { message: cause.message().to_string(), termination: Some(cause) }
            }
            crate::vm::Throw::Exception(_) => BoundaryError::new("an exception was thrown"),
        }
    }
}

// The natives of this module (see `crate::native`).
crate::native::natives! {
    Host;
    HostCall = ("", 0, false, functions::call),
    ToolCall = ("", 1, false, tools::call),
    HtmlDdaCall = ("", 0, false, functions::html_dda_call),
}

#[cfg(test)]
mod tests;
