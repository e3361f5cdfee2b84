//! Test metadata: the `/*--- ... ---*/` YAML frontmatter of a test262 file.
//!
//! Only the keys a runner acts on are kept (INTERPRETING.md "Metadata"): description,
//! flags, includes, negative, features and locale. The YAML goes through `yaml-rust2`
//! (a complete YAML 1.2 reader) rather than a hand-written subset: test262 uses block
//! scalars (`|`, `>`), flow and block sequences and nested maps freely, and reading all
//! 53,575 frontmatters this way costs well under a second in release (see the report of
//! `cairn-test262 run`).

use std::fmt;

use yaml_rust2::{Yaml, YamlLoader};

/// The frontmatter of one test file.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Metadata {
    /// The `description` key (block scalars already folded by YAML rules).
    pub description: String,
    /// The `flags` key.
    pub flags: Flags,
    /// Harness files (under `harness/`) to evaluate before the test, in order.
    pub includes: Vec<String>,
    /// The expected error, for negative tests.
    pub negative: Option<Negative>,
    /// Language features the test depends on (names from test262's features.txt).
    pub features: Vec<String>,
    /// Locales the test needs (intl402).
    pub locale: Vec<String>,
}

/// The `flags` of a test (INTERPRETING.md "flags").
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Flags {
    /// Run only in strict mode.
    pub only_strict: bool,
    /// Run only in non-strict mode.
    pub no_strict: bool,
    /// Run as module code (once).
    pub module: bool,
    /// Run the source unmodified, without harness files, once, non-strict.
    pub raw: bool,
    /// Asynchronous test: completes by calling `print` (harness/doneprintHandle.js).
    pub is_async: bool,
    /// Produced by test262's generator (informational).
    pub generated: bool,
    /// Only for agents whose [[CanBlock]] is false.
    pub can_block_is_false: bool,
    /// Only for agents whose [[CanBlock]] is true.
    pub can_block_is_true: bool,
    /// The test may pass along more than one path (informational).
    pub non_deterministic: bool,
}

impl Flags {
    /// Sets the flag spelled `name` as in test262; returns false for an unknown name.
    pub fn set(&mut self, name: &str) -> bool {
        let slot = match name {
            "onlyStrict" => &mut self.only_strict,
            "noStrict" => &mut self.no_strict,
            "module" => &mut self.module,
            "raw" => &mut self.raw,
            "async" => &mut self.is_async,
            "generated" => &mut self.generated,
            "CanBlockIsFalse" => &mut self.can_block_is_false,
            "CanBlockIsTrue" => &mut self.can_block_is_true,
            "non-deterministic" => &mut self.non_deterministic,
            _ => return false,
        };
        *slot = true;
        true
    }

    /// Whether the flag spelled `name` (as in test262) is set; unknown names are unset.
    pub fn has(&self, name: &str) -> bool {
        match name {
            "onlyStrict" => self.only_strict,
            "noStrict" => self.no_strict,
            "module" => self.module,
            "raw" => self.raw,
            "async" => self.is_async,
            "generated" => self.generated,
            "CanBlockIsFalse" => self.can_block_is_false,
            "CanBlockIsTrue" => self.can_block_is_true,
            "non-deterministic" => self.non_deterministic,
            _ => false,
        }
    }
}

/// The `negative` key: the error a test expects, and when.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Negative {
    /// When the error must happen.
    pub phase: Phase,
    /// The name of the expected error constructor, e.g. `SyntaxError`.
    pub error_type: String,
}

/// The phase of a negative test (INTERPRETING.md "negative").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    /// While parsing or checking early errors.
    Parse,
    /// During module resolution (linking).
    Resolution,
    /// During evaluation.
    Runtime,
}

/// Why a frontmatter could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MetaError(pub String);

impl fmt::Display for MetaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for MetaError {}

/// Returns the YAML text between `/*---` and `---*/`, or `None` if the file has none.
pub fn frontmatter(source: &str) -> Option<&str> {
    let start = source.find("/*---")? + "/*---".len();
    let len = source[start..].find("---*/")?;
    Some(&source[start..start + len])
}

/// Reads the metadata of a whole test file (finds the frontmatter, then parses it).
pub fn parse_test_file(source: &str) -> Result<Metadata, MetaError> {
    let yaml = frontmatter(source).ok_or_else(|| MetaError("no /*--- ---*/ frontmatter".into()))?;
    parse_frontmatter(yaml)
}

/// Parses frontmatter YAML (the text between the markers) into [`Metadata`].
pub fn parse_frontmatter(yaml: &str) -> Result<Metadata, MetaError> {
    let docs =
        YamlLoader::load_from_str(yaml).map_err(|e| MetaError(format!("frontmatter YAML: {e}")))?;
    let mut meta = Metadata::default();
    let Some(doc) = docs.into_iter().next() else {
        return Ok(meta);
    };
    let hash = match doc {
        Yaml::Hash(hash) => hash,
        Yaml::Null => return Ok(meta),
        other => return Err(MetaError(format!("frontmatter is not a mapping: {other:?}"))),
    };
    for (key, value) in hash {
        let Some(key) = key.as_str() else { continue };
        match key {
            "description" => {
                meta.description = scalar(&value).unwrap_or_default().trim_end().to_owned()
            }
            "flags" => {
                for flag in string_list(&value, "flags")? {
                    if !meta.flags.set(&flag) {
                        return Err(MetaError(format!("unknown flag {flag:?}")));
                    }
                }
            }
            "includes" => meta.includes = string_list(&value, "includes")?,
            "features" => meta.features = string_list(&value, "features")?,
            "locale" => meta.locale = string_list(&value, "locale")?,
            "negative" => meta.negative = Some(negative(&value)?),
            // esid, es5id, es6id, info, author, etc.: not needed to run a test.
            _ => {}
        }
    }
    Ok(meta)
}

/// A YAML scalar as text (numbers and booleans spelled back as written).
fn scalar(value: &Yaml) -> Option<String> {
    match value {
        Yaml::String(s) | Yaml::Real(s) => Some(s.clone()),
        Yaml::Integer(i) => Some(i.to_string()),
        Yaml::Boolean(b) => Some(b.to_string()),
        Yaml::Null => Some(String::new()),
        Yaml::Array(_) | Yaml::Hash(_) | Yaml::Alias(_) | Yaml::BadValue => None,
    }
}

/// A sequence of scalars (flow `[a, b]` or block `- a`); an empty value is an empty list.
fn string_list(value: &Yaml, key: &str) -> Result<Vec<String>, MetaError> {
    match value {
        Yaml::Array(items) => items
            .iter()
            .map(|item| {
                scalar(item).ok_or_else(|| MetaError(format!("{key}: item is not a scalar")))
            })
            .collect(),
        Yaml::Null => Ok(Vec::new()),
        // A single scalar where a list is expected: test262's linter forbids it, but
        // reading it as a one-item list is the obvious meaning.
        other => scalar(other)
            .map(|s| vec![s])
            .ok_or_else(|| MetaError(format!("{key}: expected a list"))),
    }
}

/// The `negative: {phase, type}` mapping.
fn negative(value: &Yaml) -> Result<Negative, MetaError> {
    let phase = match value["phase"].as_str() {
        Some("parse") => Phase::Parse,
        Some("resolution") => Phase::Resolution,
        Some("runtime") => Phase::Runtime,
        Some(other) => return Err(MetaError(format!("negative: unknown phase {other:?}"))),
        None => return Err(MetaError("negative: missing phase".into())),
    };
    let error_type = value["type"]
        .as_str()
        .ok_or_else(|| MetaError("negative: missing type".into()))?
        .to_owned();
    Ok(Negative { phase, error_type })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flow_and_block_lists() {
        let meta = parse_frontmatter(
            "
esid: sec-x
description: Flow lists
flags: [onlyStrict, async, CanBlockIsFalse]
includes: [propertyHelper.js, compareArray.js]
features:
  - Symbol.iterator
  - class-fields-public
locale: [en, en-US, ar]
",
        )
        .unwrap();
        assert_eq!(meta.description, "Flow lists");
        assert!(meta.flags.only_strict && meta.flags.is_async && meta.flags.can_block_is_false);
        assert!(!meta.flags.no_strict && !meta.flags.module && !meta.flags.raw);
        assert_eq!(meta.includes, ["propertyHelper.js", "compareArray.js"]);
        assert_eq!(meta.features, ["Symbol.iterator", "class-fields-public"]);
        assert_eq!(meta.locale, ["en", "en-US", "ar"]);
        assert_eq!(meta.negative, None);
    }

    #[test]
    fn every_flag_is_known() {
        let meta = parse_frontmatter(
            "flags: [onlyStrict, noStrict, module, raw, async, generated, CanBlockIsFalse, CanBlockIsTrue, non-deterministic]",
        )
        .unwrap();
        let f = meta.flags;
        assert!(f.only_strict && f.no_strict && f.module && f.raw && f.is_async);
        assert!(f.generated && f.can_block_is_false && f.can_block_is_true && f.non_deterministic);
        assert!(parse_frontmatter("flags: [strictOnly]").is_err());
    }

    #[test]
    fn negative_phases() {
        let meta =
            parse_frontmatter("negative:\n  phase: parse\n  type: SyntaxError\nflags: [module]\n")
                .unwrap();
        assert_eq!(
            meta.negative,
            Some(Negative { phase: Phase::Parse, error_type: "SyntaxError".into() })
        );
        assert!(meta.flags.module);
        let meta =
            parse_frontmatter("negative:\n    phase: resolution\n    type: ReferenceError\n")
                .unwrap();
        assert_eq!(meta.negative.map(|n| n.phase), Some(Phase::Resolution));
        let meta = parse_frontmatter("negative: {phase: runtime, type: Test262Error}").unwrap();
        assert_eq!(
            meta.negative.map(|n| (n.phase, n.error_type)),
            Some((Phase::Runtime, "Test262Error".into()))
        );
        assert!(parse_frontmatter("negative:\n  phase: never\n  type: SyntaxError\n").is_err());
        assert!(parse_frontmatter("negative:\n  type: SyntaxError\n").is_err());
    }

    #[test]
    fn block_scalars_in_description_and_info() {
        let meta = parse_frontmatter(
            "
description: |
    First line: with a colon
    second line
info: >
    Folded text with [brackets] and - dashes
    flags: [raw] is not a key here
flags: [noStrict]
",
        )
        .unwrap();
        assert_eq!(meta.description, "First line: with a colon\nsecond line");
        // Only the real `flags` key counts, not the text inside the folded `info`.
        assert!(meta.flags.no_strict && !meta.flags.raw);

        let meta = parse_frontmatter("description: >\n  folded\n  into one line\n").unwrap();
        assert_eq!(meta.description, "folded into one line");
    }

    #[test]
    fn frontmatter_is_found_in_a_file() {
        let file = "// Copyright\n/*---\ndescription: x\nflags: [raw]\n---*/\n'use strict'\n";
        assert_eq!(frontmatter(file), Some("\ndescription: x\nflags: [raw]\n"));
        let meta = parse_test_file(file).unwrap();
        assert!(meta.flags.raw);
        assert!(parse_test_file("var x = 1;").is_err());
        assert!(parse_test_file("/*--- description: unterminated").is_err());
    }

    #[test]
    fn scalars_that_yaml_would_type_stay_text() {
        let meta = parse_frontmatter("features: [2015, true]\nlocale: []\nincludes:\n").unwrap();
        assert_eq!(meta.features, ["2015", "true"]);
        assert!(meta.locale.is_empty() && meta.includes.is_empty());
    }
}
