//! The TypeScript type grammar, as tsc parses it (parser.ts `parseType` and friends).
//! Types have no runtime meaning: they are checked for syntax and dropped, so these
//! functions build nothing and return `()`.

use cairn_lexer::{Kind, Token};

use super::super::expression::is_identifier_kind;
use super::super::{PResult, Parser};
use crate::Span;
use crate::ast::{Expression, PropertyKey};

impl<'a> Parser<'a> {
    /// TypeAnnotation : `:` Type, if present.
    pub(crate) fn ts_skip_annotation(&mut self) -> PResult<()> {
        if self.eat_type(Kind::Colon) { self.ts_type() } else { Ok(()) }
    }

    /// A return type annotation (`: T`, `: x is T`, `: asserts x is T`), if present.
    pub(crate) fn ts_skip_return_annotation(&mut self) -> PResult<()> {
        if self.eat_type(Kind::Colon) { self.ts_return_type() } else { Ok(()) }
    }

    /// Type : FunctionType | ConstructorType | ConditionalType
    pub(crate) fn ts_type(&mut self) -> PResult<()> {
        // Fast path for the most common annotation, a lone type name (`number`, `T`,
        // `Foo`): the general path below reaches the same result through eight calls.
        let k = self.tok.kind;
        if is_identifier_kind(k)
            && !matches!(
                k,
                Kind::Abstract | Kind::Keyof | Kind::Unique | Kind::Readonly | Kind::Infer
            )
        {
            self.bump_type();
            if !matches!(
                self.tok.kind,
                Kind::Dot
                    | Kind::LAngle
                    | Kind::ShiftLeft
                    | Kind::LBrack
                    | Kind::Pipe
                    | Kind::Amp
                    | Kind::Extends
            ) {
                return Ok(());
            }
            self.enter()?;
            let result = self.ts_after_type_name(!is_keyword_type(k));
            self.leave();
            return result;
        }
        self.enter()?;
        let result = self.ts_type_inner(false);
        self.leave();
        result
    }

    fn ts_type_inner(&mut self, no_conditional: bool) -> PResult<()> {
        if self.ts_starts_function_type() {
            return self.ts_function_type();
        }
        self.ts_union(no_conditional)?;
        if !no_conditional && self.at(Kind::Extends) && !self.tok.newline_before {
            // CheckType extends ExtendsType ? TrueType : FalseType
            self.ts_conditional_rest()?;
        }
        Ok(())
    }

    /// The rest of a type whose first token, a type name, was just consumed: what
    /// `ts_type_inner` parses after that name (qualified name, type arguments, array and
    /// indexed-access suffixes, then the intersection, union and conditional parts).
    /// `type_args`: the name may take type arguments (keyword types such as `number`
    /// take none, so `x as number << 2` is a shift, as in tsc).
    fn ts_after_type_name(&mut self, type_args: bool) -> PResult<()> {
        self.ts_entity_rest()?;
        if type_args && self.ts_at_type_args() {
            self.ts_type_args()?;
        }
        self.ts_postfix_rest()?;
        while self.eat_type(Kind::Amp) {
            self.ts_operator(false)?;
        }
        while self.eat_type(Kind::Pipe) {
            self.ts_intersection(false)?;
        }
        if self.at(Kind::Extends) && !self.tok.newline_before {
            self.ts_conditional_rest()?;
        }
        Ok(())
    }

    /// `extends ExtendsType ? TrueType : FalseType` after a check type, at `extends`.
    #[cold]
    fn ts_conditional_rest(&mut self) -> PResult<()> {
        self.bump_type();
        self.enter()?;
        let extends = self.ts_type_inner(true);
        self.leave();
        extends?;
        self.expect_type(Kind::Question)?;
        self.ts_type()?;
        self.expect_type(Kind::Colon)?;
        self.ts_type()
    }

    /// A return type: a type predicate (`x is T`, `this is T`, `asserts x`,
    /// `asserts x is T`) or a type.
    pub(crate) fn ts_return_type(&mut self) -> PResult<()> {
        let tok = self.tok;
        if tok.kind == Kind::Asserts && !tok.escaped {
            let next = self.peek();
            if !next.newline_before && (is_identifier_kind(next.kind) || next.kind == Kind::This) {
                self.bump_type();
                self.bump_type();
                if self.at(Kind::Is) && !self.tok.newline_before {
                    self.bump_type();
                    self.ts_type()?;
                }
                return Ok(());
            }
        }
        if (is_identifier_kind(tok.kind) || tok.kind == Kind::This)
            && self.ts_next_may_start_with(b'i')
        {
            let next = self.peek();
            if next.kind == Kind::Is && !next.newline_before {
                self.bump_type();
                self.bump_type();
                return self.ts_type();
            }
        }
        self.ts_type()
    }

    /// The current token starts a function or constructor type.
    fn ts_starts_function_type(&mut self) -> bool {
        match self.tok.kind {
            Kind::LAngle | Kind::New => true,
            Kind::Abstract => self.peek().kind == Kind::New,
            Kind::LParen => self.ts_unambiguous_function_type(),
            _ => false,
        }
    }

    /// At `(`: the parenthesis opens a parameter list rather than a parenthesized type
    /// (tsc `isUnambiguouslyStartOfFunctionType`).
    fn ts_unambiguous_function_type(&mut self) -> bool {
        // The usual cases are decided by the two tokens after `(`, peeked (so that the
        // parse that follows does not lex them again); the rest by the raw scan.
        let (first, second) = self.peek2();
        match first.kind {
            Kind::RParen | Kind::Dot3 => return true,
            Kind::Public
            | Kind::Private
            | Kind::Protected
            | Kind::Readonly
            | Kind::LBrack
            | Kind::LCurly => {}
            k if !(is_identifier_kind(k) || k == Kind::This) => return false,
            _ => match second.kind {
                Kind::Colon | Kind::Comma | Kind::Question | Kind::Eq => return true,
                Kind::RParen => {}
                _ => return false,
            },
        }
        let checkpoint = self.lexer.checkpoint();
        let result = self.ts_scan_function_type_start();
        self.lexer.rewind(checkpoint);
        result
    }

    fn ts_scan_function_type_start(&mut self) -> bool {
        let mut tok = self.lexer.next_token();
        if matches!(tok.kind, Kind::RParen | Kind::Dot3) {
            return true;
        }
        if matches!(tok.kind, Kind::Public | Kind::Private | Kind::Protected | Kind::Readonly) {
            tok = self.lexer.next_token();
        }
        if matches!(tok.kind, Kind::LBrack | Kind::LCurly) {
            if !self.ts_skip_balanced_raw(tok) {
                return false;
            }
        } else if !(is_identifier_kind(tok.kind) || tok.kind == Kind::This) {
            return false;
        }
        let next = self.lexer.next_token();
        match next.kind {
            Kind::Colon | Kind::Comma | Kind::Question | Kind::Eq => true,
            Kind::RParen => self.lexer.next_token().kind == Kind::Arrow,
            _ => false,
        }
    }

    /// Raw lexer lookahead: skip from the opening bracket `open` to its match.
    pub(crate) fn ts_skip_balanced_raw(&mut self, open: Token) -> bool {
        let mut depth = 0u32;
        let mut tok = open;
        loop {
            match tok.kind {
                Kind::LBrack | Kind::LCurly | Kind::LParen => depth += 1,
                Kind::RBrack | Kind::RCurly | Kind::RParen => {
                    depth -= 1;
                    if depth == 0 {
                        return true;
                    }
                }
                Kind::Eof | Kind::Error => return false,
                _ => {}
            }
            tok = self.lexer.next_token();
        }
    }

    /// FunctionType / ConstructorType: `<T>(a: A) => R`, `new (...) => R`,
    /// `abstract new (...) => R`.
    fn ts_function_type(&mut self) -> PResult<()> {
        if self.at(Kind::Abstract) {
            self.bump_type();
        }
        self.eat_type(Kind::New);
        if self.at(Kind::LAngle) {
            self.ts_type_params()?;
        }
        self.parse_formal_parameters()?;
        self.expect_type(Kind::Arrow)?;
        self.ts_return_type()
    }

    /// UnionType : `|`? IntersectionType (`|` IntersectionType)*
    fn ts_union(&mut self, no_conditional: bool) -> PResult<()> {
        self.eat_type(Kind::Pipe);
        self.ts_intersection(no_conditional)?;
        while self.eat_type(Kind::Pipe) {
            self.ts_intersection(no_conditional)?;
        }
        Ok(())
    }

    /// IntersectionType : `&`? TypeOperator (`&` TypeOperator)*
    fn ts_intersection(&mut self, no_conditional: bool) -> PResult<()> {
        self.eat_type(Kind::Amp);
        self.ts_operator(no_conditional)?;
        while self.eat_type(Kind::Amp) {
            self.ts_operator(no_conditional)?;
        }
        Ok(())
    }

    /// `keyof T`, `unique symbol`, `readonly T[]`, `infer U (extends C)?`, or a postfix type.
    fn ts_operator(&mut self, no_conditional: bool) -> PResult<()> {
        if self.ts_starts_function_type() {
            return self.ts_function_type();
        }
        match self.tok.kind {
            Kind::Keyof | Kind::Unique | Kind::Readonly => {
                self.bump_type();
                self.enter()?;
                let result = self.ts_operator(no_conditional);
                self.leave();
                result
            }
            Kind::Infer => {
                self.bump_type();
                if !is_identifier_kind(self.tok.kind) {
                    return self.unexpected();
                }
                self.bump_type();
                if self.at(Kind::Extends) && !self.tok.newline_before {
                    // `infer U extends C` unless the `extends` starts a conditional type.
                    let snapshot = self.snapshot();
                    self.bump_type();
                    let constraint = self.ts_type_inner(true);
                    if constraint.is_err() || (!no_conditional && self.at(Kind::Question)) {
                        self.restore(snapshot);
                    }
                }
                Ok(())
            }
            _ => self.ts_postfix(),
        }
    }

    /// A primary type followed by `[]` and indexed accesses `[K]`.
    fn ts_postfix(&mut self) -> PResult<()> {
        self.ts_primary()?;
        self.ts_postfix_rest()
    }

    /// The `[]` and `[K]` suffixes after a primary type.
    fn ts_postfix_rest(&mut self) -> PResult<()> {
        while self.at(Kind::LBrack) && !self.tok.newline_before {
            self.bump_type();
            if !self.eat_type(Kind::RBrack) {
                self.ts_type()?;
                self.expect_type(Kind::RBrack)?;
            }
        }
        Ok(())
    }

    fn ts_primary(&mut self) -> PResult<()> {
        let tok = self.tok;
        match tok.kind {
            Kind::String
            | Kind::Number
            | Kind::BigInt
            | Kind::True
            | Kind::False
            | Kind::Null
            | Kind::Void
            | Kind::This
            | Kind::NoSubstitutionTemplate => {
                self.bump_type();
                Ok(())
            }
            Kind::Minus => {
                self.bump_type();
                if !matches!(self.tok.kind, Kind::Number | Kind::BigInt) {
                    return self.unexpected();
                }
                self.bump_type();
                Ok(())
            }
            Kind::TemplateHead => self.ts_template_type(),
            Kind::Typeof => {
                self.bump_type();
                if self.at(Kind::Import) {
                    return self.ts_import_type();
                }
                if !(is_identifier_kind(self.tok.kind) || self.at(Kind::This)) {
                    return self.unexpected();
                }
                self.bump_type();
                self.ts_entity_rest()?;
                if self.ts_at_type_args() {
                    self.ts_type_args()?;
                }
                Ok(())
            }
            Kind::LCurly => self.ts_object_type(),
            Kind::LBrack => self.ts_tuple(),
            Kind::LParen => {
                self.bump_type();
                self.ts_type()?;
                self.expect_type(Kind::RParen)
            }
            Kind::Import => self.ts_import_type(),
            k if is_identifier_kind(k) => {
                self.bump_type();
                self.ts_entity_rest()?;
                if !is_keyword_type(k) && self.ts_at_type_args() {
                    self.ts_type_args()?;
                }
                Ok(())
            }
            _ => self.unexpected(),
        }
    }

    /// The `.b.c` of a qualified name `a.b.c`.
    fn ts_entity_rest(&mut self) -> PResult<()> {
        while self.at(Kind::Dot) {
            self.bump_type();
            if !(self.tok.kind.is_identifier_name() || self.at(Kind::PrivateIdentifier)) {
                return self.unexpected();
            }
            self.bump_type();
        }
        Ok(())
    }

    /// ImportType : `import ( "m" ) (. name)* TypeArguments?`
    #[cold]
    fn ts_import_type(&mut self) -> PResult<()> {
        self.bump_type();
        self.expect_type(Kind::LParen)?;
        if !self.at(Kind::String) {
            return self.unexpected();
        }
        self.bump_type();
        if self.eat_type(Kind::Comma) && !self.at(Kind::RParen) {
            self.ts_object_type()?;
            self.eat_type(Kind::Comma);
        }
        self.expect_type(Kind::RParen)?;
        self.ts_entity_rest()?;
        if self.ts_at_type_args() {
            self.ts_type_args()?;
        }
        Ok(())
    }

    /// TemplateLiteralType: `` `a${T}b${U}c` ``, at the TemplateHead.
    #[cold]
    fn ts_template_type(&mut self) -> PResult<()> {
        loop {
            self.bump_type();
            self.ts_type()?;
            if !self.at(Kind::RCurly) {
                return self.unexpected();
            }
            self.tok = self.lexer.next_template_continuation(self.tok);
            match self.tok.kind {
                Kind::TemplateMiddle => {}
                Kind::TemplateTail => {
                    self.bump_type();
                    return Ok(());
                }
                _ => return self.unexpected(),
            }
        }
    }

    /// TupleType : `[` (`...`? (name `?`? `:`)? Type `?`?),* `]`
    fn ts_tuple(&mut self) -> PResult<()> {
        self.bump_type();
        while !self.at(Kind::RBrack) {
            self.eat_type(Kind::Dot3);
            if self.tok.kind.is_identifier_name() {
                let (next, second) = self.peek2();
                if next.kind == Kind::Colon
                    || (next.kind == Kind::Question && second.kind == Kind::Colon)
                {
                    self.bump_type();
                    self.eat_type(Kind::Question);
                    self.bump_type();
                }
            }
            self.ts_type()?;
            self.eat_type(Kind::Question);
            if !self.eat_type(Kind::Comma) {
                break;
            }
        }
        self.expect_type(Kind::RBrack)
    }

    /// At `{`: a mapped type or an object type literal.
    pub(crate) fn ts_object_type(&mut self) -> PResult<()> {
        if self.ts_is_mapped_type() {
            return self.ts_mapped_type();
        }
        self.bump_type();
        while !self.at(Kind::RCurly) {
            self.ts_type_member()?;
            if !self.eat_type(Kind::Comma)
                && !self.eat_type(Kind::Semicolon)
                && !self.at(Kind::RCurly)
                && !self.tok.newline_before
            {
                return self.unexpected();
            }
        }
        self.bump_type();
        Ok(())
    }

    /// `{ readonly? [K in T ...` / `{ +readonly [` / `{ [K in`.
    fn ts_is_mapped_type(&mut self) -> bool {
        // A mapped type's first token is `+`, `-`, `readonly` or `[`: most object types
        // are ruled out by the next byte, without lexing.
        if !self.ts_next_may_start_with_any(b"+-r[") {
            return false;
        }
        let checkpoint = self.lexer.checkpoint();
        let mut tok = self.lexer.next_token();
        let result = 'scan: {
            if matches!(tok.kind, Kind::Plus | Kind::Minus) {
                break 'scan self.lexer.next_token().kind == Kind::Readonly;
            }
            if tok.kind == Kind::Readonly {
                tok = self.lexer.next_token();
            }
            tok.kind == Kind::LBrack
                && is_identifier_kind(self.lexer.next_token().kind)
                && self.lexer.next_token().kind == Kind::In
        };
        self.lexer.rewind(checkpoint);
        result
    }

    /// MappedType : `{` (+|-)?readonly? `[` K in T (as N)? `]` (+|-)?`?`? (: T)? `;`? `}`
    #[cold]
    fn ts_mapped_type(&mut self) -> PResult<()> {
        self.bump_type();
        if self.at(Kind::Plus) || self.at(Kind::Minus) {
            self.bump_type();
            self.expect_type(Kind::Readonly)?;
        } else {
            self.eat_type(Kind::Readonly);
        }
        self.expect_type(Kind::LBrack)?;
        self.bump_type();
        self.expect_type(Kind::In)?;
        self.ts_type()?;
        if self.eat_type(Kind::As) {
            self.ts_type()?;
        }
        self.expect_type(Kind::RBrack)?;
        if self.at(Kind::Plus) || self.at(Kind::Minus) {
            self.bump_type();
            self.expect_type(Kind::Question)?;
        } else {
            self.eat_type(Kind::Question);
        }
        self.ts_skip_annotation()?;
        if !self.eat_type(Kind::Semicolon) {
            self.eat_type(Kind::Comma);
        }
        self.expect_type(Kind::RCurly)
    }

    /// The token after the current one can start a property name (so the current one
    /// is a modifier such as `readonly`, `get` or `set`).
    fn ts_name_follows(&mut self) -> bool {
        let next = self.peek();
        next.kind.is_identifier_name()
            || matches!(
                next.kind,
                Kind::String | Kind::Number | Kind::BigInt | Kind::LBrack | Kind::PrivateIdentifier
            )
    }

    /// At `[`: `[name: T]` opens an index signature (not a computed property name).
    pub(crate) fn ts_is_index_signature(&mut self) -> bool {
        if !self.at(Kind::LBrack) {
            return false;
        }
        let (first, second) = self.peek2();
        is_identifier_kind(first.kind) && second.kind == Kind::Colon
    }

    /// IndexSignature : `[` name `:` Type `]` TypeAnnotation? (at `[`).
    pub(crate) fn ts_index_signature(&mut self) -> PResult<()> {
        self.bump_type();
        self.bump_type();
        self.bump_type();
        self.ts_type()?;
        self.expect_type(Kind::RBrack)?;
        self.ts_skip_annotation()
    }

    /// An expression inside erased syntax (a computed member name of a type, `[K]` or
    /// `[Symbol.iterator]`): its root name is recorded in `ts_value_names`, since tsc
    /// keeps an import that such a name refers to.
    pub(crate) fn ts_value_reference(&mut self, expression: &Expression<'a>) {
        let mut current = expression;
        loop {
            current = match current {
                Expression::Member(member) => &member.object,
                Expression::Parenthesized(p) => &p.expression,
                Expression::Identifier(id) => {
                    self.ts_value_names.push(id.name);
                    return;
                }
                _ => return,
            };
        }
    }

    /// TypeMember of an object type or interface: property, method, call, construct and
    /// index signatures, accessors.
    pub(crate) fn ts_type_member(&mut self) -> PResult<()> {
        self.enter()?;
        let result = self.ts_type_member_inner();
        self.leave();
        result
    }

    fn ts_type_member_inner(&mut self) -> PResult<()> {
        if self.at(Kind::LParen) || self.at(Kind::LAngle) {
            return self.ts_signature_rest();
        }
        if self.at(Kind::New) && matches!(self.peek().kind, Kind::LParen | Kind::LAngle) {
            self.bump_type();
            return self.ts_signature_rest();
        }
        if self.at(Kind::Readonly) && self.ts_name_follows() {
            self.bump_type();
        }
        if (self.at(Kind::Get) || self.at(Kind::Set)) && self.ts_name_follows() {
            self.bump_type();
        }
        if self.ts_is_index_signature() {
            return self.ts_index_signature();
        }
        if self.tok.kind.is_identifier_name() {
            // The usual member name: consumed as `parse_property_key` would, without
            // building the node that is dropped anyway.
            self.bump_type();
        } else if let PropertyKey::Computed(key) = self.parse_property_key(false)? {
            self.ts_value_reference(&key);
        }
        self.eat_type(Kind::Question);
        if self.at(Kind::LParen) || self.at(Kind::LAngle) {
            return self.ts_signature_rest();
        }
        self.ts_skip_annotation()
    }

    /// `<T>(params): R` of a call, construct or method signature.
    fn ts_signature_rest(&mut self) -> PResult<()> {
        if self.at(Kind::LAngle) {
            self.ts_type_params()?;
        }
        self.parse_formal_parameters()?;
        self.ts_skip_return_annotation()
    }

    /// Type arguments follow a type name here: `<` on the same line, or `<<` when the
    /// first argument is a generic function type (`ReturnType<<T>() => T>`).
    fn ts_at_type_args(&self) -> bool {
        matches!(self.tok.kind, Kind::LAngle | Kind::ShiftLeft) && !self.tok.newline_before
    }

    /// TypeArguments : `<` Type (, Type)* `>` (at `<`, or at `<<`, whose second `<` opens
    /// the first argument's type parameters).
    pub(crate) fn ts_type_args(&mut self) -> PResult<()> {
        let tok = self.tok;
        if tok.kind == Kind::ShiftLeft {
            // Split `<<`: the first `<` is consumed, the second is the current token.
            self.prev_end = tok.span.start + 1;
            self.tok = Token {
                kind: Kind::LAngle,
                span: Span::new(tok.span.start + 1, tok.span.end),
                newline_before: false,
                escaped: false,
                legacy_octal: false,
            };
        } else {
            self.expect_type(Kind::LAngle)?;
        }
        loop {
            self.ts_type()?;
            if !self.eat_type(Kind::Comma) || self.ts_at_gt() {
                break;
            }
        }
        self.ts_expect_gt()
    }

    /// TypeParameters : `<` (const|in|out)* name (extends T)? (= T)? , ... `>` (at `<`).
    pub(crate) fn ts_type_params(&mut self) -> PResult<()> {
        self.expect_type(Kind::LAngle)?;
        if self.ts_at_gt() {
            return self.error(self.tok.span, "Type parameter list cannot be empty.");
        }
        while !self.ts_at_gt() {
            while matches!(self.tok.kind, Kind::Const | Kind::In | Kind::Out) {
                let next = self.peek();
                if !(is_identifier_kind(next.kind) || matches!(next.kind, Kind::In | Kind::Const)) {
                    break;
                }
                self.bump_type();
            }
            if !is_identifier_kind(self.tok.kind) {
                return self.unexpected();
            }
            self.bump_type();
            if self.eat_type(Kind::Extends) {
                self.ts_type()?;
            }
            if self.eat_type(Kind::Eq) {
                self.ts_type()?;
            }
            if !self.eat_type(Kind::Comma) {
                break;
            }
        }
        self.ts_expect_gt()
    }

    /// The current token begins with `>` (`>`, `>>`, `>=`, ...).
    pub(crate) fn ts_at_gt(&self) -> bool {
        matches!(
            self.tok.kind,
            Kind::RAngle
                | Kind::ShiftRight
                | Kind::ShiftRight3
                | Kind::GtEq
                | Kind::ShiftRightEq
                | Kind::ShiftRight3Eq
        )
    }

    /// Consume one `>`, splitting `>>`, `>>>`, `>=`, `>>=`, `>>>=` (the lexer reads them
    /// greedily, as expressions need; inside type arguments each `>` closes a list).
    pub(crate) fn ts_expect_gt(&mut self) -> PResult<()> {
        let tok = self.tok;
        let rest = match tok.kind {
            Kind::RAngle => {
                self.bump_type();
                return Ok(());
            }
            Kind::ShiftRight => Kind::RAngle,
            Kind::ShiftRight3 => Kind::ShiftRight,
            Kind::GtEq => Kind::Eq,
            Kind::ShiftRightEq => Kind::GtEq,
            Kind::ShiftRight3Eq => Kind::ShiftRightEq,
            _ => return self.unexpected(),
        };
        self.prev_end = tok.span.start + 1;
        self.tok = Token {
            kind: rest,
            span: Span::new(tok.span.start + 1, tok.span.end),
            newline_before: false,
            escaped: false,
            legacy_octal: false,
        };
        Ok(())
    }
}

/// The keyword types (tsc `parseKeywordAndNoDot`): never followed by type arguments.
fn is_keyword_type(kind: Kind) -> bool {
    matches!(
        kind,
        Kind::Any
            | Kind::Unknown
            | Kind::NumberKw
            | Kind::StringKw
            | Kind::BigIntKw
            | Kind::Boolean
            | Kind::Symbol
            | Kind::Object
            | Kind::Never
            | Kind::Undefined
    )
}
