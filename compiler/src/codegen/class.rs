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
    ClassTemplate, Constant, FunctionKind as FK, Instruction as I, PrivateMethodKind, Reg,
    define_flags,
};
use crate::scope::{key, tag};

impl<'a> Compiler<'a> {
    /// Evaluate a class definition into `dst`.
    pub(crate) fn class(&mut self, c: &Class<'a>, dst: Reg, name: Option<&str>) -> R<()> {
        if let Some(d) = c.decorators.first() {
            return Err(err("decorators are not supported yet", d.span));
        }
        for el in c.body.elements.iter() {
            match el {
                ClassElement::Accessor(a) => {
                    return Err(err("`accessor` fields are not supported yet", a.span));
                }
                ClassElement::Method(m) if !m.decorators.is_empty() => {
                    return Err(err("decorators are not supported yet", m.span));
                }
                ClassElement::Property(p) if !p.decorators.is_empty() => {
                    return Err(err("decorators are not supported yet", p.span));
                }
                _ => {}
            }
        }
        let Some(cs) = self.tree.scope_of(key(c, tag::NODE)) else {
            return Err(err("internal: class scope missing", c.span));
        };
        let class_name: String = match (&c.id, name) {
            (Some(id), _) => id.name.to_string(),
            (None, Some(n)) => n.to_string(),
            (None, None) => String::new(),
        };
        let mark = self.mark();
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
        // Elements in order.
        let mut computed = 0u32;
        let mut private_method = 0u32;
        let mut static_private: Vec<(String, Reg, PrivateMethodKind)> = Vec::new();
        for el in c.body.elements.iter() {
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
                        if m.is_static {
                            // Kept alive in its register until the statics are added.
                            static_private.push((pname, func, kind));
                        } else {
                            self.release(func.0 as u32);
                        }
                        continue;
                    }
                    let m_mark = self.mark();
                    let static_name = Self::static_key_name(&m.key);
                    let key_reg = self.property_key(&m.key)?;
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
                    if let PropertyKey::Computed(_) = &p.key {
                        let m_mark = self.mark();
                        let k = self.property_key(&p.key)?;
                        let slot = format!("%key{computed}");
                        computed += 1;
                        self.store_internal(&slot, p.span, k);
                        self.release(m_mark);
                    }
                }
                ClassElement::StaticBlock(_) | ClassElement::Accessor(_) => {}
            }
        }
        // The inner name is initialized before static elements run.
        if let Some(id) = &c.id {
            self.store_name(id.name, id.span, f, true);
        }
        let has_instance = c.body.elements.iter().any(|el| match el {
            ClassElement::Property(p) => !p.is_static,
            ClassElement::Method(m) => !m.is_static && matches!(m.key, PropertyKey::Private(_)),
            _ => false,
        });
        if has_instance {
            let idx = self.field_initializer(c)?;
            let t = self.temp();
            self.emit(I::NewClosure { dst: t, func: idx });
            self.emit(I::SetHomeObject { func: t, home: proto });
            self.store_internal("%fieldinit", c.span, t);
        }
        for (pname, func, kind) in &static_private {
            let key = self.temp();
            self.load_internal_raw(pname, key);
            self.emit(I::DefinePrivateMethod { obj: f, key, func: *func, kind: *kind });
        }
        let has_static = c.body.elements.iter().any(|el| match el {
            ClassElement::Property(p) => p.is_static,
            ClassElement::StaticBlock(_) => true,
            _ => false,
        });
        if has_static {
            let idx = self.static_initializer(c)?;
            let t = self.temp();
            self.emit(I::NewClosure { dst: t, func: idx });
            self.emit(I::SetHomeObject { func: t, home: f });
            self.emit(I::Call { dst: t, callee: t, this: f, args: t, argc: 0 });
        }
        self.emit(I::Move { dst, src: f });
        self.leave_scope(cs);
        self.release(mark);
        Ok(())
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
            for el in c.body.elements.iter() {
                if let ClassElement::Method(m) = el
                    && let PropertyKey::Private(p) = &m.key
                {
                    let slot = format!("%pm{private_method}");
                    private_method += 1;
                    if m.is_static {
                        continue;
                    }
                    let mark = comp.mark();
                    let func = comp.temp();
                    comp.load_internal_raw(&slot, func);
                    let key = comp.temp();
                    comp.load_internal_raw(&format!("#{}", p.name), key);
                    let kind = match m.kind {
                        MethodKind::Get => PrivateMethodKind::Getter,
                        MethodKind::Set => PrivateMethodKind::Setter,
                        _ => PrivateMethodKind::Method,
                    };
                    comp.at(m.span);
                    comp.emit(I::DefinePrivateMethod { obj: this, key, func, kind });
                    comp.release(mark);
                }
            }
            for el in c.body.elements.iter() {
                if let ClassElement::Property(p) = el {
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
                    comp.field(this, p, slot.as_deref())?;
                }
            }
            Ok(())
        })
    }

    /// The synthetic method running static fields and static blocks in order.
    fn static_initializer(&mut self, c: &Class<'a>) -> R<u32> {
        self.synthetic_method(c, tag::STATICS, FK::StaticInitializer, |this, comp| {
            let mut computed = 0u32;
            for el in c.body.elements.iter() {
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
                        comp.field(this, p, slot.as_deref())?;
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
            Ok(())
        })
    }

    /// One field definition on `this` (DefineField).
    fn field(&mut self, this: Reg, p: &PropertyDefinition<'a>, slot: Option<&str>) -> R<()> {
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
        let key = self.temp();
        match (&p.key, slot) {
            (PropertyKey::Private(id), _) => {
                self.load_internal_raw(&format!("#{}", id.name), key);
                self.at(p.span);
                self.emit(I::DefinePrivateField { obj: this, key, value: v });
                self.release(mark);
                return Ok(());
            }
            (_, Some(slot)) => self.load_internal_raw(slot, key),
            _ => {
                let k = self.property_key(&p.key)?;
                self.emit(I::Move { dst: key, src: k });
            }
        }
        self.at(p.span);
        self.emit(I::DefineProperty { obj: this, key, value: v, flags });
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
