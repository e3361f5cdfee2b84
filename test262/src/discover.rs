//! Finding test files under `test262/test` and selecting which to run.

use std::io;
use std::path::{Path, PathBuf};

use crate::meta::Metadata;

/// One test file found on disk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TestFile {
    /// Path relative to the test262 root, `/`-separated (`test/language/x.js`).
    pub path: String,
    /// The file on disk.
    pub file: PathBuf,
}

/// Whether a file name is a test: a `.js` file that is not a module fixture
/// (INTERPRETING.md: `_FIXTURE` files must not be run as tests).
pub fn is_test_name(name: &str) -> bool {
    name.ends_with(".js") && !name.contains("_FIXTURE")
}

/// Every test file under `root/test` whose path matches `selection`'s prefixes, sorted.
pub fn discover(root: &Path, selection: &Selection) -> io::Result<Vec<TestFile>> {
    let mut files = Vec::new();
    let mut stack = vec![(root.join("test"), String::from("test"))];
    while let Some((dir, rel)) = stack.pop() {
        // A directory outside every prefix (and not on the way to one) is not walked.
        if !selection.may_contain(&rel) {
            continue;
        }
        for entry in std::fs::read_dir(&dir)? {
            let entry = entry?;
            let name = entry.file_name().to_string_lossy().into_owned();
            let path = format!("{rel}/{name}");
            let kind = entry.file_type()?;
            if kind.is_dir() {
                stack.push((entry.path(), path));
            } else if is_test_name(&name) && selection.matches_path(&path) {
                files.push(TestFile { path, file: entry.path() });
            }
        }
    }
    files.sort_unstable_by(|a, b| a.path.cmp(&b.path));
    Ok(files)
}

/// Which tests a run covers: path prefixes, features and flags. Empty means all.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Selection {
    /// Path prefixes, normalised to start with `test/`; a test matches if any matches.
    pub prefixes: Vec<String>,
    /// A test must use at least one of these features (if any are given).
    pub features: Vec<String>,
    /// A test must use none of these features.
    pub without_features: Vec<String>,
    /// A test must have every one of these flags.
    pub flags: Vec<String>,
    /// A test must have none of these flags.
    pub without_flags: Vec<String>,
}

impl Selection {
    /// Adds a path prefix, accepting `language/x`, `test/language/x` or `./test/...`.
    pub fn add_prefix(&mut self, prefix: &str) {
        let p = prefix.trim_start_matches("./").trim_start_matches('/');
        let p =
            if p == "test" || p.starts_with("test/") { p.to_owned() } else { format!("test/{p}") };
        self.prefixes.push(p);
    }

    /// Adds `a,b,-c` style items: plain names are required, `-name` excluded.
    pub fn add_list(include: &mut Vec<String>, exclude: &mut Vec<String>, list: &str) {
        for item in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            match item.strip_prefix('-') {
                Some(name) => exclude.push(name.to_owned()),
                None => include.push(item.to_owned()),
            }
        }
    }

    /// Whether the selection is everything (no filter at all).
    pub fn is_all(&self) -> bool {
        self.prefixes.is_empty()
            && self.features.is_empty()
            && self.without_features.is_empty()
            && self.flags.is_empty()
            && self.without_flags.is_empty()
    }

    /// Whether a test path is inside the selected prefixes.
    pub fn matches_path(&self, path: &str) -> bool {
        self.prefixes.is_empty() || self.prefixes.iter().any(|p| path.starts_with(p.as_str()))
    }

    /// Whether a directory may hold selected tests (it is inside a prefix, or a prefix is
    /// inside it).
    fn may_contain(&self, dir: &str) -> bool {
        self.prefixes.is_empty()
            || self.prefixes.iter().any(|p| {
                dir.starts_with(p.as_str())
                    || p.strip_prefix(dir).is_some_and(|rest| rest.starts_with('/'))
            })
    }

    /// Whether a test's metadata passes the feature and flag filters.
    pub fn matches_meta(&self, meta: &Metadata) -> bool {
        let uses = |f: &String| meta.features.contains(f);
        (self.features.is_empty() || self.features.iter().any(uses))
            && !self.without_features.iter().any(uses)
            && self.flags.iter().all(|f| meta.flags.has(f))
            && !self.without_flags.iter().any(|f| meta.flags.has(f))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::meta::parse_frontmatter;

    #[test]
    fn fixtures_and_non_js_files_are_not_tests() {
        assert!(is_test_name("foo.js"));
        assert!(!is_test_name("instn-iee-err-circular_FIXTURE.js"));
        assert!(!is_test_name("json-value-array_FIXTURE.json"));
        // A real test262 file that lacks the dot before "js": not a test.
        assert!(!is_test_name("initializer-disposed-at-end-of-each-iteration-of-forofstatementjs"));
    }

    #[test]
    fn prefixes_normalise_and_prune_directories() {
        let mut s = Selection::default();
        s.add_prefix("language/literals");
        s.add_prefix("./test/built-ins/Array/");
        assert_eq!(s.prefixes, ["test/language/literals", "test/built-ins/Array/"]);
        assert!(s.matches_path("test/language/literals/numeric/x.js"));
        assert!(!s.matches_path("test/language/expressions/x.js"));
        assert!(s.may_contain("test"));
        assert!(s.may_contain("test/language"));
        assert!(s.may_contain("test/language/literals/regexp"));
        assert!(!s.may_contain("test/language/expressions"));
        assert!(!s.may_contain("test/lang"));
        assert!(s.may_contain("test/built-ins"));
        assert!(!s.is_all());
    }

    #[test]
    fn features_and_flags_filter_on_metadata() {
        let mut s = Selection::default();
        Selection::add_list(
            &mut s.features,
            &mut s.without_features,
            "BigInt, class-fields-public,-Temporal",
        );
        Selection::add_list(&mut s.flags, &mut s.without_flags, "-module");
        let meta = |y: &str| parse_frontmatter(y).unwrap();
        assert!(s.matches_meta(&meta("features: [BigInt]")));
        assert!(!s.matches_meta(&meta("features: [Symbol]")));
        assert!(!s.matches_meta(&meta("features: [BigInt, Temporal]")));
        assert!(!s.matches_meta(&meta("features: [BigInt]\nflags: [module]")));
        assert!(Selection::default().matches_meta(&meta("flags: [module]")));
    }

    #[test]
    fn discovers_the_real_suite_sorted() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/test262");
        if !root.join("test").is_dir() {
            println!("note: {} is absent; discovery test skipped", root.display());
            return;
        }
        let mut s = Selection::default();
        s.add_prefix("language/module-code");
        let files = discover(&root, &s).unwrap();
        assert!(files.len() > 100, "found {}", files.len());
        assert!(files.windows(2).all(|w| w[0].path < w[1].path));
        assert!(files.iter().all(|f| f.path.starts_with("test/language/module-code/")));
        assert!(files.iter().all(|f| !f.path.contains("_FIXTURE")));
    }
}
