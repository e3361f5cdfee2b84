//! Expressions (ECMA-262 sec-ecmascript-language-expressions).

use super::{
    ArrowFunction, AssignmentTarget, BigIntLiteral, BooleanLiteral, Box, Class, Function,
    IdentifierName, IdentifierReference, NullLiteral, NumericLiteral, PrivateIdentifier,
    RegExpLiteral, Span, StringLiteral, TemplateLiteral, Vec,
};

/// An expression. Every variant boxes its node.
#[derive(Debug)]
pub enum Expression<'a> {
    /// `true` / `false`.
    Boolean(Box<'a, BooleanLiteral>),
    /// `null`.
    Null(Box<'a, NullLiteral>),
    /// A number.
    Number(Box<'a, NumericLiteral<'a>>),
    /// A BigInt.
    BigInt(Box<'a, BigIntLiteral<'a>>),
    /// A string.
    String(Box<'a, StringLiteral<'a>>),
    /// A regular expression literal.
    RegExp(Box<'a, RegExpLiteral<'a>>),
    /// An untagged template.
    Template(Box<'a, TemplateLiteral<'a>>),
    /// IdentifierReference.
    Identifier(Box<'a, IdentifierReference<'a>>),
    /// `this`.
    This(Box<'a, ThisExpression>),
    /// `super` (only as the object of a member expression or the callee of a call).
    Super(Box<'a, Super>),
    /// ArrayLiteral.
    Array(Box<'a, ArrayExpression<'a>>),
    /// ObjectLiteral.
    Object(Box<'a, ObjectExpression<'a>>),
    /// FunctionExpression, GeneratorExpression, AsyncFunctionExpression, ...
    Function(Box<'a, Function<'a>>),
    /// ArrowFunction and AsyncArrowFunction.
    Arrow(Box<'a, ArrowFunction<'a>>),
    /// ClassExpression.
    Class(Box<'a, Class<'a>>),
    /// A tagged template `` tag`...` ``.
    TaggedTemplate(Box<'a, TaggedTemplate<'a>>),
    /// `a.b`, `a[b]`, `a.#b` (possibly a link of an optional chain).
    Member(Box<'a, MemberExpression<'a>>),
    /// `f(...)` (possibly a link of an optional chain).
    Call(Box<'a, CallExpression<'a>>),
    /// `new C(...)`.
    New(Box<'a, NewExpression<'a>>),
    /// `new.target` / `import.meta`.
    MetaProperty(Box<'a, MetaProperty>),
    /// `import(source, options?)`, `import.source(...)`, `import.defer(...)`.
    Import(Box<'a, ImportExpression<'a>>),
    /// OptionalExpression: the whole chain `a?.b.c`, wrapping its links.
    OptionalChain(Box<'a, OptionalChain<'a>>),
    /// `++a`, `a--`.
    Update(Box<'a, UpdateExpression<'a>>),
    /// `!a`, `typeof a`, ...
    Unary(Box<'a, UnaryExpression<'a>>),
    /// `a + b`, ... (not `&&`, `||`, `??`).
    Binary(Box<'a, BinaryExpression<'a>>),
    /// `a && b`, `a || b`, `a ?? b`.
    Logical(Box<'a, LogicalExpression<'a>>),
    /// `#x in o`.
    PrivateIn(Box<'a, PrivateInExpression<'a>>),
    /// `a ? b : c`.
    Conditional(Box<'a, ConditionalExpression<'a>>),
    /// `a = b`, `a += b`, ...
    Assignment(Box<'a, AssignmentExpression<'a>>),
    /// `a, b`.
    Sequence(Box<'a, SequenceExpression<'a>>),
    /// `yield`, `yield x`, `yield* x`.
    Yield(Box<'a, YieldExpression<'a>>),
    /// `await x`.
    Await(Box<'a, AwaitExpression<'a>>),
    /// `( e )`: kept so that passes can tell `(a) = 1` from `a = 1` where it matters.
    Parenthesized(Box<'a, ParenthesizedExpression<'a>>),
}

impl Expression<'_> {
    /// The span of the expression.
    pub fn span(&self) -> Span {
        match self {
            Expression::Boolean(n) => n.span,
            Expression::Null(n) => n.span,
            Expression::Number(n) => n.span,
            Expression::BigInt(n) => n.span,
            Expression::String(n) => n.span,
            Expression::RegExp(n) => n.span,
            Expression::Template(n) => n.span,
            Expression::Identifier(n) => n.span,
            Expression::This(n) => n.span,
            Expression::Super(n) => n.span,
            Expression::Array(n) => n.span,
            Expression::Object(n) => n.span,
            Expression::Function(n) => n.span,
            Expression::Arrow(n) => n.span,
            Expression::Class(n) => n.span,
            Expression::TaggedTemplate(n) => n.span,
            Expression::Member(n) => n.span,
            Expression::Call(n) => n.span,
            Expression::New(n) => n.span,
            Expression::MetaProperty(n) => n.span,
            Expression::Import(n) => n.span,
            Expression::OptionalChain(n) => n.span,
            Expression::Update(n) => n.span,
            Expression::Unary(n) => n.span,
            Expression::Binary(n) => n.span,
            Expression::Logical(n) => n.span,
            Expression::PrivateIn(n) => n.span,
            Expression::Conditional(n) => n.span,
            Expression::Assignment(n) => n.span,
            Expression::Sequence(n) => n.span,
            Expression::Yield(n) => n.span,
            Expression::Await(n) => n.span,
            Expression::Parenthesized(n) => n.span,
        }
    }
}

/// `this`.
#[derive(Debug)]
pub struct ThisExpression {
    /// Where.
    pub span: Span,
}

/// `super`.
#[derive(Debug)]
pub struct Super {
    /// Where.
    pub span: Span,
}

/// ArrayLiteral: `[a, , ...b]`.
#[derive(Debug)]
pub struct ArrayExpression<'a> {
    /// Where.
    pub span: Span,
    /// Elements; holes are `ArrayElement::Hole`.
    pub elements: Vec<'a, ArrayElement<'a>>,
    /// Position of a comma after the last element (`[a,]`), if any.
    pub trailing_comma: Option<Span>,
}

/// One element of an ArrayLiteral.
#[derive(Debug)]
pub enum ArrayElement<'a> {
    /// An elision.
    Hole(Span),
    /// `...e`.
    Spread(Box<'a, SpreadElement<'a>>),
    /// An expression.
    Expression(Expression<'a>),
}

/// `...e` in arrays, calls and objects.
#[derive(Debug)]
pub struct SpreadElement<'a> {
    /// Where (including `...`).
    pub span: Span,
    /// The spread expression.
    pub argument: Expression<'a>,
}

/// ObjectLiteral.
#[derive(Debug)]
pub struct ObjectExpression<'a> {
    /// Where.
    pub span: Span,
    /// Properties in order.
    pub properties: Vec<'a, ObjectProperty<'a>>,
    /// Position of a comma after the last property, if any.
    pub trailing_comma: Option<Span>,
}

/// PropertyDefinition of an object literal.
#[derive(Debug)]
pub enum ObjectProperty<'a> {
    /// `k: v`, shorthand `k`, methods and accessors.
    Property(Box<'a, Property<'a>>),
    /// `...e`.
    Spread(Box<'a, SpreadElement<'a>>),
}

/// What an object literal property defines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PropertyKind {
    /// A data property (`k: v`, shorthand, method).
    Init,
    /// `get k() {}`.
    Get,
    /// `set k(v) {}`.
    Set,
}

/// One property of an object literal.
#[derive(Debug)]
pub struct Property<'a> {
    /// Where.
    pub span: Span,
    /// Init, getter or setter.
    pub kind: PropertyKind,
    /// The key.
    pub key: PropertyKey<'a>,
    /// The value; a `Function` for methods and accessors. For a shorthand with a cover
    /// initializer (`{a = 1}`, only valid as a pattern) an `Assignment`.
    pub value: Expression<'a>,
    /// `k() {}` (also true for getters and setters).
    pub method: bool,
    /// `{ k }`.
    pub shorthand: bool,
}

/// PropertyName and ClassElementName.
#[derive(Debug)]
pub enum PropertyKey<'a> {
    /// `a` (any IdentifierName).
    Identifier(Box<'a, IdentifierName<'a>>),
    /// `"a"`.
    String(Box<'a, StringLiteral<'a>>),
    /// `1`.
    Number(Box<'a, NumericLiteral<'a>>),
    /// `1n`.
    BigInt(Box<'a, BigIntLiteral<'a>>),
    /// `[e]`.
    Computed(Expression<'a>),
    /// `#a` (classes only).
    Private(Box<'a, PrivateIdentifier<'a>>),
}

impl PropertyKey<'_> {
    /// The span of the key.
    pub fn span(&self) -> Span {
        match self {
            PropertyKey::Identifier(n) => n.span,
            PropertyKey::String(n) => n.span,
            PropertyKey::Number(n) => n.span,
            PropertyKey::BigInt(n) => n.span,
            PropertyKey::Computed(e) => e.span(),
            PropertyKey::Private(n) => n.span,
        }
    }

    /// The name when the key is an identifier or a well-formed string (not computed).
    pub fn static_name(&self) -> Option<&str> {
        match self {
            PropertyKey::Identifier(n) => Some(n.name),
            PropertyKey::String(s) => s.value.as_str(),
            _ => None,
        }
    }
}

/// `` tag`quasi` ``.
#[derive(Debug)]
pub struct TaggedTemplate<'a> {
    /// Where.
    pub span: Span,
    /// The tag.
    pub tag: Expression<'a>,
    /// The template (cooked parts may be `None`).
    pub quasi: Box<'a, TemplateLiteral<'a>>,
}

/// The property part of a member expression.
#[derive(Debug)]
pub enum MemberProperty<'a> {
    /// `a.b`.
    Static(Box<'a, IdentifierName<'a>>),
    /// `a[b]`.
    Computed(Expression<'a>),
    /// `a.#b`.
    Private(Box<'a, PrivateIdentifier<'a>>),
}

/// MemberExpression / SuperProperty / an OptionalChain link.
#[derive(Debug)]
pub struct MemberExpression<'a> {
    /// Where.
    pub span: Span,
    /// The object (`Super` for super properties).
    pub object: Expression<'a>,
    /// The property.
    pub property: MemberProperty<'a>,
    /// `a?.b`: this link starts with `?.`.
    pub optional: bool,
}

/// CallExpression / SuperCall / an OptionalChain link.
#[derive(Debug)]
pub struct CallExpression<'a> {
    /// Where.
    pub span: Span,
    /// The callee (`Super` for `super(...)`).
    pub callee: Expression<'a>,
    /// The arguments.
    pub arguments: Vec<'a, Argument<'a>>,
    /// `f?.()`.
    pub optional: bool,
}

/// One argument of a call or `new`.
#[derive(Debug)]
pub enum Argument<'a> {
    /// `...e`.
    Spread(Box<'a, SpreadElement<'a>>),
    /// An expression.
    Expression(Expression<'a>),
}

/// `new C(args)` (arguments empty when written without parentheses).
#[derive(Debug)]
pub struct NewExpression<'a> {
    /// Where.
    pub span: Span,
    /// The constructor.
    pub callee: Expression<'a>,
    /// The arguments.
    pub arguments: Vec<'a, Argument<'a>>,
}

/// Which meta property.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MetaPropertyKind {
    /// `new.target`.
    NewTarget,
    /// `import.meta`.
    ImportMeta,
}

/// `new.target`, `import.meta`.
#[derive(Debug)]
pub struct MetaProperty {
    /// Where.
    pub span: Span,
    /// Which one.
    pub kind: MetaPropertyKind,
}

/// The phase of an import (source phase imports, import defer).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImportPhase {
    /// Ordinary import (evaluation phase).
    Evaluation,
    /// `import source x from` / `import.source(...)`.
    Source,
    /// `import defer * as x from` / `import.defer(...)`.
    Defer,
}

/// ImportCall: `import(specifier, options?)`.
#[derive(Debug)]
pub struct ImportExpression<'a> {
    /// Where.
    pub span: Span,
    /// The specifier expression.
    pub source: Expression<'a>,
    /// The options argument.
    pub options: Option<Expression<'a>>,
    /// `import.source(...)`, `import.defer(...)`.
    pub phase: ImportPhase,
}

/// OptionalExpression: wraps a chain whose links include `optional: true`; the chain
/// short-circuits as a whole.
#[derive(Debug)]
pub struct OptionalChain<'a> {
    /// Where.
    pub span: Span,
    /// The outermost link (a Member or Call).
    pub expression: Expression<'a>,
}

/// `++` or `--`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UpdateOperator {
    /// `++`.
    Increment,
    /// `--`.
    Decrement,
}

/// UpdateExpression.
#[derive(Debug)]
pub struct UpdateExpression<'a> {
    /// Where.
    pub span: Span,
    /// `++` or `--`.
    pub operator: UpdateOperator,
    /// `++a` (true) or `a++` (false).
    pub prefix: bool,
    /// The target (an identifier or member expression).
    pub argument: AssignmentTarget<'a>,
}

/// Unary operators.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnaryOperator {
    /// `-`.
    Minus,
    /// `+`.
    Plus,
    /// `!`.
    Not,
    /// `~`.
    BitNot,
    /// `typeof`.
    Typeof,
    /// `void`.
    Void,
    /// `delete`.
    Delete,
}

/// UnaryExpression.
#[derive(Debug)]
pub struct UnaryExpression<'a> {
    /// Where.
    pub span: Span,
    /// The operator.
    pub operator: UnaryOperator,
    /// The operand.
    pub argument: Expression<'a>,
}

/// Binary operators (not the logical ones).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinaryOperator {
    /// `==`.
    Equality,
    /// `!=`.
    Inequality,
    /// `===`.
    StrictEquality,
    /// `!==`.
    StrictInequality,
    /// `<`.
    LessThan,
    /// `<=`.
    LessEqual,
    /// `>`.
    GreaterThan,
    /// `>=`.
    GreaterEqual,
    /// `<<`.
    ShiftLeft,
    /// `>>`.
    ShiftRight,
    /// `>>>`.
    ShiftRightZeroFill,
    /// `+`.
    Addition,
    /// `-`.
    Subtraction,
    /// `*`.
    Multiplication,
    /// `/`.
    Division,
    /// `%`.
    Remainder,
    /// `**`.
    Exponential,
    /// `|`.
    BitwiseOr,
    /// `^`.
    BitwiseXor,
    /// `&`.
    BitwiseAnd,
    /// `in`.
    In,
    /// `instanceof`.
    Instanceof,
}

/// A binary expression.
#[derive(Debug)]
pub struct BinaryExpression<'a> {
    /// Where.
    pub span: Span,
    /// The left operand.
    pub left: Expression<'a>,
    /// The operator.
    pub operator: BinaryOperator,
    /// The right operand.
    pub right: Expression<'a>,
}

/// `&&`, `||`, `??`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogicalOperator {
    /// `&&`.
    And,
    /// `||`.
    Or,
    /// `??`.
    Coalesce,
}

/// A short-circuit expression.
#[derive(Debug)]
pub struct LogicalExpression<'a> {
    /// Where.
    pub span: Span,
    /// The left operand.
    pub left: Expression<'a>,
    /// The operator.
    pub operator: LogicalOperator,
    /// The right operand.
    pub right: Expression<'a>,
}

/// `#x in obj` (RelationalExpression : PrivateIdentifier in ShiftExpression).
#[derive(Debug)]
pub struct PrivateInExpression<'a> {
    /// Where.
    pub span: Span,
    /// The private name.
    pub left: PrivateIdentifier<'a>,
    /// The object.
    pub right: Expression<'a>,
}

/// ConditionalExpression.
#[derive(Debug)]
pub struct ConditionalExpression<'a> {
    /// Where.
    pub span: Span,
    /// The condition.
    pub test: Expression<'a>,
    /// Value when truthy.
    pub consequent: Expression<'a>,
    /// Value when falsy.
    pub alternate: Expression<'a>,
}

/// Assignment operators.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AssignmentOperator {
    /// `=`.
    Assign,
    /// `+=`.
    Addition,
    /// `-=`.
    Subtraction,
    /// `*=`.
    Multiplication,
    /// `/=`.
    Division,
    /// `%=`.
    Remainder,
    /// `**=`.
    Exponential,
    /// `<<=`.
    ShiftLeft,
    /// `>>=`.
    ShiftRight,
    /// `>>>=`.
    ShiftRightZeroFill,
    /// `|=`.
    BitwiseOr,
    /// `^=`.
    BitwiseXor,
    /// `&=`.
    BitwiseAnd,
    /// `&&=`.
    LogicalAnd,
    /// `||=`.
    LogicalOr,
    /// `??=`.
    LogicalNullish,
}

/// AssignmentExpression (simple, compound, logical, destructuring).
#[derive(Debug)]
pub struct AssignmentExpression<'a> {
    /// Where.
    pub span: Span,
    /// The operator.
    pub operator: AssignmentOperator,
    /// The target: a pattern only with `=`.
    pub left: AssignmentTarget<'a>,
    /// The value.
    pub right: Expression<'a>,
}

/// Comma expression.
#[derive(Debug)]
pub struct SequenceExpression<'a> {
    /// Where.
    pub span: Span,
    /// Two or more expressions.
    pub expressions: Vec<'a, Expression<'a>>,
}

/// YieldExpression.
#[derive(Debug)]
pub struct YieldExpression<'a> {
    /// Where.
    pub span: Span,
    /// `yield*`.
    pub delegate: bool,
    /// The operand.
    pub argument: Option<Expression<'a>>,
}

/// AwaitExpression.
#[derive(Debug)]
pub struct AwaitExpression<'a> {
    /// Where.
    pub span: Span,
    /// The operand.
    pub argument: Expression<'a>,
}

/// ParenthesizedExpression.
#[derive(Debug)]
pub struct ParenthesizedExpression<'a> {
    /// Where (including the parentheses).
    pub span: Span,
    /// The inner expression.
    pub expression: Expression<'a>,
}
