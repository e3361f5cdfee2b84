//! A JavaScript printer for the (lowered) AST: source text that a JavaScript engine or
//! node runs with the same behaviour. Each statement starts on the line it had in the
//! TypeScript source, so line numbers in errors and stack traces stay those of the
//! `.ts` file. Operands are parenthesized generously rather than by precedence: the
//! output is for running and testing, not for reading.

use cairn_parser::ast::*;
use std::fmt::Write;
use std::vec::Vec;

/// Print `program` as JavaScript source; `source` is the text it was parsed from (for
/// line positions).
pub fn print(program: &Program<'_>, source: &str) -> String {
    print_with_positions(program, source).0
}

/// `print`, with the positions of the output in `source`: pairs (offset in the output,
/// offset in `source`) in ascending output order, one where each statement and each
/// expression begins and ends. An output offset maps to the source offset of the last
/// pair at or before it, plus the distance from that pair (the text between two pairs is
/// the same in both, give or take parentheses).
pub fn print_with_positions(program: &Program<'_>, source: &str) -> (String, Vec<(u32, u32)>) {
    let mut printer = Printer {
        out: String::with_capacity(source.len() + 64),
        line: 1,
        line_starts: line_starts(source),
        positions: Vec::new(),
    };
    for directive in program.directives.iter() {
        printer.catch_up(directive.span);
        printer.out.push_str(&format!("\"{}\";", directive.raw));
    }
    for statement in program.body.iter() {
        printer.statement(statement);
    }
    printer.out.push('\n');
    (printer.out, printer.positions)
}

fn line_starts(source: &str) -> Vec<u32> {
    let mut starts = vec![0];
    for (i, b) in source.bytes().enumerate() {
        if b == b'\n' {
            starts.push(i as u32 + 1);
        }
    }
    starts
}

struct Printer {
    out: String,
    line: usize,
    line_starts: Vec<u32>,
    /// (output offset, source offset) pairs (see `print_with_positions`).
    positions: Vec<(u32, u32)>,
}

impl Printer {
    /// Newlines until the output is on the source line of `span`.
    fn catch_up(&mut self, span: cairn_parser::Span) {
        let target = self.line_starts.partition_point(|&s| s <= span.start);
        while self.line < target {
            self.out.push('\n');
            self.line += 1;
        }
        if !self.out.ends_with(['\n', ' ', '(', '[', '{']) && !self.out.is_empty() {
            self.out.push(' ');
        }
        self.mark(span.start);
    }

    /// The output from here on stands at `source_offset` of the source.
    fn mark(&mut self, source_offset: u32) {
        let here = self.out.len() as u32;
        match self.positions.last_mut() {
            Some(last) if last.0 == here => last.1 = source_offset,
            _ => self.positions.push((here, source_offset)),
        }
    }

    fn push(&mut self, s: &str) {
        self.out.push_str(s);
    }

    /// Source text that is a value of its own (a template's raw string, a regular
    /// expression's body): a lone surrogate, which only source made from a string holds,
    /// is written as its escape, which reads back the same there.
    fn push_source(&mut self, s: JsStr<'_>) {
        match s {
            JsStr::Str(s) => self.out.push_str(s),
            JsStr::Utf16(units) => {
                for c in char::decode_utf16(units.iter().copied()) {
                    match c {
                        Ok(c) => self.out.push(c),
                        Err(e) => {
                            let _ = write!(self.out, "\\u{:04X}", e.unpaired_surrogate());
                        }
                    }
                }
            }
        }
    }

    fn statements(&mut self, list: &[Statement<'_>]) {
        for statement in list {
            self.statement(statement);
        }
    }

    fn block(&mut self, list: &[Statement<'_>]) {
        self.push("{");
        self.statements(list);
        self.push(" }");
    }

    fn body(&mut self, directives: &[Directive<'_>], list: &[Statement<'_>]) {
        self.push("{");
        for directive in directives {
            self.catch_up(directive.span);
            self.push(&format!("\"{}\";", directive.raw));
        }
        self.statements(list);
        self.push(" }");
    }

    fn statement(&mut self, statement: &Statement<'_>) {
        self.catch_up(statement.span());
        match statement {
            Statement::Block(b) => self.block(&b.body),
            Statement::Empty(_) => self.push(";"),
            Statement::Expression(e) => {
                // A statement may not begin with `{`, `function`, `class` or `let [`.
                self.parenthesized("(", &e.expression);
                self.push(";");
            }
            Statement::If(s) => {
                self.push("if (");
                self.expression(&s.test);
                self.push(") ");
                self.sub(&s.consequent);
                if let Some(alternate) = &s.alternate {
                    self.push(" else ");
                    self.sub(alternate);
                }
            }
            Statement::DoWhile(s) => {
                self.push("do ");
                self.sub(&s.body);
                self.push(" while (");
                self.expression(&s.test);
                self.push(");");
            }
            Statement::While(s) => {
                self.push("while (");
                self.expression(&s.test);
                self.push(") ");
                self.sub(&s.body);
            }
            Statement::For(s) => {
                self.push("for (");
                match &s.init {
                    Some(ForInit::Variable(d)) => self.variable(d),
                    Some(ForInit::Expression(e)) => self.expression(e),
                    None => {}
                }
                self.push("; ");
                if let Some(test) = &s.test {
                    self.expression(test);
                }
                self.push("; ");
                if let Some(update) = &s.update {
                    self.expression(update);
                }
                self.push(") ");
                self.sub(&s.body);
            }
            Statement::ForIn(s) => {
                self.push("for (");
                self.for_left(&s.left);
                self.push(" in ");
                self.expression(&s.right);
                self.push(") ");
                self.sub(&s.body);
            }
            Statement::ForOf(s) => {
                self.push(if s.is_await { "for await (" } else { "for (" });
                self.for_left(&s.left);
                self.push(" of ");
                self.expression(&s.right);
                self.push(") ");
                self.sub(&s.body);
            }
            Statement::Continue(s) => {
                self.push("continue");
                if let Some(label) = &s.label {
                    self.push(" ");
                    self.push(label.name);
                }
                self.push(";");
            }
            Statement::Break(s) => {
                self.push("break");
                if let Some(label) = &s.label {
                    self.push(" ");
                    self.push(label.name);
                }
                self.push(";");
            }
            Statement::Return(s) => {
                self.push("return");
                if let Some(argument) = &s.argument {
                    self.parenthesized(" (", argument);
                }
                self.push(";");
            }
            Statement::With(s) => {
                self.push("with (");
                self.expression(&s.object);
                self.push(") ");
                self.sub(&s.body);
            }
            Statement::Switch(s) => {
                self.push("switch (");
                self.expression(&s.discriminant);
                self.push(") {");
                for case in s.cases.iter() {
                    self.catch_up(case.span);
                    match &case.test {
                        Some(test) => {
                            self.push("case ");
                            self.expression(test);
                            self.push(":");
                        }
                        None => self.push("default:"),
                    }
                    self.statements(&case.consequent);
                }
                self.push(" }");
            }
            Statement::Labeled(s) => {
                self.push(s.label.name);
                self.push(": ");
                // Braces would make the label denote a block (no `continue label`).
                self.statement(&s.body);
            }
            Statement::Throw(s) => {
                self.parenthesized("throw (", &s.argument);
                self.push(";");
            }
            Statement::Try(s) => {
                self.push("try ");
                self.block(&s.block.body);
                if let Some(handler) = &s.handler {
                    self.push(" catch ");
                    if let Some(param) = &handler.param {
                        self.push("(");
                        self.pattern(param);
                        self.push(") ");
                    }
                    self.block(&handler.body.body);
                }
                if let Some(finalizer) = &s.finalizer {
                    self.push(" finally ");
                    self.block(&finalizer.body);
                }
            }
            Statement::Debugger(_) => self.push("debugger;"),
            Statement::Variable(d) => {
                self.variable(d);
                self.push(";");
            }
            Statement::Function(f) => self.function(f),
            Statement::Class(c) => self.class(c),
            Statement::Import(i) => self.import(i),
            Statement::ExportNamed(e) => {
                self.push("export ");
                match &e.declaration {
                    Some(Declaration::Variable(d)) => {
                        self.variable(d);
                        self.push(";");
                    }
                    Some(Declaration::Function(f)) => self.function(f),
                    Some(Declaration::Class(c)) => self.class(c),
                    None => {
                        self.push("{ ");
                        for (i, s) in e.specifiers.iter().enumerate() {
                            if i > 0 {
                                self.push(", ");
                            }
                            self.export_name(&s.local);
                            self.push(" as ");
                            self.export_name(&s.exported);
                        }
                        self.push(" }");
                        if let Some(source) = &e.source {
                            self.push(" from ");
                            self.string(source.value);
                        }
                        self.push(";");
                    }
                }
            }
            Statement::ExportDefault(e) => {
                self.push("export default ");
                match &e.declaration {
                    ExportDefaultKind::Function(f) => self.function(f),
                    ExportDefaultKind::Class(c) => self.class(c),
                    ExportDefaultKind::Expression(e) => {
                        self.parenthesized("(", e);
                        self.push(";");
                    }
                }
            }
            Statement::ExportAll(e) => {
                self.push("export *");
                if let Some(name) = &e.exported {
                    self.push(" as ");
                    self.export_name(name);
                }
                self.push(" from ");
                self.string(e.source.value);
                self.push(";");
            }
            // Not lowered (printing a program that was not passed to `lower`).
            Statement::TsEnum(_) | Statement::TsModule(_) => self.push(";"),
        }
    }

    /// A single-statement position (braced so `else` and ASI can never attach wrongly).
    fn sub(&mut self, statement: &Statement<'_>) {
        self.push("{");
        self.statement(statement);
        self.push(" }");
    }

    fn import(&mut self, i: &ImportDeclaration<'_>) {
        self.push("import ");
        if let Some(specifiers) = &i.specifiers {
            let mut named = Vec::new();
            let mut first = true;
            for specifier in specifiers.iter() {
                match specifier {
                    ImportDeclarationSpecifier::Default(d) => {
                        self.push(d.local.name);
                        first = false;
                    }
                    ImportDeclarationSpecifier::Namespace(n) => {
                        if !first {
                            self.push(", ");
                        }
                        self.push("* as ");
                        self.push(n.local.name);
                        first = false;
                    }
                    ImportDeclarationSpecifier::Named(n) => named.push(n),
                }
            }
            if !named.is_empty() || first {
                if !first {
                    self.push(", ");
                }
                self.push("{ ");
                for (k, n) in named.iter().enumerate() {
                    if k > 0 {
                        self.push(", ");
                    }
                    self.export_name(&n.imported);
                    self.push(" as ");
                    self.push(n.local.name);
                }
                self.push(" }");
            }
            self.push(" from ");
        }
        self.string(i.source.value);
        self.push(";");
    }

    fn export_name(&mut self, name: &ModuleExportName<'_>) {
        match name {
            ModuleExportName::Identifier(id) => self.push(id.name),
            ModuleExportName::String(s) => self.string(s.value),
        }
    }

    fn for_left(&mut self, left: &ForLeft<'_>) {
        match left {
            ForLeft::Variable(d) => self.variable(d),
            ForLeft::Target(t) => self.target(t),
        }
    }

    fn variable(&mut self, d: &VariableDeclaration<'_>) {
        self.push(match d.kind {
            VariableKind::Var => "var ",
            VariableKind::Let => "let ",
            VariableKind::Const => "const ",
            VariableKind::Using => "using ",
            VariableKind::AwaitUsing => "await using ",
        });
        for (i, declarator) in d.declarations.iter().enumerate() {
            if i > 0 {
                self.push(", ");
            }
            self.pattern(&declarator.id);
            if let Some(init) = &declarator.init {
                self.push(" = ");
                self.operand(init);
            }
        }
    }

    fn pattern(&mut self, pattern: &BindingPattern<'_>) {
        match pattern {
            BindingPattern::Identifier(id) => self.push(id.name),
            BindingPattern::Object(o) => {
                self.push("{ ");
                for property in o.properties.iter() {
                    self.key(&property.key);
                    self.push(": ");
                    self.pattern(&property.value.pattern);
                    self.default(&property.value.init);
                    self.push(", ");
                }
                if let Some(rest) = &o.rest {
                    self.push("...");
                    self.pattern(&rest.argument);
                }
                self.push(" }");
            }
            BindingPattern::Array(a) => {
                self.push("[");
                for element in a.elements.iter() {
                    if let Some(element) = element {
                        self.pattern(&element.pattern);
                        self.default(&element.init);
                    }
                    self.push(", ");
                }
                if let Some(rest) = &a.rest {
                    self.push("...");
                    self.pattern(&rest.argument);
                }
                self.push("]");
            }
        }
    }

    fn default(&mut self, init: &Option<Expression<'_>>) {
        if let Some(init) = init {
            self.push(" = ");
            self.operand(init);
        }
    }

    fn target(&mut self, target: &AssignmentTarget<'_>) {
        match target {
            AssignmentTarget::Identifier(id) => self.push(id.name),
            AssignmentTarget::Member(m) => self.member(m),
            AssignmentTarget::Call(c) => {
                self.wrapped(&c.callee);
                self.arguments(&c.arguments);
            }
            AssignmentTarget::Object(o) => {
                self.push("{ ");
                for property in o.properties.iter() {
                    match property {
                        AssignmentTargetProperty::Shorthand(s) => {
                            self.push(s.name.name);
                            self.default(&s.init);
                        }
                        AssignmentTargetProperty::Property(p) => {
                            self.key(&p.key);
                            self.push(": ");
                            self.target(&p.value.target);
                            self.default(&p.value.init);
                        }
                    }
                    self.push(", ");
                }
                if let Some(rest) = &o.rest {
                    self.push("...");
                    self.target(&rest.target);
                }
                self.push(" }");
            }
            AssignmentTarget::Array(a) => {
                self.push("[");
                for element in a.elements.iter() {
                    if let Some(element) = element {
                        self.target(&element.target);
                        self.default(&element.init);
                    }
                    self.push(", ");
                }
                if let Some(rest) = &a.rest {
                    self.push("...");
                    self.target(&rest.target);
                }
                self.push("]");
            }
        }
    }

    fn params(&mut self, params: &FormalParameters<'_>) {
        self.push("(");
        for (i, param) in params.items.iter().enumerate() {
            if i > 0 {
                self.push(", ");
            }
            self.pattern(&param.pattern);
            self.default(&param.init);
        }
        if let Some(rest) = &params.rest {
            if !params.items.is_empty() {
                self.push(", ");
            }
            self.push("...");
            self.pattern(&rest.argument);
        }
        self.push(")");
    }

    fn function(&mut self, f: &Function<'_>) {
        if f.is_async {
            self.push("async ");
        }
        self.push("function");
        if f.is_generator {
            self.push("*");
        }
        if let Some(id) = &f.id {
            self.push(" ");
            self.push(id.name);
        }
        self.function_rest(f);
    }

    fn function_rest(&mut self, f: &Function<'_>) {
        self.params(&f.params);
        self.push(" ");
        match &f.body {
            Some(body) => self.body(&body.directives, &body.statements),
            None => self.push("{ }"),
        }
    }

    fn class(&mut self, c: &Class<'_>) {
        for decorator in c.decorators.iter() {
            self.push("@(");
            self.expression(&decorator.expression);
            self.push(") ");
        }
        self.push("class");
        if let Some(id) = &c.id {
            self.push(" ");
            self.push(id.name);
        }
        if let Some(super_class) = &c.super_class {
            self.parenthesized(" extends (", super_class);
        }
        self.push(" {");
        for element in c.body.elements.iter() {
            match element {
                ClassElement::Method(m) => {
                    self.catch_up(m.span);
                    self.decorators(&m.decorators);
                    if m.is_static {
                        self.push("static ");
                    }
                    self.method(m.kind_prefix(), &m.key, &m.value);
                }
                ClassElement::Property(p) => {
                    self.catch_up(p.span);
                    self.decorators(&p.decorators);
                    if p.is_static {
                        self.push("static ");
                    }
                    self.key(&p.key);
                    self.default(&p.value);
                    self.push(";");
                }
                ClassElement::Accessor(p) => {
                    self.catch_up(p.span);
                    self.decorators(&p.decorators);
                    if p.is_static {
                        self.push("static ");
                    }
                    self.push("accessor ");
                    self.key(&p.key);
                    self.default(&p.value);
                    self.push(";");
                }
                ClassElement::StaticBlock(s) => {
                    self.catch_up(s.span);
                    self.push("static ");
                    self.block(&s.body);
                }
            }
        }
        self.push(" }");
    }

    fn decorators(&mut self, decorators: &[Decorator<'_>]) {
        for decorator in decorators {
            self.push("@(");
            self.expression(&decorator.expression);
            self.push(") ");
        }
    }

    fn method(&mut self, prefix: &str, key: &PropertyKey<'_>, f: &Function<'_>) {
        if f.is_async {
            self.push("async ");
        }
        if f.is_generator {
            self.push("*");
        }
        self.push(prefix);
        self.key(key);
        self.function_rest(f);
    }

    fn key(&mut self, key: &PropertyKey<'_>) {
        match key {
            PropertyKey::Identifier(id) => self.push(id.name),
            PropertyKey::String(s) => self.string(s.value),
            PropertyKey::Number(n) => self.number(n),
            PropertyKey::BigInt(b) => self.bigint(b),
            PropertyKey::Computed(e) => {
                self.push("[");
                self.operand(e);
                self.push("]");
            }
            PropertyKey::Private(p) => {
                self.push("#");
                self.push(p.name);
            }
        }
    }

    fn number(&mut self, n: &NumericLiteral<'_>) {
        if n.raw.is_empty()
            || n.raw.starts_with('-')
            || n.raw.contains("inf")
            || n.raw.contains("NaN")
        {
            let _ = write!(self.out, "{}", n.value);
        } else {
            self.push(n.raw);
        }
    }

    fn bigint(&mut self, b: &BigIntLiteral<'_>) {
        self.push(match b.radix {
            2 => "0b",
            8 => "0o",
            16 => "0x",
            _ => "",
        });
        self.push(b.digits);
        self.push("n");
    }

    fn string(&mut self, value: JsStr<'_>) {
        self.out.push('"');
        let units: Vec<u16> = match value {
            JsStr::Str(s) => s.encode_utf16().collect(),
            JsStr::Utf16(u) => u.to_vec(),
        };
        for c in char::decode_utf16(units.iter().copied()) {
            match c {
                Ok('"') => self.push("\\\""),
                Ok('\\') => self.push("\\\\"),
                Ok('\n') => self.push("\\n"),
                Ok('\r') => self.push("\\r"),
                Ok(c) if (c as u32) < 0x20 || c == '\u{2028}' || c == '\u{2029}' => {
                    let _ = write!(self.out, "\\u{:04x}", c as u32);
                }
                Ok(c) => self.out.push(c),
                Err(e) => {
                    let _ = write!(self.out, "\\u{:04x}", e.unpaired_surrogate());
                }
            }
        }
        self.out.push('"');
    }

    /// `prefix`, then `e` in parentheses the source may not have (the position after
    /// them is still the end of `e`).
    fn parenthesized(&mut self, prefix: &str, e: &Expression<'_>) {
        self.push(prefix);
        self.expression(e);
        self.push(")");
        self.mark(e.span().end);
    }

    /// An expression in a comma-free position (arguments, elements, initializers).
    fn operand(&mut self, e: &Expression<'_>) {
        if matches!(e, Expression::Sequence(_)) {
            self.parenthesized("(", e);
        } else {
            self.expression(e);
        }
    }

    /// An operand of an operator: parenthesized unless it is primary.
    fn wrapped(&mut self, e: &Expression<'_>) {
        let primary = matches!(
            e,
            Expression::Boolean(_)
                | Expression::Null(_)
                | Expression::String(_)
                | Expression::BigInt(_)
                | Expression::RegExp(_)
                | Expression::Template(_)
                | Expression::Identifier(_)
                | Expression::This(_)
                | Expression::Super(_)
                | Expression::Array(_)
                | Expression::Member(_)
                | Expression::Call(_)
                | Expression::MetaProperty(_)
                | Expression::Import(_)
                | Expression::Parenthesized(_)
                | Expression::TaggedTemplate(_)
        );
        if primary {
            self.expression(e);
        } else {
            self.parenthesized("(", e);
        }
    }

    fn arguments(&mut self, arguments: &[Argument<'_>]) {
        self.push("(");
        for (i, argument) in arguments.iter().enumerate() {
            if i > 0 {
                self.push(", ");
            }
            match argument {
                Argument::Spread(s) => {
                    self.push("...");
                    self.operand(&s.argument);
                }
                Argument::Expression(e) => self.operand(e),
            }
        }
        self.push(")");
    }

    fn member(&mut self, m: &MemberExpression<'_>) {
        self.wrapped(&m.object);
        if m.optional {
            self.push("?.");
        }
        match &m.property {
            MemberProperty::Static(name) => {
                if !m.optional {
                    self.push(".");
                }
                self.push(name.name);
            }
            MemberProperty::Computed(e) => {
                self.push("[");
                self.expression(e);
                self.push("]");
            }
            MemberProperty::Private(p) => {
                if !m.optional {
                    self.push(".");
                }
                self.push("#");
                self.push(p.name);
            }
        }
    }

    fn expression(&mut self, e: &Expression<'_>) {
        let span = e.span();
        self.mark(span.start);
        self.expression_inner(e);
        self.mark(span.end);
    }

    fn expression_inner(&mut self, e: &Expression<'_>) {
        match e {
            Expression::Boolean(b) => self.push(if b.value { "true" } else { "false" }),
            Expression::Null(_) => self.push("null"),
            Expression::Number(n) => self.number(n),
            Expression::BigInt(b) => self.bigint(b),
            Expression::String(s) => self.string(s.value),
            Expression::RegExp(r) => {
                self.push("/");
                self.push_source(r.pattern);
                self.push("/");
                self.push(r.flags);
            }
            Expression::Template(t) => self.template(t),
            Expression::Identifier(id) => self.push(id.name),
            Expression::This(_) => self.push("this"),
            Expression::Super(_) => self.push("super"),
            Expression::Array(a) => {
                self.push("[");
                for element in a.elements.iter() {
                    match element {
                        ArrayElement::Hole(_) => {}
                        ArrayElement::Spread(s) => {
                            self.push("...");
                            self.operand(&s.argument);
                        }
                        ArrayElement::Expression(e) => self.operand(e),
                    }
                    self.push(", ");
                }
                self.push("]");
            }
            Expression::Object(o) => {
                self.push("{ ");
                for property in o.properties.iter() {
                    match property {
                        ObjectProperty::Spread(s) => {
                            self.catch_up(s.span);
                            self.push("...");
                            self.operand(&s.argument);
                        }
                        ObjectProperty::Property(p) => {
                            self.catch_up(p.span);
                            match (&p.value, p.kind) {
                                (Expression::Function(f), PropertyKind::Get) => {
                                    self.method("get ", &p.key, f)
                                }
                                (Expression::Function(f), PropertyKind::Set) => {
                                    self.method("set ", &p.key, f)
                                }
                                (Expression::Function(f), PropertyKind::Init) if p.method => {
                                    self.method("", &p.key, f)
                                }
                                (value, _) => {
                                    self.key(&p.key);
                                    self.push(": ");
                                    self.operand(value);
                                }
                            }
                        }
                    }
                    self.push(", ");
                }
                self.push(" }");
            }
            Expression::Function(f) => self.function(f),
            Expression::Arrow(a) => {
                if a.is_async {
                    self.push("async ");
                }
                self.params(&a.params);
                self.push(" => ");
                if a.expression
                    && let Some(Statement::Expression(body)) = a.body.statements.first()
                {
                    self.parenthesized("(", &body.expression);
                } else {
                    self.body(&a.body.directives, &a.body.statements);
                }
            }
            Expression::Class(c) => self.class(c),
            Expression::TaggedTemplate(t) => {
                self.wrapped(&t.tag);
                self.template(&t.quasi);
            }
            Expression::Member(m) => self.member(m),
            Expression::Call(c) => {
                self.wrapped(&c.callee);
                if c.optional {
                    self.push("?.");
                }
                self.arguments(&c.arguments);
            }
            Expression::New(n) => {
                self.parenthesized("new (", &n.callee);
                self.arguments(&n.arguments);
            }
            Expression::MetaProperty(m) => self.push(match m.kind {
                MetaPropertyKind::NewTarget => "new.target",
                MetaPropertyKind::ImportMeta => "import.meta",
            }),
            Expression::Import(i) => {
                self.push(match i.phase {
                    ImportPhase::Evaluation => "import(",
                    ImportPhase::Source => "import.source(",
                    ImportPhase::Defer => "import.defer(",
                });
                self.operand(&i.source);
                if let Some(options) = &i.options {
                    self.push(", ");
                    self.operand(options);
                }
                self.push(")");
            }
            Expression::OptionalChain(c) => self.expression(&c.expression),
            Expression::Update(u) => {
                let op = if u.operator == UpdateOperator::Increment { "++" } else { "--" };
                if u.prefix {
                    self.push(op);
                    self.target(&u.argument);
                } else {
                    self.target(&u.argument);
                    self.push(op);
                }
            }
            Expression::Unary(u) => {
                self.push(match u.operator {
                    UnaryOperator::Minus => "-",
                    UnaryOperator::Plus => "+",
                    UnaryOperator::Not => "!",
                    UnaryOperator::BitNot => "~",
                    UnaryOperator::Typeof => "typeof ",
                    UnaryOperator::Void => "void ",
                    UnaryOperator::Delete => "delete ",
                });
                // A unary operand needs no parentheses (`!!x`), only a space (`- -x`
                // is not `--x`); parentheses at each level would double the nesting
                // depth the parser allows.
                if matches!(u.argument, Expression::Unary(_)) {
                    self.push(" ");
                    self.expression(&u.argument);
                } else {
                    self.wrapped(&u.argument);
                }
            }
            Expression::Binary(b) => {
                // A left operand of the same precedence reads back the same without
                // parentheses (`a - b + c` is `(a - b) + c`; `**` groups to the right);
                // parentheses at each link of a long chain would double the nesting
                // depth the parser allows.
                match &b.left {
                    Expression::Binary(left)
                        if b.operator != BinaryOperator::Exponential
                            && precedence(left.operator) == precedence(b.operator) =>
                    {
                        self.expression(&b.left)
                    }
                    _ => self.wrapped(&b.left),
                }
                self.push(binary(b.operator));
                self.wrapped(&b.right);
            }
            Expression::Logical(l) => {
                // `a && b && c` likewise; `??` does not mix with `&&` and `||` unparenthesized,
                // so only the same operator goes without.
                match &l.left {
                    Expression::Logical(left) if left.operator == l.operator => {
                        self.expression(&l.left)
                    }
                    _ => self.wrapped(&l.left),
                }
                self.push(match l.operator {
                    LogicalOperator::And => " && ",
                    LogicalOperator::Or => " || ",
                    LogicalOperator::Coalesce => " ?? ",
                });
                self.wrapped(&l.right);
            }
            Expression::PrivateIn(p) => {
                self.push("#");
                self.push(p.left.name);
                self.push(" in ");
                self.wrapped(&p.right);
            }
            Expression::Conditional(c) => {
                self.wrapped(&c.test);
                self.push(" ? ");
                self.operand(&c.consequent);
                self.push(" : ");
                self.operand(&c.alternate);
            }
            Expression::Assignment(a) => {
                self.target(&a.left);
                self.push(assignment(a.operator));
                self.operand(&a.right);
            }
            Expression::Sequence(s) => {
                for (i, e) in s.expressions.iter().enumerate() {
                    if i > 0 {
                        self.push(", ");
                    }
                    self.operand(e);
                }
            }
            Expression::Yield(y) => {
                self.push(if y.delegate { "yield* " } else { "yield " });
                if let Some(argument) = &y.argument {
                    self.wrapped(argument);
                }
            }
            Expression::Await(a) => {
                self.push("await ");
                self.wrapped(&a.argument);
            }
            Expression::Parenthesized(p) => {
                self.push("(");
                self.expression(&p.expression);
                self.push(")");
            }
        }
    }

    fn template(&mut self, t: &TemplateLiteral<'_>) {
        self.push("`");
        for (i, quasi) in t.quasis.iter().enumerate() {
            self.push_source(quasi.raw);
            if let Some(e) = t.expressions.get(i) {
                self.push("${");
                self.expression(e);
                self.push("}");
            }
        }
        self.push("`");
    }
}

trait MethodPrefix {
    fn kind_prefix(&self) -> &'static str;
}

impl MethodPrefix for MethodDefinition<'_> {
    fn kind_prefix(&self) -> &'static str {
        match self.kind {
            MethodKind::Get => "get ",
            MethodKind::Set => "set ",
            MethodKind::Constructor | MethodKind::Method => "",
        }
    }
}

/// How tightly a binary operator binds (ECMA-262's grammar, from `|` up to `**`).
fn precedence(op: BinaryOperator) -> u8 {
    match op {
        BinaryOperator::BitwiseOr => 1,
        BinaryOperator::BitwiseXor => 2,
        BinaryOperator::BitwiseAnd => 3,
        BinaryOperator::Equality
        | BinaryOperator::Inequality
        | BinaryOperator::StrictEquality
        | BinaryOperator::StrictInequality => 4,
        BinaryOperator::LessThan
        | BinaryOperator::LessEqual
        | BinaryOperator::GreaterThan
        | BinaryOperator::GreaterEqual
        | BinaryOperator::In
        | BinaryOperator::Instanceof => 5,
        BinaryOperator::ShiftLeft
        | BinaryOperator::ShiftRight
        | BinaryOperator::ShiftRightZeroFill => 6,
        BinaryOperator::Addition | BinaryOperator::Subtraction => 7,
        BinaryOperator::Multiplication | BinaryOperator::Division | BinaryOperator::Remainder => 8,
        BinaryOperator::Exponential => 9,
    }
}

fn binary(op: BinaryOperator) -> &'static str {
    match op {
        BinaryOperator::Equality => " == ",
        BinaryOperator::Inequality => " != ",
        BinaryOperator::StrictEquality => " === ",
        BinaryOperator::StrictInequality => " !== ",
        BinaryOperator::LessThan => " < ",
        BinaryOperator::LessEqual => " <= ",
        BinaryOperator::GreaterThan => " > ",
        BinaryOperator::GreaterEqual => " >= ",
        BinaryOperator::ShiftLeft => " << ",
        BinaryOperator::ShiftRight => " >> ",
        BinaryOperator::ShiftRightZeroFill => " >>> ",
        BinaryOperator::Addition => " + ",
        BinaryOperator::Subtraction => " - ",
        BinaryOperator::Multiplication => " * ",
        BinaryOperator::Division => " / ",
        BinaryOperator::Remainder => " % ",
        BinaryOperator::Exponential => " ** ",
        BinaryOperator::BitwiseOr => " | ",
        BinaryOperator::BitwiseXor => " ^ ",
        BinaryOperator::BitwiseAnd => " & ",
        BinaryOperator::In => " in ",
        BinaryOperator::Instanceof => " instanceof ",
    }
}

fn assignment(op: AssignmentOperator) -> &'static str {
    match op {
        AssignmentOperator::Assign => " = ",
        AssignmentOperator::Addition => " += ",
        AssignmentOperator::Subtraction => " -= ",
        AssignmentOperator::Multiplication => " *= ",
        AssignmentOperator::Division => " /= ",
        AssignmentOperator::Remainder => " %= ",
        AssignmentOperator::Exponential => " **= ",
        AssignmentOperator::ShiftLeft => " <<= ",
        AssignmentOperator::ShiftRight => " >>= ",
        AssignmentOperator::ShiftRightZeroFill => " >>>= ",
        AssignmentOperator::BitwiseOr => " |= ",
        AssignmentOperator::BitwiseXor => " ^= ",
        AssignmentOperator::BitwiseAnd => " &= ",
        AssignmentOperator::LogicalAnd => " &&= ",
        AssignmentOperator::LogicalOr => " ||= ",
        AssignmentOperator::LogicalNullish => " ??= ",
    }
}
