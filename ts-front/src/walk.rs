//! The traversal: every statement list is rebuilt (TypeScript declarations expand to
//! JavaScript statements or vanish), and every node is visited for nested functions,
//! classes and, inside namespaces, references to exported names.

use bumpalo::Bump;
use cairn_parser::ast::*;

use crate::build::Builder;

pub(crate) use crate::names::{NameMap, Names};

/// Inside a namespace body: names that are properties of the namespace object.
pub(crate) struct Rename<'a> {
    /// The namespace's parameter name (`N` in `N.x`).
    pub(crate) object: &'a str,
    /// Exported variable names (and names exported by other blocks of the namespace).
    pub(crate) names: Names<'a>,
    /// Depth of `scopes` when the namespace body began.
    pub(crate) depth: usize,
}

/// The lowering state.
pub(crate) struct Lowerer<'a> {
    pub(crate) b: Builder<'a>,
    /// Names declared by the enclosing scopes inside namespace bodies (for shadowing).
    pub(crate) scopes: Vec<'a, Names<'a>>,
    pub(crate) renames: Vec<'a, Rename<'a>>,
    /// Known constant member values of each enum, by enum name (merged declarations).
    pub(crate) enums: NameMap<'a, NameMap<'a, crate::enums::Value<'a>>>,
    /// Names exported so far by each namespace (by its dotted path), for merged
    /// declarations.
    pub(crate) namespaces: NameMap<'a, Names<'a>>,
    /// Path of the enclosing namespaces.
    pub(crate) path: Vec<'a, &'a str>,
    /// `Program::lowering_sites`, ascending: outside namespace bodies only statements
    /// holding one of these positions have anything to lower.
    pub(crate) sites: &'a [u32],
    /// The program's source text, for names no identifier of it spells.
    pub(crate) source: &'a str,
}

impl<'a> Lowerer<'a> {
    /// The statements of a list, rebuilt.
    pub(crate) fn statements(
        &mut self,
        list: &mut Vec<'a, Statement<'a>>,
        parent: Option<&'a str>,
    ) {
        if !list.iter().any(needs_rebuild) {
            for statement in list.iter_mut() {
                self.list_statement(statement);
            }
            return;
        }
        // Enums and namespaces expand to two statements (`var E;` and the IIFE).
        let capacity = list.len() + list.len() / 2 + 1;
        let old = std::mem::replace(list, Vec::with_capacity_in(capacity, self.b.arena));
        let declared = js_declared_names(self.b.arena, &old);
        let mut emitted = self.b.names();
        for statement in old {
            self.lower_into(statement, list, parent, &declared, &mut emitted);
        }
    }

    /// One statement of a list, appended to `out` (possibly as several or none).
    fn lower_into(
        &mut self,
        statement: Statement<'a>,
        out: &mut Vec<'a, Statement<'a>>,
        parent: Option<&'a str>,
        declared: &Names<'a>,
        emitted: &mut Names<'a>,
    ) {
        match statement {
            Statement::Function(f) if f.body.is_none() => {}
            Statement::ExportNamed(e) if matches!(&e.declaration, Some(Declaration::Function(f)) if f.body.is_none()) =>
                {}
            Statement::ExportDefault(e) if matches!(&e.declaration, ExportDefaultKind::Function(f) if f.body.is_none()) =>
                {}
            Statement::TsEnum(e) => {
                self.lower_enum(bumpalo::boxed::Box::into_inner(e), out, parent, declared, emitted)
            }
            Statement::TsModule(m) => self.lower_namespace(
                bumpalo::boxed::Box::into_inner(m),
                out,
                parent,
                declared,
                emitted,
            ),
            mut statement => {
                self.list_statement(&mut statement);
                out.push(statement);
            }
        }
    }

    /// Visit a statement of a list in place, unless it holds nothing to lower: outside
    /// namespace bodies (where references may be renamed) that is a statement without
    /// a lowering site, and most statements of most programs are such (a walk into
    /// them would only cost time).
    pub(crate) fn list_statement(&mut self, statement: &mut Statement<'a>) {
        if self.tracking() || self.holds_site(statement.span()) {
            self.statement(statement);
        }
    }

    /// Some lowering site lies within `span`.
    fn holds_site(&self, span: cairn_parser::Span) -> bool {
        let i = self.sites.partition_point(|&p| p < span.start);
        self.sites.get(i).is_some_and(|&p| p < span.end)
    }

    /// Visit a statement in place.
    pub(crate) fn statement(&mut self, statement: &mut Statement<'a>) {
        match statement {
            Statement::Block(b) => self.block(&mut b.body),
            Statement::Empty(_)
            | Statement::Debugger(_)
            | Statement::Continue(_)
            | Statement::Break(_) => {}
            Statement::Expression(e) => self.expression(&mut e.expression),
            Statement::If(s) => {
                self.expression(&mut s.test);
                self.sub_statement(&mut s.consequent);
                if let Some(alternate) = &mut s.alternate {
                    self.sub_statement(alternate);
                }
            }
            Statement::DoWhile(s) => {
                self.sub_statement(&mut s.body);
                self.expression(&mut s.test);
            }
            Statement::While(s) => {
                self.expression(&mut s.test);
                self.sub_statement(&mut s.body);
            }
            Statement::For(s) => {
                self.scopes.push(self.b.names());
                match &mut s.init {
                    Some(ForInit::Variable(d)) => self.variable(d),
                    Some(ForInit::Expression(e)) => self.expression(e),
                    None => {}
                }
                if let Some(test) = &mut s.test {
                    self.expression(test);
                }
                if let Some(update) = &mut s.update {
                    self.expression(update);
                }
                self.sub_statement(&mut s.body);
                self.scopes.pop();
            }
            Statement::ForIn(s) => {
                self.expression(&mut s.right);
                self.scopes.push(self.b.names());
                self.for_left(&mut s.left);
                self.sub_statement(&mut s.body);
                self.scopes.pop();
            }
            Statement::ForOf(s) => {
                self.expression(&mut s.right);
                self.scopes.push(self.b.names());
                self.for_left(&mut s.left);
                self.sub_statement(&mut s.body);
                self.scopes.pop();
            }
            Statement::Return(s) => {
                if let Some(argument) = &mut s.argument {
                    self.expression(argument);
                }
            }
            Statement::With(s) => {
                self.expression(&mut s.object);
                self.sub_statement(&mut s.body);
            }
            Statement::Switch(s) => {
                self.expression(&mut s.discriminant);
                self.scopes.push(self.b.names());
                for case in s.cases.iter_mut() {
                    if let Some(test) = &mut case.test {
                        self.expression(test);
                    }
                    self.statements(&mut case.consequent, None);
                }
                self.scopes.pop();
            }
            Statement::Labeled(s) => self.sub_statement(&mut s.body),
            Statement::Throw(s) => self.expression(&mut s.argument),
            Statement::Try(s) => {
                self.block(&mut s.block.body);
                if let Some(handler) = &mut s.handler {
                    let mut names = self.b.names();
                    if let Some(param) = &mut handler.param {
                        if self.tracking() {
                            pattern_names(param, &mut names);
                        }
                        self.pattern(param);
                    }
                    self.scopes.push(names);
                    self.block(&mut handler.body.body);
                    self.scopes.pop();
                }
                if let Some(finalizer) = &mut s.finalizer {
                    self.block(&mut finalizer.body);
                }
            }
            Statement::Variable(d) => self.variable(d),
            Statement::Function(f) => self.function(f),
            Statement::Class(c) => self.class(c),
            Statement::Import(_) | Statement::ExportAll(_) => {}
            Statement::ExportNamed(e) => match &mut e.declaration {
                Some(Declaration::Variable(d)) => self.variable(d),
                Some(Declaration::Function(f)) => self.function(f),
                Some(Declaration::Class(c)) => self.class(c),
                None => {}
            },
            Statement::ExportDefault(e) => match &mut e.declaration {
                ExportDefaultKind::Function(f) => self.function(f),
                ExportDefaultKind::Class(c) => self.class(c),
                ExportDefaultKind::Expression(e) => self.expression(e),
            },
            // Lowered by `statements`; a lone one (a sub-statement) is visited in place.
            Statement::TsEnum(e) => {
                for member in e.members.iter_mut() {
                    if let Some(init) = &mut member.init {
                        self.expression(init);
                    }
                }
            }
            Statement::TsModule(m) => self.statements(&mut m.body, None),
        }
    }

    fn sub_statement(&mut self, statement: &mut Statement<'a>) {
        self.statement(statement);
    }

    /// A block: its own scope for shadowing.
    pub(crate) fn block(&mut self, body: &mut Vec<'a, Statement<'a>>) {
        let mut names = self.b.names();
        if self.tracking() {
            for statement in body.iter() {
                declared_names(statement, &mut names);
            }
        }
        self.scopes.push(names);
        self.statements(body, None);
        self.scopes.pop();
    }

    fn for_left(&mut self, left: &mut ForLeft<'a>) {
        match left {
            ForLeft::Variable(d) => self.variable(d),
            ForLeft::Target(t) => self.target(t),
        }
    }

    fn variable(&mut self, d: &mut VariableDeclaration<'a>) {
        let tracking = self.tracking();
        for declarator in d.declarations.iter_mut() {
            if tracking && let Some(scope) = self.scopes.last_mut() {
                pattern_names(&declarator.id, scope);
            }
            self.pattern(&mut declarator.id);
            if let Some(init) = &mut declarator.init {
                self.expression(init);
            }
        }
    }

    fn pattern(&mut self, pattern: &mut BindingPattern<'a>) {
        match pattern {
            BindingPattern::Identifier(_) => {}
            BindingPattern::Object(o) => {
                for property in o.properties.iter_mut() {
                    if let PropertyKey::Computed(e) = &mut property.key {
                        self.expression(e);
                    }
                    self.pattern(&mut property.value.pattern);
                    if let Some(init) = &mut property.value.init {
                        self.expression(init);
                    }
                }
            }
            BindingPattern::Array(a) => {
                for element in a.elements.iter_mut().flatten() {
                    self.pattern(&mut element.pattern);
                    if let Some(init) = &mut element.init {
                        self.expression(init);
                    }
                }
                if let Some(rest) = &mut a.rest {
                    self.pattern(&mut rest.argument);
                }
            }
        }
    }

    /// A function: parameters and body in a new scope.
    pub(crate) fn function(&mut self, f: &mut Function<'a>) {
        let mut names = self.b.names();
        let tracking = self.tracking();
        if tracking {
            if let Some(id) = &f.id {
                names.insert(id.name);
            }
            names.insert("arguments");
            self.params_scope(&f.params, &mut names);
        }
        if let Some(body) = &mut f.body {
            if tracking {
                for statement in body.statements.iter() {
                    declared_names(statement, &mut names);
                }
            }
            self.scopes.push(names);
            self.params(&mut f.params);
            self.statements(&mut body.statements, None);
            self.scopes.pop();
        }
    }

    fn params_scope(&self, params: &FormalParameters<'a>, names: &mut Names<'a>) {
        for param in params.items.iter() {
            pattern_names(&param.pattern, names);
        }
        if let Some(rest) = &params.rest {
            pattern_names(&rest.argument, names);
        }
    }

    fn params(&mut self, params: &mut FormalParameters<'a>) {
        for param in params.items.iter_mut() {
            for decorator in param.decorators.iter_mut() {
                self.expression(&mut decorator.expression);
            }
            self.pattern(&mut param.pattern);
            if let Some(init) = &mut param.init {
                self.expression(init);
            }
        }
        if let Some(rest) = &mut params.rest {
            self.pattern(&mut rest.argument);
        }
    }

    fn arrow(&mut self, a: &mut ArrowFunction<'a>) {
        let mut names = self.b.names();
        if self.tracking() {
            self.params_scope(&a.params, &mut names);
            for statement in a.body.statements.iter() {
                declared_names(statement, &mut names);
            }
        }
        self.scopes.push(names);
        self.params(&mut a.params);
        self.statements(&mut a.body.statements, None);
        self.scopes.pop();
    }

    /// A class: parameter properties lowered, then every element visited.
    pub(crate) fn class(&mut self, c: &mut Class<'a>) {
        for decorator in c.decorators.iter_mut() {
            self.expression(&mut decorator.expression);
        }
        if let Some(super_class) = &mut c.super_class {
            self.expression(super_class);
        }
        self.parameter_properties(c);
        let mut names = self.b.names();
        if self.tracking()
            && let Some(id) = &c.id
        {
            names.insert(id.name);
        }
        self.scopes.push(names);
        let tracking = self.tracking();
        for element in c.body.elements.iter_mut() {
            if !tracking && !self.holds_site(element.span()) {
                continue;
            }
            match element {
                ClassElement::Method(m) => {
                    for decorator in m.decorators.iter_mut() {
                        self.expression(&mut decorator.expression);
                    }
                    if let PropertyKey::Computed(e) = &mut m.key {
                        self.expression(e);
                    }
                    self.function(&mut m.value);
                }
                ClassElement::Property(p) => {
                    for decorator in p.decorators.iter_mut() {
                        self.expression(&mut decorator.expression);
                    }
                    if let PropertyKey::Computed(e) = &mut p.key {
                        self.expression(e);
                    }
                    if let Some(value) = &mut p.value {
                        self.expression(value);
                    }
                }
                ClassElement::Accessor(p) => {
                    for decorator in p.decorators.iter_mut() {
                        self.expression(&mut decorator.expression);
                    }
                    if let PropertyKey::Computed(e) = &mut p.key {
                        self.expression(e);
                    }
                    if let Some(value) = &mut p.value {
                        self.expression(value);
                    }
                }
                ClassElement::StaticBlock(s) => self.block(&mut s.body),
            }
        }
        self.scopes.pop();
    }

    /// Inside a namespace body: declarations are recorded for shadowing (elsewhere
    /// nothing is renamed, so the walk records nothing and allocates nothing).
    fn tracking(&self) -> bool {
        !self.renames.is_empty()
    }

    /// The namespace property an identifier reference stands for, if any.
    fn renamed(&self, name: &str) -> Option<&'a str> {
        for rename in self.renames.iter().rev() {
            if self.scopes[rename.depth..].iter().any(|scope| scope.contains(name)) {
                return None;
            }
            if rename.names.contains(name) {
                return Some(rename.object);
            }
        }
        None
    }

    /// Visit an expression in place (references to namespace exports are rewritten).
    pub(crate) fn expression(&mut self, expression: &mut Expression<'a>) {
        // Outside namespace bodies only functions, arrows and classes holding a site
        // have anything to lower (see `list_statement`).
        if !self.tracking() && !self.holds_site(expression.span()) {
            return;
        }
        match expression {
            Expression::Boolean(_)
            | Expression::Null(_)
            | Expression::Number(_)
            | Expression::BigInt(_)
            | Expression::String(_)
            | Expression::RegExp(_)
            | Expression::This(_)
            | Expression::Super(_)
            | Expression::MetaProperty(_) => {}
            Expression::Identifier(id) => {
                if !self.renames.is_empty()
                    && let Some(object) = self.renamed(id.name)
                {
                    let span = id.span;
                    *expression = self.b.member(span, self.b.ident(span, object), id.name);
                }
            }
            Expression::Template(t) => {
                for e in t.expressions.iter_mut() {
                    self.expression(e);
                }
            }
            Expression::Array(a) => {
                for element in a.elements.iter_mut() {
                    match element {
                        ArrayElement::Hole(_) => {}
                        ArrayElement::Spread(s) => self.expression(&mut s.argument),
                        ArrayElement::Expression(e) => self.expression(e),
                    }
                }
            }
            Expression::Object(o) => {
                for property in o.properties.iter_mut() {
                    match property {
                        ObjectProperty::Spread(s) => self.expression(&mut s.argument),
                        ObjectProperty::Property(p) => {
                            if let PropertyKey::Computed(e) = &mut p.key {
                                self.expression(e);
                            }
                            if p.shorthand
                                && matches!(&p.value, Expression::Identifier(id) if !self.renames.is_empty() && self.renamed(id.name).is_some())
                            {
                                p.shorthand = false;
                            }
                            self.expression(&mut p.value);
                        }
                    }
                }
            }
            Expression::Function(f) => self.function(f),
            Expression::Arrow(a) => self.arrow(a),
            Expression::Class(c) => self.class(c),
            Expression::TaggedTemplate(t) => {
                self.expression(&mut t.tag);
                for e in t.quasi.expressions.iter_mut() {
                    self.expression(e);
                }
            }
            Expression::Member(m) => self.member(m),
            Expression::Call(c) => {
                self.expression(&mut c.callee);
                self.arguments(&mut c.arguments);
            }
            Expression::New(n) => {
                self.expression(&mut n.callee);
                self.arguments(&mut n.arguments);
            }
            Expression::Import(i) => {
                self.expression(&mut i.source);
                if let Some(options) = &mut i.options {
                    self.expression(options);
                }
            }
            Expression::OptionalChain(c) => self.expression(&mut c.expression),
            Expression::Update(u) => self.target(&mut u.argument),
            Expression::Unary(u) => self.expression(&mut u.argument),
            Expression::Binary(b) => {
                self.expression(&mut b.left);
                self.expression(&mut b.right);
            }
            Expression::Logical(l) => {
                self.expression(&mut l.left);
                self.expression(&mut l.right);
            }
            Expression::PrivateIn(p) => self.expression(&mut p.right),
            Expression::Conditional(c) => {
                self.expression(&mut c.test);
                self.expression(&mut c.consequent);
                self.expression(&mut c.alternate);
            }
            Expression::Assignment(a) => {
                self.target(&mut a.left);
                self.expression(&mut a.right);
            }
            Expression::Sequence(s) => {
                for e in s.expressions.iter_mut() {
                    self.expression(e);
                }
            }
            Expression::Yield(y) => {
                if let Some(argument) = &mut y.argument {
                    self.expression(argument);
                }
            }
            Expression::Await(a) => self.expression(&mut a.argument),
            Expression::Parenthesized(p) => self.expression(&mut p.expression),
        }
    }

    fn member(&mut self, m: &mut MemberExpression<'a>) {
        self.expression(&mut m.object);
        if let MemberProperty::Computed(e) = &mut m.property {
            self.expression(e);
        }
    }

    fn arguments(&mut self, arguments: &mut Vec<'a, Argument<'a>>) {
        for argument in arguments.iter_mut() {
            match argument {
                Argument::Spread(s) => self.expression(&mut s.argument),
                Argument::Expression(e) => self.expression(e),
            }
        }
    }

    /// An assignment target (a renamed identifier becomes a member target).
    fn target(&mut self, target: &mut AssignmentTarget<'a>) {
        match target {
            AssignmentTarget::Identifier(id) => {
                if !self.renames.is_empty()
                    && let Some(object) = self.renamed(id.name)
                {
                    let span = id.span;
                    let member = self.b.index_static(span, object, id.name);
                    *target = AssignmentTarget::Member(self.b.alloc(member));
                }
            }
            AssignmentTarget::Member(m) => self.member(m),
            AssignmentTarget::Call(c) => {
                self.expression(&mut c.callee);
                self.arguments(&mut c.arguments);
            }
            AssignmentTarget::Object(o) => {
                for property in o.properties.iter_mut() {
                    match property {
                        AssignmentTargetProperty::Shorthand(s) => {
                            if let Some(init) = &mut s.init {
                                self.expression(init);
                            }
                            if !self.renames.is_empty()
                                && let Some(object) = self.renamed(s.name.name)
                            {
                                let span = s.name.span;
                                let member = self.b.index_static(span, object, s.name.name);
                                let init = s.init.take();
                                *property = AssignmentTargetProperty::Property(self.b.alloc(
                                    AssignmentTargetPropertyProperty {
                                        span: s.span,
                                        key:
                                            PropertyKey::Identifier(
                                                self.b.alloc(IdentifierName {
                                                    span,
                                                    name: s.name.name,
                                                }),
                                            ),
                                        value: AssignmentTargetMaybeDefault {
                                            span: s.span,
                                            target: AssignmentTarget::Member(self.b.alloc(member)),
                                            init,
                                        },
                                    },
                                ));
                            }
                        }
                        AssignmentTargetProperty::Property(p) => {
                            if let PropertyKey::Computed(e) = &mut p.key {
                                self.expression(e);
                            }
                            self.target(&mut p.value.target);
                            if let Some(init) = &mut p.value.init {
                                self.expression(init);
                            }
                        }
                    }
                }
                if let Some(rest) = &mut o.rest {
                    self.target(&mut rest.target);
                }
            }
            AssignmentTarget::Array(a) => {
                for element in a.elements.iter_mut().flatten() {
                    self.target(&mut element.target);
                    if let Some(init) = &mut element.init {
                        self.expression(init);
                    }
                }
                if let Some(rest) = &mut a.rest {
                    self.target(&mut rest.target);
                }
            }
        }
    }
}

/// A statement list holds something the lowering replaces.
fn needs_rebuild(statement: &Statement<'_>) -> bool {
    match statement {
        Statement::TsEnum(_) | Statement::TsModule(_) => true,
        Statement::Function(f) => f.body.is_none(),
        Statement::ExportNamed(e) => {
            matches!(&e.declaration, Some(Declaration::Function(f)) if f.body.is_none())
        }
        Statement::ExportDefault(e) => {
            matches!(&e.declaration, ExportDefaultKind::Function(f) if f.body.is_none())
        }
        _ => false,
    }
}

/// The names the JavaScript statements of a list declare (a namespace or enum of the
/// same name merges into them: no `var N;` of its own).
pub(crate) fn js_declared_names<'a>(arena: &'a Bump, list: &[Statement<'a>]) -> Names<'a> {
    let mut names = Names::with_capacity_in(list.len(), arena);
    for statement in list {
        if !matches!(statement, Statement::TsEnum(_) | Statement::TsModule(_)) {
            declared_names(statement, &mut names);
        }
    }
    names
}

/// The names a statement declares in its scope (for shadowing and for `var N;`).
pub(crate) fn declared_names<'a>(statement: &Statement<'a>, names: &mut Names<'a>) {
    match statement {
        Statement::Variable(d) => {
            for declarator in d.declarations.iter() {
                pattern_names(&declarator.id, names);
            }
        }
        Statement::Function(f) => {
            if let Some(id) = &f.id {
                names.insert(id.name);
            }
        }
        Statement::Class(c) => {
            if let Some(id) = &c.id {
                names.insert(id.name);
            }
        }
        Statement::ExportNamed(e) => match &e.declaration {
            Some(Declaration::Variable(d)) => {
                for declarator in d.declarations.iter() {
                    pattern_names(&declarator.id, names);
                }
            }
            Some(Declaration::Function(f)) => {
                if let Some(id) = &f.id {
                    names.insert(id.name);
                }
            }
            Some(Declaration::Class(c)) => {
                if let Some(id) = &c.id {
                    names.insert(id.name);
                }
            }
            None => {}
        },
        Statement::Import(i) => {
            for local in i.bound_names() {
                names.insert(local.name);
            }
        }
        Statement::TsEnum(e) => {
            names.insert(e.id.name);
        }
        Statement::TsModule(m) => {
            names.insert(m.id.name);
        }
        _ => {}
    }
}

/// The names bound by a pattern.
pub(crate) fn pattern_names<'a>(pattern: &BindingPattern<'a>, names: &mut Names<'a>) {
    match pattern {
        BindingPattern::Identifier(id) => {
            names.insert(id.name);
        }
        BindingPattern::Object(o) => {
            for property in o.properties.iter() {
                pattern_names(&property.value.pattern, names);
            }
            if let Some(rest) = &o.rest {
                pattern_names(&rest.argument, names);
            }
        }
        BindingPattern::Array(a) => {
            for element in a.elements.iter().flatten() {
                pattern_names(&element.pattern, names);
            }
            if let Some(rest) = &a.rest {
                pattern_names(&rest.argument, names);
            }
        }
    }
}
