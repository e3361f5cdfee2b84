//! TypeScript nodes with runtime meaning (enums, namespaces, parameter properties).
//!
//! Types themselves are not kept: the parser checks their grammar and drops them, so
//! that everything after parsing sees plain JavaScript except these few nodes, which
//! cairn-ts lowers to JavaScript before compiling.

use super::{BindingIdentifier, Expression, JsStr, Span, Statement, Vec};

/// The TypeScript modifiers of a constructor parameter (`public x`, `readonly y`):
/// such a parameter is also a property of the instance (a "parameter property").
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ParamModifiers(u8);

impl ParamModifiers {
    /// No modifier (every JavaScript parameter).
    pub const NONE: ParamModifiers = ParamModifiers(0);
    /// `public`.
    pub const PUBLIC: ParamModifiers = ParamModifiers(1);
    /// `private`.
    pub const PRIVATE: ParamModifiers = ParamModifiers(1 << 1);
    /// `protected`.
    pub const PROTECTED: ParamModifiers = ParamModifiers(1 << 2);
    /// `readonly`.
    pub const READONLY: ParamModifiers = ParamModifiers(1 << 3);
    /// `override`.
    pub const OVERRIDE: ParamModifiers = ParamModifiers(1 << 4);

    /// All flags of `other` are set.
    pub const fn has(self, other: ParamModifiers) -> bool {
        self.0 & other.0 == other.0
    }

    /// `self` with `other`'s flags added.
    pub const fn with(self, other: ParamModifiers) -> ParamModifiers {
        ParamModifiers(self.0 | other.0)
    }

    /// Some modifier is present: the parameter declares a property.
    pub const fn is_property(self) -> bool {
        self.0 != 0
    }
}

/// `enum E { A, B = 2 }`, `const enum`, `export enum` (a `declare enum` produces no node).
#[derive(Debug)]
pub struct TsEnumDeclaration<'a> {
    /// Where (from `export`/`const`/`enum`).
    pub span: Span,
    /// The enum's name.
    pub id: BindingIdentifier<'a>,
    /// The members in order.
    pub members: Vec<'a, TsEnumMember<'a>>,
    /// `const enum`.
    pub is_const: bool,
    /// `export enum` (at module top level or in a namespace).
    pub is_export: bool,
}

/// One member of an enum: `A`, `B = 1`, `"c d" = "x"`, `['e'] = 2`.
#[derive(Debug)]
pub struct TsEnumMember<'a> {
    /// Where.
    pub span: Span,
    /// The member's name (identifier, string, or computed string literal).
    pub name: JsStr<'a>,
    /// The span of the name.
    pub name_span: Span,
    /// `= value`.
    pub init: Option<Expression<'a>>,
}

/// `namespace A { ... }` / `module A { ... }`; `namespace A.B.C {}` nests one node per
/// name, the inner ones with `is_export`. Ambient forms (`declare namespace`,
/// `declare module "x"`, `declare global`) produce no node.
#[derive(Debug)]
pub struct TsModuleDeclaration<'a> {
    /// Where.
    pub span: Span,
    /// The namespace's name.
    pub id: BindingIdentifier<'a>,
    /// The body. Exported members are `Statement::ExportNamed` with a declaration, or
    /// enums and namespaces with `is_export`.
    pub body: Vec<'a, Statement<'a>>,
    /// `export namespace` (at module top level or in a namespace).
    pub is_export: bool,
}

impl TsModuleDeclaration<'_> {
    /// The body has a statement with runtime meaning, so the namespace is a value
    /// (tsc: the namespace is instantiated); otherwise it only declares types.
    pub fn is_instantiated(&self) -> bool {
        is_instantiated(&self.body)
    }
}

fn is_instantiated(body: &[Statement<'_>]) -> bool {
    body.iter().any(|statement| match statement {
        Statement::Empty(_) => false,
        Statement::TsModule(m) => is_instantiated(&m.body),
        Statement::Function(f) => f.body.is_some(),
        _ => true,
    })
}
