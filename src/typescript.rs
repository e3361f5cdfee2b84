//! TypeScript sources: cairn-parser reads them (types checked and erased, type-only
//! imports and exports elided), cairn-ts lowers enums, namespaces and parameter
//! properties, and the VM compiles the lowered syntax tree itself
//! ([`cairn_vm::Vm::set_typescript`], which [`crate::Runtime`] and the CLI set up): the
//! text is parsed once, and errors, stack traces and function source text name
//! positions of the `.ts` file. [`to_javascript`] gives the JavaScript as text.
//!
//! ```
//! let js = cairn::typescript::to_javascript("let n: number = 1 as const;", false).unwrap();
//! assert!(js.contains("let n = 1"));
//! assert!(cairn::typescript::to_javascript("let n: = 1;", false).is_err());
//! ```

use cairn_parser::{ParseOptions, SyntaxError, parse};

/// A file name that says TypeScript: `.ts`, `.mts` or `.cts`.
pub fn is_typescript_name(name: &str) -> bool {
    name.ends_with(".ts") || name.ends_with(".mts") || name.ends_with(".cts")
}

/// The JavaScript that runs the TypeScript `source` (a module when `module`), or its
/// first syntax error: the text tsc's `transpileModule` would give, in Cairn's
/// printing. The VM does not need it: [`crate::Runtime`] and the CLI run TypeScript as
/// is ([`cairn_vm::Vm::set_typescript`]).
pub fn to_javascript(source: &str, module: bool) -> Result<String, SyntaxError> {
    let arena = bumpalo::Bump::new();
    let options = ParseOptions { module, strict: false, typescript: true };
    let mut program = parse(&arena, source, options)?;
    cairn_ts::lower(&arena, &mut program)?;
    Ok(cairn_ts::print(&program, source))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert!(is_typescript_name("a/b.ts") && is_typescript_name("m.mts"));
        assert!(is_typescript_name("c.cts") && !is_typescript_name("d.js"));
        assert!(!is_typescript_name("types.d.tsx"));
    }

    #[test]
    fn type_only_imports_are_elided() {
        let js = to_javascript(
            "import { Shape, area } from './shapes.ts';\nlet s: Shape = { r: 1 };\narea(s);",
            true,
        )
        .unwrap();
        assert!(js.contains("area") && !js.contains("Shape"), "{js}");
        let js =
            to_javascript("import { Shape } from './shapes.ts';\nlet s: Shape;", true).unwrap();
        assert!(!js.contains("import"), "{js}");
    }

    #[test]
    fn runtime_runs_typescript_by_name() {
        let mut rt = crate::Runtime::new(Default::default());
        let source = "const n: number = 40;\nenum E { A = 2 }\n(n + E.A) as number;";
        let crate::Status::Done(bytes) = rt.start(source, "agent.ts") else { panic!() };
        assert_eq!(cairn_wire::from_slice::<i32>(&bytes).unwrap(), 42);
        // The same text as JavaScript is a syntax error.
        let mut rt = crate::Runtime::new(Default::default());
        assert!(matches!(rt.start(source, "agent.js"), crate::Status::Threw(_)));
        // A TypeScript syntax error comes back with its span in the .ts source.
        let mut rt = crate::Runtime::new(Default::default());
        let crate::Status::Threw(error) = rt.start("let a = 1;\nlet b: = 2;", "bad.ts") else {
            panic!()
        };
        assert!(error.message.starts_with("SyntaxError: "), "{}", error.message);
        assert_eq!(error.span, Some((18, 19)));
    }

    #[test]
    fn errors_have_positions() {
        let error = to_javascript("let a = 1;\nlet b: = 2;", false).unwrap_err();
        assert_eq!(error.line_column("let a = 1;\nlet b: = 2;").0, 2);
    }
}
