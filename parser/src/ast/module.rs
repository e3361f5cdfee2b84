//! Imports and exports (ECMA-262 sec-modules, import attributes, source phase imports).

use super::{
    BindingIdentifier, Box, Class, Expression, Function, IdentifierName, ImportPhase, Span,
    StringLiteral, VariableDeclaration, Vec,
};

/// ImportDeclaration.
#[derive(Debug)]
pub struct ImportDeclaration<'a> {
    /// Where.
    pub span: Span,
    /// `None` for `import "m"`; otherwise the bindings (may be empty: `import {} from "m"`).
    pub specifiers: Option<Vec<'a, ImportDeclarationSpecifier<'a>>>,
    /// The module specifier.
    pub source: StringLiteral<'a>,
    /// `import source x from`, `import defer * as ns from`.
    pub phase: ImportPhase,
    /// `with { type: "json" }`.
    pub attributes: Vec<'a, ImportAttribute<'a>>,
}

/// One binding of an import.
#[derive(Debug)]
pub enum ImportDeclarationSpecifier<'a> {
    /// `import x from`.
    Default(Box<'a, ImportDefaultSpecifier<'a>>),
    /// `import * as ns from`.
    Namespace(Box<'a, ImportNamespaceSpecifier<'a>>),
    /// `import { a as b } from`.
    Named(Box<'a, ImportSpecifier<'a>>),
}

impl ImportDeclarationSpecifier<'_> {
    /// The span of the specifier.
    pub fn span(&self) -> Span {
        match self {
            ImportDeclarationSpecifier::Default(s) => s.span,
            ImportDeclarationSpecifier::Namespace(s) => s.span,
            ImportDeclarationSpecifier::Named(s) => s.span,
        }
    }
}

/// `import x from`.
#[derive(Debug)]
pub struct ImportDefaultSpecifier<'a> {
    /// Where.
    pub span: Span,
    /// The local binding.
    pub local: BindingIdentifier<'a>,
}

/// `* as ns`.
#[derive(Debug)]
pub struct ImportNamespaceSpecifier<'a> {
    /// Where.
    pub span: Span,
    /// The local binding.
    pub local: BindingIdentifier<'a>,
}

/// `a as b` / `"a b" as c` / `a`.
#[derive(Debug)]
pub struct ImportSpecifier<'a> {
    /// Where.
    pub span: Span,
    /// The exported name in the other module.
    pub imported: ModuleExportName<'a>,
    /// The local binding.
    pub local: BindingIdentifier<'a>,
}

/// ModuleExportName: an IdentifierName or a (well-formed) string.
#[derive(Debug)]
pub enum ModuleExportName<'a> {
    /// `a`.
    Identifier(IdentifierName<'a>),
    /// `"a b"`.
    String(StringLiteral<'a>),
}

impl ModuleExportName<'_> {
    /// The name (strings are checked to be well-formed, so this is always text).
    pub fn name(&self) -> &str {
        match self {
            ModuleExportName::Identifier(n) => n.name,
            ModuleExportName::String(s) => s.value.as_str().unwrap_or(""),
        }
    }

    /// The span.
    pub fn span(&self) -> Span {
        match self {
            ModuleExportName::Identifier(n) => n.span,
            ModuleExportName::String(s) => s.span,
        }
    }
}

/// One `key: "value"` of `with { ... }`.
#[derive(Debug)]
pub struct ImportAttribute<'a> {
    /// Where.
    pub span: Span,
    /// The key.
    pub key: ImportAttributeKey<'a>,
    /// The value.
    pub value: StringLiteral<'a>,
}

/// The key of an import attribute.
#[derive(Debug)]
pub enum ImportAttributeKey<'a> {
    /// `type`.
    Identifier(IdentifierName<'a>),
    /// `"type"`.
    String(StringLiteral<'a>),
}

impl ImportAttributeKey<'_> {
    /// The key's name.
    pub fn name(&self) -> &str {
        match self {
            ImportAttributeKey::Identifier(n) => n.name,
            ImportAttributeKey::String(s) => s.value.as_str().unwrap_or(""),
        }
    }
}

/// A declaration that can be exported (TypeScript adds more).
#[derive(Debug)]
pub enum Declaration<'a> {
    /// `export var/let/const`.
    Variable(Box<'a, VariableDeclaration<'a>>),
    /// `export function`.
    Function(Box<'a, Function<'a>>),
    /// `export class`.
    Class(Box<'a, Class<'a>>),
}

/// `export { a as b }`, `export { a } from "m"`, `export var x`, `export function f(){}`.
#[derive(Debug)]
pub struct ExportNamedDeclaration<'a> {
    /// Where.
    pub span: Span,
    /// `export var/let/const/function/class`.
    pub declaration: Option<Declaration<'a>>,
    /// `{ a as b }`.
    pub specifiers: Vec<'a, ExportSpecifier<'a>>,
    /// `from "m"`.
    pub source: Option<StringLiteral<'a>>,
    /// `with { ... }`.
    pub attributes: Vec<'a, ImportAttribute<'a>>,
}

/// `a as b` in an export list.
#[derive(Debug)]
pub struct ExportSpecifier<'a> {
    /// Where.
    pub span: Span,
    /// The local name (or the name in the other module with `from`).
    pub local: ModuleExportName<'a>,
    /// The exported name.
    pub exported: ModuleExportName<'a>,
}

/// What `export default` exports.
#[derive(Debug)]
pub enum ExportDefaultKind<'a> {
    /// `export default function ...` (a declaration, possibly anonymous).
    Function(Box<'a, Function<'a>>),
    /// `export default class ...` (a declaration, possibly anonymous).
    Class(Box<'a, Class<'a>>),
    /// `export default expr;`.
    Expression(Expression<'a>),
}

/// `export default ...`.
#[derive(Debug)]
pub struct ExportDefaultDeclaration<'a> {
    /// Where.
    pub span: Span,
    /// The value.
    pub declaration: ExportDefaultKind<'a>,
}

/// `export * from "m"` / `export * as ns from "m"`.
#[derive(Debug)]
pub struct ExportAllDeclaration<'a> {
    /// Where.
    pub span: Span,
    /// `as ns`.
    pub exported: Option<ModuleExportName<'a>>,
    /// The module specifier.
    pub source: StringLiteral<'a>,
    /// `with { ... }`.
    pub attributes: Vec<'a, ImportAttribute<'a>>,
}
