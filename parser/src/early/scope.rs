//! The scope stack of the early-error pass: per scope, the LexicallyDeclaredNames and
//! the VarDeclaredNames that were declared in it or hoisted through it.
//!
//! A `var` walks outwards from its scope to the nearest function-level scope, checking
//! each lexical scope it crosses and recording itself there, so that a lexical
//! declaration that comes later in the source finds it (ECMA-262
//! sec-block-static-semantics-early-errors: "any element of the LexicallyDeclaredNames
//! ... also occurs in the VarDeclaredNames"). Scope storage is reused: popping a scope
//! clears its tables but keeps their capacity.

use std::collections::{HashMap, HashSet};

use rustc_hash::{FxHashMap, FxHashSet};

use crate::{Span, SyntaxError};

/// A hash map keyed by names (FxHash: names are short, and a pass over one program has
/// no reason to pay for a DoS-resistant hasher).
pub(super) type FxMap<K, V> = FxHashMap<K, V>;
/// A hash set of names.
pub(super) type FxSet<K> = FxHashSet<K>;

/// What kind of construct a scope belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum ScopeKind {
    /// The top level of a Script (functions are var-scoped).
    Script,
    /// The top level of a Module (functions are lexical).
    Module,
    /// A function's parameters and the top level of its body (functions are var-scoped).
    Function,
    /// A class static block (like a function body).
    StaticBlock,
    /// A Block statement (also the implicit block of Annex B `if (x) function f(){}`).
    Block,
    /// The CaseBlock of a switch.
    Switch,
    /// A catch clause: its parameter and the top level of its block.
    Catch,
    /// The head of `for (let/const ...)`.
    For,
}

impl ScopeKind {
    /// A `var` stops here (VarScopedDeclarations belong to this scope).
    pub(super) fn is_var_scope(self) -> bool {
        match self {
            ScopeKind::Script
            | ScopeKind::Module
            | ScopeKind::Function
            | ScopeKind::StaticBlock => true,
            ScopeKind::Block | ScopeKind::Switch | ScopeKind::Catch | ScopeKind::For => false,
        }
    }

    /// Function declarations directly in this scope are var-scoped
    /// (TopLevelLexicallyDeclaredNames / TopLevelVarDeclaredNames).
    pub(super) fn functions_are_var(self) -> bool {
        match self {
            ScopeKind::Script | ScopeKind::Function | ScopeKind::StaticBlock => true,
            ScopeKind::Module
            | ScopeKind::Block
            | ScopeKind::Switch
            | ScopeKind::Catch
            | ScopeKind::For => false,
        }
    }
}

/// How a name is bound in a scope's lexical table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Binding {
    /// `let`, `const`, `using`, `class`, a generator or async function in a block, an
    /// import binding.
    Lexical,
    /// A plain FunctionDeclaration in a block or case block (Annex B B.3.2.4 allows
    /// duplicates of these in sloppy code).
    PlainFunction,
    /// A formal parameter (a `var` or a top-level function may redeclare it).
    Param,
    /// A catch parameter that is a single identifier (Annex B B.3.4: a `var` may
    /// redeclare it).
    SimpleCatchParam,
    /// A name bound by a catch parameter pattern (nothing may redeclare it).
    PatternCatchParam,
}

/// One scope.
#[derive(Debug)]
struct Scope<'a> {
    kind: ScopeKind,
    strict: bool,
    lexical: FxMap<&'a str, Binding>,
    vars: FxSet<&'a str>,
}

/// The stack of scopes, innermost last. `depth` scopes are live; those above are
/// cleared spares kept for their allocations.
#[derive(Debug, Default)]
pub(super) struct ScopeStack<'a> {
    scopes: Vec<Scope<'a>>,
    depth: usize,
}

/// Empties a table for reuse. Clearing costs the table's capacity, so a table that grew
/// large (one huge function) is dropped rather than kept: otherwise every later small
/// scope at that depth would pay for it.
pub(super) fn reset<T: Resettable>(table: &mut T) {
    if table.len() > 0 {
        if table.capacity() > MAX_KEPT_CAPACITY {
            *table = T::default();
        } else {
            table.clear();
        }
    }
}

/// The largest table capacity kept across scopes.
const MAX_KEPT_CAPACITY: usize = 128;

/// The hash tables `reset` works on.
pub(super) trait Resettable: Default {
    /// Entries.
    fn len(&self) -> usize;
    /// Allocated room.
    fn capacity(&self) -> usize;
    /// Removes every entry, keeping the allocation.
    fn clear(&mut self);
}

impl<K, V> Resettable for FxMap<K, V> {
    fn len(&self) -> usize {
        HashMap::len(self)
    }
    fn capacity(&self) -> usize {
        HashMap::capacity(self)
    }
    fn clear(&mut self) {
        HashMap::clear(self);
    }
}

impl<K> Resettable for FxSet<K> {
    fn len(&self) -> usize {
        HashSet::len(self)
    }
    fn capacity(&self) -> usize {
        HashSet::capacity(self)
    }
    fn clear(&mut self) {
        HashSet::clear(self);
    }
}

/// V8's message for a redeclaration.
pub(super) fn already_declared(name: &str, span: Span) -> SyntaxError {
    SyntaxError { message: format!("Identifier '{name}' has already been declared"), span }
}

impl<'a> ScopeStack<'a> {
    /// Enters a scope.
    pub(super) fn push(&mut self, kind: ScopeKind, strict: bool) {
        if self.depth == self.scopes.len() {
            self.scopes.push(Scope {
                kind,
                strict,
                lexical: FxMap::default(),
                vars: FxSet::default(),
            });
        } else {
            let scope = &mut self.scopes[self.depth];
            scope.kind = kind;
            scope.strict = strict;
        }
        self.depth += 1;
    }

    /// Leaves the innermost scope.
    pub(super) fn pop(&mut self) {
        if self.depth > 0 {
            self.depth -= 1;
            let scope = &mut self.scopes[self.depth];
            reset(&mut scope.lexical);
            reset(&mut scope.vars);
        }
    }

    /// The innermost scope's kind.
    pub(super) fn kind(&self) -> ScopeKind {
        self.live().last().map_or(ScopeKind::Script, |s| s.kind)
    }

    /// The innermost scope is strict mode code.
    pub(super) fn strict(&self) -> bool {
        self.live().last().is_some_and(|s| s.strict)
    }

    fn live(&self) -> &[Scope<'a>] {
        &self.scopes[..self.depth]
    }

    fn top(&mut self) -> Option<&mut Scope<'a>> {
        self.depth.checked_sub(1).map(|i| &mut self.scopes[i])
    }

    /// Adds a lexically declared name to the innermost scope: an error if the scope
    /// already declares it (save Annex B sloppy duplicate block functions) or if a `var`
    /// of that name is declared in or hoisted through the scope.
    pub(super) fn declare_lexical(
        &mut self,
        name: &'a str,
        span: Span,
        binding: Binding,
    ) -> Result<(), SyntaxError> {
        let Some(scope) = self.top() else { return Ok(()) };
        if let Some(&previous) = scope.lexical.get(name) {
            // ECMA-262 B.3.2.4 (sec-block-static-semantics-early-errors): in non-strict
            // blocks and case blocks, duplicates bound only by FunctionDeclarations (a
            // catch scope holds its Block's declarations too).
            let annex_b = !scope.strict
                && matches!(scope.kind, ScopeKind::Block | ScopeKind::Switch | ScopeKind::Catch)
                && previous == Binding::PlainFunction
                && binding == Binding::PlainFunction;
            if annex_b {
                return Ok(());
            }
            return Err(already_declared(name, span));
        }
        if scope.vars.contains(name) {
            return Err(already_declared(name, span));
        }
        scope.lexical.insert(name, binding);
        Ok(())
    }

    /// Adds a var-scoped name (a `var` binding, or a function declaration at the top
    /// level of a script or function body) and hoists it to the nearest var scope.
    pub(super) fn declare_var(&mut self, name: &'a str, span: Span) -> Result<(), SyntaxError> {
        for scope in self.scopes[..self.depth].iter_mut().rev() {
            if let Some(binding) = scope.lexical.get(name) {
                match binding {
                    Binding::Param | Binding::SimpleCatchParam => {}
                    Binding::Lexical | Binding::PlainFunction | Binding::PatternCatchParam => {
                        return Err(already_declared(name, span));
                    }
                }
            }
            // An earlier `var` of this name already went through this scope and every
            // scope outside it up to the var scope, checking and marking them all.
            if !scope.vars.insert(name) || scope.kind.is_var_scope() {
                break;
            }
        }
        Ok(())
    }

    /// Adds a formal parameter to the innermost (function) scope. With `unique`
    /// (UniqueFormalParameters, strict code, non-simple lists) a duplicate is an error;
    /// otherwise it is ignored (sloppy simple parameter lists).
    pub(super) fn declare_param(
        &mut self,
        name: &'a str,
        span: Span,
        unique: bool,
    ) -> Result<(), SyntaxError> {
        let Some(scope) = self.top() else { return Ok(()) };
        if scope.lexical.insert(name, Binding::Param).is_some() && unique {
            return Err(SyntaxError {
                message: "Duplicate parameter name not allowed in this context".to_string(),
                span,
            });
        }
        Ok(())
    }

    /// A scope inside the outermost one declares `name` so far (lexically, as a var or
    /// a parameter): a reference to `name` here does not reach the module's binding
    /// (declarations later in the scope, hoisted, are not seen).
    pub(super) fn shadows(&self, name: &str) -> bool {
        self.live().iter().skip(1).any(|s| s.lexical.contains_key(name) || s.vars.contains(name))
    }

    /// The innermost scope declares `name` lexically or as a var (module top level).
    pub(super) fn declares(&self, name: &str) -> bool {
        self.live().last().is_some_and(|s| s.lexical.contains_key(name) || s.vars.contains(name))
    }
}
