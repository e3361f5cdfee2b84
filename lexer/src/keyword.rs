//! Keyword lookup: IdentifierName text to its `Kind` (ECMA-262 sec-keywords-and-reserved-words,
//! plus contextual and TypeScript words).

use crate::Kind;

/// The longest keyword (`constructor`, `implements`, `instanceof`) in bytes.
pub(crate) const MAX_KEYWORD_LEN: usize = 11;

/// The keyword kind of `name`, if it is one. A match on the slice compiles to a switch on
/// the length followed by short comparisons.
pub(crate) fn keyword_kind(name: &[u8]) -> Option<Kind> {
    if name.len() < 2 || name.len() > MAX_KEYWORD_LEN || !name[0].is_ascii_lowercase() {
        return None;
    }
    let kind = match name {
        b"as" => Kind::As,
        b"do" => Kind::Do,
        b"if" => Kind::If,
        b"in" => Kind::In,
        b"is" => Kind::Is,
        b"of" => Kind::Of,
        b"any" => Kind::Any,
        b"for" => Kind::For,
        b"get" => Kind::Get,
        b"let" => Kind::Let,
        b"new" => Kind::New,
        b"out" => Kind::Out,
        b"set" => Kind::Set,
        b"try" => Kind::Try,
        b"var" => Kind::Var,
        b"case" => Kind::Case,
        b"else" => Kind::Else,
        b"enum" => Kind::Enum,
        b"from" => Kind::From,
        b"meta" => Kind::Meta,
        b"null" => Kind::Null,
        b"this" => Kind::This,
        b"true" => Kind::True,
        b"type" => Kind::Type,
        b"void" => Kind::Void,
        b"with" => Kind::With,
        b"async" => Kind::Async,
        b"await" => Kind::Await,
        b"break" => Kind::Break,
        b"catch" => Kind::Catch,
        b"class" => Kind::Class,
        b"const" => Kind::Const,
        b"defer" => Kind::Defer,
        b"false" => Kind::False,
        b"infer" => Kind::Infer,
        b"keyof" => Kind::Keyof,
        b"never" => Kind::Never,
        b"super" => Kind::Super,
        b"throw" => Kind::Throw,
        b"using" => Kind::Using,
        b"while" => Kind::While,
        b"yield" => Kind::Yield,
        b"bigint" => Kind::BigIntKw,
        b"delete" => Kind::Delete,
        b"export" => Kind::Export,
        b"global" => Kind::Global,
        b"import" => Kind::Import,
        b"module" => Kind::Module,
        b"number" => Kind::NumberKw,
        b"object" => Kind::Object,
        b"public" => Kind::Public,
        b"return" => Kind::Return,
        b"source" => Kind::Source,
        b"static" => Kind::Static,
        b"string" => Kind::StringKw,
        b"switch" => Kind::Switch,
        b"symbol" => Kind::Symbol,
        b"target" => Kind::Target,
        b"typeof" => Kind::Typeof,
        b"unique" => Kind::Unique,
        b"asserts" => Kind::Asserts,
        b"boolean" => Kind::Boolean,
        b"declare" => Kind::Declare,
        b"default" => Kind::Default,
        b"extends" => Kind::Extends,
        b"finally" => Kind::Finally,
        b"package" => Kind::Package,
        b"private" => Kind::Private,
        b"require" => Kind::Require,
        b"unknown" => Kind::Unknown,
        b"abstract" => Kind::Abstract,
        b"accessor" => Kind::Accessor,
        b"continue" => Kind::Continue,
        b"debugger" => Kind::Debugger,
        b"function" => Kind::Function,
        b"override" => Kind::Override,
        b"readonly" => Kind::Readonly,
        b"interface" => Kind::Interface,
        b"namespace" => Kind::Namespace,
        b"protected" => Kind::Protected,
        b"satisfies" => Kind::Satisfies,
        b"undefined" => Kind::Undefined,
        b"implements" => Kind::Implements,
        b"instanceof" => Kind::Instanceof,
        b"constructor" => Kind::Constructor,
        _ => return None,
    };
    Some(kind)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lookup() {
        assert_eq!(keyword_kind(b"instanceof"), Some(Kind::Instanceof));
        assert_eq!(keyword_kind(b"constructor"), Some(Kind::Constructor));
        assert_eq!(keyword_kind(b"as"), Some(Kind::As));
        assert_eq!(keyword_kind(b"awaits"), None);
        assert_eq!(keyword_kind(b"Await"), None);
        assert_eq!(keyword_kind(b"a"), None);
        assert_eq!(keyword_kind(b""), None);
    }
}
