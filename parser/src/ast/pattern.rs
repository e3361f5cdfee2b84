//! Binding patterns (ECMA-262 sec-destructuring-binding-patterns) and assignment
//! targets (sec-destructuring-assignment).

use super::{
    BindingIdentifier, Box, CallExpression, Expression, IdentifierReference, MemberExpression,
    PropertyKey, Span, Vec,
};

/// A binding target: a name, or an object or array pattern.
#[derive(Debug)]
pub enum BindingPattern<'a> {
    /// `x`.
    Identifier(Box<'a, BindingIdentifier<'a>>),
    /// `{ a, b: c }`.
    Object(Box<'a, ObjectPattern<'a>>),
    /// `[a, b]`.
    Array(Box<'a, ArrayPattern<'a>>),
}

impl BindingPattern<'_> {
    /// The span of the pattern.
    pub fn span(&self) -> Span {
        match self {
            BindingPattern::Identifier(n) => n.span,
            BindingPattern::Object(n) => n.span,
            BindingPattern::Array(n) => n.span,
        }
    }
}

/// A pattern with an optional default: SingleNameBinding / BindingElement.
#[derive(Debug)]
pub struct BindingElement<'a> {
    /// Where.
    pub span: Span,
    /// The target.
    pub pattern: BindingPattern<'a>,
    /// `= default`.
    pub init: Option<Expression<'a>>,
}

/// `...rest` in patterns and parameter lists.
#[derive(Debug)]
pub struct BindingRestElement<'a> {
    /// Where (including `...`).
    pub span: Span,
    /// The target.
    pub argument: BindingPattern<'a>,
}

/// ObjectBindingPattern.
#[derive(Debug)]
pub struct ObjectPattern<'a> {
    /// Where.
    pub span: Span,
    /// Properties.
    pub properties: Vec<'a, BindingProperty<'a>>,
    /// `...rest` (always an identifier).
    pub rest: Option<Box<'a, BindingRestElement<'a>>>,
}

/// BindingProperty: `k: pattern = d` or shorthand `k = d`.
#[derive(Debug)]
pub struct BindingProperty<'a> {
    /// Where.
    pub span: Span,
    /// The key (for shorthand, the identifier's name).
    pub key: PropertyKey<'a>,
    /// The target with its default.
    pub value: BindingElement<'a>,
    /// `{ k }` / `{ k = d }`.
    pub shorthand: bool,
}

/// ArrayBindingPattern.
#[derive(Debug)]
pub struct ArrayPattern<'a> {
    /// Where.
    pub span: Span,
    /// Elements; `None` for an elision.
    pub elements: Vec<'a, Option<BindingElement<'a>>>,
    /// `...rest`.
    pub rest: Option<Box<'a, BindingRestElement<'a>>>,
}

/// The left side of an assignment, update or for-in/of head (an expression reinterpreted
/// through the cover grammar).
#[derive(Debug)]
pub enum AssignmentTarget<'a> {
    /// `x` (parentheses removed).
    Identifier(Box<'a, IdentifierReference<'a>>),
    /// `a.b`, `a[b]`, `a.#b`, `super.x` (parentheses removed).
    Member(Box<'a, MemberExpression<'a>>),
    /// `{ ... }` pattern.
    Object(Box<'a, ObjectAssignmentTarget<'a>>),
    /// `[ ... ]` pattern.
    Array(Box<'a, ArrayAssignmentTarget<'a>>),
    /// `f()` in sloppy code (Annex B, Runtime Errors for Function Call Assignment
    /// Targets): the call runs, then a ReferenceError is thrown. Only as the whole
    /// target of `=`, a compound (not logical) assignment, `++`/`--` or a for-in/of head.
    Call(Box<'a, CallExpression<'a>>),
}

impl AssignmentTarget<'_> {
    /// The span of the target.
    pub fn span(&self) -> Span {
        match self {
            AssignmentTarget::Identifier(n) => n.span,
            AssignmentTarget::Member(n) => n.span,
            AssignmentTarget::Object(n) => n.span,
            AssignmentTarget::Array(n) => n.span,
            AssignmentTarget::Call(n) => n.span,
        }
    }
}

/// An assignment target with an optional default (AssignmentElement).
#[derive(Debug)]
pub struct AssignmentTargetMaybeDefault<'a> {
    /// Where.
    pub span: Span,
    /// The target.
    pub target: AssignmentTarget<'a>,
    /// `= default`.
    pub init: Option<Expression<'a>>,
}

/// ArrayAssignmentPattern.
#[derive(Debug)]
pub struct ArrayAssignmentTarget<'a> {
    /// Where.
    pub span: Span,
    /// Elements; `None` for an elision.
    pub elements: Vec<'a, Option<AssignmentTargetMaybeDefault<'a>>>,
    /// `...rest`.
    pub rest: Option<Box<'a, AssignmentTargetRest<'a>>>,
}

/// `...target` in assignment patterns.
#[derive(Debug)]
pub struct AssignmentTargetRest<'a> {
    /// Where (including `...`).
    pub span: Span,
    /// The target.
    pub target: AssignmentTarget<'a>,
}

/// ObjectAssignmentPattern.
#[derive(Debug)]
pub struct ObjectAssignmentTarget<'a> {
    /// Where.
    pub span: Span,
    /// Properties.
    pub properties: Vec<'a, AssignmentTargetProperty<'a>>,
    /// `...rest` (a simple target).
    pub rest: Option<Box<'a, AssignmentTargetRest<'a>>>,
}

/// AssignmentProperty.
#[derive(Debug)]
pub enum AssignmentTargetProperty<'a> {
    /// `{ x }` / `{ x = d }`.
    Shorthand(Box<'a, AssignmentTargetShorthand<'a>>),
    /// `{ k: target = d }`.
    Property(Box<'a, AssignmentTargetPropertyProperty<'a>>),
}

/// `{ x = d }` in an assignment pattern.
#[derive(Debug)]
pub struct AssignmentTargetShorthand<'a> {
    /// Where.
    pub span: Span,
    /// The name, which is also the key.
    pub name: IdentifierReference<'a>,
    /// `= d`.
    pub init: Option<Expression<'a>>,
}

/// `{ k: target = d }` in an assignment pattern.
#[derive(Debug)]
pub struct AssignmentTargetPropertyProperty<'a> {
    /// Where.
    pub span: Span,
    /// The key.
    pub key: PropertyKey<'a>,
    /// The target with its default.
    pub value: AssignmentTargetMaybeDefault<'a>,
}

impl<'a> BindingPattern<'a> {
    /// Calls `f` on each name the pattern binds, in source order (BoundNames,
    /// sec-static-semantics-boundnames). `f` is `dyn`: one copy of the walk instead of
    /// one per caller's closure (eight in the wasm module).
    pub fn for_each_bound_name<'r>(&'r self, f: &mut dyn FnMut(&'r BindingIdentifier<'a>)) {
        match self {
            BindingPattern::Identifier(id) => f(id),
            BindingPattern::Object(object) => {
                for property in object.properties.iter() {
                    property.value.pattern.for_each_bound_name(f);
                }
                if let Some(rest) = &object.rest {
                    rest.argument.for_each_bound_name(f);
                }
            }
            BindingPattern::Array(array) => {
                for element in array.elements.iter().flatten() {
                    element.pattern.for_each_bound_name(f);
                }
                if let Some(rest) = &array.rest {
                    rest.argument.for_each_bound_name(f);
                }
            }
        }
    }
}
