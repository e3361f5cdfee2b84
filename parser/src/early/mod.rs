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
pub(crate) fn check(
    program: &crate::ast::Program<'_>,
    source: &str,
) -> Result<(), crate::SyntaxError> {
    // The source is not needed: every name and span is in the AST.
    let _ = source;
    Checker::default().program(program)
}

/// The walk's state. `'r` is the lifetime of the borrowed AST: names are `&'r str`.
#[derive(Debug, Default)]
struct Checker<'r> {
    scopes: ScopeStack<'r>,
    private: PrivateScopes<'r>,
    exports: ModuleExports<'r>,
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
