//! Calls: loading compiled units, creating closures, [[Call]] and [[Construct]] of
//! every function kind, and pushing frames (ECMA-262 sec-ecmascript-function-objects).

use std::rc::Rc;

use cairn_compiler::bytecode::{Constant, FunctionKind, Script};
use cairn_gc::Handle;

use super::code::{Code, Ic, LoadedFunction};
use super::env::Env;
use super::frame::{Frame, frame_flags};
use super::native_task::EachMethod;
use crate::builtins::NATIVES;
use crate::limits::{MAX_FRAMES, MAX_NATIVE_DEPTH, Termination};
use crate::names;
use crate::native::{NativeCx, NativeId};
use crate::object::{ClosureData, JsObject, ObjectKind, attrs, flags};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

/// A callee `call_rooted` can push a frame for without `prepare_call`'s checks (see
/// `Vm::fast_callee_for`): a plain closure, and what its frame needs. Kept for the last
/// callee asked for, keyed by the collection count (a collection may free the closure
/// and hand its handle to another object).
#[derive(Clone, Copy, Debug)]
pub(crate) struct FastCallee {
    pub(crate) f: Value,
    pub(crate) collections: u64,
    pub(crate) code: Handle<Code>,
    pub(crate) func: u32,
    pub(crate) env: Option<Handle<Env>>,
    pub(crate) register_count: u32,
    pub(crate) param_count: u32,
    pub(crate) realm: u16,
    /// A sloppy ordinary function: its own `arguments` property reads the arguments of
    /// a running call, so a frame keeps those past the parameters.
    pub(crate) keeps_arguments: bool,
}

/// What a call set up.
pub(crate) enum CallOutcome {
    /// A frame was pushed; the dispatch loop continues in it.
    Pushed,
    /// The call completed (native code); here is its value.
    Done(Value),
}

impl Vm {
    /// Loads a compiled script into the heap.
    pub(crate) fn load_script(
        &mut self,
        script: Script,
        name: &str,
        source: &str,
    ) -> JsResult<Handle<Code>> {
        let mut functions = Vec::with_capacity(script.functions.len());
        let count = script.functions.len();
        for f in script.functions {
            // What a dump's code must pass at load (image.rs `check_loaded`), every
            // compiled function passes: checked in debug builds, so that every test
            // run holds the compiler to the verifier's view of each instruction.
            debug_assert_eq!(f.check_operands(count), Ok(()), "{:?}", f.name);
            let names_base = self.names.len() as u32;
            for n in f.names.iter() {
                let key = match &**n {
                    "@@iterator" => PropertyKey::Symbol(self.realm.symbols.iterator),
                    "@@asyncIterator" => PropertyKey::Symbol(self.realm.symbols.async_iterator),
                    text => self.key(text)?,
                };
                self.names.push(key);
            }
            let mut constants = Vec::with_capacity(f.constants.len());
            for c in &f.constants {
                let v = match c {
                    Constant::Number(n) => Value::number(*n),
                    Constant::String(s) => {
                        let a = self.atom(s)?;
                        self.atom_value(a)
                    }
                    Constant::Utf16(units) => {
                        let h = self.alloc_units(units.to_vec())?;
                        let a = self.atoms.intern(&mut self.heap, h);
                        self.atom_value(a)
                    }
                    Constant::BigInt { radix, digits } => {
                        use crate::value::bigint::{ParseError, literal_to_bigint};
                        match literal_to_bigint(digits, *radix) {
                            Ok(n) => self.alloc_bigint(n)?,
                            Err(ParseError::Invalid) => {
                                return Err(self.syntax_error("Invalid BigInt literal"));
                            }
                            Err(ParseError::TooLarge) => {
                                return Err(self.range_error("Maximum BigInt size exceeded"));
                            }
                        }
                    }
                    _ => Value::UNDEFINED,
                };
                constants.push(v);
            }
            let instructions: Rc<[cairn_compiler::bytecode::Instruction]> = Rc::from(&f.code[..]);
            let name = self.atom(&f.name)?;
            let name = self.atom_value(name);
            functions.push(LoadedFunction {
                ic_base: {
                    let b = self.ics.len() as u32;
                    self.ics.resize(self.ics.len() + f.ic_count as usize, Ic::default());
                    b
                },
                instructions,
                names_base,
                constants: constants.into_boxed_slice(),
                templates: Vec::new(),
                name,
                code: f,
            });
        }
        let line_starts = super::code::line_starts(source);
        let code = Code {
            functions,
            source_name: name.into(),
            source: source.into(),
            line_starts,
            module: None,
            eval: false,
        };
        Ok(self.heap.alloc(code)?)
    }

    /// The source text of a function (for `Function.prototype.toString`).
    pub(crate) fn function_source_text(&self, code: Handle<Code>, func: u32) -> Option<String> {
        let unit = self.heap.get(code);
        let (start, end) = unit.functions.get(func as usize)?.code.source_span;
        if end <= start {
            return None;
        }
        unit.source.get(start as usize..end as usize).map(str::to_string)
    }

    /// InstantiateOrdinaryFunctionObject and siblings: a closure over `env`.
    pub(crate) fn make_closure(
        &mut self,
        code: Handle<Code>,
        func: u32,
        env: Option<Handle<Env>>,
    ) -> JsResult<Handle<JsObject>> {
        let (kind, generator, is_async, strict, length, name) = {
            let lf = &self.heap.get(code).functions[func as usize];
            let f = &lf.code;
            (f.kind, f.flags.generator, f.flags.is_async, f.flags.strict, f.length, lf.name)
        };
        let proto = if generator && is_async {
            self.realm.async_generator_function_prototype
        } else if generator {
            self.realm.generator_function_prototype
        } else if is_async {
            self.realm.async_function_prototype
        } else {
            self.realm.function_prototype
        };
        let data = ClosureData {
            code,
            func,
            env,
            this: Value::UNDEFINED,
            home: Value::UNDEFINED,
            fields: Value::UNDEFINED,
            new_target: Value::UNDEFINED,
        };
        let constructor = !generator
            && !is_async
            && matches!(
                kind,
                FunctionKind::Normal
                    | FunctionKind::ClassConstructor
                    | FunctionKind::DerivedConstructor
            );
        let mut fl = flags::CALLABLE;
        if constructor {
            fl |= flags::CONSTRUCTOR;
        }
        match kind {
            FunctionKind::ClassConstructor => fl |= flags::CLASS,
            FunctionKind::DerivedConstructor => fl |= flags::CLASS | flags::DERIVED,
            _ => {}
        }
        let with_prototype = constructor && kind == FunctionKind::Normal;
        // A sloppy ordinary function has own `arguments` and `caller` properties
        // (accessors reading its running call, builtins/function), as V8 and
        // SpiderMonkey have; ECMA-262 sec-forbidden-extensions allows them so long as
        // they never expose a strict function. Reading them does not reach
        // Function.prototype's %ThrowTypeError% accessors.
        let sloppy = with_prototype && !strict;
        // Fast path: the shapes of functions and their prototypes are always the same
        // transition chains, so the object is built with its final shape, flags and
        // slots before it is allocated (one allocation, no update).
        if !generator {
            let cached = if sloppy {
                self.realm.function_shapes.3
            } else if with_prototype {
                self.realm.function_shapes.1
            } else {
                self.realm.function_shapes.0
            };
            if let Some(shape) = cached {
                let len = Value::from_u32(length);
                let proto_shape = if with_prototype {
                    let Some(s) = self.realm.function_shapes.2 else {
                        return Err(self.type_error("internal: prototype shape"));
                    };
                    Some(s)
                } else {
                    None
                };
                let mut o = JsObject::new(shape, Some(proto), ObjectKind::Closure(Box::new(data)));
                o.realm = self.realm_id;
                o.flags = fl;
                // The prototype slot (the last) is filled once the prototype exists.
                o.slots = if sloppy {
                    let arguments = Value::object(self.realm.function_arguments);
                    let caller = Value::object(self.realm.function_caller);
                    vec![len, name, arguments, caller, Value::UNDEFINED]
                } else if with_prototype {
                    vec![len, name, Value::UNDEFINED]
                } else {
                    vec![len, name]
                };
                let prototype_slot = o.slots.len() - 1;
                let f = self.heap.alloc(o)?;
                if let Some(proto_shape) = proto_shape {
                    let op = self.realm.object_prototype;
                    let mut p = JsObject::new(proto_shape, Some(op), ObjectKind::Ordinary);
                    p.slots = vec![Value::object(f)];
                    let p = self.heap.alloc(p)?;
                    if let Some(slot) = self.heap.get_mut(f).slots.get_mut(prototype_slot) {
                        *slot = Value::object(p);
                    }
                }
                return Ok(f);
            }
        }
        let f = self.alloc_object(ObjectKind::Closure(Box::new(data)), Some(proto))?;
        self.heap.get_mut(f).flags = fl;
        self.add_property(
            f,
            PropertyKey::Atom(names::LENGTH),
            Value::from_u32(length),
            attrs::CONFIGURABLE,
        )?;
        self.add_property(f, PropertyKey::Atom(names::NAME), name, attrs::CONFIGURABLE)?;
        if sloppy {
            let arguments = Value::object(self.realm.function_arguments);
            self.add_property(f, PropertyKey::Atom(names::ARGUMENTS), arguments, attrs::ACCESSOR)?;
            let caller = Value::object(self.realm.function_caller);
            self.add_property(f, PropertyKey::Atom(names::CALLER), caller, attrs::ACCESSOR)?;
        }
        if !generator && !with_prototype {
            self.realm.function_shapes.0 = Some(self.heap.get(f).shape);
        }
        if generator {
            let gproto = if is_async {
                self.realm.async_generator_prototype
            } else {
                self.realm.generator_prototype
            };
            let gp = self.alloc_object(ObjectKind::Ordinary, Some(gproto))?;
            self.add_property(
                f,
                PropertyKey::Atom(names::PROTOTYPE),
                Value::object(gp),
                attrs::WRITABLE,
            )?;
        } else if constructor && kind == FunctionKind::Normal {
            let p = self.new_plain_object()?;
            self.add_property(
                p,
                PropertyKey::Atom(names::CONSTRUCTOR),
                Value::object(f),
                attrs::HIDDEN,
            )?;
            self.add_property(
                f,
                PropertyKey::Atom(names::PROTOTYPE),
                Value::object(p),
                attrs::WRITABLE,
            )?;
            if sloppy {
                self.realm.function_shapes.3 = Some(self.heap.get(f).shape);
            } else {
                self.realm.function_shapes.1 = Some(self.heap.get(f).shape);
            }
            self.realm.function_shapes.2 = Some(self.heap.get(p).shape);
        }
        Ok(f)
    }

    /// ECMA-262 sec-call: calls `f` from Rust (a nested dispatch loop for JS functions).
    pub(crate) fn call(&mut self, f: Value, this: Value, args: &[Value]) -> JsResult<Value> {
        self.call_or_construct(f, this, args, Value::UNDEFINED)
    }

    /// ECMA-262 sec-construct from Rust.
    pub(crate) fn construct(
        &mut self,
        f: Value,
        args: &[Value],
        new_target: Value,
    ) -> JsResult<Value> {
        if !self.is_constructor(f) {
            let what = self.describe_value(f);
            return Err(self.type_error(&format!("{what} is not a constructor")));
        }
        self.call_or_construct(f, Value::HOLE, args, new_target)
    }

    /// [[Call]] (new_target undefined) or [[Construct]] from Rust code. Raises the GC
    /// barrier: no collection happens until it returns, so the caller's Rust locals
    /// stay valid (the safe default for native code).
    fn call_or_construct(
        &mut self,
        f: Value,
        this: Value,
        args: &[Value],
        new_target: Value,
    ) -> JsResult<Value> {
        self.gc_barrier += 1;
        let r = self.call_rooted(f, this, args, new_target);
        self.gc_barrier -= 1;
        r
    }

    /// A call from Rust code that holds no unrooted handle across it, so collections
    /// may happen inside (promise jobs, iteration driven by bytecode). The callee, this
    /// and the arguments are rooted in the register file for the call.
    pub(crate) fn call_rooted(
        &mut self,
        f: Value,
        this: Value,
        args: &[Value],
        new_target: Value,
    ) -> JsResult<Value> {
        // A callback called over and over (a sort comparator, a `map` callback) that is
        // a plain closure: its frame is pushed straight from what the first call found.
        if new_target.is_undefined()
            && !this.is_hole()
            && let Some(fc) = self.fast_callee_for(f)
            && fc.realm == self.realm_id
            && self.frames.len() < MAX_FRAMES
            && self.native_depth < MAX_NATIVE_DEPTH
            && self.limits.max_call_depth.is_none()
        {
            return self.call_fast(fc, f, this, args);
        }
        let top = self.regs.len();
        self.reserve_regs(top.saturating_add(args.len()).saturating_add(2))?;
        self.regs.push(f);
        self.regs.push(this);
        // Arguments go to the register file so that the frame push finds them there.
        self.regs.extend_from_slice(args);
        // A safepoint, with the callee and its arguments rooted: a native that calls
        // back in a loop (a sort comparator, a forEach callback) collects here when the
        // heap asks, even when the callback has no loop (no safepoint) of its own.
        if self.gc_barrier == 0 && self.heap.should_collect() {
            self.heap_safepoint();
        }
        let r = self.enter_call(f, this, top as u32 + 2, args.len() as u32, new_target);
        self.regs.truncate(top);
        r
    }

    /// The [`FastCallee`] of `f`, from the cache when `f` was the last callee asked for
    /// (and no collection ran since, which could have reused its handle).
    #[inline]
    pub(crate) fn fast_callee_for(&mut self, f: Value) -> Option<FastCallee> {
        if let Some(fc) = self.fast_callee
            && fc.f == f
            && fc.collections == self.collections
        {
            return Some(fc);
        }
        let fc = self.find_fast_callee(f)?;
        self.fast_callee = Some(fc);
        Some(fc)
    }

    /// What `prepare_call`'s fast path checks of its callee, apart from the argument
    /// count: a plain (not class, async or generator) closure with simple parameters
    /// and no `arguments`.
    #[inline(never)]
    fn find_fast_callee(&self, f: Value) -> Option<FastCallee> {
        let fo = f.as_object()?;
        let obj = self.heap.get(fo);
        let ObjectKind::Closure(c) = &obj.kind else { return None };
        if obj.flags & (flags::CLASS | flags::CALLABLE) != flags::CALLABLE {
            return None;
        }
        let lf = self.heap.get(c.code).functions.get(c.func as usize)?;
        let fl = &lf.code.flags;
        if fl.is_async || fl.generator || fl.uses_arguments || !fl.simple_parameters {
            return None;
        }
        Some(FastCallee {
            f,
            collections: self.collections,
            code: c.code,
            func: c.func,
            env: c.env,
            register_count: lf.code.register_count as u32,
            param_count: lf.code.param_count as u32,
            realm: obj.realm,
            keeps_arguments: !fl.strict && lf.code.kind == FunctionKind::Normal,
        })
    }

    /// `call_rooted` of a [`FastCallee`] in its realm: pushes its frame as an entry
    /// frame and runs it. Arguments past the parameters are dropped: without
    /// `arguments` (which a direct eval counts as using) or a rest parameter nothing
    /// reads them. The frame roots the callee, this and the arguments, so the safepoint
    /// comes after the push.
    fn call_fast(
        &mut self,
        fc: FastCallee,
        f: Value,
        this: Value,
        args: &[Value],
    ) -> JsResult<Value> {
        self.limits.charge(crate::limits::CALL_FUEL).map_err(Throw::Terminate)?;
        let base = self.regs.len();
        self.push_fast_frame(&fc, f, this, args, frame_flags::ENTRY)?;
        let entry = self.frames.len() - 1;
        if self.gc_barrier == 0 && self.heap.should_collect() {
            self.heap_safepoint();
        }
        self.native_depth += 1;
        let r = self.run_frames(entry);
        self.native_depth -= 1;
        self.regs.truncate(base);
        r
    }

    /// Pushes the frame of a call of `fc` (`f` itself) above the registers in use, with
    /// the arguments past its parameters dropped, and frame `flags`.
    #[inline(always)]
    pub(crate) fn push_fast_frame(
        &mut self,
        fc: &FastCallee,
        f: Value,
        this: Value,
        args: &[Value],
        flags: u8,
    ) -> JsResult<()> {
        let base = self.regs.len();
        let n = args.len().min(fc.param_count.min(fc.register_count) as usize);
        // Arguments past the parameters of a sloppy function are kept above its
        // registers, for its `arguments` property (builtins/function); elsewhere nothing
        // reads them.
        let saved =
            if fc.keeps_arguments && args.len() > fc.param_count as usize { args.len() } else { 0 };
        let size = fc.register_count as usize + saved;
        self.grow_regs(base + size)?;
        self.regs[base..base + n].copy_from_slice(&args[..n]);
        let (args_at, argc) = if saved > 0 {
            let at = base + fc.register_count as usize;
            self.regs[at..at + saved].copy_from_slice(args);
            (at, saved)
        } else {
            (base, n)
        };
        self.frames.push(Frame {
            code: fc.code,
            func: fc.func,
            pc: 0,
            base: base as u32,
            size: size as u32,
            args_at: args_at as u32,
            argc: argc as u32,
            env: fc.env,
            scope_depth: 0,
            this,
            callee: f,
            new_target: Value::UNDEFINED,
            ret_dst: 0,
            flags,
            generator: Value::UNDEFINED,
            realm: fc.realm,
        });
        Ok(())
    }

    /// Runs a call whose arguments are at `regs[args_at..args_at+argc]`, to completion.
    fn enter_call(
        &mut self,
        f: Value,
        this: Value,
        args_at: u32,
        argc: u32,
        new_target: Value,
    ) -> JsResult<Value> {
        if self.native_depth >= MAX_NATIVE_DEPTH {
            return Err(self.range_error("Maximum call stack size exceeded"));
        }
        // A native callee counts too: native code that calls native code through here
        // (join -> ToString -> Array.prototype.toString -> join on nested arrays)
        // recurses on the Rust stack with no JS frame in between.
        self.native_depth += 1;
        let r = match self.prepare_call(f, this, args_at, argc, 0, new_target, true) {
            Ok(CallOutcome::Done(v)) => Ok(v),
            Ok(CallOutcome::Pushed) => self.run(),
            Err(e) => Err(e),
        };
        self.native_depth -= 1;
        r
    }

    /// Sets up a call: pushes a frame for JS functions (returns `Pushed`) or runs
    /// native code (returns `Done`). `this` is `HOLE` for [[Construct]] (then
    /// `new_target` is the constructor target). `entry` marks the frame as the end of a
    /// nested dispatch loop.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    pub(crate) fn prepare_call(
        &mut self,
        f: Value,
        this: Value,
        args_at: u32,
        argc: u32,
        ret_dst: u16,
        new_target: Value,
        entry: bool,
    ) -> JsResult<CallOutcome> {
        // The common case, kept small enough to inline into the dispatch loop: a plain
        // [[Call]] of an ordinary (not class, async or generator) function with simple
        // parameters and no `arguments`. It does what the general path below does for
        // such a call, with nothing to decide (for a call from the dispatch loop, or as
        // the entry frame of a call from native code).
        if !this.is_hole()
            && let Some(fo) = f.as_object()
            && self.frames.len() < MAX_FRAMES
            && self.limits.max_call_depth.is_none()
        {
            let obj = self.heap.get(fo);
            if let ObjectKind::Closure(c) = &obj.kind
                && obj.flags & (flags::CLASS | flags::CALLABLE) == flags::CALLABLE
                && obj.realm == self.realm_id
                && let Some(lf) = self.heap.get(c.code).functions.get(c.func as usize)
            {
                let fl = &lf.code.flags;
                let reg_count = lf.code.register_count as u32;
                // A sloppy ordinary function given more arguments than it has parameters
                // takes the general path, which keeps them for its `arguments` property.
                let drops_arguments = argc > lf.code.param_count as u32
                    && !fl.strict
                    && lf.code.kind == FunctionKind::Normal;
                if !fl.is_async
                    && !fl.generator
                    && !fl.uses_arguments
                    && fl.simple_parameters
                    && !drops_arguments
                {
                    let (code, func, env) = (c.code, c.func, c.env);
                    self.limits.charge(crate::limits::CALL_FUEL).map_err(Throw::Terminate)?;
                    let base = self.regs.len().max(args_at as usize + argc as usize);
                    // Arguments past the parameters are dropped: without `arguments`,
                    // a rest parameter or a sloppy function's own `arguments` property
                    // nothing reads them.
                    let n = argc.min(lf.code.param_count as u32).min(reg_count) as usize;
                    self.grow_regs(base + reg_count as usize)?;
                    for k in 0..n {
                        let v = self.regs[args_at as usize + k];
                        self.regs[base + k] = v;
                    }
                    self.frames.push(Frame {
                        code,
                        func,
                        pc: 0,
                        base: base as u32,
                        size: reg_count,
                        args_at: base as u32,
                        argc: n as u32,
                        env,
                        scope_depth: 0,
                        this,
                        callee: f,
                        new_target: Value::UNDEFINED,
                        ret_dst,
                        flags: if entry { frame_flags::ENTRY } else { 0 },
                        generator: Value::UNDEFINED,
                        realm: self.realm_id,
                    });
                    return Ok(CallOutcome::Pushed);
                }
            }
        }
        self.prepare_call_general(f, this, args_at, argc, ret_dst, new_target, entry)
    }

    /// Grows the register file to `end` registers (never shrinks it), the new ones
    /// undefined: eight at a time (fixed-size copies that compile to a few stores, where
    /// `Vec::resize` loops over single elements), then cut to size.
    #[inline(always)]
    fn grow_regs(&mut self, end: usize) -> JsResult<()> {
        if self.regs.len() < end {
            self.reserve_regs(end)?;
            while self.regs.len() < end {
                self.regs.extend_from_slice(&[Value::UNDEFINED; 8]);
            }
            self.regs.truncate(end);
        }
        Ok(())
    }

    /// [`Vm::prepare_call`] for every kind of callee.
    #[allow(clippy::too_many_arguments)]
    #[inline(never)]
    fn prepare_call_general(
        &mut self,
        f: Value,
        this: Value,
        args_at: u32,
        argc: u32,
        ret_dst: u16,
        new_target: Value,
        entry: bool,
    ) -> JsResult<CallOutcome> {
        let Some(fo) = f.as_object() else {
            if !entry {
                return Err(self.not_callable_error(f));
            }
            let what = self.describe_value(f);
            return Err(self.type_error(&format!("{what} is not a function")));
        };
        let construct = this.is_hole();
        let obj = self.heap.get(fo);
        if !obj.is_callable() {
            if !entry {
                return Err(self.not_callable_error(f));
            }
            let what = self.describe_value(f);
            return Err(self.type_error(&format!("{what} is not a function")));
        }
        match &obj.kind {
            ObjectKind::Closure(c) => {
                let (code, func, env) = (c.code, c.func, c.env);
                let fl = obj.flags;
                let realm = obj.realm;
                if fl & flags::CLASS != 0 && !construct {
                    let name = self
                        .heap
                        .get(code)
                        .functions
                        .get(func as usize)
                        .map(|lf| lf.code.name.to_string())
                        .unwrap_or_default();
                    let sep = if name.is_empty() { "" } else { " " };
                    // sec-ecmascript-function-objects-call-thisargument-argumentslist
                    // step 3: the TypeError is created in the callee's context.
                    return Err(self.in_realm(realm, |vm| {
                        vm.type_error(&format!(
                            "Class constructor{sep}{name} cannot be invoked without 'new'"
                        ))
                    }));
                }
                let (reg_count, param_count, is_async, generator, keep_args) = {
                    let lf = &self.heap.get(code).functions[func as usize].code;
                    (
                        lf.register_count as u32,
                        lf.param_count as u32,
                        lf.flags.is_async,
                        lf.flags.generator,
                        lf.flags.uses_arguments || !lf.flags.simple_parameters,
                    )
                };
                // An async function starts in a nested dispatch loop of its own
                // (`run_async_start`), on the Rust stack: it counts as a nested loop.
                if self.frames.len() >= MAX_FRAMES
                    || (is_async && !generator && self.native_depth >= MAX_NATIVE_DEPTH)
                {
                    return Err(self.range_error("Maximum call stack size exceeded"));
                }
                if let Some(max) = self.limits.max_call_depth
                    && self.frames.len() >= max
                {
                    return Err(Throw::Terminate(Termination::CallDepth));
                }
                self.limits.charge(crate::limits::CALL_FUEL).map_err(Throw::Terminate)?;
                let mut this_value = this;
                let mut frame_fl = if entry { frame_flags::ENTRY } else { 0 };
                if construct {
                    frame_fl |= frame_flags::CONSTRUCT;
                    if fl & flags::DERIVED != 0 {
                        this_value = Value::HOLE;
                    } else {
                        let proto = self
                            .prototype_from_constructor(new_target, self.realm.object_prototype)?;
                        this_value = Value::object(self.alloc_constructed(proto)?);
                    }
                }
                // Lay out the frame above everything in use.
                let base = self.regs.len().max(args_at as usize + argc as usize) as u32;
                let saved = if keep_args || argc > param_count { argc } else { 0 };
                let size = reg_count + saved;
                self.grow_regs((base + size) as usize)?;
                let n = argc.min(param_count).min(reg_count);
                if n <= 4 {
                    // A few arguments: copied one by one (no memmove call).
                    for k in 0..n as usize {
                        let v = self.regs[args_at as usize + k];
                        self.regs[base as usize + k] = v;
                    }
                } else {
                    self.regs.copy_within(args_at as usize..(args_at + n) as usize, base as usize);
                }
                if saved > 0 {
                    self.regs.copy_within(
                        args_at as usize..(args_at + argc) as usize,
                        (base + reg_count) as usize,
                    );
                }
                let args_at_frame = if saved > 0 { base + reg_count } else { base };
                self.frames.push(Frame {
                    code,
                    func,
                    pc: 0,
                    base,
                    size,
                    args_at: args_at_frame,
                    argc: if saved > 0 { argc } else { n },
                    env,
                    scope_depth: 0,
                    this: this_value,
                    callee: f,
                    new_target: if construct { new_target } else { Value::UNDEFINED },
                    ret_dst,
                    flags: frame_fl,
                    generator: Value::UNDEFINED,
                    realm,
                });
                if is_async && !generator {
                    // Async functions always run in their own nested loop, so that an
                    // await can suspend them and return the promise to the caller; the
                    // promise is the callee realm's (PrepareForOrdinaryCall first).
                    let v = self.in_realm(realm, |vm| vm.run_async_start(entry))?;
                    return Ok(CallOutcome::Done(v));
                }
                // PrepareForOrdinaryCall: the callee's realm becomes current (an entry
                // frame's loop, `Vm::run`, switches itself; `do_return` switches back).
                if !entry && realm != self.realm_id {
                    self.switch_realm(realm);
                }
                Ok(CallOutcome::Pushed)
            }
            ObjectKind::Native { id, .. } => {
                let id = *id as usize;
                // A call of a built-in pays CALL_FUEL like a call of a JS function:
                // a loop of native calls (`m -= re.exec(s)`) does real work per
                // iteration, far more than its one backward jump.
                self.limits.charge(crate::limits::CALL_FUEL).map_err(Throw::Terminate)?;
                let realm = obj.realm;
                let Some(entry_fn) = NATIVES.get(id) else {
                    return Err(self.type_error("unknown native function"));
                };
                if construct && !entry_fn.constructor {
                    return Err(self.type_error(&format!("{} is not a constructor", entry_fn.name)));
                }
                // Array.prototype.sort and the iteration methods called from the
                // dispatch loop: their callbacks run in this loop (no nested one per
                // call) when they can (native_task.rs).
                if !entry && !construct && realm == self.realm_id {
                    let arg0 =
                        if argc > 0 { self.regs[args_at as usize] } else { Value::UNDEFINED };
                    if id == NativeId::ArrayProtoSort.index() {
                        return self.sort_start(fo, this, arg0, ret_dst);
                    }
                    if let Some(each) = EachMethod::of_native(id)
                        && let Some(fc) = self.task_callee(arg0)
                    {
                        let second = (argc > 1).then(|| self.regs[args_at as usize + 1]);
                        return self.each_start(each, fc, this, arg0, second, ret_dst);
                    }
                }
                let call = entry_fn.call;
                let mut buf = [Value::UNDEFINED; 8];
                let args_vec;
                let args: &[Value] = if argc as usize <= buf.len() {
                    buf[..argc as usize]
                        .copy_from_slice(&self.regs[args_at as usize..(args_at + argc) as usize]);
                    &buf[..argc as usize]
                } else {
                    args_vec = self.regs[args_at as usize..(args_at + argc) as usize].to_vec();
                    &args_vec
                };
                let cx = NativeCx {
                    callee: fo,
                    new_target: if construct { new_target } else { Value::UNDEFINED },
                };
                let t = if construct { Value::UNDEFINED } else { this };
                // A built-in runs in the realm whose intrinsic it is (sec-built-in-
                // function-objects-call-thisargument-argumentslist step 5).
                let v = if realm == self.realm_id {
                    call(self, t, args, cx)?
                } else {
                    self.in_realm(realm, |vm| call(vm, t, args, cx))?
                };
                Ok(CallOutcome::Done(v))
            }
            ObjectKind::Bound { .. } => {
                // ECMA-262 sec-bound-function-exotic-objects-call-thisargument-argumentslist
                // and -construct-argumentslist-newtarget, for a whole chain of bound
                // functions at once (a loop, not a recursion: `f = f.bind()` may have
                // been run 100,000 times). Each level puts its bound arguments in front
                // and passes its bound this; the innermost level's this is the one the
                // target sees. The list is built back to front (each level's arguments
                // appended reversed, the whole reversed at the end) so that a long chain
                // costs time linear in the arguments, not a shift per level.
                let mut all: Vec<Value> =
                    self.regs[args_at as usize..(args_at + argc) as usize].to_vec();
                all.reverse();
                let mut nt = new_target;
                let mut bt = Value::UNDEFINED;
                let mut level = fo;
                let target = loop {
                    let ObjectKind::Bound { target, this: bound_this, args: bound_args } =
                        &self.heap.get(level).kind
                    else {
                        break level;
                    };
                    let target = *target;
                    bt = *bound_this;
                    all.extend(bound_args.iter().rev().copied());
                    if construct && nt == Value::object(level) {
                        nt = Value::object(target);
                    }
                    level = target;
                };
                all.reverse();
                let top = self.regs.len();
                self.reserve_regs(top.saturating_add(all.len()))?;
                self.regs.extend_from_slice(&all);
                let t = if construct { Value::HOLE } else { bt };
                if entry {
                    let r =
                        self.enter_call(Value::object(target), t, top as u32, all.len() as u32, nt);
                    self.regs.truncate(top);
                    r.map(CallOutcome::Done)
                } else {
                    // Pushed frames copy their arguments, so the scratch area may stay
                    // until the frame returns (it is below the new frame's base).
                    let r = self.prepare_call(
                        Value::object(target),
                        t,
                        top as u32,
                        all.len() as u32,
                        ret_dst,
                        nt,
                        false,
                    );
                    if !matches!(r, Ok(CallOutcome::Pushed)) {
                        self.regs.truncate(top);
                    }
                    r
                }
            }
            ObjectKind::Proxy { .. } => {
                // ECMA-262 sec-proxy-object-internal-methods-and-internal-slots-call-thisargument-argumentslist
                // and -construct-argumentslist-newtarget (in object/proxy.rs).
                let args = self.regs[args_at as usize..(args_at + argc) as usize].to_vec();
                let v = if construct {
                    if !obj.is_constructor() {
                        return Err(self.type_error("proxy is not a constructor"));
                    }
                    self.proxy_construct(fo, &args, new_target)?
                } else {
                    self.proxy_call(fo, this, &args)?
                };
                Ok(CallOutcome::Done(v))
            }
            _ => Err(self.type_error("not a function")),
        }
    }

    /// A short description of a value for error messages.
    pub(crate) fn describe_value(&mut self, v: Value) -> String {
        match v.ty() {
            crate::value::Type::String(s) => format!("\"{}\"", self.rust_string(s)),
            crate::value::Type::Object(o) => {
                if self.heap.get(o).is_callable() {
                    let name = self
                        .find_own(o, PropertyKey::Atom(names::NAME))
                        .map(|(l, _)| self.read_loc(o, l));
                    match name.and_then(|n| n.as_string()) {
                        Some(n) if self.heap.get(n).len > 0 => {
                            format!("function {}", self.rust_string(n))
                        }
                        _ => "function".into(),
                    }
                } else if matches!(self.heap.get(o).kind, ObjectKind::Array { .. }) {
                    "array".into()
                } else {
                    "object".into()
                }
            }
            crate::value::Type::Symbol(s) => self.symbol_descriptive_string(s),
            _ => self.to_rust_string(v).unwrap_or_default(),
        }
    }
}
