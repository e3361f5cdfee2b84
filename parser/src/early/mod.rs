//! Scope-based early errors (ECMA-262 Static Semantics: Early Errors that need scopes):
//! one walk over the AST after parsing, with a stack of scopes.
//!
//! Checked here: redeclarations (LexicallyDeclaredNames duplicates and conflicts with
//! VarDeclaredNames in scripts, modules, function bodies, blocks, case blocks, catch
//! clauses, `for` heads and static blocks, with the Annex B relaxations for sloppy
//! block functions and simple catch parameters), duplicate parameters, private names
//! (duplicates and uses outside a declaring class), and module exports (duplicate
//! ExportedNames, exported bindings the module does not declare).
//!
//! Not here: early errors that need only the parser's context (strict-mode words,
//! `yield`/`await`, `super`, `new.target`, labels, `delete` of private names,
//! assignment targets); the parser reports those inline.

mod declarations;
mod expressions;
mod functions;
mod module_exports;
mod private_names;
mod scope;
#[cfg(test)]
mod tests;

use crate::SyntaxError;
use crate::ast::{Program, SourceType};
use module_exports::ModuleExports;
use private_names::PrivateScopes;
use scope::{ScopeKind, ScopeStack};

/// The result of checking a node.
type CheckResult = Result<(), SyntaxError>;

/// Runs the scope-based early errors over a parsed program; the first error wins.
use crate::parser::STACK_BUDGET;
use crate::stack::StackGuard;

pub(crate) fn check(
    program: &crate::ast::Program<'_>,
    source: &str,
) -> Result<(), crate::SyntaxError> {
    // The source is not needed: every name and span is in the AST.
    let _ = source;
    Checker { stack: StackGuard::here(), ..Checker::default() }.program(program)
}

/// `check` for direct eval code, which may use the private names of the classes around
/// the eval call (`outer_private`, without `#`).
pub(crate) fn check_eval(
    program: &crate::ast::Program<'_>,
    outer_private: Vec<String>,
) -> Result<(), crate::SyntaxError> {
    let private = PrivateScopes::with_outer(outer_private);
    Checker { stack: StackGuard::here(), private, ..Checker::default() }.program(program)
}

/// The walk's state. `'r` is the lifetime of the borrowed AST: names are `&'r str`.
#[derive(Debug, Default)]
struct Checker<'r> {
    scopes: ScopeStack<'r>,
    private: PrivateScopes<'r>,
    exports: ModuleExports<'r>,
    /// Where the walk began: it recurses along the AST, whose depth the parser bounds
    /// in nesting units but not in bytes of this walk's frames.
    stack: StackGuard,
}

impl Checker<'_> {
    /// Fails with "Too much nesting" when the walk has used its stack budget (the same
    /// budget the parser has, so a program the parser took stays checkable).
    fn enter(&self, span: crate::Span) -> CheckResult {
        if self.stack.exhausted(STACK_BUDGET) {
            return Err(crate::SyntaxError { message: "Too much nesting".into(), span });
        }
        Ok(())
    }
}

impl<'r> Checker<'r> {
    /// Script : ScriptBody and Module : ModuleBody
    /// (sec-scripts-static-semantics-early-errors,
    /// sec-module-semantics-static-semantics-early-errors).
    fn program(&mut self, program: &'r Program<'_>) -> CheckResult {
        let kind = match program.source_type {
            SourceType::Script => ScopeKind::Script,
            SourceType::Module => ScopeKind::Module,
        };
        self.scopes.push(kind, program.is_strict);
        self.statements(&program.body)?;
        if kind == ScopeKind::Module {
            let scopes = &self.scopes;
            self.exports.finish(|name| scopes.declares(name))?;
        }
        self.scopes.pop();
        Ok(())
    }
}
