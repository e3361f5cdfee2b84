//! RegExp objects (ECMA-262 sec-regexp-regular-expression-objects): the constructor,
//! `RegExp.prototype` (exec, test, toString, the flag getters, the `Symbol.match` /
//! `matchAll` / `replace` / `search` / `split` protocol), RegExp String Iterators, the
//! String methods that delegate to them, and the Annex B legacy parts (`compile`, the
//! static `RegExp.$1`.. properties).
//!
//! Layout: `matcher` wraps the `regress` crate (flags regress lacks, subjects as UTF-16
//! code units, compiled-program cache); `exec` is RegExpBuiltinExec and the match
//! result objects; `proto` the prototype's accessors and simple methods; `protocol`
//! the Symbol.* methods, GetSubstitution and the String methods; `legacy` Annex B.
//!
//! A RegExp object keeps its compiled program as an `Rc` (not heap data): a heap
//! writer stores the source and flags and recompiles when reading back.

mod annex_b;
mod exec;
mod probe;
mod proto;
mod protocol;

use std::rc::Rc;

use cairn_gc::Handle;

use super::{NativeCx, NativeId, arg};
use crate::names;
use crate::object::{JsObject, ObjectKind, PropertyDescriptor, attrs};
use crate::string::{JsString, PropertyKey};
use crate::value::Value;
use crate::vm::{JsResult, Vm};

pub(crate) use annex_b::{compile, legacy_getter, legacy_input_setter};
pub(crate) use exec::builtin_exec;
pub use probe::{PROBE_STEPS, RegExpMatchRanges, SubjectForm, regexp_matches};
pub(crate) use proto::{
    escape, exec_method, flag_getter_d, flag_getter_g, flag_getter_i, flag_getter_m, flag_getter_s,
    flag_getter_u, flag_getter_v, flag_getter_y, flags_getter, source_getter, test, to_string,
};
pub(crate) use protocol::{
    iterator_next, match_all, replace, replace_all_check, search, split, string_match,
    string_match_all, string_search, symbol_match,
};

use crate::object::slots::regexp::RegExpData;
use crate::regexp_matcher::Matcher;

/// The fuel of each unit of a pattern `new RegExp` parses and compiles (a cached
/// pattern pays a unit a unit, for its lookup).
const REGEXP_COMPILE_FUEL_PER_UNIT: u64 = 32;

impl Vm {
    /// The RegExp slots of `v`, if it is a RegExp instance that has been initialized.
    pub(crate) fn regexp_matcher(&self, v: Value) -> Option<Rc<Matcher>> {
        let o = v.as_object()?;
        match &self.heap.get(o).kind {
            ObjectKind::RegExp(d) => d.matcher.clone(),
            _ => None,
        }
    }

    /// Whether `v` has a [[RegExpMatcher]] slot (sec-isregexp's last step).
    pub(crate) fn has_regexp_slot(&self, v: Value) -> bool {
        v.as_object().is_some_and(|o| matches!(self.heap.get(o).kind, ObjectKind::RegExp(_)))
    }

    /// ECMA-262 sec-isregexp
    pub(crate) fn is_regexp(&mut self, v: Value) -> JsResult<bool> {
        let Some(o) = v.as_object() else { return Ok(false) };
        let sym = self.realm.symbols.match_;
        let m = self.get(o, PropertyKey::Symbol(sym), v)?;
        if !m.is_undefined() {
            return Ok(self.to_boolean(m));
        }
        Ok(self.has_regexp_slot(v))
    }

    /// ECMA-262 sec-regexpalloc
    fn regexp_alloc(&mut self, new_target: Value) -> JsResult<Handle<JsObject>> {
        let default = self.realm.regexp_prototype;
        let proto = self.prototype_from_constructor(new_target, default)?;
        let legacy = new_target == Value::object(self.realm.regexp_constructor);
        let o = self.alloc_object(
            ObjectKind::RegExp(Box::new(RegExpData { matcher: None, legacy })),
            Some(proto),
        )?;
        self.add_property(o, PropertyKey::Atom(names::LAST_INDEX), Value::int(0), attrs::WRITABLE)?;
        Ok(o)
    }

    /// ECMA-262 sec-regexpinitialize
    fn regexp_initialize(
        &mut self,
        o: Handle<JsObject>,
        pattern: Value,
        flags: Value,
    ) -> JsResult<Value> {
        let p = if pattern.is_undefined() {
            self.atoms.string(names::EMPTY)
        } else {
            self.to_string(pattern)?
        };
        let f = if flags.is_undefined() {
            self.atoms.string(names::EMPTY)
        } else {
            self.to_string(flags)?
        };
        let flag_units = self.flat(f).to_units();
        let Some(bits) = crate::regexp_matcher::parse_flags(&flag_units) else {
            let text = String::from_utf16_lossy(&flag_units);
            return Err(self.syntax_error(&format!("Invalid regular expression flags '{text}'")));
        };
        let source = self.flat(p).to_units();
        // The pattern is looked up by its text, and parsed and compiled when it is new:
        // paid by its length (a unit of fuel per unit, and more when compiled).
        let cached = self.regexp_cache.holds(&source, bits);
        let per_unit = if cached { 1 } else { REGEXP_COMPILE_FUEL_PER_UNIT };
        self.limits
            .charge((source.len() as u64).saturating_mul(per_unit))
            .map_err(crate::vm::Throw::Terminate)?;
        let m = match self.regexp_cache.get(&source, bits) {
            Ok(m) => m,
            Err(msg) => return Err(self.syntax_error(&msg)),
        };
        if let ObjectKind::RegExp(d) = &mut self.heap.get_mut(o).kind {
            d.matcher = Some(m);
        }
        self.regexp_set_last_index(o, Value::int(0))?;
        Ok(Value::object(o))
    }

    /// Set(R, "lastIndex", v, true): a direct write for the usual own writable data
    /// property, the generic [[Set]] otherwise.
    pub(crate) fn regexp_set_last_index(&mut self, r: Handle<JsObject>, v: Value) -> JsResult<()> {
        let key = PropertyKey::Atom(names::LAST_INDEX);
        if let Some((loc, a)) = self.find_own(r, key)
            && a & attrs::ACCESSOR == 0
            && a & attrs::WRITABLE != 0
            && matches!(self.heap.get(r).kind, ObjectKind::RegExp(_))
        {
            self.write_loc(r, loc, v);
            return Ok(());
        }
        if !self.set(r, key, v, Value::object(r))? {
            return Err(self.type_error("Cannot assign to read only property 'lastIndex'"));
        }
        Ok(())
    }

    /// A regex literal: RegExpCreate with the pattern and flags of the constant (the
    /// compiled program is cached per pattern and flags).
    pub(crate) fn regexp_literal(
        &mut self,
        code: Handle<crate::interp::code::Code>,
        func: u32,
        constant: u32,
    ) -> JsResult<Value> {
        let m = {
            let lf = &self.heap.get(code).functions[func as usize];
            match lf.code.constants.get(constant as usize) {
                Some(cairn_compiler::bytecode::Constant::RegExp { pattern, flags }) => {
                    self.regexp_cache.literal(pattern, flags)
                }
                _ => Err("NewRegExp: bad constant".to_string()),
            }
        };
        let m = match m {
            Ok(m) => m,
            Err(msg) => return Err(self.syntax_error(&msg)),
        };
        let proto = self.realm.regexp_prototype;
        let o = self.alloc_object(
            ObjectKind::RegExp(Box::new(RegExpData { matcher: Some(m), legacy: true })),
            Some(proto),
        )?;
        self.add_property(o, PropertyKey::Atom(names::LAST_INDEX), Value::int(0), attrs::WRITABLE)?;
        Ok(Value::object(o))
    }

    /// RegExpCreate(P, F) with %RegExp% (sec-regexpcreate).
    pub(crate) fn regexp_create(&mut self, pattern: Value, flags: Value) -> JsResult<Value> {
        let c = Value::object(self.realm.regexp_constructor);
        let o = self.regexp_alloc(c)?;
        self.regexp_initialize(o, pattern, flags)
    }
}

/// ECMA-262 sec-regexp-pattern-flags
pub(crate) fn constructor(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    let pattern = arg(args, 0);
    let flags = arg(args, 1);
    let pattern_is_regexp = vm.is_regexp(pattern)?;
    let new_target = if cx.new_target.is_undefined() {
        let nt = Value::object(cx.callee);
        if pattern_is_regexp && flags.is_undefined() {
            let po = pattern.as_object().unwrap_or(cx.callee);
            let pc = vm.get(po, PropertyKey::Atom(names::CONSTRUCTOR), pattern)?;
            if vm.same_value(nt, pc) {
                return Ok(pattern);
            }
        }
        nt
    } else {
        cx.new_target
    };
    let (p, f) = if let Some(m) = vm.regexp_matcher(pattern) {
        let src = Value::string(vm.alloc_units(m.source.to_vec())?);
        let f =
            if flags.is_undefined() { Value::string(flags_string(vm, m.flags)?) } else { flags };
        (src, f)
    } else if pattern_is_regexp {
        let po = pattern.as_object().unwrap_or(cx.callee);
        let src = vm.get(po, PropertyKey::Atom(names::SOURCE), pattern)?;
        let f = if flags.is_undefined() {
            vm.get(po, PropertyKey::Atom(names::FLAGS), pattern)?
        } else {
            flags
        };
        (src, f)
    } else {
        (pattern, flags)
    };
    let o = vm.regexp_alloc(new_target)?;
    vm.regexp_initialize(o, p, f)
}

/// `/source/flags` of a compiled RegExp, for inspection.
pub(crate) fn source_text(m: &Matcher) -> String {
    let src = String::from_utf16_lossy(&proto::escape_pattern(&m.source));
    let mut flags = String::new();
    for (b, c) in FLAG_CHARS {
        if m.flags & b != 0 {
            flags.push(c as char);
        }
    }
    format!("/{src}/{flags}")
}

/// The canonical flags string of `bits` (order `dgimsuvy`).
pub(crate) fn flags_string(vm: &mut Vm, bits: u8) -> JsResult<Handle<JsString>> {
    let mut out = Vec::with_capacity(8);
    for (b, c) in FLAG_CHARS {
        if bits & b != 0 {
            out.push(c);
        }
    }
    vm.alloc_latin1(out)
}

/// (bit, letter) in the order of sec-get-regexp.prototype.flags.
const FLAG_CHARS: [(u8, u8); 8] = [
    (crate::regexp_matcher::flag::D, b'd'),
    (crate::regexp_matcher::flag::G, b'g'),
    (crate::regexp_matcher::flag::I, b'i'),
    (crate::regexp_matcher::flag::M, b'm'),
    (crate::regexp_matcher::flag::S, b's'),
    (crate::regexp_matcher::flag::U, b'u'),
    (crate::regexp_matcher::flag::V, b'v'),
    (crate::regexp_matcher::flag::Y, b'y'),
];

// The natives of this module (see `crate::native`).
crate::native::natives! {
    RegExp;
    RegExp = ("RegExp", 2, true, constructor),
    RegExpSpecies = ("get [Symbol.species]", 0, false, crate::native::return_this),
    RegExpEscape = ("escape", 1, false, escape),
    RegExpProtoExec = ("exec", 1, false, exec_method),
    RegExpProtoTest = ("test", 1, false, test),
    RegExpProtoToString = ("toString", 0, false, to_string),
    RegExpProtoCompile = ("compile", 2, false, compile),
    RegExpProtoDotAll = ("get dotAll", 0, false, flag_getter_s),
    RegExpProtoFlags = ("get flags", 0, false, flags_getter),
    RegExpProtoGlobal = ("get global", 0, false, flag_getter_g),
    RegExpProtoHasIndices = ("get hasIndices", 0, false, flag_getter_d),
    RegExpProtoIgnoreCase = ("get ignoreCase", 0, false, flag_getter_i),
    RegExpProtoMultiline = ("get multiline", 0, false, flag_getter_m),
    RegExpProtoSource = ("get source", 0, false, source_getter),
    RegExpProtoSticky = ("get sticky", 0, false, flag_getter_y),
    RegExpProtoUnicode = ("get unicode", 0, false, flag_getter_u),
    RegExpProtoUnicodeSets = ("get unicodeSets", 0, false, flag_getter_v),
    RegExpProtoMatch = ("[Symbol.match]", 1, false, symbol_match),
    RegExpProtoMatchAll = ("[Symbol.matchAll]", 1, false, match_all),
    RegExpProtoReplace = ("[Symbol.replace]", 2, false, replace),
    RegExpProtoSearch = ("[Symbol.search]", 1, false, search),
    RegExpProtoSplit = ("[Symbol.split]", 2, false, split),
    RegExpStringIteratorNext = ("next", 0, false, iterator_next),
    StringProtoMatch = ("match", 1, false, string_match),
    StringProtoMatchAll = ("matchAll", 1, false, string_match_all),
    StringProtoSearch = ("search", 1, false, string_search),
    RegExpLegacyGetter = ("", 0, false, legacy_getter),
    RegExpLegacyInputSetter = ("", 1, false, legacy_input_setter),
}

/// Installs RegExp, RegExp.prototype, %RegExpStringIteratorPrototype% and the String
/// methods that delegate to RegExp (match, matchAll, search).
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let op = Some(vm.realm.object_prototype);
    let proto = vm.alloc_object(ObjectKind::Ordinary, op)?;
    vm.realm.regexp_prototype = proto;
    let ctor = vm.install_constructor(NativeId::RegExp, proto)?;
    vm.realm.regexp_constructor = ctor;
    // The legacy static properties live in the constructor's data slots.
    if let ObjectKind::Native { data, .. } = &mut vm.heap.get_mut(ctor).kind {
        *data = annex_b::initial_slots();
    }
    let species = PropertyKey::Symbol(vm.realm.symbols.species);
    vm.install_getter(ctor, species, NativeId::RegExpSpecies, None)?;
    vm.install(ctor, NativeId::RegExpEscape)?;
    annex_b::install_statics(vm, ctor)?;

    let exec = vm.install(proto, NativeId::RegExpProtoExec)?;
    vm.realm.regexp_exec = exec;
    for id in
        [NativeId::RegExpProtoTest, NativeId::RegExpProtoToString, NativeId::RegExpProtoCompile]
    {
        vm.install(proto, id)?;
    }
    for (name, id) in [
        ("dotAll", NativeId::RegExpProtoDotAll),
        ("flags", NativeId::RegExpProtoFlags),
        ("global", NativeId::RegExpProtoGlobal),
        ("hasIndices", NativeId::RegExpProtoHasIndices),
        ("ignoreCase", NativeId::RegExpProtoIgnoreCase),
        ("multiline", NativeId::RegExpProtoMultiline),
        ("source", NativeId::RegExpProtoSource),
        ("sticky", NativeId::RegExpProtoSticky),
        ("unicode", NativeId::RegExpProtoUnicode),
        ("unicodeSets", NativeId::RegExpProtoUnicodeSets),
    ] {
        let key = vm.key(name)?;
        vm.install_getter(proto, key, id, None)?;
    }
    let syms = vm.realm.symbols.match_;
    vm.install_symbol(proto, syms, NativeId::RegExpProtoMatch, attrs::HIDDEN)?;
    let syms = vm.realm.symbols.match_all;
    vm.install_symbol(proto, syms, NativeId::RegExpProtoMatchAll, attrs::HIDDEN)?;
    let syms = vm.realm.symbols.replace;
    vm.install_symbol(proto, syms, NativeId::RegExpProtoReplace, attrs::HIDDEN)?;
    let syms = vm.realm.symbols.search;
    vm.install_symbol(proto, syms, NativeId::RegExpProtoSearch, attrs::HIDDEN)?;
    let syms = vm.realm.symbols.split;
    vm.install_symbol(proto, syms, NativeId::RegExpProtoSplit, attrs::HIDDEN)?;

    let ip = Some(vm.realm.iterator_prototype);
    let rsip = vm.alloc_object(ObjectKind::Ordinary, ip)?;
    vm.realm.regexp_string_iterator_prototype = rsip;
    vm.install(rsip, NativeId::RegExpStringIteratorNext)?;
    let tag = vm.str_value("RegExp String Iterator")?;
    let tag_key = PropertyKey::Symbol(vm.realm.symbols.to_string_tag);
    vm.define_builtin(rsip, tag_key, tag, attrs::CONFIGURABLE)?;

    let sp = vm.realm.string_prototype;
    for id in
        [NativeId::StringProtoMatch, NativeId::StringProtoMatchAll, NativeId::StringProtoSearch]
    {
        vm.install(sp, id)?;
    }
    Ok(())
}

/// A data descriptor helper for fresh objects.
#[allow(dead_code)]
fn data(v: Value) -> PropertyDescriptor {
    PropertyDescriptor::data(v, attrs::DEFAULT)
}
