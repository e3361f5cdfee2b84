//! Statements and declarations (ECMA-262 sec-ecmascript-language-statements-and-declarations).

use super::{
    AssignmentTarget, BindingPattern, Box, Class, ExportAllDeclaration, ExportDefaultDeclaration,
    ExportNamedDeclaration, Expression, Function, ImportDeclaration, LabelIdentifier, Span,
    TsEnumDeclaration, TsModuleDeclaration, Vec,
};

/// A statement or declaration (StatementListItem / ModuleItem). TypeScript adds variants.
#[derive(Debug)]
pub enum Statement<'a> {
    /// `{ ... }`.
    Block(Box<'a, BlockStatement<'a>>),
    /// `;`.
    Empty(Box<'a, EmptyStatement>),
    /// `e;`.
    Expression(Box<'a, ExpressionStatement<'a>>),
    /// `if`.
    If(Box<'a, IfStatement<'a>>),
    /// `do ... while`.
    DoWhile(Box<'a, DoWhileStatement<'a>>),
    /// `while`.
    While(Box<'a, WhileStatement<'a>>),
    /// `for (;;)`.
    For(Box<'a, ForStatement<'a>>),
    /// `for (... in ...)`.
    ForIn(Box<'a, ForInStatement<'a>>),
    /// `for (... of ...)`, `for await`.
    ForOf(Box<'a, ForOfStatement<'a>>),
    /// `continue`.
    Continue(Box<'a, ContinueStatement<'a>>),
    /// `break`.
    Break(Box<'a, BreakStatement<'a>>),
    /// `return`.
    Return(Box<'a, ReturnStatement<'a>>),
    /// `with`.
    With(Box<'a, WithStatement<'a>>),
    /// `switch`.
    Switch(Box<'a, SwitchStatement<'a>>),
    /// `label: stmt`.
    Labeled(Box<'a, LabeledStatement<'a>>),
    /// `throw`.
    Throw(Box<'a, ThrowStatement<'a>>),
    /// `try`.
    Try(Box<'a, TryStatement<'a>>),
    /// `debugger`.
    Debugger(Box<'a, DebuggerStatement>),
    /// `var`, `let`, `const`, `using`, `await using`.
    Variable(Box<'a, VariableDeclaration<'a>>),
    /// A function declaration (any kind).
    Function(Box<'a, Function<'a>>),
    /// A class declaration.
    Class(Box<'a, Class<'a>>),
    /// `import ...` (module top level only).
    Import(Box<'a, ImportDeclaration<'a>>),
    /// `export { ... }`, `export var ...`, `export function ...`.
    ExportNamed(Box<'a, ExportNamedDeclaration<'a>>),
    /// `export default ...`.
    ExportDefault(Box<'a, ExportDefaultDeclaration<'a>>),
    /// `export * from`, `export * as ns from`.
    ExportAll(Box<'a, ExportAllDeclaration<'a>>),
    /// TypeScript `enum` (lowered by cairn-ts; never reaches the compiler).
    TsEnum(Box<'a, TsEnumDeclaration<'a>>),
    /// TypeScript `namespace` (lowered by cairn-ts; never reaches the compiler).
    TsModule(Box<'a, TsModuleDeclaration<'a>>),
}

impl Statement<'_> {
    /// The span of the statement.
    pub fn span(&self) -> Span {
        match self {
            Statement::Block(n) => n.span,
            Statement::Empty(n) => n.span,
            Statement::Expression(n) => n.span,
            Statement::If(n) => n.span,
            Statement::DoWhile(n) => n.span,
            Statement::While(n) => n.span,
            Statement::For(n) => n.span,
            Statement::ForIn(n) => n.span,
            Statement::ForOf(n) => n.span,
            Statement::Continue(n) => n.span,
            Statement::Break(n) => n.span,
            Statement::Return(n) => n.span,
            Statement::With(n) => n.span,
            Statement::Switch(n) => n.span,
            Statement::Labeled(n) => n.span,
            Statement::Throw(n) => n.span,
            Statement::Try(n) => n.span,
            Statement::Debugger(n) => n.span,
            Statement::Variable(n) => n.span,
            Statement::Function(n) => n.span,
            Statement::Class(n) => n.span,
            Statement::Import(n) => n.span,
            Statement::ExportNamed(n) => n.span,
            Statement::ExportDefault(n) => n.span,
            Statement::ExportAll(n) => n.span,
            Statement::TsEnum(n) => n.span,
            Statement::TsModule(n) => n.span,
        }
    }
}

/// Block.
#[derive(Debug)]
pub struct BlockStatement<'a> {
    /// Where.
    pub span: Span,
    /// The statements.
    pub body: Vec<'a, Statement<'a>>,
}

/// EmptyStatement.
#[derive(Debug)]
pub struct EmptyStatement {
    /// Where.
    pub span: Span,
}

/// ExpressionStatement.
#[derive(Debug)]
pub struct ExpressionStatement<'a> {
    /// Where.
    pub span: Span,
    /// The expression.
    pub expression: Expression<'a>,
}

/// IfStatement. A sloppy-mode `if (x) function f() {}` (Annex B) has a
/// `Statement::Function` as consequent or alternate.
#[derive(Debug)]
pub struct IfStatement<'a> {
    /// Where.
    pub span: Span,
    /// The condition.
    pub test: Expression<'a>,
    /// Then branch.
    pub consequent: Statement<'a>,
    /// Else branch.
    pub alternate: Option<Statement<'a>>,
}

/// `do body while (test)`.
#[derive(Debug)]
pub struct DoWhileStatement<'a> {
    /// Where.
    pub span: Span,
    /// The body.
    pub body: Statement<'a>,
    /// The condition.
    pub test: Expression<'a>,
}

/// `while (test) body`.
#[derive(Debug)]
pub struct WhileStatement<'a> {
    /// Where.
    pub span: Span,
    /// The condition.
    pub test: Expression<'a>,
    /// The body.
    pub body: Statement<'a>,
}

/// `for (init; test; update) body`.
#[derive(Debug)]
pub struct ForStatement<'a> {
    /// Where.
    pub span: Span,
    /// The initializer.
    pub init: Option<ForInit<'a>>,
    /// The condition.
    pub test: Option<Expression<'a>>,
    /// The update.
    pub update: Option<Expression<'a>>,
    /// The body.
    pub body: Statement<'a>,
}

/// The first part of a `for (;;)` head.
#[derive(Debug)]
pub enum ForInit<'a> {
    /// `var`/`let`/`const`/`using` declaration.
    Variable(Box<'a, VariableDeclaration<'a>>),
    /// An expression.
    Expression(Expression<'a>),
}

/// ForInOfLeft: a declaration (one declarator) or an assignment target.
#[derive(Debug)]
pub enum ForLeft<'a> {
    /// `var x`, `let [a]`, `const x`, `using x`, `await using x`. Annex B: a sloppy
    /// `for (var x = 1 in o)` keeps its initializer.
    Variable(Box<'a, VariableDeclaration<'a>>),
    /// An assignment target.
    Target(AssignmentTarget<'a>),
}

/// `for (left in right) body`.
#[derive(Debug)]
pub struct ForInStatement<'a> {
    /// Where.
    pub span: Span,
    /// The left side.
    pub left: ForLeft<'a>,
    /// The object.
    pub right: Expression<'a>,
    /// The body.
    pub body: Statement<'a>,
}

/// `for (left of right) body` and `for await (left of right) body`.
#[derive(Debug)]
pub struct ForOfStatement<'a> {
    /// Where.
    pub span: Span,
    /// `for await`.
    pub is_await: bool,
    /// The left side.
    pub left: ForLeft<'a>,
    /// The iterable.
    pub right: Expression<'a>,
    /// The body.
    pub body: Statement<'a>,
}

/// `continue label?`.
#[derive(Debug)]
pub struct ContinueStatement<'a> {
    /// Where.
    pub span: Span,
    /// The label.
    pub label: Option<LabelIdentifier<'a>>,
}

/// `break label?`.
#[derive(Debug)]
pub struct BreakStatement<'a> {
    /// Where.
    pub span: Span,
    /// The label.
    pub label: Option<LabelIdentifier<'a>>,
}

/// `return e?`.
#[derive(Debug)]
pub struct ReturnStatement<'a> {
    /// Where.
    pub span: Span,
    /// The value.
    pub argument: Option<Expression<'a>>,
}

/// `with (object) body` (sloppy only).
#[derive(Debug)]
pub struct WithStatement<'a> {
    /// Where.
    pub span: Span,
    /// The object.
    pub object: Expression<'a>,
    /// The body.
    pub body: Statement<'a>,
}

/// `switch`.
#[derive(Debug)]
pub struct SwitchStatement<'a> {
    /// Where.
    pub span: Span,
    /// The value switched on.
    pub discriminant: Expression<'a>,
    /// The clauses in order.
    pub cases: Vec<'a, SwitchCase<'a>>,
}

/// CaseClause / DefaultClause.
#[derive(Debug)]
pub struct SwitchCase<'a> {
    /// Where.
    pub span: Span,
    /// `case test:`; `None` for `default:`.
    pub test: Option<Expression<'a>>,
    /// The statements.
    pub consequent: Vec<'a, Statement<'a>>,
}

/// LabelledStatement.
#[derive(Debug)]
pub struct LabeledStatement<'a> {
    /// Where.
    pub span: Span,
    /// The label.
    pub label: LabelIdentifier<'a>,
    /// The statement (Annex B: a sloppy function declaration is allowed).
    pub body: Statement<'a>,
}

/// `throw e`.
#[derive(Debug)]
pub struct ThrowStatement<'a> {
    /// Where.
    pub span: Span,
    /// The thrown value.
    pub argument: Expression<'a>,
}

/// TryStatement.
#[derive(Debug)]
pub struct TryStatement<'a> {
    /// Where.
    pub span: Span,
    /// `try { }`.
    pub block: Box<'a, BlockStatement<'a>>,
    /// `catch`.
    pub handler: Option<Box<'a, CatchClause<'a>>>,
    /// `finally { }`.
    pub finalizer: Option<Box<'a, BlockStatement<'a>>>,
}

/// Catch.
#[derive(Debug)]
pub struct CatchClause<'a> {
    /// Where.
    pub span: Span,
    /// The parameter (absent with optional catch binding).
    pub param: Option<BindingPattern<'a>>,
    /// The body.
    pub body: Box<'a, BlockStatement<'a>>,
}

/// `debugger`.
#[derive(Debug)]
pub struct DebuggerStatement {
    /// Where.
    pub span: Span,
}

/// The keyword of a variable declaration.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VariableKind {
    /// `var` (function scoped).
    Var,
    /// `let`.
    Let,
    /// `const`.
    Const,
    /// `using` (explicit resource management).
    Using,
    /// `await using`.
    AwaitUsing,
}

impl VariableKind {
    /// Lexically scoped (everything but `var`).
    pub fn is_lexical(self) -> bool {
        !matches!(self, VariableKind::Var)
    }
}

/// VariableStatement, LexicalDeclaration, UsingDeclaration, AwaitUsingDeclaration.
#[derive(Debug)]
pub struct VariableDeclaration<'a> {
    /// Where.
    pub span: Span,
    /// Which keyword.
    pub kind: VariableKind,
    /// One or more declarators.
    pub declarations: Vec<'a, VariableDeclarator<'a>>,
}

/// VariableDeclaration / LexicalBinding.
#[derive(Debug)]
pub struct VariableDeclarator<'a> {
    /// Where.
    pub span: Span,
    /// The target (the kind is on the declaration).
    pub id: BindingPattern<'a>,
    /// The initializer.
    pub init: Option<Expression<'a>>,
}
