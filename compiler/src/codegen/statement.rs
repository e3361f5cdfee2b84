//! Statements and declarations (ECMA-262 sec-ecmascript-language-statements-and-declarations).

use cairn_parser::ast::*;
use std::vec::Vec;

use super::control::{Control, Exit, KIND_NORMAL, KIND_THROW};
use super::err;
use super::{Compiler, R};
use crate::bytecode::{Handler, Instruction as I, Reg};
use crate::scope::{ScopeType, key, tag};

impl<'a> Compiler<'a> {
    /// Compile a statement list.
    pub(crate) fn statements(&mut self, list: &[Statement<'a>]) -> R<()> {
        for s in list {
            self.statement(s)?;
        }
        Ok(())
    }

    /// Create the function objects of the function declarations directly in a block
    /// (they are initialized when the block is entered).
    pub(crate) fn hoist_block_functions(&mut self, list: &[Statement<'a>]) -> R<()> {
        for s in list {
            let Some(f) = cairn_parser::ast::declared_names::labelled_function(s) else { continue };
            if let Some(id) = &f.id {
                let mark = self.mark();
                let t = self.temp();
                let idx = self.function(f, None)?;
                self.emit(I::NewClosure { dst: t, func: idx });
                self.store_name(id.name, id.span, t, true);
                self.release(mark);
            }
        }
        Ok(())
    }

    fn block(&mut self, node: (usize, u8), body: &[Statement<'a>]) -> R<()> {
        let scope = self.tree.scope_of(node);
        // The block's register bindings are free again after it.
        let mark = self.mark();
        if let Some(s) = scope {
            self.enter_scope(s);
            self.hoist_block_functions(body)?;
        }
        self.with_disposal(body, |c| c.statements(body))?;
        if let Some(s) = scope {
            self.leave_scope(s);
        }
        self.release(mark);
        Ok(())
    }

    /// Compile one statement.
    pub(crate) fn statement(&mut self, s: &Statement<'a>) -> R<()> {
        if self.stack_exhausted() {
            return Err(err("nesting too deep to compile", s.span()));
        }
        let labels = std::mem::take(&mut self.f().pending_labels);
        // Completion values (top-level code): these statements complete with undefined
        // when their body completes empty (UpdateEmpty(stmt, undefined)).
        if let Some(c) = self.fr().completion
            && matches!(
                s,
                Statement::If(_)
                    | Statement::DoWhile(_)
                    | Statement::While(_)
                    | Statement::For(_)
                    | Statement::ForIn(_)
                    | Statement::ForOf(_)
                    | Statement::Switch(_)
                    | Statement::Try(_)
                    | Statement::With(_)
            )
        {
            self.emit(I::LoadUndefined { dst: c });
        }
        match s {
            Statement::Block(b) => {
                self.labelled_block(labels, |c| c.block(key(&**b, tag::NODE), &b.body))
            }
            Statement::Empty(_) => Ok(()),
            Statement::Expression(e) => match self.fr().completion {
                Some(c) => {
                    let mark = self.mark();
                    self.expr(&e.expression, c)?;
                    self.release(mark);
                    Ok(())
                }
                None => self.expr_discard(&e.expression),
            },
            Statement::If(i) => self.labelled_block(labels, |c| {
                let else_ = c.label();
                c.jump_if_false(&i.test, else_)?;
                c.sub_statement(&i.consequent)?;
                match &i.alternate {
                    Some(a) => {
                        let end = c.label();
                        c.jump(end);
                        c.bind(else_);
                        c.sub_statement(a)?;
                        c.bind(end);
                    }
                    None => c.bind(else_),
                }
                Ok(())
            }),
            Statement::DoWhile(d) => {
                let brk = self.label();
                let cont = self.label();
                let top = self.label();
                self.push_loop(labels, brk, cont);
                self.bind(top);
                self.sub_statement(&d.body)?;
                self.bind(cont);
                self.jump_if_true(&d.test, top)?;
                self.f().controls.pop();
                self.bind(brk);
                Ok(())
            }
            Statement::While(w) => {
                let brk = self.label();
                let cont = self.label();
                self.push_loop(labels, brk, cont);
                self.bind(cont);
                self.jump_if_false(&w.test, brk)?;
                self.sub_statement(&w.body)?;
                self.jump(cont);
                self.f().controls.pop();
                self.bind(brk);
                Ok(())
            }
            Statement::For(f) => self.for_statement(f, labels),
            Statement::ForIn(f) => self.for_in(f, labels),
            Statement::ForOf(f) => self.for_of(f, labels),
            Statement::Continue(c) => {
                let (depth, label) =
                    self.continue_target(c.label.as_ref().map(|l| l.name), c.span)?;
                self.jump_out(Exit::Jump { depth: depth + 1, label })
            }
            Statement::Break(b) => {
                let (depth, label) = self.break_target(b.label.as_ref().map(|l| l.name), b.span)?;
                self.jump_out(Exit::Jump { depth: depth + 1, label })
            }
            Statement::Return(r) => {
                let mark = self.mark();
                let derived = self.tree.get(self.fr().func_scope).is_derived_ctor;
                let async_gen = self.fr().flags.is_async && self.fr().flags.generator;
                if let Some(a) = &r.argument
                    && !derived
                    && !async_gen
                {
                    // The value may stay in its binding's register.
                    self.return_value(a, r.span)?;
                    self.release(mark);
                    return Ok(());
                }
                let t = self.temp();
                match &r.argument {
                    Some(a) => {
                        self.expr(a, t)?;
                        if self.fr().flags.is_async && self.fr().flags.generator {
                            self.at(r.span);
                            self.emit(I::Await { dst: t, value: t });
                        }
                    }
                    None => {
                        self.emit(I::LoadUndefined { dst: t });
                    }
                }
                self.at(r.span);
                self.jump_out(Exit::Return(t))?;
                self.release(mark);
                Ok(())
            }
            Statement::With(w) => self.labelled_block(labels, |c| {
                let mark = c.mark();
                let obj = c.expr_any(&w.object)?;
                c.at(w.span);
                c.emit(I::PushWithScope { object: obj });
                c.release(mark);
                let Some(scope) = c.tree.scope_of(key(&**w, tag::NODE)) else {
                    return Err(err("internal: with scope missing", w.span));
                };
                c.tree.get_mut(scope).has_env = true;
                c.f().env_depth += 1;
                c.f().scope = scope;
                c.f().controls.push(Control::Scope);
                c.sub_statement(&w.body)?;
                c.leave_scope(scope);
                Ok(())
            }),
            Statement::Switch(sw) => self.switch(sw, labels),
            Statement::Labeled(l) => {
                let mut labels = labels;
                labels.push(l.label.name);
                match &l.body {
                    Statement::DoWhile(_)
                    | Statement::While(_)
                    | Statement::For(_)
                    | Statement::ForIn(_)
                    | Statement::ForOf(_)
                    | Statement::Labeled(_) => {
                        self.f().pending_labels = labels;
                        self.statement(&l.body)
                    }
                    Statement::Function(f) => self.function_statement(f),
                    other => {
                        let brk = self.label();
                        self.f().controls.push(Control::Breakable {
                            labels,
                            break_label: brk,
                            continue_label: None,
                            unlabelled: false,
                        });
                        self.statement(other)?;
                        self.f().controls.pop();
                        self.bind(brk);
                        Ok(())
                    }
                }
            }
            Statement::Throw(t) => {
                let mark = self.mark();
                let r = self.expr_any(&t.argument)?;
                self.at(t.span);
                self.emit(I::Throw { src: r });
                self.release(mark);
                Ok(())
            }
            Statement::Try(t) => self.labelled_block(labels, |c| c.try_statement(t)),
            Statement::Debugger(_) => {
                self.emit(I::Debugger);
                Ok(())
            }
            Statement::Variable(v) => self.variable_declaration(v),
            Statement::Function(f) => self.function_statement(f),
            Statement::Class(c) => {
                let mark = self.mark();
                let t = self.temp();
                self.class(c, t, None)?;
                if let Some(id) = &c.id {
                    self.store_name(id.name, id.span, t, true);
                }
                self.release(mark);
                Ok(())
            }
            Statement::Import(_) | Statement::ExportAll(_) => Ok(()),
            Statement::TsEnum(_) | Statement::TsModule(_) => Err(err(
                "TypeScript declarations must be lowered by cairn-ts before compiling",
                s.span(),
            )),
            Statement::ExportNamed(e) => match &e.declaration {
                Some(Declaration::Variable(v)) => self.variable_declaration(v),
                Some(Declaration::Function(f)) => self.function_statement(f),
                Some(Declaration::Class(c)) => {
                    let mark = self.mark();
                    let t = self.temp();
                    self.class(c, t, None)?;
                    if let Some(id) = &c.id {
                        self.store_name(id.name, id.span, t, true);
                    }
                    self.release(mark);
                    Ok(())
                }
                None => Ok(()),
            },
            Statement::ExportDefault(e) => {
                let mark = self.mark();
                let t = self.temp();
                match &e.declaration {
                    ExportDefaultKind::Function(_) => {}
                    ExportDefaultKind::Class(c) => {
                        self.class(c, t, Some("default"))?;
                        // `export default class C {}` binds C; the export names it.
                        let name = c.id.as_ref().map_or("*default*", |id| id.name);
                        self.store_name(name, e.span, t, true);
                    }
                    ExportDefaultKind::Expression(x) => {
                        self.expr_named(x, t, "default")?;
                        self.store_name("*default*", e.span, t, true);
                    }
                }
                self.release(mark);
                Ok(())
            }
        }
    }

    /// Statements that are not loops but carry labels get a breakable context.
    /// `return e` (outside derived constructors and async generators): a conditional
    /// `e` branches to a `return` in each arm instead of joining at one shared return
    /// (no move and jump on either path).
    pub(crate) fn return_value(&mut self, e: &Expression<'a>, span: Span) -> R<()> {
        if self.stack_exhausted() {
            return Err(err("nesting too deep to compile", span));
        }
        match e {
            Expression::Parenthesized(p) => self.return_value(&p.expression, span),
            Expression::Conditional(c) => {
                let else_ = self.label();
                self.jump_if_false(&c.test, else_)?;
                self.return_value(&c.consequent, span)?;
                self.bind(else_);
                self.return_value(&c.alternate, span)
            }
            _ => {
                let mark = self.mark();
                let v = self.expr_any(e)?;
                self.mark_tail_call(v);
                self.at(span);
                self.jump_out(Exit::Return(v))?;
                self.release(mark);
                Ok(())
            }
        }
    }

    /// PrepareForTailCall (sec-isintailposition): when the instruction just emitted
    /// calls into `v`, the value about to be returned, and nothing has to run between
    /// the call and the return (strict, neither async nor a generator, no finally,
    /// iterator to close or exception handler around), the call becomes a tail call.
    /// Environments pushed around it need no popping: they belong to the frame the
    /// callee replaces.
    pub(crate) fn mark_tail_call(&mut self, v: Reg) {
        let flags = &self.fr().flags;
        if !flags.strict || flags.is_async || flags.generator {
            return;
        }
        let clean = self
            .fr()
            .controls
            .iter()
            .all(|c| matches!(c, Control::Scope | Control::Breakable { .. }));
        if !clean {
            return;
        }
        let Some(last) = self.f().code.last_mut() else { return };
        *last = match *last {
            I::Call { dst, callee, this, args, argc } if dst == v => {
                I::TailCall { dst, callee, this, args, argc }
            }
            I::CallEval { dst, callee, this, args, argc } if dst == v => {
                I::TailCallEval { dst, callee, this, args, argc }
            }
            other => other,
        };
    }

    fn labelled_block(
        &mut self,
        labels: Vec<&'a str>,
        body: impl FnOnce(&mut Self) -> R<()>,
    ) -> R<()> {
        if labels.is_empty() {
            return body(self);
        }
        let brk = self.label();
        self.f().controls.push(Control::Breakable {
            labels,
            break_label: brk,
            continue_label: None,
            unlabelled: false,
        });
        body(self)?;
        self.f().controls.pop();
        self.bind(brk);
        Ok(())
    }

    fn push_loop(&mut self, labels: Vec<&'a str>, brk: super::Label, cont: super::Label) {
        self.f().controls.push(Control::Breakable {
            labels,
            break_label: brk,
            continue_label: Some(cont),
            unlabelled: true,
        });
    }

    /// A statement in a single-statement position (Annex B: `if (x) function f(){}`).
    fn sub_statement(&mut self, s: &Statement<'a>) -> R<()> {
        if let Statement::Function(f) = s {
            // Its own block (see the scope analysis' `if_clause`): create the function
            // in it, then the Annex B var copy if any.
            let mark = self.mark();
            let scope = self.tree.scope_of(key(&**f, tag::CLAUSE));
            if let Some(sc) = scope {
                self.enter_scope(sc);
            }
            self.hoist_block_functions(std::slice::from_ref(s))?;
            self.function_statement(f)?;
            if let Some(sc) = scope {
                self.leave_scope(sc);
            }
            self.release(mark);
            return Ok(());
        }
        self.statement(s)
    }

    /// A function declaration at its position: only the Annex B.3.3 var copy.
    fn function_statement(&mut self, f: &Function<'a>) -> R<()> {
        if self.tree.annex_b.contains_key(&(f as *const Function as usize))
            && let Some(id) = &f.id
        {
            let mark = self.mark();
            let t = self.temp();
            self.load_name(id.name, id.span, t);
            self.annex_b_store(id.name, id.span, t);
            self.release(mark);
        }
        Ok(())
    }

    /// Store into the var binding of the function (or global) for Annex B.3.3.
    fn annex_b_store(&mut self, name: &str, span: Span, src: Reg) {
        let func = self.fr().func_scope;
        let var_scope = self.tree.get(func).var_scope;
        if self.tree.get(var_scope).ty == ScopeType::Script {
            let n = self.name(name);
            self.at(span);
            if self.tree.eval == Some(true) {
                // Direct eval: the var binding is in the caller's variable environment,
                // which a by-name store from inside the block would miss when the block
                // binding is in an environment; in eval code `DefineGlobalFunction`
                // binds in the eval's variable environment (B.3.2.3 SetMutableBinding).
                self.emit(I::DefineGlobalFunction { src, name: n });
            } else {
                let ic = self.ic();
                self.emit(I::SetGlobal { src, name: n, ic });
            }
            return;
        }
        if let Some(i) = self.tree.get(var_scope).find(name) {
            self.store_in_scope(var_scope, i, src);
        }
    }

    /// `var`/`let`/`const` declarations.
    pub(crate) fn variable_declaration(&mut self, v: &VariableDeclaration<'a>) -> R<()> {
        if matches!(v.kind, VariableKind::Using | VariableKind::AwaitUsing) {
            return self.using_declaration(v);
        }
        let init = v.kind.is_lexical();
        for d in v.declarations.iter() {
            let mark = self.mark();
            match (&d.init, &d.id) {
                (None, BindingPattern::Identifier(id)) => {
                    if init {
                        // `let x;` initializes x to undefined (a register binding directly).
                        match self.binding_target(id.name, id.span.start, true) {
                            Some(r) => {
                                self.emit(I::LoadUndefined { dst: r });
                            }
                            None => {
                                let t = self.temp();
                                self.emit(I::LoadUndefined { dst: t });
                                self.store_name(id.name, id.span, t, true);
                            }
                        }
                    }
                }
                (None, _) => {
                    return Err(err("destructuring without initializer", d.span));
                }
                (Some(e), BindingPattern::Identifier(id)) if !init => {
                    // `var x = e` resolves x before e runs
                    // (sec-variable-statement-runtime-semantics-evaluation), which only
                    // `with` and sloppy direct eval can observe (`resolve_ref`).
                    let base = self.resolve_ref(id.name, id.span);
                    let t = match base {
                        Some(_) => self.temp(),
                        None => match self.direct_target(id.name, id.span.start, e, init) {
                            Some(r) => r,
                            None => self.temp(),
                        },
                    };
                    self.expr_named(e, t, id.name)?;
                    self.store_ref(id.name, id.span, base, t);
                }
                (Some(e), BindingPattern::Identifier(id)) => {
                    let t = match self.direct_target(id.name, id.span.start, e, init) {
                        Some(r) => r,
                        None => self.temp(),
                    };
                    self.expr_named(e, t, id.name)?;
                    self.store_name(id.name, id.span, t, init);
                }
                (Some(e), pattern) => {
                    let t = self.temp();
                    self.expr(e, t)?;
                    self.bind_pattern(pattern, t, init)?;
                }
            }
            self.release(mark);
        }
        Ok(())
    }

    fn for_statement(&mut self, f: &ForStatement<'a>, labels: Vec<&'a str>) -> R<()> {
        let head = self.tree.scope_of(key(f, tag::NODE));
        let mark = self.mark();
        if let Some(s) = head {
            self.enter_scope(s);
        }
        // `for (using x = r; ...)`: the resources are disposed when the loop ends.
        let (using, await_using) = match &f.init {
            Some(ForInit::Variable(v)) => (
                matches!(v.kind, VariableKind::Using | VariableKind::AwaitUsing),
                v.kind == VariableKind::AwaitUsing,
            ),
            _ => (false, false),
        };
        self.disposal_scope(using, await_using, |c| {
            match &f.init {
                Some(ForInit::Variable(v)) => c.variable_declaration(v)?,
                Some(ForInit::Expression(e)) => {
                    let mark = c.mark();
                    c.expr_temp(e)?;
                    c.release(mark);
                }
                None => {}
            }
            let per_iteration = head.is_some_and(|s| c.tree.get(s).has_env);
            if per_iteration {
                c.emit(I::CopyScope);
            }
            let brk = c.label();
            let cont = c.label();
            let top = c.label();
            let test = c.label();
            c.push_loop(labels, brk, cont);
            // Rotated loop: test at the bottom, entered once from the top.
            c.jump(test);
            c.bind(top);
            c.sub_statement(&f.body)?;
            c.bind(cont);
            if per_iteration {
                c.emit(I::CopyScope);
            }
            if let Some(u) = &f.update {
                c.expr_discard(u)?;
            }
            c.bind(test);
            match &f.test {
                Some(t) => c.jump_if_true(t, top)?,
                None => c.jump(top),
            }
            c.f().controls.pop();
            c.bind(brk);
            Ok(())
        })?;
        if let Some(s) = head {
            self.leave_scope(s);
        }
        self.release(mark);
        Ok(())
    }

    /// Bind the value of one for-in/of iteration to the head.
    fn for_head_bind(&mut self, left: &ForLeft<'a>, value: Reg) -> R<()> {
        match left {
            ForLeft::Variable(v) => {
                let Some(d) = v.declarations.first() else {
                    return Err(err("empty for-in/of declaration", v.span));
                };
                let init = v.kind.is_lexical();
                self.bind_pattern(&d.id, value, init)?;
                if matches!(v.kind, VariableKind::Using | VariableKind::AwaitUsing) {
                    self.add_disposable(value, v.kind == VariableKind::AwaitUsing, d.span)?;
                }
                Ok(())
            }
            ForLeft::Target(t) => self.assign_pattern(t, value),
        }
    }

    /// The head scope of a for-in/of (lexical declarations), entered per iteration.
    fn for_in_of_scope(&mut self, node: (usize, u8)) -> Option<crate::scope::ScopeId> {
        self.tree.scope_of(node)
    }

    fn for_in(&mut self, f: &ForInStatement<'a>, labels: Vec<&'a str>) -> R<()> {
        let head = self.for_in_of_scope(key(f, tag::NODE));
        let mark = self.mark();
        // Annex B: `for (var x = init in o)`.
        if let ForLeft::Variable(v) = &f.left
            && v.kind == VariableKind::Var
            && let Some(d) = v.declarations.first()
            && let (Some(init), BindingPattern::Identifier(id)) = (&d.init, &d.id)
        {
            let t = self.temp();
            self.expr_named(init, t, id.name)?;
            self.store_name(id.name, id.span, t, false);
        }
        let iter = self.temp();
        // The head expression sees the TDZ bindings of the head.
        if let Some(s) = head {
            self.enter_scope(s);
        }
        let obj = self.expr_any(&f.right)?;
        if let Some(s) = head {
            self.leave_scope(s);
        }
        self.at(f.span);
        self.emit(I::ForInPrepare { dst: iter, obj });
        let brk = self.label();
        let next = self.label();
        let key_reg = self.temp();
        self.push_loop(labels, brk, next);
        self.bind(next);
        self.emit_jump(I::ForInNext { dst: key_reg, iter, target: 0 }, brk);
        if let Some(s) = head {
            self.enter_scope(s);
        }
        self.for_head_bind(&f.left, key_reg)?;
        self.sub_statement(&f.body)?;
        if let Some(s) = head {
            self.leave_scope(s);
        }
        self.jump(next);
        self.f().controls.pop();
        self.bind(brk);
        self.release(mark);
        Ok(())
    }

    fn for_of(&mut self, f: &ForOfStatement<'a>, labels: Vec<&'a str>) -> R<()> {
        let head = self.for_in_of_scope(key(f, tag::NODE));
        let mark = self.mark();
        let iter = self.temps(3);
        if let Some(s) = head {
            self.enter_scope(s);
        }
        let obj = self.expr_any(&f.right)?;
        if let Some(s) = head {
            self.leave_scope(s);
        }
        self.at(f.span);
        self.note_callee(f.right.span());
        if f.is_await {
            self.emit(I::GetAsyncIterator { dst: iter, src: obj });
        } else {
            self.emit(I::GetIterator { dst: iter, src: obj });
        }
        let brk = self.label();
        let next = self.label();
        let after = self.label();
        let value = self.temp();
        let exc = self.temp();
        let env_depth = self.fr().env_depth;
        self.f().controls.push(Control::Iterator { iter, is_async: f.is_await });
        self.push_loop(labels, brk, next);
        self.bind(next);
        if f.is_await {
            self.async_step(iter, value, brk)?;
        } else {
            self.emit_jump(I::ForOfStep { dst: value, iter, target: 0 }, brk);
        }
        let start = self.pc();
        self.open_protected();
        if let Some(s) = head {
            self.enter_scope(s);
        }
        let (using, await_using) = match &f.left {
            ForLeft::Variable(v) => (
                matches!(v.kind, VariableKind::Using | VariableKind::AwaitUsing),
                v.kind == VariableKind::AwaitUsing,
            ),
            ForLeft::Target(_) => (false, false),
        };
        self.disposal_scope(using, await_using, |c| {
            c.for_head_bind(&f.left, value)?;
            c.sub_statement(&f.body)
        })?;
        if let Some(s) = head {
            self.leave_scope(s);
        }
        self.jump(next);
        let end = self.pc();
        self.close_protected()?;
        self.f().controls.pop();
        self.f().controls.pop();
        // A throw from the body closes the iterator quietly and rethrows.
        let skip = self.label();
        self.jump(skip);
        let handler = self.pc();
        self.close_iterator_quiet(iter, f.is_await);
        self.emit(I::Throw { src: exc });
        self.f().handlers.push(Handler { start, end, handler, exception: exc, env_depth });
        self.bind(skip);
        self.bind(brk);
        self.close_iterator(iter, f.is_await)?;
        self.bind(after);
        self.release(mark);
        Ok(())
    }

    /// One step of an async iterator: value, or jump to `done` when finished.
    fn async_step(&mut self, iter: Reg, value: Reg, done: super::Label) -> R<()> {
        let mark = self.mark();
        let result = self.temp();
        let flag = self.temp();
        self.emit(I::LoadTrue { dst: iter.offset(2) });
        self.emit(I::Call { dst: result, callee: iter.offset(1), this: iter, args: iter, argc: 0 });
        self.emit(I::Await { dst: result, value: result });
        let msg = self.name("iterator result is not an object");
        self.emit(I::ThrowIfNotObject { src: result, message: msg });
        let done_name = self.name("done");
        let ic = self.ic();
        self.emit(I::GetNamed { dst: flag, obj: result, name: done_name, ic });
        self.emit_jump(I::JumpIfTrue { cond: flag, target: 0 }, done);
        let value_name = self.name("value");
        let ic = self.ic();
        self.emit(I::GetNamed { dst: value, obj: result, name: value_name, ic });
        self.emit(I::LoadFalse { dst: iter.offset(2) });
        self.release(mark);
        Ok(())
    }

    fn switch(&mut self, sw: &SwitchStatement<'a>, labels: Vec<&'a str>) -> R<()> {
        let mark = self.mark();
        let d = self.expr_temp(&sw.discriminant)?;
        let scope = self.tree.scope_of(key(sw, tag::NODE));
        if let Some(s) = scope {
            self.enter_scope(s);
            for c in sw.cases.iter() {
                self.hoist_block_functions(&c.consequent)?;
            }
        }
        let brk = self.label();
        self.f().controls.push(Control::Breakable {
            labels,
            break_label: brk,
            continue_label: None,
            unlabelled: true,
        });
        let (any_using, async_using) = sw.cases.iter().fold((false, false), |acc, c| {
            let (a, b) = super::dispose::using_in(&c.consequent);
            (acc.0 || a, acc.1 || b)
        });
        self.disposal_scope(any_using, async_using, |g| {
            let case_labels: Vec<super::Label> = sw.cases.iter().map(|_| g.label()).collect();
            let end_cases = g.label();
            let mut default = None;
            for (i, c) in sw.cases.iter().enumerate() {
                match &c.test {
                    Some(t) => {
                        let m = g.mark();
                        let v = g.expr_any(t)?;
                        g.emit_jump(
                            I::JumpIfStrictEqual { lhs: d, rhs: v, target: 0 },
                            case_labels[i],
                        );
                        g.release(m);
                    }
                    None => default = Some(case_labels[i]),
                }
            }
            match default {
                Some(l) => g.jump(l),
                None => g.jump(end_cases),
            }
            for (i, c) in sw.cases.iter().enumerate() {
                g.bind(case_labels[i]);
                g.statements(&c.consequent)?;
            }
            g.bind(end_cases);
            Ok(())
        })?;
        self.f().controls.pop();
        self.bind(brk);
        if let Some(s) = scope {
            self.leave_scope(s);
        }
        self.release(mark);
        Ok(())
    }

    fn try_statement(&mut self, t: &TryStatement<'a>) -> R<()> {
        let mark = self.mark();
        let env_depth = self.fr().env_depth;
        let finally = if t.finalizer.is_some() {
            let kind = self.temp();
            let value = self.temp();
            let label = self.label();
            self.f().controls.push(Control::Finally { kind, value, label, exits: Vec::new() });
            Some((kind, value, label, self.pc()))
        } else {
            None
        };
        // try { } catch { }
        let start = self.pc();
        let catches = t.handler.is_some();
        if catches {
            self.open_protected();
        }
        self.block(key(&*t.block, tag::NODE), &t.block.body)?;
        let end = self.pc();
        if let Some(h) = &t.handler {
            let after = self.label();
            self.jump(after);
            self.close_protected()?;
            let exc = self.temp();
            let handler = self.pc();
            self.f().handlers.push(Handler { start, end, handler, exception: exc, env_depth });
            // The catch block's value replaces the try block's, undefined when it has
            // none (UpdateEmpty(C, undefined)).
            if let Some(c) = self.fr().completion {
                self.emit(I::LoadUndefined { dst: c });
            }
            let scope = self.tree.scope_of(key(&**h, tag::NODE));
            if let Some(s) = scope {
                self.enter_scope(s);
            }
            if let Some(p) = &h.param {
                self.bind_pattern(p, exc, true)?;
            }
            self.block(key(&*h.body, tag::NODE), &h.body.body)?;
            if let Some(s) = scope {
                self.leave_scope(s);
            }
            self.bind(after);
        }
        if let (Some((kind, value, label, outer_start)), Some(fin)) = (finally, &t.finalizer) {
            let outer_end = self.pc();
            self.emit(I::LoadInt { dst: kind, value: KIND_NORMAL });
            self.jump(label);
            let handler = self.pc();
            self.f().handlers.push(Handler {
                start: outer_start,
                end: outer_end,
                handler,
                exception: value,
                env_depth,
            });
            self.emit(I::LoadInt { dst: kind, value: KIND_THROW });
            self.bind(label);
            let exits = match self.f().controls.pop() {
                Some(Control::Finally { exits, .. }) => exits,
                _ => return Err(err("internal: finally control mismatch", t.span)),
            };
            // A finally block's normal completion does not change the completion value;
            // a break or continue out of it carries its own value, undefined when it
            // has none (sec-try-statement-runtime-semantics-evaluation: UpdateEmpty(F,
            // undefined)).
            let saved = self.fr().completion.map(|c| {
                let t = self.temp();
                (c, t)
            });
            if let Some((c, t)) = saved {
                self.emit(I::Move { dst: t, src: c });
                self.emit(I::LoadUndefined { dst: c });
            }
            self.block(key(&**fin, tag::NODE), &fin.body)?;
            if let Some((c, t)) = saved {
                self.emit(I::Move { dst: c, src: t });
            }
            self.finally_dispatch(kind, value, exits)?;
        }
        self.release(mark);
        Ok(())
    }
}
