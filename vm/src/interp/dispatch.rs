//! The dispatch loop: one `match` over [`Instruction`], each arm implementing the
//! instruction exactly as its doc comment in the compiler's ISA says.

use cairn_compiler::bytecode::{
    ArgumentsKind, Constant, ErrorKind, Instruction, PrivateMethodKind, StringConstant,
};
use cairn_gc::Handle;

use super::Suspend;
use super::call::CallOutcome;
use super::env::Env;
use super::frame::frame_flags;
use super::ops::{NumOp, int_op, num_op};
use crate::errors::ErrorType;
use crate::names;
use crate::object::ordinary::has_ordinary_own_property;
use crate::object::{
    GeneratorData, GeneratorState, JsObject, ObjectKind, PropertyDescriptor, attrs, flags,
};
use crate::string::{PropertyKey, Symbol};
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

/// The ReferenceError of reading or returning `this` before `super()` bound it.
const THIS_UNINITIALIZED: &str = "Must call super constructor in derived class before accessing 'this' or returning from derived constructor";

/// The fuel of a step of a pristine array iterator taken without calling `next`.
const ARRAY_STEP_FUEL: u64 = 4;

/// The fuel of each key a for-in gathers, beyond the listing of the keys: whether it
/// is enumerable, and its value.
const FOR_IN_KEY_FUEL: u64 = 8;

impl Vm {
    /// Executes frames from the top one until the entry frame `entry` returns (or
    /// suspends); an `Err` leaves the faulting frame on top with `pc` just past the
    /// faulting instruction, for [`Vm::run`] to unwind.
    #[allow(clippy::cognitive_complexity)]
    pub(crate) fn dispatch(&mut self, _entry: usize) -> JsResult<Value> {
        // What the top frame's function needs from its unit, kept across reloads: a
        // call or return between frames of one function (recursion, a loop calling a
        // helper and coming back) then costs no unit lookup and no `Rc` clone. Keyed by
        // the unit's handle and the collection count (a collection can free a unit and
        // reuse its handle; instructions never change once loaded).
        // `strict_ranges`: a sloppy function with strict ranges (its class definitions),
        // whose instructions that depend on strictness look their pc up.
        let (mut loaded, mut ins, mut strict, mut strict_ranges, mut ic_base, mut names_base) = {
            let f = &self.frames[self.frames.len() - 1];
            let lf = &self.heap.get(f.code).functions[f.func as usize];
            (
                (f.code, f.func, self.collections),
                lf.instructions.clone(),
                lf.code.flags.strict,
                !lf.code.strict_ranges.is_empty(),
                lf.ic_base,
                lf.names_base as usize,
            )
        };
        'reload: loop {
            let fi = self.frames.len() - 1;
            let (code, func, mut pc, base) = {
                let f = &self.frames[fi];
                (f.code, f.func, f.pc as usize, f.base as usize)
            };
            if loaded != (code, func, self.collections) {
                let lf = &self.heap.get(code).functions[func as usize];
                ins = lf.instructions.clone();
                (strict, ic_base, names_base) =
                    (lf.code.flags.strict, lf.ic_base, lf.names_base as usize);
                strict_ranges = !lf.code.strict_ranges.is_empty();
                loaded = (code, func, self.collections);
            }
            macro_rules! reg {
                ($r:expr) => {
                    self.regs[base + $r.0 as usize]
                };
            }
            macro_rules! tri {
                ($e:expr) => {
                    match $e {
                        Ok(v) => v,
                        Err(e) => {
                            self.frames[fi].pc = pc as u32;
                            return Err(e);
                        }
                    }
                };
            }
            macro_rules! throw {
                ($e:expr) => {{
                    let e = $e;
                    self.frames[fi].pc = pc as u32;
                    return Err(e);
                }};
            }
            // Whether the running instruction (at `pc - 1`) is strict mode code.
            macro_rules! strict_here {
                () => {
                    strict || (strict_ranges && self.is_strict_at(code, func, pc))
                };
            }
            macro_rules! name {
                ($n:expr) => {
                    self.names
                        .get(names_base + $n as usize)
                        .copied()
                        .unwrap_or(PropertyKey::Atom(names::EMPTY))
                };
            }
            macro_rules! safepoint {
                ($units:expr) => {
                    if let Err(t) = self.limits.charge($units) {
                        throw!(Throw::Terminate(t));
                    }
                    if self.heap.should_collect() && self.gc_barrier == 0 {
                        self.frames[fi].pc = pc as u32;
                        self.heap_safepoint();
                    }
                };
            }
            macro_rules! jump {
                ($target:expr) => {{
                    let t = $target as usize;
                    if t < pc {
                        // The loop pays for its length (see `LOOP_FUEL_PER_INSTRUCTION`).
                        safepoint!((pc - t) as u64 * crate::limits::LOOP_FUEL_PER_INSTRUCTION);
                    }
                    pc = t;
                }};
            }
            macro_rules! arith {
                ($op:expr, $dst:expr, $lhs:expr, $rhs:expr) => {{
                    let (a, b) = (reg!($lhs), reg!($rhs));
                    let r = match (a.as_int(), b.as_int()) {
                        (Some(x), Some(y)) => match int_op($op, x, y) {
                            Some(v) => v,
                            None => num_op($op, x as f64, y as f64),
                        },
                        _ => match (a.as_number(), b.as_number()) {
                            (Some(x), Some(y)) => num_op($op, x, y),
                            _ => {
                                self.frames[fi].pc = pc as u32;
                                tri!(self.num_op_slow($op, a, b))
                            }
                        },
                    };
                    reg!($dst) = r;
                }};
            }
            macro_rules! compare {
                ($lhs:expr, $rhs:expr, $swap:expr, $or_equal:expr) => {{
                    let (a, b) = (reg!($lhs), reg!($rhs));
                    match (a.as_int(), b.as_int()) {
                        (Some(x), Some(y)) => {
                            if $swap {
                                if $or_equal { y <= x } else { y < x }
                            } else if $or_equal {
                                x <= y
                            } else {
                                x < y
                            }
                        }
                        _ => {
                            self.frames[fi].pc = pc as u32;
                            tri!(self.compare_slow(a, b, $swap, $or_equal))
                        }
                    }
                }};
            }
            // IsLooselyEqual, its common cases inline, with the frame's pc stored for
            // the calls out (neither in the wasm module, whose size budget the four
            // copies would pass: wasm/README.md).
            macro_rules! loose_eq {
                ($a:expr, $b:expr) => {{
                    let (a, b) = ($a, $b);
                    match if cfg!(target_family = "wasm") {
                        None
                    } else {
                        self.loose_equals_fast(a, b)
                    } {
                        Some(r) => r,
                        None => {
                            if !cfg!(target_family = "wasm") {
                                self.frames[fi].pc = pc as u32;
                            }
                            tri!(self.loose_equals(a, b))
                        }
                    }
                }};
            }
            // `arith!` with an int immediate on the right.
            macro_rules! arith_int {
                ($op:expr, $dst:expr, $lhs:expr, $value:expr) => {{
                    let a = reg!($lhs);
                    let y = $value;
                    let r = match a.as_int() {
                        Some(x) => match int_op($op, x, y) {
                            Some(v) => v,
                            None => num_op($op, x as f64, y as f64),
                        },
                        None => match a.as_number() {
                            Some(x) => num_op($op, x, y as f64),
                            None => {
                                self.frames[fi].pc = pc as u32;
                                tri!(self.num_op_slow($op, a, Value::int(y)))
                            }
                        },
                    };
                    reg!($dst) = r;
                }};
            }
            // The compare of `compare!` with an int immediate on the right.
            macro_rules! compare_int {
                ($lhs:expr, $value:expr, $swap:expr, $or_equal:expr) => {{
                    let a = reg!($lhs);
                    let y = $value;
                    match a.as_int() {
                        Some(x) => {
                            if $swap {
                                if $or_equal { y <= x } else { y < x }
                            } else if $or_equal {
                                x <= y
                            } else {
                                x < y
                            }
                        }
                        None => match a.as_number() {
                            // Doubles compare as f64 (NaN: every comparison false).
                            Some(x) => {
                                let y = y as f64;
                                if $swap {
                                    if $or_equal { y <= x } else { y < x }
                                } else if $or_equal {
                                    x <= y
                                } else {
                                    x < y
                                }
                            }
                            None => {
                                self.frames[fi].pc = pc as u32;
                                tri!(self.compare_slow(a, Value::int(y), $swap, $or_equal))
                            }
                        },
                    }
                }};
            }
            // A call is a safepoint: code without loops (recursion, straight-line code
            // calling builtins) makes garbage too, and would otherwise reach the heap
            // limit before any collection. After a frame push the callee's frame roots
            // what it needs; after a native call its result is already in a register.
            macro_rules! call_safepoint {
                () => {
                    if self.heap.should_collect() && self.gc_barrier == 0 {
                        self.heap_safepoint();
                    }
                };
            }
            macro_rules! do_call {
                ($dst:expr, $callee:expr, $this:expr, $args_at:expr, $argc:expr, $nt:expr) => {{
                    self.frames[fi].pc = pc as u32;
                    match tri!(self.prepare_call(
                        $callee,
                        $this,
                        $args_at as u32,
                        $argc as u32,
                        $dst.0,
                        $nt,
                        false
                    )) {
                        CallOutcome::Pushed => {
                            call_safepoint!();
                            continue 'reload;
                        }
                        CallOutcome::Done(v) => {
                            reg!($dst) = v;
                            call_safepoint!();
                        }
                    }
                }};
            }
            // `TailCall`: the callee's frame replaces this one when this is a plain call
            // frame at the top (not an entry, construct or generator frame); otherwise
            // an ordinary call (the instruction after it returns `dst`).
            macro_rules! tail_call {
                ($dst:expr, $callee:expr, $this:expr, $args_at:expr, $argc:expr) => {{
                    if self.frames[fi].flags == 0 && fi > 0 && fi + 1 == self.frames.len() {
                        self.frames[fi].pc = pc as u32;
                        let ret_dst = self.frames[fi].ret_dst;
                        match tri!(self.prepare_call(
                            $callee,
                            $this,
                            $args_at as u32,
                            $argc as u32,
                            ret_dst,
                            Value::UNDEFINED,
                            false
                        )) {
                            CallOutcome::Pushed => {
                                self.replace_frame(fi);
                                call_safepoint!();
                                continue 'reload;
                            }
                            CallOutcome::Done(v) => {
                                reg!($dst) = v;
                                call_safepoint!();
                            }
                        }
                    } else {
                        do_call!($dst, $callee, $this, $args_at, $argc, Value::UNDEFINED);
                    }
                }};
            }
            macro_rules! spread_call {
                ($dst:expr, $callee:expr, $this:expr, $array:expr, $nt:expr) => {{
                    let list = tri!(self.create_list_from_array_like($array));
                    let top = self.regs.len();
                    tri!(self.reserve_regs(top.saturating_add(list.len())));
                    self.regs.extend_from_slice(&list);
                    self.frames[fi].pc = pc as u32;
                    match self.prepare_call(
                        $callee,
                        $this,
                        top as u32,
                        list.len() as u32,
                        $dst.0,
                        $nt,
                        false,
                    ) {
                        Ok(CallOutcome::Pushed) => {
                            call_safepoint!();
                            continue 'reload;
                        }
                        Ok(CallOutcome::Done(v)) => {
                            self.regs.truncate(top);
                            reg!($dst) = v;
                            call_safepoint!();
                        }
                        Err(e) => {
                            self.regs.truncate(top);
                            return Err(e);
                        }
                    }
                }};
            }

            loop {
                let Some(ip) = ins.get(pc) else {
                    // Falling off the end returns undefined.
                    match self.do_return(fi, Value::UNDEFINED, pc) {
                        Ok(Some(v)) => return Ok(v),
                        Ok(None) => continue 'reload,
                        Err(e) => return Err(e),
                    }
                };
                pc += 1;
                // Matched in place: each arm reads its operands from the instruction
                // (a copy of the whole 16-byte instruction first would go through the
                // stack in a function this large).
                match *ip {
                    Instruction::Nop | Instruction::Debugger => {}
                    Instruction::Move { dst, src } => reg!(dst) = reg!(src),
                    Instruction::LoadUndefined { dst } => reg!(dst) = Value::UNDEFINED,
                    Instruction::LoadNull { dst } => reg!(dst) = Value::NULL,
                    Instruction::LoadTrue { dst } => reg!(dst) = Value::TRUE,
                    Instruction::LoadFalse { dst } => reg!(dst) = Value::FALSE,
                    Instruction::LoadInt { dst, value } => reg!(dst) = Value::int(value),
                    Instruction::LoadConst { dst, constant } => {
                        let v = self.heap.get(code).functions[func as usize]
                            .constants
                            .get(constant as usize)
                            .copied()
                            .unwrap_or_default();
                        reg!(dst) = v;
                    }
                    Instruction::LoadHole { dst } => reg!(dst) = Value::HOLE,

                    Instruction::LoadThis { dst } => {
                        let this = self.frames[fi].this;
                        let v = if strict || this.is_object() {
                            this
                        } else if this.is_nullish() {
                            Value::object(self.realm.global)
                        } else {
                            Value::object(tri!(self.to_object(this)))
                        };
                        reg!(dst) = v;
                    }
                    Instruction::LoadGlobalThis { dst } => {
                        reg!(dst) = Value::object(self.realm.global)
                    }
                    Instruction::LoadNewTarget { dst } => reg!(dst) = self.frames[fi].new_target,
                    Instruction::LoadCallee { dst } => reg!(dst) = self.frames[fi].callee,
                    Instruction::LoadHomeObject { dst } => {
                        let callee = self.frames[fi].callee;
                        let home = match callee.as_object().map(|o| &self.heap.get(o).kind) {
                            Some(ObjectKind::Closure(c)) => c.home,
                            _ => Value::UNDEFINED,
                        };
                        reg!(dst) = home;
                    }
                    Instruction::LoadImportMeta { dst } => {
                        let v = tri!(self.import_meta(code));
                        reg!(dst) = v;
                    }
                    Instruction::CreateArguments { dst, kind } => {
                        let v = tri!(self.create_arguments(fi, kind));
                        reg!(dst) = v;
                    }
                    Instruction::CreateRestArray { dst, from } => {
                        let f = &self.frames[fi];
                        let (at, argc) = (f.args_at as usize, f.argc as usize);
                        let from = from as usize;
                        let list: Vec<Value> = if from < argc {
                            self.regs[at + from..at + argc].to_vec()
                        } else {
                            Vec::new()
                        };
                        let a = tri!(self.array_from_list(&list));
                        reg!(dst) = Value::object(a);
                    }

                    // ------------------------------------------------ environments
                    Instruction::PushScope { scope } => {
                        let parent = self.frames[fi].env;
                        let e = tri!(self.new_scope_env(code, func, scope, parent));
                        let f = &mut self.frames[fi];
                        f.env = Some(e);
                        f.scope_depth += 1;
                    }
                    Instruction::PushWithScope { object } => {
                        let o = tri!(self.to_object(reg!(object)));
                        let parent = self.frames[fi].env;
                        let e = tri!(
                            self.heap
                                .alloc(Env {
                                    parent,
                                    slots: Box::new([]),
                                    layout: None,
                                    object: Value::object(o)
                                })
                                .map_err(Throw::from)
                        );
                        let f = &mut self.frames[fi];
                        f.env = Some(e);
                        f.scope_depth += 1;
                    }
                    Instruction::PopScope => {
                        let env = self.frames[fi].env;
                        let parent = env.and_then(|e| self.heap.get(e).parent);
                        let f = &mut self.frames[fi];
                        f.env = parent;
                        f.scope_depth = f.scope_depth.saturating_sub(1);
                    }
                    Instruction::CopyScope => {
                        if let Some(e) = self.frames[fi].env {
                            let rec = self.heap.get(e);
                            let copy = Env {
                                parent: rec.parent,
                                slots: rec.slots.clone(),
                                layout: rec.layout,
                                object: rec.object,
                            };
                            let n = tri!(self.heap.alloc(copy).map_err(Throw::from));
                            self.frames[fi].env = Some(n);
                        }
                    }
                    Instruction::GetEnv { dst, depth, slot } => {
                        let e = self.env_at(self.frames[fi].env, depth);
                        reg!(dst) = e
                            .and_then(|e| self.heap.get(e).slots.get(slot as usize).copied())
                            .unwrap_or_default();
                    }
                    Instruction::GetEnvChecked { dst, depth, slot } => {
                        let e = self.env_at(self.frames[fi].env, depth);
                        let v = e
                            .and_then(|e| self.heap.get(e).slots.get(slot as usize).copied())
                            .unwrap_or_default();
                        if v.is_hole() {
                            let e = e.unwrap_or(Handle::from_index(0));
                            throw!(self.env_tdz_error(e, slot as usize));
                        }
                        reg!(dst) = v;
                    }
                    Instruction::SetEnv { src, depth, slot } => {
                        let v = reg!(src);
                        if let Some(e) = self.env_at(self.frames[fi].env, depth)
                            && let Some(s) = self.heap.get_mut(e).slots.get_mut(slot as usize)
                        {
                            *s = v;
                        }
                    }
                    Instruction::SetEnvChecked { src, depth, slot } => {
                        let v = reg!(src);
                        if let Some(e) = self.env_at(self.frames[fi].env, depth) {
                            let cur = self
                                .heap
                                .get(e)
                                .slots
                                .get(slot as usize)
                                .copied()
                                .unwrap_or_default();
                            if cur.is_hole() {
                                throw!(self.env_tdz_error(e, slot as usize));
                            }
                            if let Some(s) = self.heap.get_mut(e).slots.get_mut(slot as usize) {
                                *s = v;
                            }
                        }
                    }
                    Instruction::CheckTdz { src, name } => {
                        if reg!(src).is_hole() {
                            let key = name!(name);
                            let text = self.key_display(key);
                            if text == "this" || text == "%this" {
                                throw!(self.reference_error(THIS_UNINITIALIZED));
                            }
                            throw!(self.tdz_error(key));
                        }
                    }
                    Instruction::ThrowIfNotHole { src, .. } => {
                        if !reg!(src).is_hole() {
                            throw!(
                                self.reference_error("Super constructor may only be called once")
                            );
                        }
                    }

                    // ------------------------------------------------ globals and names
                    Instruction::GetGlobal { dst, name, ic } => {
                        let key = name!(name);
                        let v = tri!(self.get_global(key, ic_base + ic, false));
                        reg!(dst) = v;
                    }
                    Instruction::GetGlobalForTypeof { dst, name, ic } => {
                        let key = name!(name);
                        let v = tri!(self.get_global(key, ic_base + ic, true));
                        reg!(dst) = v;
                    }
                    Instruction::SetGlobal { src, name, ic } => {
                        let key = name!(name);
                        let v = reg!(src);
                        tri!(self.set_global(key, v, strict_here!(), ic_base + ic));
                    }
                    Instruction::DeclareGlobals { decl } => {
                        self.frames[fi].pc = pc as u32;
                        tri!(self.declare_globals(code, func, decl));
                    }
                    Instruction::DefineGlobalFunction { src, name } => {
                        let key = name!(name);
                        let v = reg!(src);
                        if let Some(frame) = self.eval_frame_of(code) {
                            tri!(self.define_eval_function(frame, key, v));
                            continue;
                        }
                        tri!(self.define_global_function(key, v));
                    }
                    Instruction::InitGlobalLexical { src, name } => {
                        let key = name!(name);
                        let v = reg!(src);
                        tri!(self.init_global_lexical(key, v));
                    }
                    Instruction::GetName { dst, name } => {
                        let key = name!(name);
                        let env = self.frames[fi].env;
                        let (v, _) = tri!(self.get_name(env, key, false, strict_here!()));
                        reg!(dst) = v;
                    }
                    Instruction::GetNameForTypeof { dst, name } => {
                        let key = name!(name);
                        let env = self.frames[fi].env;
                        let (v, _) = tri!(self.get_name(env, key, true, strict_here!()));
                        reg!(dst) = v;
                    }
                    Instruction::GetNameForCall { dst, this, name } => {
                        let key = name!(name);
                        let env = self.frames[fi].env;
                        let (v, t) = tri!(self.get_name(env, key, false, strict_here!()));
                        reg!(dst) = v;
                        reg!(this) = t;
                    }
                    Instruction::SetName { src, name } => {
                        let key = name!(name);
                        let env = self.frames[fi].env;
                        let v = reg!(src);
                        tri!(self.set_name(env, key, v, strict_here!(), false));
                    }
                    Instruction::InitName { src, name } => {
                        let key = name!(name);
                        let env = self.frames[fi].env;
                        let v = reg!(src);
                        tri!(self.set_name(env, key, v, strict_here!(), true));
                    }
                    Instruction::ResolveName { dst, name } => {
                        let key = name!(name);
                        let env = self.frames[fi].env;
                        reg!(dst) = tri!(self.resolve_ref(env, key));
                    }
                    Instruction::GetRef { dst, base, name } => {
                        let key = name!(name);
                        let env = self.frames[fi].env;
                        let b = reg!(base);
                        reg!(dst) = tri!(self.get_ref(env, b, key, strict_here!()));
                    }
                    Instruction::SetRef { src, base, name } => {
                        let key = name!(name);
                        let env = self.frames[fi].env;
                        let (b, v) = (reg!(base), reg!(src));
                        tri!(self.set_ref(env, b, key, v, strict_here!()));
                    }
                    Instruction::DeleteName { dst, name } => {
                        let key = name!(name);
                        let env = self.frames[fi].env;
                        let r = tri!(self.delete_name(env, key));
                        reg!(dst) = Value::bool(r);
                    }
                    Instruction::GetImport { dst, import } => {
                        let v = tri!(self.get_import(code, import));
                        reg!(dst) = v;
                    }

                    // ------------------------------------------------ properties
                    Instruction::GetNamed { dst, obj, name, ic } => {
                        let o = reg!(obj);
                        let v = match self.get_named_hit(o, ic_base + ic) {
                            Some(v) => v,
                            None => {
                                let key = name!(name);
                                self.frames[fi].pc = pc as u32;
                                tri!(self.get_named(o, key, ic_base + ic))
                            }
                        };
                        reg!(dst) = v;
                    }
                    Instruction::SetNamed { obj, value, name, ic } => {
                        let (o, v) = (reg!(obj), reg!(value));
                        if !self.set_named_hit(o, v, ic_base + ic) {
                            let key = name!(name);
                            self.frames[fi].pc = pc as u32;
                            tri!(self.set_named(o, key, v, strict_here!(), ic_base + ic));
                        }
                    }
                    Instruction::GetKeyed { dst, obj, key } => {
                        let (o, k) = (reg!(obj), reg!(key));
                        let v = match self.get_element_hit(o, k) {
                            Some(v) => v,
                            None => {
                                self.frames[fi].pc = pc as u32;
                                tri!(self.get_keyed(o, k))
                            }
                        };
                        reg!(dst) = v;
                    }
                    Instruction::SetKeyed { obj, key, value } => {
                        let (o, k, v) = (reg!(obj), reg!(key), reg!(value));
                        if !self.set_element_hit(o, k, v) {
                            self.frames[fi].pc = pc as u32;
                            tri!(self.set_keyed(o, k, v, strict_here!()));
                        }
                    }
                    Instruction::GetMethod { dst, obj, name, ic } => {
                        let key = name!(name);
                        let o = reg!(obj);
                        self.frames[fi].pc = pc as u32;
                        let f = tri!(self.get_named(o, key, ic_base + ic));
                        if !f.is_nullish() && !self.is_callable(f) {
                            let n = self.key_display(key);
                            throw!(self.type_error(&format!("{n} is not a function")));
                        }
                        reg!(dst) = if f.is_null() { Value::UNDEFINED } else { f };
                    }
                    Instruction::DeleteNamed { dst, obj, name } => {
                        let key = name!(name);
                        let o = tri!(self.to_object(reg!(obj)));
                        let ok = tri!(self.delete(o, key));
                        if !ok && strict_here!() {
                            let n = self.key_display(key);
                            throw!(self.type_error(&format!("Cannot delete property '{n}'")));
                        }
                        reg!(dst) = Value::bool(ok);
                    }
                    Instruction::DeleteKeyed { dst, obj, key } => {
                        let base = reg!(obj);
                        let o = tri!(self.to_object(base));
                        let k = tri!(self.to_property_key(reg!(key)));
                        let ok = tri!(self.delete(o, k));
                        if !ok && strict_here!() {
                            let n = self.key_display(k);
                            throw!(self.type_error(&format!("Cannot delete property '{n}'")));
                        }
                        reg!(dst) = Value::bool(ok);
                    }
                    Instruction::GetSuperBase { dst, home } => {
                        let v = tri!(self.super_base(reg!(home)));
                        reg!(dst) = v;
                    }
                    Instruction::GetSuperNamed { dst, base, this, name } => {
                        let key = name!(name);
                        let b = tri!(self.super_base_object(reg!(base), "read"));
                        let v = tri!(self.get(b, key, reg!(this)));
                        reg!(dst) = v;
                    }
                    Instruction::GetSuperKeyed { dst, base, this, key } => {
                        let b = tri!(self.super_base_object(reg!(base), "read"));
                        let k = tri!(self.to_property_key(reg!(key)));
                        let v = tri!(self.get(b, k, reg!(this)));
                        reg!(dst) = v;
                    }
                    Instruction::SetSuperNamed { base, this, value, name } => {
                        let key = name!(name);
                        let b = tri!(self.super_base_object(reg!(base), "set"));
                        tri!(self.super_set(b, reg!(this), key, reg!(value), strict_here!()));
                    }
                    Instruction::SetSuperKeyed { base, this, key, value } => {
                        let b = tri!(self.super_base_object(reg!(base), "set"));
                        let k = tri!(self.to_property_key(reg!(key)));
                        tri!(self.super_set(b, reg!(this), k, reg!(value), strict_here!()));
                    }
                    Instruction::GetPrivate { dst, obj, key } => {
                        let v = tri!(self.private_get(reg!(obj), reg!(key)));
                        reg!(dst) = v;
                    }
                    Instruction::SetPrivate { obj, key, value } => {
                        tri!(self.private_set(reg!(obj), reg!(key), reg!(value)));
                    }
                    Instruction::HasPrivate { dst, obj, key } => {
                        let o = reg!(obj);
                        let Some(oh) = o.as_object() else {
                            throw!(self.type_error("Cannot use 'in' operator to search for a private field in a non-object"))
                        };
                        let found = reg!(key)
                            .as_symbol()
                            .is_some_and(|s| self.find_own(oh, PropertyKey::Symbol(s)).is_some());
                        reg!(dst) = Value::bool(found);
                    }
                    Instruction::DefinePrivateField { obj, key, value } => {
                        tri!(self.private_add(reg!(obj), reg!(key), reg!(value), None));
                    }
                    Instruction::DefinePrivateMethod { obj, key, func: f, kind } => {
                        tri!(self.private_add(reg!(obj), reg!(key), reg!(f), Some(kind)));
                    }
                    Instruction::CallIntrinsic { dst, intrinsic, args, argc } => {
                        // Decorators and auto-accessors (vm/src/decorators.rs).
                        let start = base + args.0 as usize;
                        let list =
                            self.regs.get(start..start + argc as usize).unwrap_or(&[]).to_vec();
                        let (a, b) = tri!(self.call_intrinsic(intrinsic, &list));
                        reg!(dst) = a;
                        if intrinsic.returns_pair() {
                            reg!(dst.offset(1)) = b;
                        }
                    }
                    Instruction::NewPrivateName { dst, name } => {
                        let key = name!(name);
                        let d = match key {
                            PropertyKey::Atom(a) => Some(self.atoms.string(a)),
                            _ => None,
                        };
                        let s = tri!(
                            self.heap
                                .alloc(Symbol { description: d, registered: false, private: true })
                                .map_err(Throw::from)
                        );
                        reg!(dst) = Value::symbol(s);
                    }

                    // ------------------------------------------------ literals
                    Instruction::NewObject { dst } => {
                        let o = tri!(self.new_plain_object());
                        reg!(dst) = Value::object(o);
                    }
                    Instruction::NewArray { dst, capacity } => {
                        let a = tri!(self.array_create(0));
                        self.heap.get_mut(a).elements.reserve(capacity as usize);
                        reg!(dst) = Value::object(a);
                    }
                    Instruction::NewArrayFrom { dst, start, count } => {
                        let s = base + start.0 as usize;
                        let list = self.regs[s..s + count as usize].to_vec();
                        let a = tri!(self.array_from_list(&list));
                        reg!(dst) = Value::object(a);
                    }
                    Instruction::ArrayPush { array, value } => {
                        let (a, v) = (reg!(array), reg!(value));
                        if let Some(ah) = a.as_object()
                            && !self.array_push_fast(ah, v)
                        {
                            let len = self.array_length(ah).unwrap_or(0);
                            tri!(self.create_data_property_or_throw(
                                ah,
                                PropertyKey::Index(len),
                                v
                            ));
                        }
                    }
                    Instruction::ArrayPushHole { array } => {
                        if let Some(ah) = reg!(array).as_object()
                            && let ObjectKind::Array { length, .. } =
                                &mut self.heap.get_mut(ah).kind
                        {
                            *length += 1;
                        }
                    }
                    Instruction::ArraySpread { array, src } => {
                        let (a, s) = (reg!(array), reg!(src));
                        self.frames[fi].pc = pc as u32;
                        let (it, next) = tri!(self.get_iterator_at(s, true));
                        let fresh = it.as_object().is_some_and(|o| {
                            matches!(
                                self.heap.get(o).kind,
                                ObjectKind::ArrayIterator { index: 0, kind: 1, .. }
                            )
                        });
                        if fresh
                            && self.is_pristine_array_iterator(it, next)
                            && self.array_iterator_target_is_dense(it)
                        {
                            let t = self.array_iterator_target(it);
                            // A unit of fuel a value, as the iterator's steps would pay.
                            let n = self.heap.get(t).elements.len() as u64;
                            tri!(self.limits.charge(n).map_err(Throw::Terminate));
                            let items: Vec<Value> =
                                self.heap.get(t).elements.iter().map(|v| v.unhole()).collect();
                            for v in items {
                                tri!(self.array_spread_push(a, v));
                            }
                        } else {
                            // Each value goes into the array (rooted in its register) as
                            // it comes, with the iterator and `next` rooted in `temps`:
                            // collections run inside `next`, so an endless iterator's
                            // garbage is freed and only the array grows, against the
                            // heap limit (the literal's array is not yet reachable by
                            // script, so filling it early is not observable).
                            let mark = self.temps.len();
                            self.temps.extend([it, next]);
                            let r = loop {
                                match self.step_iterator(it, next) {
                                    Ok(Some(v)) => {
                                        if let Err(e) = self.array_spread_push(a, v) {
                                            break Err(e);
                                        }
                                    }
                                    Ok(None) => break Ok(()),
                                    Err(e) => break Err(e),
                                }
                            };
                            self.temps.truncate(mark);
                            tri!(r);
                        }
                    }
                    Instruction::DefineNamed { obj, value, name, ic } => {
                        let key = name!(name);
                        let (o, v) = (reg!(obj), reg!(value));
                        if let Some(oh) = o.as_object() {
                            tri!(self.define_named(oh, key, v, ic_base + ic));
                        }
                    }
                    Instruction::DefineProperty { obj, key, value, flags: fl } => {
                        let (o, k, v) = (reg!(obj), reg!(key), reg!(value));
                        let k = tri!(self.to_property_key(k));
                        if let Some(oh) = o.as_object() {
                            tri!(self.define_property_from_flags(oh, k, v, fl));
                        }
                    }
                    Instruction::SetPrototypeOfLiteral { obj, value } => {
                        let (o, v) = (reg!(obj), reg!(value));
                        if let Some(oh) = o.as_object()
                            && (v.is_object() || v.is_null())
                        {
                            // The literal's object is ordinary, extensible and not yet
                            // reachable by any code, so it is in no prototype chain:
                            // [[SetPrototypeOf]] succeeds without walking `v`'s chain
                            // (which made `o = { __proto__: o }` in a loop quadratic).
                            self.heap.get_mut(oh).proto = v.as_object();
                        }
                    }
                    Instruction::CopyDataProperties { dst, src } => {
                        let (d, s) = (reg!(dst), reg!(src));
                        if let Some(dh) = d.as_object() {
                            tri!(self.copy_data_properties(dh, s, &[]));
                        }
                    }
                    Instruction::ObjectRest { dst, src, excluded, count } => {
                        let s = reg!(src);
                        let mut ex = Vec::with_capacity(count as usize);
                        for j in 0..count {
                            let k = reg!(excluded.offset(j));
                            ex.push(tri!(self.to_property_key(k)));
                        }
                        let o = tri!(self.new_plain_object());
                        tri!(self.copy_data_properties(o, s, &ex));
                        reg!(dst) = Value::object(o);
                    }
                    Instruction::NewRegExp { dst, constant } => {
                        let v = tri!(self.regexp_literal(code, func, constant));
                        reg!(dst) = v;
                    }
                    Instruction::GetTemplateObject { dst, constant } => {
                        let v = tri!(self.template_object(code, func, constant));
                        reg!(dst) = v;
                    }

                    // ------------------------------------------------ functions and classes
                    Instruction::NewClosure { dst, func: index } => {
                        let env = self.frames[fi].env;
                        let f = tri!(self.make_closure(code, index, env));
                        // Arrows capture this/new.target/home lexically through `%this`
                        // bindings the compiler emits; nothing to copy here.
                        reg!(dst) = Value::object(f);
                    }
                    Instruction::SetFunctionName { func: f, key, prefix } => {
                        let fv = reg!(f);
                        let k = reg!(key);
                        let k = if let Some(s) = k.as_symbol().filter(|&s| self.heap.get(s).private)
                        {
                            // Private names: the description is the name.
                            let d = self.heap.get(s).description;
                            match d {
                                Some(d) => self.string_key(d),
                                None => PropertyKey::Atom(names::EMPTY),
                            }
                        } else {
                            tri!(self.to_property_key(k))
                        };
                        let p = match prefix {
                            1 => Some("get"),
                            2 => Some("set"),
                            _ => None,
                        };
                        if let Some(fo) = fv.as_object() {
                            tri!(self.set_function_name(fo, k, p));
                        }
                    }
                    Instruction::SetHomeObject { func: f, home } => {
                        let h = reg!(home);
                        if let Some(fo) = reg!(f).as_object()
                            && let ObjectKind::Closure(c) = &mut self.heap.get_mut(fo).kind
                        {
                            c.home = h;
                        }
                    }
                    Instruction::CreateClass { dst, heritage, constant } => {
                        let h = reg!(heritage);
                        let env = self.frames[fi].env;
                        let (f, proto) = tri!(self.create_class(code, func, constant, h, env));
                        reg!(dst) = Value::object(f);
                        reg!(dst.offset(1)) = Value::object(proto);
                    }

                    // ------------------------------------------------ calls
                    Instruction::Call { dst, callee, this, args, argc } => {
                        let (f, t) = (reg!(callee), reg!(this));
                        do_call!(dst, f, t, base + args.0 as usize, argc, Value::UNDEFINED);
                    }
                    Instruction::CallEval { dst, callee, this, args, argc }
                    | Instruction::TailCallEval { dst, callee, this, args, argc } => {
                        let (f, t) = (reg!(callee), reg!(this));
                        if f == Value::object(self.realm.eval) {
                            // Direct eval (sec-performeval with direct = true).
                            let x = if argc > 0 { reg!(args) } else { Value::UNDEFINED };
                            self.frames[fi].pc = pc as u32;
                            let v = tri!(self.direct_eval(fi, x, strict_here!()));
                            reg!(dst) = v;
                        } else if matches!(*ip, Instruction::TailCallEval { .. }) {
                            tail_call!(dst, f, t, base + args.0 as usize, argc);
                        } else {
                            do_call!(dst, f, t, base + args.0 as usize, argc, Value::UNDEFINED);
                        }
                    }
                    Instruction::TailCall { dst, callee, this, args, argc } => {
                        let (f, t) = (reg!(callee), reg!(this));
                        tail_call!(dst, f, t, base + args.0 as usize, argc);
                    }
                    Instruction::CallSpread { dst, callee, this, array } => {
                        let (f, t, a) = (reg!(callee), reg!(this), reg!(array));
                        spread_call!(dst, f, t, a, Value::UNDEFINED);
                    }
                    Instruction::CallEvalSpread { dst, callee, this, array } => {
                        let (f, t, a) = (reg!(callee), reg!(this), reg!(array));
                        if f == Value::object(self.realm.eval) {
                            // Direct eval with spread arguments: the first argument is
                            // the source, as without spread (sec-function-calls-runtime-
                            // semantics-evaluation step 6).
                            let x = a
                                .as_object()
                                .and_then(|o| self.heap.get(o).elements.first().copied())
                                .filter(|v| !v.is_hole())
                                .unwrap_or(Value::UNDEFINED);
                            self.frames[fi].pc = pc as u32;
                            let v = tri!(self.direct_eval(fi, x, strict_here!()));
                            reg!(dst) = v;
                        } else {
                            spread_call!(dst, f, t, a, Value::UNDEFINED);
                        }
                    }
                    Instruction::New { dst, callee, args, argc } => {
                        let f = reg!(callee);
                        if !self.is_constructor(f) {
                            self.frames[fi].pc = pc as u32;
                            throw!(self.not_constructor_error(f));
                        }
                        do_call!(dst, f, Value::HOLE, base + args.0 as usize, argc, f);
                    }
                    Instruction::NewSpread { dst, callee, array } => {
                        let (f, a) = (reg!(callee), reg!(array));
                        if !self.is_constructor(f) {
                            self.frames[fi].pc = pc as u32;
                            throw!(self.not_constructor_error(f));
                        }
                        spread_call!(dst, f, Value::HOLE, a, f);
                    }
                    Instruction::SuperCall { dst, func: f, new_target, args, argc } => {
                        let parent = tri!(self.super_constructor(reg!(f)));
                        let nt = reg!(new_target);
                        do_call!(dst, parent, Value::HOLE, base + args.0 as usize, argc, nt);
                    }
                    Instruction::SuperCallSpread { dst, func: f, new_target, array } => {
                        let parent = tri!(self.super_constructor(reg!(f)));
                        let (nt, a) = (reg!(new_target), reg!(array));
                        spread_call!(dst, parent, Value::HOLE, a, nt);
                    }
                    Instruction::ImportCall { dst, specifier, options, phase } => {
                        use cairn_compiler::bytecode::ImportCallPhase as P;
                        let phase = match phase {
                            P::Evaluation => 0,
                            P::Source => 1,
                            P::Defer => 2,
                        };
                        self.frames[fi].pc = pc as u32;
                        let (s, o) = (reg!(specifier), reg!(options));
                        let v = tri!(self.import_call(code, s, o, phase));
                        reg!(dst) = v;
                    }
                    Instruction::Return { src } => {
                        let v = reg!(src);
                        match self.do_return(fi, v, pc) {
                            Ok(Some(v)) => return Ok(v),
                            Ok(None) => continue 'reload,
                            Err(e) => return Err(e),
                        }
                    }

                    // ------------------------------------------------ operators
                    Instruction::Add { dst, lhs, rhs } => {
                        let (a, b) = (reg!(lhs), reg!(rhs));
                        let r = match (a.as_int(), b.as_int()) {
                            (Some(x), Some(y)) => match x.checked_add(y) {
                                Some(s) => Value::int(s),
                                None => Value::double(x as f64 + y as f64),
                            },
                            _ => match (a.as_number(), b.as_number()) {
                                (Some(x), Some(y)) => Value::number(x + y),
                                _ => {
                                    self.frames[fi].pc = pc as u32;
                                    tri!(self.add_slow(a, b))
                                }
                            },
                        };
                        reg!(dst) = r;
                    }
                    Instruction::AddInt { dst, lhs, value } => {
                        let a = reg!(lhs);
                        let r = match a.as_int() {
                            Some(x) => match x.checked_add(value) {
                                Some(s) => Value::int(s),
                                None => Value::double(x as f64 + value as f64),
                            },
                            None => match a.as_number() {
                                Some(x) => Value::number(x + value as f64),
                                None => {
                                    self.frames[fi].pc = pc as u32;
                                    tri!(self.add_slow(a, Value::int(value)))
                                }
                            },
                        };
                        reg!(dst) = r;
                    }
                    Instruction::SubInt { dst, lhs, value } => {
                        let a = reg!(lhs);
                        let r = match a.as_int() {
                            Some(x) => match x.checked_sub(value) {
                                Some(s) => Value::int(s),
                                None => Value::double(x as f64 - value as f64),
                            },
                            None => match a.as_number() {
                                Some(x) => Value::number(x - value as f64),
                                None => {
                                    self.frames[fi].pc = pc as u32;
                                    tri!(self.num_op_slow(NumOp::Sub, a, Value::int(value)))
                                }
                            },
                        };
                        reg!(dst) = r;
                    }
                    Instruction::MulInt { dst, lhs, value } => {
                        arith_int!(NumOp::Mul, dst, lhs, value)
                    }
                    Instruction::RemInt { dst, lhs, value } => {
                        arith_int!(NumOp::Rem, dst, lhs, value)
                    }
                    Instruction::BitAndInt { dst, lhs, value } => {
                        arith_int!(NumOp::BitAnd, dst, lhs, value)
                    }
                    Instruction::BitOrInt { dst, lhs, value } => {
                        arith_int!(NumOp::BitOr, dst, lhs, value)
                    }
                    Instruction::BitXorInt { dst, lhs, value } => {
                        arith_int!(NumOp::BitXor, dst, lhs, value)
                    }
                    Instruction::ShlInt { dst, lhs, value } => {
                        arith_int!(NumOp::Shl, dst, lhs, value)
                    }
                    Instruction::ShrInt { dst, lhs, value } => {
                        arith_int!(NumOp::Shr, dst, lhs, value)
                    }
                    Instruction::UShrInt { dst, lhs, value } => {
                        arith_int!(NumOp::UShr, dst, lhs, value)
                    }
                    Instruction::Sub { dst, lhs, rhs } => arith!(NumOp::Sub, dst, lhs, rhs),
                    Instruction::Mul { dst, lhs, rhs } => arith!(NumOp::Mul, dst, lhs, rhs),
                    Instruction::Div { dst, lhs, rhs } => arith!(NumOp::Div, dst, lhs, rhs),
                    Instruction::Rem { dst, lhs, rhs } => arith!(NumOp::Rem, dst, lhs, rhs),
                    Instruction::Exp { dst, lhs, rhs } => arith!(NumOp::Exp, dst, lhs, rhs),
                    Instruction::BitAnd { dst, lhs, rhs } => arith!(NumOp::BitAnd, dst, lhs, rhs),
                    Instruction::BitOr { dst, lhs, rhs } => arith!(NumOp::BitOr, dst, lhs, rhs),
                    Instruction::BitXor { dst, lhs, rhs } => arith!(NumOp::BitXor, dst, lhs, rhs),
                    Instruction::Shl { dst, lhs, rhs } => arith!(NumOp::Shl, dst, lhs, rhs),
                    Instruction::Shr { dst, lhs, rhs } => arith!(NumOp::Shr, dst, lhs, rhs),
                    Instruction::UShr { dst, lhs, rhs } => arith!(NumOp::UShr, dst, lhs, rhs),
                    Instruction::Equal { dst, lhs, rhs } => {
                        let r = loose_eq!(reg!(lhs), reg!(rhs));
                        reg!(dst) = Value::bool(r);
                    }
                    Instruction::NotEqual { dst, lhs, rhs } => {
                        let r = loose_eq!(reg!(lhs), reg!(rhs));
                        reg!(dst) = Value::bool(!r);
                    }
                    Instruction::StrictEqual { dst, lhs, rhs } => {
                        let r = self.strict_equals(reg!(lhs), reg!(rhs));
                        reg!(dst) = Value::bool(r);
                    }
                    Instruction::StrictNotEqual { dst, lhs, rhs } => {
                        let r = self.strict_equals(reg!(lhs), reg!(rhs));
                        reg!(dst) = Value::bool(!r);
                    }
                    Instruction::LessThan { dst, lhs, rhs } => {
                        let r = compare!(lhs, rhs, false, false);
                        reg!(dst) = Value::bool(r);
                    }
                    Instruction::LessEqual { dst, lhs, rhs } => {
                        let r = compare!(lhs, rhs, false, true);
                        reg!(dst) = Value::bool(r);
                    }
                    Instruction::GreaterThan { dst, lhs, rhs } => {
                        let r = compare!(lhs, rhs, true, false);
                        reg!(dst) = Value::bool(r);
                    }
                    Instruction::GreaterEqual { dst, lhs, rhs } => {
                        let r = compare!(lhs, rhs, true, true);
                        reg!(dst) = Value::bool(r);
                    }
                    Instruction::In { dst, key, obj } => {
                        let o = reg!(obj);
                        let Some(oh) = o.as_object() else {
                            throw!(self.in_non_object_error(reg!(key), o))
                        };
                        let k = tri!(self.to_property_key(reg!(key)));
                        let r = tri!(self.has_property(oh, k));
                        reg!(dst) = Value::bool(r);
                    }
                    Instruction::InstanceOf { dst, lhs, rhs } => {
                        self.frames[fi].pc = pc as u32;
                        let r = tri!(self.instance_of(reg!(lhs), reg!(rhs)));
                        reg!(dst) = Value::bool(r);
                    }
                    Instruction::Negate { dst, src } => {
                        let v = reg!(src);
                        let r = match v.as_int() {
                            Some(i) if i != 0 && i != i32::MIN => Value::int(-i),
                            _ => match v.as_number() {
                                Some(n) => Value::number(-n),
                                None => tri!(self.negate_slow(v)),
                            },
                        };
                        reg!(dst) = r;
                    }
                    Instruction::ToNumber { dst, src } => {
                        let v = reg!(src);
                        let r =
                            if v.is_number() { v } else { Value::number(tri!(self.to_number(v))) };
                        reg!(dst) = r;
                    }
                    Instruction::ToNumeric { dst, src } => {
                        let r = tri!(self.to_numeric(reg!(src)));
                        reg!(dst) = r;
                    }
                    Instruction::Not { dst, src } => {
                        let b = self.to_boolean(reg!(src));
                        reg!(dst) = Value::bool(!b);
                    }
                    Instruction::BitNot { dst, src } => {
                        let v = reg!(src);
                        let r = match v.as_int() {
                            Some(i) => Value::int(!i),
                            None => tri!(self.bit_not_slow(v)),
                        };
                        reg!(dst) = r;
                    }
                    Instruction::TypeOf { dst, src } => {
                        let a = self.type_of(reg!(src));
                        reg!(dst) = self.atom_value(a);
                    }
                    Instruction::Increment { dst, src } => {
                        let v = reg!(src);
                        let r = match v.as_int().and_then(|i| i.checked_add(1)) {
                            Some(i) => Value::int(i),
                            None => tri!(self.step_slow(v, 1)),
                        };
                        reg!(dst) = r;
                    }
                    Instruction::Decrement { dst, src } => {
                        let v = reg!(src);
                        let r = match v.as_int().and_then(|i| i.checked_sub(1)) {
                            Some(i) => Value::int(i),
                            None => tri!(self.step_slow(v, -1)),
                        };
                        reg!(dst) = r;
                    }
                    Instruction::ToString { dst, src } => {
                        let s = tri!(self.to_string(reg!(src)));
                        reg!(dst) = Value::string(s);
                    }
                    Instruction::ToPropertyKey { dst, src } => {
                        let v = reg!(src);
                        let r = if v.is_string() || v.is_symbol_value() || v.is_int() {
                            v
                        } else {
                            let k = tri!(self.to_property_key(v));
                            tri!(self.key_value(k))
                        };
                        reg!(dst) = r;
                    }
                    Instruction::ToObject { dst, src } => {
                        let o = tri!(self.to_object(reg!(src)));
                        reg!(dst) = Value::object(o);
                    }
                    Instruction::RequireObjectCoercible { src } => {
                        let v = reg!(src);
                        if v.is_nullish() {
                            let what = if v.is_null() { "null" } else { "undefined" };
                            throw!(self.type_error(&format!(
                                "Cannot destructure '{what}' as it is {what}."
                            )));
                        }
                    }
                    Instruction::ThrowIfNotObject { src, message } => {
                        if !reg!(src).is_object() {
                            let key = name!(message);
                            let m = self.key_display(key);
                            throw!(self.type_error(&m));
                        }
                    }

                    // ------------------------------------------------ control flow
                    Instruction::Jump { target } => jump!(target),
                    Instruction::JumpIfTrue { cond, target } => {
                        let v = reg!(cond);
                        let b = match v.as_bool() {
                            Some(b) => b,
                            None => self.to_boolean(v),
                        };
                        if b {
                            jump!(target);
                        }
                    }
                    Instruction::JumpIfFalse { cond, target } => {
                        let v = reg!(cond);
                        let b = match v.as_bool() {
                            Some(b) => b,
                            None => self.to_boolean(v),
                        };
                        if !b {
                            jump!(target);
                        }
                    }
                    Instruction::JumpIfNullish { src, target } => {
                        if reg!(src).is_nullish() {
                            jump!(target);
                        }
                    }
                    Instruction::JumpIfNotNullish { src, target } => {
                        if !reg!(src).is_nullish() {
                            jump!(target);
                        }
                    }
                    Instruction::JumpIfUndefined { src, target } => {
                        if reg!(src).is_undefined() {
                            jump!(target);
                        }
                    }
                    Instruction::JumpIfNotUndefined { src, target } => {
                        if !reg!(src).is_undefined() {
                            jump!(target);
                        }
                    }
                    Instruction::JumpIfIntEqual { src, value, target } => {
                        if reg!(src).as_number() == Some(value as f64) {
                            jump!(target);
                        }
                    }
                    Instruction::JumpIfLessThan { lhs, rhs, target } => {
                        if compare!(lhs, rhs, false, false) {
                            jump!(target);
                        }
                    }
                    Instruction::JumpIfLessEqual { lhs, rhs, target } => {
                        if compare!(lhs, rhs, false, true) {
                            jump!(target);
                        }
                    }
                    Instruction::JumpIfGreaterThan { lhs, rhs, target } => {
                        if compare!(lhs, rhs, true, false) {
                            jump!(target);
                        }
                    }
                    Instruction::JumpIfGreaterEqual { lhs, rhs, target } => {
                        if compare!(lhs, rhs, true, true) {
                            jump!(target);
                        }
                    }
                    Instruction::JumpIfNotLessThan { lhs, rhs, target } => {
                        if !compare!(lhs, rhs, false, false) {
                            jump!(target);
                        }
                    }
                    Instruction::JumpIfNotLessEqual { lhs, rhs, target } => {
                        if !compare!(lhs, rhs, false, true) {
                            jump!(target);
                        }
                    }
                    Instruction::JumpIfNotGreaterThan { lhs, rhs, target } => {
                        if !compare!(lhs, rhs, true, false) {
                            jump!(target);
                        }
                    }
                    Instruction::JumpIfNotGreaterEqual { lhs, rhs, target } => {
                        if !compare!(lhs, rhs, true, true) {
                            jump!(target);
                        }
                    }
                    Instruction::JumpIfLessThanInt { lhs, value, target } => {
                        if compare_int!(lhs, value, false, false) {
                            jump!(target);
                        }
                    }
                    Instruction::JumpIfLessEqualInt { lhs, value, target } => {
                        if compare_int!(lhs, value, false, true) {
                            jump!(target);
                        }
                    }
                    Instruction::JumpIfGreaterThanInt { lhs, value, target } => {
                        if compare_int!(lhs, value, true, false) {
                            jump!(target);
                        }
                    }
                    Instruction::JumpIfGreaterEqualInt { lhs, value, target } => {
                        if compare_int!(lhs, value, true, true) {
                            jump!(target);
                        }
                    }
                    Instruction::JumpIfNotLessThanInt { lhs, value, target } => {
                        if !compare_int!(lhs, value, false, false) {
                            jump!(target);
                        }
                    }
                    Instruction::JumpIfNotLessEqualInt { lhs, value, target } => {
                        if !compare_int!(lhs, value, false, true) {
                            jump!(target);
                        }
                    }
                    Instruction::JumpIfNotGreaterThanInt { lhs, value, target } => {
                        if !compare_int!(lhs, value, true, false) {
                            jump!(target);
                        }
                    }
                    Instruction::JumpIfNotGreaterEqualInt { lhs, value, target } => {
                        if !compare_int!(lhs, value, true, true) {
                            jump!(target);
                        }
                    }
                    Instruction::JumpIfStrictEqual { lhs, rhs, target } => {
                        if self.strict_equals(reg!(lhs), reg!(rhs)) {
                            jump!(target);
                        }
                    }
                    Instruction::JumpIfStrictNotEqual { lhs, rhs, target } => {
                        if !self.strict_equals(reg!(lhs), reg!(rhs)) {
                            jump!(target);
                        }
                    }
                    Instruction::JumpIfEqual { lhs, rhs, target } => {
                        if loose_eq!(reg!(lhs), reg!(rhs)) {
                            jump!(target);
                        }
                    }
                    Instruction::JumpIfNotEqual { lhs, rhs, target } => {
                        if !loose_eq!(reg!(lhs), reg!(rhs)) {
                            jump!(target);
                        }
                    }
                    Instruction::Throw { src } => {
                        let v = reg!(src);
                        throw!(Throw::Exception(v));
                    }
                    Instruction::ThrowError { kind, message } => {
                        let key = name!(message);
                        let m = self.key_display(key);
                        let ty = match kind {
                            ErrorKind::TypeError => ErrorType::TypeError,
                            ErrorKind::ReferenceError => ErrorType::ReferenceError,
                            ErrorKind::SyntaxError => ErrorType::SyntaxError,
                            ErrorKind::RangeError => ErrorType::RangeError,
                        };
                        self.frames[fi].pc = pc as u32;
                        throw!(self.throw_error(ty, &m));
                    }

                    // ------------------------------------------------ iteration
                    Instruction::ForInPrepare { dst, obj } => {
                        let it = tri!(self.for_in_prepare(reg!(obj)));
                        reg!(dst) = it;
                    }
                    Instruction::ForInNext { dst, iter, target } => {
                        match tri!(self.for_in_next(reg!(iter))) {
                            Some(k) => reg!(dst) = k,
                            None => jump!(target),
                        }
                    }
                    Instruction::GetIterator { dst, src } => {
                        self.frames[fi].pc = pc as u32;
                        let (it, next) = tri!(self.get_iterator_at(reg!(src), true));
                        reg!(dst) = it;
                        reg!(dst.offset(1)) = next;
                        reg!(dst.offset(2)) = Value::FALSE;
                    }
                    Instruction::GetAsyncIterator { dst, src } => {
                        self.frames[fi].pc = pc as u32;
                        let (it, next) = tri!(self.get_async_iterator(reg!(src)));
                        reg!(dst) = it;
                        reg!(dst.offset(1)) = next;
                        reg!(dst.offset(2)) = Value::FALSE;
                    }
                    Instruction::ForOfStep { dst, iter, target } => {
                        let (it, next) = (reg!(iter), reg!(iter.offset(1)));
                        self.frames[fi].pc = pc as u32;
                        match self.step_iterator(it, next) {
                            Ok(Some(v)) => reg!(dst) = v,
                            Ok(None) => {
                                reg!(iter.offset(2)) = Value::TRUE;
                                jump!(target);
                            }
                            Err(e) => {
                                reg!(iter.offset(2)) = Value::TRUE;
                                return Err(e);
                            }
                        }
                    }
                    Instruction::IteratorStepValue { dst, iter } => {
                        if reg!(iter.offset(2)) == Value::TRUE {
                            reg!(dst) = Value::UNDEFINED;
                        } else {
                            let (it, next) = (reg!(iter), reg!(iter.offset(1)));
                            self.frames[fi].pc = pc as u32;
                            match self.step_iterator(it, next) {
                                Ok(Some(v)) => reg!(dst) = v,
                                Ok(None) => {
                                    reg!(iter.offset(2)) = Value::TRUE;
                                    reg!(dst) = Value::UNDEFINED;
                                }
                                Err(e) => {
                                    reg!(iter.offset(2)) = Value::TRUE;
                                    return Err(e);
                                }
                            }
                        }
                    }
                    Instruction::IteratorRest { dst, iter } => {
                        let mut out = Vec::new();
                        if reg!(iter.offset(2)) != Value::TRUE {
                            let (it, next) = (reg!(iter), reg!(iter.offset(1)));
                            self.frames[fi].pc = pc as u32;
                            loop {
                                self.gc_barrier += 1;
                                let step = self.step_iterator(it, next);
                                self.gc_barrier -= 1;
                                match step {
                                    Ok(Some(v)) => out.push(v),
                                    Ok(None) => break,
                                    Err(e) => {
                                        reg!(iter.offset(2)) = Value::TRUE;
                                        return Err(e);
                                    }
                                }
                            }
                        }
                        reg!(iter.offset(2)) = Value::TRUE;
                        let a = tri!(self.array_from_list(&out));
                        reg!(dst) = Value::object(a);
                    }
                    Instruction::IteratorClose { iter } => {
                        if reg!(iter.offset(2)) != Value::TRUE {
                            reg!(iter.offset(2)) = Value::TRUE;
                            let it = reg!(iter);
                            self.frames[fi].pc = pc as u32;
                            tri!(self.iterator_close(it));
                        }
                    }
                    Instruction::IteratorCloseQuiet { iter } => {
                        if reg!(iter.offset(2)) != Value::TRUE {
                            reg!(iter.offset(2)) = Value::TRUE;
                            let it = reg!(iter);
                            self.frames[fi].pc = pc as u32;
                            self.iterator_close_quiet(it);
                        }
                    }

                    // ------------------------------------------------ generators and async
                    Instruction::GeneratorStart => {
                        self.frames[fi].pc = pc as u32;
                        let is_async =
                            self.heap.get(code).functions[func as usize].code.flags.is_async;
                        let callee = self.frames[fi].callee;
                        let gp = if is_async {
                            self.realm.async_generator_prototype
                        } else {
                            self.realm.generator_prototype
                        };
                        let proto = tri!(self.prototype_from_constructor(callee, gp));
                        let g = tri!(self.alloc_object(
                            ObjectKind::Generator(Box::new(GeneratorData {
                                state: GeneratorState::SuspendedStart,
                                frame: None,
                                promise: Value::UNDEFINED,
                                queue: is_async.then(Default::default),
                            })),
                            Some(proto)
                        ));
                        let saved = self.suspend_top_frame();
                        if let ObjectKind::Generator(gd) = &mut self.heap.get_mut(g).kind {
                            gd.frame = Some(saved.0);
                        }
                        let v = Value::object(g);
                        if saved.1 {
                            return Ok(v);
                        }
                        let caller = self.frames.len() - 1;
                        let cb = self.frames[caller].base as usize;
                        self.regs[cb + saved.2 as usize] = v;
                        let realm = self.frames[caller].realm;
                        if realm != self.realm_id {
                            self.switch_realm(realm);
                        }
                        continue 'reload;
                    }
                    Instruction::Yield { dst, kind, value }
                    | Instruction::YieldDelegate { dst, kind, value } => {
                        if self.frames[fi].flags & frame_flags::RESUMABLE == 0 {
                            throw!(self.suspend_outside_entry());
                        }
                        let v = reg!(value);
                        let delegate = matches!(*ip, Instruction::YieldDelegate { .. });
                        self.frames[fi].pc = pc as u32;
                        self.resume_slots = (dst.0, kind.0);
                        self.suspend =
                            if delegate { Suspend::YieldDelegate } else { Suspend::Yield };
                        return Ok(v);
                    }
                    Instruction::NewDisposeStack { dst } => {
                        let o = tri!(self.alloc_object(ObjectKind::DisposeStack(Vec::new()), None));
                        reg!(dst) = Value::object(o);
                    }
                    Instruction::AddDisposable { stack, value, hint } => {
                        let (s, v) = (reg!(stack), reg!(value));
                        self.frames[fi].pc = pc as u32;
                        tri!(self.add_disposable(s, v, hint));
                    }
                    Instruction::DisposeNext { method, value, sync, stack, target } => {
                        let popped =
                            match reg!(stack).as_object().map(|o| &mut self.heap.get_mut(o).kind) {
                                Some(ObjectKind::DisposeStack(r)) => r.pop(),
                                _ => None,
                            };
                        match popped {
                            Some((m, v, s)) => {
                                reg!(method) = m;
                                reg!(value) = v;
                                reg!(sync) = Value::bool(s);
                            }
                            None => jump!(target),
                        }
                    }
                    Instruction::SuppressError { acc, error } => {
                        let (a, e) = (reg!(acc), reg!(error));
                        let r = if a.is_hole() { e } else { tri!(self.suppressed_error(e, a)) };
                        reg!(acc) = r;
                    }
                    Instruction::RethrowIfSet { src } => {
                        let v = reg!(src);
                        if !v.is_hole() {
                            throw!(Throw::Exception(v));
                        }
                    }
                    Instruction::Await { dst, value } => {
                        if self.frames[fi].flags & frame_flags::RESUMABLE == 0 {
                            throw!(self.suspend_outside_entry());
                        }
                        let v = reg!(value);
                        self.frames[fi].pc = pc as u32;
                        self.resume_slots = (dst.0, u16::MAX);
                        self.suspend = Suspend::Await;
                        return Ok(v);
                    }
                }
            }
        }
    }

    /// The error for an `Await` or `Yield` in a frame that is not resumable: the
    /// compiler emits them only in async functions, async module bodies and generators
    /// (after `GeneratorStart`), whose frames always run resumable, as the entry of a
    /// loop that saves them when they suspend. Only code from a corrupt dump gets here;
    /// suspending would leave the frame on the stack under whatever called it.
    #[cold]
    #[inline(never)]
    fn suspend_outside_entry(&mut self) -> Throw {
        self.type_error("await or yield outside its function's own frame (corrupt code)")
    }

    /// A tail call pushed the callee's frame above frame `fi`: the callee's frame takes
    /// frame `fi`'s place and registers (it already returns to `fi`'s caller).
    fn replace_frame(&mut self, fi: usize) {
        let Some(mut callee) = self.frames.pop() else { return };
        let (from, to) = (callee.base as usize, self.frames[fi].base as usize);
        let size = callee.size as usize;
        self.regs.copy_within(from..from + size, to);
        self.regs.truncate(to + size);
        callee.args_at = callee.args_at - callee.base + to as u32;
        callee.base = to as u32;
        self.frames[fi] = callee;
    }

    /// `Return` from frame `fi`: `Ok(Some(v))` when the loop's entry frame returned,
    /// `Ok(None)` to continue in the caller.
    #[inline(always)]
    fn do_return(&mut self, fi: usize, v: Value, pc: usize) -> JsResult<Option<Value>> {
        // The common case: a plain call returns to its caller in the same realm (not an
        // entry frame, not [[Construct]]; a frame without ENTRY always has its caller
        // below it).
        if let Some(f) = self.frames.get(fi)
            && f.flags == 0
            && fi > 0
            && fi + 1 == self.frames.len()
        {
            let (b, dst) = (f.base as usize, f.ret_dst as usize);
            self.frames.truncate(fi);
            self.regs.truncate(b);
            if let Some(caller) = self.frames.last()
                && caller.realm == self.realm_id
                && let Some(slot) = self.regs.get_mut(caller.base as usize + dst)
            {
                *slot = v;
                return Ok(None);
            }
            return self.return_to_caller(fi, dst, v);
        }
        // A callback of a built-in running in this loop (a native task): its answer
        // goes to the task.
        if let Some(f) = self.frames.get(fi)
            && f.flags == frame_flags::NATIVE_TASK
            && fi + 1 == self.frames.len()
        {
            let b = f.base as usize;
            self.frames.truncate(fi);
            self.regs.truncate(b);
            self.task_resume(v)?;
            return Ok(None);
        }
        // The entry frame of a plain call from native code ends its loop.
        if let Some(f) = self.frames.get(fi)
            && f.flags == frame_flags::ENTRY
            && fi + 1 == self.frames.len()
        {
            let b = f.base as usize;
            self.frames.truncate(fi);
            self.regs.truncate(b);
            return Ok(Some(v));
        }
        self.do_return_general(fi, v, pc)
    }

    /// The end of [`Vm::do_return`]'s fast path when the caller runs in another realm.
    #[inline(never)]
    fn return_to_caller(&mut self, fi: usize, dst: usize, v: Value) -> JsResult<Option<Value>> {
        let caller = fi - 1;
        let cb = self.frames[caller].base as usize;
        self.regs[cb + dst] = v;
        let realm = self.frames[caller].realm;
        if realm != self.realm_id {
            self.switch_realm(realm);
        }
        Ok(None)
    }

    /// [`Vm::do_return`] for every kind of frame.
    #[inline(never)]
    fn do_return_general(&mut self, fi: usize, v: Value, pc: usize) -> JsResult<Option<Value>> {
        let f = &self.frames[fi];
        let mut v = v;
        if f.flags & frame_flags::CONSTRUCT != 0 && !v.is_object() {
            let derived =
                f.callee.as_object().is_some_and(|c| self.heap.get(c).flags & flags::DERIVED != 0);
            if derived {
                // [[Construct]] steps 10-13: these errors are thrown after the callee's
                // context is gone, in the caller's realm (the frame below; for an entry
                // frame, the JS frame under the native that called it).
                let caller_realm =
                    fi.checked_sub(1).map_or(self.realm_id, |c| self.frames[c].realm);
                // The hole: the code's implicit `return this` with `this` never bound.
                if v.is_hole() {
                    self.frames[fi].pc = pc as u32;
                    return Err(
                        self.in_realm(caller_realm, |vm| vm.reference_error(THIS_UNINITIALIZED))
                    );
                }
                if !v.is_undefined() {
                    self.frames[fi].pc = pc as u32;
                    return Err(self.in_realm(caller_realm, |vm| {
                        vm.type_error("Derived constructors may only return object or undefined")
                    }));
                }
                let this = self.frames[fi].this;
                if this.is_hole() {
                    self.frames[fi].pc = pc as u32;
                    return Err(
                        self.in_realm(caller_realm, |vm| vm.reference_error(THIS_UNINITIALIZED))
                    );
                }
                v = this;
            } else {
                v = f.this;
            }
        }
        let Some(frame) = self.frames.pop() else { return Ok(Some(v)) };
        self.regs.truncate(frame.base as usize);
        if frame.flags & frame_flags::ENTRY != 0 {
            return Ok(Some(v));
        }
        if frame.flags & frame_flags::NATIVE_TASK != 0 {
            // The task's call ends in the caller's register, or its next callback is
            // pushed; either way the loop goes on with the top frame.
            self.task_resume(v)?;
            return Ok(None);
        }
        let caller = self.frames.len() - 1;
        let cb = self.frames[caller].base as usize;
        self.regs[cb + frame.ret_dst as usize] = v;
        // Back to the caller's realm (it differs only after a cross-realm call).
        let realm = self.frames[caller].realm;
        if realm != self.realm_id {
            self.switch_realm(realm);
        }
        Ok(None)
    }

    /// IsLessThan for the compare instructions: `swap` compares rhs < lhs (for `>` and
    /// `<=` forms), `or_equal` turns `<` into `<=` (an undefined result is false).
    fn compare_slow(&mut self, a: Value, b: Value, swap: bool, or_equal: bool) -> JsResult<bool> {
        let (x, y) = if swap { (b, a) } else { (a, b) };
        if or_equal {
            // x <= y is !(y < x); an undefined result (NaN) is false.
            let r = self.less_than(y, x, swap)?;
            return Ok(r == Some(false));
        }
        let r = self.less_than(x, y, !swap)?;
        Ok(r == Some(true))
    }

    /// Pops the top frame into a `SuspendedFrame`: (saved, was entry, caller's dst).
    pub(crate) fn suspend_top_frame(&mut self) -> (super::frame::SuspendedFrame, bool, u16) {
        let Some(frame) = self.frames.pop() else {
            return (
                super::frame::SuspendedFrame { frame: dummy_frame(), regs: Box::new([]) },
                true,
                0,
            );
        };
        let b = frame.base as usize;
        let regs: Box<[Value]> = self.regs[b..b + frame.size as usize].into();
        self.regs.truncate(b);
        let entry = frame.flags & frame_flags::ENTRY != 0;
        let dst = frame.ret_dst;
        (super::frame::SuspendedFrame { frame, regs }, entry, dst)
    }

    /// Pushes a suspended frame back (as the entry frame of a nested loop).
    pub(crate) fn push_suspended(&mut self, s: super::frame::SuspendedFrame) {
        let base = self.regs.len() as u32;
        let mut frame = s.frame;
        let old_base = frame.base;
        frame.args_at = frame.args_at.wrapping_sub(old_base).wrapping_add(base);
        frame.base = base;
        frame.flags =
            (frame.flags | frame_flags::ENTRY | frame_flags::RESUMABLE) & !frame_flags::CONSTRUCT;
        self.regs.extend_from_slice(&s.regs);
        self.frames.push(frame);
    }

    /// One IteratorStepValue with the Array Iterator fast path (no result object): the
    /// index, the element or an [index, element] pair, as %ArrayIteratorPrototype%.next
    /// would put in its result.
    fn step_iterator(&mut self, it: Value, next: Value) -> JsResult<Option<Value>> {
        if self.is_pristine_array_iterator(it, next)
            && let Some(ith) = it.as_object()
            && let ObjectKind::ArrayIterator { target, index, kind } = self.heap.get(ith).kind
        {
            // The step `next` would take, without its call: paid as a few instructions
            // (a `for (const x of a)` loop otherwise paid only its jump).
            self.limits.charge(ARRAY_STEP_FUEL).map_err(Throw::Terminate)?;
            let Some(t) = target.as_object() else { return Ok(None) };
            let tobj = self.heap.get(t);
            // A present element of an Array is what Get returns.
            let (len, present) = match tobj.kind {
                ObjectKind::Array { length, .. } => (
                    u64::from(length),
                    tobj.elements.get(index as usize).filter(|v| !v.is_hole()).copied(),
                ),
                _ => (self.array_iterator_length(t)?, None),
            };
            if u64::from(index) >= len {
                if let ObjectKind::ArrayIterator { target, .. } = &mut self.heap.get_mut(ith).kind {
                    *target = Value::UNDEFINED;
                }
                return Ok(None);
            }
            if let ObjectKind::ArrayIterator { index: i, .. } = &mut self.heap.get_mut(ith).kind {
                *i = index + 1;
            }
            let key = Value::from_u32(index);
            if kind == 0 {
                return Ok(Some(key));
            }
            let value = match present {
                Some(v) => v,
                None => self.get_index(t, u64::from(index))?,
            };
            if kind == 1 {
                return Ok(Some(value));
            }
            return Ok(Some(Value::object(self.array_from_list(&[key, value])?)));
        }
        if let Some(ith) = it.as_object()
            && matches!(self.heap.get(ith).kind, ObjectKind::RegExpStringIterator { .. })
            && self.is_native_fn(next, crate::native::NativeId::RegExpStringIteratorNext)
        {
            return self.regexp_string_iterator_step(ith);
        }
        self.iterator_step_value_rooted(it, next)
    }

    /// Whether `next` is the original %ArrayIteratorPrototype%.next on an Array Iterator.
    fn is_pristine_array_iterator(&self, it: Value, next: Value) -> bool {
        it.as_object()
            .is_some_and(|o| matches!(self.heap.get(o).kind, ObjectKind::ArrayIterator { .. }))
            && self.is_native_fn(next, crate::native::NativeId::ArrayIteratorNext)
    }

    fn array_iterator_target_is_dense(&self, it: Value) -> bool {
        let t = self.array_iterator_target(it);
        t != self.realm.array_prototype && self.is_dense_array(t)
    }

    fn array_iterator_target(&self, it: Value) -> Handle<JsObject> {
        match it.as_object().map(|o| &self.heap.get(o).kind) {
            Some(ObjectKind::ArrayIterator { target, .. }) => {
                target.as_object().unwrap_or(self.realm.array_prototype)
            }
            _ => self.realm.array_prototype,
        }
    }

    /// Whether the instruction before `pc` in function `func` of `code` is strict mode
    /// code (a sloppy function's strict ranges: its class definitions).
    #[inline(never)]
    fn is_strict_at(&self, code: Handle<crate::interp::code::Code>, func: u32, pc: usize) -> bool {
        let at = pc.saturating_sub(1) as u32;
        self.heap.get(code).functions.get(func as usize).is_some_and(|lf| lf.code.is_strict_at(at))
    }

    /// CreateArguments (sec-createunmappedargumentsobject / sec-createmappedargumentsobject).
    fn create_arguments(&mut self, fi: usize, kind: ArgumentsKind) -> JsResult<Value> {
        let f = &self.frames[fi];
        let (at, argc) = (f.args_at as usize, f.argc as usize);
        let args: Vec<Value> = self.regs[at..at + argc].to_vec();
        self.arguments_object(fi, args, kind)
    }

    /// The arguments object of frame `fi`'s call holding `args`.
    pub(crate) fn arguments_object(
        &mut self,
        fi: usize,
        args: Vec<Value>,
        kind: ArgumentsKind,
    ) -> JsResult<Value> {
        let f = &self.frames[fi];
        let (callee, env, code, func) = (f.callee, f.env, f.code, f.func);
        let argc = args.len();
        let mapped = if kind == ArgumentsKind::Mapped {
            let mp = self.heap.get(code).functions[func as usize].code.mapped_parameters.clone();
            env.map(|e| {
                (e, mp.iter().take(argc).map(|s| s.unwrap_or(u32::MAX)).collect::<Box<[u32]>>())
            })
        } else {
            None
        };
        // A sloppy function with no parameter in an environment has nothing to alias,
        // but its arguments object is still the mapped kind (callee is the function).
        let is_mapped = kind == ArgumentsKind::Mapped;
        let o =
            self.alloc_object(ObjectKind::Arguments { mapped }, Some(self.realm.object_prototype))?;
        self.set_elements(o, args)?;
        let length = Value::from_usize(argc);
        let values = Value::object(self.realm.array_proto_values);
        let (callee, callee_attrs) = if is_mapped {
            (callee, attrs::HIDDEN)
        } else {
            let tte = Value::object(self.realm.throw_type_error);
            (self.alloc_accessor(tte, tte)?, attrs::ACCESSOR)
        };
        // The three properties in the shape the last arguments object of this kind
        // ended with, when it started from the same one (a cache like the inline
        // caches: cleared at each collection, which may free shapes).
        #[cfg(not(target_family = "wasm"))]
        let from = self.heap.get(o).shape.index();
        #[cfg(not(target_family = "wasm"))]
        if let Some((cached_from, to)) = self.arguments_shapes[usize::from(is_mapped)]
            && cached_from == from
        {
            self.heap.update(o, |obj| {
                obj.shape = Handle::from_index(to);
                obj.slots.extend_from_slice(&[length, values, callee]);
            })?;
            return Ok(Value::object(o));
        }
        self.add_property(o, PropertyKey::Atom(names::LENGTH), length, attrs::HIDDEN)?;
        let iter = self.realm.symbols.iterator;
        self.add_property(o, PropertyKey::Symbol(iter), values, attrs::HIDDEN)?;
        self.add_property(o, PropertyKey::Atom(names::CALLEE), callee, callee_attrs)?;
        #[cfg(not(target_family = "wasm"))]
        if self.heap.get(o).dict.is_none() {
            self.arguments_shapes[usize::from(is_mapped)] =
                Some((from, self.heap.get(o).shape.index()));
        }
        Ok(Value::object(o))
    }

    /// ForInPrepare: the keys of EnumerateObjectProperties (paid [`FOR_IN_KEY_FUEL`] a
    /// key of each object of the chain: the keys are gathered before the first
    /// iteration, so `for (k in o) break` over a large object did that work for free).
    fn for_in_prepare(&mut self, v: Value) -> JsResult<Value> {
        let mut keys: Vec<Value> = Vec::new();
        let object =
            if v.is_nullish() { Value::UNDEFINED } else { Value::object(self.to_object(v)?) };
        if let Some(mut o) = object.as_object() {
            // A key is visited once, from the first object of the chain that has it. The
            // first object's keys are distinct; keys of the objects walked are gathered
            // into a set only when an object further up offers an enumerable key (a
            // plain object's prototypes usually offer none).
            let mut walked: Vec<PropertyKey> = Vec::new();
            let mut seen: Option<rustc_hash::FxHashSet<PropertyKey>> = None;
            loop {
                let own = self.own_property_keys(o)?;
                // Each key is looked up (enumerable?) and, when it is, made a value.
                self.limits
                    .charge((own.len() as u64).saturating_mul(FOR_IN_KEY_FUEL))
                    .map_err(Throw::Terminate)?;
                // Whether each key is enumerable, asked up front only of objects whose
                // [[GetOwnProperty]] is ordinary (a proxy's trap runs once per key, in
                // order, and not for keys already seen).
                // (Not in the wasm module: its size budget.)
                let plain = !cfg!(target_family = "wasm")
                    && has_ordinary_own_property(&self.heap.get(o).kind, PropertyKey::Index(0));
                let mut enumerable = Vec::new();
                if plain {
                    if enumerable.try_reserve(own.len()).is_err() {
                        return Err(self.range_error("Out of memory"));
                    }
                    for (i, &k) in own.iter().enumerate() {
                        // Lookups in a large dictionary: as the loop below.
                        self.limits.poll_item(i)?;
                        enumerable.push(
                            !matches!(k, PropertyKey::Symbol(_)) && self.own_enumerable(o, k),
                        );
                    }
                }
                if seen.is_none() && !walked.is_empty() && (!plain || enumerable.contains(&true)) {
                    seen = Some(walked.iter().copied().collect());
                }
                for (i, &k) in own.iter().enumerate() {
                    // Keys made values take about 10 ns each: the interrupt is read
                    // between blocks of them (their fuel is paid above).
                    self.limits.poll_item(i)?;
                    if matches!(k, PropertyKey::Symbol(_)) {
                        continue;
                    }
                    if let Some(set) = &mut seen
                        && !set.insert(k)
                    {
                        continue;
                    }
                    let e = match enumerable.get(i) {
                        Some(&e) => e,
                        None => {
                            self.get_own_property(o, k)?.is_some_and(|d| d.enumerable == Some(true))
                        }
                    };
                    if e {
                        keys.push(self.key_value(k)?);
                    }
                }
                if seen.is_none() {
                    walked.extend(own.into_iter().filter(|k| !matches!(k, PropertyKey::Symbol(_))));
                }
                match self.get_prototype_of(o)? {
                    Some(p) => o = p,
                    None => break,
                }
            }
        }
        let it = self.alloc_object(
            ObjectKind::ForInIterator { object, keys: keys.into_boxed_slice(), index: 0 },
            None,
        )?;
        Ok(Value::object(it))
    }

    /// Whether `o`, an object whose [[GetOwnProperty]] is ordinary, has `key` as an
    /// enumerable own property (read from the attributes where the object keeps them;
    /// an Array's `length` is not enumerable).
    fn own_enumerable(&self, o: Handle<JsObject>, key: PropertyKey) -> bool {
        matches!(self.ordinary_own(o, key), Some(Some((_, a))) if a & attrs::ENUMERABLE != 0)
    }

    /// ForInNext: the next key still present.
    fn for_in_next(&mut self, it: Value) -> JsResult<Option<Value>> {
        let Some(ih) = it.as_object() else { return Ok(None) };
        loop {
            let ObjectKind::ForInIterator { object, keys, index } = &mut self.heap.get_mut(ih).kind
            else {
                return Ok(None);
            };
            let Some(&k) = keys.get(*index as usize) else { return Ok(None) };
            *index += 1;
            let object = *object;
            let Some(o) = object.as_object() else { return Ok(None) };
            let key = self.to_property_key(k)?;
            if self.has_property(o, key)? {
                return Ok(Some(k));
            }
        }
    }

    /// GetSuperBase (sec-getsuperbase): the home object's prototype, or null.
    fn super_base(&mut self, home: Value) -> JsResult<Value> {
        let Some(h) = home.as_object() else {
            return Err(self.type_error("'super' keyword unexpected here"));
        };
        Ok(self.get_prototype_of(h)?.map_or(Value::NULL, Value::object))
    }

    /// The super base as an object: GetValue and PutValue's ToObject, which throws for
    /// a null base (`what`: "read" or "set", for the message).
    fn super_base_object(&mut self, base: Value, what: &str) -> JsResult<Handle<JsObject>> {
        match base.as_object() {
            Some(b) => Ok(b),
            None => Err(self.type_error(&format!("Cannot {what} properties of null (super)"))),
        }
    }

    /// PutValue of a Super Reference: base.[[Set]](key, v, this), false throwing in
    /// strict code.
    fn super_set(
        &mut self,
        base: Handle<JsObject>,
        this: Value,
        key: PropertyKey,
        v: Value,
        strict: bool,
    ) -> JsResult<()> {
        let ok = self.set(base, key, v, this)?;
        if !ok && strict {
            return Err(self.type_error("Cannot assign to read only property"));
        }
        Ok(())
    }

    /// IsConstructor of the super constructor read for `super(...)` (by `GetSuperBase`
    /// on the active function, before the arguments): SuperCall evaluation step 6.
    fn super_constructor(&mut self, parent: Value) -> JsResult<Value> {
        match parent.as_object() {
            Some(p) if self.heap.get(p).is_constructor() => Ok(parent),
            _ => Err(self.type_error("Super constructor is not a constructor")),
        }
    }

    /// The source name of a Private Name (`#x`), for error messages.
    fn private_name(&mut self, key: Value) -> String {
        match key.as_symbol().and_then(|s| self.heap.get(s).description) {
            Some(d) => self.rust_string(d),
            None => String::new(),
        }
    }

    /// PrivateElementFind: the object, slot and attributes of private `key` on `obj`,
    /// or the TypeError for reading (`write` false) or writing a member it lacks.
    fn find_private(
        &mut self,
        obj: Value,
        key: Value,
        write: bool,
    ) -> JsResult<(Handle<JsObject>, crate::object::ordinary::Loc, u8)> {
        if let (Some(o), Some(s)) = (obj.as_object(), key.as_symbol())
            && let Some((loc, a)) = self.find_own(o, PropertyKey::Symbol(s))
        {
            return Ok((o, loc, a));
        }
        let name = self.private_name(key);
        let (verb, prep) = if write { ("write", "to") } else { ("read", "from") };
        Err(self.type_error(&format!(
            "Cannot {verb} private member {name} {prep} an object whose class did not declare it"
        )))
    }

    pub(crate) fn private_get(&mut self, obj: Value, key: Value) -> JsResult<Value> {
        let (o, loc, a) = self.find_private(obj, key, false)?;
        let v = self.read_loc(o, loc);
        if a & attrs::ACCESSOR != 0 {
            let (g, _) = self.accessor_pair(v);
            if g.is_undefined() {
                let name = self.private_name(key);
                return Err(self.type_error(&format!("'{name}' was defined without a getter")));
            }
            return self.call(g, obj, &[]);
        }
        Ok(v)
    }

    pub(crate) fn private_set(&mut self, obj: Value, key: Value, v: Value) -> JsResult<()> {
        let (o, loc, a) = self.find_private(obj, key, true)?;
        if a & attrs::ACCESSOR != 0 {
            let (_, st) = self.accessor_pair(self.read_loc(o, loc));
            if st.is_undefined() {
                let name = self.private_name(key);
                return Err(self.type_error(&format!("'{name}' was defined without a setter")));
            }
            self.call(st, obj, &[v])?;
            return Ok(());
        }
        if a & attrs::WRITABLE == 0 {
            let name = self.private_name(key);
            return Err(self.type_error(&format!("Private method '{name}' is not writable")));
        }
        self.write_loc(o, loc, v);
        Ok(())
    }

    fn private_add(
        &mut self,
        obj: Value,
        key: Value,
        v: Value,
        method: Option<PrivateMethodKind>,
    ) -> JsResult<()> {
        let (Some(o), Some(s)) = (obj.as_object(), key.as_symbol()) else {
            return Err(self.type_error("Cannot define private member on a non-object"));
        };
        let k = PropertyKey::Symbol(s);
        let existing = self.find_own(o, k);
        // PrivateFieldAdd / PrivateMethodOrAccessorAdd: a non-extensible object gets no
        // new private elements (test262 feature nonextensible-applies-to-private; the
        // second half of a getter/setter pair completes an existing element).
        if existing.is_none() && !self.heap.get(o).extensible {
            return Err(self.type_error("Cannot define private member on a non-extensible object"));
        }
        match method {
            None | Some(PrivateMethodKind::Method) => {
                if existing.is_some() {
                    let name = self.private_name(key);
                    return Err(self.type_error(&format!(
                        "Cannot initialize {name} twice on the same object"
                    )));
                }
                let a = if method.is_some() { 0 } else { attrs::WRITABLE };
                self.add_property(o, k, v, a)
            }
            Some(kind) => {
                let (g, st) = if kind == PrivateMethodKind::Getter {
                    (v, Value::UNDEFINED)
                } else {
                    (Value::UNDEFINED, v)
                };
                if let Some((loc, a)) = existing {
                    // The other half of a getter/setter pair (one private element in the
                    // spec, added here in two steps) completes it; a half that is already
                    // there means the element is being added again
                    // (sec-privatemethodoraccessoradd step 3).
                    let pair = self.read_loc(o, loc);
                    let completes = a & attrs::ACCESSOR != 0
                        && pair.as_object().is_some_and(|ph| match &self.heap.get(ph).kind {
                            ObjectKind::Accessor { get, set } => {
                                if kind == PrivateMethodKind::Getter {
                                    get.is_undefined()
                                } else {
                                    set.is_undefined()
                                }
                            }
                            _ => false,
                        });
                    if !completes {
                        let name = self.private_name(key);
                        return Err(self.type_error(&format!(
                            "Cannot initialize {name} twice on the same object"
                        )));
                    }
                    if let Some(ph) = pair.as_object()
                        && let ObjectKind::Accessor { get, set } = &mut self.heap.get_mut(ph).kind
                    {
                        if kind == PrivateMethodKind::Getter {
                            *get = g;
                        } else {
                            *set = st;
                        }
                    }
                    return Ok(());
                }
                let pair = self.alloc_accessor(g, st)?;
                self.add_property(o, k, pair, attrs::ACCESSOR)
            }
        }
    }

    /// CreateClass (the class shell of ClassDefinitionEvaluation).
    fn create_class(
        &mut self,
        code: Handle<crate::interp::code::Code>,
        func: u32,
        constant: u32,
        heritage: Value,
        env: Option<Handle<Env>>,
    ) -> JsResult<(Handle<JsObject>, Handle<JsObject>)> {
        // Only the variant wanted is cloned (a clone of the whole enum is kilobytes of
        // code in the wasm module).
        let t = match self.heap.get(code).functions[func as usize]
            .code
            .constants
            .get(constant as usize)
        {
            Some(Constant::Class(t)) => t.clone(),
            _ => return Err(self.type_error("CreateClass: bad constant")),
        };
        let (proto_parent, ctor_parent) = if t.derived {
            if heritage.is_null() {
                (None, self.realm.function_prototype)
            } else {
                if !self.is_constructor(heritage) {
                    return Err(self.type_error("Class extends value is not a constructor or null"));
                }
                let Some(ho) = heritage.as_object() else {
                    return Err(self.type_error("Class extends value is not a constructor or null"));
                };
                let pp = self.get(ho, PropertyKey::Atom(names::PROTOTYPE), heritage)?;
                if !pp.is_object() && !pp.is_null() {
                    return Err(self
                        .type_error("Class extends value does not have valid prototype property"));
                }
                (pp.as_object(), ho)
            }
        } else {
            (Some(self.realm.object_prototype), self.realm.function_prototype)
        };
        let proto = self.alloc_object(ObjectKind::Ordinary, proto_parent)?;
        let f = self.make_closure(code, t.constructor, env)?;
        {
            let obj = self.heap.get_mut(f);
            obj.proto = Some(ctor_parent);
            obj.flags |= flags::CONSTRUCTOR | flags::CLASS;
            if t.derived {
                obj.flags |= flags::DERIVED;
            }
            if let ObjectKind::Closure(c) = &mut obj.kind {
                c.home = Value::object(proto);
            }
        }
        // MakeConstructor(F, false, proto): a non-writable prototype.
        if self.find_own(f, PropertyKey::Atom(names::PROTOTYPE)).is_some() {
            self.define_own_property(
                f,
                PropertyKey::Atom(names::PROTOTYPE),
                PropertyDescriptor::data(Value::object(proto), 0),
            )?;
        } else {
            self.add_property(f, PropertyKey::Atom(names::PROTOTYPE), Value::object(proto), 0)?;
        }
        if let Some(name) = &t.name {
            let v = self.str_value(name)?;
            self.define_own_property(
                f,
                PropertyKey::Atom(names::NAME),
                PropertyDescriptor::data(v, attrs::CONFIGURABLE),
            )?;
        }
        self.add_property(
            proto,
            PropertyKey::Atom(names::CONSTRUCTOR),
            Value::object(f),
            attrs::HIDDEN,
        )?;
        Ok((f, proto))
    }

    /// GetTemplateObject (cached per site).
    fn template_object(
        &mut self,
        code: Handle<crate::interp::code::Code>,
        func: u32,
        constant: u32,
    ) -> JsResult<Value> {
        if let Some(&(_, v)) = self.heap.get(code).functions[func as usize]
            .templates
            .iter()
            .find(|(c, _)| *c == constant)
        {
            return Ok(v);
        }
        let site = match self.heap.get(code).functions[func as usize]
            .code
            .constants
            .get(constant as usize)
        {
            Some(Constant::TemplateSite(site)) => site.clone(),
            _ => return Err(self.type_error("GetTemplateObject: bad constant")),
        };
        let string = |vm: &mut Vm, c: &StringConstant| match c {
            StringConstant::Str(s) => vm.str_value(s),
            StringConstant::Utf16(u) => Ok(Value::string(vm.alloc_units(u.to_vec())?)),
        };
        let mut cooked = Vec::new();
        for c in &site.cooked {
            cooked.push(match c {
                Some(c) => string(self, c)?,
                None => Value::UNDEFINED,
            });
        }
        let mut raw = Vec::new();
        for r in &site.raw {
            raw.push(string(self, r)?);
        }
        let raw_arr = self.array_from_list(&raw)?;
        self.set_integrity_level(raw_arr, true)?;
        let arr = self.array_from_list(&cooked)?;
        let rk = self.key("raw")?;
        self.add_property(arr, rk, Value::object(raw_arr), 0)?;
        self.set_integrity_level(arr, true)?;
        let v = Value::object(arr);
        self.heap.get_mut(code).functions[func as usize].templates.push((constant, v));
        Ok(v)
    }

    /// AddDisposableResource (sec-adddisposableresource).
    fn add_disposable(&mut self, stack: Value, v: Value, hint: u8) -> JsResult<()> {
        let Some(s) = stack.as_object() else { return Ok(()) };
        let mut sync_in_async = false;
        let method = if v.is_nullish() {
            if hint == 0 {
                return Ok(());
            }
            Value::UNDEFINED
        } else {
            let Some(o) = v.as_object() else {
                return Err(self.type_error("using: the value is not an object"));
            };
            let mut m = Value::UNDEFINED;
            if hint == 1 {
                let k = PropertyKey::Symbol(self.realm.symbols.async_dispose);
                m = self.get(o, k, v)?;
            }
            if m.is_nullish() {
                let k = PropertyKey::Symbol(self.realm.symbols.dispose);
                m = self.get(o, k, v)?;
                sync_in_async = hint == 1;
            }
            if !self.is_callable(m) {
                return Err(self.type_error("using: the value has no [Symbol.dispose] method"));
            }
            m
        };
        if let ObjectKind::DisposeStack(r) = &mut self.heap.get_mut(s).kind {
            r.push((method, v, sync_in_async));
        }
        Ok(())
    }

    /// A SuppressedError { error, suppressed } (sec-disposeresources).
    fn suppressed_error(&mut self, error: Value, suppressed: Value) -> JsResult<Value> {
        self.new_suppressed_error(error, suppressed)
    }

    /// Starts an async function whose frame was just pushed: runs it until its first
    /// await or completion and returns its promise.
    pub(crate) fn run_async_start(&mut self, _entry: bool) -> JsResult<Value> {
        let promise = self.new_promise()?;
        let state = self.alloc_object(
            ObjectKind::Generator(Box::new(GeneratorData {
                state: GeneratorState::Executing,
                frame: None,
                promise: Value::object(promise),
                queue: None,
            })),
            None,
        )?;
        let top = self.frames.len() - 1;
        self.frames[top].flags |= frame_flags::ENTRY | frame_flags::RESUMABLE;
        self.frames[top].generator = Value::object(state);
        self.native_depth += 1;
        let r = self.run();
        self.native_depth -= 1;
        self.async_step_result(state, r)?;
        Ok(Value::object(promise))
    }
}

fn dummy_frame() -> super::frame::Frame {
    super::frame::Frame {
        code: Handle::from_index(0),
        func: 0,
        pc: 0,
        base: 0,
        size: 0,
        args_at: 0,
        argc: 0,
        env: None,
        scope_depth: 0,
        this: Value::UNDEFINED,
        callee: Value::UNDEFINED,
        new_target: Value::UNDEFINED,
        ret_dst: 0,
        flags: 0,
        generator: Value::UNDEFINED,
        realm: 0,
    }
}

impl Value {
    /// Whether this is a symbol.
    #[inline]
    pub(crate) fn is_symbol_value(self) -> bool {
        self.as_symbol().is_some()
    }
}
