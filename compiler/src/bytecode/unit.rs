//! Compilation units: a script, a module or an eval, each a table of functions.

use super::function::{FunctionCode, ScopeLayout};

/// A compiled Script (or eval code): `functions[0]` is the top-level code; `NewClosure`
/// indexes this table.
#[derive(Debug, Clone, PartialEq)]
pub struct Script {
    /// All functions of the unit; index 0 is the top-level code.
    pub functions: Vec<FunctionCode>,
    /// The script is strict mode code.
    pub strict: bool,
    /// Compiled as eval code (`DeclareGlobals` has EvalDeclarationInstantiation
    /// semantics).
    pub is_eval: bool,
}

/// One import binding of a module: `GetImport` reads it.
#[derive(Debug, Clone, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub struct ImportEntry {
    /// Index into `Module::requests`.
    pub request: u32,
    /// The imported name; `None` for a namespace import (`* as ns`).
    pub import_name: Option<Box<str>>,
    /// The local name (for messages).
    pub local_name: Box<str>,
}

/// A local export: `export_name` is the module environment slot `slot`.
#[derive(Debug, Clone, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub struct LocalExport {
    /// The exported name.
    pub export_name: Box<str>,
    /// The module environment slot.
    pub slot: u32,
}

/// A re-export from another module (`export { a as b } from "m"`,
/// `export * as ns from "m"`).
#[derive(Debug, Clone, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub struct IndirectExport {
    /// The exported name.
    pub export_name: Box<str>,
    /// Index into `Module::requests`.
    pub request: u32,
    /// The name in the other module; `None` for `* as ns`.
    pub import_name: Option<Box<str>>,
}

/// A requested module with its import attributes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ModuleRequest {
    /// The specifier.
    pub specifier: Box<str>,
    /// `with { key: "value" }` pairs.
    pub attributes: Vec<(Box<str>, Box<str>)>,
    /// Imported with phase `source` or `defer`.
    pub phase: u8,
}

/// A compiled Module (ECMA-262 sec-source-text-module-records).
#[derive(Debug, Clone, PartialEq)]
pub struct Module {
    /// All functions; index 0 is the module body (run with the module environment as
    /// its current environment, scope depth 0).
    pub functions: Vec<FunctionCode>,
    /// The module environment's layout (created by the VM at InitializeEnvironment).
    pub environment: ScopeLayout,
    /// Hoisted function declarations: (module env slot, function index), instantiated
    /// by the VM at InitializeEnvironment with the module environment as scope.
    pub hoisted_functions: Vec<(u32, u32)>,
    /// Requested modules in source order.
    pub requests: Vec<ModuleRequest>,
    /// Import bindings.
    pub imports: Vec<ImportEntry>,
    /// Local exports.
    pub local_exports: Vec<LocalExport>,
    /// Indirect exports.
    pub indirect_exports: Vec<IndirectExport>,
    /// `export * from` requests (indices into `requests`).
    pub star_exports: Vec<u32>,
    /// The body uses top-level `await`.
    pub has_top_level_await: bool,
}
