//! Annex B and the legacy RegExp features proposal: RegExp.prototype.compile
//! (sec-regexp.prototype.compile) and the static properties `RegExp.input` / `$_`,
//! `lastMatch` / `$&`, `lastParen` / `$+`, `leftContext` / `` $` ``, `rightContext` /
//! `$'` and `$1`..`$9`, which read the last successful match of a RegExp created by
//! %RegExp% itself (a subclass instance's match empties them: reading then throws).
//!
//! The values live in the RegExp constructor's native data slots ([`SLOTS`]): the
//! input string and code unit ranges, so a match costs no string allocation.

use cairn_gc::Handle;

use super::{NativeCx, arg};
use crate::builtins::NativeId;
use crate::object::{JsObject, ObjectKind, attrs};
use crate::regexp_matcher::Found;
use crate::string::JsString;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// Slots: 0 input (undefined before any match, null when emptied), 1-2 lastMatch range, 3-4 lastParen range,
/// 5..23 the ranges of `$1`..`$9` (undefined when the group did not participate).
const SLOTS: usize = 23;

/// The constructor's initial slots: every property reads as the empty string.
pub(super) fn initial_slots() -> Box<[Value]> {
    let mut v = vec![Value::int(0); SLOTS];
    v[0] = Value::UNDEFINED;
    v.into_boxed_slice()
}

/// Which property a legacy getter reads.
#[derive(Clone, Copy)]
enum Which {
    Input,
    LastMatch,
    LastParen,
    LeftContext,
    RightContext,
    Paren(u8),
}

fn which_from(i: i32) -> Which {
    match i {
        0 => Which::Input,
        1 => Which::LastMatch,
        2 => Which::LastParen,
        3 => Which::LeftContext,
        4 => Which::RightContext,
        n => Which::Paren((n - 4).clamp(1, 9) as u8),
    }
}

/// Installs the accessors on the RegExp constructor.
pub(super) fn install_statics(vm: &mut Vm, ctor: Handle<JsObject>) -> JsResult<()> {
    let mut list: Vec<(String, i32, bool)> = vec![
        ("input".into(), 0, true),
        ("$_".into(), 0, true),
        ("lastMatch".into(), 1, false),
        ("$&".into(), 1, false),
        ("lastParen".into(), 2, false),
        ("$+".into(), 2, false),
        ("leftContext".into(), 3, false),
        ("$`".into(), 3, false),
        ("rightContext".into(), 4, false),
        ("$'".into(), 4, false),
    ];
    for i in 1..=9 {
        list.push((format!("${i}"), 4 + i, false));
    }
    for (name, which, settable) in list {
        let g = vm.make_native(
            NativeId::RegExpLegacyGetter,
            Some(&format!("get {name}")),
            Box::new([Value::int(which)]),
        )?;
        let s = if settable {
            Value::object(vm.make_native(
                NativeId::RegExpLegacyInputSetter,
                Some(&format!("set {name}")),
                Box::new([]),
            )?)
        } else {
            Value::UNDEFINED
        };
        let pair = vm.alloc_accessor(Value::object(g), s)?;
        let key = vm.key(&name)?;
        vm.add_property(ctor, key, pair, attrs::CONFIGURABLE | attrs::ACCESSOR)?;
    }
    Ok(())
}

impl Vm {
    /// UpdateLegacyRegExpStaticProperties / InvalidateLegacyRegExpStaticProperties
    /// after a successful match of a RegExp (`legacy` = [[LegacyFeaturesEnabled]]).
    pub(crate) fn regexp_update_legacy(&mut self, legacy: bool, s: Handle<JsString>, f: &Found) {
        let ctor = self.realm.regexp_constructor;
        #[cfg(not(target_family = "wasm"))]
        let obj = self.heap.get_mut_placed(ctor, &mut self.regexp_ctor_place);
        #[cfg(target_family = "wasm")]
        let obj = self.heap.get_mut(ctor);
        let ObjectKind::Native { data, .. } = &mut obj.kind else { return };
        if data.len() != SLOTS {
            return;
        }
        if !legacy {
            data[0] = Value::NULL;
            return;
        }
        let r = |n: usize| Value::from_usize(n);
        data[0] = Value::string(s);
        data[1] = r(f.range.start);
        data[2] = r(f.range.end);
        match f.captures.last() {
            Some(Some(c)) => {
                data[3] = r(c.start);
                data[4] = r(c.end);
            }
            _ => {
                data[3] = Value::int(0);
                data[4] = Value::int(0);
            }
        }
        for i in 0..9 {
            let (a, b) = match f.captures.get(i) {
                Some(Some(c)) => (r(c.start), r(c.end)),
                _ => (Value::int(0), Value::int(0)),
            };
            data[5 + 2 * i] = a;
            data[6 + 2 * i] = b;
        }
    }
}

/// GetLegacyRegExpStaticProperty(%RegExp%, this, slot).
pub(crate) fn legacy_getter(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    let ctor = vm.realm.regexp_constructor;
    if this != Value::object(ctor) {
        return Err(
            vm.type_error("RegExp legacy static accessor called on an incompatible receiver")
        );
    }
    let which = match &vm.heap.get(cx.callee).kind {
        ObjectKind::Native { data, .. } => data.first().and_then(|v| v.as_int()).unwrap_or(0),
        _ => 0,
    };
    let slots: Vec<Value> = match &vm.heap.get(ctor).kind {
        ObjectKind::Native { data, .. } if data.len() == SLOTS => data.to_vec(),
        _ => return Err(vm.type_error("RegExp legacy static properties are unavailable")),
    };
    let input = slots[0];
    if input.is_null() {
        return Err(vm.type_error(
            "RegExp legacy static properties are not available after a subclass match",
        ));
    }
    let Some(s) = input.as_string() else {
        // No match yet: every property reads as the empty string.
        return Ok(vm.atom_value(crate::names::EMPTY));
    };
    let len = vm.heap.get(s).len as usize;
    let at = |i: usize| slots[i].as_number().unwrap_or(0.0) as usize;
    let (from, to) = match which_from(which) {
        Which::Input => return Ok(input),
        Which::LastMatch => (at(1), at(2)),
        Which::LastParen => (at(3), at(4)),
        Which::LeftContext => (0, at(1)),
        Which::RightContext => (at(2), len),
        Which::Paren(n) => {
            let i = 5 + 2 * (n as usize - 1);
            (at(i), at(i + 1))
        }
    };
    vm.regexp_substring(s, from.min(len), to.min(len))
}

/// SetLegacyRegExpStaticProperty(%RegExp%, this, [[RegExpInput]], v).
pub(crate) fn legacy_input_setter(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let ctor = vm.realm.regexp_constructor;
    if this != Value::object(ctor) {
        return Err(vm.type_error("RegExp.input setter called on an incompatible receiver"));
    }
    let s = vm.to_string(arg(args, 0))?;
    if let ObjectKind::Native { data, .. } = &mut vm.heap.get_mut(ctor).kind
        && data.len() == SLOTS
    {
        data[0] = Value::string(s);
    }
    Ok(Value::UNDEFINED)
}

/// ECMA-262 sec-regexp.prototype.compile (with the legacy proposal's checks).
pub(crate) fn compile(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = match this.as_object() {
        Some(o) if matches!(vm.heap.get(o).kind, ObjectKind::RegExp(_)) => o,
        _ => {
            return Err(
                vm.type_error("RegExp.prototype.compile called on an incompatible receiver")
            );
        }
    };
    // Realms: O.[[Realm]] must be the current realm.
    if vm.heap.get(o).realm != vm.realm_id {
        return Err(vm.type_error("RegExp.prototype.compile called on a RegExp of another realm"));
    }
    if !matches!(&vm.heap.get(o).kind, ObjectKind::RegExp(d) if d.legacy) {
        return Err(vm.type_error("RegExp.prototype.compile called on a RegExp subclass instance"));
    }
    let pattern = arg(args, 0);
    let flags = arg(args, 1);
    let (p, f) = if let Some(m) = vm.regexp_matcher(pattern) {
        if !flags.is_undefined() {
            return Err(vm.type_error(
                "RegExp.prototype.compile: flags must be undefined with a RegExp pattern",
            ));
        }
        let src = Value::string(vm.alloc_units(m.source.to_vec())?);
        let fl = Value::string(super::flags_string(vm, m.flags)?);
        (src, fl)
    } else {
        (pattern, flags)
    };
    vm.regexp_initialize(o, p, f)
}
