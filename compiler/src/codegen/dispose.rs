//! Explicit resource management (`using`, `await using`; ECMA-262
//! sec-explicit-resource-management): a scope with `using` declarations gets a dispose
//! stack, and its body runs like a `try` whose `finally` disposes the resources in
//! reverse order (DisposeResources), chaining errors into SuppressedErrors.

use cairn_parser::ast::*;
use std::vec::Vec;

use super::control::{Control, KIND_THROW};
use super::{Compiler, R, err};
use crate::bytecode::{Handler, Instruction as I, Reg};

/// Whether a statement list declares `using` / `await using` directly: (any, any async).
pub(crate) fn using_in(statements: &[Statement<'_>]) -> (bool, bool) {
    let mut any = false;
    let mut is_async = false;
    for s in statements {
        if let Statement::Variable(v) = s {
            match v.kind {
                VariableKind::Using => any = true,
                VariableKind::AwaitUsing => {
                    any = true;
                    is_async = true;
                }
                VariableKind::Var | VariableKind::Let | VariableKind::Const => {}
            }
        }
    }
    (any, is_async)
}

impl<'a> Compiler<'a> {
    /// Run `body` inside a disposal scope when `statements` declare `using`.
    pub(crate) fn with_disposal(
        &mut self,
        statements: &[Statement<'a>],
        body: impl FnOnce(&mut Self) -> R<()>,
    ) -> R<()> {
        let (any, is_async) = using_in(statements);
        self.disposal_scope(any, is_async, body)
    }

    /// Run `body` inside a disposal scope when `any`.
    pub(crate) fn disposal_scope(
        &mut self,
        any: bool,
        is_async: bool,
        body: impl FnOnce(&mut Self) -> R<()>,
    ) -> R<()> {
        if !any {
            return body(self);
        }
        let mark = self.mark();
        let env_depth = self.fr().env_depth;
        let stack = self.temp();
        self.emit(I::NewDisposeStack { dst: stack });
        let kind = self.temp();
        let value = self.temp();
        let label = self.label();
        self.f().controls.push(Control::Finally { kind, value, label, exits: Vec::new() });
        self.f().dispose_stacks.push((stack, is_async));
        let start = self.pc();
        let r = body(self);
        self.f().dispose_stacks.pop();
        r?;
        let end = self.pc();
        self.emit(I::LoadInt { dst: kind, value: 0 });
        self.jump(label);
        let handler = self.pc();
        self.f().handlers.push(Handler { start, end, handler, exception: value, env_depth });
        self.emit(I::LoadInt { dst: kind, value: KIND_THROW });
        self.bind(label);
        let exits = match self.f().controls.pop() {
            Some(Control::Finally { exits, .. }) => exits,
            _ => return Err(err("internal: disposal control mismatch", Span::new(0, 0))),
        };
        self.dispose_resources(stack, kind, value, is_async, env_depth);
        self.finally_dispatch(kind, value, exits)?;
        self.release(mark);
        Ok(())
    }

    /// DisposeResources (sec-disposeresources) over `stack` with the completion in
    /// (kind, value); throws the resulting error, if any.
    fn dispose_resources(
        &mut self,
        stack: Reg,
        kind: Reg,
        value: Reg,
        is_async: bool,
        env_depth: u16,
    ) {
        let mark = self.mark();
        let acc = self.temp();
        let method = self.temp();
        let this = self.temp();
        let result = self.temp();
        let exc = self.temp();
        let sync = self.temp();
        // acc = the thrown value for a throw completion, else the hole.
        self.emit(I::LoadHole { dst: acc });
        let is_throw = self.label();
        self.emit_jump(I::JumpIfIntEqual { src: kind, value: KIND_THROW, target: 0 }, is_throw);
        let after_init = self.label();
        self.jump(after_init);
        self.bind(is_throw);
        self.emit(I::Move { dst: acc, src: value });
        self.bind(after_init);
        let top = self.label();
        let done = self.label();
        self.bind(top);
        self.emit_jump(I::DisposeNext { method, value: this, sync, stack, target: 0 }, done);
        let start = self.pc();
        let no_method = self.label();
        let called = self.label();
        self.emit_jump(I::JumpIfUndefined { src: method, target: 0 }, no_method);
        self.emit(I::Call { dst: result, callee: method, this, args: result, argc: 0 });
        if is_async {
            // A sync @@dispose's result is dropped: undefined is awaited instead.
            let awaited = self.label();
            self.emit_jump(I::JumpIfFalse { cond: sync, target: 0 }, awaited);
            self.emit(I::LoadUndefined { dst: result });
            self.bind(awaited);
            self.emit(I::Await { dst: result, value: result });
        }
        self.jump(called);
        self.bind(no_method);
        if is_async {
            self.emit(I::LoadUndefined { dst: result });
            self.emit(I::Await { dst: result, value: result });
        }
        self.bind(called);
        let end = self.pc();
        self.jump(top);
        let handler = self.pc();
        self.f().handlers.push(Handler { start, end, handler, exception: exc, env_depth });
        self.emit(I::SuppressError { acc, error: exc });
        self.jump(top);
        self.bind(done);
        self.emit(I::RethrowIfSet { src: acc });
        self.release(mark);
    }

    /// Add an already bound value to the innermost dispose stack (for-of heads).
    pub(crate) fn add_disposable(&mut self, value: Reg, is_async: bool, span: Span) -> R<()> {
        let Some(&(stack, _)) = self.fr().dispose_stacks.last() else {
            return Err(err("internal: no dispose stack", span));
        };
        self.at(span);
        self.emit(I::AddDisposable { stack, value, hint: u8::from(is_async) });
        Ok(())
    }

    /// `using x = v` / `await using x = v`: bind, then AddDisposableResource.
    pub(crate) fn using_declaration(&mut self, v: &VariableDeclaration<'a>) -> R<()> {
        let Some(&(stack, _)) = self.fr().dispose_stacks.last() else {
            return Err(err("`using` outside a block, function body or module", v.span));
        };
        let hint = u8::from(v.kind == VariableKind::AwaitUsing);
        for d in v.declarations.iter() {
            let mark = self.mark();
            let BindingPattern::Identifier(id) = &d.id else {
                return Err(err("`using` with a pattern", d.span));
            };
            let t = self.temp();
            match &d.init {
                Some(e) => self.expr_named(e, t, id.name)?,
                None => return Err(err("`using` without initializer", d.span)),
            }
            self.store_name(id.name, id.span, t, true);
            self.at(d.span);
            self.emit(I::AddDisposable { stack, value: t, hint });
            self.release(mark);
        }
        Ok(())
    }
}
