//! Functions, arrows and parameters (ECMA-262 sec-ecmascript-language-functions-and-classes).

use super::{
    BindingIdentifier, BindingPattern, BindingRestElement, Box, Decorator, Directive, Expression,
    ParamModifiers, Span, Statement, Vec,
};

/// Where a function sits, which decides what `super`, `new.target` and `arguments` mean
/// and which early errors apply.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FunctionKind {
    /// A function declaration or expression (including generators and async).
    Normal,
    /// An object literal or class method.
    Method,
    /// A getter.
    Getter,
    /// A setter.
    Setter,
    /// The constructor of a base class.
    ClassConstructor,
    /// The constructor of a class with `extends`.
    DerivedConstructor,
}

/// Declaration or expression.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FunctionType {
    /// A declaration (statement position or `export default function`).
    Declaration,
    /// An expression (also methods, getters, setters and constructors).
    Expression,
}

/// FunctionDeclaration / FunctionExpression / GeneratorDeclaration / ... and methods.
#[derive(Debug)]
pub struct Function<'a> {
    /// Where (for methods: the parameters and body, without the key).
    pub span: Span,
    /// Declaration or expression.
    pub r#type: FunctionType,
    /// Plain function, method, accessor or constructor.
    pub kind: FunctionKind,
    /// The name (absent for anonymous expressions, methods and `export default function`).
    pub id: Option<BindingIdentifier<'a>>,
    /// `function*`.
    pub is_generator: bool,
    /// `async function`.
    pub is_async: bool,
    /// The parameters.
    pub params: Box<'a, FormalParameters<'a>>,
    /// The body (always present in JavaScript; TypeScript overloads have none).
    pub body: Option<Box<'a, FunctionBody<'a>>>,
    /// The function's code is strict (inherited, or its own "use strict" directive).
    pub is_strict: bool,
}

/// ArrowFunction / AsyncArrowFunction.
#[derive(Debug)]
pub struct ArrowFunction<'a> {
    /// Where.
    pub span: Span,
    /// `async x => ...`.
    pub is_async: bool,
    /// The parameters.
    pub params: Box<'a, FormalParameters<'a>>,
    /// The body: for a concise body, `expression` is true and the body holds one
    /// `Statement::Expression`.
    pub body: Box<'a, FunctionBody<'a>>,
    /// ConciseBody is an expression.
    pub expression: bool,
    /// The arrow's code is strict.
    pub is_strict: bool,
}

/// FormalParameters.
#[derive(Debug)]
pub struct FormalParameters<'a> {
    /// Where (including the parentheses when present).
    pub span: Span,
    /// The parameters before any rest.
    pub items: Vec<'a, FormalParameter<'a>>,
    /// `...rest`.
    pub rest: Option<Box<'a, BindingRestElement<'a>>>,
    /// IsSimpleParameterList: only plain identifiers, no defaults, no rest.
    pub is_simple: bool,
}

/// FormalParameter (TypeScript adds modifiers here).
#[derive(Debug)]
pub struct FormalParameter<'a> {
    /// Where.
    pub span: Span,
    /// Decorators (TypeScript parameter decorators; empty in JavaScript).
    pub decorators: Vec<'a, Decorator<'a>>,
    /// The target.
    pub pattern: BindingPattern<'a>,
    /// `= default`.
    pub init: Option<Expression<'a>>,
    /// TypeScript `public`/`private`/`protected`/`readonly`/`override` on a constructor
    /// parameter (a parameter property); `NONE` in JavaScript.
    pub modifiers: ParamModifiers,
}

/// FunctionBody: a directive prologue and statements.
#[derive(Debug)]
pub struct FunctionBody<'a> {
    /// Where (including the braces).
    pub span: Span,
    /// The directive prologue.
    pub directives: Vec<'a, Directive<'a>>,
    /// The statements.
    pub statements: Vec<'a, Statement<'a>>,
}
