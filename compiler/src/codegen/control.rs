//! Non-local control flow: break, continue and return leaving scopes, iterators and
//! `finally` blocks. A `finally` block is compiled once; the paths into it set a
//! completion-kind register (0 normal, 1 throw, 2 return, 3.. one per break/continue
//! exit) and a value register, and a dispatch after the block continues each path.

use cairn_parser::ast::Span;

use super::err;
use super::{Compiler, Label, R};
use crate::bytecode::{Handler, Instruction, Reg};

/// A control context of the current function.
pub(crate) enum Control<'a> {
    /// An environment was pushed (pop it when jumping out).
    Scope,
    /// A breakable statement (loop, switch, labelled statement).
    Breakable {
        /// Its labels.
        labels: Vec<&'a str>,
        /// Where `break` goes.
        break_label: Label,
        /// Where `continue` goes (loops only).
        continue_label: Option<Label>,
        /// Unlabelled `break` may target it (loops and switch).
        unlabelled: bool,
    },
    /// An iterator to close when jumping out (for-of, destructuring).
    Iterator {
        /// The record's first register.
        iter: Reg,
        /// An async iterator (close awaits).
        is_async: bool,
    },
    /// A region protected by an exception handler (try block, for-of body, array
    /// destructuring): jumps out continue from a trampoline placed after the region, so
    /// that code running after leaving it is not covered by its handler.
    Protected {
        /// (trampoline label, the exit it continues).
        trampolines: Vec<(Label, Exit)>,
    },
    /// A `finally` block to run when jumping out.
    Finally {
        /// Completion kind register.
        kind: Reg,
        /// Completion value register.
        value: Reg,
        /// The start of the finally block.
        label: Label,
        /// Exits routed through it: (kind id, what to do after the block).
        exits: Vec<(i32, Exit)>,
    },
}

/// What a jump out does at its destination.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Exit {
    /// Jump to a label after unwinding down to control index `depth` (exclusive).
    Jump {
        /// Controls above this index are unwound.
        depth: usize,
        /// Destination.
        label: Label,
    },
    /// Return the value in a register.
    Return(Reg),
}

/// Completion kinds of a finally block.
pub(crate) const KIND_NORMAL: i32 = 0;
/// Throw completion.
pub(crate) const KIND_THROW: i32 = 1;
/// Return completion.
pub(crate) const KIND_RETURN: i32 = 2;

impl<'a> Compiler<'a> {
    /// Emit the code of a jump out: unwind controls above `depth` (for a return: all),
    /// routing through `finally` blocks.
    pub(crate) fn jump_out(&mut self, exit: Exit) -> R<()> {
        let depth = match exit {
            Exit::Jump { depth, .. } => depth,
            Exit::Return(_) => 0,
        };
        let top = self.fr().controls.len();
        self.unwind(top, depth, exit)
    }

    /// Unwind controls with index in `[depth, from)`, from the top down.
    fn unwind(&mut self, from: usize, depth: usize, exit: Exit) -> R<()> {
        let mut i = from;
        while i > depth {
            i -= 1;
            let action = match &self.fr().controls[i] {
                Control::Scope => Some(0u8),
                Control::Breakable { .. } => None,
                Control::Iterator { .. } => Some(1),
                Control::Finally { .. } => Some(2),
                Control::Protected { .. } => Some(3),
            };
            match action {
                // A return discards the frame with its environments, unless code of
                // this function runs on the way out: a finally block (or a protected
                // region's trampoline) runs in its own, outer environment.
                Some(0)
                    if !matches!(exit, Exit::Return(_))
                        || self.fr().controls[depth..i].iter().any(|c| {
                            matches!(c, Control::Finally { .. } | Control::Protected { .. })
                        }) =>
                {
                    self.emit(Instruction::PopScope);
                }
                Some(1) => {
                    if let Control::Iterator { iter, is_async } = self.fr().controls[i] {
                        self.close_iterator(iter, is_async)?;
                    }
                }
                Some(3) => {
                    let l = self.label();
                    if let Control::Protected { trampolines } = &mut self.f().controls[i] {
                        trampolines.push((l, exit));
                    }
                    self.jump(l);
                    return Ok(());
                }
                Some(2) => {
                    let (kind, value, label, id) = match &mut self.f().controls[i] {
                        Control::Finally { kind, value, label, exits } => {
                            let id = 3 + exits.len() as i32;
                            let (id, e) = match exit {
                                Exit::Return(_) => (KIND_RETURN, exit),
                                Exit::Jump { .. } => (id, exit),
                            };
                            if !exits.iter().any(|(k, _)| *k == id) {
                                exits.push((id, e));
                            }
                            (*kind, *value, *label, id)
                        }
                        _ => {
                            return Err(err("internal: control mismatch", Span::new(0, 0)));
                        }
                    };
                    if let Exit::Return(r) = exit
                        && r != value
                    {
                        self.emit(Instruction::Move { dst: value, src: r });
                    }
                    self.emit(Instruction::LoadInt { dst: kind, value: id });
                    self.jump(label);
                    return Ok(());
                }
                _ => {}
            }
        }
        match exit {
            Exit::Jump { label, .. } => self.jump(label),
            Exit::Return(r) => self.emit_return(r)?,
        }
        Ok(())
    }

    /// Open a protected region (see [`Control::Protected`]).
    pub(crate) fn open_protected(&mut self) {
        self.f().controls.push(Control::Protected { trampolines: Vec::new() });
    }

    /// Close the innermost protected region: emit its trampolines (skipped by normal
    /// flow), each continuing its jump out below the region.
    pub(crate) fn close_protected(&mut self) -> R<()> {
        let trampolines = match self.f().controls.pop() {
            Some(Control::Protected { trampolines }) => trampolines,
            _ => {
                return Err(err("internal: protected region mismatch", Span::new(0, 0)));
            }
        };
        if trampolines.is_empty() {
            return Ok(());
        }
        let skip = self.label();
        self.jump(skip);
        for (l, exit) in trampolines {
            self.bind(l);
            let depth = match exit {
                Exit::Jump { depth, .. } => depth,
                Exit::Return(_) => 0,
            };
            let top = self.fr().controls.len();
            self.unwind(top, depth, exit)?;
        }
        self.bind(skip);
        Ok(())
    }

    /// The final `Return` (derived constructors substitute `this` for undefined).
    pub(crate) fn emit_return(&mut self, r: Reg) -> R<()> {
        let derived = self.tree.get(self.fr().func_scope).is_derived_ctor;
        if derived {
            let done = self.label();
            self.emit_jump(Instruction::JumpIfNotUndefined { src: r, target: 0 }, done);
            // Unchecked: a `this` never bound returns as the hole, and the VM's Return
            // throws the ReferenceError after the callee's context is gone, in the
            // caller's realm ([[Construct]] step 12).
            self.load_internal_raw("%this", r);
            self.bind(done);
        }
        self.emit(Instruction::Return { src: r });
        Ok(())
    }

    /// IteratorClose (normal completion) of a record.
    pub(crate) fn close_iterator(&mut self, iter: Reg, is_async: bool) -> R<()> {
        if !is_async {
            self.emit(Instruction::IteratorClose { iter });
            return Ok(());
        }
        // AsyncIteratorClose: done check, GetMethod(return), call, await, object check.
        let mark = self.mark();
        let skip = self.label();
        let ret = self.temp();
        self.emit_jump(Instruction::JumpIfTrue { cond: iter.offset(2), target: 0 }, skip);
        self.emit(Instruction::LoadTrue { dst: iter.offset(2) });
        let name = self.name("return");
        let ic = self.ic();
        self.emit(Instruction::GetMethod { dst: ret, obj: iter, name, ic });
        self.emit_jump(Instruction::JumpIfUndefined { src: ret, target: 0 }, skip);
        self.emit(Instruction::Call { dst: ret, callee: ret, this: iter, args: ret, argc: 0 });
        self.emit(Instruction::Await { dst: ret, value: ret });
        let msg = self.name("iterator result is not an object");
        self.emit(Instruction::ThrowIfNotObject { src: ret, message: msg });
        self.bind(skip);
        self.release(mark);
        Ok(())
    }

    /// Close a record because of a throw (errors of `return` are ignored). Async
    /// iterators await the result inside a handler that swallows errors.
    pub(crate) fn close_iterator_quiet(&mut self, iter: Reg, is_async: bool) {
        if !is_async {
            self.emit(Instruction::IteratorCloseQuiet { iter });
            return;
        }
        let mark = self.mark();
        let skip = self.label();
        let ret = self.temp();
        self.emit_jump(Instruction::JumpIfTrue { cond: iter.offset(2), target: 0 }, skip);
        self.emit(Instruction::LoadTrue { dst: iter.offset(2) });
        let start = self.pc();
        let name = self.name("return");
        let ic = self.ic();
        self.emit(Instruction::GetMethod { dst: ret, obj: iter, name, ic });
        self.emit_jump(Instruction::JumpIfUndefined { src: ret, target: 0 }, skip);
        self.emit(Instruction::Call { dst: ret, callee: ret, this: iter, args: ret, argc: 0 });
        self.emit(Instruction::Await { dst: ret, value: ret });
        let end = self.pc();
        self.jump(skip);
        let handler = self.pc();
        let env_depth = self.fr().env_depth;
        self.f().handlers.push(Handler { start, end, handler, exception: ret, env_depth });
        self.bind(skip);
        self.release(mark);
    }

    /// Find the breakable target of `break label?`: its control index and label.
    pub(crate) fn break_target(&self, label: Option<&str>, span: Span) -> R<(usize, Label)> {
        for (i, c) in self.fr().controls.iter().enumerate().rev() {
            if let Control::Breakable { labels, break_label, unlabelled, .. } = c {
                let hit = match label {
                    Some(l) => labels.contains(&l),
                    None => *unlabelled,
                };
                if hit {
                    return Ok((i, *break_label));
                }
            }
        }
        Err(err("break target not found", span))
    }

    /// Find the loop of `continue label?`.
    pub(crate) fn continue_target(&self, label: Option<&str>, span: Span) -> R<(usize, Label)> {
        for (i, c) in self.fr().controls.iter().enumerate().rev() {
            if let Control::Breakable { labels, continue_label: Some(cl), .. } = c {
                let hit = match label {
                    Some(l) => labels.contains(&l),
                    None => true,
                };
                if hit {
                    return Ok((i, *cl));
                }
            }
        }
        Err(err("continue target not found", span))
    }

    /// After a finally block: dispatch on the completion kind. The Finally control has
    /// already been popped, so exits continue unwinding below it.
    pub(crate) fn finally_dispatch(
        &mut self,
        kind: Reg,
        value: Reg,
        exits: Vec<(i32, Exit)>,
    ) -> R<()> {
        let end = self.label();
        self.emit_jump(
            Instruction::JumpIfIntEqual { src: kind, value: KIND_NORMAL, target: 0 },
            end,
        );
        let not_throw = self.label();
        self.emit_jump(
            Instruction::JumpIfIntEqual { src: kind, value: KIND_RETURN, target: 0 },
            not_throw,
        );
        let mut exit_labels = Vec::new();
        for &(id, _) in &exits {
            if id == KIND_RETURN {
                continue;
            }
            let l = self.label();
            self.emit_jump(Instruction::JumpIfIntEqual { src: kind, value: id, target: 0 }, l);
            exit_labels.push((id, l));
        }
        self.emit(Instruction::Throw { src: value });
        self.bind(not_throw);
        if exits.iter().any(|(id, _)| *id == KIND_RETURN) {
            self.jump_out(Exit::Return(value))?;
        } else {
            self.jump(end);
        }
        for (id, l) in exit_labels {
            self.bind(l);
            if let Some(&(_, exit)) = exits.iter().find(|(k, _)| *k == id) {
                self.jump_out(exit)?;
            }
        }
        self.bind(end);
        Ok(())
    }
}
