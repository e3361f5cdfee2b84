//! Destructuring: binding patterns (sec-runtime-semantics-bindinginitialization) and
//! assignment patterns (sec-runtime-semantics-destructuringassignmentevaluation).

use cairn_parser::ast::*;
use std::vec::Vec;

use super::control::Control;
use super::expression::is_anonymous_function;
use super::{Compiler, R, err};
use crate::bytecode::{Handler, Instruction as I, Reg};

impl<'a> Compiler<'a> {
    /// Bind `value` to a binding pattern (`init`: InitializeReferencedBinding for
    /// lexical declarations and parameters; otherwise PutValue as for `var`).
    pub(crate) fn bind_pattern(&mut self, p: &BindingPattern<'a>, value: Reg, init: bool) -> R<()> {
        if self.stack_exhausted() {
            return Err(err("nesting too deep to compile", p.span()));
        }
        match p {
            BindingPattern::Identifier(id) => {
                self.store_name(id.name, id.span, value, init);
                Ok(())
            }
            BindingPattern::Object(o) => {
                let mark = self.mark();
                self.at(o.span);
                self.emit(I::RequireObjectCoercible { src: value });
                let keys = if o.rest.is_some() { Some(Vec::new()) } else { None };
                let mut keys = keys;
                for prop in o.properties.iter() {
                    let m = self.mark();
                    let v = self.temp();
                    // A `var` name resolved at run time is resolved after the key and
                    // before the property is read (sec-runtime-semantics-keyedbindinginitialization,
                    // SingleNameBinding: ResolveBinding, then GetV).
                    let dynamic = self.dynamic_var_target(&prop.value.pattern, init);
                    let (key, base) = match dynamic {
                        Some(id) => {
                            let k = self.property_key(&prop.key)?;
                            let base = self.resolve_ref(id.name, id.span);
                            self.at(prop.key.span());
                            self.emit(I::GetKeyed { dst: v, obj: value, key: k });
                            (Some(k), base)
                        }
                        None => (self.get_key_of(value, &prop.key, v, keys.is_some())?, None),
                    };
                    if let (Some(keys), Some(k)) = (keys.as_mut(), key) {
                        keys.push(k);
                    } else {
                        // Registers for excluded keys must survive; only release when
                        // there is no rest.
                    }
                    self.default_value(v, prop.value.init.as_ref(), &prop.value.pattern)?;
                    match dynamic {
                        Some(id) => self.store_ref(id.name, id.span, base, v),
                        None => self.bind_pattern(&prop.value.pattern, v, init)?,
                    }
                    if keys.is_none() {
                        self.release(m);
                    }
                }
                if let (Some(rest), Some(keys)) = (&o.rest, keys) {
                    let (excluded, count) = self.contiguous(&keys);
                    let r = self.temp();
                    self.at(rest.span);
                    self.emit(I::ObjectRest { dst: r, src: value, excluded, count });
                    self.bind_pattern(&rest.argument, r, init)?;
                }
                self.release(mark);
                Ok(())
            }
            BindingPattern::Array(a) => {
                let mark = self.mark();
                let iter = self.temps(3);
                self.at(a.span);
                self.emit(I::GetIterator { dst: iter, src: value });
                let exc = self.temp();
                let env_depth = self.fr().env_depth;
                self.f().controls.push(Control::Iterator { iter, is_async: false });
                let start = self.pc();
                self.open_protected();
                for el in a.elements.iter() {
                    let m = self.mark();
                    let v = self.temp();
                    // As for object patterns: a `var` name resolved at run time is
                    // resolved before the iterator steps (IteratorBindingInitialization,
                    // SingleNameBinding).
                    let dynamic =
                        el.as_ref().and_then(|el| self.dynamic_var_target(&el.pattern, init));
                    let base = dynamic.and_then(|id| self.resolve_ref(id.name, id.span));
                    self.emit(I::IteratorStepValue { dst: v, iter });
                    if let Some(el) = el {
                        self.default_value(v, el.init.as_ref(), &el.pattern)?;
                        match dynamic {
                            Some(id) => self.store_ref(id.name, id.span, base, v),
                            None => self.bind_pattern(&el.pattern, v, init)?,
                        }
                    }
                    self.release(m);
                }
                if let Some(rest) = &a.rest {
                    let v = self.temp();
                    self.at(rest.span);
                    self.emit(I::IteratorRest { dst: v, iter });
                    self.bind_pattern(&rest.argument, v, init)?;
                }
                let end = self.pc();
                self.close_protected()?;
                self.f().controls.pop();
                self.close_after_destructuring(iter, exc, start, end, env_depth);
                self.release(mark);
                Ok(())
            }
        }
    }

    /// The name a `var` pattern element binds when it is resolved at run time (`with`,
    /// sloppy direct eval), where the reference is taken before the value.
    fn dynamic_var_target(
        &self,
        p: &'a BindingPattern<'a>,
        init: bool,
    ) -> Option<&'a BindingIdentifier<'a>> {
        match p {
            BindingPattern::Identifier(id)
                if !init && self.resolves_dynamically(id.name, id.span) =>
            {
                Some(id)
            }
            _ => None,
        }
    }

    /// After array destructuring: close the iterator (normal), with a handler over
    /// `[start, end)` that closes it quietly and rethrows.
    fn close_after_destructuring(
        &mut self,
        iter: Reg,
        exc: Reg,
        start: u32,
        end: u32,
        env_depth: u16,
    ) {
        self.emit(I::IteratorClose { iter });
        let skip = self.label();
        self.jump(skip);
        let handler = self.pc();
        self.emit(I::IteratorCloseQuiet { iter });
        self.emit(I::Throw { src: exc });
        self.f().handlers.push(Handler { start, end, handler, exception: exc, env_depth });
        self.bind(skip);
    }

    /// `v = default` when v is undefined (NamedEvaluation for identifier targets).
    fn default_value(
        &mut self,
        v: Reg,
        init: Option<&Expression<'a>>,
        target: &BindingPattern<'a>,
    ) -> R<()> {
        if let Some(d) = init {
            let skip = self.label();
            self.emit_jump(I::JumpIfNotUndefined { src: v, target: 0 }, skip);
            match target {
                BindingPattern::Identifier(id) if is_anonymous_function(d) => {
                    self.expr_named(d, v, id.name)?
                }
                _ => self.expr(d, v)?,
            }
            self.bind(skip);
        }
        Ok(())
    }

    /// Read property `key` of `obj` into `dst`; returns the key register when
    /// `want_key` (object rest needs the keys).
    fn get_key_of(
        &mut self,
        obj: Reg,
        key: &PropertyKey<'a>,
        dst: Reg,
        want_key: bool,
    ) -> R<Option<Reg>> {
        if !want_key && let Some(name) = Self::static_key_name(key) {
            let n = self.name(&name);
            let ic = self.ic();
            self.at(key.span());
            self.emit(I::GetNamed { dst, obj, name: n, ic });
            return Ok(None);
        }
        let k = self.property_key(key)?;
        self.at(key.span());
        self.emit(I::GetKeyed { dst, obj, key: k });
        Ok(Some(k))
    }

    /// Copy registers into a contiguous run (returns start and count).
    fn contiguous(&mut self, regs: &[Reg]) -> (Reg, u16) {
        let n = regs.len() as u32;
        let start = self.temps(n);
        for (i, &r) in regs.iter().enumerate() {
            self.emit(I::Move { dst: start.offset(i as u16), src: r });
        }
        (start, n as u16)
    }

    /// Assign `value` to an assignment target or pattern (PutValue semantics).
    pub(crate) fn assign_pattern(&mut self, t: &AssignmentTarget<'a>, value: Reg) -> R<()> {
        if self.stack_exhausted() {
            return Err(err("nesting too deep to compile", t.span()));
        }
        match t {
            AssignmentTarget::Identifier(id) => {
                self.store_name(id.name, id.span, value, false);
                Ok(())
            }
            AssignmentTarget::Member(m) => {
                let mark = self.mark();
                let r = self.member_ref(m, false, false)?;
                self.member_put(m, &r, value)?;
                self.release(mark);
                Ok(())
            }
            AssignmentTarget::Call(c) => self.call_target(c),
            AssignmentTarget::Object(o) => {
                let mark = self.mark();
                self.at(o.span);
                self.emit(I::RequireObjectCoercible { src: value });
                let mut keys = if o.rest.is_some() { Some(Vec::new()) } else { None };
                for p in o.properties.iter() {
                    let m = self.mark();
                    match p {
                        AssignmentTargetProperty::Shorthand(s) => {
                            let v = self.temp();
                            let name = s.name.name;
                            if let Some(keys) = keys.as_mut() {
                                let k = self.temp();
                                self.load_string(k, name);
                                keys.push(k);
                                self.emit(I::GetKeyed { dst: v, obj: value, key: k });
                            } else {
                                let n = self.name(name);
                                let ic = self.ic();
                                self.at(s.span);
                                self.emit(I::GetNamed { dst: v, obj: value, name: n, ic });
                            }
                            if let Some(d) = &s.init {
                                let skip = self.label();
                                self.emit_jump(I::JumpIfNotUndefined { src: v, target: 0 }, skip);
                                self.expr_named(d, v, name)?;
                                self.bind(skip);
                            }
                            self.store_name(name, s.name.span, v, false);
                        }
                        AssignmentTargetProperty::Property(p) => {
                            // Key, then the target reference, then GetV, default, PutValue
                            // (sec-runtime-semantics-keyeddestructuringassignmentevaluation).
                            let static_name =
                                if keys.is_none() { Self::static_key_name(&p.key) } else { None };
                            let k = match static_name {
                                Some(_) => None,
                                None => Some(self.property_key(&p.key)?),
                            };
                            let target_ref = match &p.value.target {
                                AssignmentTarget::Member(m) => {
                                    Some((m, self.member_ref(m, false, false)?))
                                }
                                _ => None,
                            };
                            let v = self.temp();
                            self.at(p.key.span());
                            match (k, &static_name) {
                                (Some(k), _) => {
                                    self.emit(I::GetKeyed { dst: v, obj: value, key: k });
                                    if let Some(keys) = keys.as_mut() {
                                        keys.push(k);
                                    }
                                }
                                (None, Some(name)) => {
                                    let n = self.name(name);
                                    let ic = self.ic();
                                    self.emit(I::GetNamed { dst: v, obj: value, name: n, ic });
                                }
                                (None, None) => {}
                            }
                            self.assign_default(&p.value.target, p.value.init.as_ref(), v)?;
                            match target_ref {
                                Some((m, r)) => self.member_put(m, &r, v)?,
                                None => self.assign_pattern(&p.value.target, v)?,
                            }
                        }
                    }
                    if keys.is_none() {
                        self.release(m);
                    }
                }
                if let (Some(rest), Some(keys)) = (&o.rest, keys) {
                    let (excluded, count) = self.contiguous(&keys);
                    let r = self.temp();
                    self.at(rest.span);
                    self.emit(I::ObjectRest { dst: r, src: value, excluded, count });
                    self.assign_pattern(&rest.target, r)?;
                }
                self.release(mark);
                Ok(())
            }
            AssignmentTarget::Array(a) => {
                let mark = self.mark();
                let iter = self.temps(3);
                self.at(a.span);
                self.emit(I::GetIterator { dst: iter, src: value });
                let exc = self.temp();
                let env_depth = self.fr().env_depth;
                self.f().controls.push(Control::Iterator { iter, is_async: false });
                let start = self.pc();
                self.open_protected();
                for el in a.elements.iter() {
                    let m = self.mark();
                    match el {
                        None => {
                            let v = self.temp();
                            self.emit(I::IteratorStepValue { dst: v, iter });
                        }
                        Some(el) => {
                            // The target reference is evaluated before stepping.
                            let target_ref = match &el.target {
                                AssignmentTarget::Member(m) => {
                                    Some((m, self.member_ref(m, false, false)?))
                                }
                                _ => None,
                            };
                            let v = self.temp();
                            self.emit(I::IteratorStepValue { dst: v, iter });
                            self.assign_default(&el.target, el.init.as_ref(), v)?;
                            match target_ref {
                                Some((m, r)) => self.member_put(m, &r, v)?,
                                None => self.assign_pattern(&el.target, v)?,
                            }
                        }
                    }
                    self.release(m);
                }
                if let Some(rest) = &a.rest {
                    let target_ref = match &rest.target {
                        AssignmentTarget::Member(m) => Some((m, self.member_ref(m, false, false)?)),
                        _ => None,
                    };
                    let v = self.temp();
                    self.emit(I::IteratorRest { dst: v, iter });
                    match target_ref {
                        Some((m, r)) => self.member_put(m, &r, v)?,
                        None => self.assign_pattern(&rest.target, v)?,
                    }
                }
                let end = self.pc();
                self.close_protected()?;
                self.f().controls.pop();
                self.close_after_destructuring(iter, exc, start, end, env_depth);
                self.release(mark);
                Ok(())
            }
        }
    }

    fn assign_default(
        &mut self,
        target: &AssignmentTarget<'a>,
        init: Option<&Expression<'a>>,
        v: Reg,
    ) -> R<()> {
        if let Some(d) = init {
            let skip = self.label();
            self.emit_jump(I::JumpIfNotUndefined { src: v, target: 0 }, skip);
            match target {
                AssignmentTarget::Identifier(id) => self.expr_named(d, v, id.name)?,
                _ => self.expr(d, v)?,
            }
            self.bind(skip);
        }
        Ok(())
    }
}
