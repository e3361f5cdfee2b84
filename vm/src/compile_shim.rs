//! The bridge to the compiler's entry point (kept in one place while its API settles).

use cairn_compiler::bytecode::Script;

/// Compiles a parsed script; errors are (message, byte span).
pub(crate) fn compile_script(
    program: &cairn_parser::ast::Program<'_>,
    _source: &str,
) -> Result<Script, (String, (u32, u32))> {
    cairn_compiler::compile_script(program, &cairn_compiler::CompileOptions::default())
        .map_err(|e| (e.message, (e.span.start, e.span.end)))
}
