//! The syntax-directed operations on declarations (ECMA-262 sec-static-semantics-
//! boundnames, -vardeclarednames, -lexicallydeclarednames, -varscopeddeclarations,
//! -lexicallyscopeddeclarations and their TopLevel variants), in one place for the
//! parser's early errors and the compiler's scope analysis.
//!
//! The operations are visitors over the borrowed AST: they call back with each
//! declaration (its node, or each of its names with its kind and span) and allocate
//! nothing but the name stack of the Annex B walk. None descends into a nested function,
//! class or expression: the declarations of a function body are its own.

use super::{
    BindingIdentifier, Class, Declaration, ExportDefaultDeclaration, ExportDefaultKind, ForInit,
    ForLeft, Function, ImportDeclaration, ImportDeclarationSpecifier, Statement,
    VariableDeclaration, VariableKind,
};
use crate::Span;
use std::marker::PhantomData;

/// The name a module binds for `export default` of an anonymous function or class or of
/// an expression (sec-exports-static-semantics-boundnames).
pub const DEFAULT_EXPORT_NAME: &str = "*default*";

/// The function a statement declares through any number of labels (`l: m: function
/// f() {}`; LabelledItem : FunctionDeclaration, sec-labelled-function-declarations),
/// if it is one.
pub fn labelled_function<'r, 'a>(statement: &'r Statement<'a>) -> Option<&'r Function<'a>> {
    let mut statement = statement;
    while let Statement::Labeled(labeled) = statement {
        statement = &labeled.body;
    }
    match statement {
        Statement::Function(f) => Some(f),
        _ => None,
    }
}

/// What a declared name is bound by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeclarationKind {
    /// `var`.
    Var,
    /// `let`.
    Let,
    /// `const`.
    Const,
    /// `using`.
    Using,
    /// `await using`.
    AwaitUsing,
    /// A HoistableDeclaration: a function, generator, async function or async generator.
    Function,
    /// A ClassDeclaration.
    Class,
    /// `export default AssignmentExpression;` (binds [`DEFAULT_EXPORT_NAME`]).
    DefaultExpression,
}

impl From<VariableKind> for DeclarationKind {
    fn from(kind: VariableKind) -> Self {
        match kind {
            VariableKind::Var => DeclarationKind::Var,
            VariableKind::Let => DeclarationKind::Let,
            VariableKind::Const => DeclarationKind::Const,
            VariableKind::Using => DeclarationKind::Using,
            VariableKind::AwaitUsing => DeclarationKind::AwaitUsing,
        }
    }
}

/// One name a declaration binds.
#[derive(Debug, Clone, Copy)]
pub struct DeclaredName<'a> {
    /// The name ([`DEFAULT_EXPORT_NAME`] for an anonymous default export).
    pub name: &'a str,
    /// The BindingIdentifier (the declaration, for an anonymous default export).
    pub span: Span,
    /// What binds it.
    pub kind: DeclarationKind,
    /// The node whose evaluation initializes the binding: the VariableDeclarator, the
    /// function, the class, or the `export default` declaration.
    pub init_span: Span,
}

/// A declaration as LexicallyScopedDeclarations and VarScopedDeclarations list it: the
/// declaration node a StatementListItem or ModuleItem is (through `export`). An
/// ImportDeclaration is in none of these lists (its names are LexicallyDeclaredNames:
/// see [`ImportDeclaration::bound_names`]).
#[derive(Debug, Clone, Copy)]
pub enum ScopedDeclaration<'r, 'a> {
    /// VariableStatement, LexicalDeclaration, UsingDeclaration, AwaitUsingDeclaration.
    Variable(&'r VariableDeclaration<'a>),
    /// HoistableDeclaration (anonymous only as `export default function () {}`).
    Function(&'r Function<'a>),
    /// ClassDeclaration (anonymous only as `export default class {}`).
    Class(&'r Class<'a>),
    /// `export default AssignmentExpression;`.
    DefaultExpression(&'r ExportDefaultDeclaration<'a>),
}

impl<'r, 'a> ScopedDeclaration<'r, 'a> {
    /// The declaration a statement is, through `export` but not through labels.
    pub fn of(statement: &'r Statement<'a>) -> Option<Self> {
        match statement {
            Statement::Variable(d) => Some(ScopedDeclaration::Variable(d)),
            Statement::Function(f) => Some(ScopedDeclaration::Function(f)),
            Statement::Class(c) => Some(ScopedDeclaration::Class(c)),
            Statement::ExportNamed(export) => export.declaration.as_ref().map(Self::from),
            Statement::ExportDefault(export) => Some(match &export.declaration {
                ExportDefaultKind::Function(f) => ScopedDeclaration::Function(f),
                ExportDefaultKind::Class(c) => ScopedDeclaration::Class(c),
                ExportDefaultKind::Expression(_) => ScopedDeclaration::DefaultExpression(export),
            }),
            _ => None,
        }
    }

    /// It is var-scoped: a `var`, or a function declaration where `functions_are_var`
    /// (the top level of a function body, script or static block:
    /// TopLevelVarScopedDeclarations); otherwise it is lexically scoped.
    pub fn is_var_scoped(self, functions_are_var: bool) -> bool {
        match self {
            ScopedDeclaration::Variable(d) => !d.kind.is_lexical(),
            ScopedDeclaration::Function(_) => functions_are_var,
            ScopedDeclaration::Class(_) | ScopedDeclaration::DefaultExpression(_) => false,
        }
    }

    /// Calls `f` on each name the declaration binds, in source order (BoundNames,
    /// sec-static-semantics-boundnames, with [`DEFAULT_EXPORT_NAME`] for anonymous
    /// default exports).
    pub fn for_each_declared_name(self, f: &mut impl FnMut(DeclaredName<'a>)) {
        match self {
            ScopedDeclaration::Variable(d) => {
                let kind = DeclarationKind::from(d.kind);
                for declarator in d.declarations.iter() {
                    declarator.id.for_each_bound_name(&mut |id| {
                        f(DeclaredName {
                            name: id.name,
                            span: id.span,
                            kind,
                            init_span: declarator.span,
                        })
                    });
                }
            }
            ScopedDeclaration::Function(function) => {
                f(named(function.id.as_ref(), DeclarationKind::Function, function.span))
            }
            ScopedDeclaration::Class(class) => {
                f(named(class.id.as_ref(), DeclarationKind::Class, class.span))
            }
            ScopedDeclaration::DefaultExpression(export) => {
                f(named(None, DeclarationKind::DefaultExpression, export.span))
            }
        }
    }
}

/// The name of a function or class declaration (the default export's when anonymous).
fn named<'a>(
    id: Option<&BindingIdentifier<'a>>,
    kind: DeclarationKind,
    span: Span,
) -> DeclaredName<'a> {
    match id {
        Some(id) => DeclaredName { name: id.name, span: id.span, kind, init_span: span },
        None => DeclaredName { name: DEFAULT_EXPORT_NAME, span, kind, init_span: span },
    }
}

impl<'r, 'a> From<&'r Declaration<'a>> for ScopedDeclaration<'r, 'a> {
    fn from(declaration: &'r Declaration<'a>) -> Self {
        match declaration {
            Declaration::Variable(d) => ScopedDeclaration::Variable(d),
            Declaration::Function(f) => ScopedDeclaration::Function(f),
            Declaration::Class(c) => ScopedDeclaration::Class(c),
        }
    }
}

impl<'a> ImportDeclaration<'a> {
    /// The names the import binds, in source order (BoundNames of ImportDeclaration,
    /// which are LexicallyDeclaredNames of the module).
    pub fn bound_names(&self) -> impl Iterator<Item = &BindingIdentifier<'a>> {
        self.specifiers.iter().flat_map(|list| list.iter()).map(|specifier| specifier.local())
    }
}

impl<'a> ImportDeclarationSpecifier<'a> {
    /// The name the specifier binds (BoundNames of ImportedBinding).
    pub fn local(&self) -> &BindingIdentifier<'a> {
        match self {
            ImportDeclarationSpecifier::Default(s) => &s.local,
            ImportDeclarationSpecifier::Namespace(s) => &s.local,
            ImportDeclarationSpecifier::Named(s) => &s.local,
        }
    }
}

/// Calls `f` on each name a statement list declares lexically, in source order, with
/// its kind: LexicallyDeclaredNames from LexicallyScopedDeclarations
/// (sec-static-semantics-lexicallydeclarednames,
/// sec-static-semantics-lexicallyscopeddeclarations) of a Block, CaseBlock clause or
/// ModuleItemList when `top_level` is false; TopLevelLexicallyDeclaredNames
/// (sec-static-semantics-toplevellexicallydeclarednames,
/// sec-static-semantics-toplevellexicallyscopeddeclarations) of a function body, script
/// or static block when it is true, where function declarations are var-scoped.
/// Imports are left to [`ImportDeclaration::bound_names`].
pub fn for_each_lexically_declared_name<'a>(
    list: &[Statement<'a>],
    top_level: bool,
    f: &mut impl FnMut(DeclaredName<'a>),
) {
    for statement in list {
        // LabelledItem : FunctionDeclaration is lexical where functions are.
        let declaration = match statement {
            Statement::Labeled(_) if !top_level => {
                labelled_function(statement).map(ScopedDeclaration::Function)
            }
            _ => ScopedDeclaration::of(statement),
        };
        match declaration {
            Some(declaration) if !declaration.is_var_scoped(top_level) => {
                declaration.for_each_declared_name(f);
            }
            _ => {}
        }
    }
}

/// What the VarScopedDeclarations walk reports (see [`walk_var_scoped_declarations`]).
pub trait VarScopedVisitor<'r, 'a> {
    /// A `var` declaration anywhere in the body outside nested functions (a
    /// VariableStatement, `for (var ...)`, `for (var ... in/of ...)`, `export var`).
    fn var_declaration(&mut self, declaration: &'r VariableDeclaration<'a>);
    /// A function declaration at the top level of the body, through labels and `export`
    /// (TopLevelVarScopedDeclarations; anonymous for `export default function () {}`).
    fn function_declaration(&mut self, function: &'r Function<'a>);
    /// A plain function declaration in a block, case clause or statement position of
    /// sloppy code that also gets a var binding of its name (Annex B
    /// sec-block-level-function-declarations-web-legacy-compatibility-semantics).
    fn annex_b_function(&mut self, function: &'r Function<'a>);
}

/// Walks the VarScopedDeclarations of a function body, script, module or eval body
/// (sec-static-semantics-varscopeddeclarations,
/// sec-static-semantics-toplevelvarscopeddeclarations), and its Annex B function-in-block
/// candidates: a sloppy plain function declaration in a block gets a var binding unless a
/// var of its name would be an early error, that is unless `blocked` (the parameter
/// names and the body's top-level lexical names) or a lexical declaration of an
/// enclosing block, `for` head or catch parameter pattern has its name. A block's own
/// function declarations do not block one another. `strict` code has no candidates.
pub fn walk_var_scoped_declarations<'r, 'a>(
    body: &'r [Statement<'a>],
    strict: bool,
    blocked: &[&'a str],
    visitor: &mut impl VarScopedVisitor<'r, 'a>,
) {
    let mut walk = VarScopedWalk {
        strict,
        blocked,
        stack: std::vec::Vec::new(),
        visitor,
        statements: PhantomData,
    };
    for statement in body {
        walk.statement(statement, true);
    }
}

/// The state of [`walk_var_scoped_declarations`].
struct VarScopedWalk<'r, 'a, 's, V> {
    strict: bool,
    blocked: &'s [&'a str],
    /// The lexical names of the enclosing blocks, innermost last; `true` for a
    /// function's name.
    stack: std::vec::Vec<(&'a str, bool)>,
    visitor: &'s mut V,
    statements: PhantomData<&'r Statement<'a>>,
}

impl<'r, 'a: 'r, V: VarScopedVisitor<'r, 'a>> VarScopedWalk<'r, 'a, '_, V> {
    fn var_declaration(&mut self, declaration: &'r VariableDeclaration<'a>) {
        if declaration.kind == VariableKind::Var {
            self.visitor.var_declaration(declaration);
        }
    }

    /// Pushes the lexical names of a statement list (a block's, or one case clause's).
    fn push_lexical_names(&mut self, list: &[Statement<'a>]) {
        let stack = &mut self.stack;
        for_each_lexically_declared_name(list, false, &mut |name| {
            stack.push((name.name, name.kind == DeclarationKind::Function));
        });
    }

    /// Pushes the names of a `let`/`const` declaration.
    fn push_bound_names(&mut self, declaration: &VariableDeclaration<'a>) {
        for declarator in declaration.declarations.iter() {
            declarator.id.for_each_bound_name(&mut |id| self.stack.push((id.name, false)));
        }
    }

    /// Reports the functions directly in statement lists that were pushed from `mark`
    /// on (a block or a whole case block), then walks the lists.
    fn block_lists(
        &mut self,
        mark: usize,
        lists: impl Iterator<Item = &'r [Statement<'a>]> + Clone,
    ) {
        for list in lists.clone() {
            for statement in list {
                if let Some(f) = labelled_function(statement) {
                    self.block_function(f, Some(mark));
                }
            }
        }
        for list in lists {
            for statement in list {
                self.statement(statement, false);
            }
        }
        self.stack.truncate(mark);
    }

    /// A nested statement list with its own lexical names (a block).
    fn block(&mut self, list: &'r [Statement<'a>]) {
        let mark = self.stack.len();
        self.push_lexical_names(list);
        self.block_lists(mark, std::iter::once(list));
    }

    /// A function declaration in a block (its block's names pushed from `own`) or in
    /// statement position (`own` None).
    fn block_function(&mut self, f: &'r Function<'a>, own: Option<usize>) {
        if self.strict || f.is_async || f.is_generator {
            return;
        }
        let Some(id) = &f.id else { return };
        let (outer, own) = self.stack.split_at(own.unwrap_or(self.stack.len()));
        // The block's own functions do not block one another.
        let conflict = self.blocked.contains(&id.name)
            || outer.iter().any(|&(name, _)| name == id.name)
            || own.iter().any(|&(name, function)| name == id.name && !function);
        if !conflict {
            self.visitor.annex_b_function(f);
        }
    }

    fn statement(&mut self, statement: &'r Statement<'a>, top: bool) {
        match statement {
            Statement::Variable(v) => self.var_declaration(v),
            Statement::Function(f) => {
                if top {
                    self.visitor.function_declaration(f);
                }
            }
            Statement::Block(b) => self.block(&b.body),
            Statement::If(i) => {
                self.sub_statement(&i.consequent);
                if let Some(a) = &i.alternate {
                    self.sub_statement(a);
                }
            }
            Statement::DoWhile(d) => self.sub_statement(&d.body),
            Statement::While(w) => self.sub_statement(&w.body),
            Statement::For(f) => {
                let mark = self.stack.len();
                match &f.init {
                    Some(ForInit::Variable(v)) if v.kind == VariableKind::Var => {
                        self.var_declaration(v)
                    }
                    Some(ForInit::Variable(v)) => self.push_bound_names(v),
                    _ => {}
                }
                self.sub_statement(&f.body);
                self.stack.truncate(mark);
            }
            Statement::ForIn(f) => self.for_in_of(&f.left, &f.body),
            Statement::ForOf(f) => self.for_in_of(&f.left, &f.body),
            Statement::With(w) => self.sub_statement(&w.body),
            Statement::Switch(switch) => {
                // All clauses form one block.
                let mark = self.stack.len();
                for case in switch.cases.iter() {
                    self.push_lexical_names(&case.consequent);
                }
                self.block_lists(mark, switch.cases.iter().map(|case| &case.consequent[..]));
            }
            Statement::Labeled(l) => {
                // A labelled function in a list: var-scoped at the top, and in a block
                // or case already seen by its list (`block_lists`).
                if let Some(f) = labelled_function(statement) {
                    if top {
                        self.visitor.function_declaration(f);
                    }
                    return;
                }
                self.sub_statement(&l.body);
            }
            Statement::Try(t) => {
                self.block(&t.block.body);
                if let Some(handler) = &t.handler {
                    let mark = self.stack.len();
                    // A simple catch parameter does not block (B.3.4).
                    if let Some(param) = &handler.param
                        && !matches!(param, super::BindingPattern::Identifier(_))
                    {
                        param.for_each_bound_name(&mut |id| self.stack.push((id.name, false)));
                    }
                    self.block(&handler.body.body);
                    self.stack.truncate(mark);
                }
                if let Some(finalizer) = &t.finalizer {
                    self.block(&finalizer.body);
                }
            }
            Statement::ExportNamed(e) => match &e.declaration {
                Some(Declaration::Variable(v)) => self.var_declaration(v),
                Some(Declaration::Function(f)) => self.visitor.function_declaration(f),
                _ => {}
            },
            Statement::ExportDefault(e) => {
                if let ExportDefaultKind::Function(f) = &e.declaration {
                    self.visitor.function_declaration(f);
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
            | Statement::TsEnum(_)
            | Statement::TsModule(_) => {}
        }
    }

    /// A statement in a single-statement position: `if (x) function f(){}` (and, through
    /// labels, `l: function f(){}`) stands for a block of its own.
    fn sub_statement(&mut self, statement: &'r Statement<'a>) {
        if let Some(f) = labelled_function(statement) {
            self.block_function(f, None);
            return;
        }
        self.statement(statement, false);
    }

    fn for_in_of(&mut self, left: &'r ForLeft<'a>, body: &'r Statement<'a>) {
        let mark = self.stack.len();
        if let ForLeft::Variable(v) = left {
            if v.kind == VariableKind::Var {
                self.var_declaration(v);
            } else {
                self.push_bound_names(v);
            }
        }
        self.sub_statement(body);
        self.stack.truncate(mark);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{ParseOptions, parse};

    /// The lexically declared names of a program's body, as `name:Kind`.
    fn lexical(source: &str, module: bool, top_level: bool) -> std::vec::Vec<String> {
        let arena = bumpalo::Bump::new();
        let options = ParseOptions { module, ..ParseOptions::default() };
        let program = parse(&arena, source, options).expect("parses");
        let mut names = std::vec::Vec::new();
        for_each_lexically_declared_name(&program.body, top_level, &mut |d| {
            names.push(format!("{}:{:?}", d.name, d.kind));
        });
        names
    }

    #[test]
    fn lexically_declared_names() {
        let source = "let a, {b} = o; const c = 1; class D {} function f() {} \
                      l: function g() {} var v; async function h() {}";
        let block = ["a:Let", "b:Let", "c:Const", "D:Class", "f:Function", "g:Function"];
        let mut block = block.map(String::from).to_vec();
        block.push("h:Function".into());
        assert_eq!(lexical(source, false, false), block);
        assert_eq!(lexical(source, false, true), ["a:Let", "b:Let", "c:Const", "D:Class"]);
        assert_eq!(
            lexical("import i from 'm'; export let x; export default 1;", true, true),
            ["x:Let", "*default*:DefaultExpression"]
        );
        assert_eq!(lexical("export default class {}", true, true), ["*default*:Class"]);
    }

    #[derive(Default)]
    struct Names {
        vars: std::vec::Vec<String>,
        functions: std::vec::Vec<String>,
        annex_b: std::vec::Vec<String>,
    }

    impl<'r, 'a> VarScopedVisitor<'r, 'a> for Names {
        fn var_declaration(&mut self, declaration: &'r VariableDeclaration<'a>) {
            ScopedDeclaration::Variable(declaration)
                .for_each_declared_name(&mut |d| self.vars.push(d.name.into()));
        }
        fn function_declaration(&mut self, function: &'r Function<'a>) {
            self.functions.push(function.id.as_ref().map_or("", |id| id.name).into());
        }
        fn annex_b_function(&mut self, function: &'r Function<'a>) {
            self.annex_b.push(function.id.as_ref().map_or("", |id| id.name).into());
        }
    }

    fn var_scoped(source: &str, strict: bool, blocked: &[&str]) -> Names {
        let arena = bumpalo::Bump::new();
        let program = parse(&arena, source, ParseOptions::default()).expect("parses");
        let mut names = Names::default();
        walk_var_scoped_declarations(&program.body, strict, blocked, &mut names);
        names
    }

    #[test]
    fn var_scoped_declarations_and_annex_b_functions() {
        let source = "var a; { var b; function f() {} let f2; } if (x) function g() {} \
                      for (var i;;) {} function top() { var inner; } l: function labelled() {} \
                      { let h; { function h() {} } } try {} catch ([e]) { { function e() {} } } \
                      switch (x) { case 0: function s() {} default: function s() {} } \
                      for (let k of o) { function k() {} } { function p() {} }";
        let names = var_scoped(source, false, &["p"]);
        assert_eq!(names.vars, ["a", "b", "i"]);
        assert_eq!(names.functions, ["top", "labelled"]);
        assert_eq!(names.annex_b, ["f", "g", "s", "s"]);
        let strict = var_scoped(source, true, &[]);
        assert_eq!(strict.functions, ["top", "labelled"]);
        assert!(strict.annex_b.is_empty());
    }
}
