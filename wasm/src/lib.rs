//! Cairn as one WebAssembly module for JavaScript hosts (node, browsers), with a small C
//! ABI that the npm package (`npm/` in the repository) wraps.
//!
//! # Target
//!
//! The module is built for `wasm32-unknown-unknown`, not `wasm32-wasip1`: the engine
//! needs nothing from an operating system (no files, no clock, no randomness of its own:
//! the host gives `Date.now` and the random seed), so WASI would only add imports that
//! every JavaScript host then has to shim, and a browser has no WASI. The module's only
//! imports are the ones this crate declares (module `cairn`: synchronous host functions
//! and the clock), which the package provides.
//!
//! # Instances and VMs
//!
//! One instance holds many VMs: a VM is a handle (an address in linear memory) and
//! costs a few microseconds to create, while an instance costs a fresh linear memory,
//! the data segments and reading the base image. VMs share the instance's memory but
//! not data: a VM only reaches its own heap through safe Rust, so one script cannot
//! read or change another's values. What they do share is the fate of the instance: a
//! trap (an allocation the instance cannot grow memory for, a Rust stack overflow, a
//! bug reaching a panic, which aborts) ends the instance, and the package then ends
//! every VM of it with an error and starts a new instance for the next VM. A host that
//! wants a trap to end a single VM gives each VM its own instance (`newVm({isolated:
//! true})` in the package). Limits (fuel, heap bytes, call depth) end a run without a
//! trap: they are the engine's own checks, reported as a thrown error.
//!
//! # The ABI
//!
//! Every function takes and returns plain numbers. Byte strings cross as (pointer,
//! length) pairs into memory the host allocated with [`cairn_alloc`]; results are left
//! in a per-VM result buffer the host reads in place ([`cairn_vm_result_ptr`],
//! [`cairn_vm_result_len`]) until the next call on that VM. Status codes: `0` done, `1`
//! threw, `2` idle, and `-1` for an error whose message is at [`cairn_error_ptr`]
//! ([`cairn_error_len`] bytes of UTF-8); functions that return a VM return 0 on error,
//! with the message there too. Nothing panics on bad input: a stale handle, bad UTF-8,
//! bad wire bytes, a corrupt, truncated or foreign dump and a call on a busy VM are all
//! errors.
//!
//! Result buffers are wire values (docs/wire.md):
//! - done: the script's value;
//! - threw: an object `{name, message, stack, termination, value}` where `value` is
//!   the thrown value as wire bytes (a Uint8Array; functions in it read as undefined)
//!   and `termination` names the limit that ended the run, if one did;
//! - idle: an array of `[id, name, args]` per pending tool call, `args` the call's
//!   argument as wire bytes (a Uint8Array).

use std::cell::{Cell, RefCell};
use std::collections::HashSet;
use std::rc::Rc;

use cairn_vm::{
    BoundaryError, HostError, JsError, RunOutcome, Termination, ToolCall, Value, Vm, VmOptions,
    WireOutOptions,
};
use cairn_wire::{Str, Writer};

// The compressor is the build script's (build.rs includes this file too).
#[allow(dead_code)]
mod lz;

/// The base realm image (see build.rs), compressed by [`lz`].
static BASE_IMAGE_LZ: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/base.img.lz"));

/// The base realm image (see build.rs), decompressed; `None` if it does not decompress.
pub fn base_image() -> Option<Vec<u8>> {
    lz::decompress(BASE_IMAGE_LZ)
}

/// The engine's fingerprint as the build machine computes it (see build.rs): the
/// module computes the same number (checked by [`image_matches_set_up`]), so its dumps
/// load natively and native dumps load here.
pub const NATIVE_FINGERPRINT: u64 = include!(concat!(env!("OUT_DIR"), "/native_fingerprint.rs"));

/// Status: the script is done; the result buffer holds its value.
pub const DONE: i32 = 0;
/// Status: the script threw; the result buffer holds the error object.
pub const THREW: i32 = 1;
/// Status: the script waits on tool calls; the result buffer lists them.
pub const IDLE: i32 = 2;
/// Status: the call failed; the message is at [`cairn_error_ptr`].
pub const ERROR: i32 = -1;

/// Where `Date.now` reads the time.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Clock {
    /// No clock: `Date.now()` is NaN (deterministic).
    None,
    /// A fixed time value in milliseconds (deterministic).
    Fixed(f64),
    /// The host's clock (the `cairn.now` import; natively, the system clock).
    Host,
}

/// How a VM is created.
#[derive(Clone, Debug)]
pub struct Options {
    /// Fuel (a unit is about one empty-loop iteration of work); `None` for unlimited.
    pub fuel: Option<u64>,
    /// Heap byte limit; `None` for unlimited.
    pub heap_limit: Option<usize>,
    /// Call depth limit (frames); `None` for the engine's default.
    pub call_depth: Option<usize>,
    /// The seed of `Math.random`; `None` keeps the engine's fixed seed.
    pub random_seed: Option<u64>,
    /// The source of `Date.now`.
    pub clock: Clock,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            fuel: None,
            heap_limit: None,
            call_depth: None,
            random_seed: None,
            clock: Clock::None,
        }
    }
}

impl Options {
    fn vm_options(&self) -> VmOptions {
        let mut o = VmOptions::default();
        o.limits.fuel = self.fuel;
        o.limits.max_call_depth = self.call_depth;
        if let Some(limit) = self.heap_limit {
            o.heap.limit = limit;
        }
        o
    }
}

/// The most bytes of printed lines a VM keeps until the host takes them: the lines live
/// outside the VM's heap, so its limit does not bound them (3,000 lines of 1 MB each
/// ran the module out of memory).
const MAX_OUTPUT_BYTES: usize = 64 << 20;

/// Lines printed since the host last took them.
#[derive(Default)]
pub struct Output {
    /// The lines.
    lines: Vec<String>,
    /// Their bytes.
    bytes: usize,
    /// Whether lines were dropped (the note is the last line kept).
    dropped: bool,
}

impl Output {
    /// Keeps `line`, or drops it past [`MAX_OUTPUT_BYTES`], noting that once.
    fn push(&mut self, line: &str) {
        if self.bytes + line.len() <= MAX_OUTPUT_BYTES {
            self.bytes += line.len();
            self.lines.push(line.to_string());
        } else if !self.dropped {
            self.dropped = true;
            self.lines.push(format!(
                "cairn: printed lines past {MAX_OUTPUT_BYTES} bytes were dropped (take them with output() more often)"
            ));
        }
    }
}

/// One VM with what the host reads from it.
pub struct Entry {
    vm: Vm,
    /// The last result (wire bytes) or dump.
    result: Vec<u8>,
    /// Lines printed by `print`/`console.log` since the host last took them.
    output: Rc<RefCell<Output>>,
    /// Set while a call into the VM runs (a host function calling back into the same VM
    /// is refused instead of aliasing it).
    busy: bool,
}

thread_local! {
    static LAST_ERROR: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    static LIVE: RefCell<HashSet<usize>> = RefCell::new(HashSet::new());
    static IMAGE: Cell<Option<bool>> = const { Cell::new(None) };
    /// What a host function returned (see [`cairn_host_return`]).
    static HOST_RETURN: RefCell<Option<Result<Vec<u8>, Vec<u8>>>> = const { RefCell::new(None) };
}

/// Makes [`base_image`] the base of this instance's VMs, once; whether it loaded.
pub fn use_base_image() -> bool {
    if let Some(ok) = IMAGE.get() {
        return ok;
    }
    // The module has no normalization or case mapping data (vm features
    // `normalization`, `case_mapping`): the host's String.prototype methods serve
    // (import `map_text`).
    #[cfg(target_arch = "wasm32")]
    cairn_vm::set_text_mapper(host_map_text);
    let ok = base_image().is_some_and(|image| Vm::use_built_image(&image).is_ok());
    IMAGE.set(Some(ok));
    ok
}

/// Whether this target, setting up a realm itself, writes the payload of the embedded
/// image (written on the build machine), and computes the build machine's fingerprint
/// (so that dumps cross as they are); `scripts/build-wasm.sh` checks it.
pub fn image_matches_set_up() -> bool {
    use cairn_snapshot::Kind;
    let Ok(own) = Vm::new_set_up(VmOptions::default()).write_image() else { return false };
    let Some(image) = base_image() else { return false };
    let theirs = cairn_snapshot::read(&image, Kind::Image, cairn_vm::schema_fingerprint());
    let ours = cairn_snapshot::read(&own, Kind::Image, cairn_vm::schema_fingerprint());
    use_base_image()
        && cairn_vm::fingerprint() == NATIVE_FINGERPRINT
        && matches!((theirs, ours), (Ok(a), Ok(b)) if a == b)
}

fn set_error(message: &str) -> i32 {
    LAST_ERROR.with(|e| {
        let mut e = e.borrow_mut();
        e.clear();
        e.extend_from_slice(message.as_bytes());
    });
    ERROR
}

fn is_typescript_name(name: &str) -> bool {
    name.ends_with(".ts") || name.ends_with(".mts") || name.ends_with(".cts")
}

impl Entry {
    /// A fresh VM from the base image.
    pub fn new(options: &Options) -> Box<Entry> {
        use_base_image();
        Entry::wrap(Vm::new(options.vm_options()), options)
    }

    /// A VM continuing the run of `dump` (written here or by the native engine).
    pub fn load(dump: &[u8], options: &Options) -> Result<Box<Entry>, String> {
        use_base_image();
        let vm = Vm::load_dump(dump, options.vm_options()).map_err(|e| e.to_string())?;
        Ok(Entry::wrap(vm, options))
    }

    fn wrap(mut vm: Vm, options: &Options) -> Box<Entry> {
        vm.set_typescript(cairn_ts::lower, Box::new(is_typescript_name));
        let output = Rc::new(RefCell::new(Output::default()));
        let sink = Rc::clone(&output);
        vm.set_print_hook(Box::new(move |line| sink.borrow_mut().push(line)));
        if let Some(seed) = options.random_seed {
            vm.set_random_seed(seed);
        }
        match options.clock {
            Clock::None => vm.set_clock_hook(Box::new(|| f64::NAN)),
            Clock::Fixed(t) => vm.set_clock_hook(Box::new(move || t)),
            Clock::Host => vm.set_clock_hook(Box::new(host_now)),
        }
        Box::new(Entry { vm, result: Vec::new(), output, busy: false })
    }

    /// The VM.
    pub fn vm(&mut self) -> &mut Vm {
        &mut self.vm
    }

    /// The result buffer of the last call.
    pub fn result(&self) -> &[u8] {
        &self.result
    }

    /// Takes the printed lines.
    pub fn take_output(&mut self) -> Vec<String> {
        self.output.take().lines
    }

    /// Starts a script (`.ts`, `.mts`, `.cts` names are TypeScript); a status code.
    pub fn start(&mut self, source: &str, name: &str) -> i32 {
        let outcome = self.vm.start_script(source, name);
        self.outcome(outcome)
    }

    /// Runs again after answers; a status code.
    pub fn run(&mut self) -> i32 {
        let outcome = self.vm.run_until_idle();
        self.outcome(outcome)
    }

    /// The pending tool calls as the idle result.
    pub fn pending(&mut self) {
        let calls = self.vm.pending_tool_calls();
        self.result = calls_wire(&calls);
    }

    fn outcome(&mut self, outcome: RunOutcome) -> i32 {
        match outcome {
            RunOutcome::Done(v) => match self.vm.value_to_wire(v) {
                Ok(bytes) => {
                    self.result = bytes;
                    DONE
                }
                Err(e) => {
                    self.result = boundary_error_wire(&e);
                    THREW
                }
            },
            RunOutcome::Threw(e) => {
                self.result = self.error_wire(&e);
                THREW
            }
            RunOutcome::Idle(calls) => {
                self.result = calls_wire(&calls);
                IDLE
            }
        }
    }

    fn error_wire(&mut self, e: &JsError) -> Vec<u8> {
        let value = if e.termination.is_some() {
            None
        } else {
            self.vm
                .value_to_wire_with(e.value, WireOutOptions { lenient: true, ..Default::default() })
                .ok()
        };
        // An Error object's name and message are its `name` and `message` properties,
        // read as Error.prototype.toString reads them (getters and inherited values
        // included); its own `toString` may say otherwise, and its text cannot be split
        // where the name holds ": " or a space. Anything odder (a property that throws,
        // an object) falls back to splitting that text.
        if value.as_deref().and_then(|w| w.get(1)) == Some(&WIRE_ERROR_TAG) {
            // Getters run here, after the run: on a fuel of their own, so that one that
            // loops ends (then the text is split) and the VM's fuel is as the run left it.
            let fuel = self.vm.fuel();
            self.vm.set_fuel(Some(ERROR_TEXT_FUEL));
            let name = self.error_text(e.value, "name", "Error");
            let message = self.error_text(e.value, "message", "");
            self.vm.set_fuel(fuel);
            if let (Some(name), Some(message)) = (name, message) {
                return error_object(&name, &message, &e.stack, None, value.as_deref());
            }
        }
        let (name, message) = split_message(&e.message, e.termination);
        error_object(name, message, &e.stack, e.termination, value.as_deref())
    }

    /// Property `key` of error `error` as text, as Error.prototype.toString reads it:
    /// `default` when undefined, a string as it is (lone surrogates as U+FFFD), a number,
    /// boolean or null as its text; `None` for anything else or a throw.
    fn error_text(&mut self, error: Value, key: &str, default: &str) -> Option<String> {
        let v = self.vm.get_property(error, key).ok()?;
        if v.is_undefined() {
            Some(default.to_string())
        } else if v.is_string() {
            self.vm.string_text(v)
        } else if v.as_number() == Some(0.0) {
            Some("0".to_string()) // -0 too (display writes "-0"; ToString does not)
        } else if v.is_number() || v.is_null() || v.as_bool().is_some() {
            Some(self.vm.display(v))
        } else {
            None
        }
    }

    /// Writes a dump into the result buffer.
    pub fn dump(&mut self) -> Result<(), String> {
        self.result = self.vm.dump().map_err(|e| e.to_string())?;
        Ok(())
    }
}

/// The fuel the getters of a thrown error's `name` and `message` may spend when the host
/// reads them after the run (about a millisecond of work).
const ERROR_TEXT_FUEL: u64 = 100_000;

/// The wire tag of an Error (docs/wire.md): a thrown Error's wire is the version byte,
/// then this.
const WIRE_ERROR_TAG: u8 = 0x13;

/// The name and message of an error's text ("TypeError: x is not a function").
fn split_message(text: &str, termination: Option<Termination>) -> (&str, &str) {
    if let Some(t) = termination {
        return ("Termination", t.message());
    }
    if let Some(rest) = text.strip_prefix("Uncaught ") {
        return ("Uncaught", rest);
    }
    match text.split_once(": ") {
        Some((name, message))
            if !name.is_empty()
                && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$') =>
        {
            (name, message)
        }
        None if text.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') && !text.is_empty() => {
            (text, "")
        }
        _ => ("Error", text),
    }
}

fn error_object(
    name: &str,
    message: &str,
    stack: &str,
    termination: Option<Termination>,
    value: Option<&[u8]>,
) -> Vec<u8> {
    let mut w = Writer::with_capacity(64 + stack.len() + value.map_or(0, <[u8]>::len));
    w.begin_object(5);
    w.key("name");
    w.string_utf8(name);
    w.key("message");
    w.string_utf8(message);
    w.key("stack");
    w.string_utf8(stack);
    w.key("termination");
    match termination {
        Some(Termination::Fuel) => w.string_utf8("fuel"),
        Some(Termination::HeapLimit) => w.string_utf8("heap"),
        Some(Termination::CallDepth) => w.string_utf8("depth"),
        Some(Termination::Interrupted) => w.string_utf8("interrupt"),
        None => w.undefined(),
    }
    w.key("value");
    match value {
        Some(bytes) => {
            w.bytes(bytes);
        }
        None => w.undefined(),
    }
    w.end_object();
    w.finish()
}

fn boundary_error_wire(e: &BoundaryError) -> Vec<u8> {
    if let Some(t) = e.termination {
        return error_object("Termination", t.message(), t.message(), Some(t), None);
    }
    let stack = format!("TypeError: {}", e.message);
    error_object("TypeError", &e.message, &stack, None, None)
}

fn calls_wire(calls: &[ToolCall]) -> Vec<u8> {
    let len = u32::try_from(calls.len()).unwrap_or(u32::MAX);
    let mut w = Writer::with_capacity(16 + calls.iter().map(|c| c.args.len() + 8).sum::<usize>());
    w.begin_array(len);
    for call in calls.iter().take(len as usize) {
        w.begin_array(3);
        w.number(f64::from(call.id));
        w.string(Str::Utf8(&call.name));
        w.bytes(&call.args);
    }
    w.finish()
}

// ----- host imports -----

#[cfg(target_arch = "wasm32")]
#[link(wasm_import_module = "cairn")]
unsafe extern "C" {
    /// Calls host function `index` of VM `vm` with the arguments (a wire array) at
    /// `ptr`; the host answers with [`cairn_host_return`] before returning.
    #[link_name = "host_call"]
    fn import_host_call(vm: usize, index: u32, ptr: *const u8, len: usize);
    /// The host's clock, in milliseconds since the epoch.
    #[link_name = "now"]
    fn import_now() -> f64;
    /// The offset from UTC in milliseconds, at UTC time value `t`, of the host's time
    /// zone `zone` (a number the host gave in [`cairn_vm_set_host_time_zone`]).
    #[link_name = "zone_offset"]
    fn import_zone_offset(zone: u32, t: f64) -> f64;
    /// Maps the UTF-16 text of `len` units at `ptr` as String.prototype does: `mapping`
    /// 0 `normalize("NFC")`, 1 NFD, 2 NFKC, 3 NFKD, 4 `toUpperCase()`, 5
    /// `toLowerCase()`; the host answers with [`cairn_host_return`] (UTF-16LE bytes)
    /// before returning.
    #[link_name = "map_text"]
    fn import_map_text(mapping: u32, ptr: *const u16, len: usize);
}

#[cfg(target_arch = "wasm32")]
fn host_now() -> f64 {
    // SAFETY: the import takes and returns plain numbers.
    unsafe { import_now() }
}

#[cfg(not(target_arch = "wasm32"))]
fn host_now() -> f64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(f64::NAN, |d| d.as_millis() as f64)
}

#[cfg(target_arch = "wasm32")]
fn call_host(vm: usize, index: u32, args: &[u8]) -> Result<Vec<u8>, HostError> {
    HOST_RETURN.with(|r| r.borrow_mut().take());
    // SAFETY: the import reads `args` (alive for the call) and calls back only into
    // exported functions, none of which touches the running VM (it is marked busy).
    unsafe { import_host_call(vm, index, args.as_ptr(), args.len()) };
    host_answer()
}

#[cfg(target_arch = "wasm32")]
fn host_zone_offset(zone: u32, t: f64) -> f64 {
    // SAFETY: the import takes and returns plain numbers.
    unsafe { import_zone_offset(zone, t) }
}

/// A text mapping by the host (see [`cairn_vm::set_text_mapper`]): None, so that the
/// builtin throws, if the host answers with something other than UTF-16LE bytes.
#[cfg(target_arch = "wasm32")]
fn host_map_text(units: &[u16], mapping: cairn_vm::TextMapping) -> Option<Vec<u16>> {
    use cairn_vm::TextMapping;
    let mapping = match mapping {
        TextMapping::Nfc => 0,
        TextMapping::Nfd => 1,
        TextMapping::Nfkc => 2,
        TextMapping::Nfkd => 3,
        TextMapping::UpperCase => 4,
        TextMapping::LowerCase => 5,
    };
    HOST_RETURN.with(|r| r.borrow_mut().take());
    // SAFETY: the import reads `units` (alive for the call) and calls back only into
    // `cairn_alloc` and `cairn_host_return`.
    unsafe { import_map_text(mapping, units.as_ptr(), units.len()) };
    // No answer, or one of an odd byte count: the builtin throws.
    match host_answer() {
        Ok(bytes) if bytes.len() % 2 == 0 => {
            Some(bytes.chunks_exact(2).map(|b| u16::from_le_bytes([b[0], b[1]])).collect())
        }
        _ => None,
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn host_zone_offset(_zone: u32, _t: f64) -> f64 {
    0.0
}

#[cfg(not(target_arch = "wasm32"))]
fn call_host(_vm: usize, _index: u32, _args: &[u8]) -> Result<Vec<u8>, HostError> {
    Err(HostError::message("host functions are only served by the wasm module's host"))
}

/// What the host returned for a host function call.
#[cfg(target_arch = "wasm32")]
fn host_answer() -> Result<Vec<u8>, HostError> {
    match HOST_RETURN.with(|r| r.borrow_mut().take()) {
        Some(Ok(bytes)) => Ok(bytes),
        Some(Err(bytes)) => Err(HostError::Value(bytes)),
        None => Err(HostError::message("the host function returned nothing")),
    }
}

// ----- the C ABI -----

fn entry<'a>(handle: usize) -> Result<&'a mut Entry, i32> {
    if !LIVE.with(|l| l.borrow().contains(&handle)) {
        return Err(set_error("no such VM (freed, or never created)"));
    }
    // SAFETY: live handles are addresses of boxed entries owned by LIVE's bookkeeping
    // (made by `Box::into_raw` in `register`, removed before `Box::from_raw`). The
    // busy flag keeps a host function from reaching a VM that is running.
    let entry = unsafe { &mut *(handle as *mut Entry) };
    if entry.busy {
        return Err(set_error("the VM is running (a host function called back into it)"));
    }
    Ok(entry)
}

/// Runs `f` on the entry, marked busy meanwhile.
fn with_entry(handle: usize, f: impl FnOnce(&mut Entry) -> i32) -> i32 {
    match entry(handle) {
        Ok(e) => {
            e.busy = true;
            let r = f(e);
            e.busy = false;
            r
        }
        Err(code) => code,
    }
}

fn register(entry: Box<Entry>) -> usize {
    let handle = Box::into_raw(entry) as usize;
    LIVE.with(|l| l.borrow_mut().insert(handle));
    handle
}

/// Reads `len` bytes at `ptr` (host-allocated, or empty).
///
/// # Safety
/// `ptr..ptr+len` is memory the host wrote (from [`cairn_alloc`]) or `len` is 0.
unsafe fn bytes<'a>(ptr: *const u8, len: usize) -> &'a [u8] {
    if len == 0 || ptr.is_null() {
        &[]
    } else {
        // SAFETY: the caller's contract.
        unsafe { std::slice::from_raw_parts(ptr, len) }
    }
}

/// Reads UTF-8 text at `ptr`.
///
/// # Safety
/// As [`bytes`].
unsafe fn text<'a>(ptr: *const u8, len: usize) -> Result<&'a str, i32> {
    // SAFETY: the caller's contract.
    std::str::from_utf8(unsafe { bytes(ptr, len) }).map_err(|_| set_error("text is not UTF-8"))
}

fn options(
    fuel: f64,
    heap_limit: f64,
    call_depth: u32,
    seed: f64,
    clock: u32,
    time: f64,
) -> Options {
    Options {
        fuel: (fuel >= 0.0).then_some(fuel as u64),
        heap_limit: (heap_limit > 0.0).then_some(heap_limit as usize),
        call_depth: (call_depth > 0).then_some(call_depth as usize),
        random_seed: (seed >= 0.0).then_some(seed as u64),
        clock: match clock {
            1 => Clock::Fixed(time),
            2 => Clock::Host,
            _ => Clock::None,
        },
    }
}

/// Allocates `len` bytes for the host to write into (1-aligned); 0 when out of memory.
#[unsafe(no_mangle)]
pub extern "C" fn cairn_alloc(len: usize) -> *mut u8 {
    if len == 0 {
        return std::ptr::NonNull::<u8>::dangling().as_ptr();
    }
    match std::alloc::Layout::from_size_align(len, 1) {
        // SAFETY: a non-zero size.
        Ok(layout) => unsafe { std::alloc::alloc(layout) },
        Err(_) => std::ptr::null_mut(),
    }
}

/// Grows (or shrinks) memory from [`cairn_alloc`] of `len` bytes to `size`, keeping
/// its bytes; 0 when out of memory (the old memory is then still the caller's).
///
/// # Safety
/// `ptr` and `len` are those of one live [`cairn_alloc`] (or `cairn_realloc`) result.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cairn_realloc(ptr: *mut u8, len: usize, size: usize) -> *mut u8 {
    if len == 0 || ptr.is_null() {
        return cairn_alloc(size);
    }
    if size == 0 {
        // SAFETY: the caller's contract.
        unsafe { cairn_free(ptr, len) };
        return std::ptr::NonNull::<u8>::dangling().as_ptr();
    }
    match std::alloc::Layout::from_size_align(len, 1) {
        // SAFETY: the caller's contract; `size` is not zero.
        Ok(layout) => unsafe { std::alloc::realloc(ptr, layout, size) },
        Err(_) => std::ptr::null_mut(),
    }
}

/// Frees memory from [`cairn_alloc`].
///
/// # Safety
/// `ptr` and `len` are those of one [`cairn_alloc`] call, freed once.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cairn_free(ptr: *mut u8, len: usize) {
    if len == 0 || ptr.is_null() {
        return;
    }
    if let Ok(layout) = std::alloc::Layout::from_size_align(len, 1) {
        // SAFETY: the caller's contract.
        unsafe { std::alloc::dealloc(ptr, layout) }
    }
}

/// The message of the last error.
#[unsafe(no_mangle)]
pub extern "C" fn cairn_error_ptr() -> *const u8 {
    LAST_ERROR.with(|e| e.borrow().as_ptr())
}

/// The length of the last error's message.
#[unsafe(no_mangle)]
pub extern "C" fn cairn_error_len() -> usize {
    LAST_ERROR.with(|e| e.borrow().len())
}

/// Whether the embedded base image loaded (1) or VMs run the realm's set-up once per
/// instance (0).
#[unsafe(no_mangle)]
pub extern "C" fn cairn_image_loaded() -> i32 {
    i32::from(use_base_image())
}

/// The engine's fingerprint, as dumps carry it (the native engine's number).
#[unsafe(no_mangle)]
pub extern "C" fn cairn_fingerprint() -> u64 {
    NATIVE_FINGERPRINT
}

/// 1 when a realm this module sets up itself has the payload of the embedded image
/// (built on another machine), else 0: the build's check of the image.
#[unsafe(no_mangle)]
pub extern "C" fn cairn_check_image() -> i32 {
    i32::from(image_matches_set_up())
}

/// Aborts: a trap of the instance, for the package's test of what a trap ends.
#[unsafe(no_mangle)]
pub extern "C" fn cairn_abort() {
    std::process::abort()
}

/// A new VM (0 on error). Negative `fuel`, `heap_limit` ≤ 0, `call_depth` 0 and
/// negative `seed` mean the defaults; `clock` is 0 (none: `Date.now()` is NaN), 1
/// (fixed at `time`) or 2 (the host's `now` import).
#[unsafe(no_mangle)]
pub extern "C" fn cairn_vm_new(
    fuel: f64,
    heap_limit: f64,
    call_depth: u32,
    seed: f64,
    clock: u32,
    time: f64,
) -> usize {
    register(Entry::new(&options(fuel, heap_limit, call_depth, seed, clock, time)))
}

/// A VM continuing the dump at `ptr` (0 on error: a truncated, corrupt or foreign dump).
/// Options as [`cairn_vm_new`].
///
/// # Safety
/// `ptr..ptr+len` is host-written memory.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cairn_vm_load(
    ptr: *const u8,
    len: usize,
    fuel: f64,
    heap_limit: f64,
    call_depth: u32,
    seed: f64,
    clock: u32,
    time: f64,
) -> usize {
    // SAFETY: the caller's contract.
    let dump = unsafe { bytes(ptr, len) };
    match Entry::load(dump, &options(fuel, heap_limit, call_depth, seed, clock, time)) {
        Ok(mut entry) => {
            entry.pending();
            register(entry)
        }
        Err(message) => {
            set_error(&message);
            0
        }
    }
}

/// Frees a VM; 0, or -1 for a handle that is not a live VM.
#[unsafe(no_mangle)]
pub extern "C" fn cairn_vm_free(handle: usize) -> i32 {
    if let Err(code) = entry(handle) {
        return code;
    }
    LIVE.with(|l| l.borrow_mut().remove(&handle));
    // SAFETY: a live handle is a `Box::into_raw` address (checked just above) that
    // is no longer live.
    drop(unsafe { Box::from_raw(handle as *mut Entry) });
    0
}

/// The address of the VM's result buffer.
#[unsafe(no_mangle)]
pub extern "C" fn cairn_vm_result_ptr(handle: usize) -> *const u8 {
    entry(handle).map_or(std::ptr::null(), |e| e.result.as_ptr())
}

/// The length of the VM's result buffer.
#[unsafe(no_mangle)]
pub extern "C" fn cairn_vm_result_len(handle: usize) -> usize {
    entry(handle).map_or(0, |e| e.result.len())
}

/// Installs the global `tools` with one async function per name (names separated by
/// newlines).
///
/// # Safety
/// `ptr..ptr+len` is host-written memory.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cairn_vm_install_tools(handle: usize, ptr: *const u8, len: usize) -> i32 {
    // SAFETY: the caller's contract.
    let names = match unsafe { text(ptr, len) } {
        Ok(t) => t,
        Err(code) => return code,
    };
    let names: Vec<&str> = names.split('\n').filter(|n| !n.is_empty()).collect();
    with_entry(handle, |e| match e.vm.install_tools(&names) {
        Ok(()) => 0,
        Err(err) => set_error(&err.message),
    })
}

/// Defines a global `name` holding the wire value at `ptr`.
///
/// # Safety
/// Both ranges are host-written memory.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cairn_vm_set_global(
    handle: usize,
    name_ptr: *const u8,
    name_len: usize,
    ptr: *const u8,
    len: usize,
) -> i32 {
    // SAFETY: the caller's contract.
    let (name, wire) = match unsafe { text(name_ptr, name_len) } {
        Ok(n) => (n, unsafe { bytes(ptr, len) }),
        Err(code) => return code,
    };
    with_entry(handle, |e| match e.vm.define_global_wire(name, wire) {
        Ok(()) => 0,
        Err(err) => set_error(&err.message),
    })
}

/// Defines a global synchronous function `name`: a call runs the `cairn.host_call`
/// import with the VM's handle, `index` and the arguments as a wire array, and the
/// host answers with [`cairn_host_return`].
///
/// # Safety
/// `ptr..ptr+len` is host-written memory.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cairn_vm_register_function(
    handle: usize,
    ptr: *const u8,
    len: usize,
    index: u32,
) -> i32 {
    // SAFETY: the caller's contract.
    let name = match unsafe { text(ptr, len) } {
        Ok(n) => n,
        Err(code) => return code,
    };
    with_entry(handle, |e| {
        match e.vm.register_host_function(name, move |args| call_host(handle, index, args)) {
            Ok(_) => 0,
            Err(err) => set_error(&err.message),
        }
    })
}

/// The answer of a host function call: the wire value at `ptr` is returned (`threw` 0)
/// or thrown (`threw` 1) into the script. Copies the bytes.
///
/// # Safety
/// `ptr..ptr+len` is host-written memory.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cairn_host_return(ptr: *const u8, len: usize, threw: u32) {
    // SAFETY: the caller's contract.
    let bytes = unsafe { bytes(ptr, len) }.to_vec();
    let answer = if threw == 0 { Ok(bytes) } else { Err(bytes) };
    HOST_RETURN.with(|r| *r.borrow_mut() = Some(answer));
}

/// Sets the VM's local time zone by IANA name or offset (`+05:30`).
///
/// # Safety
/// `ptr..ptr+len` is host-written memory.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cairn_vm_set_time_zone(handle: usize, ptr: *const u8, len: usize) -> i32 {
    // SAFETY: the caller's contract.
    let zone = match unsafe { text(ptr, len) } {
        Ok(z) => z,
        Err(code) => return code,
    };
    with_entry(handle, |e| match e.vm.set_time_zone_id(zone) {
        Ok(()) => 0,
        Err(message) => set_error(&message),
    })
}

/// Sets the VM's local time zone to one whose offsets the host computes (import
/// `zone_offset`, called with `zone`): the module has no time zone database (see
/// README), so named zones other than UTC come from the host's (e.g. its `Intl`).
/// Date's local time follows it (in the variant with Temporal, Temporal's named zones
/// stay UTC only).
#[unsafe(no_mangle)]
pub extern "C" fn cairn_vm_set_host_time_zone(handle: usize, zone: u32) -> i32 {
    with_entry(handle, |e| {
        e.vm.set_time_zone_hook(Box::new(move |t| host_zone_offset(zone, t)));
        0
    })
}

/// Starts a script: a status code (done, threw, idle) with the result buffer set.
///
/// # Safety
/// Both ranges are host-written memory.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cairn_vm_start(
    handle: usize,
    src_ptr: *const u8,
    src_len: usize,
    name_ptr: *const u8,
    name_len: usize,
) -> i32 {
    // SAFETY: the caller's contract.
    let (source, name) =
        match (unsafe { text(src_ptr, src_len) }, unsafe { text(name_ptr, name_len) }) {
            (Ok(s), Ok(n)) => (s, n),
            (Err(code), _) | (_, Err(code)) => return code,
        };
    with_entry(handle, |e| e.start(source, name))
}

/// Runs the VM again after answers: a status code with the result buffer set.
#[unsafe(no_mangle)]
pub extern "C" fn cairn_vm_run(handle: usize) -> i32 {
    with_entry(handle, Entry::run)
}

/// Resolves tool call `id` with the wire value at `ptr`; 0 or -1.
///
/// # Safety
/// `ptr..ptr+len` is host-written memory.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cairn_vm_resolve(
    handle: usize,
    id: u32,
    ptr: *const u8,
    len: usize,
) -> i32 {
    // SAFETY: the caller's contract.
    let wire = unsafe { bytes(ptr, len) };
    with_entry(handle, |e| match e.vm.resolve_tool_call(id, wire) {
        Ok(()) => 0,
        Err(err) => set_error(&err.message),
    })
}

/// Rejects tool call `id` with the wire value at `ptr`; 0 or -1.
///
/// # Safety
/// `ptr..ptr+len` is host-written memory.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn cairn_vm_reject(
    handle: usize,
    id: u32,
    ptr: *const u8,
    len: usize,
) -> i32 {
    // SAFETY: the caller's contract.
    let wire = unsafe { bytes(ptr, len) };
    with_entry(handle, |e| match e.vm.reject_tool_call(id, wire) {
        Ok(()) => 0,
        Err(err) => set_error(&err.message),
    })
}

/// Puts the pending tool calls in the result buffer (as an idle status lists them).
#[unsafe(no_mangle)]
pub extern "C" fn cairn_vm_pending(handle: usize) -> i32 {
    with_entry(handle, |e| {
        e.pending();
        0
    })
}

/// Puts the lines printed since the last call in the result buffer (a wire array of
/// strings) and forgets them.
#[unsafe(no_mangle)]
pub extern "C" fn cairn_vm_output(handle: usize) -> i32 {
    with_entry(handle, |e| {
        let lines = e.take_output();
        let mut w = Writer::with_capacity(lines.iter().map(|l| l.len() + 4).sum::<usize>() + 8);
        w.begin_array(u32::try_from(lines.len()).unwrap_or(u32::MAX));
        for line in lines.iter().take(u32::MAX as usize) {
            w.string_utf8(line);
        }
        e.result = w.finish();
        0
    })
}

/// Dumps the VM (at an idle point) into its result buffer; 0 or -1.
#[unsafe(no_mangle)]
pub extern "C" fn cairn_vm_dump(handle: usize) -> i32 {
    with_entry(handle, |e| match e.dump() {
        Ok(()) => 0,
        Err(message) => set_error(&message),
    })
}

/// The bytes of live heap data of the VM (after a collection when `collect` is 1).
#[unsafe(no_mangle)]
pub extern "C" fn cairn_vm_heap_bytes(handle: usize, collect: u32) -> f64 {
    match entry(handle) {
        Ok(e) => {
            if collect == 1 {
                e.vm.collect_now();
            }
            e.vm.heap_live_bytes() as f64
        }
        Err(_) => -1.0,
    }
}

#[cfg(test)]
mod tests;
