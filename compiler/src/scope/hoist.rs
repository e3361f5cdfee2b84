//! Declaration collection for the scope tree: the compiler's view of the declarations
//! that `cairn_parser::ast::declared_names` walks (VarScopedDeclarations,
//! LexicallyScopedDeclarations and the Annex B.3.3 function-in-block var bindings).

use cairn_parser::ast::declared_names::{
    DeclarationKind, DeclaredName, ScopedDeclaration, VarScopedVisitor,
    for_each_lexically_declared_name, walk_var_scoped_declarations,
};
use cairn_parser::ast::*;
use std::vec::Vec;

use crate::bytecode::BindingKind;

/// What a var scope (function body, script, module, eval) declares.
#[derive(Default)]
pub(crate) struct VarScopeDecls<'a, 'b> {
    /// `var` names in source order (may repeat).
    pub(crate) vars: Vec<&'a str>,
    /// Var-scoped function declarations (top level of the body), in order.
    pub(crate) functions: Vec<&'b Function<'a>>,
    /// Functions in blocks that also get a var binding (Annex B.3.3), by address.
    pub(crate) annex_b: Vec<&'b Function<'a>>,
}

impl<'a, 'b> VarScopedVisitor<'b, 'a> for VarScopeDecls<'a, 'b> {
    fn var_declaration(&mut self, declaration: &'b VariableDeclaration<'a>) {
        for d in declaration.declarations.iter() {
            d.id.for_each_bound_name(&mut |id| self.vars.push(id.name));
        }
    }

    fn function_declaration(&mut self, function: &'b Function<'a>) {
        self.functions.push(function);
    }

    fn annex_b_function(&mut self, function: &'b Function<'a>) {
        self.annex_b.push(function);
    }
}

/// A lexical declaration of a statement list.
pub(crate) struct LexicalDecl<'a> {
    /// The name.
    pub(crate) name: &'a str,
    /// Let, Const or Class (functions in blocks use Let with `always_init`).
    pub(crate) kind: BindingKind,
    /// Where initialization ends.
    pub(crate) init_end: u32,
    /// A function declaration (initialized at scope entry).
    pub(crate) is_function: bool,
}

/// The names a binding pattern binds (BoundNames), with their spans' ends.
pub(crate) fn bound_names<'a>(pattern: &BindingPattern<'a>, out: &mut Vec<(&'a str, u32)>) {
    pattern.for_each_bound_name(&mut |id| out.push((id.name, id.span.end)));
}

/// The lexical declarations directly in a statement list (a block, switch or body).
/// `functions_are_lexical`: true in blocks; false for function bodies, scripts, eval
/// code and module bodies, whose top-level functions are bound with the vars.
pub(crate) fn lexical_decls<'a>(
    statements: &[Statement<'a>],
    functions_are_lexical: bool,
    out: &mut Vec<LexicalDecl<'a>>,
) {
    for_each_lexically_declared_name(statements, !functions_are_lexical, &mut |d| {
        out.push(lexical_decl(d));
    });
}

/// The lexical declarations of a `let`/`const` declaration (a `for` head's).
pub(crate) fn variable_lexicals<'a>(v: &VariableDeclaration<'a>, out: &mut Vec<LexicalDecl<'a>>) {
    ScopedDeclaration::Variable(v).for_each_declared_name(&mut |d| out.push(lexical_decl(d)));
}

/// How the scope tree binds a lexically declared name.
fn lexical_decl(d: DeclaredName<'_>) -> LexicalDecl<'_> {
    let (kind, init_end, is_function) = match d.kind {
        DeclarationKind::Let | DeclarationKind::DefaultExpression => {
            (BindingKind::Let, d.init_span.end, false)
        }
        DeclarationKind::Var
        | DeclarationKind::Const
        | DeclarationKind::Using
        | DeclarationKind::AwaitUsing => (BindingKind::Const, d.init_span.end, false),
        DeclarationKind::Class => (BindingKind::Class, d.init_span.end, false),
        DeclarationKind::Function => (BindingKind::Let, 0, true),
    };
    LexicalDecl { name: d.name, kind, init_end, is_function }
}

/// The declarations of a var scope's body (a function body, script, module or eval
/// code): its top-level lexical declarations and its var-scoped declarations, with the
/// Annex B functions in blocks that neither a parameter name in `params` nor a
/// top-level lexical name keeps from a var binding.
pub(crate) fn body_decls<'a, 'b>(
    body: &'b [Statement<'a>],
    strict: bool,
    params: &[&'a str],
) -> (Vec<LexicalDecl<'a>>, VarScopeDecls<'a, 'b>) {
    let mut lex = Vec::new();
    lexical_decls(body, false, &mut lex);
    let mut blocked: Vec<&'a str> = params.to_vec();
    blocked.extend(lex.iter().map(|d| d.name));
    let mut decls = VarScopeDecls::default();
    walk_var_scoped_declarations(body, strict, &blocked, &mut decls);
    (lex, decls)
}
