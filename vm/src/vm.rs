//! The `Vm`: the heap, atoms, realm, register file and frames, job queue, limits and
//! host hooks of one isolated run; allocation helpers and thrown values.

use cairn_gc::{Handle, Heap, HeapConfig, HeapLimitExceeded, Tracer};
use std::rc::Rc;

use crate::heap::VmHeap;
use crate::host::Host;
use crate::interp::frame::Frame;
use crate::jobs::JobQueue;
use crate::limits::{Limits, Termination};
use crate::names;
use crate::object::{JsObject, ObjectKind};
use crate::realm::Realm;
use crate::string::{Atom, AtomTable, JsString, PropertyKey, Str};
use crate::value::Value;

/// Why evaluation stopped abruptly: a JS exception (catchable) or a termination (not).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Throw {
    /// A thrown JS value.
    Exception(Value),
    /// An uncatchable end of the run.
    Terminate(Termination),
}

/// The result of anything that can throw.
pub type JsResult<T> = Result<T, Throw>;

impl From<HeapLimitExceeded> for Throw {
    fn from(_: HeapLimitExceeded) -> Self {
        Throw::Terminate(Termination::HeapLimit)
    }
}

/// Options for a new VM.
#[derive(Clone, Debug, Default)]
pub struct VmOptions {
    /// The heap's collection policy and byte limit.
    pub heap: HeapConfig,
    /// Fuel, depth and interrupt limits.
    pub limits: Limits,
}

/// One isolated JS virtual machine.
pub struct Vm {
    /// The arenas.
    pub(crate) heap: Heap<VmHeap>,
    /// Interned property names.
    pub(crate) atoms: AtomTable,
    /// The intrinsics and the global object.
    pub(crate) realm: Realm,
    /// Where the arena keeps the global object once written (a base object: `Heap::get`
    /// would look its copy up on every global variable access); see
    /// `Heap::get_placed`. Any value is safe: a wrong place is found out and replaced.
    /// Not in the wasm module (its size budget).
    #[cfg(not(target_family = "wasm"))]
    pub(crate) global_place: cairn_gc::CopyPlace,
    /// Where the arena keeps %RegExp% once written (its legacy static properties are
    /// written on every match), as `global_place` keeps the global object.
    #[cfg(not(target_family = "wasm"))]
    pub(crate) regexp_ctor_place: cairn_gc::CopyPlace,
    /// The register file shared by all frames.
    pub(crate) regs: Vec<Value>,
    /// The call stack (VM data: JS-to-JS calls do not recurse on the Rust stack).
    pub(crate) frames: Vec<Frame>,
    /// Pending promise jobs.
    pub(crate) jobs: JobQueue,
    /// The bytes of the register file, frame stack and job queue charged to the heap
    /// limit so far (see `Vm::charge_side_tables`).
    pub(crate) side_bytes: usize,
    /// Limits and the fuel left.
    pub(crate) limits: Limits,
    /// Host hooks (print, console).
    pub(crate) host: Host,
    /// How many nested dispatch loops (native code calling back into JS) are running.
    pub(crate) native_depth: u32,
    /// The nesting of every JSON parse, revive and stringify walk running, together: a
    /// reviver or toJSON that starts another walk adds to the same count, so that walks
    /// nested through callbacks cannot each take the whole bound (see `builtins::json`).
    pub(crate) json_depth: u32,
    /// Collections wait while this is above zero: Rust code that holds unrooted handles
    /// across a call into JS raises it (`Vm::call` does; `Vm::call_rooted` does not).
    pub(crate) gc_barrier: u32,
    /// Collections run so far: a dispatch loop keeps the last function it loaded by
    /// handle, and a collection may free that unit and hand its handle to a new one.
    pub(crate) collections: u64,
    /// The last callee `call_rooted` found it could call by its fast path.
    pub(crate) fast_callee: Option<crate::interp::call::FastCallee>,
    /// The built-in calls whose callbacks run in a dispatch loop, innermost last.
    pub(crate) native_tasks: Vec<crate::interp::native_task::NativeTask>,
    /// Values Rust code holds across calls that may collect (a root stack).
    pub(crate) temps: Vec<Value>,
    /// The arrays whose `join` (or `toString`) is running: a cycle joins as "" (also
    /// rooted through `temps`).
    pub(crate) join_stack: Vec<Handle<JsObject>>,
    /// Set by `Yield`/`Await` when a dispatch loop ends by suspending its entry frame.
    pub(crate) suspend: crate::interp::Suspend,
    /// The registers a suspended frame receives its resumption in (dst, kind).
    pub(crate) resume_slots: (u16, u16),
    /// Inline caches of every loaded function (`LoadedFunction::ic_base` + site). They
    /// are a cache, cleared at each collection (so they never hold a dead handle).
    pub(crate) ics: Vec<crate::interp::code::Ic>,
    /// Changes to watched objects (`watched`): a property added, removed or redefined,
    /// a prototype changed ([`Vm::chain_changed`]). An `ADD_SET` or `PROTO_CHAIN` cache
    /// entry, which relies on the objects of a prototype chain, holds while this is
    /// what it was when filled. It stops at `u32::MAX`, which no entry is filled with,
    /// so a count that went round can never validate an old entry.
    pub(crate) chain_epoch: crate::interp::code::Epoch,
    /// The objects some inline cache relies on not changing (a bit an object handle
    /// index; `Vm::watch`): adding, removing or redefining a property of one, or
    /// changing its prototype, counts in `chain_epoch`. Cleared with the caches at
    /// each collection, when no entry relies on anything any more.
    pub(crate) watched: Vec<u64>,
    /// (a fresh array's shape, the shape index, input and groups take it to): the last
    /// RegExp match result's, by shape index; cleared with the inline caches.
    pub(crate) regexp_result_shape: Option<(u32, u32)>,
    /// (a fresh object's shape, the shape length, `@@iterator` and `callee` take it
    /// to): the last arguments object's, unmapped then mapped, by shape index; cleared
    /// with the inline caches. Not in the wasm module (its size budget).
    #[cfg(not(target_family = "wasm"))]
    pub(crate) arguments_shapes: [Option<(u32, u32)>; 2],
    /// The last object `new` made for each of a few prototypes, by prototype index
    /// (prototype, object): the next one for that prototype starts with room for the
    /// slots the last one has by then (a constructor's `this.x = ...` then grows no
    /// vector). A hint only: cleared with the inline caches. Not in the wasm module.
    #[cfg(not(target_family = "wasm"))]
    pub(crate) construct_hints: [(u32, u32); 16],
    /// Where keyed accesses by atom found own data properties of ordinary objects, by
    /// (shape, atom): a cache, cleared at each collection like `ics`.
    pub(crate) keyed_cache: crate::interp::props::KeyedCache,
    /// The property keys of every loaded function's `names` (`names_base` + index);
    /// atoms and well-known symbols, rooted elsewhere.
    pub(crate) names: Vec<PropertyKey>,
    /// ES modules: their records and the host's loader.
    pub(crate) modules: crate::module::Modules,
    /// Running eval units and their variable environments (their handles are also
    /// held by the running frames, which keep them alive).
    pub(crate) eval_frames: Vec<crate::eval::EvalFrame>,
    /// WeakRef kept objects and FinalizationRegistries waiting for cleanup (rooted).
    pub(crate) weak: crate::object::slots::weak::WeakState,
    /// Compiled RegExp programs by pattern and flags, and a scratch buffer (a cache).
    pub(crate) regexp_cache: crate::regexp_matcher::Cache,
    // Realms (see realms.rs)
    /// Every realm's record by index, except the current one's, which is in `realm`
    /// (its slot here holds an empty record). Empty while the VM has one realm.
    pub(crate) realms: Vec<Realm>,
    /// The index of the current realm (the running execution context's Realm).
    pub(crate) realm_id: u16,
}

/// A realm right after set-up, frozen: what [`Vm::new`] starts every VM from.
pub(crate) struct Template {
    pub(crate) heap: crate::heap::FrozenHeap,
    pub(crate) atoms: AtomTable,
    pub(crate) realm: Realm,
    /// The hash of the template's image payload (see `crate::image::fingerprint`),
    /// computed on first use or known from the image it was read from.
    pub(crate) fingerprint: std::cell::OnceCell<u64>,
}

thread_local! {
    /// The template of this thread: read from a base image, or built by the first
    /// `Vm::new` by running the realm's set-up.
    static TEMPLATE: std::cell::RefCell<Option<Rc<Template>>> =
        const { std::cell::RefCell::new(None) };
}

/// This thread's template, built by running the realm's set-up if there is none yet.
pub(crate) fn template() -> Rc<Template> {
    if let Some(t) = TEMPLATE.with(|t| t.borrow().clone()) {
        return t;
    }
    let made = Rc::new(Vm::new_set_up(VmOptions::default()).template());
    TEMPLATE.with(|t| *t.borrow_mut() = Some(Rc::clone(&made)));
    made
}

/// Makes `template` the one new VMs of this thread start from.
pub(crate) fn set_template(template: Template) {
    TEMPLATE.with(|t| *t.borrow_mut() = Some(Rc::new(template)));
}

/// How many atoms this thread's template has.
pub(crate) fn template_atom_count() -> usize {
    template().atoms.strings().len()
}

impl Vm {
    /// A fresh VM with its realm.
    ///
    /// The realm comes from a template built once per thread by running the realm's
    /// set-up ([`Vm::new_set_up`]) and frozen: a new VM shares the template's heap
    /// values and copies one only when it writes it, so creation costs a pass over the
    /// slot tables instead of building every builtin again.
    pub fn new(options: VmOptions) -> Vm {
        let template = template();
        let heap = Heap::new(VmHeap::from_frozen(&template.heap), options.heap);
        Vm::with_parts(heap, template.atoms.clone(), template.realm.clone(), options)
    }

    /// A fresh VM whose realm is built by running its set-up code (what [`Vm::new`]
    /// does once per thread): for measuring set-up and for writing base images.
    pub fn new_set_up(options: VmOptions) -> Vm {
        let mut heap = Heap::new(VmHeap::default(), options.heap);
        let mut atoms = AtomTable::default();
        for text in names::ALL {
            // The heap limit cannot be reached by the few well-known names of a fresh heap;
            // if it were, the atoms would be missing and lookups would simply fail.
            if let Ok(h) = heap.alloc(JsString::from_text(text)) {
                atoms.intern(&mut heap, h);
            }
        }
        let mut vm = Vm::with_parts(heap, atoms, Realm::placeholder(), options);
        crate::realm::create_intrinsics(&mut vm);
        vm
    }

    /// The frozen state of this VM's realm, for [`Vm::new`] (taken right after set-up,
    /// before any script ran).
    pub(crate) fn template(&self) -> Template {
        Template {
            heap: self.heap.spaces().freeze(),
            atoms: self.atoms.frozen(),
            realm: self.realm.clone(),
            fingerprint: std::cell::OnceCell::new(),
        }
    }

    /// The template this VM's state makes, moving its heap values instead of copying
    /// them (a VM read from an image, which is dropped next).
    pub(crate) fn into_template(mut self) -> Template {
        Template {
            heap: std::mem::take(self.heap.spaces_mut()).into_frozen(),
            atoms: self.atoms.frozen(),
            realm: self.realm.clone(),
            fingerprint: std::cell::OnceCell::new(),
        }
    }

    /// A VM of a heap, its atoms and its realm, with nothing running.
    pub(crate) fn with_parts(
        heap: Heap<VmHeap>,
        atoms: AtomTable,
        realm: Realm,
        options: VmOptions,
    ) -> Vm {
        let mut vm = Vm {
            heap,
            atoms,
            realm,
            regs: Vec::with_capacity(1024),
            frames: Vec::with_capacity(64),
            jobs: JobQueue::default(),
            side_bytes: 0,
            limits: options.limits.with_flag_for_check(),
            host: Host::default(),
            native_depth: 0,
            json_depth: 0,
            gc_barrier: 0,
            collections: 0,
            fast_callee: None,
            native_tasks: Vec::new(),
            temps: Vec::new(),
            join_stack: Vec::new(),
            suspend: crate::interp::Suspend::None,
            resume_slots: (0, 0),
            ics: Vec::new(),
            chain_epoch: Default::default(),
            #[cfg(not(target_family = "wasm"))]
            global_place: Default::default(),
            #[cfg(not(target_family = "wasm"))]
            regexp_ctor_place: Default::default(),
            watched: Vec::new(),
            regexp_result_shape: None,
            #[cfg(not(target_family = "wasm"))]
            arguments_shapes: [None; 2],
            #[cfg(not(target_family = "wasm"))]
            construct_hints: [(u32::MAX, 0); 16],
            keyed_cache: crate::interp::props::KeyedCache::default(),
            names: Vec::new(),
            modules: crate::module::Modules::default(),
            eval_frames: Vec::new(),
            weak: Default::default(),
            regexp_cache: Default::default(),
            realms: Vec::new(),
            realm_id: 0,
        };
        vm.sync_alloc_poll();
        vm
    }

    // ----- allocation -----

    /// Allocates an object of `kind` with prototype `proto` and the root shape.
    pub(crate) fn alloc_object(
        &mut self,
        kind: ObjectKind,
        proto: Option<Handle<JsObject>>,
    ) -> JsResult<Handle<JsObject>> {
        let mut o = JsObject::new(self.realm.root_shape, proto, kind);
        o.realm = self.realm_id;
        Ok(self.heap.alloc(o)?)
    }

    /// The ordinary object `new` makes for a constructor whose prototype is `proto`
    /// (OrdinaryCreateFromConstructor's step 2), with room for as many slots as the
    /// last such object has now ([`Vm::construct_hints`]).
    #[cfg(not(target_family = "wasm"))]
    pub(crate) fn alloc_constructed(
        &mut self,
        proto: Handle<JsObject>,
    ) -> JsResult<Handle<JsObject>> {
        /// More is not guessed: a constructor that adds that many is rare.
        const MOST: usize = 32;
        let i = proto.index() as usize % self.construct_hints.len();
        let (p, last) = self.construct_hints[i];
        let room = if p == proto.index() {
            self.heap.try_get(Handle::<JsObject>::from_index(last)).map_or(0, |o| o.slots.len())
        } else {
            0
        };
        let mut o = JsObject::new(self.realm.root_shape, Some(proto), ObjectKind::Ordinary);
        o.realm = self.realm_id;
        if room > 0 {
            o.slots = Vec::with_capacity(room.min(MOST));
        }
        let h = self.heap.alloc(o)?;
        self.construct_hints[i] = (proto.index(), h.index());
        Ok(h)
    }

    /// The ordinary object `new` makes for a constructor whose prototype is `proto`
    /// (the module, for its size budget, guesses no room).
    #[cfg(target_family = "wasm")]
    pub(crate) fn alloc_constructed(
        &mut self,
        proto: Handle<JsObject>,
    ) -> JsResult<Handle<JsObject>> {
        self.alloc_object(ObjectKind::Ordinary, Some(proto))
    }

    /// A new ordinary object whose prototype is %Object.prototype%.
    pub(crate) fn new_plain_object(&mut self) -> JsResult<Handle<JsObject>> {
        self.alloc_object(ObjectKind::Ordinary, Some(self.realm.object_prototype))
    }

    /// Allocates a string of Rust text.
    pub(crate) fn alloc_str(&mut self, s: &str) -> JsResult<Handle<JsString>> {
        Ok(self.heap.alloc(JsString::from_text(s))?)
    }

    /// A string value of Rust text.
    pub(crate) fn str_value(&mut self, s: &str) -> JsResult<Value> {
        Ok(Value::string(self.alloc_str(s)?))
    }

    /// Allocates a string from UTF-16 units.
    pub(crate) fn alloc_units(&mut self, units: Vec<u16>) -> JsResult<Handle<JsString>> {
        Ok(self.heap.alloc(JsString::from_utf16(units))?)
    }

    /// Allocates a string from Latin-1 bytes.
    pub(crate) fn alloc_latin1(&mut self, bytes: Vec<u8>) -> JsResult<Handle<JsString>> {
        Ok(self.heap.alloc(JsString::from_latin1_vec(bytes))?)
    }

    // ----- atoms and keys -----

    /// The atom of Rust text.
    pub(crate) fn atom(&mut self, s: &str) -> JsResult<Atom> {
        if let Some(a) = self.atoms.lookup_str(&self.heap, s) {
            return Ok(a);
        }
        let h = self.alloc_str(s)?;
        Ok(self.atoms.intern(&mut self.heap, h))
    }

    /// The property key of Rust text (an index for canonical numeric strings).
    pub(crate) fn key(&mut self, s: &str) -> JsResult<PropertyKey> {
        if let Some(i) = Str::Latin1(s.as_bytes()).array_index() {
            return Ok(PropertyKey::Index(i));
        }
        Ok(PropertyKey::Atom(self.atom(s)?))
    }

    /// The property key of a string (flattening it).
    pub(crate) fn string_key(&mut self, h: Handle<JsString>) -> PropertyKey {
        let s = self.heap.get(h);
        if s.atom != u32::MAX {
            // An atom may exist for a canonical numeric string (a string constant
            // "10"); as a key it is still the index.
            let digit = s
                .flat()
                .is_some_and(|f| !f.is_empty() && (b'0' as u16..=b'9' as u16).contains(&f.at(0)));
            if !digit {
                return PropertyKey::Atom(Atom(s.atom));
            }
            if let Some(i) = s.flat().and_then(|f| f.array_index()) {
                return PropertyKey::Index(i);
            }
            return PropertyKey::Atom(Atom(s.atom));
        }
        crate::string::flatten(&mut self.heap, h);
        if let Some(i) = self.heap.get(h).flat().and_then(|f| f.array_index()) {
            return PropertyKey::Index(i);
        }
        PropertyKey::Atom(self.atoms.intern(&mut self.heap, h))
    }

    /// The string value of an atom.
    #[inline]
    pub(crate) fn atom_value(&self, a: Atom) -> Value {
        Value::string(self.atoms.string(a))
    }

    /// A property key as a JS value (string or symbol).
    pub(crate) fn key_value(&mut self, key: PropertyKey) -> JsResult<Value> {
        match key {
            PropertyKey::Atom(a) => Ok(self.atom_value(a)),
            PropertyKey::Symbol(s) => Ok(Value::symbol(s)),
            PropertyKey::Index(i) => {
                let text = i.to_string();
                self.str_value(&text)
            }
        }
    }

    /// Flat string contents (flattening a rope first).
    pub(crate) fn flat(&mut self, h: Handle<JsString>) -> Str<'_> {
        crate::string::flatten(&mut self.heap, h);
        match self.heap.get(h).flat() {
            Some(s) => s,
            None => Str::Latin1(&[]),
        }
    }

    /// Rust text of a string (lossy for lone surrogates).
    pub(crate) fn rust_string(&mut self, h: Handle<JsString>) -> String {
        self.flat(h).to_rust()
    }

    /// The text of a string used as source code: lone surrogates as escapes
    /// ([`Str::to_source_text`]).
    pub(crate) fn source_text(&mut self, h: Handle<JsString>) -> crate::string::SourceText {
        self.flat(h).to_source_text()
    }

    // ----- collection -----

    /// Runs a full collection with the VM's roots, for the host (a dump, or between
    /// runs): its work is not charged to the run's fuel.
    pub fn collect_now(&mut self) {
        self.collect(false);
    }

    /// Runs a full collection the script caused (the heap asked at a safepoint, or a
    /// builtin collects): its work is charged to the run's fuel, so that a program that
    /// allocates without end also pays for its collections (see `GC_FUEL_PER_VALUE`).
    pub(crate) fn collect_for_script(&mut self) {
        self.collect(true);
    }

    /// At a safepoint where the heap asked ([`cairn_gc::Heap::should_collect`]): a
    /// collection when one is due, else a poll of a VM with a deadline check, which
    /// counts the bytes allocated since the last poll as work towards the check (see
    /// `ALLOC_POLL_BYTES`).
    #[cold]
    #[inline(never)]
    pub(crate) fn heap_safepoint(&mut self) {
        if self.heap.collection_due() {
            self.collect(true);
        } else {
            let bytes = self.heap.take_polled() as u64;
            self.limits.count_work(bytes / crate::limits::GARBAGE_BYTES_PER_FUEL);
        }
    }

    /// Has the heap poll allocation for the deadline check when the limits have one.
    pub(crate) fn sync_alloc_poll(&mut self) {
        let every = self.limits.should_interrupt.as_ref().map(|_| crate::limits::ALLOC_POLL_BYTES);
        self.heap.set_alloc_poll(every);
    }

    fn collect(&mut self, charge: bool) {
        // A collection the script causes stops marking when the run is interrupted (a
        // large heap takes milliseconds to mark); the next fuel point then ends the run.
        // The host's own collections (dumps) always finish. The wasm module has no
        // interrupt (its runs are bounded by fuel and the heap limit), so it leaves the
        // stopping collection out.
        let collection = if !cfg!(target_family = "wasm")
            && charge
            && (self.limits.interrupt.is_some() || self.limits.should_interrupt.is_some())
        {
            let interrupted = self.limits.interrupt_poll();
            self.with_roots(|heap, mut roots| heap.collect_unless(&mut roots, &interrupted))
        } else {
            self.with_roots(|heap, mut roots| heap.collect(&mut roots))
        };
        if collection.aborted || collection.sweep_deferred {
            // The interrupt stopped the marking or the sweep: the next fuel point ends
            // the run (not up to INTERRUPT_CHECK_UNITS later, after another start).
            self.limits.ask_check_next();
        }
        if collection.aborted {
            return;
        }
        self.collections += 1;
        if charge {
            // Base values marked as a block cost nothing per value.
            let walked =
                (collection.marked - collection.base_marked).saturating_add(collection.freed);
            self.limits.debit(walked.saturating_mul(crate::limits::GC_FUEL_PER_VALUE));
            // The garbage's bytes were written when it was made (a string built by
            // `repeat` or `padStart`, a copy made by `slice`): that work pays by its size
            // here, once the values are garbage.
            let built = collection.freed_bytes as u64 / crate::limits::GARBAGE_BYTES_PER_FUEL;
            self.limits.debit_work(built);
        }
        if !collection.finalization.is_empty() {
            self.queue_finalization(&collection.finalization);
        }
        self.ics.fill(crate::interp::code::Ic::default());
        // (The wasm module fills neither: wasm/README.md.)
        if !cfg!(target_family = "wasm") {
            self.watched.clear();
            self.regexp_result_shape = None;
        }
        #[cfg(not(target_family = "wasm"))]
        {
            self.arguments_shapes = [None; 2];
            self.construct_hints = [(u32::MAX, 0); 16];
        }
        self.keyed_cache = crate::interp::props::KeyedCache::default();
    }

    /// Checks that every handle reachable from the VM's roots names a live value of
    /// its arena (after loading a dump: bytes with a valid checksum can still describe
    /// an inconsistent heap).
    pub(crate) fn check_handles(&mut self) -> Result<(), cairn_gc::AnyHandle> {
        self.with_roots(|heap, mut roots| heap.check_handles(&mut roots))
    }

    /// Runs `f` with the heap and the VM's roots (what a collection marks from).
    fn with_roots<T>(
        &mut self,
        f: impl FnOnce(&mut Heap<VmHeap>, &mut dyn FnMut(&mut Tracer)) -> T,
    ) -> T {
        let Vm {
            heap,
            atoms,
            realm,
            regs,
            frames,
            jobs,
            temps,
            host,
            modules,
            weak,
            realms,
            realm_id,
            ..
        } = self;
        let mut roots = |t: &mut Tracer| {
            for &s in atoms.strings() {
                t.mark(s);
            }
            realm.trace_roots(t);
            for (i, r) in realms.iter().enumerate() {
                if i != *realm_id as usize {
                    r.trace_roots(t);
                }
            }
            for v in regs.iter() {
                cairn_gc::Trace::trace(v, t);
            }
            for f in frames.iter() {
                f.trace_roots(t);
            }
            jobs.trace_roots(t);
            for v in temps.iter() {
                cairn_gc::Trace::trace(v, t);
            }
            host.trace_roots(t);
            modules.trace_roots(t);
            weak.trace_roots(t);
        };
        f(heap, &mut roots)
    }

    /// Heap statistics.
    pub fn heap_stats(&self) -> cairn_gc::HeapStats {
        self.heap.stats()
    }

    /// The heap's live bytes, as [`Vm::heap_stats`] counts them, in O(1).
    pub fn heap_live_bytes(&self) -> usize {
        self.heap.live_bytes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn realm_builds_and_has_builtins() {
        let mut vm = Vm::new(VmOptions::default());
        let global = vm.realm.global;
        for name in [
            "Object",
            "Array",
            "String",
            "Number",
            "Math",
            "Promise",
            "Symbol",
            "TypeError",
            "print",
            "console",
            "globalThis",
        ] {
            let key = vm.key(name).unwrap_or(PropertyKey::Index(0));
            let v = vm.get(global, key, Value::object(global)).unwrap_or_default();
            assert!(v.is_object(), "{name} missing");
        }
        let ap = vm.realm.array_prototype;
        let key = vm.key("push").unwrap_or(PropertyKey::Index(0));
        let push = vm.get(ap, key, Value::object(ap)).unwrap_or_default();
        assert!(vm.is_callable(push));
    }

    #[test]
    fn native_calls_work_from_rust() {
        let mut vm = Vm::new(VmOptions::default());
        let a =
            vm.array_from_list(&[Value::int(1), Value::int(2)]).unwrap_or(vm.realm.array_prototype);
        let ap = vm.realm.array_prototype;
        let key = vm.key("push").unwrap_or(PropertyKey::Index(0));
        let push = vm.get(ap, key, Value::object(ap)).unwrap_or_default();
        let r = vm.call(push, Value::object(a), &[Value::int(3)]);
        assert_eq!(r, Ok(Value::int(3)));
        let key = vm.key("join").unwrap_or(PropertyKey::Index(0));
        let join = vm.get(ap, key, Value::object(ap)).unwrap_or_default();
        let s = vm.call(join, Value::object(a), &[]).unwrap_or_default();
        let text = vm.to_rust_string(s).unwrap_or_default();
        assert_eq!(text, "1,2,3");
    }
}

#[cfg(test)]
mod construct_tests {
    use super::*;

    #[test]
    fn construct_and_to_index() {
        let mut vm = Vm::new(VmOptions::default());
        let global = vm.realm.global;
        let key = vm.key("Array").unwrap_or(PropertyKey::Index(0));
        let array = vm.get(global, key, Value::object(global)).unwrap_or_default();
        let a = vm.construct(array, &[Value::int(3)], array).unwrap_or_default();
        assert_eq!(a.as_object().and_then(|o| vm.array_length(o)), Some(3));
        assert_eq!(vm.to_index(Value::int(5)), Ok(5));
        assert!(matches!(vm.to_index(Value::int(-1)), Err(Throw::Exception(_))));
        let not_ctor = Value::int(1);
        assert!(matches!(vm.construct(not_ctor, &[], not_ctor), Err(Throw::Exception(_))));
    }
}
