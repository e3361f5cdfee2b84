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
use crate::ast::{ImportDeclarationSpecifier, Program, SourceType, Statement};
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
    typescript: bool,
) -> Result<Elision, crate::SyntaxError> {
    let mut checker = Checker { stack: StackGuard::here(), typescript, ..Checker::default() };
    checker.program(program)?;
    Ok(checker.elision)
}

/// What erasing a TypeScript module removes once the whole module is known (tsc's
/// import and export elision): the spans of
/// - import specifiers whose binding no value refers to (an import of a type, in all
///   likelihood; the declaration goes when none of its specifiers is left),
/// - `export { T }` specifiers and `export default T` statements whose `T` is only a
///   type (an interface, a type alias, a namespace of types, a type-only import).
#[derive(Debug, Default)]
pub(crate) struct Elision {
    pub(crate) spans: Vec<crate::Span>,
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
    /// The program is TypeScript (`ParseOptions::typescript`).
    typescript: bool,
    /// In a TypeScript module with imports: the module-level names that values refer
    /// to (for the import elision).
    references: Option<scope::FxSet<&'r str>>,
    /// What the TypeScript erasure removes after the check.
    elision: Elision,
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
        let ts_module = self.typescript && kind == ScopeKind::Module;
        if ts_module && program.body.iter().any(|s| import_specifiers(s).is_some()) {
            self.references = Some(program.ts_value_names.iter().copied().collect());
        }
        self.statements(&program.body)?;
        if kind == ScopeKind::Module {
            // Enums and instantiated namespaces declare values (cairn-ts lowers them to
            // `var`s); a namespace of types only declares a type, as does every name
            // in `ts_type_names`. A JavaScript module has neither.
            let mut ts_values = scope::FxSet::default();
            let mut ts_types: scope::FxSet<&str> = program.ts_type_names.iter().copied().collect();
            let ts_statements = if ts_module { &program.body[..] } else { &[] };
            for statement in ts_statements {
                match statement {
                    Statement::TsEnum(e) => {
                        ts_values.insert(e.id.name);
                    }
                    Statement::TsModule(m) if m.is_instantiated() => {
                        ts_values.insert(m.id.name);
                    }
                    Statement::TsModule(m) => {
                        ts_types.insert(m.id.name);
                    }
                    _ => {}
                }
            }
            let scopes = &self.scopes;
            self.exports.finish(
                |name| scopes.declares(name) || ts_values.contains(name),
                |name| ts_types.contains(name),
                &mut self.elision.spans,
            )?;
        }
        if ts_module {
            // `import {} from "m"` goes too (tsc).
            for statement in program.body.iter() {
                if let Statement::Import(import) = statement
                    && import.specifiers.as_ref().is_some_and(|s| s.is_empty())
                {
                    self.elision.spans.push(import.span);
                }
            }
        }
        if let Some(references) = &self.references {
            for statement in program.body.iter() {
                for specifier in import_specifiers(statement).into_iter().flatten() {
                    if !references.contains(specifier.local().name) {
                        self.elision.spans.push(specifier.span());
                    }
                }
            }
        }
        self.scopes.pop();
        Ok(())
    }

    /// Records a reference to `name` by a value (TypeScript modules with imports),
    /// unless a local declared so far shadows the module's binding (tsc elides an
    /// import only shadowed locals refer to).
    fn refer(&mut self, name: &'r str) {
        if let Some(references) = &mut self.references
            && !self.scopes.shadows(name)
        {
            references.insert(name);
        }
    }
}

/// The specifiers of an ImportDeclaration that has some.
fn import_specifiers<'r, 'a>(
    statement: &'r Statement<'a>,
) -> Option<&'r [ImportDeclarationSpecifier<'a>]> {
    match statement {
        Statement::Import(import) => import.specifiers.as_deref().filter(|s| !s.is_empty()),
        _ => None,
    }
}
