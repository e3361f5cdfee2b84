//! Declaration collection: VarDeclaredNames, VarScopedDeclarations, LexicallyScopedDeclarations
//! (ECMA-262 sec-static-semantics-vardeclarednames and siblings) and the Annex B.3.3
//! function-in-block var bindings (sec-block-level-function-declarations-web-legacy-
//! compatibility-semantics).

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
/// `functions_are_lexical`: true in blocks and module bodies... callers pass false for
/// function bodies and scripts, where top-level functions are var-scoped.
/// The function a statement declares through any number of labels (`l: m: function
/// f() {}`; sec-labelled-statements, LabelledItem : FunctionDeclaration), if it is one.
pub(crate) fn labelled_function<'b, 'a>(s: &'b Statement<'a>) -> Option<&'b Function<'a>> {
    let mut s = s;
    while let Statement::Labeled(l) = s {
        s = &l.body;
    }
    match s {
        Statement::Function(f) => Some(f),
        _ => None,
    }
}

pub(crate) fn lexical_decls<'a>(
    statements: &[Statement<'a>],
    functions_are_lexical: bool,
    out: &mut Vec<LexicalDecl<'a>>,
) {
    for s in statements {
        lexical_decl_of(s, functions_are_lexical, out);
    }
}

fn lexical_decl_of<'a>(
    s: &Statement<'a>,
    functions_are_lexical: bool,
    out: &mut Vec<LexicalDecl<'a>>,
) {
    match s {
        Statement::Variable(v) if v.kind.is_lexical() => variable_lexicals(v, out),
        Statement::Class(c) => {
            if let Some(id) = &c.id {
                out.push(LexicalDecl {
                    name: id.name,
                    kind: BindingKind::Class,
                    init_end: c.span.end,
                    is_function: false,
                });
            }
        }
        // LexicallyDeclaredNames of a LabelledStatement: those of its LabelledItem.
        Statement::Labeled(_) if functions_are_lexical => {
            if let Some(f) = labelled_function(s)
                && let Some(id) = &f.id
            {
                out.push(LexicalDecl {
                    name: id.name,
                    kind: BindingKind::Let,
                    init_end: 0,
                    is_function: true,
                });
            }
        }
        Statement::Function(f) if functions_are_lexical => {
            if let Some(id) = &f.id {
                out.push(LexicalDecl {
                    name: id.name,
                    kind: BindingKind::Let,
                    init_end: 0,
                    is_function: true,
                });
            }
        }
        Statement::ExportNamed(e) => match &e.declaration {
            Some(Declaration::Variable(v)) if v.kind.is_lexical() => variable_lexicals(v, out),
            Some(Declaration::Class(c)) => {
                if let Some(id) = &c.id {
                    out.push(LexicalDecl {
                        name: id.name,
                        kind: BindingKind::Class,
                        init_end: c.span.end,
                        is_function: false,
                    });
                }
            }
            _ => {}
        },
        Statement::ExportDefault(e) => match &e.declaration {
            ExportDefaultKind::Class(c) => {
                let name = c.id.as_ref().map_or("*default*", |id| id.name);
                out.push(LexicalDecl {
                    name,
                    kind: BindingKind::Class,
                    init_end: c.span.end,
                    is_function: false,
                });
            }
            ExportDefaultKind::Expression(_) => out.push(LexicalDecl {
                name: "*default*",
                kind: BindingKind::Let,
                init_end: e.span.end,
                is_function: false,
            }),
            ExportDefaultKind::Function(_) => {}
        },
        _ => {}
    }
}

fn variable_lexicals<'a>(v: &VariableDeclaration<'a>, out: &mut Vec<LexicalDecl<'a>>) {
    let kind = match v.kind {
        VariableKind::Let => BindingKind::Let,
        _ => BindingKind::Const,
    };
    let mut names = Vec::new();
    for d in v.declarations.iter() {
        names.clear();
        bound_names(&d.id, &mut names);
        for &(name, _) in &names {
            out.push(LexicalDecl { name, kind, init_end: d.span.end, is_function: false });
        }
    }
}

/// Collect the var-scoped declarations of a body. `blocked`: names that make an
/// Annex B function-in-block not get a var binding (parameter names and the body's
/// top-level lexical names).
pub(crate) fn var_scope_decls<'a, 'b>(
    statements: &'b [Statement<'a>],
    strict: bool,
    blocked: &[&'a str],
    out: &mut VarScopeDecls<'a, 'b>,
) {
    let mut c = Collector { strict, stack: blocked.to_vec(), out };
    for s in statements {
        c.statement(s, true);
    }
}

struct Collector<'a, 'b, 'o> {
    strict: bool,
    /// Lexical names of the enclosing blocks (for the Annex B conflict check).
    stack: Vec<&'a str>,
    out: &'o mut VarScopeDecls<'a, 'b>,
}

impl<'a, 'b> Collector<'a, 'b, '_> {
    fn var_decl(&mut self, v: &VariableDeclaration<'a>) {
        if v.kind != VariableKind::Var {
            return;
        }
        let mut names = Vec::new();
        for d in v.declarations.iter() {
            bound_names(&d.id, &mut names);
        }
        self.out.vars.extend(names.into_iter().map(|(n, _)| n));
    }

    /// A nested statement list with its own lexical names (a block or switch).
    fn block(&mut self, statements: &'b [Statement<'a>]) {
        let mark = self.stack.len();
        let mut lex = Vec::new();
        lexical_decls(statements, true, &mut lex);
        // The block's own lexical names other than functions block inner blocks' functions;
        // a block's own functions are checked against the enclosing stack only.
        let own_non_fn: Vec<&'a str> =
            lex.iter().filter(|d| !d.is_function).map(|d| d.name).collect();
        for s in statements {
            if let Some(f) = labelled_function(s) {
                self.block_function(f, &own_non_fn);
            }
        }
        self.stack.extend(lex.iter().map(|d| d.name));
        for s in statements {
            self.statement(s, false);
        }
        self.stack.truncate(mark);
    }

    fn block_function(&mut self, f: &'b Function<'a>, own: &[&'a str]) {
        if self.strict || f.is_async || f.is_generator {
            return;
        }
        let Some(id) = &f.id else { return };
        if self.stack.contains(&id.name) || own.contains(&id.name) {
            return;
        }
        self.out.annex_b.push(f);
    }

    fn statement(&mut self, s: &'b Statement<'a>, top: bool) {
        match s {
            Statement::Variable(v) => self.var_decl(v),
            Statement::Function(f) => {
                if top {
                    self.out.functions.push(f);
                }
            }
            Statement::Block(b) => self.block(&b.body),
            Statement::If(i) => {
                self.sub(&i.consequent);
                if let Some(a) = &i.alternate {
                    self.sub(a);
                }
            }
            Statement::DoWhile(d) => self.sub(&d.body),
            Statement::While(w) => self.sub(&w.body),
            Statement::For(f) => {
                let mark = self.stack.len();
                match &f.init {
                    Some(ForInit::Variable(v)) if v.kind == VariableKind::Var => self.var_decl(v),
                    Some(ForInit::Variable(v)) => {
                        let mut lex = Vec::new();
                        variable_lexicals(v, &mut lex);
                        self.stack.extend(lex.iter().map(|d| d.name));
                    }
                    _ => {}
                }
                self.sub(&f.body);
                self.stack.truncate(mark);
            }
            Statement::ForIn(f) => self.for_in_of(&f.left, &f.body),
            Statement::ForOf(f) => self.for_in_of(&f.left, &f.body),
            Statement::With(w) => self.sub(&w.body),
            Statement::Switch(sw) => {
                // All clauses form one block.
                let mark = self.stack.len();
                let mut lex = Vec::new();
                for case in sw.cases.iter() {
                    lexical_decls(&case.consequent, true, &mut lex);
                }
                let own_non_fn: Vec<&'a str> =
                    lex.iter().filter(|d| !d.is_function).map(|d| d.name).collect();
                for case in sw.cases.iter() {
                    for s in case.consequent.iter() {
                        if let Some(f) = labelled_function(s) {
                            self.block_function(f, &own_non_fn);
                        }
                    }
                }
                self.stack.extend(lex.iter().map(|d| d.name));
                for case in sw.cases.iter() {
                    for s in case.consequent.iter() {
                        self.statement(s, false);
                    }
                }
                self.stack.truncate(mark);
            }
            Statement::Labeled(l) => {
                // A labelled function in a list: var-scoped at the top, and in a block
                // or case already seen by its list (`block`, `switch`).
                if let Some(f) = labelled_function(s) {
                    if top {
                        self.out.functions.push(f);
                    }
                    return;
                }
                self.sub(&l.body);
            }
            Statement::Try(t) => {
                self.block(&t.block.body);
                if let Some(h) = &t.handler {
                    let mark = self.stack.len();
                    if let Some(p) = &h.param
                        && !matches!(p, BindingPattern::Identifier(_))
                    {
                        let mut names = Vec::new();
                        bound_names(p, &mut names);
                        self.stack.extend(names.into_iter().map(|(n, _)| n));
                    }
                    self.block(&h.body.body);
                    self.stack.truncate(mark);
                }
                if let Some(f) = &t.finalizer {
                    self.block(&f.body);
                }
            }
            Statement::ExportNamed(e) => {
                if let Some(Declaration::Variable(v)) = &e.declaration {
                    self.var_decl(v);
                }
                if let Some(Declaration::Function(f)) = &e.declaration {
                    self.out.functions.push(f);
                }
            }
            Statement::ExportDefault(e) => {
                if let ExportDefaultKind::Function(f) = &e.declaration {
                    self.out.functions.push(f);
                }
            }
            Statement::Empty(_)
            | Statement::Expression(_)
            | Statement::Continue(_)
            | Statement::Break(_)
            | Statement::Return(_)
            | Statement::Throw(_)
            | Statement::Debugger(_)
            | Statement::Class(_)
            | Statement::Import(_)
            | Statement::ExportAll(_)
            // TypeScript nodes are lowered by cairn-ts before compiling; codegen rejects them.
            | Statement::TsEnum(_)
            | Statement::TsModule(_) => {}
        }
    }

    /// A statement in a single-statement position (`if (x) function f(){}` is a block).
    fn sub(&mut self, s: &'b Statement<'a>) {
        if let Statement::Function(f) = s {
            self.block_function(f, &[]);
            return;
        }
        // `l: function f(){}` in statement position behaves as in a block.
        if let Some(f) = labelled_function(s) {
            self.block_function(f, &[]);
            return;
        }
        self.statement(s, false);
    }

    fn for_in_of(&mut self, left: &ForLeft<'a>, body: &'b Statement<'a>) {
        let mark = self.stack.len();
        if let ForLeft::Variable(v) = left {
            if v.kind == VariableKind::Var {
                self.var_decl(v);
            } else {
                let mut lex = Vec::new();
                variable_lexicals(v, &mut lex);
                self.stack.extend(lex.iter().map(|d| d.name));
            }
        }
        self.sub(body);
        self.stack.truncate(mark);
    }
}
