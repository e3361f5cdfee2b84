//! RegExpBuiltinExec (ECMA-262 sec-regexpbuiltinexec), RegExpExec
//! (sec-regexpexec) and the match result objects (with `indices` for the `d` flag,
//! sec-makematchindicesindexpairarray).

use std::rc::Rc;
use std::sync::atomic::Ordering;

use cairn_gc::Handle;

use crate::limits::Termination;
use crate::names;
use crate::object::{JsObject, ObjectKind, attrs};
use crate::regexp_matcher::{Allowance, Found, Matcher, flag};
use crate::string::{JsString, PropertyKey, Str};
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

/// How many backtracking steps of the matcher cost one unit of fuel (a unit pays for
/// a loop iteration or a call; a step is a few nanoseconds).
const STEPS_PER_FUEL: u64 = 16;

/// A successful match with what the result object needs.
pub(crate) struct MatchInfo {
    /// The match and its captures (code unit ranges of the subject).
    pub(crate) found: Found,
    /// The program (flags, group count).
    pub(crate) matcher: Rc<Matcher>,
}

impl Vm {
    /// Runs the matcher of `m` on `s` from `start` (no lastIndex handling).
    pub(crate) fn regexp_run(
        &mut self,
        m: &Matcher,
        s: Handle<JsString>,
        start: usize,
        sticky: bool,
    ) -> JsResult<Option<Found>> {
        crate::string::flatten(&mut self.heap, s);
        let mut allow = self.regexp_allowance();
        let found = if self.regexp_widen_memo(s) {
            let c = &mut self.regexp_cache;
            m.exec(Str::Utf16(&c.wide), start, sticky, &mut c.scratch, &mut allow)
        } else {
            match self.heap.get(s).flat() {
                Some(text) => {
                    m.exec(text, start, sticky, &mut self.regexp_cache.scratch, &mut allow)
                }
                None => None,
            }
        };
        self.regexp_settle(&allow)?;
        Ok(found)
    }

    /// What a use of the matcher may spend: the fuel left, at [`STEPS_PER_FUEL`]
    /// backtracking steps a unit, and the interrupt flag.
    fn regexp_allowance(&self) -> Allowance {
        let steps = self.limits.fuel.map_or(u64::MAX, |f| f.saturating_mul(STEPS_PER_FUEL));
        Allowance::new(steps, self.limits.interrupt.clone())
    }

    /// Charges the fuel a use of the matcher spent, and terminates the run when the
    /// matcher stopped early (fuel spent or the interrupt flag set).
    fn regexp_settle(&mut self, allow: &Allowance) -> JsResult<()> {
        if let Some(fuel) = &mut self.limits.fuel {
            *fuel = fuel.saturating_sub(allow.spent / STEPS_PER_FUEL);
        }
        if !allow.stopped {
            return Ok(());
        }
        let interrupted =
            self.limits.interrupt.as_ref().is_some_and(|flag| flag.load(Ordering::Relaxed));
        if interrupted {
            return Err(Throw::Terminate(Termination::Interrupted));
        }
        self.limits.fuel = Some(0);
        Err(Throw::Terminate(Termination::Fuel))
    }

    /// For a long flat one-byte string: makes `regexp_cache.wide` its code units
    /// (remembered for the last such string, so a loop of execs on one long subject
    /// converts it once instead of once per exec); false for other strings.
    fn regexp_widen_memo(&mut self, s: Handle<JsString>) -> bool {
        let st = self.heap.get(s);
        if st.len < 1024 || !st.latin1 {
            return false;
        }
        let epoch = self.heap.stats().collections;
        if self.regexp_cache.wide_memo == Some((s.index(), epoch)) {
            return true;
        }
        let Some(Str::Latin1(b)) = self.heap.get(s).flat() else { return false };
        let c = &mut self.regexp_cache;
        c.wide.clear();
        c.wide.extend(b.iter().map(|&x| x as u16));
        c.wide_memo = Some((s.index(), epoch));
        true
    }

    /// Every match of `m` on `s` from `start` as a global loop finds them (at most
    /// `limit`), with the legacy static properties set from the last one.
    pub(crate) fn regexp_run_all(
        &mut self,
        r: Handle<JsObject>,
        m: &Matcher,
        s: Handle<JsString>,
        start: usize,
        limit: usize,
    ) -> JsResult<Vec<Found>> {
        crate::string::flatten(&mut self.heap, s);
        let mut allow = self.regexp_allowance();
        let all = match self.heap.get(s).flat() {
            Some(text) => {
                m.exec_all(text, start, limit, &mut self.regexp_cache.scratch, &mut allow)
            }
            None => Vec::new(),
        };
        self.regexp_settle(&allow)?;
        if let Some(last) = all.last() {
            let legacy = matches!(&self.heap.get(r).kind, ObjectKind::RegExp(d) if d.legacy);
            self.regexp_update_legacy(legacy, s, last);
        }
        Ok(all)
    }

    /// The matching part of RegExpBuiltinExec: reads and updates `lastIndex` and the
    /// legacy static properties; `None` when there is no match.
    pub(crate) fn regexp_builtin_match(
        &mut self,
        r: Handle<JsObject>,
        s: Handle<JsString>,
    ) -> JsResult<Option<MatchInfo>> {
        if !matches!(self.heap.get(r).kind, ObjectKind::RegExp(_)) {
            return Err(self.type_error("RegExp.prototype.exec called on an incompatible receiver"));
        }
        let len = self.heap.get(s).len as u64;
        let li = self.get(r, PropertyKey::Atom(names::LAST_INDEX), Value::object(r))?;
        let mut last_index = match li.as_int() {
            Some(i) if i >= 0 => i as u64,
            _ => self.to_length(li)?,
        };
        // The flags and the matcher are read after ToLength(lastIndex) (steps 2-4),
        // whose valueOf may recompile the RegExp.
        let Some(m) = self.regexp_matcher(Value::object(r)) else {
            return Err(self.type_error("RegExp.prototype.exec called on an incompatible receiver"));
        };
        let global = m.flags & flag::G != 0;
        let sticky = m.flags & flag::Y != 0;
        if !global && !sticky {
            last_index = 0;
        }
        if last_index > len {
            if global || sticky {
                self.regexp_set_last_index(r, Value::int(0))?;
            }
            return Ok(None);
        }
        let found = self.regexp_run(&m, s, last_index as usize, sticky)?;
        let Some(found) = found else {
            if global || sticky {
                self.regexp_set_last_index(r, Value::int(0))?;
            }
            return Ok(None);
        };
        if global || sticky {
            self.regexp_set_last_index(r, Value::from_usize(found.range.end))?;
        }
        let legacy = matches!(&self.heap.get(r).kind, ObjectKind::RegExp(d) if d.legacy);
        self.regexp_update_legacy(legacy, s, &found);
        Ok(Some(MatchInfo { found, matcher: m }))
    }

    /// The result array of a match (sec-regexpbuiltinexec steps 20-36).
    pub(crate) fn regexp_result(
        &mut self,
        s: Handle<JsString>,
        info: &MatchInfo,
    ) -> JsResult<Value> {
        let f = &info.found;
        let n = f.captures.len();
        let mut elements = Vec::with_capacity(n + 1);
        elements.push(self.regexp_substring(s, f.range.start, f.range.end)?);
        for c in &f.captures {
            elements.push(match c {
                Some(r) => self.regexp_substring(s, r.start, r.end)?,
                None => Value::UNDEFINED,
            });
        }
        let count = elements.len() as u32;
        let a = self.array_create(count)?;
        self.set_elements(a, elements)?;
        // index, input, groups (and indices): one allocation for the named slots.
        self.heap.get_mut(a).slots.reserve_exact(4);
        self.add_property(
            a,
            PropertyKey::Atom(names::INDEX),
            Value::from_usize(f.range.start),
            attrs::DEFAULT,
        )?;
        self.add_property(a, PropertyKey::Atom(names::INPUT), Value::string(s), attrs::DEFAULT)?;
        let groups = if f.names.is_empty() {
            Value::UNDEFINED
        } else {
            let g = self.alloc_object(ObjectKind::Ordinary, None)?;
            for (name, range) in &f.names {
                let key = self.key(name)?;
                let v = match range {
                    Some(r) => self.regexp_substring(s, r.start, r.end)?,
                    None => Value::UNDEFINED,
                };
                self.create_data_property_or_throw(g, key, v)?;
            }
            Value::object(g)
        };
        self.add_property(a, PropertyKey::Atom(names::GROUPS), groups, attrs::DEFAULT)?;
        if info.matcher.flags & flag::D != 0 {
            let indices = self.regexp_indices(f)?;
            self.add_property(a, PropertyKey::Atom(names::INDICES), indices, attrs::DEFAULT)?;
        }
        Ok(Value::object(a))
    }

    /// ECMA-262 sec-makematchindicesindexpairarray
    fn regexp_indices(&mut self, f: &Found) -> JsResult<Value> {
        let mut pairs = Vec::with_capacity(f.captures.len() + 1);
        pairs.push(self.regexp_pair(Some(&f.range))?);
        for c in &f.captures {
            pairs.push(self.regexp_pair(c.as_ref())?);
        }
        let a = self.array_from_list(&pairs)?;
        let groups = if f.names.is_empty() {
            Value::UNDEFINED
        } else {
            let g = self.alloc_object(ObjectKind::Ordinary, None)?;
            for (name, range) in &f.names {
                let key = self.key(name)?;
                let v = self.regexp_pair(range.as_ref())?;
                self.create_data_property_or_throw(g, key, v)?;
            }
            Value::object(g)
        };
        self.add_property(a, PropertyKey::Atom(names::GROUPS), groups, attrs::DEFAULT)?;
        Ok(Value::object(a))
    }

    fn regexp_pair(&mut self, r: Option<&core::ops::Range<usize>>) -> JsResult<Value> {
        match r {
            Some(r) => {
                let a =
                    self.array_from_list(&[Value::from_usize(r.start), Value::from_usize(r.end)])?;
                Ok(Value::object(a))
            }
            None => Ok(Value::UNDEFINED),
        }
    }

    /// The substring `from..to` of a flat string as a value.
    pub(crate) fn regexp_substring(
        &mut self,
        s: Handle<JsString>,
        from: usize,
        to: usize,
    ) -> JsResult<Value> {
        let len = self.heap.get(s).len as usize;
        let to = to.min(len);
        if from == 0 && to == len {
            return Ok(Value::string(s));
        }
        if to <= from {
            return Ok(self.atom_value(names::EMPTY));
        }
        if to - from == 1 {
            let unit = self.flat(s).at(from);
            return self.single_unit_string(unit);
        }
        Ok(Value::string(self.substring_cell(s, from, to)?))
    }

    /// ECMA-262 sec-regexpexec: a user `exec` if callable, else RegExpBuiltinExec.
    pub(crate) fn regexp_exec(
        &mut self,
        r: Handle<JsObject>,
        s: Handle<JsString>,
    ) -> JsResult<Value> {
        let exec = self.get(r, PropertyKey::Atom(names::EXEC), Value::object(r))?;
        if exec == Value::object(self.realm.regexp_exec) {
            return builtin_exec(self, r, s);
        }
        if self.is_callable(exec) {
            let result = self.call(exec, Value::object(r), &[Value::string(s)])?;
            if !result.is_object() && !result.is_null() {
                return Err(self.type_error(
                    "RegExp exec method returned something other than an Object or null",
                ));
            }
            return Ok(result);
        }
        builtin_exec(self, r, s)
    }

    /// Whether RegExpExec on `r` would run the built-in exec unobservably: `r` is a
    /// RegExp whose `exec` is the original %RegExp.prototype.exec% found as a data
    /// property on its prototype.
    pub(crate) fn regexp_exec_is_builtin(&self, r: Handle<JsObject>) -> bool {
        let obj = self.heap.get(r);
        if !matches!(&obj.kind, ObjectKind::RegExp(d) if d.matcher.is_some()) {
            return false;
        }
        let key = PropertyKey::Atom(names::EXEC);
        if self.find_own(r, key).is_some() {
            return false;
        }
        let Some(p) = obj.proto else { return false };
        if !matches!(self.heap.get(p).kind, ObjectKind::Ordinary) {
            return false;
        }
        match self.find_own(p, key) {
            Some((loc, a)) if a & attrs::ACCESSOR == 0 => {
                self.read_loc(p, loc) == Value::object(self.realm.regexp_exec)
            }
            _ => false,
        }
    }
}

/// RegExpBuiltinExec(R, S) with the result object (or null).
pub(crate) fn builtin_exec(
    vm: &mut Vm,
    r: Handle<JsObject>,
    s: Handle<JsString>,
) -> JsResult<Value> {
    match vm.regexp_builtin_match(r, s)? {
        Some(info) => vm.regexp_result(s, &info),
        None => Ok(Value::NULL),
    }
}
