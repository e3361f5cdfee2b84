//! cairn-compiler: JavaScript AST to register bytecode.
//!
//! Owns: the instruction set ([`bytecode`]), scope analysis (hoisting, the temporal
//! dead zone, closure capture into environment slots, the reach of direct `eval` and
//! `with`), register allocation, constant pools, exception tables, source positions
//! and the disassembler. The output is plain data (`Vec`, `Box<str>`, numbers; no
//! handles, no pointers) that the VM loads into its heap and heap images embed.
//!
//! ```
//! let arena = bumpalo::Bump::new();
//! let source = "function add(a, b) { return a + b; } add(1, 2);";
//! let program = cairn_parser::parse(&arena, source, Default::default()).unwrap();
//! let script = cairn_compiler::compile_script(&program, &Default::default()).unwrap();
//! let add = &script.functions[1];
//! assert_eq!(&*add.name, "add");
//! // Parameters arrive in r0 and r1 (r2 is the function's always-undefined register).
//! assert!(add.disassemble().contains("Add r3, r0, r1"));
//! ```
//!
//! # What compiles
//!
//! All expressions and operators (including `**`, `??`, optional chains with
//! short-circuit, logical assignment, `typeof` of unresolvable names, `delete`,
//! `#x in o`), template literals and tagged templates (one cached site per literal),
//! object and array literals (spread, computed keys, methods, accessors,
//! `__proto__: v`), destructuring in declarations, parameters, assignments and for
//! heads, every statement (labelled break/continue, `switch`, `for-in`, `for-of`,
//! `for await`, `try`/`catch`/`finally` with overriding completions, `with`),
//! functions, arrows, closures, `arguments` (mapped in sloppy functions with simple
//! parameters), classes (fields, private methods/fields/accessors, static blocks,
//! `extends`/`super`, `new.target`), generators, async functions, async generators
//! (`yield*` expanded into the delegation loop), `import()`, `import.meta`, module
//! import/export bindings, and `using` / `await using` declarations (disposal runs like
//! a `finally` block, errors chained into SuppressedErrors), decorators and `accessor`
//! fields (the decorators proposal with TypeScript 5's observable order: the VM helpers
//! behind `Instruction::CallIntrinsic`).
//!
//! # Limits (returned as [`CompileError`], never a panic)
//!
//! - TypeScript-only statements (cairn-ts lowers them first).
//! - More than 65,535 registers in one function; nesting deeper than the native-stack
//!   budget allows ("nesting too deep to compile": 640 KiB, like the parser, so a 1 MiB
//!   thread compiles what the parser accepts in release builds; debug builds may refuse
//!   the deepest nests of functions and classes).
//! - Known deviations (compiled, slightly off the specification): parameters are not
//!   in a TDZ while earlier defaults run (`function f(a = b, b) {}` reads `b` as
//!   passed); completion values of scripts and eval follow UpdateEmpty for
//!   `if`/loops/`switch`/`try`/`with` but not every `break`/`continue` corner; a class
//!   heritage expression sees the class's own private names; `await using` awaits a
//!   null resource immediately (the spec defers that await to the end).
//!
//! # Architecture
//!
//! Two passes over the parser's arena AST. Scope analysis (module `scope`) builds a scope
//! tree keyed by node addresses: each scope declares its bindings at entry (var and
//! function hoisting, lexical declarations, Annex B.3.3 function-in-block var bindings,
//! the internal bindings `%this`, `%newtarget`, `%home`, `%callee` created lazily by
//! the first reference) and every reference is resolved once to mark bindings that are
//! captured by a closure, seen by a direct `eval` (every scope around it) or reached
//! through `with`. Code generation walks the AST again: entering a scope gives each
//! captured binding an environment slot (one `PushScope` per scope that has any) and
//! every other binding a register; references then resolve to a register, an
//! environment slot at a static depth, a global (by name, with an inline cache), a
//! module import, or a by-name lookup where `with` or sloppy `eval` make resolution
//! dynamic. TDZ checks are emitted only where a reference may run before the
//! declaration (an earlier position, another function, or a `switch` case).
//! `finally` blocks are compiled once with a completion-kind register.
//!
//! # Eval and the Function constructor
//!
//! [`compile_eval`] compiles eval code as a [`bytecode::Script`] with `is_eval`: its
//! lexical declarations (and, in strict eval, its vars and functions) are local; a
//! sloppy eval's vars and functions go through `DeclareGlobals` with
//! EvalDeclarationInstantiation semantics into the caller's var environment. For a
//! direct eval, every name the eval code does not declare resolves by name
//! (`GetName`/`SetName`) through the calling frame's environment chain: a function
//! containing a direct eval keeps all its bindings (and `%this`, `%newtarget`, `%home`,
//! `arguments`) in named environment slots, so the VM needs no description of the
//! caller's scopes. A later refinement can pass that description to resolve the
//! caller's bindings to static depths and slots. [`compile_function`] implements
//! CreateDynamicFunction: parameters and body are checked to parse on their own.
//!
//! The bytecode verifier ([`bytecode::Script::verify`]) checks every compiled unit in
//! the tests and the fuzz target: operands in range, jump targets, balanced
//! environments on every path, and environment slots that exist (through closures).

pub mod bytecode;
mod codegen;
mod scope;
mod stack;

use std::fmt;

use cairn_parser::Span;
use cairn_parser::ast::declared_names::ScopedDeclaration;
use cairn_parser::ast::{
    ExportDefaultKind, ImportDeclarationSpecifier, ModuleExportName, Program, SourceType, Statement,
};

use bytecode::{
    FunctionCode, ImportEntry, IndirectExport, LocalExport, Module, ModuleRequest, ScopeKind,
    ScopeLayout, Script,
};
use scope::Loc;

/// Options of a compilation.
#[derive(Debug, Clone, Default)]
pub struct CompileOptions {
    /// Reserved: keep extra debugging information (currently always kept).
    pub debug_names: bool,
}

/// A construct the compiler cannot compile (yet), with where it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompileError {
    /// What is not supported.
    pub message: String,
    /// Where (byte offsets into the source).
    pub span: Span,
}

impl CompileError {
    /// A new error.
    pub fn new(message: impl Into<String>, span: Span) -> Self {
        CompileError { message: message.into(), span }
    }
}

impl fmt::Display for CompileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "CompileError: {} at {}..{}", self.message, self.span.start, self.span.end)
    }
}

impl std::error::Error for CompileError {}

fn collect_functions(
    functions: Vec<Option<FunctionCode>>,
    span: Span,
) -> Result<Vec<FunctionCode>, CompileError> {
    functions
        .into_iter()
        .map(|f| f.ok_or_else(|| CompileError::new("internal: function left uncompiled", span)))
        .collect()
}

/// Compile a Script (ECMA-262 sec-scripts): `functions[0]` is the top-level code.
pub fn compile_script(
    program: &Program<'_>,
    _options: &CompileOptions,
) -> Result<Script, CompileError> {
    if program.source_type != SourceType::Script {
        return Err(CompileError::new("compile_script needs a Script", program.span));
    }
    let tree = scope::analyze(program, scope::Goal::Script)?;
    let mut c = codegen::Compiler::new(tree);
    c.script(program).map_err(|e| *e)?;
    Ok(Script {
        functions: collect_functions(c.functions, program.span)?,
        strict: program.is_strict,
        is_eval: false,
    })
}

/// How eval code is called (ECMA-262 sec-performeval).
#[derive(Debug, Clone, Copy, Default)]
pub struct EvalOptions {
    /// A direct eval: the caller's scope chain is visible. Names the eval code does not
    /// declare resolve by name (`GetName`/`SetName`) through the calling frame's
    /// environments, which a function containing a direct eval materializes with every
    /// binding named (including `%this`, `%newtarget`, `%home` and `arguments`).
    pub direct: bool,
}

/// Compile eval code (parsed as a Script; strict when the caller is strict or the code
/// has a "use strict" directive). The result has `is_eval`: its `DeclareGlobals` has
/// EvalDeclarationInstantiation semantics (sloppy eval declares its vars and functions
/// in the caller's var environment), its lexical declarations are local, and its
/// completion value is what the top-level code returns.
pub fn compile_eval(program: &Program<'_>, options: &EvalOptions) -> Result<Script, CompileError> {
    if program.source_type != SourceType::Script {
        return Err(CompileError::new("eval code is a Script", program.span));
    }
    let tree = scope::analyze(program, scope::Goal::Eval { direct: options.direct })?;
    let mut c = codegen::Compiler::new(tree);
    c.script(program).map_err(|e| *e)?;
    Ok(Script {
        functions: collect_functions(c.functions, program.span)?,
        strict: program.is_strict,
        is_eval: true,
    })
}

/// The kind of function the Function constructors create.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum DynamicFunctionKind {
    /// `Function(...)`.
    #[default]
    Normal,
    /// `GeneratorFunction(...)`.
    Generator,
    /// `AsyncFunction(...)`.
    Async,
    /// `AsyncGeneratorFunction(...)`.
    AsyncGenerator,
}

/// Why a dynamic function could not be created.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DynamicFunctionError {
    /// The parameters or body are not valid (a SyntaxError for the caller).
    Syntax(String),
    /// Valid, but the compiler cannot compile it.
    Compile(CompileError),
}

/// CreateDynamicFunction (ECMA-262 sec-createdynamicfunction): compile
/// `function anonymous(params\n) {\nbody\n}` (with the kind's keywords) as a global
/// Script whose top-level code evaluates to the new function object (returned as its
/// completion value); `functions[1]` is the function. The parameters and body must
/// each parse on their own: text that closes the parameter list or the body early is a
/// SyntaxError, as the specification requires. Returns the source text too (the
/// function's `toString`).
pub fn compile_function(
    kind: DynamicFunctionKind,
    params: &str,
    body: &str,
) -> Result<(Script, String), DynamicFunctionError> {
    let prefix = match kind {
        DynamicFunctionKind::Normal => "function",
        DynamicFunctionKind::Generator => "function*",
        DynamicFunctionKind::Async => "async function",
        DynamicFunctionKind::AsyncGenerator => "async function*",
    };
    let text = format!("{prefix} anonymous({params}\n) {{\n{body}\n}}");
    // Compiled without the name: `anonymous` is not a binding inside the function.
    let source = format!("({prefix} ({params}\n) {{\n{body}\n}})");
    // Where our own delimiters are: the parameters must end at `)` and the body must
    // start at `{` and end at the final `}`.
    let params_close = 1 + prefix.len() + " (".len() + params.len() + 1;
    let body_open = params_close + 2;
    let body_close = source.len() - 2;
    let arena = bumpalo::Bump::new();
    let program = cairn_parser::parse(&arena, &source, Default::default())
        .map_err(|e| DynamicFunctionError::Syntax(e.message))?;
    let ok = match program.body.first() {
        Some(Statement::Expression(e)) if program.body.len() == 1 => match &e.expression {
            cairn_parser::ast::Expression::Parenthesized(p) => match &p.expression {
                cairn_parser::ast::Expression::Function(f) => {
                    f.params.span.end as usize == params_close + 1
                        && f.body.as_ref().is_some_and(|b| {
                            b.span.start as usize == body_open
                                && b.span.end as usize == body_close + 1
                        })
                }
                _ => false,
            },
            _ => false,
        },
        _ => false,
    };
    if !ok {
        return Err(DynamicFunctionError::Syntax(
            "parameters or body do not stand on their own".to_string(),
        ));
    }
    let mut script = compile_script(&program, &CompileOptions::default())
        .map_err(DynamicFunctionError::Compile)?;
    if let Some(f) = script.functions.get_mut(1) {
        f.name = "anonymous".into();
    }
    Ok((script, text))
}

/// Compile a Module (ECMA-262 sec-modules): `functions[0]` is the module body.
pub fn compile_module(
    program: &Program<'_>,
    _options: &CompileOptions,
) -> Result<Module, CompileError> {
    if program.source_type != SourceType::Module {
        return Err(CompileError::new("compile_module needs a Module", program.span));
    }
    let tree = scope::analyze(program, scope::Goal::Module)?;
    let mut c = codegen::Compiler::new(tree);
    let mut requests: Vec<ModuleRequest> = Vec::new();
    let mut request_of =
        |spec: &str, attrs: &[cairn_parser::ast::ImportAttribute<'_>], phase: u8| -> u32 {
            let attributes: Vec<(Box<str>, Box<str>)> = attrs
                .iter()
                .map(|a| (a.key.name().into(), a.value.value.as_str().unwrap_or("").into()))
                .collect();
            if let Some(i) = requests.iter().position(|r| {
                &*r.specifier == spec && r.attributes == attributes && r.phase == phase
            }) {
                return i as u32;
            }
            requests.push(ModuleRequest { specifier: spec.into(), attributes, phase });
            requests.len() as u32 - 1
        };
    let mut imports = Vec::new();
    let mut indirect = Vec::new();
    let mut stars = Vec::new();
    let mut local_names: Vec<(String, String)> = Vec::new(); // (export name, local name)
    for s in program.body.iter() {
        match s {
            Statement::Import(i) => {
                let phase = i.phase as u8;
                let r = request_of(i.source.value.as_str().unwrap_or(""), &i.attributes, phase);
                if let Some(specs) = &i.specifiers {
                    for spec in specs.iter() {
                        let (import_name, local): (Option<Box<str>>, &str) = match spec {
                            ImportDeclarationSpecifier::Default(d) => {
                                (Some("default".into()), d.local.name)
                            }
                            ImportDeclarationSpecifier::Namespace(n) => (None, n.local.name),
                            ImportDeclarationSpecifier::Named(n) => {
                                (Some(n.imported.name().into()), n.local.name)
                            }
                        };
                        c.imports.insert(local, imports.len() as u32);
                        imports.push(ImportEntry {
                            request: r,
                            import_name,
                            local_name: local.into(),
                        });
                    }
                }
            }
            Statement::ExportAll(e) => {
                let r = request_of(e.source.value.as_str().unwrap_or(""), &e.attributes, 0);
                match &e.exported {
                    Some(name) => indirect.push(IndirectExport {
                        export_name: name.name().into(),
                        request: r,
                        import_name: None,
                    }),
                    None => stars.push(r),
                }
            }
            Statement::ExportNamed(e) => {
                if let Some(src) = &e.source {
                    let r = request_of(src.value.as_str().unwrap_or(""), &e.attributes, 0);
                    for spec in e.specifiers.iter() {
                        indirect.push(IndirectExport {
                            export_name: spec.exported.name().into(),
                            request: r,
                            import_name: Some(spec.local.name().into()),
                        });
                    }
                    continue;
                }
                for spec in e.specifiers.iter() {
                    if let ModuleExportName::Identifier(id) = &spec.local {
                        local_names.push((spec.exported.name().to_string(), id.name.to_string()));
                    }
                }
                // ExportedBindings of `export var/let/const/function/class`.
                if let Some(declaration) = &e.declaration {
                    ScopedDeclaration::from(declaration).for_each_declared_name(&mut |d| {
                        local_names.push((d.name.to_string(), d.name.to_string()));
                    });
                }
            }
            Statement::ExportDefault(e) => {
                let local = match &e.declaration {
                    ExportDefaultKind::Function(f) => {
                        f.id.as_ref().map_or("*default*", |id| id.name)
                    }
                    ExportDefaultKind::Class(cl) => {
                        cl.id.as_ref().map_or("*default*", |id| id.name)
                    }
                    ExportDefaultKind::Expression(_) => "*default*",
                };
                local_names.push(("default".to_string(), local.to_string()));
            }
            _ => {}
        }
    }
    let hoisted = c.module_body(program).map_err(|e| *e)?;
    let top = c.tree.scope_of(scope::key(program, scope::tag::NODE));
    let mut local_exports = Vec::new();
    for (export, local) in local_names {
        let Some(top) = top else { break };
        if let Some(i) = c.tree.get(top).find(&local) {
            match c.tree.binding(top, i).loc {
                Loc::Slot(slot) => {
                    local_exports.push(LocalExport { export_name: export.into(), slot })
                }
                Loc::Import(imp) => {
                    // Re-export of an import: an indirect export.
                    if let Some(entry) = imports.get(imp as usize) {
                        let entry: &ImportEntry = entry;
                        indirect.push(IndirectExport {
                            export_name: export.into(),
                            request: entry.request,
                            import_name: entry.import_name.clone(),
                        });
                    }
                }
                _ => {}
            }
        }
    }
    let environment = c
        .module_layout
        .take()
        .unwrap_or(ScopeLayout { kind: ScopeKind::Module, slots: Vec::new() });
    // The body awaits at its top level when its own code holds an `Await` (the syntax
    // walk that set the flag before code generation can miss one, as in a class
    // heritage: `export class C extends f(await x) {}`). The VM runs such a body as an
    // async function (ExecuteAsyncModule) and suspends it only there.
    let has_tla = match c.functions.first_mut().and_then(|f| f.as_mut()) {
        Some(body) => {
            if body.code.iter().any(|i| matches!(i, bytecode::Instruction::Await { .. })) {
                body.flags.top_level_await = true;
                body.flags.is_async = true;
            }
            body.flags.top_level_await
        }
        None => false,
    };
    Ok(Module {
        functions: collect_functions(c.functions, program.span)?,
        environment,
        hoisted_functions: hoisted,
        requests,
        imports,
        local_exports,
        indirect_exports: indirect,
        star_exports: stars,
        has_top_level_await: has_tla,
    })
}
