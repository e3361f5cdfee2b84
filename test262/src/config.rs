//! The committed runner configuration (`test262/config.txt`): deferred tests.
//!
//! DESIGN.md: a feature may be deferred only by listing it here with a reason, so that
//! every report shows it. Deferred scenarios are not run; they are counted as
//! `deferred` in every total, never dropped.
//!
//! Format: one rule per line, `KIND NAME REASON...` (KIND: `feature`, `path`, `flag`,
//! `include`: a harness file the test includes); `#` starts a comment line; a line
//! `[parse]`, `[run]` or `[all]` starts a section whose rules apply to that mode only
//! (rules before any section apply to all modes).
//!
//! ```text
//! [run]
//! feature  Temporal         not started; lands after Intl
//! path     test/intl402/    no ECMA-402 yet
//! flag     CanBlockIsFalse  the main agent can block
//! include  atomicsHelper.js $262.agent is not implemented
//! ```

use crate::meta::Metadata;

/// What a deferral rule matches.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleKind {
    /// Tests listing this name in `features`.
    Feature,
    /// Tests whose path starts with this prefix (`test/...`).
    Path,
    /// Tests with this flag (spelled as in test262).
    Flag,
    /// Tests that include this harness file (`includes`): a host capability the
    /// harness file needs, such as `$262.agent` for atomicsHelper.js.
    Include,
}

/// One deferral: what it matches and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deferral {
    /// Feature, path prefix or flag.
    pub kind: RuleKind,
    /// The feature name, path prefix or flag name.
    pub name: String,
    /// Why it is deferred (shown in reports).
    pub reason: String,
}

impl Deferral {
    /// A short label for reports and result messages: `feature Temporal`.
    pub fn label(&self) -> String {
        let kind = match self.kind {
            RuleKind::Feature => "feature",
            RuleKind::Path => "path",
            RuleKind::Flag => "flag",
            RuleKind::Include => "include",
        };
        format!("{kind} {}", self.name)
    }
}

/// The deferrals in force for one mode.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Config {
    /// Rules, in file order.
    pub deferrals: Vec<Deferral>,
}

impl Config {
    /// Parses the configuration text, keeping the rules that apply to `mode`.
    pub fn parse(text: &str, mode: &str) -> Result<Config, String> {
        let mut deferrals = Vec::new();
        let mut applies = true;
        for (index, raw) in text.lines().enumerate() {
            let line = raw.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if let Some(section) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
                applies = section == "all" || section == mode;
                continue;
            }
            let (kind, rest) = split_word(line);
            let kind = match kind {
                "feature" => RuleKind::Feature,
                "path" => RuleKind::Path,
                "flag" => RuleKind::Flag,
                "include" => RuleKind::Include,
                other => return Err(format!("config line {}: unknown rule {other:?}", index + 1)),
            };
            let (name, reason) = split_word(rest);
            if name.is_empty() || reason.is_empty() {
                return Err(format!(
                    "config line {}: expected KIND NAME REASON in `{line}`",
                    index + 1
                ));
            }
            let (name, reason) = (name.to_owned(), reason.to_owned());
            if applies {
                deferrals.push(Deferral { kind, name, reason });
            }
        }
        Ok(Config { deferrals })
    }

    /// The first rule that defers a test, if any.
    pub fn deferral_for(&self, path: &str, meta: &Metadata) -> Option<&Deferral> {
        self.deferrals.iter().find(|d| match d.kind {
            RuleKind::Feature => meta.features.contains(&d.name),
            RuleKind::Path => path.starts_with(&d.name),
            RuleKind::Flag => meta.flags.has(&d.name),
            RuleKind::Include => meta.includes.contains(&d.name),
        })
    }
}

/// The first whitespace-separated word of `s`, and the trimmed rest.
fn split_word(s: &str) -> (&str, &str) {
    let s = s.trim_start();
    match s.find(char::is_whitespace) {
        Some(i) => (&s[..i], s[i..].trim()),
        None => (s, ""),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::meta::parse_frontmatter;

    const TEXT: &str = "
# comment
feature  Temporal   big API, later
[run]
path     test/intl402/   no ECMA-402 yet
[parse]
flag     CanBlockIsTrue  irrelevant to parsing
";

    #[test]
    fn sections_select_rules_by_mode() {
        let parse = Config::parse(TEXT, "parse").unwrap();
        let labels: Vec<String> = parse.deferrals.iter().map(Deferral::label).collect();
        assert_eq!(labels, ["feature Temporal", "flag CanBlockIsTrue"]);
        assert_eq!(parse.deferrals[0].reason, "big API, later");
        let run = Config::parse(TEXT, "run").unwrap();
        let labels: Vec<String> = run.deferrals.iter().map(Deferral::label).collect();
        assert_eq!(labels, ["feature Temporal", "path test/intl402/"]);
    }

    #[test]
    fn rules_match_features_paths_and_flags() {
        let run = Config::parse(TEXT, "run").unwrap();
        let temporal = parse_frontmatter("features: [BigInt, Temporal]").unwrap();
        let plain = parse_frontmatter("features: [BigInt]").unwrap();
        assert_eq!(
            run.deferral_for("test/built-ins/x.js", &temporal).map(|d| d.name.as_str()),
            Some("Temporal")
        );
        assert_eq!(run.deferral_for("test/built-ins/x.js", &plain), None);
        assert!(run.deferral_for("test/intl402/x.js", &plain).is_some());
        let parse = Config::parse(TEXT, "parse").unwrap();
        let blocking = parse_frontmatter("flags: [CanBlockIsTrue]").unwrap();
        assert!(parse.deferral_for("test/x.js", &blocking).is_some());
        let agents = Config::parse("include atomicsHelper.js no agents\n", "run").unwrap();
        let helper = parse_frontmatter("includes: [atomicsHelper.js]").unwrap();
        assert_eq!(agents.deferrals[0].label(), "include atomicsHelper.js");
        assert!(agents.deferral_for("test/x.js", &helper).is_some());
        assert!(agents.deferral_for("test/x.js", &plain).is_none());
    }

    #[test]
    fn a_rule_without_reason_is_rejected() {
        assert!(Config::parse("feature Temporal\n", "parse").is_err());
        assert!(Config::parse("defer Temporal why\n", "parse").is_err());
    }
}
