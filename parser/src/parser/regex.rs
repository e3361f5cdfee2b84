//! Early errors of regular expression literals: flags and pattern, checked by the
//! `regexp` module (sec-primary-expression-regular-expression-literals-static-semantics-early-errors).

use super::{PResult, Parser};
use crate::Span;

/// Validate `/pattern/flags`; errors point into the literal.
pub(crate) fn validate(
    parser: &mut Parser<'_>,
    span: Span,
    pattern: &str,
    flags: &str,
) -> PResult<()> {
    let parsed = match crate::regexp::parse_flags(flags) {
        Ok(parsed) => parsed,
        Err(_) => {
            return parser.error(span, format!("Invalid regular expression flags '{flags}'"));
        }
    };
    if let Err(error) = crate::regexp::validate_pattern(pattern, parsed) {
        let start = (span.start + 1 + error.offset).min(span.end);
        return parser.error(
            Span::new(start, start),
            format!("Invalid regular expression: /{pattern}/{flags}: {}", error.message),
        );
    }
    Ok(())
}
