//! cairn-parser: tokens to an arena AST, for the script and module goals, with every
//! early error of ECMA-262.
//!
//! Owns: the syntactic grammar (sec-ecmascript-language-expressions through
//! sec-ecmascript-language-scripts-and-modules), cover grammars, automatic semicolon
//! insertion, strict mode, and the early errors (static semantics) that make a program
//! invalid before it runs. The AST lives in a `bumpalo` arena the caller owns.
//!
//! ```
//! let arena = bumpalo::Bump::new();
//! let program = cairn_parser::parse(&arena, "let x = 1 + 2;", Default::default()).unwrap();
//! assert_eq!(program.body.len(), 1);
//! assert!(cairn_parser::parse(&arena, "let = ;", Default::default()).is_err());
//! ```
//!
//! Architecture: a recursive-descent parser over the lexer's token stream with one
//! token of lookahead (explicit checkpoints where the grammar needs more). Binary
//! operators use precedence climbing; arrow functions and destructuring assignment are
//! parsed as expressions and reinterpreted (cover grammars), never by backtracking.
//! Early errors that need only the parser's context (strict mode, `yield`/`await`,
//! `super`, labels, assignment targets, ...) are reported inline; those that need scopes
//! (redeclarations, private names, exports) run as a pass over the AST (`early`).
//! The syntax-directed operations on declarations (BoundNames, LexicallyDeclaredNames,
//! VarScopedDeclarations, ...) are in [`ast::declared_names`], for the early errors and
//! for the compiler's hoisting alike.
//!
//! Does not own: running anything, scope resolution for code generation (the compiler
//! does that), or TypeScript lowering (ts-front). No I/O: builds for wasm32.

pub use cairn_lexer::Span;
pub use stack::StackGuard;

pub mod ast;
mod early;
mod parser;
pub mod regexp;
mod stack;

/// How to parse a source text.
#[derive(Debug, Clone, Copy, Default)]
pub struct ParseOptions {
    /// Parse with the Module goal (strict, `import`/`export`, top-level `await`).
    pub module: bool,
    /// Parse a Script as strict mode code from the start (as if it began with "use strict").
    pub strict: bool,
    /// Accept TypeScript syntax (a `.ts`, `.mts` or `.cts` source): types are checked
    /// and dropped; enums, namespaces and parameter properties stay for cairn-ts to lower.
    /// In a module, imports no value uses and exports of type-only names are dropped
    /// too, as tsc's `transpileModule` does.
    pub typescript: bool,
}

/// A syntax error: a message and the span it points at. `line_column` computes the
/// position for display.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SyntaxError {
    /// What is wrong.
    pub message: String,
    /// Where (byte offsets into the source).
    pub span: Span,
}

impl SyntaxError {
    /// The 1-based line and column (in UTF-16 code units) of the error's start.
    pub fn line_column(&self, source: &str) -> (u32, u32) {
        cairn_lexer::LineIndex::new(source).line_column(source, self.span.start)
    }
}

impl std::fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "SyntaxError: {}", self.message)
    }
}

impl std::error::Error for SyntaxError {}

/// Parse `source` as a Script or Module (per `options`) into an AST in `arena`,
/// reporting the first syntax error (including every early error).
pub fn parse<'a>(
    arena: &'a bumpalo::Bump,
    source: &'a str,
    options: ParseOptions,
) -> Result<ast::Program<'a>, SyntaxError> {
    parse_with_surrogates(arena, source, &[], options)
}

/// [`parse`] for source text made from a JavaScript string (eval, `Function`): UTF-8
/// cannot hold its lone surrogates, so the text writes each as a `\uXXXX` escape
/// (`uXXXX` after an odd run of backslashes) and `surrogates` holds the sorted byte
/// offsets where those escapes begin. Template raw strings and regular expression
/// sources then hold the lone surrogates themselves (`cairn_lexer::Lexer::with_surrogates`).
pub fn parse_with_surrogates<'a>(
    arena: &'a bumpalo::Bump,
    source: &'a str,
    surrogates: &'a [u32],
    options: ParseOptions,
) -> Result<ast::Program<'a>, SyntaxError> {
    let mut program = parser::Parser::new(arena, source, surrogates, options).parse_program()?;
    let mut elision = early::check(&program, options.typescript)?;
    if !elision.spans.is_empty() {
        cairn_sort::sort_by_key(&mut elision.spans, |s| (s.start, s.end));
        elide(arena, &mut program, &elision.spans);
    }
    Ok(program)
}

/// TypeScript's import and export elision (see `early::Elision`): removes the import
/// and export specifiers and `export default` statements at `spans`, and every import
/// or `export { ... }` declaration left with no specifier, as tsc's `transpileModule`
/// does (so a module whose imports were all types is not loaded at all).
/// `spans` are sorted.
fn elide<'a>(arena: &'a bumpalo::Bump, program: &mut ast::Program<'a>, spans: &[Span]) {
    use ast::{EmptyStatement, Statement};
    let elided = |span: Span| {
        spans.binary_search_by_key(&(span.start, span.end), |s| (s.start, s.end)).is_ok()
    };
    for statement in program.body.iter_mut() {
        let empty = match statement {
            Statement::Import(import) if elided(import.span) => true,
            Statement::Import(import) => match &mut import.specifiers {
                Some(specifiers) if !specifiers.is_empty() => {
                    specifiers.retain(|s| !elided(s.span()));
                    specifiers.is_empty()
                }
                _ => false,
            },
            Statement::ExportNamed(export)
                if export.source.is_none() && !export.specifiers.is_empty() =>
            {
                export.specifiers.retain(|s| !elided(s.span));
                export.specifiers.is_empty()
            }
            Statement::ExportDefault(export) => elided(export.span),
            _ => false,
        };
        if empty {
            let span = statement.span();
            *statement =
                Statement::Empty(bumpalo::boxed::Box::new_in(EmptyStatement { span }, arena));
        }
    }
}

/// Where a direct eval's code runs (ECMA-262 sec-performeval steps 5-8): what the
/// surrounding function allows of `new.target`, `super` and `arguments`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EvalContext {
    /// Inside a non-arrow function: `new.target` is allowed.
    pub new_target: bool,
    /// Inside a method (the function has a [[HomeObject]]): `super.x` is allowed.
    pub super_property: bool,
    /// Inside a derived class constructor: `super(...)` is allowed.
    pub super_call: bool,
    /// Inside a class field initializer: `arguments` is a SyntaxError.
    pub in_class_field: bool,
    /// The private names of the enclosing classes (without `#`): the eval code may use
    /// them (sec-performeval step 8, the PrivateEnvironment's names).
    pub private_names: Vec<String>,
}

/// Parse eval code (a Script, strict from the start when `strict`) in the context of
/// a direct eval (sec-performeval). `surrogates` marks lone surrogates written as
/// escapes, as for [`parse_with_surrogates`].
pub fn parse_eval<'a>(
    arena: &'a bumpalo::Bump,
    source: &'a str,
    surrogates: &'a [u32],
    strict: bool,
    context: EvalContext,
) -> Result<ast::Program<'a>, SyntaxError> {
    let options = ParseOptions { module: false, strict, typescript: false };
    let program =
        parser::Parser::new_eval(arena, source, surrogates, options, &context).parse_program()?;
    early::check_eval(&program, context.private_names)?;
    Ok(program)
}
