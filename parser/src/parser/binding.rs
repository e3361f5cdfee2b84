//! Binding patterns in declarations and parameters (ECMA-262 sec-destructuring-binding-patterns).

use cairn_lexer::Kind;

use super::expression::is_identifier_kind;
use super::{PResult, Parser};
use crate::ast::*;

impl<'a> Parser<'a> {
    /// BindingIdentifier | BindingPattern
    pub(crate) fn parse_binding_pattern(&mut self) -> PResult<BindingPattern<'a>> {
        match self.tok.kind {
            Kind::LBrack => {
                self.enter()?;
                let pattern = self.parse_array_pattern();
                self.leave();
                Ok(BindingPattern::Array(pattern?))
            }
            Kind::LCurly => {
                self.enter()?;
                let pattern = self.parse_object_pattern();
                self.leave();
                Ok(BindingPattern::Object(pattern?))
            }
            _ => {
                let id = self.parse_binding_identifier()?;
                Ok(BindingPattern::Identifier(self.alloc(id)))
            }
        }
    }

    /// BindingElement : SingleNameBinding | BindingPattern Initializer?
    pub(crate) fn parse_binding_element(&mut self) -> PResult<BindingElement<'a>> {
        let start = self.tok.span.start;
        let pattern = self.parse_binding_pattern()?;
        let init = if self.eat(Kind::Eq) { Some(self.parse_assignment_in()?) } else { None };
        Ok(BindingElement { span: self.span_from(start), pattern, init })
    }

    /// ArrayBindingPattern : [ Elision? BindingRestElement? ] | [ BindingElementList , ... ]
    fn parse_array_pattern(&mut self) -> PResult<Box<'a, ArrayPattern<'a>>> {
        let start = self.tok.span.start;
        self.bump();
        let mut elements = self.vec();
        let mut rest = None;
        while !self.at(Kind::RBrack) {
            if self.eat(Kind::Comma) {
                elements.push(None);
                continue;
            }
            if self.at(Kind::Dot3) {
                let rest_start = self.tok.span.start;
                self.bump();
                let argument = self.parse_binding_pattern()?;
                if !self.at(Kind::RBrack) {
                    return self.error(self.tok.span, "Rest element must be last element");
                }
                rest = Some(
                    self.alloc(BindingRestElement { span: self.span_from(rest_start), argument }),
                );
                break;
            }
            elements.push(Some(self.parse_binding_element()?));
            if !self.at(Kind::RBrack) {
                self.expect(Kind::Comma)?;
            }
        }
        self.bump();
        Ok(self.alloc(ArrayPattern { span: self.span_from(start), elements, rest }))
    }

    /// ObjectBindingPattern : { BindingPropertyList? ,? BindingRestProperty? }
    fn parse_object_pattern(&mut self) -> PResult<Box<'a, ObjectPattern<'a>>> {
        let start = self.tok.span.start;
        self.bump();
        let mut properties = self.vec();
        let mut rest = None;
        while !self.at(Kind::RCurly) {
            let property_start = self.tok.span.start;
            if self.eat(Kind::Dot3) {
                let id = self.parse_binding_identifier()?;
                let argument = BindingPattern::Identifier(self.alloc(id));
                if !self.at(Kind::RCurly) {
                    return self.error(self.tok.span, "Rest element must be last element");
                }
                rest =
                    Some(self.alloc(BindingRestElement {
                        span: self.span_from(property_start),
                        argument,
                    }));
                break;
            }
            let key_tok = self.tok;
            let key = self.parse_property_key(false)?;
            let property = if self.eat(Kind::Colon) {
                let value = self.parse_binding_element()?;
                BindingProperty {
                    span: self.span_from(property_start),
                    key,
                    value,
                    shorthand: false,
                }
            } else {
                let name = match &key {
                    PropertyKey::Identifier(id) if is_identifier_kind(key_tok.kind) => id.name,
                    _ => return self.unexpected(),
                };
                self.check_binding_identifier(key_tok, name)?;
                let pattern = BindingPattern::Identifier(
                    self.alloc(BindingIdentifier { span: key_tok.span, name }),
                );
                let init =
                    if self.eat(Kind::Eq) { Some(self.parse_assignment_in()?) } else { None };
                let span = self.span_from(property_start);
                BindingProperty {
                    span,
                    key,
                    value: BindingElement { span, pattern, init },
                    shorthand: true,
                }
            };
            properties.push(property);
            if !self.at(Kind::RCurly) {
                self.expect(Kind::Comma)?;
            }
        }
        self.bump();
        Ok(self.alloc(ObjectPattern { span: self.span_from(start), properties, rest }))
    }
}
