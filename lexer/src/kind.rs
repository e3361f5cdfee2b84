//! Token kinds: every terminal of the ECMAScript lexical grammar (ECMA-262 sec-ecmascript-language-lexical-grammar).

/// The kind of a token. Keywords, contextual keywords and punctuators each get their own
/// kind so that the parser matches on kinds, never on text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Kind {
    /// End of input.
    Eof,
    /// A token that could not be lexed; the error is in `Lexer::errors`.
    Error,

    // ---- Names ----
    /// IdentifierName that is not a reserved word (may contain `\u` escapes).
    Identifier,
    /// `#name`: PrivateIdentifier.
    PrivateIdentifier,

    // ---- Reserved words (sec-keywords-and-reserved-words) ----
    /// `await`
    Await,
    /// `break`
    Break,
    /// `case`
    Case,
    /// `catch`
    Catch,
    /// `class`
    Class,
    /// `const`
    Const,
    /// `continue`
    Continue,
    /// `debugger`
    Debugger,
    /// `default`
    Default,
    /// `delete`
    Delete,
    /// `do`
    Do,
    /// `else`
    Else,
    /// `enum`
    Enum,
    /// `export`
    Export,
    /// `extends`
    Extends,
    /// `false`
    False,
    /// `finally`
    Finally,
    /// `for`
    For,
    /// `function`
    Function,
    /// `if`
    If,
    /// `import`
    Import,
    /// `in`
    In,
    /// `instanceof`
    Instanceof,
    /// `new`
    New,
    /// `null`
    Null,
    /// `return`
    Return,
    /// `super`
    Super,
    /// `switch`
    Switch,
    /// `this`
    This,
    /// `throw`
    Throw,
    /// `true`
    True,
    /// `try`
    Try,
    /// `typeof`
    Typeof,
    /// `var`
    Var,
    /// `void`
    Void,
    /// `while`
    While,
    /// `with`
    With,
    /// `yield`
    Yield,

    // ---- Strict-mode reserved words and contextual keywords ----
    /// `let`
    Let,
    /// `static`
    Static,
    /// `implements`
    Implements,
    /// `interface`
    Interface,
    /// `package`
    Package,
    /// `private`
    Private,
    /// `protected`
    Protected,
    /// `public`
    Public,
    /// `as`
    As,
    /// `async`
    Async,
    /// `from`
    From,
    /// `get`
    Get,
    /// `meta`
    Meta,
    /// `of`
    Of,
    /// `set`
    Set,
    /// `target`
    Target,
    /// `using`
    Using,
    /// `accessor`
    Accessor,
    /// `source` (import source phase)
    Source,
    /// `defer` (import defer)
    Defer,

    // ---- TypeScript contextual keywords (only meaningful to the TypeScript parser) ----
    /// `abstract`
    Abstract,
    /// `any`
    Any,
    /// `asserts`
    Asserts,
    /// `bigint`
    BigIntKw,
    /// `boolean`
    Boolean,
    /// `constructor`
    Constructor,
    /// `declare`
    Declare,
    /// `infer`
    Infer,
    /// `is`
    Is,
    /// `keyof`
    Keyof,
    /// `module`
    Module,
    /// `namespace`
    Namespace,
    /// `never`
    Never,
    /// `number`
    NumberKw,
    /// `object`
    Object,
    /// `out`
    Out,
    /// `override`
    Override,
    /// `readonly`
    Readonly,
    /// `require`
    Require,
    /// `global`
    Global,
    /// `satisfies`
    Satisfies,
    /// `string`
    StringKw,
    /// `symbol`
    Symbol,
    /// `type`
    Type,
    /// `undefined`
    Undefined,
    /// `unique`
    Unique,
    /// `unknown`
    Unknown,

    // ---- Literals ----
    /// NumericLiteral (decimal, hex, octal, binary, legacy octal, with separators).
    Number,
    /// NumericLiteral with the BigInt suffix `n`.
    BigInt,
    /// StringLiteral.
    String,
    /// RegularExpressionLiteral; only produced by `Lexer::next_regex`.
    RegExp,
    /// NoSubstitutionTemplate: `` `...` ``.
    NoSubstitutionTemplate,
    /// TemplateHead: `` `...${ ``.
    TemplateHead,
    /// TemplateMiddle: `}...${`; only produced by `Lexer::next_template_continuation`.
    TemplateMiddle,
    /// TemplateTail: `` }...` ``; only produced by `Lexer::next_template_continuation`.
    TemplateTail,

    // ---- Punctuators (sec-punctuators) ----
    /// `{`
    LCurly,
    /// `}`
    RCurly,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `[`
    LBrack,
    /// `]`
    RBrack,
    /// `.`
    Dot,
    /// `...`
    Dot3,
    /// `;`
    Semicolon,
    /// `,`
    Comma,
    /// `<`
    LAngle,
    /// `>`
    RAngle,
    /// `<=`
    LtEq,
    /// `>=`
    GtEq,
    /// `==`
    Eq2,
    /// `!=`
    Neq,
    /// `===`
    Eq3,
    /// `!==`
    Neq2,
    /// `+`
    Plus,
    /// `-`
    Minus,
    /// `*`
    Star,
    /// `/`
    Slash,
    /// `%`
    Percent,
    /// `**`
    Star2,
    /// `++`
    Plus2,
    /// `--`
    Minus2,
    /// `<<`
    ShiftLeft,
    /// `>>`
    ShiftRight,
    /// `>>>`
    ShiftRight3,
    /// `&`
    Amp,
    /// `|`
    Pipe,
    /// `^`
    Caret,
    /// `!`
    Bang,
    /// `~`
    Tilde,
    /// `&&`
    Amp2,
    /// `||`
    Pipe2,
    /// `??`
    Question2,
    /// `?`
    Question,
    /// `?.`
    QuestionDot,
    /// `:`
    Colon,
    /// `=`
    Eq,
    /// `+=`
    PlusEq,
    /// `-=`
    MinusEq,
    /// `*=`
    StarEq,
    /// `/=`
    SlashEq,
    /// `%=`
    PercentEq,
    /// `**=`
    Star2Eq,
    /// `<<=`
    ShiftLeftEq,
    /// `>>=`
    ShiftRightEq,
    /// `>>>=`
    ShiftRight3Eq,
    /// `&=`
    AmpEq,
    /// `|=`
    PipeEq,
    /// `^=`
    CaretEq,
    /// `&&=`
    Amp2Eq,
    /// `||=`
    Pipe2Eq,
    /// `??=`
    Question2Eq,
    /// `=>`
    Arrow,
    /// `@` (decorators)
    At,
}

impl Kind {
    /// True for every IdentifierName: identifiers, reserved words and contextual keywords.
    /// Property names after `.` and in object literals accept all of these.
    pub fn is_identifier_name(self) -> bool {
        matches!(self, Kind::Identifier)
            || (self as u8 >= Kind::Await as u8 && self as u8 <= Kind::Unknown as u8)
    }

    /// True for ReservedWord (sec-keywords-and-reserved-words), which can never be an
    /// IdentifierReference or BindingIdentifier (`await` and `yield` are handled by the
    /// parser from context, so they are excluded here).
    pub fn is_reserved_word(self) -> bool {
        self as u8 >= Kind::Break as u8 && self as u8 <= Kind::With as u8
    }

    /// True for the words that are reserved only in strict mode code:
    /// `implements interface let package private protected public static yield`.
    pub fn is_strict_mode_reserved_word(self) -> bool {
        matches!(
            self,
            Kind::Implements
                | Kind::Interface
                | Kind::Let
                | Kind::Package
                | Kind::Private
                | Kind::Protected
                | Kind::Public
                | Kind::Static
                | Kind::Yield
        )
    }

    /// True for contextual keywords: identifiers in the grammar that some productions
    /// read as keywords (`async`, `of`, `get`, TypeScript words, ...). The parser may use
    /// them as identifiers wherever an Identifier is allowed.
    pub fn is_contextual_keyword(self) -> bool {
        self as u8 >= Kind::Let as u8 && self as u8 <= Kind::Unknown as u8
    }

    /// True for the assignment operators `=`, `+=`, ... `??=`.
    pub fn is_assignment_operator(self) -> bool {
        self as u8 >= Kind::Eq as u8 && self as u8 <= Kind::Question2Eq as u8
    }

    /// True for literal tokens that carry a value (numbers, strings, templates, regex).
    pub fn is_literal(self) -> bool {
        self as u8 >= Kind::Number as u8 && self as u8 <= Kind::TemplateTail as u8
    }
}
