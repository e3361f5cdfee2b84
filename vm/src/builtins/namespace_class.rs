//! The classes of a namespace object (`Temporal.PlainDate`, `Intl.Collator`): each a
//! constructor under the namespace with its statics, and a prototype with methods,
//! getters and a `Namespace.Name` @@toStringTag. Temporal and Intl declare their classes
//! as [`Class`] rows and install them with [`install_class`].

use cairn_gc::Handle;

use crate::builtins::NativeId;
use crate::object::{JsObject, ObjectKind, attrs};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// A class of a namespace: its constructor and the functions on it and its prototype,
/// each a row of the class module's `natives!`.
pub(crate) struct Class {
    /// The constructor (its row's name is the class's name under the namespace).
    pub(crate) constructor: NativeId,
    /// Functions on the constructor (`from`, `compare`, `supportedLocalesOf`).
    pub(crate) statics: &'static [NativeId],
    /// Accessor properties of the prototype (rows named `get x`).
    pub(crate) getters: &'static [NativeId],
    /// Methods of the prototype.
    pub(crate) methods: &'static [NativeId],
}

/// Creates an ordinary object whose @@toStringTag is `tag` (a namespace such as
/// `Temporal`, or `Temporal.Now`).
pub(crate) fn create_namespace(vm: &mut Vm, tag: &str) -> JsResult<Handle<JsObject>> {
    let op = Some(vm.realm.object_prototype);
    let namespace = vm.alloc_object(ObjectKind::Ordinary, op)?;
    define_tag(vm, namespace, tag)?;
    Ok(namespace)
}

/// Defines `o[@@toStringTag]` as `tag` (configurable only).
fn define_tag(vm: &mut Vm, o: Handle<JsObject>, tag: &str) -> JsResult<()> {
    let tag_key = PropertyKey::Symbol(vm.realm.symbols.to_string_tag);
    let tag = vm.str_value(tag)?;
    vm.define_builtin(o, tag_key, tag, attrs::CONFIGURABLE)
}

/// Installs `class` on `namespace` (whose name is `namespace_name`) and returns its new
/// prototype, for the realm to keep as the intrinsic %Namespace.Name.prototype%.
pub(crate) fn install_class(
    vm: &mut Vm,
    namespace: Handle<JsObject>,
    namespace_name: &str,
    class: &Class,
) -> JsResult<Handle<JsObject>> {
    let op = Some(vm.realm.object_prototype);
    let proto = vm.alloc_object(ObjectKind::Ordinary, op)?;
    let ctor = vm.install(namespace, class.constructor)?;
    vm.link_constructor(ctor, proto)?;
    for &id in class.statics {
        vm.install(ctor, id)?;
    }
    for &id in class.methods {
        vm.install(proto, id)?;
    }
    for &id in class.getters {
        let name = id.entry().name;
        let key = vm.key(name.strip_prefix("get ").unwrap_or(name))?;
        vm.install_getter(proto, key, id, None)?;
    }
    let name = class.constructor.entry().name;
    define_tag(vm, proto, &format!("{namespace_name}.{name}"))?;
    Ok(proto)
}

/// Defines `namespace` as the global property `name` (writable, configurable, not
/// enumerable).
pub(crate) fn define_global(vm: &mut Vm, name: &str, namespace: Handle<JsObject>) -> JsResult<()> {
    let global = vm.realm.global;
    vm.define_value(global, name, Value::object(namespace), attrs::HIDDEN)
}
