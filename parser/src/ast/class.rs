//! Classes and decorators (ECMA-262 sec-class-definitions; decorators proposal).

use super::{BindingIdentifier, Box, Expression, Function, PropertyKey, Span, Statement, Vec};

/// Declaration or expression.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClassType {
    /// `class C {}` in statement position or `export default class`.
    Declaration,
    /// A class expression.
    Expression,
}

/// ClassDeclaration / ClassExpression. Class code is always strict.
#[derive(Debug)]
pub struct Class<'a> {
    /// Where (from `class` or the first decorator).
    pub span: Span,
    /// Declaration or expression.
    pub r#type: ClassType,
    /// `@dec` before `class`.
    pub decorators: Vec<'a, Decorator<'a>>,
    /// The name.
    pub id: Option<BindingIdentifier<'a>>,
    /// `extends` expression.
    pub super_class: Option<Expression<'a>>,
    /// The body.
    pub body: ClassBody<'a>,
}

/// ClassBody.
#[derive(Debug)]
pub struct ClassBody<'a> {
    /// Where (including braces).
    pub span: Span,
    /// The elements (empty `;` elements are dropped).
    pub elements: Vec<'a, ClassElement<'a>>,
}

/// ClassElement.
#[derive(Debug)]
pub enum ClassElement<'a> {
    /// Methods, accessors and the constructor.
    Method(Box<'a, MethodDefinition<'a>>),
    /// Fields.
    Property(Box<'a, PropertyDefinition<'a>>),
    /// `accessor x = 1` (decorators proposal auto-accessors).
    Accessor(Box<'a, AccessorProperty<'a>>),
    /// `static { ... }`.
    StaticBlock(Box<'a, StaticBlock<'a>>),
}

impl ClassElement<'_> {
    /// The span of the element.
    pub fn span(&self) -> Span {
        match self {
            ClassElement::Method(m) => m.span,
            ClassElement::Property(p) => p.span,
            ClassElement::Accessor(a) => a.span,
            ClassElement::StaticBlock(b) => b.span,
        }
    }
}

/// What a class method defines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MethodKind {
    /// The class constructor.
    Constructor,
    /// A method.
    Method,
    /// `get`.
    Get,
    /// `set`.
    Set,
}

/// MethodDefinition in a class.
#[derive(Debug)]
pub struct MethodDefinition<'a> {
    /// Where.
    pub span: Span,
    /// Decorators.
    pub decorators: Vec<'a, Decorator<'a>>,
    /// The key (private keys are `PropertyKey::Private`).
    pub key: PropertyKey<'a>,
    /// The function (its `kind` says method, getter, setter or constructor).
    pub value: Box<'a, Function<'a>>,
    /// Constructor, method, getter or setter.
    pub kind: MethodKind,
    /// `static`.
    pub is_static: bool,
}

/// FieldDefinition.
#[derive(Debug)]
pub struct PropertyDefinition<'a> {
    /// Where.
    pub span: Span,
    /// Decorators.
    pub decorators: Vec<'a, Decorator<'a>>,
    /// The key.
    pub key: PropertyKey<'a>,
    /// The initializer.
    pub value: Option<Expression<'a>>,
    /// `static`.
    pub is_static: bool,
}

/// `accessor x = v` auto-accessor.
#[derive(Debug)]
pub struct AccessorProperty<'a> {
    /// Where.
    pub span: Span,
    /// Decorators.
    pub decorators: Vec<'a, Decorator<'a>>,
    /// The key.
    pub key: PropertyKey<'a>,
    /// The initializer.
    pub value: Option<Expression<'a>>,
    /// `static`.
    pub is_static: bool,
}

/// ClassStaticBlock.
#[derive(Debug)]
pub struct StaticBlock<'a> {
    /// Where.
    pub span: Span,
    /// The statements.
    pub body: Vec<'a, Statement<'a>>,
}

/// `@expr` decorator.
#[derive(Debug)]
pub struct Decorator<'a> {
    /// Where (including `@`).
    pub span: Span,
    /// The decorator expression.
    pub expression: Expression<'a>,
}
