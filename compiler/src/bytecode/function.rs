//! Compiled functions and their tables: plain data (no handles, no pointers), so that
//! the VM can load it into the heap and heap images can embed it.

use super::instruction::{Instruction, Reg};

/// What kind of function a [`FunctionCode`] is (decides \[\[Call\]\]/\[\[Construct\]\],
/// `prototype`, `this` binding and the generator protocol).
#[derive(Debug, Clone, Copy, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub enum FunctionKind {
    /// Top-level code of a script, module or eval (not a function object).
    TopLevel,
    /// `function f() {}` (constructible, own `prototype`).
    Normal,
    /// Arrow function (lexical this/arguments/new.target/super; not constructible).
    Arrow,
    /// Object literal or class method (not constructible).
    Method,
    /// Getter.
    Getter,
    /// Setter.
    Setter,
    /// Constructor of a base class (throws when called without `new`).
    ClassConstructor,
    /// Constructor of a derived class (`this` starts uninitialized).
    DerivedConstructor,
    /// Synthetic method running a class's instance field initializers (called with the
    /// new instance as `this`, no arguments).
    FieldInitializer,
    /// Synthetic method running static fields and static blocks (called with the class
    /// constructor as `this`).
    StaticInitializer,
}

/// Flags of a function.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, cairn_codec::Encode, cairn_codec::Decode)]
pub struct FunctionFlags {
    /// Strict mode code.
    pub strict: bool,
    /// `function*` / `async function*`.
    pub generator: bool,
    /// `async`.
    pub is_async: bool,
    /// Uses `arguments` (the compiler emits `CreateArguments`; informational).
    pub uses_arguments: bool,
    /// Contains a direct `eval` call (scopes are fully materialized with names).
    pub has_direct_eval: bool,
    /// The function's parameter list is simple (no defaults, rest, patterns).
    pub simple_parameters: bool,
    /// Module code containing top-level `await`.
    pub top_level_await: bool,
}

/// A constant of a function's pool.
#[derive(Debug, Clone, PartialEq, cairn_codec::Encode, cairn_codec::Decode)]
pub enum Constant {
    /// A Number (not an int32, or `-0`).
    Number(f64),
    /// A well-formed string.
    String(Box<str>),
    /// A string holding lone surrogates, as UTF-16 code units.
    Utf16(Box<[u16]>),
    /// A BigInt literal: its digits (no prefix, no separators) in `radix`.
    BigInt {
        /// 2, 8, 10 or 16.
        radix: u32,
        /// The digits.
        digits: Box<str>,
    },
    /// A regular expression literal.
    RegExp {
        /// The body between the slashes, as the regular expression's source.
        pattern: StringConstant,
        /// The flags.
        flags: Box<str>,
    },
    /// A template literal call site (sec-gettemplateobject): the VM caches one
    /// frozen template object per site.
    TemplateSite(TemplateSite),
    /// A class shell for `CreateClass`.
    Class(ClassTemplate),
    /// Global (or eval) declarations for `DeclareGlobals`.
    GlobalDeclarations(GlobalDeclarations),
}

/// One tagged template site.
#[derive(Debug, Clone, PartialEq, cairn_codec::Encode, cairn_codec::Decode)]
pub struct TemplateSite {
    /// A unique id of the site within the unit (the VM keys its cache on (unit, id)).
    pub id: u32,
    /// The cooked strings (`None` where the escape was invalid: undefined).
    pub cooked: Vec<Option<StringConstant>>,
    /// The raw strings.
    pub raw: Vec<StringConstant>,
}

/// A string value: UTF-8 when well-formed, else UTF-16 code units.
#[derive(Debug, Clone, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub enum StringConstant {
    /// Well-formed text.
    Str(Box<str>),
    /// Code units with a lone surrogate.
    Utf16(Box<[u16]>),
}

impl From<cairn_parser::ast::JsStr<'_>> for StringConstant {
    fn from(s: cairn_parser::ast::JsStr<'_>) -> StringConstant {
        match s {
            cairn_parser::ast::JsStr::Str(s) => StringConstant::Str(s.into()),
            cairn_parser::ast::JsStr::Utf16(u) => StringConstant::Utf16(u.into()),
        }
    }
}

/// The shell of a class for `CreateClass`.
#[derive(Debug, Clone, PartialEq, cairn_codec::Encode, cairn_codec::Decode)]
pub struct ClassTemplate {
    /// The class name given to F by `CreateClass` (`""` for anonymous classes).
    pub name: Option<Box<str>>,
    /// The constructor's function table index.
    pub constructor: u32,
    /// `extends` present.
    pub derived: bool,
}

/// What GlobalDeclarationInstantiation (or EvalDeclarationInstantiation) declares.
#[derive(Debug, Clone, PartialEq, Default, cairn_codec::Encode, cairn_codec::Decode)]
pub struct GlobalDeclarations {
    /// `var` names (VarDeclaredNames minus function names), in order.
    pub vars: Vec<Box<str>>,
    /// Function declaration names (bound by `DefineGlobalFunction` afterwards).
    pub functions: Vec<Box<str>>,
    /// Annex B.3.2.2 function-in-block names declared as vars when allowed
    /// (CanDeclareGlobalVar; skipped silently otherwise).
    pub annex_b_functions: Vec<Box<str>>,
    /// Lexical declarations: name and whether it is `const`.
    pub lexicals: Vec<(Box<str>, bool)>,
}

/// The kind of a binding in an environment layout.
#[derive(Debug, Clone, Copy, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub enum BindingKind {
    /// `var` or a function declaration (initialized to undefined).
    Var,
    /// A parameter.
    Parameter,
    /// `let`.
    Let,
    /// `const` (assignment throws TypeError).
    Const,
    /// A class declaration's outer binding.
    Class,
    /// The immutable inner name of a class or named function expression (assignment
    /// throws in strict code, is ignored in sloppy code).
    ImmutableName,
    /// Catch parameter.
    CatchParameter,
    /// Internal binding (`%this`, `%newtarget`, `%home`, `%callee`, `%fields`, private
    /// names `#x`, computed field keys): never visible to `with` or the global object.
    Internal,
    /// Internal binding that starts uninitialized (`%this` in derived constructors).
    InternalUninitialized,
}

impl BindingKind {
    /// Whether the slot starts as the hole (TDZ) when its environment is created.
    pub fn starts_uninitialized(self) -> bool {
        matches!(
            self,
            BindingKind::Let
                | BindingKind::Const
                | BindingKind::Class
                | BindingKind::ImmutableName
                | BindingKind::InternalUninitialized
        )
    }
}

/// The kind of an environment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub enum ScopeKind {
    /// A function's parameter and var scope.
    Function,
    /// A function body's separate var scope (parameters with expressions).
    FunctionBody,
    /// A block, loop head, switch or catch.
    Block,
    /// A class scope (inner name, private names, computed field keys).
    Class,
    /// The module environment.
    Module,
    /// A strict eval's var scope.
    Eval,
}

/// One environment slot.
#[derive(Debug, Clone, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub struct SlotInfo {
    /// The binding name (internal names start with `%` or `#`).
    pub name: Box<str>,
    /// Its kind.
    pub kind: BindingKind,
}

/// The layout of an environment a function creates with `PushScope`.
#[derive(Debug, Clone, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub struct ScopeLayout {
    /// What created it.
    pub kind: ScopeKind,
    /// The slots, in index order.
    pub slots: Vec<SlotInfo>,
}

/// One exception handler.
#[derive(Debug, Clone, Copy, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub struct Handler {
    /// First protected instruction.
    pub start: u32,
    /// One past the last protected instruction.
    pub end: u32,
    /// Where to continue.
    pub handler: u32,
    /// Receives the exception.
    pub exception: Reg,
    /// The frame's scope depth at the handler (pop environments down to it).
    pub env_depth: u16,
}

/// A compiled function (or top-level code).
#[derive(Debug, Clone, PartialEq, cairn_codec::Encode, cairn_codec::Decode)]
pub struct FunctionCode {
    /// The function's `name` (SetFunctionName at creation; empty when anonymous).
    pub name: Box<str>,
    /// What kind of function.
    pub kind: FunctionKind,
    /// Flags.
    pub flags: FunctionFlags,
    /// ExpectedArgumentCount: the `length` property.
    pub length: u32,
    /// Arguments copied into registers `0..param_count` on entry.
    pub param_count: u16,
    /// Registers in a frame.
    pub register_count: u16,
    /// The code (written as one byte string: [`super::codec`]).
    #[codec(with = "super::codec::code_bytes")]
    pub code: Vec<Instruction>,
    /// The constant pool.
    pub constants: Vec<Constant>,
    /// Atoms: property names, binding names and messages. A name `@@iterator`,
    /// `@@asyncIterator` denotes the well-known symbol (never a valid identifier).
    pub names: Vec<Box<str>>,
    /// Inline-cache slots used by the code.
    pub ic_count: u32,
    /// Exception handlers, innermost first.
    pub handlers: Vec<Handler>,
    /// (pc, source byte offset) for instructions that can throw, sorted by pc; the
    /// position of pc is the entry with the greatest pc <= it.
    pub positions: Vec<(u32, u32)>,
    /// Environment layouts for `PushScope`.
    pub scopes: Vec<ScopeLayout>,
    /// For a mapped arguments object: the slot in the function scope of each
    /// parameter (`None` for a parameter shadowed by a later same-named one).
    pub mapped_parameters: Vec<Option<u32>>,
    /// (pc, start, end): the source span of the callee of each call and `new` and of
    /// the operand of each GetIterator, sorted by pc. Read only when an error message
    /// names the expression ("o.method is not a function"), as V8 does.
    pub callee_spans: Vec<(u32, u32, u32)>,
    /// Source span (start, end byte offsets) of the function's text for `toString`:
    /// methods and accessors from their key, class constructors the whole class.
    pub source_span: (u32, u32),
    /// Instruction ranges `[start, end)` of a sloppy function that are strict mode
    /// code: its class definitions (ECMA-262 sec-strict-mode-code: every part of a class
    /// is strict), whose heritage and computed keys run in this function's frame.
    pub strict_ranges: Vec<(u32, u32)>,
}

impl FunctionCode {
    /// The source span of the callee (or iterated operand) of the instruction at `pc`.
    pub fn callee_span(&self, pc: u32) -> Option<(u32, u32)> {
        let i = self.callee_spans.binary_search_by_key(&pc, |&(p, _, _)| p).ok()?;
        self.callee_spans.get(i).map(|&(_, s, e)| (s, e))
    }

    /// Whether the instruction at `pc` is strict mode code.
    pub fn is_strict_at(&self, pc: u32) -> bool {
        self.flags.strict || self.strict_ranges.iter().any(|&(start, end)| start <= pc && pc < end)
    }

    /// The source byte offset of the instruction at `pc`, if recorded.
    pub fn position(&self, pc: u32) -> Option<u32> {
        let i = self.positions.partition_point(|&(p, _)| p <= pc);
        if i == 0 { None } else { Some(self.positions[i - 1].1) }
    }
}
