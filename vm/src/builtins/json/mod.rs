//! The JSON object (ECMA-262 sec-json-object): `JSON.parse` (with a reviver) and
//! `JSON.stringify` (replacer function or list, indentation, `toJSON`, cycle detection),
//! and the JSON.parse source text access proposal (test262 feature
//! `json-parse-with-source`): `JSON.rawJSON`, `JSON.isRawJSON`, raw JSON objects in
//! `JSON.stringify`, and the reviver's `context.source`.
//!
//! Without a reviver the parser builds values only; with one it also keeps a JSON Parse
//! Record per value (the proposal's CreateJSONParseRecord), so the fast path pays nothing
//! for source tracking.

mod parse;
mod stringify;

use super::NativeId;
use crate::object::attrs;
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};
use parse::{is_raw_json, parse, raw_json};
use stringify::stringify;

/// Nesting deeper than this is a RangeError: the walks' shared bound. It bounds all the
/// walks running at once (`Vm::json_depth`): a reviver or toJSON that starts another
/// walk at the bottom of a deep one continues its count. Counted per walk, 256 nested
/// walks of 1,000 levels each overflowed an 8 MB stack.
const MAX_DEPTH: u32 = crate::limits::MAX_WALK_DEPTH;

/// Runs `walk` one level deeper in `Vm::json_depth`; a RangeError past [`MAX_DEPTH`].
fn deeper<T>(vm: &mut Vm, walk: impl FnOnce(&mut Vm) -> JsResult<T>) -> JsResult<T> {
    if vm.json_depth >= MAX_DEPTH {
        return Err(vm.range_error("JSON nesting too deep"));
    }
    vm.json_depth += 1;
    let r = walk(vm);
    vm.json_depth -= 1;
    r
}

// The natives of this module (see `crate::native`).
crate::native::natives! {
    Json;
    JsonParse = ("parse", 2, false, parse),
    JsonStringify = ("stringify", 3, false, stringify),
    JsonRawJson = ("rawJSON", 1, false, raw_json),
    JsonIsRawJson = ("isRawJSON", 1, false, is_raw_json),
}

/// Installs JSON.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let json = vm.new_plain_object()?;
    let global = vm.realm.global;
    vm.define_value(global, "JSON", Value::object(json), attrs::HIDDEN)?;
    vm.install(json, NativeId::JsonParse)?;
    vm.install(json, NativeId::JsonStringify)?;
    vm.install(json, NativeId::JsonRawJson)?;
    vm.install(json, NativeId::JsonIsRawJson)?;
    let tag = vm.str_value("JSON")?;
    let tag_key = PropertyKey::Symbol(vm.realm.symbols.to_string_tag);
    vm.define_builtin(json, tag_key, tag, attrs::CONFIGURABLE)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::MAX_DEPTH;
    use crate::vm::{Vm, VmOptions};

    /// What `source` shows, or the error's message.
    fn show(source: &str) -> String {
        let mut vm = Vm::new(VmOptions::default());
        match vm.eval_script(source, "json.js") {
            Ok(v) => vm.display(v),
            Err(e) => e.message,
        }
    }

    #[test]
    fn text_stringify_writes_at_the_bound_parses_and_revives_back() {
        // `n` nested arrays around a number: stringify counts each array a level.
        let nest = |n: u32| {
            format!(
                "let v = 1; for (let i = 0; i < {n}; i++) v = [v];
                 const text = JSON.stringify(v);
                 let depth = 0, w = JSON.parse(text);
                 while (Array.isArray(w)) {{ w = w[0]; depth++; }}
                 let revived = 0;
                 JSON.parse(text, (k, x) => {{ revived++; return x; }});
                 [depth, w, revived].join()"
            )
        };
        assert_eq!(show(&nest(MAX_DEPTH)), format!("{MAX_DEPTH},1,{}", MAX_DEPTH + 1));
        assert_eq!(show(&nest(MAX_DEPTH + 1)), "RangeError: JSON nesting too deep");
        let text = "[".repeat(MAX_DEPTH as usize + 1) + &"]".repeat(MAX_DEPTH as usize + 1);
        assert_eq!(show(&format!("JSON.parse('{text}')")), "RangeError: JSON nesting too deep");
    }
}
