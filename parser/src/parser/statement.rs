//! Statements and declarations (ECMA-262 sec-ecmascript-language-statements-and-declarations),
//! directive prologues and automatic semicolon insertion.

use cairn_lexer::{Kind, Token};

use super::expression::is_identifier_kind;
use super::{Ctx, Label, PResult, Parser};
use crate::Span;
use crate::ast::*;

impl<'a> Parser<'a> {
    /// A statement list up to `end` with its directive prologue: ScriptBody, ModuleBody
    /// (`top_level`) or FunctionBody (`function` gives the parameters and name that a
    /// "use strict" directive checks retroactively).
    pub(crate) fn parse_body(
        &mut self,
        end: Kind,
        top_level: bool,
        function: Option<(&FormalParameters<'a>, Option<&BindingIdentifier<'a>>)>,
    ) -> PResult<(Vec<'a, Directive<'a>>, Vec<'a, Statement<'a>>)> {
        let mut directives = self.vec();
        let mut statements = self.vec();
        let mut octal: Option<Span> = None;
        let mut prologue = true;
        while !self.at(end) {
            if self.at(Kind::Eof) {
                return self.unexpected();
            }
            let tok = self.tok;
            let statement = if top_level && self.module {
                self.parse_module_item()?
            } else {
                self.parse_statement_list_item()?
            };
            if !prologue {
                statements.push(statement);
                continue;
            }
            if tok.kind != Kind::String {
                prologue = false;
                statements.push(statement);
                continue;
            }
            match self.directive_of(statement, tok) {
                Ok(directive) => {
                    if tok.legacy_octal && octal.is_none() {
                        octal = Some(tok.span);
                    }
                    if directive.raw == "use strict" {
                        self.ctx = self.ctx | Ctx::STRICT;
                        if let Some((params, id)) = function {
                            self.check_retroactive_strict(params, id, directive.span)?;
                        }
                        if let Some(span) = octal {
                            return self.error(
                                span,
                                "Octal escape sequences are not allowed in strict mode.",
                            );
                        }
                    }
                    directives.push(directive);
                }
                Err(statement) => {
                    prologue = false;
                    statements.push(statement);
                }
            }
        }
        Ok((directives, statements))
    }

    /// The statement is exactly the string token `tok` followed by `;` or ASI: a directive.
    fn directive_of(
        &self,
        statement: Statement<'a>,
        tok: Token,
    ) -> Result<Directive<'a>, Statement<'a>> {
        let Statement::Expression(statement) = statement else {
            return Err(statement);
        };
        if !matches!(&statement.expression, Expression::String(s) if s.span == tok.span) {
            return Err(Statement::Expression(statement));
        }
        let statement = Box::into_inner(statement);
        match statement.expression {
            Expression::String(s) => {
                let raw = self.text(Span::new(tok.span.start + 1, tok.span.end.saturating_sub(1)));
                Ok(Directive { span: statement.span, expression: Box::into_inner(s), raw })
            }
            expression => Err(Statement::Expression(
                self.alloc(ExpressionStatement { span: statement.span, expression }),
            )),
        }
    }

    /// StatementListItem : Statement | Declaration
    pub(crate) fn parse_statement_list_item(&mut self) -> PResult<Statement<'a>> {
        let start = self.tok.span.start;
        let escaped = self.tok.escaped;
        if self.ts
            && starts_ts_statement(self.tok.kind)
            && (self.tok.kind != Kind::Const || self.ts_next_may_start_with(b'e'))
            && let Some(statement) = self.ts_statement(start)?
        {
            return Ok(statement);
        }
        match self.tok.kind {
            Kind::Function => {
                self.keyword_not_escaped()?;
                Ok(Statement::Function(self.parse_function(
                    start,
                    false,
                    FunctionType::Declaration,
                )?))
            }
            Kind::Class => {
                Ok(Statement::Class(self.parse_class(start, self.vec(), ClassType::Declaration)?))
            }
            Kind::At => {
                let decorators = self.parse_decorators()?;
                if !self.at(Kind::Class) {
                    return self.unexpected();
                }
                Ok(Statement::Class(self.parse_class(start, decorators, ClassType::Declaration)?))
            }
            Kind::Const => {
                self.keyword_not_escaped()?;
                self.parse_lexical_statement(start, VariableKind::Const)
            }
            Kind::Let if !escaped => {
                if self.let_declaration_follows() {
                    return self.parse_lexical_statement(start, VariableKind::Let);
                }
                self.parse_statement()
            }
            Kind::Async if !escaped => {
                let next = self.peek();
                if next.kind == Kind::Function && !next.newline_before {
                    self.bump();
                    return Ok(Statement::Function(self.parse_function(
                        start,
                        true,
                        FunctionType::Declaration,
                    )?));
                }
                self.parse_statement()
            }
            Kind::Using if !escaped => {
                if self.using_declaration_follows() {
                    self.check_using_position()?;
                    return self.parse_lexical_statement(start, VariableKind::Using);
                }
                self.parse_statement()
            }
            Kind::Await if !escaped && self.ctx.has(Ctx::AWAIT) => {
                if self.await_using_follows() {
                    self.check_using_position()?;
                    self.bump();
                    return self.parse_lexical_statement(start, VariableKind::AwaitUsing);
                }
                self.parse_statement()
            }
            _ => self.parse_statement(),
        }
    }

    /// `let` starts a LexicalDeclaration (sloppy mode: only before a name, `[` or `{`).
    fn let_declaration_follows(&mut self) -> bool {
        if self.ctx.has(Ctx::STRICT) {
            return true;
        }
        let next = self.peek();
        matches!(next.kind, Kind::LBrack | Kind::LCurly) || is_identifier_kind(next.kind)
    }

    /// `using` [no LineTerminator here] BindingIdentifier.
    fn using_declaration_follows(&mut self) -> bool {
        let next = self.peek();
        !next.newline_before && is_identifier_kind(next.kind)
    }

    /// `await` [no LineTerminator here] `using` [no LineTerminator here] BindingIdentifier.
    fn await_using_follows(&mut self) -> bool {
        let (first, second) = self.peek2();
        first.kind == Kind::Using
            && !first.escaped
            && !first.newline_before
            && !second.newline_before
            && is_identifier_kind(second.kind)
    }

    /// `using` declarations are not allowed at the top level of a Script or directly in a
    /// `case` clause.
    fn check_using_position(&mut self) -> PResult<()> {
        if self.ctx.has(Ctx::TOP_LEVEL) && !self.module {
            return self.error(
                self.tok.span,
                "Using declaration is not allowed at the top level of a script",
            );
        }
        if self.ctx.has(Ctx::IN_CASE) {
            return self.error(
                self.tok.span,
                "Using declaration is not allowed directly in a case clause",
            );
        }
        Ok(())
    }

    /// LexicalDeclaration (at the keyword) with its semicolon.
    fn parse_lexical_statement(
        &mut self,
        start: u32,
        kind: VariableKind,
    ) -> PResult<Statement<'a>> {
        self.bump();
        let declaration = self.parse_variable_declarations(start, kind, false)?;
        self.semicolon()?;
        Ok(Statement::Variable(self.alloc(declaration)))
    }

    /// VariableDeclarationList / BindingList after the keyword. `in_for`: a missing
    /// initializer is allowed before `in` / `of` (the caller checks the rest).
    pub(crate) fn parse_variable_declarations(
        &mut self,
        start: u32,
        kind: VariableKind,
        in_for: bool,
    ) -> PResult<VariableDeclaration<'a>> {
        let mut declarations = self.vec();
        loop {
            let declarator_start = self.tok.span.start;
            let id = if matches!(kind, VariableKind::Using | VariableKind::AwaitUsing) {
                let id = self.parse_binding_identifier()?;
                BindingPattern::Identifier(self.alloc(id))
            } else {
                self.parse_binding_pattern()?
            };
            if self.ts {
                // Definite assignment `let x!: T` and the type annotation: erased.
                if self.at(Kind::Bang) && !self.tok.newline_before {
                    self.bump();
                }
                self.ts_skip_annotation()?;
            }
            if kind.is_lexical() {
                self.check_lexical_names(&id)?;
            }
            let init = if self.eat(Kind::Eq) {
                Some(self.parse_assignment()?)
            } else {
                if !(in_for && (self.at(Kind::In) || self.at_contextual(Kind::Of)) || self.ambient)
                {
                    self.check_missing_initializer(kind, &id)?;
                }
                None
            };
            declarations.push(VariableDeclarator {
                span: self.span_from(declarator_start),
                id,
                init,
            });
            if !self.eat(Kind::Comma) {
                break;
            }
        }
        Ok(VariableDeclaration { span: self.span_from(start), kind, declarations })
    }

    /// `const`, `using` and destructuring declarations need an initializer.
    fn check_missing_initializer(
        &mut self,
        kind: VariableKind,
        id: &BindingPattern<'a>,
    ) -> PResult<()> {
        match kind {
            VariableKind::Const => {
                self.error(id.span(), "Missing initializer in const declaration")
            }
            VariableKind::Using | VariableKind::AwaitUsing => {
                self.error(id.span(), "Missing initializer in using declaration")
            }
            VariableKind::Var | VariableKind::Let
                if !matches!(id, BindingPattern::Identifier(_)) =>
            {
                self.error(id.span(), "Missing initializer in destructuring declaration")
            }
            VariableKind::Var | VariableKind::Let => Ok(()),
        }
    }

    /// `let` is disallowed as a lexically bound name.
    fn check_lexical_names(&mut self, pattern: &BindingPattern<'a>) -> PResult<()> {
        match pattern {
            BindingPattern::Identifier(id) => {
                if id.name == "let" {
                    return self.error(id.span, "let is disallowed as a lexically bound name");
                }
                Ok(())
            }
            BindingPattern::Object(object) => {
                for property in object.properties.iter() {
                    self.check_lexical_names(&property.value.pattern)?;
                }
                if let Some(rest) = &object.rest {
                    self.check_lexical_names(&rest.argument)?;
                }
                Ok(())
            }
            BindingPattern::Array(array) => {
                for element in array.elements.iter().flatten() {
                    self.check_lexical_names(&element.pattern)?;
                }
                if let Some(rest) = &array.rest {
                    self.check_lexical_names(&rest.argument)?;
                }
                Ok(())
            }
        }
    }

    /// Statement (a single-statement position: no declarations).
    pub(crate) fn parse_statement(&mut self) -> PResult<Statement<'a>> {
        self.enter()?;
        let result = self.parse_statement_inner();
        self.leave();
        result
    }

    fn parse_statement_inner(&mut self) -> PResult<Statement<'a>> {
        let tok = self.tok;
        let start = tok.span.start;
        if tok.escaped && tok.kind.is_reserved_word() {
            return self.error(tok.span, "Keyword must not contain escaped characters");
        }
        match tok.kind {
            Kind::LCurly => Ok(Statement::Block(self.parse_block()?)),
            Kind::Var => {
                self.bump();
                let declaration =
                    self.parse_variable_declarations(start, VariableKind::Var, false)?;
                self.semicolon()?;
                Ok(Statement::Variable(self.alloc(declaration)))
            }
            Kind::Semicolon => {
                self.bump();
                Ok(Statement::Empty(self.alloc(EmptyStatement { span: tok.span })))
            }
            Kind::If => self.parse_if(start),
            Kind::For => self.parse_for(start),
            Kind::While => {
                self.bump();
                let test = self.parse_paren_condition()?;
                let body = self.parse_loop_body()?;
                Ok(Statement::While(self.alloc(WhileStatement {
                    span: self.span_from(start),
                    test,
                    body,
                })))
            }
            Kind::Do => {
                self.bump();
                let body = self.parse_loop_body()?;
                self.expect_keyword(Kind::While)?;
                let test = self.parse_paren_condition()?;
                // ASI: a semicolon is inserted after `do ... while (...)` unconditionally.
                self.eat(Kind::Semicolon);
                Ok(Statement::DoWhile(self.alloc(DoWhileStatement {
                    span: self.span_from(start),
                    body,
                    test,
                })))
            }
            Kind::Continue | Kind::Break => {
                self.parse_break_continue(start, tok.kind == Kind::Continue)
            }
            Kind::Return => {
                if !self.ctx.has(Ctx::RETURN) {
                    return self.error(tok.span, "Illegal return statement");
                }
                self.bump();
                let argument = if self.can_insert_semicolon() {
                    None
                } else {
                    Some(self.parse_expression_in()?)
                };
                self.semicolon()?;
                Ok(Statement::Return(
                    self.alloc(ReturnStatement { span: self.span_from(start), argument }),
                ))
            }
            Kind::With => {
                if self.ctx.has(Ctx::STRICT) {
                    return self
                        .error(tok.span, "Strict mode code may not include a with statement");
                }
                self.bump();
                let object = self.parse_paren_condition()?;
                let body = self.parse_statement()?;
                let body = self.not_labelled_function(body)?;
                Ok(Statement::With(self.alloc(WithStatement {
                    span: self.span_from(start),
                    object,
                    body,
                })))
            }
            Kind::Switch => self.parse_switch(start),
            Kind::Throw => {
                self.bump();
                if self.tok.newline_before {
                    return self.error(self.tok.span, "Illegal newline after throw");
                }
                let argument = self.parse_expression_in()?;
                self.semicolon()?;
                Ok(Statement::Throw(
                    self.alloc(ThrowStatement { span: self.span_from(start), argument }),
                ))
            }
            Kind::Try => self.parse_try(start),
            Kind::Debugger => {
                self.bump();
                self.semicolon()?;
                Ok(Statement::Debugger(
                    self.alloc(DebuggerStatement { span: self.span_from(start) }),
                ))
            }
            Kind::Function => {
                let message = if self.ctx.has(Ctx::STRICT) {
                    "In strict mode code, functions can only be declared at top level or inside a block."
                } else {
                    "In non-strict mode code, functions can only be declared at top level, inside a block, or as the body of an if statement."
                };
                self.error(tok.span, message)
            }
            Kind::Class | Kind::Const | Kind::Enum => self.unexpected(),
            Kind::Let if !tok.escaped => {
                if self.peek().kind == Kind::LBrack {
                    return self.error(
                        tok.span,
                        "Lexical declaration cannot appear in a single-statement context",
                    );
                }
                self.parse_expression_statement(start)
            }
            Kind::Async if !tok.escaped => {
                let next = self.peek();
                if next.kind == Kind::Function && !next.newline_before {
                    return self.error(
                        tok.span,
                        "Async functions can only be declared at the top level or inside a block.",
                    );
                }
                self.parse_expression_statement(start)
            }
            Kind::Import => {
                let next = self.peek();
                if !matches!(next.kind, Kind::LParen | Kind::Dot) {
                    return self.error(tok.span, "Cannot use import statement outside a module");
                }
                self.parse_expression_statement(start)
            }
            Kind::Export => self.unexpected(),
            _ => self.parse_expression_statement(start),
        }
    }

    /// ExpressionStatement, or LabelledStatement when an identifier is followed by `:`.
    fn parse_expression_statement(&mut self, start: u32) -> PResult<Statement<'a>> {
        let first = self.tok;
        let expression = self.parse_expression_in()?;
        if self.at(Kind::Colon)
            && let Expression::Identifier(id) = &expression
            && id.span == first.span
        {
            let label = LabelIdentifier { span: id.span, name: id.name };
            return self.parse_labelled(start, label);
        }
        self.semicolon()?;
        Ok(Statement::Expression(
            self.alloc(ExpressionStatement { span: self.span_from(start), expression }),
        ))
    }

    /// LabelledStatement : LabelIdentifier : LabelledItem (after the label).
    fn parse_labelled(&mut self, start: u32, label: LabelIdentifier<'a>) -> PResult<Statement<'a>> {
        self.bump();
        if self.labels.iter().any(|l| l.name == label.name) {
            return self
                .error(label.span, format!("Label '{}' has already been declared", label.name));
        }
        let body_start = self.tok.span.start;
        let is_loop = matches!(self.tok.kind, Kind::For | Kind::While | Kind::Do);
        for existing in self.labels.iter_mut().rev() {
            if existing.stmt_start != start {
                break;
            }
            existing.stmt_start = body_start;
            existing.is_loop = is_loop;
        }
        self.labels.push(Label { name: label.name, is_loop, stmt_start: body_start });
        let body = if self.at(Kind::Function) {
            // Annex B sec-labelled-function-declarations: sloppy mode, plain functions only.
            if self.ctx.has(Ctx::STRICT) {
                return self.error(
                    self.tok.span,
                    "In strict mode code, functions can only be declared at top level or inside a block.",
                );
            }
            self.keyword_not_escaped()?;
            let function = self.parse_function(body_start, false, FunctionType::Declaration)?;
            if function.is_generator {
                return self.error(
                    function.span,
                    "Generators can only be declared at the top level or inside a block.",
                );
            }
            Statement::Function(function)
        } else {
            self.parse_statement()?
        };
        self.labels.pop();
        Ok(Statement::Labeled(self.alloc(LabeledStatement {
            span: self.span_from(start),
            label,
            body,
        })))
    }

    /// Block : { StatementList? }
    pub(crate) fn parse_block(&mut self) -> PResult<Box<'a, BlockStatement<'a>>> {
        let start = self.tok.span.start;
        self.expect(Kind::LCurly)?;
        let saved = self.ctx;
        self.ctx = saved.without(Ctx::TOP_LEVEL | Ctx::IN_CASE);
        let mut body = self.vec();
        while !self.at(Kind::RCurly) {
            if self.at(Kind::Eof) {
                return self.unexpected();
            }
            body.push(self.parse_statement_list_item()?);
        }
        self.ctx = saved;
        self.bump();
        Ok(self.alloc(BlockStatement { span: self.span_from(start), body }))
    }

    /// `( Expression )` of if/while/with/switch.
    fn parse_paren_condition(&mut self) -> PResult<Expression<'a>> {
        self.expect(Kind::LParen)?;
        let expr = self.parse_expression_in()?;
        self.expect(Kind::RParen)?;
        Ok(expr)
    }

    /// The body of an iteration statement.
    fn parse_loop_body(&mut self) -> PResult<Statement<'a>> {
        let saved = self.ctx;
        self.ctx = saved.without(Ctx::TOP_LEVEL | Ctx::IN_CASE) | Ctx::IN_ITERATION;
        let body = self.parse_statement();
        self.ctx = saved;
        self.not_labelled_function(body?)
    }

    /// IsLabelledFunction(Statement) is an error in if, with and loop bodies.
    fn not_labelled_function(&mut self, statement: Statement<'a>) -> PResult<Statement<'a>> {
        let mut current = &statement;
        while let Statement::Labeled(labeled) = current {
            if let Statement::Function(function) = &labeled.body {
                return self.error(
                    function.span,
                    "Labelled function declarations cannot be the body of a statement",
                );
            }
            current = &labeled.body;
        }
        Ok(statement)
    }

    /// IfStatement, with Annex B sec-functiondeclarations-in-ifstatement-statement-clauses.
    fn parse_if(&mut self, start: u32) -> PResult<Statement<'a>> {
        self.bump();
        let test = self.parse_paren_condition()?;
        let consequent = self.parse_if_clause()?;
        let alternate =
            if self.eat_keyword(Kind::Else)? { Some(self.parse_if_clause()?) } else { None };
        Ok(Statement::If(self.alloc(IfStatement {
            span: self.span_from(start),
            test,
            consequent,
            alternate,
        })))
    }

    fn parse_if_clause(&mut self) -> PResult<Statement<'a>> {
        let saved = self.ctx;
        self.ctx = saved.without(Ctx::TOP_LEVEL | Ctx::IN_CASE);
        let result = if self.at(Kind::Function) && !self.ctx.has(Ctx::STRICT) {
            let start = self.tok.span.start;
            self.keyword_not_escaped()?;
            let function = self.parse_function(start, false, FunctionType::Declaration)?;
            if function.is_generator {
                return self.error(
                    function.span,
                    "Generators can only be declared at the top level or inside a block.",
                );
            }
            Ok(Statement::Function(function))
        } else {
            self.parse_statement().and_then(|s| self.not_labelled_function(s))
        };
        self.ctx = saved;
        result
    }

    /// ContinueStatement / BreakStatement with label validation.
    fn parse_break_continue(&mut self, start: u32, is_continue: bool) -> PResult<Statement<'a>> {
        let keyword = self.tok.span;
        self.bump();
        let mut label = None;
        if !self.tok.newline_before && is_identifier_kind(self.tok.kind) {
            let tok = self.tok;
            let name = self.name_of(tok);
            self.check_identifier_reference(tok, name)?;
            self.bump();
            match self.labels.iter().rev().find(|l| l.name == name) {
                None => return self.error(tok.span, format!("Undefined label '{name}'")),
                Some(l) if is_continue && !l.is_loop => {
                    return self.error(
                        tok.span,
                        format!("Illegal continue statement: '{name}' does not denote an iteration statement"),
                    );
                }
                Some(_) => {}
            }
            label = Some(LabelIdentifier { span: tok.span, name });
        } else if is_continue && !self.ctx.has(Ctx::IN_ITERATION) {
            return self
                .error(keyword, "Illegal continue statement: no surrounding iteration statement");
        } else if !is_continue && !self.ctx.has(Ctx::IN_ITERATION) && !self.ctx.has(Ctx::IN_SWITCH)
        {
            return self.error(keyword, "Illegal break statement");
        }
        if is_continue && label.is_some() && !self.ctx.has(Ctx::IN_ITERATION) {
            return self
                .error(keyword, "Illegal continue statement: no surrounding iteration statement");
        }
        self.semicolon()?;
        let span = self.span_from(start);
        Ok(if is_continue {
            Statement::Continue(self.alloc(ContinueStatement { span, label }))
        } else {
            Statement::Break(self.alloc(BreakStatement { span, label }))
        })
    }

    /// SwitchStatement : switch ( Expression ) CaseBlock
    fn parse_switch(&mut self, start: u32) -> PResult<Statement<'a>> {
        self.bump();
        let discriminant = self.parse_paren_condition()?;
        self.expect(Kind::LCurly)?;
        let saved = self.ctx;
        self.ctx = saved.without(Ctx::TOP_LEVEL) | Ctx::IN_SWITCH | Ctx::IN_CASE;
        let mut cases = self.vec();
        let mut has_default = false;
        while !self.at(Kind::RCurly) {
            let case_start = self.tok.span.start;
            let test = if self.eat_keyword(Kind::Case)? {
                Some(self.parse_expression_in()?)
            } else if self.at(Kind::Default) {
                if has_default {
                    return self
                        .error(self.tok.span, "More than one default clause in switch statement");
                }
                self.expect_keyword(Kind::Default)?;
                has_default = true;
                None
            } else {
                return self.unexpected();
            };
            self.expect(Kind::Colon)?;
            let mut consequent = self.vec();
            while !matches!(self.tok.kind, Kind::Case | Kind::Default | Kind::RCurly) {
                if self.at(Kind::Eof) {
                    return self.unexpected();
                }
                consequent.push(self.parse_statement_list_item()?);
            }
            cases.push(SwitchCase { span: self.span_from(case_start), test, consequent });
        }
        self.ctx = saved;
        self.bump();
        Ok(Statement::Switch(self.alloc(SwitchStatement {
            span: self.span_from(start),
            discriminant,
            cases,
        })))
    }

    /// TryStatement with optional catch binding.
    fn parse_try(&mut self, start: u32) -> PResult<Statement<'a>> {
        self.bump();
        let block = self.parse_block()?;
        let handler = if self.at(Kind::Catch) {
            let catch_start = self.tok.span.start;
            self.expect_keyword(Kind::Catch)?;
            let param = if self.eat(Kind::LParen) {
                let param = self.parse_binding_pattern()?;
                if self.ts {
                    self.ts_skip_annotation()?;
                }
                self.expect(Kind::RParen)?;
                Some(param)
            } else {
                None
            };
            let body = self.parse_block()?;
            Some(self.alloc(CatchClause { span: self.span_from(catch_start), param, body }))
        } else {
            None
        };
        let finalizer =
            if self.eat_keyword(Kind::Finally)? { Some(self.parse_block()?) } else { None };
        if handler.is_none() && finalizer.is_none() {
            return self.error(self.tok.span, "Missing catch or finally after try");
        }
        Ok(Statement::Try(self.alloc(TryStatement {
            span: self.span_from(start),
            block,
            handler,
            finalizer,
        })))
    }

    /// ForStatement, ForInOfStatement and `for await`.
    fn parse_for(&mut self, start: u32) -> PResult<Statement<'a>> {
        self.bump();
        let mut is_await = false;
        if self.at(Kind::Await) {
            if !self.ctx.has(Ctx::AWAIT) || self.ctx.has(Ctx::IN_PARAMS) {
                return self.unexpected();
            }
            self.keyword_not_escaped()?;
            self.bump();
            is_await = true;
        }
        self.expect(Kind::LParen)?;
        let init_tok = self.tok;
        let init_start = init_tok.span.start;
        let saved = self.ctx;
        self.ctx = saved | Ctx::NO_IN;
        let declaration_kind = match init_tok.kind {
            Kind::Var => Some(VariableKind::Var),
            Kind::Const => Some(VariableKind::Const),
            Kind::Let if !init_tok.escaped => {
                let next = self.peek();
                (self.ctx.has(Ctx::STRICT)
                    || matches!(next.kind, Kind::LBrack | Kind::LCurly)
                    || is_identifier_kind(next.kind))
                .then_some(VariableKind::Let)
            }
            Kind::Using if !init_tok.escaped => {
                // `for (using of ...` is not a declaration ([lookahead ≠ using of] in
                // ForInOfStatement): `for (using of of a)` iterates `of` with the target
                // `using`. `for (using of = x; ...)` declares (a LexicalDeclaration).
                let (next, second) = self.peek2();
                let declares = !next.newline_before
                    && is_identifier_kind(next.kind)
                    && (next.kind != Kind::Of || second.kind == Kind::Eq);
                declares.then_some(VariableKind::Using)
            }
            Kind::Await if !init_tok.escaped && self.ctx.has(Ctx::AWAIT) => {
                self.await_using_follows().then_some(VariableKind::AwaitUsing)
            }
            _ => None,
        };
        let result = if let Some(kind) = declaration_kind {
            if kind == VariableKind::AwaitUsing {
                self.bump();
            }
            self.bump();
            self.parse_variable_declarations(init_start, kind, true).map(ForHead::Declaration)
        } else if self.at(Kind::Semicolon) {
            Ok(ForHead::Empty)
        } else {
            self.parse_for_init_expression().map(ForHead::Expression)
        };
        self.ctx = saved;
        let head = result?;
        if self.at(Kind::In) || (self.at_contextual(Kind::Of) && !matches!(head, ForHead::Empty)) {
            let is_of = self.at(Kind::Of);
            if !is_of {
                self.keyword_not_escaped()?;
            }
            if is_await && !is_of {
                return self.unexpected();
            }
            let left = match head {
                ForHead::Declaration(declaration) => {
                    self.check_for_in_of_declaration(&declaration, is_of)?;
                    ForLeft::Variable(self.alloc(declaration))
                }
                ForHead::Expression(expr) => {
                    if is_of && init_tok.kind == Kind::Let && !init_tok.escaped {
                        return self.error(
                            init_tok.span,
                            "The left-hand side of a for-of loop may not be 'let'.",
                        );
                    }
                    if is_of
                        && !is_await
                        && init_tok.kind == Kind::Async
                        && !init_tok.escaped
                        && matches!(&expr, Expression::Identifier(id) if id.span == init_tok.span)
                    {
                        return self.error(
                            init_tok.span,
                            "The left-hand side of a for-of loop may not be 'async'.",
                        );
                    }
                    let message = if is_of {
                        "Invalid left-hand side in for-of loop"
                    } else {
                        "Invalid left-hand side in for-in loop"
                    };
                    let target = match expr {
                        Expression::Object(_) | Expression::Array(_) => {
                            self.expr_to_target(expr, true)?
                        }
                        other => self.expr_to_call_or_simple_target(other, message)?,
                    };
                    self.cover_error = None;
                    ForLeft::Target(target)
                }
                ForHead::Empty => return self.unexpected(),
            };
            self.bump();
            let right =
                if is_of { self.parse_assignment_in()? } else { self.parse_expression_in()? };
            self.expect(Kind::RParen)?;
            let body = self.parse_loop_body()?;
            let span = self.span_from(start);
            return Ok(if is_of {
                Statement::ForOf(self.alloc(ForOfStatement { span, is_await, left, right, body }))
            } else {
                Statement::ForIn(self.alloc(ForInStatement { span, left, right, body }))
            });
        }
        if is_await {
            return self.unexpected();
        }
        if let Some((span, kind)) = self.cover_error.take() {
            return self.report_cover_error(span, kind);
        }
        let init = match head {
            ForHead::Empty => None,
            ForHead::Declaration(declaration) => {
                for declarator in declaration.declarations.iter() {
                    if declarator.init.is_none() {
                        self.check_missing_initializer(declaration.kind, &declarator.id)?;
                    }
                }
                Some(ForInit::Variable(self.alloc(declaration)))
            }
            ForHead::Expression(expr) => Some(ForInit::Expression(expr)),
        };
        self.expect(Kind::Semicolon)?;
        let test = if self.at(Kind::Semicolon) { None } else { Some(self.parse_expression_in()?) };
        self.expect(Kind::Semicolon)?;
        let update = if self.at(Kind::RParen) { None } else { Some(self.parse_expression_in()?) };
        self.expect(Kind::RParen)?;
        let body = self.parse_loop_body()?;
        Ok(Statement::For(self.alloc(ForStatement {
            span: self.span_from(start),
            init,
            test,
            update,
            body,
        })))
    }

    /// The expression in a for head, parsed [~In]; object and array literals may still
    /// become patterns before `in` / `of`.
    fn parse_for_init_expression(&mut self) -> PResult<Expression<'a>> {
        self.cover_error = None;
        let start = self.tok.span.start;
        let first = self.parse_assignment_cover()?;
        if !self.at(Kind::Comma) {
            return Ok(first);
        }
        if let Some((span, kind)) = self.cover_error.take() {
            return self.report_cover_error(span, kind);
        }
        let mut expressions = self.vec();
        expressions.push(first);
        while self.eat(Kind::Comma) {
            expressions.push(self.parse_assignment()?);
        }
        Ok(Expression::Sequence(
            self.alloc(SequenceExpression { span: self.span_from(start), expressions }),
        ))
    }

    /// ForDeclaration rules: one binding, no initializer (Annex B: sloppy `for (var x = 1 in o)`).
    fn check_for_in_of_declaration(
        &mut self,
        declaration: &VariableDeclaration<'a>,
        is_of: bool,
    ) -> PResult<()> {
        if declaration.declarations.len() != 1 {
            let what = if is_of { "for-of" } else { "for-in" };
            return self.error(
                declaration.span,
                format!("Invalid left-hand side in {what} loop: Must have a single binding."),
            );
        }
        if !is_of && matches!(declaration.kind, VariableKind::Using | VariableKind::AwaitUsing) {
            return self.error(declaration.span, "Invalid left-hand side in for-in loop");
        }
        let declarator = &declaration.declarations[0];
        if declarator.init.is_some() {
            let annex_b = !is_of
                && declaration.kind == VariableKind::Var
                && !self.ctx.has(Ctx::STRICT)
                && matches!(declarator.id, BindingPattern::Identifier(_));
            if !annex_b {
                let what = if is_of { "for-of" } else { "for-in" };
                return self.error(
                    declarator.span,
                    format!("{what} loop variable declaration may not have an initializer."),
                );
            }
        }
        Ok(())
    }
}

/// What came before `;`, `in` or `of` in a for head.
enum ForHead<'a> {
    Empty,
    Declaration(VariableDeclaration<'a>),
    Expression(Expression<'a>),
}

/// A TypeScript declaration (`interface`, `type`, `enum`, `const enum`, `namespace`,
/// `module`, `global`, `declare`, `abstract class`, `import x =`) can start with `kind`:
/// every other statement skips the call to `ts_statement`.
#[inline]
fn starts_ts_statement(kind: Kind) -> bool {
    matches!(
        kind,
        Kind::Interface
            | Kind::Type
            | Kind::Enum
            | Kind::Const
            | Kind::Namespace
            | Kind::Module
            | Kind::Global
            | Kind::Declare
            | Kind::Abstract
            | Kind::Import
    )
}
