//! Function.prototype and the Function constructor (ECMA-262 sec-function-objects),
//! bound functions (sec-bound-function-exotic-objects), OrdinaryHasInstance.

pub(crate) mod generator_and_async;

use cairn_compiler::bytecode::FunctionKind;
use cairn_gc::Handle;

use super::{NativeCx, NativeId, arg};
use crate::interp::frame::Frame;
use crate::names;
use crate::object::ordinary::Loc;
use crate::object::{JsObject, ObjectKind, attrs, flags};
use crate::string::{PropertyKey, SourceText};
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// ECMA-262 sec-createdynamicfunction for the kind written `keyword` (`function`,
/// `function*`, `async function`, `async function*`): parameters and body joined into
/// one function expression and evaluated.
pub(crate) fn create_dynamic_function(
    vm: &mut Vm,
    args: &[Value],
    cx: NativeCx,
    keyword: &str,
) -> JsResult<Value> {
    // Each argument's text is taken as it is converted: ToString may run script.
    let mut parts = Vec::with_capacity(args.len());
    for &a in args {
        let a = vm.to_string(a)?;
        parts.push(vm.source_text(a));
    }
    let body = if parts.is_empty() { None } else { parts.pop() };
    let mut source = SourceText::default();
    source.push_str("(");
    source.push_str(keyword);
    source.push_str(" anonymous(");
    for (i, p) in parts.iter().enumerate() {
        if i > 0 {
            source.push_str(",");
        }
        source.push_source(p);
    }
    source.push_str("\n");
    // The byte offset of the parameters' closing parenthesis.
    let params_close = source.text.len() as u32;
    source.push_str(") {\n");
    if let Some(b) = &body {
        source.push_source(b);
    }
    source.push_str("\n})");
    let f = vm.eval_function_source(&source, params_close)?;
    // GetPrototypeFromConstructor(newTarget, fallbackProto): the function was made with
    // this realm's fallback; newTarget (the constructor when undefined) may differ.
    let Some(fo) = f.as_object() else { return Ok(f) };
    let nt = if cx.new_target.is_undefined() { Value::object(cx.callee) } else { cx.new_target };
    if let Some(fallback) = vm.heap.get(fo).proto {
        let proto = vm.prototype_from_constructor(nt, fallback)?;
        vm.heap.get_mut(fo).proto = Some(proto);
    }
    Ok(f)
}

/// ECMA-262 sec-function-p1-p2-pn-body: `Function(p1, ..., body)`.
pub(crate) fn constructor(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    create_dynamic_function(vm, args, cx, "function")
}

/// %Function.prototype% itself: accepts any arguments and returns undefined.
pub(crate) fn prototype_call(
    _vm: &mut Vm,
    _this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    Ok(Value::UNDEFINED)
}

/// ECMA-262 sec-function.prototype.call
pub(crate) fn call(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    if !vm.is_callable(this) {
        return Err(vm.type_error("Function.prototype.call called on a non-function"));
    }
    let rest = if args.is_empty() { &[][..] } else { &args[1..] };
    vm.call(this, arg(args, 0), rest)
}

/// ECMA-262 sec-function.prototype.apply
pub(crate) fn apply(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    if !vm.is_callable(this) {
        return Err(vm.type_error("Function.prototype.apply called on a non-function"));
    }
    let list = arg(args, 1);
    if list.is_nullish() {
        return vm.call(this, arg(args, 0), &[]);
    }
    let list = vm.create_list_from_array_like(list)?;
    vm.call(this, arg(args, 0), &list)
}

impl Vm {
    /// ECMA-262 sec-createlistfromarraylike
    pub(crate) fn create_list_from_array_like(&mut self, v: Value) -> JsResult<Vec<Value>> {
        let Some(o) = v.as_object() else {
            return Err(self.type_error("CreateListFromArrayLike called on non-object"));
        };
        // Every value listed is an argument the callee goes over (`Math.max.apply(null,
        // a)`): a unit of fuel each, so that a loop of such calls pays for them.
        if self.is_dense_array(o) {
            let n = self.heap.get(o).elements.len() as u64;
            self.limits.charge(n).map_err(crate::vm::Throw::Terminate)?;
            return Ok(self.heap.get(o).elements.to_vec());
        }
        // Not in the wasm module, whose size budget it would pass (wasm/README.md).
        if !cfg!(target_family = "wasm")
            && let Some(list) = self.arguments_list(o)
        {
            self.limits.charge(list.len() as u64).map_err(crate::vm::Throw::Terminate)?;
            return Ok(list);
        }
        let len = self.length_of_array_like(o)?;
        if len > 1 << 24 {
            return Err(self.range_error("Too many arguments in function call"));
        }
        let mut out = Vec::new();
        if out.try_reserve_exact(len as usize).is_err() {
            return Err(crate::vm::Throw::Terminate(crate::limits::Termination::HeapLimit));
        }
        for i in 0..len {
            self.limits.tick().map_err(crate::vm::Throw::Terminate)?;
            out.push(self.get(o, PropertyKey::Index(i as u32), v)?);
        }
        Ok(out)
    }

    /// What CreateListFromArrayLike reads from an arguments object (`f.apply(this,
    /// arguments)`) whose own `length` is a data property holding a small integer and
    /// whose indices below it are all plain elements: no step of the generic loop can
    /// then run code or find an index on the prototype chain. Mapped indices read
    /// their parameter's current value. `None`: the generic loop decides.
    fn arguments_list(&self, o: Handle<JsObject>) -> Option<Vec<Value>> {
        let obj = self.heap.get(o);
        let ObjectKind::Arguments { mapped } = &obj.kind else { return None };
        let (Loc::Slot(slot), a) = self.find_own(o, PropertyKey::Atom(names::LENGTH))? else {
            return None;
        };
        if a & attrs::ACCESSOR != 0 {
            return None;
        }
        let len = usize::try_from(obj.slots.get(slot as usize)?.as_int()?).ok()?;
        let elements = obj.elements.get(..len)?;
        if elements.iter().any(|v| v.is_hole()) {
            return None;
        }
        let mut list = elements.to_vec();
        if let Some((env, map)) = mapped {
            let env = self.heap.get(*env);
            for (v, &s) in list.iter_mut().zip(map.iter()) {
                if s != u32::MAX {
                    *v = env.slots.get(s as usize).copied()?;
                }
            }
        }
        Some(list)
    }

    /// ECMA-262 sec-ordinaryhasinstance
    pub(crate) fn ordinary_has_instance(&mut self, c: Value, o: Value) -> JsResult<bool> {
        if !self.is_callable(c) {
            return Ok(false);
        }
        let Some(ch) = c.as_object() else { return Ok(false) };
        if let ObjectKind::Bound { target, .. } = self.heap.get(ch).kind {
            return self.instance_of(o, Value::object(target));
        }
        let Some(mut oh) = o.as_object() else { return Ok(false) };
        let p = self.get(ch, PropertyKey::Atom(names::PROTOTYPE), c)?;
        let Some(p) = p.as_object() else {
            return Err(self.type_error("Function has non-object prototype in instanceof check"));
        };
        loop {
            match self.get_prototype_of(oh)? {
                None => return Ok(false),
                Some(x) if x == p => return Ok(true),
                Some(x) => oh = x,
            }
        }
    }

    /// ECMA-262 sec-instanceofoperator
    pub(crate) fn instance_of(&mut self, v: Value, target: Value) -> JsResult<bool> {
        let Some(t) = target.as_object() else {
            return Err(self.type_error("Right-hand side of 'instanceof' is not an object"));
        };
        let hi = self.realm.symbols.has_instance;
        let h = self.get(t, PropertyKey::Symbol(hi), target)?;
        if !h.is_nullish() {
            if !self.is_callable(h) {
                return Err(self.type_error("Symbol.hasInstance is not callable"));
            }
            let r = self.call(h, target, &[v])?;
            return Ok(self.to_boolean(r));
        }
        if !self.is_callable(target) {
            return Err(self.type_error("Right-hand side of 'instanceof' is not callable"));
        }
        self.ordinary_has_instance(target, v)
    }

    /// Sets a function's "name" (ECMA-262 sec-setfunctionname) from a key and prefix.
    pub(crate) fn set_function_name(
        &mut self,
        f: Handle<JsObject>,
        key: PropertyKey,
        prefix: Option<&str>,
    ) -> JsResult<()> {
        let base = match key {
            PropertyKey::Symbol(s) => match self.heap.get(s).description {
                Some(d) => format!("[{}]", self.rust_string(d)),
                None => String::new(),
            },
            k => self.key_display(k),
        };
        let name = match prefix {
            Some(p) => format!("{p} {base}"),
            None => base,
        };
        let v = self.str_value(&name)?;
        self.define_own_property(
            f,
            PropertyKey::Atom(names::NAME),
            crate::object::PropertyDescriptor::data(v, attrs::CONFIGURABLE),
        )?;
        Ok(())
    }
}

/// ECMA-262 sec-function.prototype.bind
pub(crate) fn bind(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let Some(target) = this.as_object().filter(|&o| vm.heap.get(o).is_callable()) else {
        return Err(vm.type_error("Bind must be called on a function"));
    };
    let proto = vm.get_prototype_of(target)?;
    let bound_args: Box<[Value]> = args.iter().skip(1).copied().collect();
    let nargs = bound_args.len() as f64;
    let f =
        vm.alloc_object(ObjectKind::Bound { target, this: arg(args, 0), args: bound_args }, proto)?;
    let tflags = vm.heap.get(target).flags;
    vm.heap.get_mut(f).flags = flags::CALLABLE | (tflags & flags::CONSTRUCTOR);
    // Length and name (sec-function.prototype.bind steps 5-10).
    let mut len = 0.0;
    if vm.has_own_property(target, PropertyKey::Atom(names::LENGTH))? {
        let l = vm.get(target, PropertyKey::Atom(names::LENGTH), this)?;
        if let Some(n) = l.as_number() {
            if n == f64::INFINITY {
                len = f64::INFINITY;
            } else if n.is_finite() {
                len = (n.trunc() - nargs).max(0.0);
            }
        }
    }
    vm.define_builtin(
        f,
        PropertyKey::Atom(names::LENGTH),
        Value::number(len),
        attrs::CONFIGURABLE,
    )?;
    let name = vm.get(target, PropertyKey::Atom(names::NAME), this)?;
    // "bound " + name as a rope: a chain of binds would otherwise copy ever longer
    // names ("bound bound ... f"), quadratic in the chain.
    let prefix = vm.str_value("bound ")?;
    let v = match (prefix.as_string(), name.as_string()) {
        (Some(p), Some(n)) => Value::string(vm.concat_strings(p, n)?),
        _ => prefix,
    };
    vm.define_builtin(f, PropertyKey::Atom(names::NAME), v, attrs::CONFIGURABLE)?;
    Ok(Value::object(f))
}

/// ECMA-262 sec-function.prototype.tostring
pub(crate) fn to_string(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let Some(f) = this.as_object().filter(|&o| vm.heap.get(o).is_callable()) else {
        return Err(vm.type_error("Function.prototype.toString requires that 'this' be a Function"));
    };
    if let ObjectKind::Closure(c) = &vm.heap.get(f).kind {
        let (code, func) = (c.code, c.func);
        if let Some(text) = vm.function_source_text(code, func) {
            return vm.str_value(&text);
        }
    }
    // A callable proxy: NativeFunction syntax, without reading "name" through its traps.
    if let ObjectKind::Proxy { .. } = vm.heap.get(f).kind {
        return vm.str_value("function () { [native code] }");
    }
    // A bound function has no [[InitialName]].
    if let ObjectKind::Bound { .. } = vm.heap.get(f).kind {
        return vm.str_value("function () { [native code] }");
    }
    let name = vm.get(f, PropertyKey::Atom(names::NAME), this)?;
    let name = match name.as_string() {
        Some(s) => vm.rust_string(s),
        None => String::new(),
    };
    vm.str_value(&format!("function {}() {{ [native code] }}", native_function_name(&name)))
}

/// The NativeFunctionAccessor and PropertyName of a built-in's source text: `name`
/// itself when it reads as one (`max`, `get size`, `[Symbol.iterator]`), else the name as
/// a computed string key (`get ["$&"]`), so that the text keeps the NativeFunction syntax.
fn native_function_name(name: &str) -> String {
    let (accessor, key) = match name.split_once(' ') {
        Some((a @ ("get" | "set"), key)) => (a, key),
        _ => ("", name),
    };
    let identifier = key.chars().next().is_some_and(|c| c.is_alphabetic() || c == '$' || c == '_')
        && key.chars().all(|c| c.is_alphanumeric() || c == '$' || c == '_');
    let computed = key.starts_with('[') && key.ends_with(']');
    let key = if key.is_empty() || identifier || computed {
        key.to_string()
    } else {
        let mut quoted = String::from("[\"");
        for c in key.chars() {
            match c {
                '"' | '\\' => {
                    quoted.push('\\');
                    quoted.push(c);
                }
                c if c.is_control() => quoted.push_str(&format!("\\u{{{:x}}}", c as u32)),
                c => quoted.push(c),
            }
        }
        quoted.push_str("\"]");
        quoted
    };
    match (accessor, key.is_empty()) {
        ("", _) => key,
        (a, true) => a.to_string(),
        (a, false) => format!("{a} {key}"),
    }
}

/// ECMA-262 sec-function.prototype-@@hasinstance
pub(crate) fn has_instance(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    Ok(Value::bool(vm.ordinary_has_instance(this, arg(args, 0))?))
}

/// ECMA-262 sec-%throwtypeerror%
pub(crate) fn throw_type_error(
    vm: &mut Vm,
    _this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    Err(vm.type_error("'caller', 'callee', and 'arguments' properties may not be accessed on strict mode functions or the arguments objects for calls to them"))
}

/// The frame of the most recent running call of `f`, a sloppy ordinary function.
fn running_call_of(vm: &Vm, f: Value) -> Option<usize> {
    if !f.is_object() {
        return None;
    }
    vm.frames.iter().rposition(|fr| {
        let unit = vm.heap.get(fr.code);
        fr.callee == f
            && !(unit.eval && fr.func == 0)
            && unit.functions.get(fr.func as usize).is_some_and(|lf| {
                let fl = &lf.code.flags;
                lf.code.kind == FunctionKind::Normal && !fl.strict && !fl.generator && !fl.is_async
            })
    })
}

/// The getter of a sloppy function's own `arguments` (a legacy extension, as in V8 and
/// SpiderMonkey): a new unmapped arguments object holding the arguments of the most
/// recent running call of `this` (its parameters as they are now, then the arguments
/// past them), or null when `this` is not running.
pub(crate) fn arguments_getter(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let Some(at) = running_call_of(vm, this) else {
        return Ok(Value::NULL);
    };
    let f = &vm.frames[at];
    let (base, args_at, argc) = (f.base as usize, f.args_at as usize, f.argc as usize);
    let params = vm
        .heap
        .get(f.code)
        .functions
        .get(f.func as usize)
        .map_or(0, |lf| usize::from(lf.code.param_count));
    // The parameters' registers, then what the frame kept past them (a frame whose
    // call had no more arguments than parameters keeps none: `args_at` is its base).
    let mut args: Vec<Value> = Vec::new();
    for i in 0..argc {
        let at = if i < params { base + i } else { args_at + i };
        args.push(vm.regs.get(at).copied().unwrap_or_default());
    }
    vm.arguments_object(at, args, cairn_compiler::bytecode::ArgumentsKind::Unmapped)
}

/// The getter of a sloppy function's own `caller` (a legacy extension, as in V8 and
/// SpiderMonkey): the function whose code called the most recent running activation of
/// `this`, looking through eval code; null when `this` is not running, or was called
/// from top-level code, a strict function (sec-forbidden-extensions: never a strict
/// function), a generator or an async function.
pub(crate) fn caller_getter(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    /// What a frame runs: eval code, or a function of this kind, and whether that is a
    /// sloppy function that is neither a generator nor async.
    enum Running {
        Eval,
        Code(FunctionKind, bool),
    }
    let running = |vm: &Vm, f: &Frame| {
        let unit = vm.heap.get(f.code);
        match unit.functions.get(f.func as usize) {
            _ if unit.eval && f.func == 0 => Running::Eval,
            Some(lf) => {
                let fl = &lf.code.flags;
                Running::Code(lf.code.kind, !fl.strict && !fl.generator && !fl.is_async)
            }
            None => Running::Code(FunctionKind::TopLevel, false),
        }
    };
    let Some(at) = running_call_of(vm, this) else {
        return Ok(Value::NULL);
    };
    for f in vm.frames[..at].iter().rev() {
        match running(vm, f) {
            // Eval code runs on behalf of the code that called eval.
            Running::Eval => {}
            Running::Code(FunctionKind::TopLevel, _) | Running::Code(_, false) => {
                return Ok(Value::NULL);
            }
            Running::Code(_, true) => {
                return Ok(if f.callee.is_object() { f.callee } else { Value::NULL });
            }
        }
    }
    Ok(Value::NULL)
}

// The natives of this module (see `crate::native`).
crate::native::natives! {
    Function;
    Function = ("Function", 1, true, constructor),
    FunctionPrototype = ("", 0, false, prototype_call),
    FunctionProtoCall = ("call", 1, false, call),
    FunctionProtoApply = ("apply", 2, false, apply),
    FunctionProtoBind = ("bind", 1, false, bind),
    FunctionProtoToString = ("toString", 0, false, to_string),
    FunctionProtoHasInstance = ("[Symbol.hasInstance]", 1, false, has_instance),
    ThrowTypeError = ("", 0, false, throw_type_error),
    FunctionCallerGetter = ("get caller", 0, false, caller_getter),
    FunctionArgumentsGetter = ("get arguments", 0, false, arguments_getter),
    GeneratorFunction = ("GeneratorFunction", 1, true, generator_and_async::generator_function),
    AsyncFunction = ("AsyncFunction", 1, true, generator_and_async::async_function),
    AsyncGeneratorFunction = ("AsyncGeneratorFunction", 1, true, generator_and_async::async_generator_function),
}

/// An accessor pair whose getter is native `id`, with no setter.
fn getter_only(vm: &mut Vm, id: NativeId) -> JsResult<Handle<JsObject>> {
    let get = Value::object(vm.make_native(id, None, Box::new([]))?);
    vm.alloc_object(ObjectKind::Accessor { get, set: Value::UNDEFINED }, None)
}

/// Installs Function and Function.prototype.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let fp = vm.realm.function_prototype;
    vm.define_builtin(fp, PropertyKey::Atom(names::LENGTH), Value::int(0), attrs::CONFIGURABLE)?;
    let empty = vm.atom_value(names::EMPTY);
    vm.define_builtin(fp, PropertyKey::Atom(names::NAME), empty, attrs::CONFIGURABLE)?;
    let ctor = vm.install_constructor(NativeId::Function, fp)?;
    let _ = ctor;
    for id in [
        NativeId::FunctionProtoCall,
        NativeId::FunctionProtoApply,
        NativeId::FunctionProtoBind,
        NativeId::FunctionProtoToString,
    ] {
        vm.install(fp, id)?;
    }
    let hi = vm.realm.symbols.has_instance;
    vm.install_symbol(fp, hi, NativeId::FunctionProtoHasInstance, 0)?;
    // %ThrowTypeError% is frozen (sec-%throwtypeerror%): its `length` and `name` are
    // not configurable (make_native defines them configurable).
    let tte_o = vm.realm.throw_type_error;
    for key in [names::LENGTH, names::NAME] {
        let d =
            crate::object::PropertyDescriptor { configurable: Some(false), ..Default::default() };
        vm.define_property_or_throw(tte_o, PropertyKey::Atom(key), d)?;
    }
    let tte = Value::object(tte_o);
    vm.realm.function_caller = getter_only(vm, NativeId::FunctionCallerGetter)?;
    vm.realm.function_arguments = getter_only(vm, NativeId::FunctionArgumentsGetter)?;
    for name in [names::CALLER, names::ARGUMENTS] {
        let pair = vm.alloc_accessor(tte, tte)?;
        vm.add_property(fp, PropertyKey::Atom(name), pair, attrs::CONFIGURABLE | attrs::ACCESSOR)?;
    }
    Ok(())
}
