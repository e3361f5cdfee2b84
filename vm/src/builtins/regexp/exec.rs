//! RegExpBuiltinExec (ECMA-262 sec-regexpbuiltinexec), RegExpExec
//! (sec-regexpexec) and the match result objects (with `indices` for the `d` flag,
//! sec-makematchindicesindexpairarray).

use std::rc::Rc;

use cairn_gc::Handle;

use crate::limits::Termination;
use crate::names;
use crate::object::{JsObject, ObjectKind, attrs};
use crate::regexp_matcher::{Allowance, Found, Matcher, flag};
use crate::string::{JsString, PropertyKey, Str};
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

/// How many backtracking steps of the matcher cost one unit of fuel (a unit pays for
/// an empty loop iteration, crate::limits; a step is a few nanoseconds).
const STEPS_PER_FUEL: u64 = 1;

/// The steps one use of the matcher (an exec, or the whole loop of a global replace or
/// matchAll) may spend with any fuel or none: [`MATCH_STEPS_BASE`] plus, for each code
/// unit of the subject, [`MATCH_STEPS_PER_UNIT`] and [`MATCH_STEPS_PER_UNIT_AND_PATTERN_UNIT`]
/// for each code unit of the pattern's source. Past it a match ends with a RangeError
/// naming the budget, so that a catastrophic pattern (`/(a+)+$/` on thirty `a`s and a
/// `b` needs 2^30 steps, tens of seconds) fails in about half a second instead of
/// spinning when the host set no fuel.
///
/// Why a legitimate match does not reach it: a match whose work is linear in the
/// subject runs each pattern instruction a bounded number of times per subject unit,
/// and the instructions are at most a few per unit of the pattern's source (a
/// single-character loop walks 8 characters a step), so the per-unit allowance covers
/// it with room to spare, a 100,000-word alternation included. The base covers what is
/// not linear on subjects of ordinary size: a failing search that is quadratic in the
/// subject (`/.*x/` on a line with no `x`) fits for subjects of about 10,000 units,
/// where any backtracking engine (V8's too) already takes a noticeable fraction of a
/// second; only exponential backtracking, and quadratic searches over long subjects,
/// reach it.
pub(crate) const MATCH_STEPS_BASE: u64 = 100_000_000;
/// See [`MATCH_STEPS_BASE`].
pub(crate) const MATCH_STEPS_PER_UNIT: u64 = 4096;
/// See [`MATCH_STEPS_BASE`].
pub(crate) const MATCH_STEPS_PER_UNIT_AND_PATTERN_UNIT: u64 = 4;

/// A successful match with what the result object needs.
pub(crate) struct MatchInfo {
    /// The match and its captures (code unit ranges of the subject).
    pub(crate) found: Found,
    /// The program (flags, group count).
    pub(crate) matcher: Rc<Matcher>,
}

/// The step budget of one use of the matcher (see [`MATCH_STEPS_BASE`]) with the fixed
/// part `base`, on a subject of `subject_units` code units with a pattern source of
/// `pattern_units`.
pub(crate) fn match_step_budget(base: u64, subject_units: u64, pattern_units: u64) -> u64 {
    let per_unit = MATCH_STEPS_PER_UNIT
        .saturating_add(MATCH_STEPS_PER_UNIT_AND_PATTERN_UNIT.saturating_mul(pattern_units));
    base.saturating_add(subject_units.saturating_mul(per_unit))
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
        let (mut allow, by_fuel) = self.regexp_allowance(m, s);
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
        self.regexp_settle(&allow, by_fuel, m)?;
        Ok(found)
    }

    /// What a use of the matcher of `m` on `s` may spend: the fuel left, at
    /// [`STEPS_PER_FUEL`] backtracking steps a unit, or the match budget
    /// ([`MATCH_STEPS_BASE`]) when that is less; and the interrupt flag and host check.
    /// The bool says whether the fuel is the bound.
    fn regexp_allowance(&self, m: &Matcher, s: Handle<JsString>) -> (Allowance, bool) {
        let base = self.limits.regexp_steps_base.unwrap_or(MATCH_STEPS_BASE);
        let budget = match_step_budget(base, self.heap.get(s).len as u64, m.source.len() as u64);
        let fuel_steps = self.limits.fuel.map(|f| f.saturating_mul(STEPS_PER_FUEL));
        let (steps, by_fuel) = match fuel_steps {
            Some(f) if f <= budget => (f, true),
            _ => (budget, false),
        };
        // The wasm module has no interrupt (see `Vm::collect`).
        if cfg!(target_family = "wasm") {
            return (Allowance::new(steps, None, None), by_fuel);
        }
        let check =
            self.limits.should_interrupt.clone().map(|c| c as std::sync::Arc<dyn regress::Check>);
        (Allowance::new(steps, self.limits.interrupt.clone(), check), by_fuel)
    }

    /// Charges the fuel a use of the matcher spent, and ends the match when the
    /// matcher stopped early: the interrupt or fuel termination, or a RangeError when
    /// it spent the match budget.
    fn regexp_settle(&mut self, allow: &Allowance, by_fuel: bool, m: &Matcher) -> JsResult<()> {
        if let Some(fuel) = &mut self.limits.fuel {
            let units = allow.spent / STEPS_PER_FUEL + crate::limits::REGEXP_MATCH_FUEL;
            *fuel = fuel.saturating_sub(units);
        }
        if !allow.stopped {
            return Ok(());
        }
        // The host's check, when it stopped the search, still says so (a deadline passed).
        if !cfg!(target_family = "wasm") && self.limits.interrupted_now() {
            return Err(Throw::Terminate(Termination::Interrupted));
        }
        if by_fuel {
            self.limits.fuel = Some(0);
            return Err(Throw::Terminate(Termination::Fuel));
        }
        let source = String::from_utf16_lossy(&m.source);
        let shown: String = source.chars().take(60).collect();
        let more = if shown.len() < source.len() { "..." } else { "" };
        Err(self.range_error(&format!(
            "/{shown}{more}/ exceeded the regular expression step budget ({} steps for this \
             subject): the pattern backtracks catastrophically",
            allow.spent
        )))
    }

    /// For a long flat one-byte string: makes `regexp_cache.wide` its code units
    /// (remembered for the last such string, so a loop of execs on one long subject
    /// converts it once instead of once per exec); false for other strings.
    fn regexp_widen_memo(&mut self, s: Handle<JsString>) -> bool {
        let st = self.heap.get(s);
        if st.len < 1024 || !st.latin1 {
            return false;
        }
        let epoch = self.heap.collections();
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
        let (mut allow, by_fuel) = self.regexp_allowance(m, s);
        let all = match self.heap.get(s).flat() {
            Some(text) => {
                m.exec_all(text, start, limit, &mut self.regexp_cache.scratch, &mut allow)
            }
            None => Vec::new(),
        };
        self.regexp_settle(&allow, by_fuel, m)?;
        let found = (all.len() as u64).saturating_mul(crate::limits::REGEXP_FOUND_FUEL);
        self.limits.charge(found).map_err(Throw::Terminate)?;
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
        let with_indices = info.matcher.flags & flag::D != 0;
        // A fresh array starts at the root shape; index, input and groups take it to the
        // shape kept from the last result built (a cache like the inline caches: cleared
        // at each collection), and the array is then made with its slots at once.
        // Not in the wasm module, whose size budget it would pass (wasm/README.md).
        let from = self.realm.root_shape.index();
        if !cfg!(target_family = "wasm")
            && f.names.is_empty()
            && !with_indices
            && let Some((cached_from, to)) = self.regexp_result_shape
            && cached_from == from
        {
            let slots = vec![Value::from_usize(f.range.start), Value::string(s), Value::UNDEFINED];
            let a = self.array_of_values_with(elements, Handle::from_index(to), slots)?;
            return Ok(Value::object(a));
        }
        let a = self.array_of_values(elements)?;
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
        if with_indices {
            let indices = self.regexp_indices(f)?;
            self.add_property(a, PropertyKey::Atom(names::INDICES), indices, attrs::DEFAULT)?;
        } else if !cfg!(target_family = "wasm") && self.heap.get(a).dict.is_none() {
            self.regexp_result_shape = Some((from, self.heap.get(a).shape.index()));
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_match_budget_grows_with_the_subject_and_the_pattern() {
        assert_eq!(match_step_budget(MATCH_STEPS_BASE, 0, 0), MATCH_STEPS_BASE);
        // `/(a+)+$/` on 31 units: the base and a little, 2^30 steps are far past it.
        let short = match_step_budget(MATCH_STEPS_BASE, 31, 7);
        assert!(short < MATCH_STEPS_BASE + 200_000);
        assert!(short < 1 << 30);
        // A linear global replace over a 10 MB subject: thousands of steps a unit.
        assert!(match_step_budget(MATCH_STEPS_BASE, 10 << 20, 20) > 4000 * (10 << 20));
        // A 100,000-word alternation (800,000 units of source) over 10,000 units.
        assert!(match_step_budget(MATCH_STEPS_BASE, 10_000, 800_000) > 100_000 * 10_000);
        assert_eq!(match_step_budget(1, u64::MAX, u64::MAX), u64::MAX);
    }
}
