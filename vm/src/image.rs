//! Continuation dumps and base images: the VM's whole state written to bytes and read
//! back (DESIGN.md, "The host boundary").
//!
//! Every VM starts from its thread's template: the realm right after set-up, frozen
//! (`Vm::new`). A *dump*, taken at an idle point, writes only what differs from that
//! template: per arena, every value the VM owns (base values it wrote to, copied on
//! write, as byte patches of their base encoding, and everything it allocated), then the
//! tables beside the heap (new atoms, the realm record, loaded functions' names, the
//! job queue, pending tool calls, module records, weak-reference state). Handles keep
//! their slot numbers, so nothing is patched on load: a fresh VM from the same template
//! takes the values back at the same indices and continues the run. Base values the
//! dumped VM had collected stay in the loaded VM as garbage until its next collection
//! (so a base value never names a free slot, and loading checks only what the dump
//! brought: `Heap::check_handles`).
//!
//! An *image* is the same payload written from a VM that has no base (one just set up):
//! every value is its own. The template's image, hashed, is the engine's fingerprint:
//! a dump names the fingerprint of the template it is relative to, and is only read by
//! an engine whose template (and so bytecode format, builtin table and realm set-up)
//! is the same.
//!
//! The container (header, versions, fingerprint, checksum) is `cairn_snapshot`'s; the
//! payload is the heap types in `cairn_codec`'s form (a function's instructions as one
//! byte string of the compiler's codec, `cairn_compiler::bytecode::codec`).

use cairn_codec::{Decode, DecodeError, Encode, Reader, Writer};
use cairn_gc::{Arena, Handle, HeapKind};
use cairn_snapshot::{Kind, SnapshotError};

use crate::heap::VmHeap;
use crate::interp::code::Ic;
use crate::jobs::JobQueue;
use crate::module::ModuleRecord;
use crate::object::shape::{self, ShapeOut};
use crate::object::slots::weak::WeakState;
use crate::object::{ObjectKind, Shape};
use crate::realm::Realm;
use crate::string::{JsString, PropertyKey, StrRepr};
use crate::vm::Vm;

/// Slots past the base a dump may name per value it holds, plus a fixed allowance: the
/// bound that keeps a corrupt dump from making the loader allocate a huge slot table
/// for a few values. (A dump is taken after a full collection and allocation reuses the
/// lowest free slot, so live values sit densely; holes left by a collection are the
/// only slack.)
const SLACK_PER_VALUE: u64 = 64;
/// The fixed part of that allowance.
const SLACK_FIXED: u64 = 1 << 16;

/// One arena as the payload holds it: the base values the VM changed, as byte patches
/// of their encoding (`Vec<(u32, Patch)>`), then the values the VM allocated, by slot
/// (`Vec<(u32, T)>`). Written by [`write_arena`], read by [`read_arena`].
///
/// What those two need of an arena, whatever its value type: so that their loops
/// (diffs, bounds, patches) are compiled once rather than once per heap type.
pub(crate) trait ArenaCodec {
    /// The kind of value, for messages.
    fn name(&self) -> &'static str;
    /// Slots of the base (the template's values).
    fn base_len(&self) -> u32;
    /// The slots of the live values: every one (`full`), or the VM's own.
    fn live_slots(&self, full: bool) -> Vec<u32>;
    /// Writes the value in slot `index`.
    fn encode_slot(&self, index: u32, out: &mut Writer);
    /// Writes the base's original value of slot `index`, if the base has one.
    fn encode_base(&self, index: u32, out: &mut Writer) -> bool;
    /// Makes room for `slots` slots.
    fn reserve_slots(&mut self, slots: u32);
    /// Reads one value from `r` into slot `index`.
    fn read_slot(&mut self, index: u32, r: &mut Reader<'_>) -> Result<(), DecodeError>;
}

impl<T: HeapKind + Encode + Decode> ArenaCodec for Arena<T> {
    fn name(&self) -> &'static str {
        T::NAME
    }

    fn base_len(&self) -> u32 {
        Arena::base_len(self)
    }

    fn live_slots(&self, full: bool) -> Vec<u32> {
        if full {
            self.iter().map(|(h, _)| h.index()).collect()
        } else {
            self.iter_own().map(|(h, _)| h.index()).collect()
        }
    }

    fn encode_slot(&self, index: u32, out: &mut Writer) {
        self.get(Handle::from_index(index)).encode(out);
    }

    fn encode_base(&self, index: u32, out: &mut Writer) -> bool {
        self.base_original(index).map(|v| v.encode(out)).is_some()
    }

    fn reserve_slots(&mut self, slots: u32) {
        Arena::reserve_slots(self, slots);
    }

    fn read_slot(&mut self, index: u32, r: &mut Reader<'_>) -> Result<(), DecodeError> {
        let value = T::decode(r)?;
        self.restore_one(index, value).map_err(DecodeError::custom)
    }
}

/// A changed base value: its encoding as edits of the base value's encoding (a byte
/// diff). A global object that gained a property, or a shape that gained a
/// transition, costs a few bytes instead of its whole table.
#[derive(Encode, Decode)]
struct Patch(Vec<Edit>);

/// How many bytes `a` and `b` have equal from their starts.
fn equal_run(a: &[u8], b: &[u8]) -> usize {
    a.iter().zip(b).take_while(|(x, y)| x == y).count()
}

/// At a difference between `old` and `new` (their first bytes differ, or one is empty):
/// how many bytes to drop from `old` and insert from `new` so that both then go on
/// equal for [`MIN_KEEP`] bytes or to both their ends, the fewest in all (within
/// [`RESYNC`] of each); else both up to their common tail.
fn resync(old: &[u8], new: &[u8]) -> (usize, usize) {
    for total in 1..=2 * RESYNC {
        for dropped in total.saturating_sub(RESYNC)..=total.min(RESYNC) {
            let inserted = total - dropped;
            let (Some(o), Some(n)) = (old.get(dropped..), new.get(inserted..)) else { continue };
            let run = equal_run(o, n);
            if run >= MIN_KEEP || (run == o.len() && run == n.len()) {
                return (dropped, inserted);
            }
        }
    }
    // No place within reach: up to the common tail (an insertion or removal longer than
    // the reach then costs its own bytes, not the rest of the value).
    let tail = old.iter().rev().zip(new.iter().rev()).take_while(|(a, b)| a == b).count();
    (old.len() - tail, new.len() - tail)
}

/// How far ahead [`Patch::new`] looks for the place where old and new bytes agree again.
const RESYNC: usize = 64;

/// Equal bytes after which a [`Patch`] keeps bytes again (fewer are cheaper inserted
/// again than kept with two more edits).
const MIN_KEEP: usize = 4;

/// One step of a [`Patch`], applied left to right over the base encoding.
#[derive(Encode, Decode)]
enum Edit {
    /// The next `n` base bytes are kept.
    Keep(u32),
    /// The next `n` base bytes are dropped.
    Drop(u32),
    /// These bytes are inserted.
    Insert(#[codec(with = "cairn_codec::byte_buf")] Vec<u8>),
}

impl Patch {
    /// The edits that turn `base` into `now`, found greedily: equal bytes are kept, and
    /// at each difference the fewest bytes dropped and inserted after which both go on
    /// equal for [`MIN_KEEP`] bytes (or both end) are, searching up to [`RESYNC`] bytes
    /// ahead. Base objects change by a few such steps (a value rewritten, a property or
    /// transition added, a count grown), which this finds as a general diff (Myers',
    /// which cost the wasm module 5.5 KiB of code) does.
    fn new(base: &[u8], now: &[u8]) -> Patch {
        let mut edits = Vec::new();
        let (mut i, mut j) = (0, 0);
        loop {
            let run = equal_run(&base[i..], &now[j..]);
            if run > 0 {
                edits.push(Edit::Keep(run as u32));
            }
            (i, j) = (i + run, j + run);
            if i == base.len() && j == now.len() {
                break;
            }
            let (dropped, inserted) = resync(&base[i..], &now[j..]);
            if dropped > 0 {
                edits.push(Edit::Drop(dropped as u32));
            }
            if inserted > 0 {
                edits.push(Edit::Insert(now[j..j + inserted].to_vec()));
            }
            (i, j) = (i + dropped, j + inserted);
        }
        Patch(edits)
    }

    fn apply(&self, base: &[u8]) -> Option<Vec<u8>> {
        let mut out = Vec::with_capacity(base.len() + 16);
        let mut at = 0usize;
        for edit in &self.0 {
            match edit {
                Edit::Keep(n) => {
                    let end = at.checked_add(*n as usize)?;
                    out.extend_from_slice(base.get(at..end)?);
                    at = end;
                }
                Edit::Drop(n) => {
                    at = at.checked_add(*n as usize).filter(|&e| e <= base.len())?;
                }
                Edit::Insert(bytes) => out.extend_from_slice(bytes),
            }
        }
        Some(out)
    }
}

/// Writes the value of a slot (the shapes' own form: [`write_shapes`]).
type SlotWriter<'a> = &'a dyn Fn(u32, &mut Writer);

/// Writes one arena relative to its base, or (`full`) every live value as the VM's own.
/// An owned value is written by `own` when given (shapes), else as the arena writes it.
fn write_arena(out: &mut Writer, arena: &dyn ArenaCodec, full: bool, own: Option<SlotWriter<'_>>) {
    let mut patched: Vec<(u32, Patch)> = Vec::new();
    let mut owned = Vec::new();
    for i in arena.live_slots(full) {
        let mut base = Writer::default();
        if full || !arena.encode_base(i, &mut base) {
            owned.push(i);
            continue;
        }
        let mut now = Writer::default();
        arena.encode_slot(i, &mut now);
        match (base.finish(), now.finish()) {
            (Ok(base), Ok(now)) if base != now => patched.push((i, Patch::new(&base, &now))),
            (Ok(_), Ok(_)) => {}
            (Err(e), _) | (_, Err(e)) => out.fail(e),
        }
    }
    patched.encode(out);
    out.uint(owned.len() as u64);
    for i in owned {
        out.uint(u64::from(i));
        match own {
            Some(own) => own(i, out),
            None => arena.encode_slot(i, out),
        }
    }
}

/// The shapes arena as [`write_arena`] writes it, but with each shape that extends a
/// shape of an earlier slot written as that link and its one added key
/// ([`shape::parent_links`]): a prototype built key by key leaves a shape per key, and
/// whole key lists would hold each key once per later shape of the chain. The
/// transitions that give the links are those of the shapes written (`full`), or of the
/// VM's own: a transition to a shape past the base was added after it, so its shape
/// is the VM's own.
fn write_shapes(out: &mut Writer, arena: &Arena<Shape>, full: bool) {
    let links = if full {
        shape::parent_links(arena, arena.iter())
    } else {
        shape::parent_links(arena, arena.iter_own())
    };
    let own = |i: u32, out: &mut Writer| {
        let shape = arena.get(Handle::from_index(i));
        ShapeOut { shape, parent: links.get(&i).copied() }.encode(out);
    };
    write_arena(out, arena, full, Some(&own));
}

/// Reads one arena's part of a payload straight into the arena: the owned values go to
/// their slots as they are decoded (no intermediate list), then the patched base values
/// are rebuilt from the base's encoding.
pub(crate) fn read_arena(
    r: &mut Reader<'_>,
    arena: &mut dyn ArenaCodec,
) -> Result<(), DecodeError> {
    let name = arena.name();
    let patched = Vec::<(u32, Patch)>::decode(r)?;
    let count = r.seq_len()? as u64;
    let limit = u64::from(arena.base_len()) + SLACK_FIXED + SLACK_PER_VALUE * count;
    // A dump is taken after a full collection and allocation reuses the lowest free
    // slot, so values sit densely past the base: room for `count` of them is made once
    // (bounded, as the count is only a claim until the values are read).
    let dense = u64::from(arena.base_len()) + count.min(SLACK_FIXED);
    arena.reserve_slots(u32::try_from(dense).unwrap_or(u32::MAX));
    for _ in 0..count {
        let i = r.u32()?;
        if u64::from(i) >= limit {
            return Err(DecodeError::custom(format!(
                "{name} slot {i} is far past the values the dump holds"
            )));
        }
        arena.read_slot(i, r)?;
    }
    for (i, patch) in patched {
        let mut base = Writer::default();
        if !arena.encode_base(i, &mut base) {
            return Err(DecodeError::custom(format!(
                "{name} slot {i} is patched but not in the base"
            )));
        }
        let base = base.finish().map_err(DecodeError::custom)?;
        let bytes = patch
            .apply(&base)
            .ok_or_else(|| DecodeError::custom(format!("{name} slot {i}: patch out of range")))?;
        let mut value = Reader::new(&bytes);
        arena
            .read_slot(i, &mut value)
            .and_then(|()| match value.remaining() {
                0 => Ok(()),
                _ => Err(value.error("bytes after the value")),
            })
            .map_err(|e| DecodeError::custom(format!("{name} slot {i} does not decode: {e}")))?;
    }
    Ok(())
}

/// The tables beside the heap, as written.
#[derive(Encode)]
struct TablesOut<'a> {
    /// Atoms interned since the base, in atom order.
    atoms: &'a [Handle<JsString>],
    realm: Realm,
    /// The other realms' records (`$262.createRealm`, `Vm::create_realm`) and which
    /// one is current.
    realms: &'a [Realm],
    realm_id: u16,
    names: &'a [PropertyKey],
    jobs: &'a JobQueue,
    tools: &'a crate::host::tools::ToolState,
    modules: ModulesOut<'a>,
    weak: &'a WeakState,
    ignore_unhandled_rejections: bool,
}

/// The module records (the host's loader and `import.meta` hook stay with the VM).
#[derive(Encode)]
struct ModulesOut<'a> {
    records: &'a [ModuleRecord],
    by_name: Vec<((u16, &'a str), u32)>,
    resolved: Vec<((u16, &'a str, &'a str), u32)>,
    async_count: u64,
}

/// The tables of a dump, after its arenas, as read.
#[derive(Decode)]
pub(crate) struct TablesIn {
    pub(crate) atoms: Vec<Handle<JsString>>,
    pub(crate) realm: Realm,
    realms: Vec<Realm>,
    realm_id: u16,
    names: Vec<PropertyKey>,
    jobs: JobQueue,
    tools: crate::host::tools::ToolState,
    modules: ModulesIn,
    weak: WeakState,
    ignore_unhandled_rejections: bool,
}

/// Reads a whole payload: the arenas straight into `heap`'s (a fresh VM's), in the
/// order `Vm::write_state` writes them, then the tables, which it returns.
fn read_state(heap: &mut VmHeap, payload: &[u8]) -> Result<TablesIn, DecodeError> {
    let r = &mut Reader::new(payload);
    read_arena(r, heap.objects_mut())?;
    read_arena(r, heap.strings_mut())?;
    read_arena(r, heap.symbols_mut())?;
    read_arena(r, heap.shapes_mut())?;
    read_arena(r, heap.envs_mut())?;
    read_arena(r, heap.codes_mut())?;
    read_arena(r, heap.bigints_mut())?;
    let tables = TablesIn::decode(r)?;
    if r.remaining() != 0 {
        return Err(r.error("bytes after the payload"));
    }
    Ok(tables)
}

/// A (realm, referrer, specifier) triple and the module it resolved to.
type Resolved = ((u16, Box<str>, Box<str>), u32);

#[derive(Decode)]
struct ModulesIn {
    records: Vec<ModuleRecord>,
    by_name: Vec<((u16, Box<str>), u32)>,
    resolved: Vec<Resolved>,
    async_count: u64,
}

fn corrupt(message: String) -> SnapshotError {
    SnapshotError::Corrupt(message)
}

/// Why a dump could not be taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DumpError {
    /// The VM is not at an idle point: JS code or jobs are still running.
    NotIdle,
    /// The VM did not start from its thread's template (`Vm::new_set_up`), so there
    /// is no base to write the dump relative to.
    NoBase,
    /// A value could not be encoded.
    Encode(String),
}

impl std::fmt::Display for DumpError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DumpError::NotIdle => f.write_str("a dump is only taken at an idle point"),
            DumpError::NoBase => f.write_str("this VM has no base image to dump relative to"),
            DumpError::Encode(m) => write!(f, "cannot encode the heap: {m}"),
        }
    }
}

impl std::error::Error for DumpError {}

impl Vm {
    /// Whether the VM is at an idle point: no JS frame, native call or job is running,
    /// so every bit of the run's state is on the heap or in the VM's tables.
    pub fn is_idle(&self) -> bool {
        self.frames.is_empty()
            && self.native_depth == 0
            && self.jobs.queue.is_empty()
            && self.eval_frames.is_empty()
            && self.temps.is_empty()
            && self.join_stack.is_empty()
    }

    /// Writes the run's state at an idle point: what differs from the base realm (after
    /// a full collection, so only live values), the pending tool calls and the job
    /// queue, in a versioned, checksummed container. [`Vm::load_dump`] on a fresh VM
    /// continues the run; the host answers the pending calls there.
    pub fn dump(&mut self) -> Result<Vec<u8>, DumpError> {
        if !self.is_idle() {
            return Err(DumpError::NotIdle);
        }
        if self.heap.spaces().objects().base_len() == 0 {
            return Err(DumpError::NoBase);
        }
        self.collect_now();
        let fingerprint = fingerprint();
        let mut writer = cairn_snapshot::Writer::new(Kind::Dump, fingerprint);
        let atom_base = crate::vm::template_atom_count();
        self.write_state(writer.payload(), atom_base, false).map_err(DumpError::Encode)?;
        Ok(writer.finish())
    }

    /// A fresh VM (from its thread's template, like [`Vm::new`]) that continues the run
    /// `bytes` (from [`Vm::dump`]) recorded. The host's hooks, host functions and module
    /// loader are not in a dump: set them on the returned VM as on the original.
    pub fn load_dump(bytes: &[u8], options: crate::VmOptions) -> Result<Vm, SnapshotError> {
        let payload = cairn_snapshot::read(bytes, Kind::Dump, fingerprint())?;
        let mut vm = Vm::new(options);
        let tables = vm
            .read_payload(payload)
            .map_err(|e| corrupt(format!("payload does not decode: {e}")))?;
        vm.read_tables(tables)?;
        vm.check_handles().map_err(|h| {
            corrupt(format!(
                "the dump holds a handle to nothing: kind {} slot {}",
                h.kind(),
                h.index()
            ))
        })?;
        vm.check_loaded().map_err(corrupt)?;
        Ok(vm)
    }

    /// Checks what a dump or image brought, after its handles, for what the VM takes
    /// on trust when it runs: the names table's atoms and symbols; every loaded
    /// function's operands
    /// ([`FunctionCode::check_operands`]: the dispatch loop indexes registers, names and
    /// functions by them) and names table range; closures naming a function of their
    /// unit; suspended generator and async frames that fit their function; atoms that
    /// exist; objects with a slot for each key of their shape or dictionary; base shapes
    /// whose keys did not change (base objects of that shape keep their slots); Date
    /// values inside the time range. The bytes passed the checksum, but that only says
    /// they were not changed by accident.
    ///
    /// [`FunctionCode::check_operands`]: cairn_compiler::bytecode::FunctionCode::check_operands
    fn check_loaded(&self) -> Result<(), String> {
        let atoms = self.atoms.strings().len();
        let bad_atom = |k: &PropertyKey| matches!(k, PropertyKey::Atom(a) if a.0 as usize >= atoms);
        if let Some(k) = self.names.iter().find(|k| bad_atom(k)) {
            return Err(format!("names table: {} of {atoms} atoms", key_name(k)));
        }
        // The names table is not a root (its symbols are the realm's well-known ones),
        // so the handle check does not see its symbol keys.
        let dead_symbol =
            |k: &PropertyKey| matches!(k, PropertyKey::Symbol(s) if !self.heap.contains(*s));
        if let Some(k) = self.names.iter().find(|k| dead_symbol(k)) {
            return Err(format!("names table: {} names no symbol", key_name(k)));
        }
        // Global lexical bindings index their values' table (the dispatch loop and
        // the name lookups index it without a check).
        for realm in std::iter::once(&self.realm).chain(&self.realms) {
            let values = realm.global_lexical_values.len();
            if let Some((k, i)) = realm.global_lexicals.iter().find(|(_, i)| **i as usize >= values)
            {
                return Err(format!("global lexical {}: slot {i} of {values}", key_name(k)));
            }
        }
        for (h, code) in self.heap.spaces().codes().iter_own() {
            let count = code.functions.len();
            for (i, f) in code.functions.iter().enumerate() {
                f.code
                    .check_operands(count)
                    .map_err(|e| format!("code {}, function {i}: {e}", h.index()))?;
                if f.names_base as usize + f.code.names.len() > self.names.len() {
                    return Err(format!("code {}, function {i}: names past the table", h.index()));
                }
            }
        }
        // A string's length is what its contents hold, and a rope's halves are both
        // shorter than it (as `Vm::concat` makes them), so ropes cannot form a cycle:
        // flattening one would never end. Its cached atom is one that exists.
        let strings = self.heap.spaces().strings();
        for (h, s) in strings.iter_own() {
            if s.atom != u32::MAX && s.atom as usize >= atoms {
                return Err(format!("string {}: atom {} of {atoms}", h.index(), s.atom));
            }
            let fits = match &s.repr {
                StrRepr::Latin1(b) => b.len() == s.len as usize,
                StrRepr::Utf16(u) => u.len() == s.len as usize,
                StrRepr::Inline(_) => s.len as usize <= crate::string::INLINE_MAX,
                StrRepr::Rope(a, b) => {
                    let (la, lb) = (strings.get(*a).len, strings.get(*b).len);
                    la > 0 && lb > 0 && u64::from(la) + u64::from(lb) == u64::from(s.len)
                }
            };
            if !fits {
                return Err(format!(
                    "string {}: length {} does not fit its contents",
                    h.index(),
                    s.len
                ));
            }
        }
        let shapes = self.heap.spaces().shapes();
        for (h, shape) in shapes.iter_own() {
            if let Some((k, _)) = shape.keys.iter().find(|(k, _)| bad_atom(k)) {
                return Err(format!("shape {}: {} of {atoms} atoms", h.index(), key_name(k)));
            }
            if let Some(base) = shapes.base_original(h.index())
                && base.keys != shape.keys
            {
                return Err(format!("shape {}: a base shape's keys changed", h.index()));
            }
        }
        for (h, object) in self.heap.spaces().objects().iter_own() {
            let keys = match &object.dict {
                Some(dict) => {
                    if let Some((k, _)) = dict.keys.iter().flatten().find(|(k, _)| bad_atom(k)) {
                        return Err(format!(
                            "object {}: {} of {atoms} atoms",
                            h.index(),
                            key_name(k)
                        ));
                    }
                    dict.keys.len()
                }
                None => self.heap.get(object.shape).keys.len(),
            };
            if object.slots.len() < keys {
                return Err(format!(
                    "object {}: {} slots for {keys} keys",
                    h.index(),
                    object.slots.len()
                ));
            }
            match &object.kind {
                ObjectKind::Generator(g) => {
                    if let Some(saved) = &g.frame {
                        self.check_suspended_frame(saved)
                            .map_err(|e| format!("object {}: suspended frame: {e}", h.index()))?;
                    }
                }
                // Date arithmetic takes time values as TimeClip leaves them: a year far
                // outside the range would take its search for the year a very long time.
                &ObjectKind::Date(t) if !t.is_nan() && crate::ops::time::time_clip(t) != t => {
                    return Err(format!(
                        "object {}: date value (bits {:#x}) outside the time range",
                        h.index(),
                        t.to_bits()
                    ));
                }
                ObjectKind::Closure(c) => {
                    let count = self.heap.get(c.code).functions.len();
                    if c.func as usize >= count {
                        return Err(format!(
                            "object {}: closure of function {} of {count}",
                            h.index(),
                            c.func
                        ));
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// A suspended frame fits its function: what `push_suspended` and the dispatch loop
    /// take on trust.
    fn check_suspended_frame(
        &self,
        saved: &crate::interp::frame::SuspendedFrame,
    ) -> Result<(), String> {
        let frame = &saved.frame;
        let functions = &self.heap.get(frame.code).functions;
        let Some(f) = functions.get(frame.func as usize) else {
            return Err(format!("function {} of {}", frame.func, functions.len()));
        };
        let regs = saved.regs.len();
        if regs < f.code.register_count as usize || frame.size as usize != regs {
            return Err(format!(
                "{regs} registers saved, size {}, for a function of {}",
                frame.size, f.code.register_count
            ));
        }
        let args_from = frame.args_at.wrapping_sub(frame.base) as usize;
        if args_from > regs || frame.argc as usize > regs - args_from {
            return Err(format!("arguments {args_from}..+{} past {regs} registers", frame.argc));
        }
        if frame.pc as usize > f.code.code.len() {
            return Err(format!("pc {} past {} instructions", frame.pc, f.code.code.len()));
        }
        Ok(())
    }

    /// Writes the payload: arenas relative to their base (or, `full`, every live value),
    /// then the tables (atoms from `atom_base` on).
    fn write_state(&self, out: &mut Vec<u8>, atom_base: usize, full: bool) -> Result<(), String> {
        let spaces = self.heap.spaces();
        let atoms = self.atoms.strings();
        let tables = TablesOut {
            atoms: atoms.get(atom_base..).unwrap_or_default(),
            realm: if full { self.realm.clone() } else { self.realm_out() },
            realms: &self.realms,
            realm_id: self.realm_id,
            names: &self.names,
            jobs: &self.jobs,
            tools: &self.host.tools,
            modules: ModulesOut {
                records: &self.modules.records,
                by_name: self.modules.by_name.iter().map(|((r, k), &v)| ((*r, &**k), v)).collect(),
                resolved: self
                    .modules
                    .resolved
                    .iter()
                    .map(|((r, a, b), &v)| ((*r, &**a, &**b), v))
                    .collect(),
                async_count: self.modules.async_count,
            },
            weak: &self.weak,
            ignore_unhandled_rejections: self.host.ignore_unhandled_rejections,
        };
        let mut writer = Writer::new(std::mem::take(out));
        let w = &mut writer;
        // In the order `read_state` reads them.
        write_arena(w, spaces.objects(), full, None);
        write_arena(w, spaces.strings(), full, None);
        write_arena(w, spaces.symbols(), full, None);
        write_shapes(w, spaces.shapes(), full);
        write_arena(w, spaces.envs(), full, None);
        write_arena(w, spaces.codes(), full, None);
        write_arena(w, spaces.bigints(), full, None);
        tables.encode(w);
        *out = writer.finish()?;
        Ok(())
    }

    /// The realm record to write: its tables of small-integer and one-unit strings,
    /// the same in every VM of a template, are left out when the VM has a base.
    fn realm_out(&self) -> Realm {
        let mut realm = self.realm.clone();
        if self.heap.spaces().objects().base_len() > 0 {
            realm.small_int_strings = Vec::new();
            realm.char_strings = Vec::new();
        }
        realm
    }

    /// Decodes a payload: its arenas into this VM's (fresh from the same template, or
    /// empty for an image), returning the tables for [`Vm::read_tables`].
    fn read_payload(&mut self, payload: &[u8]) -> Result<TablesIn, String> {
        let tables = read_state(self.heap.spaces_mut(), payload).map_err(|e| e.to_string())?;
        shape::resolve_parents(self.heap.spaces_mut().shapes_mut())?;
        self.heap.recount();
        Ok(tables)
    }

    /// Takes the tables of a dump into this VM, after [`Vm::read_payload`].
    fn read_tables(&mut self, mut state: TablesIn) -> Result<(), SnapshotError> {
        if state.realm.small_int_strings.is_empty() && state.realm.char_strings.is_empty() {
            state.realm.small_int_strings = std::mem::take(&mut self.realm.small_int_strings);
            state.realm.char_strings = std::mem::take(&mut self.realm.char_strings);
        }
        for h in state.atoms {
            self.atoms.restore(&mut self.heap, h).map_err(corrupt)?;
        }
        let ics_needed =
            prepare_loaded_code(self.heap.spaces_mut().codes_mut()).map_err(corrupt)?;
        if state.realm_id as usize >= state.realms.len().max(1) {
            return Err(corrupt(format!(
                "current realm {} of {}",
                state.realm_id,
                state.realms.len()
            )));
        }
        self.realm = state.realm;
        self.realms = state.realms;
        self.realm_id = state.realm_id;
        self.names = state.names;
        self.ics = vec![Ic::default(); ics_needed];
        self.jobs = state.jobs;
        self.host.tools = state.tools;
        self.host.ignore_unhandled_rejections = state.ignore_unhandled_rejections;
        self.modules.records = state.modules.records;
        self.modules.by_name = state.modules.by_name.into_iter().collect();
        self.modules.resolved = state.modules.resolved.into_iter().collect();
        self.modules.async_count = state.modules.async_count;
        self.weak = state.weak;
        Ok(())
    }

    /// This VM's realm as a base image: every live value and table, in a container
    /// whose fingerprint is [`schema_fingerprint`]. Taken from a VM just set up
    /// ([`Vm::new_set_up`]) it is the image the build embeds; from a VM that ran set-up
    /// scripts (libraries, polyfills) it is a custom base. Only at an idle point.
    pub fn write_image(&self) -> Result<Vec<u8>, DumpError> {
        if !self.is_idle() {
            return Err(DumpError::NotIdle);
        }
        let mut writer = cairn_snapshot::Writer::new(Kind::Image, schema_fingerprint());
        self.write_state(writer.payload(), 0, true).map_err(DumpError::Encode)?;
        Ok(writer.finish())
    }

    /// Makes the realm of `image` (from [`Vm::write_image`]) the base of every VM that
    /// [`Vm::new`] creates on this thread from now on, instead of running the realm's
    /// set-up. An image of another engine version or schema, truncated or changed bytes
    /// are an error and change nothing.
    pub fn use_base_image(image: &[u8]) -> Result<(), SnapshotError> {
        Vm::load_base_image(image, true)
    }

    /// [`Vm::use_base_image`] for the image this very build wrote (the embedding
    /// crate's `build.rs`), which the engine trusts as it trusts its own code: it is
    /// decoded and its container checked, but the walk over every handle and value that
    /// guards against hostile images (a third of a start-up's work) runs only in debug
    /// builds, where the test suites load the image.
    pub fn use_built_image(image: &[u8]) -> Result<(), SnapshotError> {
        Vm::load_base_image(image, cfg!(debug_assertions))
    }

    fn load_base_image(image: &[u8], checked: bool) -> Result<(), SnapshotError> {
        let payload = cairn_snapshot::read(image, Kind::Image, schema_fingerprint())?;
        let heap = cairn_gc::Heap::new(VmHeap::default(), cairn_gc::HeapConfig::default());
        let mut vm = Vm::with_parts(
            heap,
            crate::string::AtomTable::default(),
            Realm::placeholder(),
            crate::VmOptions::default(),
        );
        let tables = vm
            .read_payload(payload)
            .map_err(|e| corrupt(format!("image payload does not decode: {e}")))?;
        vm.read_tables(tables)?;
        if checked {
            vm.check_handles().map_err(|h| {
                corrupt(format!(
                    "the image holds a handle to nothing: kind {} slot {}",
                    h.kind(),
                    h.index()
                ))
            })?;
            vm.check_loaded().map_err(corrupt)?;
        }
        let template = vm.into_template();
        let _ = template.fingerprint.set(payload_hash(payload));
        crate::vm::set_template(template);
        Ok(())
    }
}

/// Gives the functions of the code values read into `codes` (its own, not a base's)
/// their instructions and dense inline-cache ranges; returns how many caches they need.
///
/// Loaded functions share their instructions with running frames as an `Rc`; the
/// payload holds them once, in the compiler's function record. Inline caches are a
/// cache: the loaded functions get fresh ranges (each function's sites fit in its
/// instructions, so a corrupt count cannot make the loader allocate more than the
/// payload justifies).
pub(crate) fn prepare_loaded_code(
    codes: &mut Arena<crate::interp::code::Code>,
) -> Result<usize, String> {
    let mut ics_needed = 0usize;
    let own: Vec<_> = codes.iter_own().map(|(h, _)| h).collect();
    for h in own {
        for f in &mut codes.get_mut(h).functions {
            let sites = f.code.ic_count as usize;
            if sites > f.code.code.len() {
                return Err(format!(
                    "a function with {} instructions claims {sites} inline caches",
                    f.code.code.len()
                ));
            }
            f.ic_base =
                u32::try_from(ics_needed).map_err(|_| "too many inline caches".to_string())?;
            ics_needed += sites;
            f.instructions = f.code.code.clone().into();
        }
    }
    Ok(ics_needed)
}

/// The hash of the source files that define what images and dumps hold (see build.rs).
const DEFINITIONS: u64 = include!(concat!(env!("OUT_DIR"), "/definitions_hash.rs"));

/// The hash a fingerprint is made of: the format version, the definitions and an image
/// payload. xxh3 is 64-bit on every target, so a wasm32 build of the same engine
/// computes the same number and dumps cross between them as they are.
pub(crate) fn payload_hash(payload: &[u8]) -> u64 {
    payload_hash_of(xxhash_rust::xxh3::xxh3_64(payload), payload.len())
}

/// [`payload_hash`] of a payload of `len` bytes whose xxh3 hash is `checksum`: what an
/// image's container records and `cairn_snapshot::read` has checked, so a loader need
/// not hash the payload twice. The payload is hashed in place, then that hash with what
/// else the fingerprint covers: one-shot xxh3 twice, with no copy of the payload (the
/// streaming hasher would be a second copy of xxh3 in the wasm module).
pub(crate) fn payload_hash_of(checksum: u64, len: usize) -> u64 {
    let mut bytes = [0u8; 28];
    bytes[..4].copy_from_slice(&cairn_snapshot::FORMAT_VERSION.to_le_bytes());
    bytes[4..12].copy_from_slice(&DEFINITIONS.to_le_bytes());
    bytes[12..20].copy_from_slice(&(len as u64).to_le_bytes());
    bytes[20..].copy_from_slice(&checksum.to_le_bytes());
    xxhash_rust::xxh3::xxh3_64(&bytes)
}

/// The engine's fingerprint, which every dump carries: the hash of the image payload
/// of this thread's base realm (so of the builtin table, the realm's set-up and the
/// payload layout) and of the definitions of what dumps hold (the bytecode format, the
/// object kinds), computed once per base.
pub fn fingerprint() -> u64 {
    let template = crate::vm::template();
    *template.fingerprint.get_or_init(|| {
        let vm = Vm::new(crate::VmOptions::default());
        let mut payload = Vec::new();
        // Writing plain data to a Vec cannot fail; an empty payload would still give a
        // fingerprint no real image has.
        let _ = vm.write_state(&mut payload, 0, true);
        payload_hash(&payload)
    })
}

/// The fingerprint an image carries: what must agree for its payload to be read the
/// same way (the format version, the engine version, the native function table, the
/// well-known names, and the definitions of the serialized types). The same on every
/// target: the payload does not depend on pointer width.
pub fn schema_fingerprint() -> u64 {
    // One buffer hashed at once: thousands of small streaming updates cost three times
    // as much, and this runs at every start.
    let mut bytes: Vec<u8> = Vec::with_capacity(64 * 1024);
    bytes.extend_from_slice(&cairn_snapshot::FORMAT_VERSION.to_le_bytes());
    bytes.extend_from_slice(&cairn_snapshot::engine_version());
    bytes.extend_from_slice(&DEFINITIONS.to_le_bytes());
    for f in crate::builtins::NATIVES {
        bytes.extend_from_slice(&(f.name.len() as u64).to_le_bytes());
        bytes.extend_from_slice(f.name.as_bytes());
        bytes.extend_from_slice(&[f.length, u8::from(f.constructor)]);
    }
    for name in crate::names::ALL {
        bytes.extend_from_slice(&(name.len() as u64).to_le_bytes());
        bytes.extend_from_slice(name.as_bytes());
    }
    xxhash_rust::xxh3::xxh3_64(&bytes)
}

/// A property key of a loaded heap, named for an error message (written by hand: the
/// `Debug` code would be linked into the wasm module for this alone).
fn key_name(k: &PropertyKey) -> String {
    match k {
        PropertyKey::Atom(a) => format!("atom {}", a.0),
        PropertyKey::Index(i) => format!("index {i}"),
        PropertyKey::Symbol(s) => format!("symbol {}", s.index()),
    }
}

#[cfg(test)]
mod tests {
    use cairn_gc::Handle;

    use crate::string::{JsString, PropertyKey};
    use crate::value::Value;
    use crate::vm::{Vm, VmOptions};

    /// A patch turns its base into the new bytes, whatever changed: bytes rewritten in
    /// place, inserted, dropped, at the ends or in the middle, and both empty. Changes
    /// in place keep the equal bytes between them (the patch stays small).
    #[test]
    fn patches_rebuild_the_new_bytes() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = move |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        for case in 0..2000 {
            let base: Vec<u8> = (0..next(64)).map(|_| next(4) as u8).collect();
            let mut now = base.clone();
            for _ in 0..next(4) {
                let at = next(now.len() as u64 + 1) as usize;
                match (case + next(3) as usize) % 3 {
                    0 if at < now.len() => now[at] = now[at].wrapping_add(1 + next(3) as u8),
                    1 => now.insert(at, next(256) as u8),
                    _ if at < now.len() => {
                        now.remove(at);
                    }
                    _ => {}
                }
            }
            let patch = super::Patch::new(&base, &now);
            assert_eq!(
                patch.apply(&base).as_deref(),
                Some(&now[..]),
                "case {case}: {base:?} -> {now:?}"
            );
        }
        let base = vec![7u8; 1000];
        let mut now = base.clone();
        now[100] = 1;
        now[900] = 2;
        let patch = super::Patch::new(&base, &now);
        let inserted: usize = patch
            .0
            .iter()
            .map(|e| match e {
                super::Edit::Insert(b) => b.len(),
                _ => 0,
            })
            .sum();
        assert_eq!(inserted, 2, "two bytes changed in place");
    }

    /// Strings a dump cannot hold are refused at load: a rope that contains itself
    /// (found by the snapshot_load fuzz target: flattening it grew a stack without
    /// end), a length its contents do not have, an atom that does not exist.
    #[test]
    fn a_rope_cycle_a_wrong_length_or_a_missing_atom_is_refused() {
        type Spoil = fn(&mut JsString, Handle<JsString>);
        let cases: [(&str, Spoil); 3] = [
            ("rope", |s, me| s.repr = crate::string::StrRepr::Rope(me, me)),
            ("length", |s, _| s.len += 1000),
            ("atom", |s, _| s.atom = 1 << 30),
        ];
        for (what, spoil) in cases {
            let mut vm = Vm::new(VmOptions::default());
            let s = vm.heap.alloc(JsString::from_latin1_vec(vec![b'a'; 40])).expect("room");
            let global = vm.realm.global;
            vm.define_value(global, "kept", Value::string(s), 0).expect("defines");
            spoil(vm.heap.get_mut(s), s);
            let dump = vm.dump().expect("an idle VM dumps");
            let Err(e) = Vm::load_dump(&dump, VmOptions::default()) else {
                panic!("a dump with a bad string ({what}) loaded");
            };
            assert!(e.to_string().contains("string"), "{what}: {e}");
        }
    }

    /// A dump whose names table holds a symbol handle to nothing is refused at load
    /// (found by the snapshot_load fuzz target: running such code read a free slot).
    #[test]
    fn a_names_table_symbol_naming_nothing_is_refused() {
        let mut vm = Vm::new(VmOptions::default());
        vm.names.push(PropertyKey::Symbol(Handle::from_index(1 << 24)));
        let dump = vm.dump().expect("an idle VM dumps");
        let Err(e) = Vm::load_dump(&dump, VmOptions::default()) else {
            panic!("a dump with a dead symbol in its names table loaded");
        };
        assert!(e.to_string().contains("names table"), "{e}");
    }

    /// A dump whose global lexical bindings name slots past their values is refused at
    /// load (found by damaging dumps through the npm package: reading such a binding
    /// indexed past the table, a panic that trapped the shared wasm instance).
    #[test]
    fn a_global_lexical_past_its_values_is_refused() {
        let mut vm = Vm::new(VmOptions::default());
        vm.eval_script("let data = 1; const counter = 2;", "t.js").expect("runs");
        for slot in vm.realm.global_lexicals.values_mut() {
            *slot += 10;
        }
        let dump = vm.dump().expect("an idle VM dumps");
        let Err(e) = Vm::load_dump(&dump, VmOptions::default()) else {
            panic!("a dump with a global lexical past its values loaded");
        };
        assert!(e.to_string().contains("global lexical"), "{e}");
    }
}
