//! cairn-ts: TypeScript AST to JavaScript AST.
//!
//! cairn-parser reads TypeScript (with `ParseOptions::typescript`) into the one AST: it
//! checks and drops types, interfaces, type aliases, `declare` forms, overload
//! signatures, abstract members, `as`/`satisfies`/`!` and type arguments itself. What
//! has runtime meaning stays for this crate to lower to plain JavaScript nodes, so that
//! the compiler needs nothing TypeScript-specific:
//!
//! - enums (`Statement::TsEnum`): tsc's `var E; (function (E) { E[E["A"] = 0] = "A"; })(E || (E = {}));`
//!   with member values computed at compile time as tsc does; `const enum` alike;
//! - namespaces (`Statement::TsModule`): an IIFE per block, exported members as
//!   properties of the namespace object and references to exported variables rewritten;
//! - parameter properties (`constructor(private x: number)`): a field declaration and
//!   `this.x = x` in the constructor (after `super(...)` in a derived class);
//! - overload signatures (functions without a body) are removed.
//!
//! ```
//! let arena = bumpalo::Bump::new();
//! let source = "enum Color { Red, Green = 5 }\nlet c: Color = Color.Green;";
//! let options = cairn_parser::ParseOptions { typescript: true, ..Default::default() };
//! let mut program = cairn_parser::parse(&arena, source, options).unwrap();
//! cairn_ts::lower(&arena, &mut program).unwrap();
//! // var Color; (function (Color) { ... })(Color || (Color = {})); let c = Color.Green;
//! assert_eq!(program.body.len(), 3);
//! ```
//!
//! The output is meant to behave exactly as tsc's `transpileModule` output (target
//! ES2022, `useDefineForClassFields`); every lowered node carries the span of the
//! TypeScript text it comes from, so errors and stack traces point at the `.ts` source.
//!
//! Limits: namespace export rewriting resolves names by a scope walk rather than a
//! type checker (a name shadowed by a `var` in a nested block of a namespace function is
//! still rewritten); a namespace's IIFE parameter is not renamed when the body declares
//! a local of the namespace's own name; `import x = require()` and `export =` are
//! refused by the parser (CommonJS is not supported).
//!
//! Does not own: parsing (cairn-parser), running, or I/O.

mod build;
mod classes;
mod enums;
mod names;
mod namespaces;
mod print;
mod walk;

pub use print::{print, print_with_positions};

use bumpalo::Bump;
use cairn_parser::ast::Program;

pub use cairn_parser::SyntaxError;

/// Lower the TypeScript constructs with runtime meaning in `program` (parsed with
/// `ParseOptions::typescript`) to JavaScript nodes in place. A program parsed as
/// JavaScript comes back unchanged.
pub fn lower<'a>(arena: &'a Bump, program: &mut Program<'a>) -> Result<(), SyntaxError> {
    if !program.needs_lowering() {
        // Only types were erased (or the program is JavaScript): nothing to do.
        return Ok(());
    }
    let sites = arena.alloc_slice_copy(&program.lowering_sites);
    let b = build::Builder { arena, strict: program.is_strict };
    let mut lowerer = walk::Lowerer {
        b,
        scopes: b.vec(),
        renames: b.vec(),
        enums: b.map(),
        namespaces: b.map(),
        path: b.vec(),
        sites,
        source: program.source,
    };
    lowerer.statements(&mut program.body, None);
    Ok(())
}
