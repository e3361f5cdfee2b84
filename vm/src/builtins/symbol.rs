//! Symbol objects (ECMA-262 sec-symbol-objects).

use super::{NativeCx, NativeId, arg};
use crate::object::{ObjectKind, attrs};
use crate::string::{PropertyKey, Symbol};
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// ECMA-262 sec-symbol-description
pub(crate) fn constructor(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    if !cx.new_target.is_undefined() {
        return Err(vm.type_error("Symbol is not a constructor"));
    }
    let d = arg(args, 0);
    let description = if d.is_undefined() { None } else { Some(vm.to_string(d)?) };
    Ok(Value::symbol(vm.heap.alloc(Symbol { description, registered: false, private: false })?))
}

/// ECMA-262 sec-symbol.for
pub(crate) fn for_(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let key = vm.to_string(arg(args, 0))?;
    // The registry is searched in order (a comparison a key, its length first): paid
    // for the keys compared.
    for i in 0..vm.realm.symbol_registry.len() {
        let (k, s) = vm.realm.symbol_registry[i];
        if vm.string_equals(k, key) {
            vm.limits.charge(4 * (i as u64 + 1)).map_err(crate::vm::Throw::Terminate)?;
            return Ok(Value::symbol(s));
        }
    }
    let registered = vm.realm.symbol_registry.len() as u64;
    vm.limits.charge(4 * registered).map_err(crate::vm::Throw::Terminate)?;
    let s = vm.heap.alloc(Symbol { description: Some(key), registered: true, private: false })?;
    vm.realm.symbol_registry.push((key, s));
    Ok(Value::symbol(s))
}

/// ECMA-262 sec-symbol.keyfor
pub(crate) fn key_for(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let Some(s) = arg(args, 0).as_symbol() else {
        return Err(vm.type_error("Symbol.keyFor: not a symbol"));
    };
    let sym = vm.heap.get(s);
    if sym.registered
        && let Some(d) = sym.description
    {
        return Ok(Value::string(d));
    }
    Ok(Value::UNDEFINED)
}

fn this_symbol(vm: &mut Vm, this: Value) -> JsResult<cairn_gc::Handle<Symbol>> {
    if let Some(s) = this.as_symbol() {
        return Ok(s);
    }
    if let Some(o) = this.as_object()
        && let ObjectKind::Symbol(s) = vm.heap.get(o).kind
    {
        return Ok(s);
    }
    Err(vm.type_error("Symbol.prototype method called on incompatible receiver"))
}

impl Vm {
    /// ECMA-262 sec-symboldescriptivestring
    pub(crate) fn symbol_descriptive_string(&mut self, s: cairn_gc::Handle<Symbol>) -> String {
        match self.heap.get(s).description {
            Some(d) => format!("Symbol({})", self.rust_string(d)),
            None => "Symbol()".into(),
        }
    }
}

/// ECMA-262 sec-symbol.prototype.tostring
pub(crate) fn to_string(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let s = this_symbol(vm, this)?;
    let text = vm.symbol_descriptive_string(s);
    vm.str_value(&text)
}

/// ECMA-262 sec-symbol.prototype.valueof (also @@toPrimitive).
pub(crate) fn value_of(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    Ok(Value::symbol(this_symbol(vm, this)?))
}

/// ECMA-262 sec-symbol.prototype.description
pub(crate) fn description(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let s = this_symbol(vm, this)?;
    Ok(vm.heap.get(s).description.map_or(Value::UNDEFINED, Value::string))
}

// The natives of this module (see `crate::native`).
crate::native::natives! {
    Symbol;
    Symbol = ("Symbol", 0, true, constructor),
    SymbolFor = ("for", 1, false, for_),
    SymbolKeyFor = ("keyFor", 1, false, key_for),
    SymbolProtoToString = ("toString", 0, false, to_string),
    SymbolProtoValueOf = ("valueOf", 0, false, value_of),
    SymbolProtoDescription = ("get description", 0, false, description),
    SymbolProtoToPrimitive = ("[Symbol.toPrimitive]", 1, false, value_of),
}

/// Installs Symbol.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let proto = vm.realm.symbol_prototype;
    let ctor = vm.install_constructor(NativeId::Symbol, proto)?;
    vm.install(ctor, NativeId::SymbolFor)?;
    vm.install(ctor, NativeId::SymbolKeyFor)?;
    for (name, sym) in vm.realm.symbols.all() {
        vm.define_value(ctor, name, Value::symbol(sym), 0)?;
    }
    vm.install(proto, NativeId::SymbolProtoToString)?;
    vm.install(proto, NativeId::SymbolProtoValueOf)?;
    let key = vm.key("description")?;
    vm.install_getter(proto, key, NativeId::SymbolProtoDescription, None)?;
    let tp = vm.realm.symbols.to_primitive;
    vm.install_symbol(proto, tp, NativeId::SymbolProtoToPrimitive, attrs::CONFIGURABLE)?;
    let tag = vm.str_value("Symbol")?;
    let tag_key = PropertyKey::Symbol(vm.realm.symbols.to_string_tag);
    vm.define_builtin(proto, tag_key, tag, attrs::CONFIGURABLE)?;
    Ok(())
}
