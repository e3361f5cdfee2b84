//! Native functions: the Rust signature of a built-in, the entries of the native table,
//! their ids, and the [`natives!`] declaration each module makes of its own.
//!
//! A native function is named by its [`NativeId`], a stable index into
//! [`crate::builtins::NATIVES`] (function objects store the index, never a fn pointer, so
//! a heap can be written to bytes). The table is assembled from groups: each intrinsic's
//! module (and each core module whose objects are natives: host calls, module
//! evaluation, decorators) declares its rows with [`natives!`], next to the `init` that
//! installs them, and the realm's list in `builtins/mod.rs` orders the groups. To add a
//! method to an intrinsic: write `fn(vm, this, args, cx) -> JsResult<Value>`, add its row
//! to the module's `natives!` and install it in the module's `init`.

use cairn_gc::Handle;

use crate::builtins::{NATIVES, NativeGroup, group_base};
use crate::names;
use crate::object::{JsObject, ObjectKind, attrs, flags};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// What a native function receives beside `this` and the arguments.
#[derive(Clone, Copy, Debug)]
pub struct NativeCx {
    /// The function object being called (for its internal slots).
    pub callee: Handle<JsObject>,
    /// new.target: undefined for a [[Call]], the constructor for a [[Construct]].
    pub new_target: Value,
}

/// The Rust signature of a built-in function.
pub type NativeFn = fn(&mut Vm, Value, &[Value], NativeCx) -> JsResult<Value>;

/// An entry of the native function table.
#[derive(Clone, Copy)]
pub struct NativeFunction {
    /// The initial "name" property.
    pub name: &'static str,
    /// The initial "length" property.
    pub length: u8,
    /// Whether it has [[Construct]].
    pub constructor: bool,
    /// The code.
    pub call: NativeFn,
}

/// The `i`th argument or undefined.
#[inline]
pub(crate) fn arg(args: &[Value], i: usize) -> Value {
    args.get(i).copied().unwrap_or(Value::UNDEFINED)
}

/// The code of natives whose result is their `this` value: every `get [Symbol.species]`
/// (sec-get-array-%symbol.species% and its siblings), %IteratorPrototype%[@@iterator]
/// and %AsyncIteratorPrototype%[@@asyncIterator].
pub(crate) fn return_this(
    _vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    Ok(this)
}

/// The TypeError of a built-in constructor called without `new` (the first step of most
/// constructors: "If NewTarget is undefined, throw a TypeError exception").
pub(crate) fn require_new(vm: &mut Vm, cx: NativeCx, name: &str) -> JsResult<()> {
    if cx.new_target.is_undefined() {
        return Err(vm.type_error(&format!("Constructor {name} requires 'new'")));
    }
    Ok(())
}

/// The index of a native function in [`crate::builtins::NATIVES`]. Each group names its
/// natives as associated constants (`NativeId::ArrayProtoPush`), made by [`natives!`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NativeId(u16);

impl NativeId {
    /// The id of row `row` of `group`.
    pub(crate) const fn new(group: NativeGroup, row: u16) -> NativeId {
        NativeId(group_base(group) + row)
    }

    /// The index into the table, as function objects store it.
    #[inline]
    pub(crate) const fn raw(self) -> u16 {
        self.0
    }

    /// The index into the table.
    #[inline]
    pub(crate) const fn index(self) -> usize {
        self.0 as usize
    }

    /// The table entry.
    #[inline]
    pub(crate) fn entry(self) -> &'static NativeFunction {
        &NATIVES[self.0 as usize]
    }
}

/// Declares one group's natives: `NATIVES`, its rows of the table in the order of their
/// ids, and an associated constant of [`NativeId`] per row, named as the row. The first
/// token names the group's variant of [`NativeGroup`].
macro_rules! natives {
    ($group:ident; $($id:ident = ($name:literal, $len:literal, $ctor:literal, $f:path),)*) => {
        /// This module's rows of the native table, in the order of their ids.
        pub(crate) const NATIVES: &[$crate::native::NativeFunction] = &[
            $($crate::native::NativeFunction {
                name: $name,
                length: $len,
                constructor: $ctor,
                call: $f,
            },)*
        ];
        const _: () = {
            #[repr(u16)]
            #[allow(clippy::enum_variant_names)]
            enum Row {
                $($id,)*
            }
            #[allow(non_upper_case_globals, dead_code)]
            impl $crate::native::NativeId {
                $(
                    pub(crate) const $id: $crate::native::NativeId = $crate::native::NativeId::new(
                        $crate::builtins::NativeGroup::$group,
                        Row::$id as u16,
                    );
                )*
            }
        };
    };
}
pub(crate) use natives;

impl Vm {
    /// Whether `v` is a function object of the native `id` (an intrinsic, or a copy of
    /// it made for another realm).
    pub(crate) fn is_native_fn(&self, v: Value, id: NativeId) -> bool {
        v.as_object().is_some_and(
            |f| matches!(self.heap.get(f).kind, ObjectKind::Native { id: i, .. } if i == id.raw()),
        )
    }

    /// A native function object for `id` named `name` (defaults to the table's name).
    pub(crate) fn make_native(
        &mut self,
        id: NativeId,
        name: Option<&str>,
        data: Box<[Value]>,
    ) -> JsResult<Handle<JsObject>> {
        let entry = id.entry();
        let f = self.make_internal_native(id, data)?;
        if entry.constructor {
            self.heap.get_mut(f).flags |= flags::CONSTRUCTOR;
        }
        self.define_builtin(
            f,
            PropertyKey::Atom(names::LENGTH),
            Value::int(entry.length as i32),
            attrs::CONFIGURABLE,
        )?;
        let name = self.str_value(name.unwrap_or(entry.name))?;
        self.define_builtin(f, PropertyKey::Atom(names::NAME), name, attrs::CONFIGURABLE)?;
        Ok(f)
    }

    /// A native closure that no script can reach (Await's reactions): as
    /// [`Vm::make_native`] without the `length` and `name` properties, which nothing can
    /// read. Two property definitions were a fifth of the cost of an `await`.
    pub(crate) fn make_internal_native(
        &mut self,
        id: NativeId,
        data: Box<[Value]>,
    ) -> JsResult<Handle<JsObject>> {
        let proto = self.realm.function_prototype;
        let f = self.alloc_object(ObjectKind::Native { id: id.raw(), data }, Some(proto))?;
        self.heap.get_mut(f).flags = flags::CALLABLE;
        Ok(f)
    }

    /// Installs a method `id` on `target` under its table name (writable, configurable,
    /// not enumerable).
    pub(crate) fn install(
        &mut self,
        target: Handle<JsObject>,
        id: NativeId,
    ) -> JsResult<Handle<JsObject>> {
        let name = id.entry().name;
        let f = self.make_native(id, None, Box::new([]))?;
        let key = self.key(name)?;
        self.define_builtin(target, key, Value::object(f), attrs::HIDDEN)?;
        Ok(f)
    }

    /// Installs a method `id` on `target` under a symbol key.
    pub(crate) fn install_symbol(
        &mut self,
        target: Handle<JsObject>,
        sym: Handle<crate::string::Symbol>,
        id: NativeId,
        a: u8,
    ) -> JsResult<Handle<JsObject>> {
        let f = self.make_native(id, None, Box::new([]))?;
        self.define_builtin(target, PropertyKey::Symbol(sym), Value::object(f), a)?;
        Ok(f)
    }

    /// Installs an accessor with a native getter (and optional setter).
    pub(crate) fn install_getter(
        &mut self,
        target: Handle<JsObject>,
        key: PropertyKey,
        get: NativeId,
        set: Option<NativeId>,
    ) -> JsResult<()> {
        let g = self.make_native(get, None, Box::new([]))?;
        let s = match set {
            Some(id) => Value::object(self.make_native(id, None, Box::new([]))?),
            None => Value::UNDEFINED,
        };
        let pair = self.alloc_accessor(Value::object(g), s)?;
        self.add_property(target, key, pair, attrs::CONFIGURABLE | attrs::ACCESSOR)
    }

    /// Defines a data property by Rust name with the given attributes.
    pub(crate) fn define_value(
        &mut self,
        target: Handle<JsObject>,
        name: &str,
        v: Value,
        a: u8,
    ) -> JsResult<()> {
        let key = self.key(name)?;
        self.define_builtin(target, key, v, a)
    }

    /// Makes a constructor `id` with `prototype` linked both ways, installed on the global.
    pub(crate) fn install_constructor(
        &mut self,
        id: NativeId,
        prototype: Handle<JsObject>,
    ) -> JsResult<Handle<JsObject>> {
        let global = self.realm.global;
        let ctor = self.install(global, id)?;
        self.link_constructor(ctor, prototype)?;
        Ok(ctor)
    }

    /// `ctor.prototype` (fixed) and `prototype.constructor` (hidden): the two links
    /// between a built-in constructor and its prototype.
    pub(crate) fn link_constructor(
        &mut self,
        ctor: Handle<JsObject>,
        prototype: Handle<JsObject>,
    ) -> JsResult<()> {
        self.define_builtin(
            ctor,
            PropertyKey::Atom(names::PROTOTYPE),
            Value::object(prototype),
            0,
        )?;
        self.define_builtin(
            prototype,
            PropertyKey::Atom(names::CONSTRUCTOR),
            Value::object(ctor),
            attrs::HIDDEN,
        )
    }

    /// Whether `this` is an object of the wanted kind, else a TypeError.
    pub(crate) fn this_object(&mut self, this: Value, what: &str) -> JsResult<Handle<JsObject>> {
        match this.as_object() {
            Some(o) => Ok(o),
            None => Err(self.type_error(&format!("{what} called on a non-object"))),
        }
    }
}
