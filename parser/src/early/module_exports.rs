//! Module-level early errors: duplicate ExportedNames and ExportedBindings that the
//! module does not declare (ECMA-262 sec-module-semantics-static-semantics-early-errors,
//! sec-exports-static-semantics-early-errors).

use super::scope::FxSet;
use crate::ast::ModuleExportName;
use crate::{Span, SyntaxError};

/// What the module exports, gathered during the walk and finished at its end.
#[derive(Debug, Default)]
pub(super) struct ModuleExports<'a> {
    /// ExportedNames so far.
    exported: FxSet<&'a str>,
    /// Local names of `export { x }` (without `from`), resolved once every top-level
    /// declaration is known (an export may come before its declaration), with the
    /// span of their specifier.
    references: Vec<(&'a str, Span, Span)>,
    /// `export default x` of a name (TypeScript: erased when `x` is only a type), with
    /// the statement's span.
    default_name: Option<(&'a str, Span)>,
}

impl<'a> ModuleExports<'a> {
    /// Adds an ExportedName: an error when the module already exports it.
    pub(super) fn export(&mut self, name: &'a str, span: Span) -> Result<(), SyntaxError> {
        if self.exported.insert(name) {
            return Ok(());
        }
        Err(SyntaxError { message: format!("Duplicate export of '{name}'"), span })
    }

    /// Adds the ExportedName of a ModuleExportName.
    pub(super) fn export_name(
        &mut self,
        name: &'a ModuleExportName<'_>,
    ) -> Result<(), SyntaxError> {
        self.export(module_export_name(name), name.span())
    }

    /// Records `export default name` (TypeScript; resolved by `finish`).
    pub(super) fn default_name(&mut self, name: &'a str, statement: Span) {
        self.default_name = Some((name, statement));
    }

    /// Records a ReferencedBinding of `export { local }` (checked by `finish`); `specifier`
    /// is the span of the whole `local as exported`.
    pub(super) fn reference(
        &mut self,
        local: &'a ModuleExportName<'_>,
        specifier: Span,
    ) -> Result<(), SyntaxError> {
        match local {
            ModuleExportName::Identifier(id) => {
                if is_reserved_as_reference(id.name) {
                    return Err(SyntaxError {
                        message: format!("Unexpected reserved word '{}' in export list", id.name),
                        span: id.span,
                    });
                }
                self.references.push((id.name, id.span, specifier));
                Ok(())
            }
            // ECMA-262 sec-exports-static-semantics-early-errors: ReferencedBindings of
            // NamedExports may not contain StringLiterals.
            ModuleExportName::String(s) => Err(SyntaxError {
                message: "A string literal cannot be used as an exported binding without `from`"
                    .to_string(),
                span: s.span,
            }),
        }
    }

    /// Every ExportedBinding must be declared at the module's top level. In TypeScript a
    /// name that is only a type (`type_only`) is not an error: its specifier (and an
    /// `export default` of it) is pushed to `elided`, for the erasure to remove.
    pub(super) fn finish(
        &self,
        declared: impl Fn(&str) -> bool,
        type_only: impl Fn(&str) -> bool,
        elided: &mut Vec<Span>,
    ) -> Result<(), SyntaxError> {
        for &(name, span, specifier) in &self.references {
            if declared(name) {
                continue;
            }
            if type_only(name) {
                elided.push(specifier);
                continue;
            }
            return Err(SyntaxError {
                message: format!("Export '{name}' is not defined in module"),
                span,
            });
        }
        if let Some((name, statement)) = self.default_name
            && !declared(name)
            && type_only(name)
        {
            elided.push(statement);
        }
        Ok(())
    }
}

/// The StringValue of a ModuleExportName (strings are well-formed: the parser checks).
fn module_export_name<'a>(name: &'a ModuleExportName<'_>) -> &'a str {
    match name {
        ModuleExportName::Identifier(id) => id.name,
        ModuleExportName::String(s) => s.value.as_str().unwrap_or(""),
    }
}

/// ReservedWord or a strict-mode reserved word: such a name cannot be an
/// IdentifierReference, so `export { if }` is an error.
fn is_reserved_as_reference(name: &str) -> bool {
    matches!(
        name,
        "await"
            | "break"
            | "case"
            | "catch"
            | "class"
            | "const"
            | "continue"
            | "debugger"
            | "default"
            | "delete"
            | "do"
            | "else"
            | "enum"
            | "export"
            | "extends"
            | "false"
            | "finally"
            | "for"
            | "function"
            | "if"
            | "import"
            | "in"
            | "instanceof"
            | "new"
            | "null"
            | "return"
            | "super"
            | "switch"
            | "this"
            | "throw"
            | "true"
            | "try"
            | "typeof"
            | "var"
            | "void"
            | "while"
            | "with"
            | "yield"
            | "implements"
            | "interface"
            | "let"
            | "package"
            | "private"
            | "protected"
            | "public"
            | "static"
    )
}
