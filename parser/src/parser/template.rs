//! Template literals (ECMA-262 sec-template-literals): the parser re-lexes each `}` that
//! closes a substitution as TemplateMiddle or TemplateTail.

use cairn_lexer::Kind;

use super::{PResult, Parser};
use crate::Span;
use crate::ast::*;

impl<'a> Parser<'a> {
    /// TemplateLiteral at a NoSubstitutionTemplate or TemplateHead token. Untagged
    /// templates may not hold invalid escapes (their cooked value would be undefined).
    pub(crate) fn parse_template(&mut self, tagged: bool) -> PResult<TemplateLiteral<'a>> {
        let start = self.tok.span.start;
        let mut quasis = self.vec();
        let mut expressions = self.vec();
        loop {
            let tok = self.tok;
            let tail = matches!(tok.kind, Kind::NoSubstitutionTemplate | Kind::TemplateTail);
            let content_end = tok.span.end.saturating_sub(if tail { 1 } else { 2 });
            let content = Span::new((tok.span.start + 1).min(content_end), content_end);
            let cooked = self.lexer.template_cooked(tok).map(|value| self.js_str(value));
            if cooked.is_none() && !tagged {
                return self.error(tok.span, "Invalid escape sequence in template");
            }
            let raw = self.js_str(self.lexer.template_raw(tok));
            quasis.push(TemplateElement { span: content, cooked, raw, tail });
            self.bump();
            if tail {
                break;
            }
            expressions.push(self.parse_expression_in()?);
            if !self.at(Kind::RCurly) {
                return self.unexpected();
            }
            self.tok = self.lexer.next_template_continuation(self.tok);
            if !matches!(self.tok.kind, Kind::TemplateMiddle | Kind::TemplateTail) {
                return self.unexpected();
            }
        }
        Ok(TemplateLiteral { span: self.span_from(start), quasis, expressions })
    }
}
