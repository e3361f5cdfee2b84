//! cairn-parser: tokens to an arena AST, for the script and module goals, with every
//! early error of ECMA-262.
//!
//! Owns: the syntactic grammar (sec-ecmascript-language-expressions through
//! sec-ecmascript-language-scripts-and-modules), cover grammars, automatic semicolon
//! insertion, strict mode, and the early errors (static semantics) that make a program
//! invalid before it runs. The AST lives in a `bumpalo` arena the caller owns.
//!
//! Does not own: running anything, scope resolution for code generation (the compiler
//! does that), or TypeScript lowering (ts-front). No I/O: builds for wasm32.

pub use cairn_lexer::Span;

/// How to parse a source text.
#[derive(Debug, Clone, Copy, Default)]
pub struct ParseOptions {
    /// Parse with the Module goal (strict, `import`/`export`, top-level `await`).
    pub module: bool,
    /// Parse a Script as strict mode code from the start (as if it began with "use strict").
    pub strict: bool,
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

pub mod regexp;
