//! Classes (ECMA-262 sec-runtime-semantics-classdefinitionevaluation): the class
//! scope holds the inner name, one Private Name per `#x`, computed field keys and
//! private method functions; instance fields and instance private methods run in a
//! synthetic initializer method (`%fieldinit`) that constructors call; static fields
//! and static blocks run in a synthetic static method called once with `this = F`.

use cairn_parser::ast::*;
use std::vec::Vec;

use super::err;
use super::function::FunctionInfo;
use super::{Compiler, FuncState, R};
use crate::bytecode::{
    ClassTemplate, Constant, FunctionKind as FK, Instruction as I, Intrinsic, PrivateMethodKind,
    Reg, decorator_flags, decorator_kind, define_flags,
};
use crate::scope::{class_info, key, tag};

impl<'a> Compiler<'a> {
    /// Evaluate a class definition into `dst`.
    pub(crate) fn class(&mut self, c: &Class<'a>, dst: Reg, name: Option<&str>) -> R<()> {
        // In sloppy code the class's own instructions (decorators, heritage, computed
        // keys) are a strict range of this function (`FunctionCode::strict_ranges`).
        let start = self.pc();
        self.class_definition(c, dst, name)?;
        let end = self.pc();
        let f = self.f();
        if !f.flags.strict && start < end {
            f.strict_ranges.push((start, end));
        }
        Ok(())
    }

    /// [`Compiler::class`] without the strict range.
    fn class_definition(&mut self, c: &Class<'a>, dst: Reg, name: Option<&str>) -> R<()> {
        let Some(cs) = self.tree.scope_of(key(c, tag::NODE)) else {
            return Err(err("internal: class scope missing", c.span));
        };
        let class_name: String = match (&c.id, name) {
            (Some(id), _) => id.name.to_string(),
            (None, Some(n)) => n.to_string(),
            (None, None) => String::new(),
        };
        let mark = self.mark();
        let decorated = class_info::is_decorated(c);
        // Class decorators are evaluated first, in the outer scope.
        let class_decorators = if c.decorators.is_empty() {
            None
        } else {
            let r = self.temp();
            self.decorator_array(&c.decorators, r)?;
            Some(r)
        };
        self.at(c.span);
        self.enter_scope(cs);
        // One new Private Name per declared `#x`, per evaluation.
        let privates: Vec<String> = self
            .tree
            .get(cs)
            .bindings
            .iter()
            .filter(|b| b.name.starts_with('#'))
            .map(|b| b.name.to_string())
            .collect();
        for p in &privates {
            let t = self.temp();
            let n = self.name(p);
            self.emit(I::NewPrivateName { dst: t, name: n });
            self.store_internal(p, c.span, t);
            self.release(t.0 as u32);
        }
        let heritage = self.temp();
        if let Some(h) = &c.super_class {
            self.expr(h, heritage)?;
        } else if decorated {
            // The metadata's parent (none).
            self.emit(I::LoadUndefined { dst: heritage });
        }
        let derived = c.super_class.is_some();
        // The constructor.
        let ctor = c.body.elements.iter().find_map(|el| match el {
            ClassElement::Method(m) if m.kind == MethodKind::Constructor => Some(m),
            _ => None,
        });
        let ctor_index = match ctor {
            Some(m) => {
                let idx = self.function(&m.value, Some(&class_name))?;
                self.set_source_span(idx, c.span);
                idx
            }
            None => self.default_constructor(c, derived, &class_name)?,
        };
        let template = self.constant(Constant::Class(ClassTemplate {
            name: Some(class_name.as_str().into()),
            constructor: ctor_index,
            derived,
        }));
        let f = self.temps(2);
        let proto = f.offset(1);
        self.at(c.span);
        self.emit(I::CreateClass { dst: f, heritage, constant: template });
        // Decorated elements keep their decorators (an Array) and key in a register pair
        // until the decorators are applied, after all elements are defined.
        let decorated_count = c
            .body
            .elements
            .iter()
            .filter(|el| !class_info::element_decorators(el).is_empty())
            .count();
        let Ok(decorated_count) = u32::try_from(decorated_count.saturating_mul(2)) else {
            return Err(err("too many decorated class elements", c.span));
        };
        let dec_regs = self.temps(decorated_count);
        let mut dec_slot = 0u16;
        let mut dec_pairs: Vec<Option<Reg>> = Vec::with_capacity(c.body.elements.len());
        // Elements in order.
        let mut computed = 0u32;
        let mut private_method = 0u32;
        // Static private methods and accessors: (name, internal slot of the function, kind),
        // added after the decorators ran.
        let mut static_private: Vec<(String, String, PrivateMethodKind)> = Vec::new();
        for (index, el) in c.body.elements.iter().enumerate() {
            let decorators = class_info::element_decorators(el);
            let pair = if decorators.is_empty() {
                None
            } else {
                let r = dec_regs.offset(dec_slot);
                dec_slot += 2;
                self.decorator_array(decorators, r)?;
                Some(r)
            };
            dec_pairs.push(pair);
            match el {
                ClassElement::Method(m) if m.kind == MethodKind::Constructor => {}
                ClassElement::Method(m) => {
                    let target = if m.is_static { f } else { proto };
                    let prefix = match m.kind {
                        MethodKind::Get => "get ",
                        MethodKind::Set => "set ",
                        _ => "",
                    };
                    if let PropertyKey::Private(p) = &m.key {
                        let pname = format!("#{}", p.name);
                        let idx = self.function(&m.value, Some(&format!("{prefix}{pname}")))?;
                        self.set_source_span(idx, m.span);
                        let func = self.temp();
                        self.emit(I::NewClosure { dst: func, func: idx });
                        self.emit(I::SetHomeObject { func, home: target });
                        let kind = match m.kind {
                            MethodKind::Get => PrivateMethodKind::Getter,
                            MethodKind::Set => PrivateMethodKind::Setter,
                            _ => PrivateMethodKind::Method,
                        };
                        let slot = format!("%pm{private_method}");
                        private_method += 1;
                        self.store_internal(&slot, m.span, func);
                        if let Some(pair) = pair {
                            self.load_internal_raw(&pname, pair.offset(1));
                        }
                        if m.is_static {
                            static_private.push((pname, slot, kind));
                        }
                        self.release(func.0 as u32);
                        continue;
                    }
                    let m_mark = self.mark();
                    let static_name = Self::static_key_name(&m.key);
                    let key_reg = self.property_key(&m.key)?;
                    if let Some(pair) = pair {
                        self.emit(I::Move { dst: pair.offset(1), src: key_reg });
                    }
                    let fname = static_name.as_deref().map(|n| format!("{prefix}{n}"));
                    let idx = self.function(&m.value, Some(fname.as_deref().unwrap_or("")))?;
                    self.set_source_span(idx, m.span);
                    let func = self.temp();
                    self.emit(I::NewClosure { dst: func, func: idx });
                    let mut flags = define_flags::HOME_OBJECT;
                    if static_name.is_none() {
                        flags |= define_flags::SET_NAME;
                    }
                    flags |= match m.kind {
                        MethodKind::Get => define_flags::GETTER,
                        MethodKind::Set => define_flags::SETTER,
                        _ => 0,
                    };
                    self.at(m.span);
                    self.emit(I::DefineProperty { obj: target, key: key_reg, value: func, flags });
                    self.release(m_mark);
                }
                ClassElement::Property(p) => {
                    let m_mark = self.mark();
                    if let PropertyKey::Computed(_) = &p.key {
                        let k = self.property_key(&p.key)?;
                        let slot = format!("%key{computed}");
                        computed += 1;
                        self.store_internal(&slot, p.span, k);
                        if let Some(pair) = pair {
                            self.emit(I::Move { dst: pair.offset(1), src: k });
                        }
                    } else if let Some(pair) = pair {
                        let k = self.property_key(&p.key)?;
                        self.emit(I::Move { dst: pair.offset(1), src: k });
                    }
                    self.release(m_mark);
                }
                ClassElement::Accessor(a) => {
                    let m_mark = self.mark();
                    // The storage: a Private Name no code can spell.
                    let storage = self.temps(2);
                    let storage_name = self.name("#accessor storage");
                    self.emit(I::NewPrivateName { dst: storage, name: storage_name });
                    self.store_internal(&format!("%acc{index}"), a.span, storage);
                    let k = self.property_key(&a.key)?;
                    self.emit(I::Move { dst: storage.offset(1), src: k });
                    if let Some(pair) = pair {
                        self.emit(I::Move { dst: pair.offset(1), src: k });
                    }
                    let pair_fns = self.temps(2);
                    self.at(a.span);
                    self.emit(I::CallIntrinsic {
                        dst: pair_fns,
                        intrinsic: Intrinsic::AutoAccessor,
                        args: storage,
                        argc: 2,
                    });
                    if let PropertyKey::Private(p) = &a.key {
                        let pname = format!("#{}", p.name);
                        let (gs, ss) = (format!("%ag{index}"), format!("%as{index}"));
                        self.store_internal(&gs, a.span, pair_fns);
                        self.store_internal(&ss, a.span, pair_fns.offset(1));
                        if a.is_static {
                            static_private.push((pname.clone(), gs, PrivateMethodKind::Getter));
                            static_private.push((pname, ss, PrivateMethodKind::Setter));
                        }
                    } else {
                        let target = if a.is_static { f } else { proto };
                        self.emit(I::DefineProperty {
                            obj: target,
                            key: storage.offset(1),
                            value: pair_fns,
                            flags: define_flags::GETTER,
                        });
                        self.emit(I::DefineProperty {
                            obj: target,
                            key: storage.offset(1),
                            value: pair_fns.offset(1),
                            flags: define_flags::SETTER,
                        });
                    }
                    self.release(m_mark);
                }
                ClassElement::StaticBlock(_) => {}
            }
        }
        // The inner name is initialized before static elements run.
        if let Some(id) = &c.id {
            self.store_name(id.name, id.span, f, true);
        }
        if class_info::has_instance_init(c) {
            let idx = self.field_initializer(c)?;
            let t = self.temp();
            self.emit(I::NewClosure { dst: t, func: idx });
            self.emit(I::SetHomeObject { func: t, home: proto });
            self.store_internal("%fieldinit", c.span, t);
        }
        if decorated {
            self.apply_decorators(c, f, proto, heritage, &dec_pairs, class_decorators)?;
        }
        for (pname, slot, kind) in &static_private {
            let m = self.mark();
            let key = self.temp();
            let func = self.temp();
            self.load_internal_raw(pname, key);
            self.load_internal_raw(slot, func);
            self.emit(I::DefinePrivateMethod { obj: f, key, func, kind: *kind });
            self.release(m);
        }
        if class_info::has_static_init(c) {
            let idx = self.static_initializer(c)?;
            let t = self.temp();
            self.emit(I::NewClosure { dst: t, func: idx });
            self.emit(I::SetHomeObject { func: t, home: f });
            let this = if decorated {
                let this = self.temp();
                self.load_internal_raw("%dthis", this);
                this
            } else {
                f
            };
            self.emit(I::Call { dst: t, callee: t, this, args: t, argc: 0 });
        }
        if decorated {
            self.load_internal_raw("%dthis", dst);
        } else {
            self.emit(I::Move { dst, src: f });
        }
        self.leave_scope(cs);
        self.release(mark);
        Ok(())
    }

    /// Evaluates decorator expressions in order into an Array in `dst`.
    fn decorator_array(&mut self, decorators: &[Decorator<'a>], dst: Reg) -> R<()> {
        let mark = self.mark();
        let Ok(n) = u16::try_from(decorators.len()) else {
            return Err(err("too many decorators", decorators[0].span));
        };
        let start = self.temps(u32::from(n));
        for (i, d) in decorators.iter().enumerate() {
            self.expr(&d.expression, start.offset(i as u16))?;
        }
        self.emit(I::NewArrayFrom { dst, start, count: n });
        self.release(mark);
        Ok(())
    }

    /// Applies the decorators once every element is defined (TypeScript's order: static
    /// methods and accessors, instance methods and accessors, static fields, instance
    /// fields, each in source order with its decorators last to first, then the class).
    fn apply_decorators(
        &mut self,
        c: &Class<'a>,
        f: Reg,
        proto: Reg,
        heritage: Reg,
        pairs: &[Option<Reg>],
        class_decorators: Option<Reg>,
    ) -> R<()> {
        let mark = self.mark();
        let lists = self.temp();
        for name in ["%dinst", "%dstatic", "%dclassx"] {
            self.emit(I::NewArrayFrom { dst: lists, start: lists, count: 0 });
            self.store_internal(name, c.span, lists);
        }
        let metadata = self.temp();
        self.emit(I::CallIntrinsic {
            dst: metadata,
            intrinsic: Intrinsic::NewMetadata,
            args: heritage,
            argc: 1,
        });
        // Private methods in order, to find each one's `%pmN` slot.
        let mut pm_slots: Vec<Option<u32>> = Vec::with_capacity(c.body.elements.len());
        let mut pm = 0u32;
        for el in c.body.elements.iter() {
            match el {
                ClassElement::Method(m) if matches!(m.key, PropertyKey::Private(_)) => {
                    pm_slots.push(Some(pm));
                    pm += 1;
                }
                _ => pm_slots.push(None),
            }
        }
        for group in 0..4u8 {
            for (index, el) in c.body.elements.iter().enumerate() {
                let Some(Some(pair)) = pairs.get(index).copied() else { continue };
                let is_field = matches!(el, ClassElement::Property(_));
                let is_static = class_info::is_static(el);
                let in_group = match group {
                    0 => !is_field && is_static,
                    1 => !is_field && !is_static,
                    2 => is_field && is_static,
                    _ => is_field && !is_static,
                };
                if !in_group {
                    continue;
                }
                let m = self.mark();
                let args = self.temps(10);
                let (kind, private, span) = match el {
                    ClassElement::Method(m) => (
                        match m.kind {
                            MethodKind::Get => decorator_kind::GETTER,
                            MethodKind::Set => decorator_kind::SETTER,
                            _ => decorator_kind::METHOD,
                        },
                        matches!(m.key, PropertyKey::Private(_)),
                        m.span,
                    ),
                    ClassElement::Property(p) => {
                        (decorator_kind::FIELD, matches!(p.key, PropertyKey::Private(_)), p.span)
                    }
                    ClassElement::Accessor(a) => {
                        (decorator_kind::ACCESSOR, matches!(a.key, PropertyKey::Private(_)), a.span)
                    }
                    ClassElement::StaticBlock(_) => continue,
                };
                let mut flags = 0;
                if is_static {
                    flags |= decorator_flags::STATIC;
                }
                if private {
                    flags |= decorator_flags::PRIVATE;
                }
                if is_field || private {
                    self.emit(I::LoadUndefined { dst: args });
                } else {
                    self.emit(I::Move { dst: args, src: if is_static { f } else { proto } });
                }
                self.emit(I::LoadInt { dst: args.offset(1), value: kind });
                self.emit(I::Move { dst: args.offset(2), src: pair.offset(1) });
                self.emit(I::LoadInt { dst: args.offset(3), value: flags });
                self.emit(I::Move { dst: args.offset(4), src: pair });
                let pm_slot = pm_slots.get(index).copied().flatten().map(|n| format!("%pm{n}"));
                let value_slots: (Option<String>, Option<String>) = match el {
                    ClassElement::Method(_) if private => (pm_slot, None),
                    ClassElement::Accessor(_) if private => {
                        (Some(format!("%ag{index}")), Some(format!("%as{index}")))
                    }
                    _ => (None, None),
                };
                match &value_slots.0 {
                    Some(s) => self.load_internal_raw(s, args.offset(5)),
                    None => {
                        self.emit(I::LoadUndefined { dst: args.offset(5) });
                    }
                }
                match &value_slots.1 {
                    Some(s) => self.load_internal_raw(s, args.offset(6)),
                    None => {
                        self.emit(I::LoadUndefined { dst: args.offset(6) });
                    }
                }
                self.emit(I::Move { dst: args.offset(7), src: metadata });
                let (inits, extras) = if is_field || matches!(el, ClassElement::Accessor(_)) {
                    let (di, dx) = (format!("%di{index}"), format!("%dx{index}"));
                    self.emit(I::NewArrayFrom { dst: args.offset(8), start: args, count: 0 });
                    self.emit(I::NewArrayFrom { dst: args.offset(9), start: args, count: 0 });
                    self.store_internal(&di, span, args.offset(8));
                    self.store_internal(&dx, span, args.offset(9));
                    (Some(di), dx)
                } else {
                    self.emit(I::LoadUndefined { dst: args.offset(8) });
                    let list = if is_static { "%dstatic" } else { "%dinst" };
                    (None, list.to_string())
                };
                let _ = inits;
                if !(is_field || matches!(el, ClassElement::Accessor(_))) {
                    self.load_internal_raw(&extras, args.offset(9));
                }
                let out = self.temps(2);
                self.at(span);
                self.emit(I::CallIntrinsic {
                    dst: out,
                    intrinsic: Intrinsic::Decorate,
                    args,
                    argc: 10,
                });
                if let Some(s) = &value_slots.0 {
                    self.store_internal(s, span, out);
                }
                if let Some(s) = &value_slots.1 {
                    self.store_internal(s, span, out.offset(1));
                }
                self.release(m);
            }
        }
        // The class itself.
        let class_value = self.temp();
        match class_decorators {
            Some(decs) => {
                let args = self.temps(10);
                for i in [0u16, 2, 3, 6, 8] {
                    self.emit(I::LoadUndefined { dst: args.offset(i) });
                }
                self.emit(I::LoadInt { dst: args.offset(1), value: decorator_kind::CLASS });
                self.emit(I::Move { dst: args.offset(4), src: decs });
                self.emit(I::Move { dst: args.offset(5), src: f });
                self.emit(I::Move { dst: args.offset(7), src: metadata });
                self.load_internal_raw("%dclassx", args.offset(9));
                let out = self.temps(2);
                self.at(c.span);
                self.emit(I::CallIntrinsic {
                    dst: out,
                    intrinsic: Intrinsic::Decorate,
                    args,
                    argc: 10,
                });
                self.emit(I::Move { dst: class_value, src: out });
                if let Some(id) = &c.id {
                    self.store_name(id.name, id.span, class_value, true);
                }
            }
            None => {
                self.emit(I::Move { dst: class_value, src: f });
            }
        }
        self.store_internal("%dthis", c.span, class_value);
        let args = self.temps(2);
        self.emit(I::Move { dst: args, src: class_value });
        self.emit(I::Move { dst: args.offset(1), src: metadata });
        self.emit(I::CallIntrinsic {
            dst: args,
            intrinsic: Intrinsic::DefineMetadata,
            args,
            argc: 2,
        });
        self.release(mark);
        Ok(())
    }

    /// Runs the initializers in internal binding `list` with `this` (`value`: threads
    /// the value through them, in place).
    fn run_initializers(&mut self, this: Reg, list: &str, value: Option<Reg>, span: Span) {
        let mark = self.mark();
        let args = self.temps(3);
        self.emit(I::Move { dst: args, src: this });
        self.load_internal_raw(list, args.offset(1));
        let argc = match value {
            Some(v) => {
                self.emit(I::Move { dst: args.offset(2), src: v });
                3
            }
            None => 2,
        };
        self.at(span);
        let dst = value.unwrap_or(args);
        self.emit(I::CallIntrinsic { dst, intrinsic: Intrinsic::RunInitializers, args, argc });
        self.release(mark);
    }

    /// The synthetic constructor of a class without one.
    fn default_constructor(&mut self, c: &Class<'a>, derived: bool, name: &str) -> R<u32> {
        let Some(scope) = self.tree.scope_of(key(c, tag::DEFAULT_CTOR)) else {
            return Err(err("internal: default constructor scope missing", c.span));
        };
        let idx = self.reserve_function();
        let kind = if derived { FK::DerivedConstructor } else { FK::ClassConstructor };
        let mut fs = FuncState::new(kind, scope);
        fs.name = name.into();
        fs.flags.strict = true;
        fs.flags.simple_parameters = true;
        fs.source_span = (c.span.start, c.span.end);
        self.stack.push(fs);
        self.enter_scope(scope);
        let this = self.temp();
        if derived {
            // constructor(...args) { super(...args); } without observable iteration.
            let args = self.temp();
            let func = self.temp();
            let nt = self.temp();
            self.emit(I::CreateRestArray { dst: args, from: 0 });
            self.emit(I::LoadCallee { dst: func });
            // GetSuperConstructor: the constructor's [[GetPrototypeOf]]().
            self.emit(I::GetSuperBase { dst: func, home: func });
            self.emit(I::LoadNewTarget { dst: nt });
            self.at(c.span);
            self.emit(I::SuperCallSpread { dst: this, func, new_target: nt, array: args });
        } else {
            self.emit(I::LoadThis { dst: this });
        }
        self.field_init_call(c.span, this)?;
        self.emit(I::Return { src: this });
        let code = self.finish_function(c.span)?;
        if let Some(slot) = self.functions.get_mut(idx as usize) {
            *slot = Some(code);
        }
        Ok(idx)
    }

    /// The synthetic method running instance private methods and fields.
    fn field_initializer(&mut self, c: &Class<'a>) -> R<u32> {
        self.synthetic_method(c, tag::FIELDS, FK::FieldInitializer, |this, comp| {
            let mut computed = 0u32;
            let mut private_method = 0u32;
            // Private methods first (InitializeInstanceElements step 2).
            for (index, el) in c.body.elements.iter().enumerate() {
                if let ClassElement::Method(m) = el
                    && let PropertyKey::Private(p) = &m.key
                {
                    let slot = format!("%pm{private_method}");
                    private_method += 1;
                    if m.is_static {
                        continue;
                    }
                    let kind = match m.kind {
                        MethodKind::Get => PrivateMethodKind::Getter,
                        MethodKind::Set => PrivateMethodKind::Setter,
                        _ => PrivateMethodKind::Method,
                    };
                    comp.private_method_add(this, &format!("#{}", p.name), &slot, kind, m.span);
                }
                if let ClassElement::Accessor(a) = el
                    && let PropertyKey::Private(p) = &a.key
                    && !a.is_static
                {
                    let pname = format!("#{}", p.name);
                    let (gs, ss) = (format!("%ag{index}"), format!("%as{index}"));
                    comp.private_method_add(this, &pname, &gs, PrivateMethodKind::Getter, a.span);
                    comp.private_method_add(this, &pname, &ss, PrivateMethodKind::Setter, a.span);
                }
            }
            if class_info::is_decorated(c) {
                comp.run_initializers(this, "%dinst", None, c.span);
            }
            for (index, el) in c.body.elements.iter().enumerate() {
                let decorated = !class_info::element_decorators(el).is_empty();
                match el {
                    ClassElement::Property(p) => {
                        let is_computed = matches!(p.key, PropertyKey::Computed(_));
                        let slot = if is_computed {
                            computed += 1;
                            Some(format!("%key{}", computed - 1))
                        } else {
                            None
                        };
                        if p.is_static {
                            continue;
                        }
                        comp.field(this, this, p, slot.as_deref(), decorated.then_some(index))?;
                    }
                    ClassElement::Accessor(a) if !a.is_static => {
                        comp.accessor_storage(this, this, a, index, decorated)?;
                    }
                    _ => {}
                }
            }
            Ok(())
        })
    }

    /// Adds the private method (or getter/setter) in internal binding `slot` to `this`.
    fn private_method_add(
        &mut self,
        this: Reg,
        pname: &str,
        slot: &str,
        kind: PrivateMethodKind,
        span: Span,
    ) {
        let mark = self.mark();
        let func = self.temp();
        self.load_internal_raw(slot, func);
        let key = self.temp();
        self.load_internal_raw(pname, key);
        self.at(span);
        self.emit(I::DefinePrivateMethod { obj: this, key, func, kind });
        self.release(mark);
    }

    /// The synthetic method running static fields and static blocks in order.
    fn static_initializer(&mut self, c: &Class<'a>) -> R<u32> {
        self.synthetic_method(c, tag::STATICS, FK::StaticInitializer, |this, comp| {
            let decorated_class = class_info::is_decorated(c);
            // A decorated class runs this with `this` = the class the class decorators
            // returned (as TypeScript does); static fields go on the class defined here,
            // the home object.
            let class_this = this;
            let this = if decorated_class {
                let this = comp.temp();
                comp.emit(I::LoadHomeObject { dst: this });
                comp.run_initializers(class_this, "%dstatic", None, c.span);
                this
            } else {
                class_this
            };
            let mut computed = 0u32;
            for (index, el) in c.body.elements.iter().enumerate() {
                let decorated = !class_info::element_decorators(el).is_empty();
                match el {
                    ClassElement::Property(p) => {
                        let is_computed = matches!(p.key, PropertyKey::Computed(_));
                        let slot = if is_computed {
                            computed += 1;
                            Some(format!("%key{}", computed - 1))
                        } else {
                            None
                        };
                        if !p.is_static {
                            continue;
                        }
                        comp.field(
                            this,
                            class_this,
                            p,
                            slot.as_deref(),
                            decorated.then_some(index),
                        )?;
                    }
                    ClassElement::Accessor(a) if a.is_static => {
                        comp.accessor_storage(this, class_this, a, index, decorated)?;
                    }
                    ClassElement::StaticBlock(b) => {
                        let scope = comp.tree.scope_of(key(&**b, tag::NODE));
                        if let Some(s) = scope {
                            comp.enter_scope(s);
                        }
                        comp.hoist_var_functions(&b.body)?;
                        comp.with_disposal(&b.body, |c| c.statements(&b.body))?;
                        if let Some(s) = scope {
                            comp.leave_scope(s);
                        }
                    }
                    _ => {}
                }
            }
            if decorated_class {
                comp.run_initializers(class_this, "%dclassx", None, c.span);
            }
            Ok(())
        })
    }

    /// The storage of auto-accessor `index` on `this` (a private field).
    fn accessor_storage(
        &mut self,
        this: Reg,
        init_this: Reg,
        a: &AccessorProperty<'a>,
        index: usize,
        decorated: bool,
    ) -> R<()> {
        let mark = self.mark();
        let v = self.temp();
        match &a.value {
            Some(e) => match (&a.key, Self::static_key_name(&a.key)) {
                (PropertyKey::Private(id), _) => self.expr_named(e, v, &format!("#{}", id.name))?,
                (_, Some(n)) => self.expr_named(e, v, &n)?,
                _ => self.expr(e, v)?,
            },
            None => {
                self.emit(I::LoadUndefined { dst: v });
            }
        }
        if decorated {
            self.run_initializers(init_this, &format!("%di{index}"), Some(v), a.span);
        }
        let key = self.temp();
        self.load_internal_raw(&format!("%acc{index}"), key);
        self.at(a.span);
        self.emit(I::DefinePrivateField { obj: this, key, value: v });
        if decorated {
            self.run_initializers(init_this, &format!("%dx{index}"), None, a.span);
        }
        self.release(mark);
        Ok(())
    }

    /// One field definition on `this` (DefineField); `dec`: the element index of a
    /// decorated field, whose initializers run with `init_this`.
    fn field(
        &mut self,
        this: Reg,
        init_this: Reg,
        p: &PropertyDefinition<'a>,
        slot: Option<&str>,
        dec: Option<usize>,
    ) -> R<()> {
        let mark = self.mark();
        let v = self.temp();
        let static_name = Self::static_key_name(&p.key);
        let mut flags = define_flags::ENUMERABLE;
        match &p.value {
            Some(e) => match (&p.key, &static_name) {
                (PropertyKey::Private(id), _) => self.expr_named(e, v, &format!("#{}", id.name))?,
                (_, Some(n)) => self.expr_named(e, v, n)?,
                _ => {
                    if super::expression::is_anonymous_function(e) {
                        flags |= define_flags::SET_NAME;
                        self.expr_named(e, v, "")?;
                    } else {
                        self.expr(e, v)?;
                    }
                }
            },
            None => {
                self.emit(I::LoadUndefined { dst: v });
            }
        }
        if let Some(index) = dec {
            self.run_initializers(init_this, &format!("%di{index}"), Some(v), p.span);
        }
        let key = self.temp();
        match (&p.key, slot) {
            (PropertyKey::Private(id), _) => {
                self.load_internal_raw(&format!("#{}", id.name), key);
                self.at(p.span);
                self.emit(I::DefinePrivateField { obj: this, key, value: v });
            }
            (_, Some(slot)) => {
                self.load_internal_raw(slot, key);
                self.at(p.span);
                self.emit(I::DefineProperty { obj: this, key, value: v, flags });
            }
            _ => {
                let k = self.property_key(&p.key)?;
                self.emit(I::Move { dst: key, src: k });
                self.at(p.span);
                self.emit(I::DefineProperty { obj: this, key, value: v, flags });
            }
        }
        if let Some(index) = dec {
            self.run_initializers(init_this, &format!("%dx{index}"), None, p.span);
        }
        self.release(mark);
        Ok(())
    }

    fn synthetic_method(
        &mut self,
        c: &Class<'a>,
        t: u8,
        kind: FK,
        body: impl FnOnce(Reg, &mut Self) -> R<()>,
    ) -> R<u32> {
        let Some(scope) = self.tree.scope_of(key(c, t)) else {
            return Err(err("internal: initializer scope missing", c.span));
        };
        let idx = self.reserve_function();
        let mut fs = FuncState::new(kind, scope);
        fs.flags.strict = true;
        fs.flags.simple_parameters = true;
        fs.source_span = (c.span.start, c.span.end);
        self.stack.push(fs);
        self.reserve_undefined();
        let info = FunctionInfo {
            node: key(c, t),
            kind,
            name: String::new(),
            params: None,
            body: &[],
            strict: true,
            generator: false,
            is_async: false,
            span: c.span,
            concise: false,
        };
        let _ = &info;
        self.enter_scope(scope);
        let this = self.temp();
        self.emit(I::LoadThis { dst: this });
        self.init_method_internals(scope)?;
        let r = body(this, self);
        if let Err(e) = r {
            self.stack.pop();
            return Err(e);
        }
        let u = self.temp();
        self.emit(I::LoadUndefined { dst: u });
        self.emit(I::Return { src: u });
        let code = self.finish_function(c.span)?;
        if let Some(slot) = self.functions.get_mut(idx as usize) {
            *slot = Some(code);
        }
        Ok(idx)
    }

    /// Initialize the internal bindings of a synthetic method.
    fn init_method_internals(&mut self, scope: crate::scope::ScopeId) -> R<()> {
        let n = self.tree.get(scope).bindings.len();
        for i in 0..n {
            let name = self.tree.binding(scope, i as u32).name.to_string();
            let mark = self.mark();
            let t = self.temp();
            let ins = match name.as_str() {
                "%this" => Some(I::LoadThis { dst: t }),
                "%newtarget" => Some(I::LoadUndefined { dst: t }),
                "%home" => Some(I::LoadHomeObject { dst: t }),
                "%callee" => Some(I::LoadCallee { dst: t }),
                _ => None,
            };
            if let Some(ins) = ins {
                self.emit_into_binding(scope, i as u32, ins, t);
            }
            self.release(mark);
        }
        Ok(())
    }
}
