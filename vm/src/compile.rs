//! Source text to a compiled unit: the one pipeline that scripts, modules, eval code and
//! the Function constructor go through. Text is parsed for its goal (as TypeScript, then
//! lowered by the host's hook, when the host marks the name as TypeScript) and compiled;
//! whatever step rejects it gives a [`SourceError`] with the byte span it points at.

use cairn_compiler::bytecode::{Module, Script};
use cairn_parser::ast::{Expression, Program, Statement};
use cairn_parser::{EvalContext, ParseOptions};

use crate::module::LowerTypeScript;

/// Source text that is not a valid unit of its goal: an early error of the parser, of
/// the TypeScript lowering or of the compiler. The message has no "SyntaxError: "
/// prefix; the span is in bytes of the source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct SourceError {
    /// What is wrong.
    pub(crate) message: String,
    /// Where: the start and end byte offsets.
    pub(crate) span: (u32, u32),
}

impl From<cairn_parser::SyntaxError> for SourceError {
    fn from(e: cairn_parser::SyntaxError) -> SourceError {
        SourceError { message: e.message, span: (e.span.start, e.span.end) }
    }
}

impl From<cairn_compiler::CompileError> for SourceError {
    fn from(e: cairn_compiler::CompileError) -> SourceError {
        SourceError { message: e.message, span: (e.span.start, e.span.end) }
    }
}

/// Parses `source` with `options` and lowers it with `lower` when it is TypeScript.
fn parse<'a>(
    arena: &'a bumpalo::Bump,
    source: &'a str,
    options: ParseOptions,
    lower: Option<LowerTypeScript>,
) -> Result<Program<'a>, SourceError> {
    let mut program = cairn_parser::parse(arena, source, options)?;
    if let Some(lower) = lower {
        lower(arena, &mut program)?;
    }
    Ok(program)
}

/// A Script (sec-scripts), strict from the start when `strict`; TypeScript when `lower`
/// is given.
pub(crate) fn script(
    source: &str,
    strict: bool,
    lower: Option<LowerTypeScript>,
) -> Result<Script, SourceError> {
    let arena = bumpalo::Bump::new();
    let options = ParseOptions { module: false, strict, typescript: lower.is_some() };
    let program = parse(&arena, source, options, lower)?;
    Ok(cairn_compiler::compile_script(&program, &cairn_compiler::CompileOptions::default())?)
}

/// A Module (sec-modules); TypeScript when `lower` is given.
pub(crate) fn module(source: &str, lower: Option<LowerTypeScript>) -> Result<Module, SourceError> {
    let arena = bumpalo::Bump::new();
    let options = ParseOptions { module: true, typescript: lower.is_some(), ..Default::default() };
    let program = parse(&arena, source, options, lower)?;
    Ok(cairn_compiler::compile_module(&program, &Default::default())?)
}

/// Eval code (PerformEval, sec-performeval): `strict` and `context` are the caller's for
/// a direct eval. Also answers whether the code is strict (a `"use strict"` of its own).
pub(crate) fn eval(
    source: &str,
    surrogates: &[u32],
    strict: bool,
    context: EvalContext,
    direct: bool,
) -> Result<(Script, bool), SourceError> {
    let arena = bumpalo::Bump::new();
    let program = cairn_parser::parse_eval(&arena, source, surrogates, strict, context)?;
    let options = cairn_compiler::EvalOptions { direct };
    let script = cairn_compiler::compile_eval(&program, &options)?;
    Ok((script, program.is_strict))
}

/// The function expression of CreateDynamicFunction (sec-createdynamicfunction):
/// `source` is `(KEYWORD anonymous(P\n) {\nBODY\n})` with the parameters' closing
/// parenthesis at byte `params_close`. P must be the parameter list by itself and BODY
/// the body by itself: text that reaches across (`/*` in P closed in BODY,
/// `}) + (function () {` in BODY) is an error, as the spec parses the two separately.
/// The name `anonymous` is not bound inside the function.
pub(crate) fn dynamic_function(
    source: &str,
    surrogates: &[u32],
    params_close: u32,
) -> Result<Script, SourceError> {
    let arena = bumpalo::Bump::new();
    let mut program =
        cairn_parser::parse_with_surrogates(&arena, source, surrogates, ParseOptions::default())?;
    let single = program.body.len() == 1;
    let function = match program.body.first_mut() {
        Some(Statement::Expression(s)) if single => match &mut s.expression {
            Expression::Parenthesized(p) => match &mut p.expression {
                Expression::Function(f) => Some(f),
                _ => None,
            },
            _ => None,
        },
        _ => None,
    };
    let end = source.len() as u32 - 1;
    let Some(function) = function.filter(|f| {
        f.span.end == end
            && f.params.span.end == params_close + 1
            && f.body.as_ref().is_some_and(|b| b.span.start == params_close + 2)
    }) else {
        return Err(SourceError {
            message: "Invalid parameters or body of a dynamic function".into(),
            span: (0, source.len() as u32),
        });
    };
    function.id = None;
    Ok(cairn_compiler::compile_script(&program, &cairn_compiler::CompileOptions::default())?)
}
