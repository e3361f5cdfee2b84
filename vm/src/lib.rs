//! cairn-vm: the interpreter, realm, builtins, job queue, host hooks and limits.
//!
//! ```
//! use cairn_vm::{Vm, VmOptions};
//! let mut vm = Vm::new(VmOptions::default());
//! vm.set_fuel(Some(1_000_000));
//! let v = vm.eval_script("const sq = (x) => x * x; [1, 2, 3].map(sq).join()", "example.js").unwrap();
//! assert_eq!(vm.display(v), "1,4,9");
//! let err = vm.eval_script("null.x", "oops.js").unwrap_err();
//! assert!(err.stack.starts_with("TypeError: Cannot read properties of null"));
//! assert!(err.stack.contains("oops.js:1:6")); // at the property name, as V8 reports
//! ```
//!
//! # What runs
//!
//! Scripts compiled by cairn-compiler: every statement and expression the compiler
//! supports, closures, classes (fields, private names, accessors, `super`), generators,
//! async functions (heap-saved frames resumed from the job queue), destructuring and
//! spread, `with`, tagged templates, `using`. Builtins: Object, Function, Array (+
//! iterators), String (+ iterator), Number, Boolean, Symbol, Math, JSON, Error and the
//! NativeErrors, Promise, Proxy, Reflect, BigInt, Map and Set, globals (`parseInt`,
//! direct and indirect `eval`, ...), `print` and `console.log` through
//! [`Vm::set_print_hook`]. Date, with the clock and the local time zone from the host
//! ([`Vm::set_clock_hook`], [`Vm::set_time_zone_hook`], [`Vm::set_local_tz_offset`]; UTC
//! and the system clock by default, no clock on wasm), the URI functions and Annex B
//! escape/unescape. ArrayBuffer, SharedArrayBuffer, DataView and the typed arrays. ES
//! modules ([`Vm::eval_module`], `import()`, `import.meta`, top-level await) with the
//! host's loader ([`Vm::set_module_loader`]); module records live on the VM as data
//! (`module`), JSON and text modules, and `import defer` (deferred namespaces that
//! evaluate their module on first use). RegExp through `regress`; iterator helpers; WeakMap, WeakSet,
//! WeakRef and FinalizationRegistry; DisposableStack; with the feature `temporal`
//! (default), Temporal. With the feature
//! `intl` (default; ICU4X with compiled data): ECMA-402's `Intl` (Locale, Collator,
//! NumberFormat, PluralRules, DateTimeFormat, RelativeTimeFormat, ListFormat,
//! DisplayNames, Segmenter, DurationFormat) and the locale-sensitive methods routed
//! through it. Legacy extensions: a sloppy function's own `caller` and `arguments`
//! read its running call, as in V8 and SpiderMonkey.
//!
//! Not yet (each throws a TypeError/SyntaxError/ReferenceError naming itself): bytes
//! modules. No module kind here has a module source, so a source-phase import of a
//! module throws, as the proposal says of source text modules.
//!
//! # The host boundary
//!
//! [`host`]: values in and out as `cairn-wire` bytes ([`Vm::wire_to_value`],
//! [`Vm::value_to_wire`]), synchronous host functions ([`Vm::define_host_function`],
//! [`Vm::register_host_function`]) and asynchronous tools ([`Vm::install_tools`],
//! [`Vm::start_script`], [`Vm::run_until_idle`], [`Vm::resolve_tool_call`]).
//!
//! # Design (read before changing representations)
//!
//! - **Values** (`value`): `Value(u64)`, NaN-boxed. Doubles are stored as themselves
//!   (every NaN canonicalized); tags `0xFFF9..=0xFFFE` in the top 16 bits hold int32,
//!   specials (undefined, null, booleans, the internal hole), and 32-bit handles of
//!   objects, strings, symbols, bigints. Integers that fit stay int32 (`Value::number`).
//! - **Strings** (`string`): Latin-1 or UTF-16 storage, `len` in code units; `a + b` of
//!   long strings makes a rope flattened in place on first use. Property keys are
//!   `PropertyKey::{Index(u32), Atom(Atom), Symbol}`; atoms are interned in
//!   `AtomTable` (never freed), and a string caches its atom.
//! - **Objects** (`object`): a `Shape` (hidden class: the full ordered key list with
//!   attributes, a transition table, a hash index past 8 keys) plus `slots`; past 64
//!   properties, or on delete / attribute change, an object goes to dictionary mode
//!   (`Dict`, shared marker shape). Indexed data properties with default attributes
//!   live in dense `elements` (`Value::HOLE` for holes); anything else indexed lives
//!   with the named properties. Accessors are slot values pointing at an internal
//!   `ObjectKind::Accessor` pair. Exotic behaviour (Array length, String indices,
//!   mapped arguments, bound functions) is folded into the internal methods by
//!   `ObjectKind`; each internal method's entry point sends a Proxy to `object/proxy.rs`
//!   (one kind test on its slow path).
//! - **Inline caches** (`interp::code::Ic`, one per compiler IC site, in `Vm::ics`):
//!   monomorphic; kinds OWN (shape → slot), PROTO (receiver shape + direct prototype
//!   holder and its shape → slot), DICT (slot checked by key), LEXICAL (global lexical
//!   index), ADD (object-literal transition). They are cleared after each collection.
//! - **Frames** (`interp::frame`): `Vm::frames` is the call stack (VM data), all
//!   registers are in one `Vm::regs` (`Vec<Value>`), a frame owns
//!   `regs[base .. base + register_count]` plus a saved copy of the arguments when the
//!   function needs them (`arguments`, rest, or more arguments than parameters).
//!   JS-to-JS calls push a frame in the same dispatch loop. Native code calling JS
//!   runs a nested loop (`Vm::run`), bounded by `limits::MAX_NATIVE_DEPTH`; JS frames
//!   are bounded by `limits::MAX_FRAMES` (both give RangeError). Generators and async
//!   functions move their frame (registers included) into the heap object
//!   (`SuspendedFrame`) at `GeneratorStart`/`Yield`/`Await` and push it back to resume.
//! - **Natives** (`builtins`): `NATIVES` is a static table of `NativeFunction { name,
//!   length, constructor, call }`; function objects store the `NativeId` index plus
//!   their own data slots (`ObjectKind::Native { id, data }`), never a fn pointer.
//! - **Collection** (crate cairn-gc): every heap thing is in an arena; the roots are
//!   the registers, frames, realm, atoms, job queue and `Vm::temps`. Collections run
//!   only at safepoints of the dispatch loop (backward jumps and calls) and only while
//!   `Vm::gc_barrier` is zero: `Vm::call` (Rust calling JS while holding handles in
//!   locals) raises it, `Vm::call_rooted` (callers that keep everything in registers or
//!   `temps`: promise jobs, bytecode-driven iteration, generator/async resumption,
//!   the callbacks of Array forEach/map/some/every/reduce) does not.
//! - **Limits** (`limits`): fuel per backward jump and call, heap bytes (cairn-gc),
//!   host call depth, and an interrupt flag: each ends the run with an uncatchable
//!   [`Termination`].

// Spec operation names (ToNumber, ToString, FromPropertyDescriptor) are methods of the VM
// that take `&mut self`: the convention of `to_*` taking `self` does not apply.
#![allow(clippy::wrong_self_convention)]

pub mod builtins;
mod compile;
// decorators and auto-accessors
mod decorators;
mod errors;
mod eval;
mod fifo;
mod heap;
pub mod host;
mod image;
pub mod interp;
mod jobs;
#[cfg(feature = "lazy_image")]
mod lazy_image;
pub mod limits;
mod module;
mod names;
pub mod native;
pub mod object;
mod ops;
mod realm;
// Realms
mod realms;
mod regexp_matcher;
mod run;
pub mod shared_memory;
pub mod string;
mod tz;
pub mod value;
mod vm;

pub use cairn_gc::{HeapStats, KindStats};
pub use cairn_snapshot::{
    Header as SnapshotHeader, SnapshotError, read_header as read_snapshot_header,
};
pub use cairn_wire as wire;
pub use host::{
    BoundaryError, Host, HostError, HostFn, HostFunctionOptions, Rooted, RunOutcome, ToolCall,
    WireOutOptions,
};
pub use image::{DumpError, fingerprint, schema_fingerprint};
pub use limits::{INTERRUPT_CHECK_UNITS, InterruptCheck, Limits, Termination};
pub use module::{
    ImportMetaHook, IsTypeScript, LowerTypeScript, ModuleLoader, normalize_path,
    resolve_file_specifier,
};
pub use run::{ErrorPhase, JsError, StackFrame, disassemble};
pub use value::Value;
pub use vm::{JsResult, Throw, Vm, VmOptions};
// Differential testing and fuzzing (issue 7): the RegExp matcher without a VM.
pub use builtins::regexp::{PROBE_STEPS, RegExpMatchRanges, SubjectForm, regexp_matches};
pub use builtins::string::host_text::{TextMapper, TextMapping, set_text_mapper};
