//! Synchronous host functions: Rust closures a script calls like any function.
//!
//! The closures live in a table on the VM ([`super::Host::functions`]); the function
//! object a script sees is a native of the static table ([`NativeId::HostCall`]) whose
//! data slot holds the closure's index, so the heap stays plain data (DESIGN.md "The
//! heap is data"). Two forms:
//!
//! - [`Vm::define_host_function`]: `FnMut(&mut Vm, &[Value]) -> JsResult<Value>`, with
//!   the VM at hand (the test262 runner's `$262.gc` and `$262.evalScript`);
//! - [`Vm::register_host_function`]: `FnMut(&[u8]) -> Result<Vec<u8>, HostError>`, taking
//!   the arguments as one wire array and returning a wire value: what an embedder that
//!   keeps the VM at arm's length uses.

use super::BoundaryError;
use crate::errors::ERROR_NAMES;
use crate::names;
use crate::native::{NativeCx, NativeId};
use crate::object::attrs;
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

/// A host function with the VM at hand: the arguments in, a value or a throw out.
pub type HostFn = Box<dyn FnMut(&mut Vm, &[Value]) -> JsResult<Value>>;

/// What a wire-level host function throws into the script.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HostError {
    /// A new error object: `name` picks the constructor (`TypeError`, `RangeError`, ...;
    /// other names make an `Error` with that `name`), with `message`.
    Error {
        /// The error's name.
        name: String,
        /// The error's message.
        message: String,
    },
    /// Throw this wire value as it is (any value, e.g. a wire Error with a cause).
    Value(Vec<u8>),
}

/// How [`Vm::define_host_function_with`] makes its function and global; the default is
/// what [`Vm::define_host_function`] does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HostFunctionOptions {
    /// The function's `length` property.
    pub length: u8,
    /// Whether the global property is enumerable (it is writable and configurable).
    pub enumerable: bool,
}

impl HostError {
    /// An `Error` with `message`.
    pub fn message(message: impl Into<String>) -> Self {
        HostError::Error { name: "Error".into(), message: message.into() }
    }
}

impl Vm {
    /// Defines a global function `name` that calls `f` with the VM and the arguments.
    /// `f` may call back into the VM (evaluate code, collect); a call to the same host
    /// function while it runs throws a TypeError. Returns the function value.
    pub fn define_host_function(
        &mut self,
        name: &str,
        f: impl FnMut(&mut Vm, &[Value]) -> JsResult<Value> + 'static,
    ) -> Result<Value, BoundaryError> {
        self.define_host_function_with(name, HostFunctionOptions::default(), f)
    }

    /// [`Vm::define_host_function`] with the function's `length` and the global's
    /// enumerability chosen: a host that provides what another platform has as plain
    /// JavaScript globals (node's enumerable timers) makes them look the same.
    pub fn define_host_function_with(
        &mut self,
        name: &str,
        options: HostFunctionOptions,
        f: impl FnMut(&mut Vm, &[Value]) -> JsResult<Value> + 'static,
    ) -> Result<Value, BoundaryError> {
        let index = self.host.functions.len();
        let index =
            i32::try_from(index).map_err(|_| BoundaryError::new("too many host functions"))?;
        self.host.functions.push(Some(Box::new(f)));
        let func =
            self.make_native(NativeId::HostCall, Some(name), Box::new([Value::int(index)]))?;
        if options.length != 0 {
            let length = Value::int(i32::from(options.length));
            self.define_builtin(
                func,
                PropertyKey::Atom(names::LENGTH),
                length,
                attrs::CONFIGURABLE,
            )?;
        }
        let global = self.realm.global;
        let a = if options.enumerable { attrs::DEFAULT } else { attrs::HIDDEN };
        self.define_value(global, name, Value::object(func), a)?;
        Ok(Value::object(func))
    }

    /// Calls `f` with `this` and `args` (ECMA-262 sec-call) from a host function: what
    /// throws comes back as the throw, for the host function to pass on.
    pub fn call_function(&mut self, f: Value, this: Value, args: &[Value]) -> JsResult<Value> {
        self.call(f, this, args)
    }

    /// Defines a global variable-like property `name` (writable, configurable, not
    /// enumerable) holding the value of wire bytes: how a host passes data in.
    pub fn define_global_wire(&mut self, name: &str, wire: &[u8]) -> Result<(), BoundaryError> {
        let v = self.wire_to_value(wire)?;
        let global = self.realm.global;
        self.define_value(global, name, v, attrs::HIDDEN)?;
        Ok(())
    }

    /// Defines a global function `name` that calls `f` with its arguments as one wire
    /// array and gives the script the wire value `f` returns, or throws what `f` fails
    /// with. Arguments that cannot cross (functions, symbols, accessors) make the call
    /// throw a TypeError naming the path (`$[0].fn`) before `f` runs.
    pub fn register_host_function(
        &mut self,
        name: &str,
        mut f: impl FnMut(&[u8]) -> Result<Vec<u8>, HostError> + 'static,
    ) -> Result<Value, BoundaryError> {
        self.define_host_function(name, move |vm, args| {
            let bytes = match vm.primitives_to_wire(args) {
                Some(b) => b,
                None => {
                    let array = vm.array_from_list(args)?;
                    match vm.value_to_wire(Value::object(array)) {
                        Ok(b) => b,
                        Err(e) => return Err(vm.boundary_throw(e)),
                    }
                }
            };
            match f(&bytes) {
                Ok(result) => match vm.wire_to_value(&result) {
                    Ok(v) => Ok(v),
                    Err(e) => Err(vm.boundary_throw(e)),
                },
                Err(e) => Err(vm.host_error_throw(e)),
            }
        })
    }

    /// A thrown TypeError (or the termination) for a value that could not cross.
    pub(crate) fn boundary_throw(&mut self, e: BoundaryError) -> Throw {
        match e.termination {
            Some(t) => Throw::Terminate(t),
            None => self.type_error(&e.message),
        }
    }

    /// The throw a host's error becomes.
    pub(crate) fn host_error_throw(&mut self, e: HostError) -> Throw {
        match e {
            HostError::Error { name, message } => self.new_error_throw(&name, &message),
            HostError::Value(bytes) => match self.wire_to_value(&bytes) {
                Ok(v) => Throw::Exception(v),
                Err(e) => self.boundary_throw(e),
            },
        }
    }

    /// A thrown error object named `name` (a built-in error type when it is one) with
    /// `message`, for host functions of the `&mut Vm` form.
    pub fn new_error_throw(&mut self, name: &str, message: &str) -> Throw {
        use crate::errors::ErrorType;
        let ty = match ERROR_NAMES.iter().position(|n| *n == name) {
            Some(1) => ErrorType::TypeError,
            Some(2) => ErrorType::RangeError,
            Some(3) => ErrorType::ReferenceError,
            Some(4) => ErrorType::SyntaxError,
            Some(5) => ErrorType::EvalError,
            Some(6) => ErrorType::UriError,
            Some(_) | None => ErrorType::Error,
        };
        let e = match self.make_error(ty, message) {
            Ok(e) => e,
            Err(t) => return t,
        };
        if ty == ErrorType::Error
            && name != "Error"
            && let Some(o) = e.as_object()
        {
            let n = match self.str_value(name) {
                Ok(n) => n,
                Err(t) => return t,
            };
            if let Err(t) = self.define_builtin(
                o,
                crate::string::PropertyKey::Atom(crate::names::NAME),
                n,
                attrs::HIDDEN,
            ) {
                return t;
            }
        }
        Throw::Exception(e)
    }

    /// The name of a thrown value's constructor (`TypeError`, `Test262Error`): the
    /// `name` of `value.constructor`, read from data properties only (no getter runs).
    /// `None` for primitives and when either is missing or not a string.
    pub fn constructor_name(&mut self, value: Value) -> Option<String> {
        let o = value.as_object()?;
        let ctor = self
            .data_property_chain(o, crate::string::PropertyKey::Atom(crate::names::CONSTRUCTOR))?;
        let c = ctor.as_object()?;
        let name =
            self.data_property_chain(c, crate::string::PropertyKey::Atom(crate::names::NAME))?;
        let s = name.as_string()?;
        Some(self.rust_string(s))
    }

    /// A string value holding `text`, for host functions of the `&mut Vm` form.
    pub fn string_value(&mut self, text: &str) -> JsResult<Value> {
        self.str_value(text)
    }

    /// The text of a string value (lone surrogates replaced), `None` for other values.
    pub fn string_text(&mut self, v: Value) -> Option<String> {
        let s = v.as_string()?;
        Some(self.rust_string(s))
    }

    /// Runs a full collection if no Rust code up the stack holds unrooted handles (the
    /// GC barrier is down), as when a host function is called straight from script
    /// code; returns whether it ran. Its work is charged to the run's fuel, as the
    /// collections the script causes are (a host function that collects is the
    /// script's to call, maybe without end).
    pub fn collect_if_safe(&mut self) -> bool {
        if self.gc_barrier != 0 {
            return false;
        }
        self.collect_for_script();
        true
    }

    /// Evaluates `source` as a Script in this realm (ECMA-262 sec-scriptevaluation),
    /// from inside a host function: its top-level declarations become global bindings,
    /// a syntax error is thrown as a SyntaxError, and the job queue is left alone.
    pub fn eval_script_nested(&mut self, source: &str, name: &str) -> JsResult<Value> {
        self.eval_nested_script(source, name)
    }

    /// A new object with the [[IsHTMLDDA]] internal slot (ECMA-262 Annex B
    /// sec-IsHTMLDDA-internal-slot), as test262's `$262.IsHTMLDDA`: `typeof` gives
    /// "undefined", ToBoolean false, `== null` and `== undefined` are true, and calling
    /// it returns null. Scripts cannot make one; only a host can.
    pub fn create_is_html_dda(&mut self) -> JsResult<Value> {
        let f = self.make_native(NativeId::HtmlDdaCall, None, Box::new([]))?;
        self.heap.get_mut(f).flags |= crate::object::flags::HTMLDDA;
        Ok(Value::object(f))
    }
}

/// `NativeId::HtmlDdaCall`: an [[IsHTMLDDA]] object's [[Call]] returns null
/// (test262 INTERPRETING.md: "returns null" when called with no arguments or "").
pub(crate) fn html_dda_call(
    _vm: &mut Vm,
    _this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    Ok(Value::NULL)
}

/// `NativeId::HostCall`: calls host function `data[0]`.
pub(crate) fn call(vm: &mut Vm, _this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    let index = match &vm.heap.get(cx.callee).kind {
        crate::object::ObjectKind::Native { data, .. } => {
            data.first().and_then(|v| v.as_int()).and_then(|i| usize::try_from(i).ok())
        }
        _ => None,
    };
    let Some(index) = index else { return Err(vm.type_error("not a host function")) };
    let Some(mut f) = vm.host.functions.get_mut(index).and_then(Option::take) else {
        return Err(vm.type_error("a host function cannot call itself"));
    };
    let r = f(vm, args);
    if let Some(slot) = vm.host.functions.get_mut(index) {
        *slot = Some(f);
    }
    r
}
