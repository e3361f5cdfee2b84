//! The abstract syntax tree: plain data in a `bumpalo` arena, spec names for nodes
//! (ECMA-262 sec-ecmascript-language-expressions onwards).
//!
//! Every node has a [`Span`] of byte offsets. Names are `&'a str` borrowed from the
//! source when unescaped and copied into the arena when decoded. Enums are exhaustive
//! plain data: passes match on them without a visitor framework. Each enum variant
//! boxes its node so that `Expression` and `Statement` stay two words wide.

mod class;
pub mod declared_names;
mod expression;
mod function;
mod literal;
mod module;
mod pattern;
mod statement;
mod typescript;

pub use class::*;
pub use expression::*;
pub use function::*;
pub use literal::*;
pub use module::*;
pub use pattern::*;
pub use statement::*;
pub use typescript::*;

pub use crate::Span;

/// An arena box.
pub type Box<'a, T> = bumpalo::boxed::Box<'a, T>;
/// An arena vector.
pub type Vec<'a, T> = bumpalo::collections::Vec<'a, T>;

/// A string value with UTF-16 semantics: UTF-8 text when well-formed, code units
/// only when it holds a lone surrogate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JsStr<'a> {
    /// Well-formed text.
    Str(&'a str),
    /// UTF-16 code units (the value holds a lone surrogate).
    Utf16(&'a [u16]),
}

impl JsStr<'_> {
    /// The text when it is well-formed Unicode.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            JsStr::Str(s) => Some(s),
            JsStr::Utf16(_) => None,
        }
    }
}

/// The goal symbol a program was parsed with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SourceType {
    /// ECMA-262 sec-scripts.
    Script,
    /// ECMA-262 sec-modules.
    Module,
}

/// Script or Module (ECMA-262 sec-scripts, sec-modules).
pub struct Program<'a> {
    /// The whole source.
    pub span: Span,
    /// The source text (cairn-ts makes names that no identifier of it spells).
    pub source: &'a str,
    /// Script or module goal.
    pub source_type: SourceType,
    /// The hashbang comment text (without `#!`), if any.
    pub hashbang: Option<&'a str>,
    /// The directive prologue.
    pub directives: Vec<'a, Directive<'a>>,
    /// The statements after the prologue.
    pub body: Vec<'a, Statement<'a>>,
    /// The program is strict mode code (module, `strict` option or a "use strict" directive).
    pub is_strict: bool,
    /// TypeScript only: a position inside each construct that cairn-ts must lower
    /// (enums, namespaces, parameter properties, functions without a body), in
    /// ascending order; what holds none of them has nothing to lower. Empty for
    /// JavaScript.
    pub lowering_sites: Vec<'a, u32>,
    /// TypeScript only: the names that erased top-level declarations declare as types
    /// (interfaces, type aliases, type-only imports). Empty for JavaScript.
    pub ts_type_names: Vec<'a, &'a str>,
    /// TypeScript only: the names that erased syntax refers to as values (the root of a
    /// computed member name in a type: `[Symbol.iterator]`), which keep their imports.
    pub ts_value_names: Vec<'a, &'a str>,
}

/// Every field but the source text, which the snapshots of the AST would repeat.
impl core::fmt::Debug for Program<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Program")
            .field("span", &self.span)
            .field("source_type", &self.source_type)
            .field("hashbang", &self.hashbang)
            .field("directives", &self.directives)
            .field("body", &self.body)
            .field("is_strict", &self.is_strict)
            .field("lowering_sites", &self.lowering_sites)
            .field("ts_type_names", &self.ts_type_names)
            .field("ts_value_names", &self.ts_value_names)
            .finish()
    }
}

impl Program<'_> {
    /// The program holds constructs that cairn-ts must lower (never for JavaScript).
    pub fn needs_lowering(&self) -> bool {
        !self.lowering_sites.is_empty()
    }
}

impl Drop for Program<'_> {
    /// Every node lives in the arena and owns no other memory, so the recursive drop
    /// glue of the tree would only cost time (and native stack on deep trees): skip it.
    fn drop(&mut self) {
        let bump = self.body.bump();
        std::mem::forget(std::mem::replace(&mut self.body, Vec::new_in(bump)));
    }
}

/// One directive of a directive prologue (ECMA-262 sec-directive-prologues-and-the-use-strict-directive).
#[derive(Debug)]
pub struct Directive<'a> {
    /// The whole statement including `;`.
    pub span: Span,
    /// The string literal.
    pub expression: StringLiteral<'a>,
    /// The source text between the quotes (what "use strict" is compared with).
    pub raw: &'a str,
}

/// IdentifierReference: a name read or written in an expression.
#[derive(Debug, Clone, Copy)]
pub struct IdentifierReference<'a> {
    /// Where.
    pub span: Span,
    /// The StringValue (escapes decoded).
    pub name: &'a str,
}

/// BindingIdentifier: a name being declared.
#[derive(Debug, Clone, Copy)]
pub struct BindingIdentifier<'a> {
    /// Where.
    pub span: Span,
    /// The StringValue (escapes decoded).
    pub name: &'a str,
}

/// IdentifierName used as a property name (reserved words allowed).
#[derive(Debug, Clone, Copy)]
pub struct IdentifierName<'a> {
    /// Where.
    pub span: Span,
    /// The StringValue (escapes decoded).
    pub name: &'a str,
}

/// LabelIdentifier in labelled statements, `break` and `continue`.
#[derive(Debug, Clone, Copy)]
pub struct LabelIdentifier<'a> {
    /// Where.
    pub span: Span,
    /// The StringValue (escapes decoded).
    pub name: &'a str,
}

/// PrivateIdentifier: `#name` (the span covers `#`; `name` excludes it).
#[derive(Debug, Clone, Copy)]
pub struct PrivateIdentifier<'a> {
    /// Where (each use has its own span, for the private-name early errors).
    pub span: Span,
    /// The name without `#`.
    pub name: &'a str,
}
