//! Scenarios: the runs one test file asks for (INTERPRETING.md "Strict Mode", "Modules",
//! `raw`), each prepared with its source text and resolved harness files.

use std::collections::HashMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use crate::meta::{Metadata, Negative};

/// The directive prepended for the strict scenario. INTERPRETING.md: `"use strict";`
/// followed by a newline, before any other modification; it shifts line numbers by one.
pub const USE_STRICT_PREFIX: &str = "\"use strict\";\n";

/// Which of the (at most two) runs of a test file this is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ScenarioKind {
    /// Script goal, non-strict (also `raw` tests, unmodified).
    Sloppy,
    /// Script goal with `"use strict";\n` prepended.
    Strict,
    /// Module goal (always strict).
    Module,
}

impl ScenarioKind {
    /// Every kind, in the order results list them.
    pub const ALL: [ScenarioKind; 3] =
        [ScenarioKind::Sloppy, ScenarioKind::Strict, ScenarioKind::Module];

    /// The suffix of a scenario id: `sloppy`, `strict` or `module`.
    pub fn name(self) -> &'static str {
        match self {
            ScenarioKind::Sloppy => "sloppy",
            ScenarioKind::Strict => "strict",
            ScenarioKind::Module => "module",
        }
    }

    /// Parses a scenario id suffix.
    pub fn from_name(name: &str) -> Option<ScenarioKind> {
        ScenarioKind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// The one-letter code used in baseline files: `s`, `S`, `m`.
    pub fn letter(self) -> char {
        match self {
            ScenarioKind::Sloppy => 's',
            ScenarioKind::Strict => 'S',
            ScenarioKind::Module => 'm',
        }
    }

    /// Parses a baseline letter.
    pub fn from_letter(letter: char) -> Option<ScenarioKind> {
        ScenarioKind::ALL.into_iter().find(|k| k.letter() == letter)
    }

    /// A bit for sets of kinds (`u8` masks in baselines).
    pub fn bit(self) -> u8 {
        match self {
            ScenarioKind::Sloppy => 1,
            ScenarioKind::Strict => 2,
            ScenarioKind::Module => 4,
        }
    }

    /// The goal symbol the source is parsed with.
    pub fn goal(self) -> Goal {
        match self {
            ScenarioKind::Sloppy | ScenarioKind::Strict => Goal::Script,
            ScenarioKind::Module => Goal::Module,
        }
    }

    /// Whether the code runs as strict mode code (module code always is).
    pub fn is_strict(self) -> bool {
        match self {
            ScenarioKind::Sloppy => false,
            ScenarioKind::Strict | ScenarioKind::Module => true,
        }
    }
}

impl fmt::Display for ScenarioKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// ECMA-262 sec-types-of-source-code: the goal symbol a source is parsed with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Goal {
    /// The Script goal (global code).
    Script,
    /// The Module goal.
    Module,
}

/// The kinds of run a file's flags ask for (INTERPRETING.md "Strict Mode", "flags").
pub fn kinds_for(meta: &Metadata) -> &'static [ScenarioKind] {
    let flags = &meta.flags;
    if flags.module {
        &[ScenarioKind::Module]
    } else if flags.raw || flags.no_strict {
        &[ScenarioKind::Sloppy]
    } else if flags.only_strict {
        &[ScenarioKind::Strict]
    } else {
        &[ScenarioKind::Sloppy, ScenarioKind::Strict]
    }
}

/// The id of a scenario: the test path, a colon, and the kind (`test/a/b.js:strict`).
pub fn scenario_id(path: &str, kind: ScenarioKind) -> String {
    format!("{path}:{}", kind.name())
}

/// Splits a scenario id back into its path and kind.
pub fn split_id(id: &str) -> Option<(&str, ScenarioKind)> {
    let (path, kind) = id.rsplit_once(':')?;
    Some((path, ScenarioKind::from_name(kind)?))
}

/// One harness file, read once per run and shared by every scenario that includes it.
#[derive(Debug)]
pub struct HarnessFile {
    /// The name under `harness/`, e.g. `assert.js`.
    pub name: String,
    /// Its source text.
    pub source: Arc<str>,
}

/// The harness directory of a test262 checkout, read into memory (about 100 small files).
#[derive(Debug, Default)]
pub struct Harness {
    files: HashMap<String, Arc<HarnessFile>>,
}

impl Harness {
    /// Reads every file under `dir` (test262's `harness/`, which has subfolders such as
    /// `sm/`), named by their `/`-separated path relative to `dir`.
    pub fn load(dir: &Path) -> std::io::Result<Harness> {
        let mut files = HashMap::new();
        let mut stack = vec![(dir.to_path_buf(), String::new())];
        while let Some((dir, prefix)) = stack.pop() {
            for entry in std::fs::read_dir(&dir)? {
                let entry = entry?;
                let name = format!("{prefix}{}", entry.file_name().to_string_lossy());
                if entry.file_type()?.is_dir() {
                    stack.push((entry.path(), format!("{name}/")));
                    continue;
                }
                let Ok(source) = std::fs::read_to_string(entry.path()) else {
                    // Not text (no harness file is): never included by a test, skip it.
                    continue;
                };
                files.insert(name.clone(), Arc::new(HarnessFile { name, source: source.into() }));
            }
        }
        Ok(Harness { files })
    }

    /// A harness built from in-memory files (for tests).
    pub fn from_files<'a>(files: impl IntoIterator<Item = (&'a str, &'a str)>) -> Harness {
        let files = files
            .into_iter()
            .map(|(name, source)| {
                let file = HarnessFile { name: name.to_owned(), source: source.into() };
                (name.to_owned(), Arc::new(file))
            })
            .collect();
        Harness { files }
    }

    /// The named harness file, if present.
    pub fn get(&self, name: &str) -> Option<&Arc<HarnessFile>> {
        self.files.get(name)
    }

    /// The harness files a scenario evaluates before the test, in order
    /// (INTERPRETING.md: assert.js, sta.js, doneprintHandle.js for `async`, then
    /// `includes`; none for `raw`).
    pub fn prelude_for(&self, meta: &Metadata) -> Result<Vec<Arc<HarnessFile>>, String> {
        if meta.flags.raw {
            return Ok(Vec::new());
        }
        let mut names: Vec<&str> = vec!["assert.js", "sta.js"];
        if meta.flags.is_async {
            names.push("doneprintHandle.js");
        }
        names.extend(meta.includes.iter().map(String::as_str));
        names
            .into_iter()
            .map(|name| {
                self.get(name).cloned().ok_or_else(|| format!("missing harness file {name}"))
            })
            .collect()
    }
}

/// One prepared run of a test file: everything an [`crate::engine::Engine`] needs.
#[derive(Debug, Clone)]
pub struct Scenario {
    /// The test path relative to the test262 root, with `/` separators (`test/...`).
    pub path: String,
    /// The test file on disk (module fixtures such as `./x_FIXTURE.js` resolve beside it).
    pub file: PathBuf,
    /// Which run this is; gives the goal and strictness.
    pub kind: ScenarioKind,
    /// The source text exactly as the engine must see it (directive already prepended
    /// for [`ScenarioKind::Strict`]; `raw` files untouched).
    pub source: Arc<str>,
    /// Harness files to evaluate first, in order (empty for `raw`). An engine that only
    /// parses ignores them.
    pub prelude: Vec<Arc<HarnessFile>>,
    /// The expected error, for negative tests.
    pub negative: Option<Negative>,
    /// The whole frontmatter (features, locale, `async` and `CanBlock` flags...).
    pub meta: Arc<Metadata>,
    /// Wall-clock cap for executing engines; see [`crate::engine`] for how it is enforced.
    pub time_limit: Duration,
}

impl Scenario {
    /// The scenario id (`test/a/b.js:strict`).
    pub fn id(&self) -> String {
        scenario_id(&self.path, self.kind)
    }

    /// The goal symbol to parse the source with.
    pub fn goal(&self) -> Goal {
        self.kind.goal()
    }

    /// Whether the source is strict mode code.
    pub fn is_strict(&self) -> bool {
        self.kind.is_strict()
    }
}

/// Expands one test file into its scenarios (one or two).
pub fn expand(
    path: &str,
    file: &Path,
    source: &str,
    meta: Arc<Metadata>,
    harness: &Harness,
    time_limit: Duration,
) -> Result<Vec<Scenario>, String> {
    let prelude = harness.prelude_for(&meta)?;
    let plain: Arc<str> = source.into();
    let scenarios = kinds_for(&meta)
        .iter()
        .map(|&kind| {
            let source = match kind {
                ScenarioKind::Strict => format!("{USE_STRICT_PREFIX}{source}").into(),
                ScenarioKind::Sloppy | ScenarioKind::Module => Arc::clone(&plain),
            };
            Scenario {
                path: path.to_owned(),
                file: file.to_owned(),
                kind,
                source,
                prelude: prelude.clone(),
                negative: meta.negative.clone(),
                meta: Arc::clone(&meta),
                time_limit,
            }
        })
        .collect();
    Ok(scenarios)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::meta::parse_test_file;

    /// The test262 checkout beside the repository, or `None` (with a note) when absent.
    fn test262_root() -> Option<PathBuf> {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/test262");
        if root.join("test").is_dir() {
            Some(root)
        } else {
            println!("note: {} is absent; scenario tests on real files skipped", root.display());
            None
        }
    }

    fn expand_real(root: &Path, harness: &Harness, path: &str) -> Vec<Scenario> {
        let file = root.join(path);
        let source = std::fs::read_to_string(&file).unwrap();
        let meta = Arc::new(parse_test_file(&source).unwrap());
        expand(path, &file, &source, meta, harness, Duration::from_secs(10)).unwrap()
    }

    #[test]
    fn real_files_expand_per_their_flags() {
        let Some(root) = test262_root() else { return };
        let harness = Harness::load(&root.join("harness")).unwrap();
        // (file, expected kinds, expected prelude length)
        let cases: &[(&str, &[ScenarioKind], usize)] = &[
            // No flags: twice; harness assert.js + sta.js.
            (
                "test/language/literals/numeric/binary.js",
                &[ScenarioKind::Sloppy, ScenarioKind::Strict],
                2,
            ),
            // flags: [onlyStrict]
            ("test/language/statements/with/12.10.1-10-s.js", &[ScenarioKind::Strict], 2),
            // flags: [noStrict]
            (
                "test/language/statements/with/binding-blocked-by-unscopables.js",
                &[ScenarioKind::Sloppy],
                2,
            ),
            // flags: [raw]: once, untouched, no harness.
            (
                "test/annexB/language/comments/single-line-html-close-first-line-1.js",
                &[ScenarioKind::Sloppy],
                0,
            ),
            // flags: [module]
            ("test/language/module-code/instn-once.js", &[ScenarioKind::Module], 2),
        ];
        for &(path, kinds, prelude_len) in cases {
            if !root.join(path).is_file() {
                println!("note: {path} absent from this test262 checkout; skipped");
                continue;
            }
            let scenarios = expand_real(&root, &harness, path);
            let got: Vec<ScenarioKind> = scenarios.iter().map(|s| s.kind).collect();
            assert_eq!(got, kinds, "{path}");
            let original = std::fs::read_to_string(root.join(path)).unwrap();
            for s in &scenarios {
                assert_eq!(s.prelude.len(), prelude_len, "{path}");
                match s.kind {
                    ScenarioKind::Strict => {
                        assert_eq!(
                            s.source.strip_prefix(USE_STRICT_PREFIX),
                            Some(original.as_str())
                        )
                    }
                    ScenarioKind::Sloppy | ScenarioKind::Module => assert_eq!(&*s.source, original),
                }
            }
        }
    }

    #[test]
    fn real_negative_and_includes_resolve() {
        let Some(root) = test262_root() else { return };
        let harness = Harness::load(&root.join("harness")).unwrap();
        let path = "test/language/literals/regexp/early-err-bad-flag.js";
        if root.join(path).is_file() {
            let s = expand_real(&root, &harness, path);
            assert_eq!(s.len(), 2);
            assert_eq!(s[0].negative.as_ref().map(|n| n.phase), Some(crate::meta::Phase::Parse));
            assert_eq!(s[1].id(), format!("{path}:strict"));
        }
        let path = "test/built-ins/Array/prototype/map/length.js";
        if root.join(path).is_file() {
            let s = expand_real(&root, &harness, path);
            let names: Vec<&str> = s[0].prelude.iter().map(|h| h.name.as_str()).collect();
            assert_eq!(names, ["assert.js", "sta.js", "propertyHelper.js"]);
        }
        // Includes from harness subfolders resolve too.
        assert!(harness.get("sm/non262-strict-shell.js").is_some());
    }

    #[test]
    fn async_adds_doneprint_and_missing_include_is_an_error() {
        let harness =
            Harness::from_files([("assert.js", ""), ("sta.js", ""), ("doneprintHandle.js", "")]);
        let meta = parse_test_file("/*---\nflags: [async]\n---*/").unwrap();
        let names: Vec<String> =
            harness.prelude_for(&meta).unwrap().iter().map(|h| h.name.clone()).collect();
        assert_eq!(names, ["assert.js", "sta.js", "doneprintHandle.js"]);
        let meta = parse_test_file("/*---\nincludes: [nope.js]\n---*/").unwrap();
        assert_eq!(harness.prelude_for(&meta).unwrap_err(), "missing harness file nope.js");
    }

    #[test]
    fn ids_round_trip() {
        for kind in ScenarioKind::ALL {
            let id = scenario_id("test/a:b/c.js", kind);
            assert_eq!(split_id(&id), Some(("test/a:b/c.js", kind)));
            assert_eq!(ScenarioKind::from_letter(kind.letter()), Some(kind));
        }
        assert_eq!(split_id("test/x.js:loose"), None);
    }
}
