//! Expressions (ECMA-262 sec-ecmascript-language-expressions).

use std::borrow::Cow;

use cairn_parser::ast::*;

use super::err;
use super::{Compiler, Label, R};
use crate::bytecode::{
    Constant, ErrorKind, ImportCallPhase, Instruction as I, Reg, StringConstant, TemplateSite,
    define_flags,
};
use crate::scope::Resolution;

/// Whether an expression is an anonymous function definition (IsAnonymousFunctionDefinition):
/// NamedEvaluation gives it the binding or property name.
pub(crate) fn is_anonymous_function(e: &Expression<'_>) -> bool {
    match e {
        Expression::Function(f) => f.id.is_none(),
        Expression::Arrow(_) => true,
        Expression::Class(c) => c.id.is_none(),
        // IsFunctionDefinition sees through parentheses (`var f = (function () {})`).
        Expression::Parenthesized(p) => is_anonymous_function(&p.expression),
        _ => false,
    }
}

/// Whether evaluating `e` cannot assign to any register binding, so a register read
/// before it stays valid. Only assignments and updates written in the same function
/// write register bindings (closures capture into environments), so this is a syntactic
/// scan, bounded to keep it linear overall.
pub(crate) fn is_simple(e: &Expression<'_>) -> bool {
    let mut budget = 24u32;
    no_writes(e, &mut budget)
}

fn no_writes(e: &Expression<'_>, budget: &mut u32) -> bool {
    if *budget == 0 {
        return false;
    }
    *budget -= 1;
    match e {
        Expression::Boolean(_)
        | Expression::Null(_)
        | Expression::Number(_)
        | Expression::String(_)
        | Expression::BigInt(_)
        | Expression::RegExp(_)
        | Expression::Identifier(_)
        | Expression::This(_)
        | Expression::Super(_)
        | Expression::MetaProperty(_)
        | Expression::Function(_)
        | Expression::Arrow(_) => true,
        Expression::Member(m) => {
            no_writes(&m.object, budget)
                && match &m.property {
                    MemberProperty::Computed(k) => no_writes(k, budget),
                    MemberProperty::Static(_) | MemberProperty::Private(_) => true,
                }
        }
        Expression::Binary(b) => no_writes(&b.left, budget) && no_writes(&b.right, budget),
        Expression::Logical(b) => no_writes(&b.left, budget) && no_writes(&b.right, budget),
        Expression::Unary(u) => no_writes(&u.argument, budget),
        Expression::Parenthesized(p) => no_writes(&p.expression, budget),
        Expression::Call(c) => {
            no_writes(&c.callee, budget)
                && c.arguments.iter().all(|a| match a {
                    Argument::Expression(x) => no_writes(x, budget),
                    Argument::Spread(s) => no_writes(&s.argument, budget),
                })
        }
        Expression::Template(t) => t.expressions.iter().all(|x| no_writes(x, budget)),
        Expression::Conditional(c) => {
            no_writes(&c.test, budget)
                && no_writes(&c.consequent, budget)
                && no_writes(&c.alternate, budget)
        }
        _ => false,
    }
}

/// The comparison behind a fused compare-and-jump.
#[derive(Clone, Copy)]
enum Cmp {
    Lt,
    Le,
    Gt,
    Ge,
    StrictEq,
    StrictNe,
    Eq,
    Ne,
}

impl<'a> Compiler<'a> {
    /// Compile `e` into a register and return it: a register binding is returned in
    /// place (read-only use), anything else goes to a new temporary.
    pub(crate) fn expr_any(&mut self, e: &Expression<'a>) -> R<Reg> {
        match e {
            Expression::Identifier(id) => {
                if let Some(r) = self.binding_register(id.name, id.span.start) {
                    return Ok(r);
                }
            }
            Expression::Parenthesized(p) => return self.expr_any(&p.expression),
            Expression::This(t) => {
                if let Some(r) = self.binding_register("%this", t.span.start) {
                    return Ok(r);
                }
            }
            _ => {}
        }
        let t = self.temp();
        self.expr(e, t)?;
        Ok(t)
    }

    /// Compile `e` for its effects only.
    pub(crate) fn expr_discard(&mut self, e: &Expression<'a>) -> R<()> {
        let mark = self.mark();
        match e {
            // `x++` as a statement: the old value is not needed.
            Expression::Update(u) if !u.prefix => {
                if let AssignmentTarget::Identifier(id) = &u.argument
                    && let Some(r) = self.binding_register(id.name, id.span.start)
                    && self.is_mutable_binding(id.name, id.span.start)
                {
                    self.at(u.span);
                    self.emit(if u.operator == UpdateOperator::Increment {
                        I::Increment { dst: r, src: r }
                    } else {
                        I::Decrement { dst: r, src: r }
                    });
                    return Ok(());
                }
                self.expr_temp(e)?;
            }
            // `x op= v` as a statement on a register binding: one instruction.
            Expression::Assignment(a)
                if !matches!(
                    a.operator,
                    AssignmentOperator::Assign
                        | AssignmentOperator::LogicalAnd
                        | AssignmentOperator::LogicalOr
                        | AssignmentOperator::LogicalNullish
                ) && is_simple(&a.right)
                    && matches!(&a.left, AssignmentTarget::Identifier(id)
                        if self.binding_register(id.name, id.span.start).is_some()
                            && self.is_mutable_binding(id.name, id.span.start)) =>
            {
                if let AssignmentTarget::Identifier(id) = &a.left
                    && let Some(r) = self.binding_register(id.name, id.span.start)
                {
                    self.binary_with(compound_operator(a.operator), r, r, &a.right, a.span)?;
                }
            }
            Expression::Assignment(a) if a.operator == AssignmentOperator::Assign => {
                if let AssignmentTarget::Identifier(id) = &a.left
                    && let Some(r) = self.direct_target(id.name, id.span.start, &a.right, false)
                {
                    self.expr_named(&a.right, r, target_name(a, id))?;
                } else {
                    self.expr_temp(e)?;
                }
            }
            _ => {
                self.expr_temp(e)?;
            }
        }
        self.release(mark);
        Ok(())
    }

    /// The register of binding `name` when `value` can be compiled straight into it:
    /// a mutable register binding (or, with `init`, one being initialized) and a value
    /// expression whose only write to its destination is its last instruction.
    pub(crate) fn direct_target(
        &self,
        name: &str,
        pos: u32,
        value: &Expression<'a>,
        init: bool,
    ) -> Option<Reg> {
        let single_write = matches!(
            value,
            Expression::Boolean(_)
                | Expression::Null(_)
                | Expression::Number(_)
                | Expression::String(_)
                | Expression::BigInt(_)
                | Expression::Binary(_)
                | Expression::Call(_)
                | Expression::New(_)
                | Expression::Member(_)
                | Expression::Object(_)
                | Expression::Array(_)
                | Expression::Template(_)
                | Expression::Function(_)
                | Expression::Arrow(_)
        );
        if !single_write {
            return None;
        }
        self.binding_target(name, pos, init)
    }

    /// The register of binding `name` when it can be written directly: a register
    /// binding that is mutable and initialized here, or (with `init`) being initialized.
    pub(crate) fn binding_target(&self, name: &str, pos: u32, init: bool) -> Option<Reg> {
        match self.tree.resolve(self.fr().scope, name, pos) {
            Resolution::Binding { scope, index, tdz } => {
                let b = self.tree.binding(scope, index);
                let immutable = matches!(
                    b.kind,
                    crate::bytecode::BindingKind::Const
                        | crate::bytecode::BindingKind::ImmutableName
                );
                if !init && (tdz || immutable) {
                    return None;
                }
                match b.loc {
                    crate::scope::Loc::Reg(r) => Some(r),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// Compile `e` into a new temporary.
    pub(crate) fn expr_temp(&mut self, e: &Expression<'a>) -> R<Reg> {
        let t = self.temp();
        self.expr(e, t)?;
        Ok(t)
    }

    /// Compile `e` with NamedEvaluation (`name` for anonymous functions and classes).
    pub(crate) fn expr_named(&mut self, e: &Expression<'a>, dst: Reg, name: &str) -> R<()> {
        match e {
            Expression::Function(f) if f.id.is_none() => {
                let idx = self.function(f, Some(name))?;
                self.at(f.span);
                self.emit(I::NewClosure { dst, func: idx });
                Ok(())
            }
            Expression::Arrow(a) => {
                let idx = self.arrow(a, name)?;
                self.emit(I::NewClosure { dst, func: idx });
                Ok(())
            }
            Expression::Class(c) if c.id.is_none() => self.class(c, dst, Some(name)),
            Expression::Parenthesized(p) if is_anonymous_function(&p.expression) => {
                self.expr_named(&p.expression, dst, name)
            }
            _ => self.expr(e, dst),
        }
    }

    /// Compile `e` into `dst`.
    pub(crate) fn expr(&mut self, e: &Expression<'a>, dst: Reg) -> R<()> {
        if self.stack_exhausted() {
            return Err(err("nesting too deep to compile", e.span()));
        }
        match e {
            Expression::Boolean(b) => {
                self.emit(if b.value { I::LoadTrue { dst } } else { I::LoadFalse { dst } });
            }
            Expression::Null(_) => {
                self.emit(I::LoadNull { dst });
            }
            Expression::Number(n) => self.load_number(dst, n.value),
            Expression::BigInt(b) => {
                let c = self.constant(Constant::BigInt { radix: b.radix, digits: b.digits.into() });
                self.emit(I::LoadConst { dst, constant: c });
            }
            Expression::String(s) => self.load_js_string(dst, &s.value),
            Expression::RegExp(r) => {
                let c = self.constant(Constant::RegExp {
                    pattern: r.pattern.into(),
                    flags: r.flags.into(),
                });
                self.at(r.span);
                self.emit(I::NewRegExp { dst, constant: c });
            }
            Expression::Template(t) => self.template(t, dst)?,
            Expression::Identifier(id) => {
                if id.name == "undefined"
                    && matches!(
                        self.tree.resolve(self.fr().scope, "undefined", id.span.start),
                        Resolution::Global
                    )
                {
                    // The global `undefined` is non-writable and non-configurable.
                    self.emit(I::LoadUndefined { dst });
                } else {
                    self.load_name(id.name, id.span, dst);
                }
            }
            Expression::This(t) => self.this(t.span, dst),
            Expression::Super(s) => {
                return Err(err("bare `super`", s.span));
            }
            Expression::Array(a) => self.array(a, dst)?,
            Expression::Object(o) => self.object(o, dst)?,
            Expression::Function(f) => {
                let idx = self.function(f, None)?;
                self.at(f.span);
                self.emit(I::NewClosure { dst, func: idx });
            }
            Expression::Arrow(a) => {
                let idx = self.arrow(a, "")?;
                self.emit(I::NewClosure { dst, func: idx });
            }
            Expression::Class(c) => self.class(c, dst, None)?,
            Expression::TaggedTemplate(t) => self.tagged_template(t, dst)?,
            Expression::Member(m) => self.member(m, dst)?,
            Expression::Call(c) => self.call(c, dst)?,
            Expression::New(n) => self.new_expr(n, dst)?,
            Expression::MetaProperty(m) => match m.kind {
                MetaPropertyKind::NewTarget => {
                    if !self.load_internal("%newtarget", m.span.start, dst) {
                        self.emit(I::LoadUndefined { dst });
                    }
                }
                MetaPropertyKind::ImportMeta => {
                    self.emit(I::LoadImportMeta { dst });
                }
            },
            Expression::Import(i) => {
                let mark = self.mark();
                let spec = self.expr_temp(&i.source)?;
                let options = self.temp();
                match &i.options {
                    Some(o) => self.expr(o, options)?,
                    None => {
                        self.emit(I::LoadUndefined { dst: options });
                    }
                }
                let phase = match i.phase {
                    ImportPhase::Evaluation => ImportCallPhase::Evaluation,
                    ImportPhase::Source => ImportCallPhase::Source,
                    ImportPhase::Defer => ImportCallPhase::Defer,
                };
                self.at(i.span);
                self.emit(I::ImportCall { dst, specifier: spec, options, phase });
                self.release(mark);
            }
            Expression::OptionalChain(o) => {
                let exit = self.label();
                let saved = self.optional_exit.replace(exit);
                let r = self.expr(&o.expression, dst);
                self.optional_exit = saved;
                r?;
                let end = self.label();
                self.jump(end);
                self.bind(exit);
                self.emit(I::LoadUndefined { dst });
                self.bind(end);
            }
            Expression::Update(u) => self.update(u, dst)?,
            Expression::Unary(u) => self.unary(u, dst)?,
            Expression::Binary(b) => self.binary(b, dst)?,
            Expression::Logical(l) => {
                self.expr(&l.left, dst)?;
                let end = self.label();
                let ins = match l.operator {
                    LogicalOperator::And => I::JumpIfFalse { cond: dst, target: 0 },
                    LogicalOperator::Or => I::JumpIfTrue { cond: dst, target: 0 },
                    LogicalOperator::Coalesce => I::JumpIfNotNullish { src: dst, target: 0 },
                };
                self.emit_jump(ins, end);
                self.expr(&l.right, dst)?;
                self.bind(end);
            }
            Expression::PrivateIn(p) => {
                let mark = self.mark();
                let key = self.private_name(&p.left)?;
                let obj = self.expr_any(&p.right)?;
                self.at(p.span);
                self.emit(I::HasPrivate { dst, obj, key });
                self.release(mark);
            }
            Expression::Conditional(c) => {
                let else_ = self.label();
                let end = self.label();
                self.jump_if_false(&c.test, else_)?;
                self.expr(&c.consequent, dst)?;
                self.jump(end);
                self.bind(else_);
                self.expr(&c.alternate, dst)?;
                self.bind(end);
            }
            Expression::Assignment(a) => self.assignment(a, dst)?,
            Expression::Sequence(s) => {
                let n = s.expressions.len();
                for (i, x) in s.expressions.iter().enumerate() {
                    if i + 1 == n {
                        self.expr(x, dst)?;
                    } else {
                        let mark = self.mark();
                        self.expr_temp(x)?;
                        self.release(mark);
                    }
                }
            }
            Expression::Yield(y) => self.yield_expr(y, dst)?,
            Expression::Await(a) => {
                self.expr(&a.argument, dst)?;
                self.at(a.span);
                self.emit(I::Await { dst, value: dst });
            }
            Expression::Parenthesized(p) => self.expr(&p.expression, dst)?,
        }
        Ok(())
    }

    /// Load a string value.
    pub(crate) fn load_js_string(&mut self, dst: Reg, s: &JsStr<'_>) {
        match s {
            JsStr::Str(s) => self.load_string(dst, s),
            JsStr::Utf16(u) => {
                let c = self.constant(Constant::Utf16((*u).into()));
                self.emit(I::LoadConst { dst, constant: c });
            }
        }
    }

    /// `this`.
    pub(crate) fn this(&mut self, span: Span, dst: Reg) {
        if !self.load_internal("%this", span.start, dst) {
            self.emit(I::LoadGlobalThis { dst });
        }
    }

    /// The private name value of `#x` in scope.
    pub(crate) fn private_name(&mut self, p: &PrivateIdentifier<'a>) -> R<Reg> {
        let name = format!("#{}", p.name);
        let t = self.temp();
        let scope = self.fr().scope;
        match self.tree.resolve(scope, &name, p.span.start) {
            Resolution::Binding { .. } => self.load_name(&name, p.span, t),
            Resolution::Dynamic | Resolution::Global => {
                let n = self.name(&name);
                self.emit(I::GetName { dst: t, name: n });
            }
        }
        Ok(t)
    }

    // ------------------------------------------------------------------ templates

    fn template(&mut self, t: &TemplateLiteral<'a>, dst: Reg) -> R<()> {
        let first = t.quasis.first().and_then(|q| q.cooked);
        if t.expressions.is_empty() {
            match first {
                Some(s) => self.load_js_string(dst, &s),
                None => self.load_string(dst, ""),
            }
            return Ok(());
        }
        let mark = self.mark();
        // An accumulator: dst may be a binding the substitutions read.
        let acc = self.temp();
        match first {
            Some(s) => self.load_js_string(acc, &s),
            None => self.load_string(acc, ""),
        }
        for (i, e) in t.expressions.iter().enumerate() {
            let v = self.temp();
            let src = self.expr_any(e)?;
            self.at(e.span());
            self.emit(I::ToString { dst: v, src });
            self.emit(I::Add { dst: acc, lhs: acc, rhs: v });
            if let Some(q) = t.quasis.get(i + 1)
                && let Some(c) = q.cooked
            {
                let empty = matches!(c, JsStr::Str(""));
                if !empty {
                    self.load_js_string(v, &c);
                    self.emit(I::Add { dst: acc, lhs: acc, rhs: v });
                }
            }
            self.release(v.0 as u32);
        }
        self.emit(I::Move { dst, src: acc });
        self.release(mark);
        Ok(())
    }

    fn tagged_template(&mut self, t: &TaggedTemplate<'a>, dst: Reg) -> R<()> {
        let mark = self.mark();
        let (callee, this) = self.callee_and_this(&t.tag)?;
        let id = self.template_sites;
        self.template_sites += 1;
        let site = TemplateSite {
            id,
            cooked: t.quasi.quasis.iter().map(|q| q.cooked.map(StringConstant::from)).collect(),
            raw: t.quasi.quasis.iter().map(|q| q.raw.into()).collect(),
        };
        let c = self.constant(Constant::TemplateSite(site));
        let n = t.quasi.expressions.len() as u32 + 1;
        let args = self.temps(n);
        self.emit(I::GetTemplateObject { dst: args, constant: c });
        for (i, e) in t.quasi.expressions.iter().enumerate() {
            self.expr(e, args.offset(i as u16 + 1))?;
        }
        self.at(t.span);
        self.emit(I::Call { dst, callee, this, args, argc: n as u16 });
        self.release(mark);
        Ok(())
    }

    // ------------------------------------------------------------------ literals

    fn array(&mut self, a: &ArrayExpression<'a>, dst: Reg) -> R<()> {
        let plain = a.elements.iter().all(|e| matches!(e, ArrayElement::Expression(_)));
        if plain && a.elements.len() <= 64 {
            let mark = self.mark();
            let n = a.elements.len() as u32;
            let start = self.temps(n);
            for (i, e) in a.elements.iter().enumerate() {
                if let ArrayElement::Expression(e) = e {
                    self.expr(e, start.offset(i as u16))?;
                }
            }
            self.emit(I::NewArrayFrom { dst, start, count: n as u16 });
            self.release(mark);
            return Ok(());
        }
        let mark = self.mark();
        let arr = self.temp();
        let cap = a.elements.len().min(u16::MAX as usize) as u16;
        self.emit(I::NewArray { dst: arr, capacity: cap });
        for e in a.elements.iter() {
            match e {
                ArrayElement::Hole(_) => {
                    self.emit(I::ArrayPushHole { array: arr });
                }
                ArrayElement::Spread(s) => {
                    let v = self.expr_any(&s.argument)?;
                    self.at(s.span);
                    self.note_callee(s.argument.span());
                    self.emit(I::ArraySpread { array: arr, src: v });
                }
                ArrayElement::Expression(e) => {
                    let m = self.mark();
                    let v = self.expr_any(e)?;
                    self.emit(I::ArrayPush { array: arr, value: v });
                    self.release(m);
                }
            }
        }
        self.emit(I::Move { dst, src: arr });
        self.release(mark);
        Ok(())
    }

    /// A property key as a register holding a property key (ToPropertyKey applied).
    pub(crate) fn property_key(&mut self, k: &PropertyKey<'a>) -> R<Reg> {
        let t = self.temp();
        match k {
            PropertyKey::Identifier(id) => self.load_string(t, id.name),
            PropertyKey::String(s) => self.load_js_string(t, &s.value),
            PropertyKey::Number(n) => {
                self.load_number(t, n.value);
                self.emit(I::ToPropertyKey { dst: t, src: t });
            }
            PropertyKey::BigInt(b) => {
                let c = self.constant(Constant::BigInt { radix: b.radix, digits: b.digits.into() });
                self.emit(I::LoadConst { dst: t, constant: c });
                self.emit(I::ToPropertyKey { dst: t, src: t });
            }
            PropertyKey::Computed(e) => {
                self.expr(e, t)?;
                self.at(e.span());
                self.emit(I::ToPropertyKey { dst: t, src: t });
            }
            PropertyKey::Private(p) => {
                self.release(t.0 as u32);
                return self.private_name(p);
            }
        }
        Ok(t)
    }

    /// A static key's name when it is known at compile time (identifier, string,
    /// integer number).
    pub(crate) fn static_key_name<'k>(k: &'k PropertyKey<'_>) -> Option<Cow<'k, str>> {
        match k {
            PropertyKey::Identifier(id) => Some(Cow::Borrowed(id.name)),
            PropertyKey::String(s) => s.value.as_str().map(Cow::Borrowed),
            PropertyKey::Number(n) => {
                let v = n.value;
                if v.fract() == 0.0 && v.abs() < 1e15 && !(v == 0.0 && v.is_sign_negative()) {
                    Some(Cow::Owned(format!("{}", v as i64)))
                } else {
                    None
                }
            }
            _ => None,
        }
    }

    fn object(&mut self, o: &ObjectExpression<'a>, dst: Reg) -> R<()> {
        let mark = self.mark();
        let obj = self.temp();
        self.at(o.span);
        self.emit(I::NewObject { dst: obj });
        for p in o.properties.iter() {
            let m = self.mark();
            match p {
                ObjectProperty::Spread(s) => {
                    let v = self.expr_any(&s.argument)?;
                    self.at(s.span);
                    self.emit(I::CopyDataProperties { dst: obj, src: v });
                }
                ObjectProperty::Property(p) => self.object_property(obj, p)?,
            }
            self.release(m);
        }
        self.emit(I::Move { dst, src: obj });
        self.release(mark);
        Ok(())
    }

    fn object_property(&mut self, obj: Reg, p: &Property<'a>) -> R<()> {
        let static_name = Self::static_key_name(&p.key);
        let is_proto = !p.shorthand
            && !p.method
            && p.kind == PropertyKind::Init
            && matches!(&p.key, PropertyKey::Identifier(_) | PropertyKey::String(_))
            && static_name.as_deref() == Some("__proto__");
        if is_proto {
            let v = self.expr_any(&p.value)?;
            self.emit(I::SetPrototypeOfLiteral { obj, value: v });
            return Ok(());
        }
        if p.kind == PropertyKind::Init && !p.method {
            if let Some(name) = &static_name {
                let v = self.temp();
                self.expr_named(&p.value, v, name)?;
                let n = self.name(name);
                let ic = self.ic();
                self.at(p.span);
                self.emit(I::DefineNamed { obj, value: v, name: n, ic });
                return Ok(());
            }
            let key = self.property_key(&p.key)?;
            let v = self.temp();
            let mut flags = define_flags::ENUMERABLE;
            if is_anonymous_function(&p.value) {
                self.expr_named(&p.value, v, "")?;
                flags |= define_flags::SET_NAME;
            } else {
                self.expr(&p.value, v)?;
            }
            self.at(p.span);
            self.emit(I::DefineProperty { obj, key, value: v, flags });
            return Ok(());
        }
        // Methods and accessors.
        let Expression::Function(f) = &p.value else {
            return Err(err("method without a function", p.span));
        };
        let key = self.property_key(&p.key)?;
        let prefix = match p.kind {
            PropertyKind::Get => "get ",
            PropertyKind::Set => "set ",
            PropertyKind::Init => "",
        };
        let fname = static_name.as_deref().map(|n| format!("{prefix}{n}"));
        let idx = self.function(f, Some(fname.as_deref().unwrap_or("")))?;
        self.set_source_span(idx, p.span);
        let v = self.temp();
        self.emit(I::NewClosure { dst: v, func: idx });
        let mut flags = define_flags::ENUMERABLE | define_flags::HOME_OBJECT;
        if static_name.is_none() {
            flags |= define_flags::SET_NAME;
        }
        flags |= match p.kind {
            PropertyKind::Get => define_flags::GETTER,
            PropertyKind::Set => define_flags::SETTER,
            PropertyKind::Init => 0,
        };
        self.at(p.span);
        self.emit(I::DefineProperty { obj, key, value: v, flags });
        Ok(())
    }

    // ------------------------------------------------------------------ members and calls

    /// Jump to the optional chain's exit when `r` is nullish.
    fn optional_check(&mut self, r: Reg) -> R<()> {
        match self.optional_exit {
            Some(l) => {
                self.emit_jump(I::JumpIfNullish { src: r, target: 0 }, l);
                Ok(())
            }
            None => Err(err("`?.` outside an optional chain", Span::new(0, 0))),
        }
    }

    fn member(&mut self, m: &MemberExpression<'a>, dst: Reg) -> R<()> {
        if let Expression::Super(s) = &m.object {
            return self.super_member(m, s.span, dst);
        }
        let mark = self.mark();
        let obj = self.expr_any(&m.object)?;
        if m.optional {
            self.optional_check(obj)?;
        }
        self.member_get(m, obj, dst)?;
        self.release(mark);
        Ok(())
    }

    /// Read property `m.property` of `obj` into dst.
    fn member_get(&mut self, m: &MemberExpression<'a>, obj: Reg, dst: Reg) -> R<()> {
        match &m.property {
            MemberProperty::Static(id) => {
                let n = self.name(id.name);
                let ic = self.ic();
                self.at(member_pos(m));
                self.emit(I::GetNamed { dst, obj, name: n, ic });
            }
            MemberProperty::Computed(e) => {
                let key = if is_simple(e) || matches!(e, Expression::Identifier(_)) {
                    self.expr_any(e)?
                } else {
                    self.expr_temp(e)?
                };
                self.at(member_pos(m));
                self.emit(I::GetKeyed { dst, obj, key });
            }
            MemberProperty::Private(p) => {
                let key = self.private_name(p)?;
                self.at(member_pos(m));
                self.emit(I::GetPrivate { dst, obj, key });
            }
        }
        Ok(())
    }

    fn super_member(&mut self, m: &MemberExpression<'a>, span: Span, dst: Reg) -> R<()> {
        let mark = self.mark();
        let base = self.temp();
        let this = self.temp();
        self.load_internal("%home", span.start, base);
        self.this(span, this);
        // sec-super-keyword-runtime-semantics-evaluation: this, then the key expression,
        // then GetSuperBase (MakeSuperPropertyReference); GetSuperKeyed checks the base
        // before it converts the key.
        match &m.property {
            MemberProperty::Static(id) => {
                let n = self.name(id.name);
                self.emit(I::GetSuperBase { dst: base, home: base });
                self.at(member_pos(m));
                self.emit(I::GetSuperNamed { dst, base, this, name: n });
            }
            MemberProperty::Computed(e) => {
                let key = self.expr_temp(e)?;
                self.emit(I::GetSuperBase { dst: base, home: base });
                self.at(member_pos(m));
                self.emit(I::GetSuperKeyed { dst, base, this, key });
            }
            MemberProperty::Private(p) => {
                return Err(err("`super.#x`", p.span));
            }
        }
        self.release(mark);
        Ok(())
    }

    /// Evaluate a callee: the function and the this value, in fresh registers.
    pub(crate) fn callee_and_this(&mut self, callee: &Expression<'a>) -> R<(Reg, Reg)> {
        let func = self.temp();
        // `(a?.b)()`: the parentheses keep the chain's reference, so the call gets `a`
        // as its this value (sec-optional-chaining-chain-evaluation); a short-circuited
        // chain leaves undefined to call, which throws.
        if let Expression::Parenthesized(p) = callee
            && let Expression::OptionalChain(o) = strip_parens(&p.expression)
            && let Expression::Member(m) = &o.expression
            && !matches!(m.object, Expression::Super(_))
        {
            let this = self.temp();
            let exit = self.label();
            let saved = self.optional_exit.replace(exit);
            let r = self.optional_member_callee(m, this, func);
            self.optional_exit = saved;
            r?;
            let end = self.label();
            self.jump(end);
            self.bind(exit);
            self.emit(I::LoadUndefined { dst: func });
            self.bind(end);
            return Ok((func, this));
        }
        match callee {
            Expression::Member(m) => {
                let this = self.temp();
                if let Expression::Super(s) = &m.object {
                    self.super_member(m, s.span, func)?;
                    self.this(s.span, this);
                } else {
                    self.expr(&m.object, this)?;
                    if m.optional {
                        self.optional_check(this)?;
                    }
                    self.member_get(m, this, func)?;
                }
                Ok((func, this))
            }
            // `(o.m)()` and `(f)()` keep the reference (and so the this value).
            Expression::Parenthesized(p)
                if matches!(
                    strip_parens(&p.expression),
                    Expression::Member(_) | Expression::Identifier(_)
                ) =>
            {
                self.release(func.0 as u32);
                self.callee_and_this(strip_parens(&p.expression))
            }
            Expression::Identifier(id)
                if matches!(
                    self.tree.resolve(self.fr().scope, id.name, id.span.start),
                    Resolution::Dynamic
                ) =>
            {
                let this = self.temp();
                let n = self.name(id.name);
                self.at(id.span);
                self.emit(I::GetNameForCall { dst: func, this, name: n });
                Ok((func, this))
            }
            _ => {
                self.expr(callee, func)?;
                match self.fr().undefined {
                    Some(u) => Ok((func, u)),
                    None => {
                        let this = self.temp();
                        self.emit(I::LoadUndefined { dst: this });
                        Ok((func, this))
                    }
                }
            }
        }
    }

    /// The last link `o.m` of a parenthesized optional chain used as a callee: `o` into
    /// `this`, the method into `func` (an optional link jumps to the chain's exit).
    fn optional_member_callee(&mut self, m: &MemberExpression<'a>, this: Reg, func: Reg) -> R<()> {
        self.expr(&m.object, this)?;
        if m.optional {
            self.optional_check(this)?;
        }
        self.member_get(m, this, func)
    }

    /// `o.m(args)` where `o` is a register binding that the arguments cannot reassign:
    /// the binding's register serves as `this` directly (no copy).
    fn method_on_register(
        &mut self,
        callee: &Expression<'a>,
        args: &[Argument<'a>],
    ) -> R<Option<(Reg, Reg)>> {
        let Expression::Member(m) = callee else { return Ok(None) };
        let Expression::Identifier(id) = &m.object else { return Ok(None) };
        if m.optional || matches!(m.property, MemberProperty::Computed(_)) {
            return Ok(None);
        }
        let Some(obj) = self.binding_register(id.name, id.span.start) else { return Ok(None) };
        let simple_args = args.iter().all(|a| match a {
            Argument::Expression(e) => is_simple(e),
            Argument::Spread(s) => is_simple(&s.argument),
        });
        if !simple_args {
            return Ok(None);
        }
        let func = self.temp();
        self.member_get(m, obj, func)?;
        Ok(Some((func, obj)))
    }

    /// Arguments into consecutive registers, or an array when any is spread.
    fn arguments(&mut self, args: &[Argument<'a>]) -> R<(Reg, u16, bool)> {
        if args.iter().any(|a| matches!(a, Argument::Spread(_))) {
            let arr = self.temp();
            self.emit(I::NewArray { dst: arr, capacity: args.len().min(u16::MAX as usize) as u16 });
            for a in args {
                let m = self.mark();
                match a {
                    Argument::Spread(s) => {
                        let v = self.expr_any(&s.argument)?;
                        self.at(s.span);
                        // The span keeps its `...`: the VM words the error of a spread
                        // argument as V8 does.
                        self.note_callee(s.span);
                        self.emit(I::ArraySpread { array: arr, src: v });
                    }
                    Argument::Expression(e) => {
                        let v = self.expr_any(e)?;
                        self.emit(I::ArrayPush { array: arr, value: v });
                    }
                }
                self.release(m);
            }
            return Ok((arr, 0, true));
        }
        if args.len() > u16::MAX as usize / 2 {
            return Err(err("too many arguments", Span::new(0, 0)));
        }
        let n = args.len() as u32;
        let start = self.temps(n);
        for (i, a) in args.iter().enumerate() {
            if let Argument::Expression(e) = a {
                self.expr(e, start.offset(i as u16))?;
            }
        }
        Ok((start, n as u16, false))
    }

    fn call(&mut self, c: &CallExpression<'a>, dst: Reg) -> R<()> {
        if let Expression::Super(s) = &c.callee {
            return self.super_call(c, s.span, dst);
        }
        let mark = self.mark();
        let (func, this) = match self.method_on_register(&c.callee, &c.arguments)? {
            Some(pair) => pair,
            None => self.callee_and_this(&c.callee)?,
        };
        if c.optional {
            self.optional_check(func)?;
        }
        let (args, argc, spread) = self.arguments(&c.arguments)?;
        // A direct eval: the callee is the identifier `eval` (parentheses allowed, the
        // reference survives them), not an optional call (sec-function-calls).
        let is_eval = !c.optional
            && matches!(strip_parens(&c.callee), Expression::Identifier(id) if id.name == "eval");
        self.at(match strip_parens(&c.callee) {
            Expression::Member(m) => member_pos(m),
            _ => c.span,
        });
        self.note_callee(c.callee.span());
        self.emit(match (is_eval, spread) {
            (false, false) => I::Call { dst, callee: func, this, args, argc },
            (false, true) => I::CallSpread { dst, callee: func, this, array: args },
            (true, false) => I::CallEval { dst, callee: func, this, args, argc },
            (true, true) => I::CallEvalSpread { dst, callee: func, this, array: args },
        });
        self.release(mark);
        Ok(())
    }

    fn super_call(&mut self, c: &CallExpression<'a>, span: Span, dst: Reg) -> R<()> {
        let mark = self.mark();
        let func = self.temp();
        let nt = self.temp();
        self.load_internal("%callee", span.start, func);
        // sec-super-keyword-runtime-semantics-evaluation: GetSuperConstructor (the active
        // function's [[GetPrototypeOf]]()) comes before the arguments are evaluated;
        // whether it is a constructor is checked after them, by SuperCall.
        self.emit(I::GetSuperBase { dst: func, home: func });
        self.load_internal("%newtarget", span.start, nt);
        let (args, argc, spread) = self.arguments(&c.arguments)?;
        let result = self.temp();
        self.at(c.span);
        if spread {
            self.emit(I::SuperCallSpread { dst: result, func, new_target: nt, array: args });
        } else {
            self.emit(I::SuperCall { dst: result, func, new_target: nt, args, argc });
        }
        // BindThisValue: throws when `this` is already bound.
        let cur = self.temp();
        self.load_internal_raw("%this", cur);
        let n = self.name("this");
        self.emit(I::ThrowIfNotHole { src: cur, name: n });
        self.store_internal("%this", span, result);
        // InitializeInstanceElements(result, F).
        self.field_init_call(span, result)?;
        self.emit(I::Move { dst, src: result });
        self.release(mark);
        Ok(())
    }

    /// Call the class's instance field initializer (if any) with `this_reg`.
    pub(crate) fn field_init_call(&mut self, span: Span, this_reg: Reg) -> R<()> {
        let scope = self.fr().scope;
        // Only the initializer of this constructor's own class: a class without
        // instance fields has none, and must not find an enclosing class's.
        if let Resolution::Binding { scope: found, .. } =
            self.tree.resolve(scope, "%fieldinit", span.start)
            && Some(found) == self.tree.nearest_class(scope)
        {
            let mark = self.mark();
            let init = self.temp();
            self.load_name("%fieldinit", span, init);
            let skip = self.label();
            self.emit_jump(I::JumpIfUndefined { src: init, target: 0 }, skip);
            self.emit(I::Call { dst: init, callee: init, this: this_reg, args: init, argc: 0 });
            self.bind(skip);
            self.release(mark);
        }
        Ok(())
    }

    /// Read an internal binding without a TDZ check.
    pub(crate) fn load_internal_raw(&mut self, name: &str, dst: Reg) {
        let scope = self.fr().scope;
        if let Resolution::Binding { scope: s, index, .. } = self.tree.resolve(scope, name, 0) {
            match self.tree.binding(s, index).loc {
                crate::scope::Loc::Reg(r) => {
                    self.emit(I::Move { dst, src: r });
                }
                crate::scope::Loc::Slot(slot) => {
                    let depth = self.env_distance(s);
                    self.emit(I::GetEnv { dst, depth, slot });
                }
                _ => {
                    self.emit(I::LoadUndefined { dst });
                }
            }
        } else {
            // By name (direct eval code): the typeof form of an internal name reads the
            // binding as it is, the hole included (the VM's contract for `%` names).
            let n = self.name(name);
            self.emit(I::GetNameForTypeof { dst, name: n });
        }
    }

    /// Store into an internal binding (initialization, no checks).
    pub(crate) fn store_internal(&mut self, name: &str, span: Span, src: Reg) {
        let scope = self.fr().scope;
        if let Resolution::Binding { scope: s, index, .. } =
            self.tree.resolve(scope, name, span.start)
        {
            self.store_in_scope(s, index, src);
        } else {
            let n = self.name(name);
            self.emit(I::InitName { src, name: n });
        }
    }

    fn new_expr(&mut self, n: &NewExpression<'a>, dst: Reg) -> R<()> {
        let mark = self.mark();
        let callee = self.expr_temp(&n.callee)?;
        let (args, argc, spread) = self.arguments(&n.arguments)?;
        self.at(n.span);
        self.note_callee(n.callee.span());
        if spread {
            self.emit(I::NewSpread { dst, callee, array: args });
        } else {
            self.emit(I::New { dst, callee, args, argc });
        }
        self.release(mark);
        Ok(())
    }

    // ------------------------------------------------------------------ operators

    fn unary(&mut self, u: &UnaryExpression<'a>, dst: Reg) -> R<()> {
        match u.operator {
            UnaryOperator::Typeof => {
                if let Expression::Identifier(id) = strip_parens(&u.argument) {
                    let scope = self.fr().scope;
                    match self.tree.resolve(scope, id.name, id.span.start) {
                        Resolution::Global => {
                            let n = self.name(id.name);
                            let ic = self.ic();
                            self.at(id.span);
                            self.emit(I::GetGlobalForTypeof { dst, name: n, ic });
                        }
                        Resolution::Dynamic => {
                            let n = self.name(id.name);
                            self.at(id.span);
                            self.emit(I::GetNameForTypeof { dst, name: n });
                        }
                        Resolution::Binding { .. } => self.load_name(id.name, id.span, dst),
                    }
                    self.emit(I::TypeOf { dst, src: dst });
                    return Ok(());
                }
                let src = self.expr_any(&u.argument)?;
                self.emit(I::TypeOf { dst, src });
            }
            UnaryOperator::Delete => self.delete(u, dst)?,
            UnaryOperator::Void => {
                let mark = self.mark();
                self.expr_temp(&u.argument)?;
                self.release(mark);
                self.emit(I::LoadUndefined { dst });
            }
            UnaryOperator::Not => {
                let mark = self.mark();
                let src = self.expr_any(&u.argument)?;
                self.emit(I::Not { dst, src });
                self.release(mark);
            }
            UnaryOperator::Minus => {
                if let Expression::Number(n) = &u.argument {
                    self.load_number(dst, -n.value);
                    return Ok(());
                }
                let mark = self.mark();
                let src = self.expr_any(&u.argument)?;
                self.at(u.span);
                self.emit(I::Negate { dst, src });
                self.release(mark);
            }
            UnaryOperator::Plus => {
                let mark = self.mark();
                let src = self.expr_any(&u.argument)?;
                self.at(u.span);
                self.emit(I::ToNumber { dst, src });
                self.release(mark);
            }
            UnaryOperator::BitNot => {
                let mark = self.mark();
                let src = self.expr_any(&u.argument)?;
                self.at(u.span);
                self.emit(I::BitNot { dst, src });
                self.release(mark);
            }
        }
        Ok(())
    }

    fn delete(&mut self, u: &UnaryExpression<'a>, dst: Reg) -> R<()> {
        let mark = self.mark();
        match strip_parens(&u.argument) {
            Expression::Member(m) => {
                if let Expression::Super(s) = &m.object {
                    // sec-delete-operator-runtime-semantics-evaluation: the reference is
                    // evaluated (this checked), then ReferenceError.
                    let t = self.temp();
                    self.this(s.span, t);
                    if let MemberProperty::Computed(e) = &m.property {
                        self.expr_temp(e)?;
                    }
                    let msg = self.name("Unsupported reference to 'super'");
                    self.at(u.span);
                    self.emit(I::ThrowError { kind: ErrorKind::ReferenceError, message: msg });
                    self.emit(I::LoadTrue { dst });
                } else {
                    let obj = self.expr_any(&m.object)?;
                    self.delete_member(m, obj, dst, u.span)?;
                }
            }
            Expression::OptionalChain(o) => {
                let exit = self.label();
                let saved = self.optional_exit.replace(exit);
                let r = match &o.expression {
                    Expression::Member(m) => {
                        let obj = self.expr_any(&m.object);
                        match obj {
                            Ok(obj) => {
                                let r = if m.optional { self.optional_check(obj) } else { Ok(()) };
                                r.and_then(|_| self.delete_member(m, obj, dst, u.span))
                            }
                            Err(e) => Err(e),
                        }
                    }
                    other => self.expr_temp(other).map(|_| {
                        self.emit(I::LoadTrue { dst });
                    }),
                };
                self.optional_exit = saved;
                r?;
                let end = self.label();
                self.jump(end);
                self.bind(exit);
                self.emit(I::LoadTrue { dst });
                self.bind(end);
            }
            Expression::Identifier(id) => {
                let scope = self.fr().scope;
                match self.tree.resolve(scope, id.name, id.span.start) {
                    Resolution::Binding { .. } => {
                        self.emit(I::LoadFalse { dst });
                    }
                    Resolution::Global | Resolution::Dynamic => {
                        let n = self.name(id.name);
                        self.at(u.span);
                        self.emit(I::DeleteName { dst, name: n });
                    }
                }
            }
            other => {
                self.expr_temp(other)?;
                self.emit(I::LoadTrue { dst });
            }
        }
        self.release(mark);
        Ok(())
    }

    fn delete_member(&mut self, m: &MemberExpression<'a>, obj: Reg, dst: Reg, span: Span) -> R<()> {
        match &m.property {
            MemberProperty::Static(id) => {
                let n = self.name(id.name);
                self.at(span);
                self.emit(I::DeleteNamed { dst, obj, name: n });
            }
            MemberProperty::Computed(e) => {
                let key = self.expr_any(e)?;
                self.at(span);
                self.emit(I::DeleteKeyed { dst, obj, key });
            }
            MemberProperty::Private(p) => {
                return Err(err("delete of a private name", p.span));
            }
        }
        Ok(())
    }

    fn binary(&mut self, b: &BinaryExpression<'a>, dst: Reg) -> R<()> {
        let mark = self.mark();
        let lhs =
            if is_simple(&b.right) { self.expr_any(&b.left)? } else { self.expr_temp(&b.left)? };
        self.binary_with(b.operator, dst, lhs, &b.right, b.span)?;
        self.release(mark);
        Ok(())
    }

    /// dst = lhs `op` the value of `right` (whose evaluation has no effect on `lhs`).
    /// An int32 literal on the right of an arithmetic, bitwise or shift operator
    /// becomes the immediate of its `*Int` form.
    fn binary_with(
        &mut self,
        op: BinaryOperator,
        dst: Reg,
        lhs: Reg,
        right: &Expression<'a>,
        span: Span,
    ) -> R<()> {
        if let Some(value) = int_literal(right) {
            match op {
                BinaryOperator::Addition => {
                    self.at(span);
                    self.emit(I::AddInt { dst, lhs, value });
                    return Ok(());
                }
                BinaryOperator::Subtraction => {
                    self.at(span);
                    self.emit(I::SubInt { dst, lhs, value });
                    return Ok(());
                }
                BinaryOperator::Multiplication => {
                    self.at(span);
                    self.emit(I::MulInt { dst, lhs, value });
                    return Ok(());
                }
                BinaryOperator::Remainder => {
                    self.at(span);
                    self.emit(I::RemInt { dst, lhs, value });
                    return Ok(());
                }
                BinaryOperator::BitwiseAnd => {
                    self.at(span);
                    self.emit(I::BitAndInt { dst, lhs, value });
                    return Ok(());
                }
                BinaryOperator::BitwiseOr => {
                    self.at(span);
                    self.emit(I::BitOrInt { dst, lhs, value });
                    return Ok(());
                }
                BinaryOperator::BitwiseXor => {
                    self.at(span);
                    self.emit(I::BitXorInt { dst, lhs, value });
                    return Ok(());
                }
                BinaryOperator::ShiftLeft => {
                    self.at(span);
                    self.emit(I::ShlInt { dst, lhs, value });
                    return Ok(());
                }
                BinaryOperator::ShiftRight => {
                    self.at(span);
                    self.emit(I::ShrInt { dst, lhs, value });
                    return Ok(());
                }
                BinaryOperator::ShiftRightZeroFill => {
                    self.at(span);
                    self.emit(I::UShrInt { dst, lhs, value });
                    return Ok(());
                }
                _ => {}
            }
        }
        let rhs = self.expr_any(right)?;
        self.at(span);
        self.emit(binary_instruction(op, dst, lhs, rhs));
        Ok(())
    }

    // ------------------------------------------------------------------ conditions

    /// Jump to `target` when `e` is falsy (fused compares where possible).
    pub(crate) fn jump_if_false(&mut self, e: &Expression<'a>, target: Label) -> R<()> {
        self.cond_jump(e, target, false)
    }

    /// Jump to `target` when `e` is truthy.
    pub(crate) fn jump_if_true(&mut self, e: &Expression<'a>, target: Label) -> R<()> {
        self.cond_jump(e, target, true)
    }

    fn cond_jump(&mut self, e: &Expression<'a>, target: Label, when: bool) -> R<()> {
        if self.stack_exhausted() {
            return Err(err("nesting too deep to compile", e.span()));
        }
        match e {
            Expression::Parenthesized(p) => return self.cond_jump(&p.expression, target, when),
            Expression::Unary(u) if u.operator == UnaryOperator::Not => {
                return self.cond_jump(&u.argument, target, !when);
            }
            Expression::Logical(l) if l.operator != LogicalOperator::Coalesce => {
                let and = l.operator == LogicalOperator::And;
                if and != when {
                    // (a && b) false: a false or b false; (a || b) true: a true or b true.
                    self.cond_jump(&l.left, target, when)?;
                    self.cond_jump(&l.right, target, when)?;
                } else {
                    let skip = self.label();
                    self.cond_jump(&l.left, skip, !when)?;
                    self.cond_jump(&l.right, target, when)?;
                    self.bind(skip);
                }
                return Ok(());
            }
            Expression::Boolean(b) => {
                if b.value == when {
                    self.jump(target);
                }
                return Ok(());
            }
            Expression::Binary(b) => {
                let cmp = match b.operator {
                    BinaryOperator::LessThan => Some(Cmp::Lt),
                    BinaryOperator::LessEqual => Some(Cmp::Le),
                    BinaryOperator::GreaterThan => Some(Cmp::Gt),
                    BinaryOperator::GreaterEqual => Some(Cmp::Ge),
                    BinaryOperator::StrictEquality => Some(Cmp::StrictEq),
                    BinaryOperator::StrictInequality => Some(Cmp::StrictNe),
                    BinaryOperator::Equality => Some(Cmp::Eq),
                    BinaryOperator::Inequality => Some(Cmp::Ne),
                    _ => None,
                };
                if let Some(cmp) = cmp
                    && let Some(done) = self.nullish_compare(b, cmp, target, when)?
                {
                    return Ok(done);
                }
                if let Some(cmp) = cmp
                    && let Some(value) = int_literal(&b.right)
                    && let Some(ins) = int_compare_jump(cmp, when)
                {
                    let mark = self.mark();
                    let lhs = self.expr_any(&b.left)?;
                    self.at(b.span);
                    self.emit_jump(ins(lhs, value), target);
                    self.release(mark);
                    return Ok(());
                }
                if let Some(cmp) = cmp {
                    let mark = self.mark();
                    let lhs = if is_simple(&b.right) {
                        self.expr_any(&b.left)?
                    } else {
                        self.expr_temp(&b.left)?
                    };
                    let rhs = self.expr_any(&b.right)?;
                    self.at(b.span);
                    let ins = match (cmp, when) {
                        (Cmp::Lt, true) => I::JumpIfLessThan { lhs, rhs, target: 0 },
                        (Cmp::Lt, false) => I::JumpIfNotLessThan { lhs, rhs, target: 0 },
                        (Cmp::Le, true) => I::JumpIfLessEqual { lhs, rhs, target: 0 },
                        (Cmp::Le, false) => I::JumpIfNotLessEqual { lhs, rhs, target: 0 },
                        (Cmp::Gt, true) => I::JumpIfGreaterThan { lhs, rhs, target: 0 },
                        (Cmp::Gt, false) => I::JumpIfNotGreaterThan { lhs, rhs, target: 0 },
                        (Cmp::Ge, true) => I::JumpIfGreaterEqual { lhs, rhs, target: 0 },
                        (Cmp::Ge, false) => I::JumpIfNotGreaterEqual { lhs, rhs, target: 0 },
                        (Cmp::StrictEq, true) | (Cmp::StrictNe, false) => {
                            I::JumpIfStrictEqual { lhs, rhs, target: 0 }
                        }
                        (Cmp::StrictEq, false) | (Cmp::StrictNe, true) => {
                            I::JumpIfStrictNotEqual { lhs, rhs, target: 0 }
                        }
                        (Cmp::Eq, true) | (Cmp::Ne, false) => {
                            I::JumpIfEqual { lhs, rhs, target: 0 }
                        }
                        (Cmp::Eq, false) | (Cmp::Ne, true) => {
                            I::JumpIfNotEqual { lhs, rhs, target: 0 }
                        }
                    };
                    self.emit_jump(ins, target);
                    self.release(mark);
                    return Ok(());
                }
            }
            _ => {}
        }
        let mark = self.mark();
        let r = self.expr_any(e)?;
        let ins = if when {
            I::JumpIfTrue { cond: r, target: 0 }
        } else {
            I::JumpIfFalse { cond: r, target: 0 }
        };
        self.emit_jump(ins, target);
        self.release(mark);
        Ok(())
    }

    /// `x === undefined` and `x !== undefined` (either order) as one jump; None when the
    /// comparison has another shape.
    fn nullish_compare(
        &mut self,
        b: &BinaryExpression<'a>,
        cmp: Cmp,
        target: Label,
        when: bool,
    ) -> R<Option<()>> {
        let global_undefined = |c: &Self, e: &Expression<'a>| match strip_parens(e) {
            Expression::Identifier(id) => {
                id.name == "undefined"
                    && matches!(
                        c.tree.resolve(c.fr().scope, "undefined", id.span.start),
                        Resolution::Global
                    )
            }
            Expression::Unary(u) => {
                u.operator == UnaryOperator::Void && matches!(u.argument, Expression::Number(_))
            }
            _ => false,
        };
        let is_null = |e: &Expression<'a>| matches!(strip_parens(e), Expression::Null(_));
        let (other, undefined_side) = if global_undefined(self, &b.right) {
            (&b.left, true)
        } else if global_undefined(self, &b.left) {
            (&b.right, true)
        } else if is_null(&b.right) {
            (&b.left, false)
        } else if is_null(&b.left) {
            (&b.right, false)
        } else {
            return Ok(None);
        };
        // (strict, equal) of the comparison.
        let (strict, equal) = match cmp {
            Cmp::StrictEq => (true, true),
            Cmp::StrictNe => (true, false),
            Cmp::Eq => (false, true),
            Cmp::Ne => (false, false),
            Cmp::Lt | Cmp::Le | Cmp::Gt | Cmp::Ge => return Ok(None),
        };
        // `x === null` has no single jump; `x == null` stays a loose comparison (an
        // [[IsHTMLDDA]] object is loosely equal to null).
        if !strict || !undefined_side {
            return Ok(None);
        }
        let mark = self.mark();
        let r = self.expr_any(other)?;
        let jump_when_match = equal == when;
        let ins = match (strict, jump_when_match) {
            (true, true) => I::JumpIfUndefined { src: r, target: 0 },
            (true, false) => I::JumpIfNotUndefined { src: r, target: 0 },
            (false, true) => I::JumpIfNullish { src: r, target: 0 },
            (false, false) => I::JumpIfNotNullish { src: r, target: 0 },
        };
        self.emit_jump(ins, target);
        self.release(mark);
        Ok(Some(()))
    }

    // ------------------------------------------------------------------ assignment

    /// A call as an assignment target (sloppy code, Annex B): the call runs, then a
    /// ReferenceError is thrown before anything else is evaluated or read.
    pub(crate) fn call_target(&mut self, c: &CallExpression<'a>) -> R<()> {
        let mark = self.mark();
        let t = self.temp();
        self.call(c, t)?;
        let msg = self.name("Invalid left-hand side in assignment");
        self.at(c.span);
        self.emit(I::ThrowError { kind: ErrorKind::ReferenceError, message: msg });
        self.release(mark);
        Ok(())
    }

    fn assignment(&mut self, a: &AssignmentExpression<'a>, dst: Reg) -> R<()> {
        match a.operator {
            AssignmentOperator::Assign => match &a.left {
                AssignmentTarget::Identifier(id) => {
                    // The reference is resolved before the value is evaluated; for
                    // bindings, evaluation order is unobservable except with `with`
                    // and sloppy eval (dynamic resolution: `resolve_ref`).
                    let mark = self.mark();
                    let base = self.resolve_ref_for_assignment(id.name, id.span);
                    self.expr_named(&a.right, dst, target_name(a, id))?;
                    self.store_ref(id.name, id.span, base, dst);
                    self.release(mark);
                    Ok(())
                }
                AssignmentTarget::Member(m) => {
                    let mark = self.mark();
                    let r = self.member_ref(m, is_simple(&a.right), false)?;
                    self.expr(&a.right, dst)?;
                    self.member_put(m, &r, dst)?;
                    self.release(mark);
                    Ok(())
                }
                AssignmentTarget::Object(_) | AssignmentTarget::Array(_) => {
                    self.expr(&a.right, dst)?;
                    let mark = self.mark();
                    self.assign_pattern(&a.left, dst)?;
                    self.release(mark);
                    Ok(())
                }
                AssignmentTarget::Call(c) => self.call_target(c),
            },
            AssignmentOperator::LogicalAnd
            | AssignmentOperator::LogicalOr
            | AssignmentOperator::LogicalNullish => {
                let end = self.label();
                let jump = |cond: Reg| match a.operator {
                    AssignmentOperator::LogicalAnd => I::JumpIfFalse { cond, target: 0 },
                    AssignmentOperator::LogicalOr => I::JumpIfTrue { cond, target: 0 },
                    _ => I::JumpIfNotNullish { src: cond, target: 0 },
                };
                match &a.left {
                    AssignmentTarget::Identifier(id) => {
                        let mark = self.mark();
                        let base = self.resolve_ref(id.name, id.span);
                        self.load_ref(id.name, id.span, base, dst);
                        self.emit_jump(jump(dst), end);
                        self.expr_named(&a.right, dst, target_name(a, id))?;
                        self.store_ref(id.name, id.span, base, dst);
                        self.release(mark);
                    }
                    AssignmentTarget::Member(m) => {
                        let mark = self.mark();
                        let r = self.member_ref(m, false, true)?;
                        self.member_load(m, &r, dst)?;
                        self.emit_jump(jump(dst), end);
                        self.expr(&a.right, dst)?;
                        self.member_put(m, &r, dst)?;
                        self.release(mark);
                    }
                    _ => return Err(err("logical assignment to a pattern", a.span)),
                }
                self.bind(end);
                Ok(())
            }
            op => {
                let bop = compound_operator(op);
                match &a.left {
                    AssignmentTarget::Identifier(id) => {
                        let mark = self.mark();
                        let base = self.resolve_ref(id.name, id.span);
                        let old = self.temp();
                        self.load_ref(id.name, id.span, base, old);
                        self.binary_with(bop, dst, old, &a.right, a.span)?;
                        self.store_ref(id.name, id.span, base, dst);
                        self.release(mark);
                    }
                    AssignmentTarget::Member(m) => {
                        let mark = self.mark();
                        let r = self.member_ref(m, is_simple(&a.right), true)?;
                        let old = self.temp();
                        self.member_load(m, &r, old)?;
                        self.binary_with(bop, dst, old, &a.right, a.span)?;
                        self.member_put(m, &r, dst)?;
                        self.release(mark);
                    }
                    AssignmentTarget::Call(c) => self.call_target(c)?,
                    _ => return Err(err("compound assignment to a pattern", a.span)),
                }
                Ok(())
            }
        }
    }

    fn update(&mut self, u: &UpdateExpression<'a>, dst: Reg) -> R<()> {
        if let AssignmentTarget::Call(c) = &u.argument {
            return self.call_target(c);
        }
        let inc = u.operator == UpdateOperator::Increment;
        let mark = self.mark();
        let op = |dst: Reg, src: Reg| {
            if inc { I::Increment { dst, src } } else { I::Decrement { dst, src } }
        };
        match &u.argument {
            AssignmentTarget::Identifier(id) => {
                // Fast path: a register binding updated in place.
                if let Some(r) = self.binding_register(id.name, id.span.start)
                    && self.is_mutable_binding(id.name, id.span.start)
                {
                    self.at(u.span);
                    if u.prefix {
                        self.emit(op(r, r));
                        if dst != r {
                            self.emit(I::Move { dst, src: r });
                        }
                    } else {
                        self.emit(I::ToNumeric { dst, src: r });
                        self.emit(op(r, dst));
                    }
                    self.release(mark);
                    return Ok(());
                }
                let base = self.resolve_ref(id.name, id.span);
                let old = self.temp();
                self.load_ref(id.name, id.span, base, old);
                self.at(u.span);
                let new = self.temp();
                if u.prefix {
                    self.emit(op(new, old));
                    self.store_ref(id.name, id.span, base, new);
                    self.emit(I::Move { dst, src: new });
                } else {
                    self.emit(I::ToNumeric { dst: old, src: old });
                    self.emit(op(new, old));
                    self.store_ref(id.name, id.span, base, new);
                    self.emit(I::Move { dst, src: old });
                }
            }
            AssignmentTarget::Member(m) => {
                let r = self.member_ref(m, true, true)?;
                let old = self.temp();
                self.member_load(m, &r, old)?;
                let new = self.temp();
                self.at(u.span);
                if u.prefix {
                    self.emit(op(new, old));
                    self.member_put(m, &r, new)?;
                    self.emit(I::Move { dst, src: new });
                } else {
                    self.emit(I::ToNumeric { dst: old, src: old });
                    self.emit(op(new, old));
                    self.member_put(m, &r, new)?;
                    self.emit(I::Move { dst, src: old });
                }
            }
            _ => return Err(err("update of a pattern", u.span)),
        }
        self.release(mark);
        Ok(())
    }

    fn is_mutable_binding(&self, name: &str, pos: u32) -> bool {
        match self.tree.resolve(self.fr().scope, name, pos) {
            Resolution::Binding { scope, index, .. } => !matches!(
                self.tree.binding(scope, index).kind,
                crate::bytecode::BindingKind::Const | crate::bytecode::BindingKind::ImmutableName
            ),
            _ => false,
        }
    }

    /// Evaluate the base (and key) of a member target.
    pub(crate) fn member_ref(
        &mut self,
        m: &MemberExpression<'a>,
        later_simple: bool,
        convert_key: bool,
    ) -> R<MemberRef> {
        if let Expression::Super(s) = &m.object {
            let base = self.temp();
            let this = self.temp();
            self.load_internal("%home", s.span.start, base);
            self.this(s.span, this);
            let key = match &m.property {
                MemberProperty::Computed(e) => Some(self.expr_temp(e)?),
                MemberProperty::Static(_) => None,
                MemberProperty::Private(p) => return Err(err("`super.#x`", p.span)),
            };
            // The reference's base is fixed now (MakeSuperPropertyReference): a key's
            // toString or the assigned value may change the home object's prototype.
            self.emit(I::GetSuperBase { dst: base, home: base });
            if let (Some(k), true) = (key, convert_key) {
                // Read and written with one conversion (compound assignment, update):
                // GetValue checks the base, then converts the key.
                let null_base = self.name("Cannot read properties of null (super)");
                self.emit(I::ThrowIfNotObject { src: base, message: null_base });
                self.emit(I::ToPropertyKey { dst: k, src: k });
            }
            return Ok(MemberRef::Super { base, this, key });
        }
        // A binding register may serve as the base/key when nothing evaluated later can
        // reassign it; a key converted in place (compound assignment) needs a temporary.
        let key_simple = match &m.property {
            MemberProperty::Computed(k) => is_simple(k),
            _ => true,
        };
        let obj = if later_simple && key_simple {
            self.expr_any(&m.object)?
        } else {
            self.expr_temp(&m.object)?
        };
        Ok(match &m.property {
            MemberProperty::Static(_) => MemberRef::Named { obj },
            MemberProperty::Computed(e) => {
                let key = if later_simple && !convert_key {
                    self.expr_any(e)?
                } else {
                    self.expr_temp(e)?
                };
                MemberRef::Keyed { obj, key }
            }
            MemberProperty::Private(p) => {
                let key = self.private_name(p)?;
                MemberRef::Private { obj, key }
            }
        })
    }

    /// GetValue of an evaluated member reference (converting a computed key once).
    pub(crate) fn member_load(
        &mut self,
        m: &MemberExpression<'a>,
        r: &MemberRef,
        dst: Reg,
    ) -> R<()> {
        self.at(member_pos(m));
        match *r {
            MemberRef::Named { obj } => {
                if let MemberProperty::Static(id) = &m.property {
                    let n = self.name(id.name);
                    let ic = self.ic();
                    self.emit(I::GetNamed { dst, obj, name: n, ic });
                }
            }
            MemberRef::Keyed { obj, key } => {
                // RequireObjectCoercible(base) precedes ToPropertyKey(key).
                self.emit(I::RequireObjectCoercible { src: obj });
                self.emit(I::ToPropertyKey { dst: key, src: key });
                self.emit(I::GetKeyed { dst, obj, key });
            }
            MemberRef::Private { obj, key } => {
                self.emit(I::GetPrivate { dst, obj, key });
            }
            MemberRef::Super { base, this, key } => match (key, &m.property) {
                (Some(key), _) => {
                    self.emit(I::GetSuperKeyed { dst, base, this, key });
                }
                (None, MemberProperty::Static(id)) => {
                    let n = self.name(id.name);
                    self.emit(I::GetSuperNamed { dst, base, this, name: n });
                }
                _ => {}
            },
        }
        Ok(())
    }

    /// PutValue of an evaluated member reference.
    pub(crate) fn member_put(
        &mut self,
        m: &MemberExpression<'a>,
        r: &MemberRef,
        value: Reg,
    ) -> R<()> {
        self.at(member_pos(m));
        match *r {
            MemberRef::Named { obj } => {
                if let MemberProperty::Static(id) = &m.property {
                    let n = self.name(id.name);
                    let ic = self.ic();
                    self.emit(I::SetNamed { obj, value, name: n, ic });
                }
            }
            MemberRef::Keyed { obj, key } => {
                self.emit(I::SetKeyed { obj, key, value });
            }
            MemberRef::Private { obj, key } => {
                self.emit(I::SetPrivate { obj, key, value });
            }
            MemberRef::Super { base, this, key } => match (key, &m.property) {
                (Some(key), _) => {
                    self.emit(I::SetSuperKeyed { base, this, key, value });
                }
                (None, MemberProperty::Static(id)) => {
                    let n = self.name(id.name);
                    self.emit(I::SetSuperNamed { base, this, value, name: n });
                }
                _ => {}
            },
        }
        Ok(())
    }

    // ------------------------------------------------------------------ generators

    fn yield_expr(&mut self, y: &YieldExpression<'a>, dst: Reg) -> R<()> {
        let is_async = self.fr().flags.is_async;
        if y.delegate {
            let Some(arg) = &y.argument else {
                return Err(err("`yield*` without operand", y.span));
            };
            return self.yield_star(arg, y.span, dst, is_async);
        }
        match &y.argument {
            Some(a) => self.expr(a, dst)?,
            None => {
                self.emit(I::LoadUndefined { dst });
            }
        }
        self.at(y.span);
        if is_async {
            self.emit(I::Await { dst, value: dst });
        }
        let mark = self.mark();
        let kind = self.temp();
        self.emit(I::Yield { dst, kind, value: dst });
        self.resume_dispatch(dst, kind, is_async)?;
        self.release(mark);
        Ok(())
    }

    /// After a `Yield`: throw or return per the resume kind; fall through on next.
    fn resume_dispatch(&mut self, value: Reg, kind: Reg, is_async: bool) -> R<()> {
        let next = self.label();
        let throw = self.label();
        self.emit_jump(I::JumpIfIntEqual { src: kind, value: 0, target: 0 }, next);
        self.emit_jump(I::JumpIfIntEqual { src: kind, value: 1, target: 0 }, throw);
        if is_async {
            self.emit(I::Await { dst: value, value });
        }
        self.jump_out(super::control::Exit::Return(value))?;
        self.bind(throw);
        self.emit(I::Throw { src: value });
        self.bind(next);
        Ok(())
    }

    /// `yield* iterable` (sec-generator-definitions-runtime-semantics-evaluation).
    fn yield_star(&mut self, arg: &Expression<'a>, span: Span, dst: Reg, is_async: bool) -> R<()> {
        let mark = self.mark();
        let v = self.expr_temp(arg)?;
        let iter = self.temps(3);
        self.at(span);
        if is_async {
            self.emit(I::GetAsyncIterator { dst: iter, src: v });
        } else {
            self.emit(I::GetIterator { dst: iter, src: v });
        }
        let received = self.temp();
        let kind = self.temp();
        let result = self.temp();
        let method = self.temp();
        let done = self.temp();
        self.emit(I::LoadUndefined { dst: received });
        self.emit(I::LoadInt { dst: kind, value: 0 });
        let top = self.label();
        let after = self.label();
        let not_object = self.name("iterator result is not an object");
        let done_name = self.name("done");
        let value_name = self.name("value");
        self.bind(top);
        let on_throw = self.label();
        let on_return = self.label();
        let check = self.label();
        self.emit_jump(I::JumpIfIntEqual { src: kind, value: 1, target: 0 }, on_throw);
        self.emit_jump(I::JumpIfIntEqual { src: kind, value: 2, target: 0 }, on_return);
        // next
        self.emit(I::Call {
            dst: result,
            callee: iter.offset(1),
            this: iter,
            args: received,
            argc: 1,
        });
        self.jump(check);
        // throw
        self.bind(on_throw);
        let throw_name = self.name("throw");
        let ic = self.ic();
        self.emit(I::GetMethod { dst: method, obj: iter, name: throw_name, ic });
        let has_throw = self.label();
        self.emit_jump(I::JumpIfNotUndefined { src: method, target: 0 }, has_throw);
        // No `throw`: close the iterator, then TypeError.
        self.emit(I::LoadFalse { dst: iter.offset(2) });
        self.close_iterator(iter, is_async)?;
        let msg = self.name("The iterator does not provide a 'throw' method");
        self.emit(I::ThrowError { kind: ErrorKind::TypeError, message: msg });
        self.bind(has_throw);
        self.emit(I::Call { dst: result, callee: method, this: iter, args: received, argc: 1 });
        self.jump(check);
        // return
        self.bind(on_return);
        let return_name = self.name("return");
        let ic = self.ic();
        self.emit(I::GetMethod { dst: method, obj: iter, name: return_name, ic });
        let has_return = self.label();
        self.emit_jump(I::JumpIfNotUndefined { src: method, target: 0 }, has_return);
        if is_async {
            self.emit(I::Await { dst: received, value: received });
        }
        self.jump_out(super::control::Exit::Return(received))?;
        self.bind(has_return);
        self.emit(I::Call { dst: result, callee: method, this: iter, args: received, argc: 1 });
        if is_async {
            self.emit(I::Await { dst: result, value: result });
        }
        self.emit(I::ThrowIfNotObject { src: result, message: not_object });
        let ic = self.ic();
        self.emit(I::GetNamed { dst: done, obj: result, name: done_name, ic });
        let not_done = self.label();
        self.emit_jump(I::JumpIfFalse { cond: done, target: 0 }, not_done);
        let ic = self.ic();
        self.emit(I::GetNamed { dst: received, obj: result, name: value_name, ic });
        self.jump_out(super::control::Exit::Return(received))?;
        self.bind(not_done);
        self.yield_inner(result, received, kind, is_async, value_name, top)?;
        // next/throw results
        self.bind(check);
        if is_async {
            self.emit(I::Await { dst: result, value: result });
        }
        self.emit(I::ThrowIfNotObject { src: result, message: not_object });
        let ic = self.ic();
        self.emit(I::GetNamed { dst: done, obj: result, name: done_name, ic });
        let not_done = self.label();
        self.emit_jump(I::JumpIfFalse { cond: done, target: 0 }, not_done);
        let ic = self.ic();
        self.emit(I::GetNamed { dst, obj: result, name: value_name, ic });
        self.jump(after);
        self.bind(not_done);
        self.yield_inner(result, received, kind, is_async, value_name, top)?;
        self.bind(after);
        self.release(mark);
        Ok(())
    }

    /// Yield an inner result and loop back to `top` with the resumption.
    fn yield_inner(
        &mut self,
        result: Reg,
        received: Reg,
        kind: Reg,
        is_async: bool,
        value_name: u32,
        top: Label,
    ) -> R<()> {
        if is_async {
            let ic = self.ic();
            self.emit(I::GetNamed { dst: received, obj: result, name: value_name, ic });
            self.emit(I::Yield { dst: received, kind, value: received });
            // AsyncGeneratorUnwrapYieldResumption awaits a return value.
            let not_return = self.label();
            let k2 = self.label();
            self.emit_jump(I::JumpIfIntEqual { src: kind, value: 2, target: 0 }, k2);
            self.jump(not_return);
            self.bind(k2);
            self.emit(I::Await { dst: received, value: received });
            self.bind(not_return);
        } else {
            self.emit(I::YieldDelegate { dst: received, kind, value: result });
        }
        self.jump(top);
        Ok(())
    }
}

/// An evaluated member reference.
pub(crate) enum MemberRef {
    /// `obj.name`.
    Named {
        /// Base.
        obj: Reg,
    },
    /// `obj[key]`.
    Keyed {
        /// Base.
        obj: Reg,
        /// Key (not yet converted).
        key: Reg,
    },
    /// `obj.#x`.
    Private {
        /// Base.
        obj: Reg,
        /// The private name.
        key: Reg,
    },
    /// `super.x` / `super[k]`.
    Super {
        /// The super base (the home object's prototype when the reference was made).
        base: Reg,
        /// This value.
        this: Reg,
        /// Converted key (computed) or none (named).
        key: Option<Reg>,
    },
}

/// Remove parentheses.
pub(crate) fn strip_parens<'x, 'a>(e: &'x Expression<'a>) -> &'x Expression<'a> {
    match e {
        Expression::Parenthesized(p) => strip_parens(&p.expression),
        other => other,
    }
}

fn compound_operator(op: AssignmentOperator) -> BinaryOperator {
    match op {
        AssignmentOperator::Addition => BinaryOperator::Addition,
        AssignmentOperator::Subtraction => BinaryOperator::Subtraction,
        AssignmentOperator::Multiplication => BinaryOperator::Multiplication,
        AssignmentOperator::Division => BinaryOperator::Division,
        AssignmentOperator::Remainder => BinaryOperator::Remainder,
        AssignmentOperator::Exponential => BinaryOperator::Exponential,
        AssignmentOperator::ShiftLeft => BinaryOperator::ShiftLeft,
        AssignmentOperator::ShiftRight => BinaryOperator::ShiftRight,
        AssignmentOperator::ShiftRightZeroFill => BinaryOperator::ShiftRightZeroFill,
        AssignmentOperator::BitwiseOr => BinaryOperator::BitwiseOr,
        AssignmentOperator::BitwiseXor => BinaryOperator::BitwiseXor,
        AssignmentOperator::BitwiseAnd => BinaryOperator::BitwiseAnd,
        AssignmentOperator::Assign
        | AssignmentOperator::LogicalAnd
        | AssignmentOperator::LogicalOr
        | AssignmentOperator::LogicalNullish => BinaryOperator::Addition,
    }
}

/// The value of an int32 Number literal (not -0; parentheses allowed).
fn int_literal(e: &Expression<'_>) -> Option<i32> {
    match e {
        Expression::Parenthesized(p) => int_literal(&p.expression),
        Expression::Number(n) => {
            let v = n.value;
            let exact = v.fract() == 0.0
                && v >= i32::MIN as f64
                && v <= i32::MAX as f64
                && !(v == 0.0 && v.is_sign_negative());
            exact.then_some(v as i32)
        }
        _ => None,
    }
}

/// The compare-and-jump with an int immediate for a relational `cmp` (jumping when
/// the comparison is `when`); none for the equality operators.
fn int_compare_jump(cmp: Cmp, when: bool) -> Option<fn(Reg, i32) -> I> {
    Some(match (cmp, when) {
        (Cmp::Lt, true) => |lhs, value| I::JumpIfLessThanInt { lhs, value, target: 0 },
        (Cmp::Lt, false) => |lhs, value| I::JumpIfNotLessThanInt { lhs, value, target: 0 },
        (Cmp::Le, true) => |lhs, value| I::JumpIfLessEqualInt { lhs, value, target: 0 },
        (Cmp::Le, false) => |lhs, value| I::JumpIfNotLessEqualInt { lhs, value, target: 0 },
        (Cmp::Gt, true) => |lhs, value| I::JumpIfGreaterThanInt { lhs, value, target: 0 },
        (Cmp::Gt, false) => |lhs, value| I::JumpIfNotGreaterThanInt { lhs, value, target: 0 },
        (Cmp::Ge, true) => |lhs, value| I::JumpIfGreaterEqualInt { lhs, value, target: 0 },
        (Cmp::Ge, false) => |lhs, value| I::JumpIfNotGreaterEqualInt { lhs, value, target: 0 },
        _ => return None,
    })
}

fn binary_instruction(op: BinaryOperator, dst: Reg, lhs: Reg, rhs: Reg) -> I {
    match op {
        BinaryOperator::Equality => I::Equal { dst, lhs, rhs },
        BinaryOperator::Inequality => I::NotEqual { dst, lhs, rhs },
        BinaryOperator::StrictEquality => I::StrictEqual { dst, lhs, rhs },
        BinaryOperator::StrictInequality => I::StrictNotEqual { dst, lhs, rhs },
        BinaryOperator::LessThan => I::LessThan { dst, lhs, rhs },
        BinaryOperator::LessEqual => I::LessEqual { dst, lhs, rhs },
        BinaryOperator::GreaterThan => I::GreaterThan { dst, lhs, rhs },
        BinaryOperator::GreaterEqual => I::GreaterEqual { dst, lhs, rhs },
        BinaryOperator::ShiftLeft => I::Shl { dst, lhs, rhs },
        BinaryOperator::ShiftRight => I::Shr { dst, lhs, rhs },
        BinaryOperator::ShiftRightZeroFill => I::UShr { dst, lhs, rhs },
        BinaryOperator::Addition => I::Add { dst, lhs, rhs },
        BinaryOperator::Subtraction => I::Sub { dst, lhs, rhs },
        BinaryOperator::Multiplication => I::Mul { dst, lhs, rhs },
        BinaryOperator::Division => I::Div { dst, lhs, rhs },
        BinaryOperator::Remainder => I::Rem { dst, lhs, rhs },
        BinaryOperator::Exponential => I::Exp { dst, lhs, rhs },
        BinaryOperator::BitwiseOr => I::BitOr { dst, lhs, rhs },
        BinaryOperator::BitwiseXor => I::BitXor { dst, lhs, rhs },
        BinaryOperator::BitwiseAnd => I::BitAnd { dst, lhs, rhs },
        BinaryOperator::In => I::In { dst, key: lhs, obj: rhs },
        BinaryOperator::Instanceof => I::InstanceOf { dst, lhs, rhs },
    }
}

/// The source position of a member access for errors and stack traces: the property
/// name, as V8 reports it (`null.x` points at `x`).
fn member_pos(m: &MemberExpression<'_>) -> Span {
    match &m.property {
        MemberProperty::Static(id) => id.span,
        MemberProperty::Private(p) => p.span,
        MemberProperty::Computed(_) => m.span,
    }
}

/// The name an anonymous function assigned to `id` gets: the identifier's, unless the
/// target is parenthesized (`(f) = function () {}`: IsIdentifierRef is false for a
/// ParenthesizedExpression, so NamedEvaluation does not apply). The parser drops the
/// parentheses; an assignment that starts before its identifier target had them.
fn target_name<'s>(a: &AssignmentExpression<'_>, id: &'s IdentifierReference<'_>) -> &'s str {
    if a.span.start == id.span.start { id.name } else { "" }
}
