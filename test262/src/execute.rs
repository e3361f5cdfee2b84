//! The engine for mode `run`: every scenario executed in a fresh VM.
//!
//! For each scenario ([`Execute::run`]):
//!
//! 1. a fresh [`Vm`] (INTERPRETING.md "Realm Isolation") with the limits of
//!    [`ExecLimits`]: fuel, heap bytes, call depth, and the wall-clock cap of
//!    [`crate::watchdog`], which sets the VM's interrupt flag; any of them ends the run as
//!    [`Outcome::Timeout`] naming the limit;
//! 2. `print` captured by the VM's print hook ([`PrintLog`]), for the `async` protocol;
//! 3. the scripts of [`scripts`], each evaluated as its own Script in the same realm: the
//!    host prelude [`HOST_PRELUDE`] (defines `$262`), the harness files (none for `raw`
//!    tests), then the test source itself (already prefixed with `"use strict";\n` in
//!    the strict scenario, so the harness stays non-strict, as in test262's own runner);
//! 4. [`classify`] turns where and how the run ended ([`Evaluation`]) into the outcome.
//!
//! Harness files as separate scripts rather than concatenated before the test: the cost
//! is the same (each file is compiled once per scenario either way), line numbers of the
//! test stay its own, and a parse error is attributed to the file that has it, which is
//! how a parse-phase negative test is told apart from a broken harness.
//!
//! `$262` (see [`HOST_PRELUDE`]): `global`; `evalScript` and `gc`, host functions of
//! the VM (`Vm::define_host_function`): real ScriptEvaluation in the same realm and a
//! real collection; `createRealm` (a new realm in the same VM with its own `$262`,
//! `Vm::create_realm`) and `IsHTMLDDA` (`Vm::create_is_html_dda`). The functions of
//! `agent` are those of [`crate::agent`]: other agents are VMs on threads of their own
//! that share SharedArrayBuffers with this one (the main agent's `receiveBroadcast`,
//! `report` and `leaving` throw a TypeError: they are the other agents');
//! `AbstractModuleSource` is the intrinsic (no module here has a module source, so
//! the tests that import `<module source>` are deferred in config.txt). A promise rejected
//! without a handler does not fail a test (the VM's check is turned off), and the
//! constructor name of a thrown value comes from the VM (`Vm::constructor_name`).
//!
//! Modules: a `module` test runs through `Vm::eval_module` under its file path, with a
//! loader ([`load_fixture`]) that resolves `./x_FIXTURE.js` specifiers beside the
//! importing file; `import()` in scripts uses the same loader (the test script is
//! named by its file path for that). A negative `phase: resolution` test must fail to
//! load or link (`JsError::phase`), not throw while running.

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

use cairn::vm::{ErrorPhase, JsError, Termination, Vm, VmOptions};

use crate::agent;
use crate::engine::{Engine, Outcome};
use crate::meta::Phase;
use crate::scenario::{Goal, Scenario};
use crate::watchdog;

/// Defines `$262` as a writable, configurable, non-enumerable global (INTERPRETING.md
/// "Host-Defined Functions"). Evaluated non-strict before the harness, in every scenario
/// (raw ones too: `$262` is the host's, not the harness's). `print` is the VM's own.
pub const HOST_PRELUDE: &str = r#"(function (global) {
  var hostEvalScript = global.__cairn262_evalScript, hostGc = global.__cairn262_gc;
  var hostCreateRealm = global.__cairn262_createRealm;
  var isHTMLDDA = global.__cairn262_makeIsHTMLDDA();
  var abstractModuleSource = global.__cairn262_abstractModuleSource();
  delete global.__cairn262_abstractModuleSource;
  delete global.__cairn262_evalScript;
  delete global.__cairn262_gc;
  delete global.__cairn262_createRealm;
  delete global.__cairn262_makeIsHTMLDDA;
  function unsupported(name) {
    return function () {
      throw new TypeError(name + " is not supported yet (cairn-test262)");
    };
  }
  // $262.agent of the main agent (see src/agent.rs); receiveBroadcast, report and
  // leaving belong to the other agents.
  var agentStart = global.__cairn262_agentStart;
  var agentBroadcast = global.__cairn262_agentBroadcast;
  var agentGetReport = global.__cairn262_agentGetReport;
  var agentSleep = global.__cairn262_agentSleep;
  var agentNow = global.__cairn262_agentMonotonicNow;
  delete global.__cairn262_agentStart;
  delete global.__cairn262_agentBroadcast;
  delete global.__cairn262_agentGetReport;
  delete global.__cairn262_agentSleep;
  delete global.__cairn262_agentMonotonicNow;
  var agent = {};
  var agentFunctions = ["start", "broadcast", "getReport", "sleep", "monotonicNow",
    "receiveBroadcast", "report", "leaving"];
  for (var i = 0; i < agentFunctions.length; i++) {
    agent[agentFunctions[i]] = unsupported("$262.agent." + agentFunctions[i]);
  }
  if (typeof agentStart === "function") {
    agent.start = function (source) { agentStart(String(source)); };
    agent.broadcast = function (sab, id) { agentBroadcast(sab, id === undefined ? 0 : Number(id)); };
    agent.getReport = function () { return agentGetReport(); };
    agent.sleep = function (ms) { agentSleep(Number(ms)); };
    agent.monotonicNow = function () { return agentNow(); };
  }
  var host = {
    global: global,
    // Host functions (see `install_host_functions`): ScriptEvaluation in this realm,
    // a full collection, a new realm (its own `$262`), an [[IsHTMLDDA]] object.
    evalScript: hostEvalScript,
    gc: hostGc,
    createRealm: hostCreateRealm,
    IsHTMLDDA: isHTMLDDA,
    // %AbstractModuleSource% (not a global; `Vm::abstract_module_source`).
    AbstractModuleSource: abstractModuleSource,
    // Detaches through ArrayBuffer.prototype.transfer (captured now, so tests that
    // replace it still detach); detaching twice is allowed; a TypeError for anything
    // but an ArrayBuffer (the `detached` getter's receiver check).
    detachArrayBuffer: (function (AB) {
      var call = Function.prototype.call;
      var desc = AB && Object.getOwnPropertyDescriptor(AB.prototype, "detached");
      var isDetached = desc && call.bind(desc.get);
      var transfer = AB && call.bind(AB.prototype.transfer);
      return function detachArrayBuffer(buffer) {
        if (!transfer || !isDetached) {
          throw new TypeError("$262.detachArrayBuffer needs ArrayBuffer.prototype.transfer");
        }
        if (!isDetached(buffer)) {
          transfer(buffer);
        }
        return null;
      };
    })(typeof ArrayBuffer === "function" ? ArrayBuffer : undefined),
    agent: agent
  };
  Object.defineProperty(global, "$262", {
    value: host, writable: true, enumerable: false, configurable: true
  });
})(this);
"#;

/// Defines the host functions the prelude moves into `$262` (as globals it deletes):
/// `evalScript(source)` runs `source` as a Script in the same realm (ECMA-262
/// sec-scriptevaluation; a syntax error is thrown as a SyntaxError) and `gc()` runs a
/// full collection of the VM's heap; the `$262.agent` functions of `agents` (every realm
/// of the scenario shares its agents).
fn install_host_functions(
    vm: &mut Vm,
    agents: &Arc<agent::Hub>,
) -> Result<(), cairn::vm::BoundaryError> {
    agent::install_main(vm, agents)?;
    vm.define_host_function("__cairn262_evalScript", |vm, args| {
        let source = args.first().and_then(|&v| vm.string_text(v));
        match source {
            Some(source) => vm.eval_script_nested(&source, "evalScript"),
            None => Err(vm.new_error_throw("TypeError", "$262.evalScript takes a string")),
        }
    })?;
    vm.define_host_function("__cairn262_gc", |vm, _| {
        vm.collect_if_safe();
        Ok(cairn::vm::Value::UNDEFINED)
    })?;
    let hub = Arc::clone(agents);
    vm.define_host_function("__cairn262_createRealm", move |vm, _| create_realm(vm, &hub))?;
    vm.define_host_function("__cairn262_makeIsHTMLDDA", |vm, _| vm.create_is_html_dda())?;
    vm.define_host_function("__cairn262_abstractModuleSource", |vm, _| {
        Ok(vm.abstract_module_source())
    })?;
    Ok(())
}

/// `$262.createRealm()`: a new realm in the same VM (INTERPRETING.md: "creates a new
/// ECMAScript Realm, defines this API on the new realm's global object, and returns
/// the `$262` property of the new realm's global object"). The host functions are
/// defined and the prelude evaluated while the new realm is current, so that its
/// `evalScript` runs there.
fn create_realm(vm: &mut Vm, agents: &Arc<agent::Hub>) -> cairn::vm::JsResult<cairn::vm::Value> {
    let realm = vm.create_realm()?;
    let previous = vm.enter_realm(realm);
    let result = install_host_functions(vm, agents)
        .map_err(|e| vm.new_error_throw("Error", &e.to_string()))
        .and_then(|()| vm.eval_script_nested(HOST_PRELUDE, HOST_PRELUDE_NAME))
        .and_then(|_| vm.eval_script_nested("$262", HOST_PRELUDE_NAME));
    vm.enter_realm(previous);
    result
}

/// The name the host prelude is evaluated under (it appears in stack traces).
pub const HOST_PRELUDE_NAME: &str = "cairn-test262/host-prelude.js";

/// Printed by `$DONE()` when an async test completes (harness/doneprintHandle.js).
pub const ASYNC_COMPLETE: &str = "Test262:AsyncTestComplete";
/// The prefix `$DONE(error)` prints when an async test fails.
pub const ASYNC_FAILURE: &str = "Test262:AsyncTestFailure";

/// How the VM words a feature it does not implement yet ("RegExp is not supported yet").
const UNSUPPORTED: &str = "not supported yet";

/// Per-scenario resource limits (the wall-clock cap is [`Scenario::time_limit`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExecLimits {
    /// Fuel units (the VM charges one per backward jump and per call).
    pub fuel: u64,
    /// Heap byte limit.
    pub heap_bytes: usize,
    /// Host call-depth limit, in frames. The VM's own guard (a RangeError at 10,000
    /// frames) comes first, as test262 expects of runaway recursion; this one only
    /// stops a VM whose own guard failed.
    pub max_call_depth: usize,
}

impl Default for ExecLimits {
    fn default() -> Self {
        // Fuel: the slowest honest tests (large loops over code points, e.g. the
        // String.prototype.toWellFormed or RegExp property-escape tests) stay far below
        // this; an infinite loop spends it in a few seconds.
        // Heap: the CLI's smallest default (256 MiB). Most tests need a few MiB, but a
        // few build 16 MiB strings and compile them as patterns (staging/sm/RegExp's
        // braced escapes), which takes two or three copies of the text at once plus
        // the garbage of the statement before. A test that grows an array towards 2^53
        // elements still hits the limit in well under a second.
        ExecLimits { fuel: 500_000_000, heap_bytes: 256 << 20, max_call_depth: 10_000 }
    }
}

/// The engine for mode `run`.
#[derive(Debug, Default, Clone, Copy)]
pub struct Execute {
    /// The limits applied to every scenario.
    pub limits: ExecLimits,
}

/// What part of the scenario a script is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// The runner's own `$262` prelude.
    Host,
    /// A file of test262's `harness/`.
    Harness,
    /// The test file.
    Test,
}

/// One script of a scenario, in evaluation order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Script<'a> {
    /// Its part in the scenario.
    pub role: Role,
    /// Its name in stack traces and failure messages (`harness/assert.js`).
    pub name: &'a str,
    /// The text evaluated.
    pub source: &'a str,
    /// Whether it is evaluated as a module (the test of a `module` scenario only).
    pub module: bool,
}

/// The scripts of a scenario, in order: host prelude, harness files, test.
pub fn scripts(scenario: &Scenario) -> Vec<Script<'_>> {
    let mut out = Vec::with_capacity(scenario.prelude.len() + 2);
    out.push(Script {
        role: Role::Host,
        name: HOST_PRELUDE_NAME,
        source: HOST_PRELUDE,
        module: false,
    });
    out.extend(scenario.prelude.iter().map(|h| Script {
        role: Role::Harness,
        name: h.name.as_str(),
        source: &h.source,
        module: false,
    }));
    out.push(Script {
        role: Role::Test,
        name: scenario.path.as_str(),
        source: &scenario.source,
        module: scenario.goal() == Goal::Module,
    });
    out
}

/// What `print` showed, reduced to what the `async` protocol needs (bounded memory
/// whatever a test prints).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PrintLog {
    /// Some line contained [`ASYNC_COMPLETE`].
    pub complete: bool,
    /// The first line that started with [`ASYNC_FAILURE`].
    pub failure: Option<String>,
    /// Lines printed.
    pub lines: usize,
}

impl PrintLog {
    /// Records one printed line.
    pub fn record(&mut self, line: &str) {
        self.lines += 1;
        if line.starts_with(ASYNC_FAILURE) {
            if self.failure.is_none() {
                self.failure = Some(clip(line));
            }
        } else if line.contains(ASYNC_COMPLETE) {
            self.complete = true;
        }
    }
}

/// How the evaluation of a script ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ending {
    /// Every script ran to completion (and the job queue drained).
    Completed,
    /// The script was rejected before any of its code ran (parse or early error, or
    /// the compiler refused it): always a SyntaxError.
    ParseError(String),
    /// A module graph could not be loaded or linked (no code ran).
    ResolutionError {
        /// The constructor name of the error, if it could be told.
        name: Option<String>,
        /// The error's text.
        message: String,
    },
    /// An uncaught exception; `name` is the thrown error's constructor name when known.
    Threw {
        /// The constructor name (`TypeError`, `Test262Error`), if it could be told.
        name: Option<String>,
        /// The error's text.
        message: String,
    },
    /// A limit ended the run (fuel, heap, call depth, wall clock).
    Limit(String),
}

/// Where and how a scenario's evaluation ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Evaluation {
    /// The part that ended it ([`Role::Test`] when everything completed).
    pub role: Role,
    /// The name of the script that ended it.
    pub script: String,
    /// How.
    pub ending: Ending,
    /// What was printed.
    pub printed: PrintLog,
}

/// An engine message on one line (node-style displays of thrown objects span several),
/// at most 300 characters, so results stay small and failures group by text.
fn clip(message: &str) -> String {
    let mut out = String::with_capacity(message.len().min(304));
    for word in message.split_whitespace() {
        if out.len() >= 300 {
            out.push_str("...");
            break;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.extend(word.chars().take(300));
    }
    out
}

/// How a `JsError` ended the script; `name` is the thrown value's constructor name as
/// the VM reads it (`Vm::constructor_name`: `value.constructor.name`, data properties
/// only), `None` for primitives.
pub fn ending_of(error: &JsError, name: Option<String>) -> Ending {
    if let Some(limit) = error.termination {
        let text = match limit {
            Termination::Fuel | Termination::HeapLimit | Termination::CallDepth => {
                limit.message().to_owned()
            }
            Termination::Interrupted => "terminated: wall-clock cap reached".to_owned(),
        };
        return Ending::Limit(text);
    }
    // The VM reports a compile-time rejection with its source span and no thrown value;
    // a runtime exception has a value and no span.
    if error.span.is_some() && error.value.is_undefined() {
        return Ending::ParseError(clip(&error.message));
    }
    if error.phase == ErrorPhase::Resolution {
        return Ending::ResolutionError { name, message: clip(&error.message) };
    }
    Ending::Threw { name, message: clip(&error.message) }
}

/// The outcome of a scenario that ended as `evaluation` (INTERPRETING.md "Test
/// Results", `negative`, and the `async` flag).
pub fn classify(scenario: &Scenario, evaluation: &Evaluation) -> Outcome {
    let Evaluation { role, script, ending, printed } = evaluation;
    if let Ending::Limit(text) = ending {
        return Outcome::Timeout(format!("{text} (in {script})"));
    }
    if *role != Role::Test {
        // The host prelude or a harness file broke: the test itself never ran.
        return Outcome::Fail(match ending {
            Ending::ParseError(m) => format!("{script} does not compile: {m}"),
            Ending::Threw { message, .. } | Ending::ResolutionError { message, .. } => {
                format!("{script} threw: {message}")
            }
            Ending::Completed | Ending::Limit(_) => format!("{script} ended early"),
        });
    }
    if let Some(negative) = &scenario.negative {
        let expected = negative.error_type.as_str();
        let phase = match negative.phase {
            Phase::Parse => "parse",
            Phase::Resolution => "resolution",
            Phase::Runtime => "runtime",
        };
        return match (negative.phase, ending) {
            // A compiler's "X is not supported yet" is a gap, not the early error the
            // test is about: it must not pass a parse-negative test.
            (Phase::Parse, Ending::ParseError(m))
                if expected == "SyntaxError" && !m.contains(UNSUPPORTED) =>
            {
                Outcome::Pass
            }
            (Phase::Resolution, Ending::ResolutionError { name, .. })
            | (Phase::Runtime, Ending::Threw { name, .. })
                if name.as_deref() == Some(expected) =>
            {
                Outcome::Pass
            }
            (_, Ending::ResolutionError { message, .. }) => Outcome::Fail(format!(
                "expected a {phase}-phase {expected}, got at resolution: {message}"
            )),
            (_, Ending::Completed) => Outcome::Fail(format!(
                "expected a {phase}-phase {expected}, but the test completed"
            )),
            (_, Ending::ParseError(m)) => Outcome::Fail(format!(
                "expected a {phase}-phase {expected}, got a parse error: {m}"
            )),
            (_, Ending::Threw { message, .. }) => Outcome::Fail(format!(
                "expected a {phase}-phase {expected}, got at runtime: {message}"
            )),
            (_, Ending::Limit(text)) => Outcome::Timeout(text.clone()),
        };
    }
    match ending {
        Ending::Completed if !scenario.meta.flags.is_async => Outcome::Pass,
        Ending::Completed => match (&printed.failure, printed.complete) {
            (Some(line), _) => Outcome::Fail(format!("async: {line}")),
            (None, true) => Outcome::Pass,
            (None, false) => {
                Outcome::Fail(format!("async: the test ended without printing {ASYNC_COMPLETE}"))
            }
        },
        Ending::ParseError(m) => Outcome::Fail(format!("unexpected parse error: {m}")),
        Ending::Threw { message, .. } => Outcome::Fail(message.clone()),
        Ending::ResolutionError { message, .. } => {
            Outcome::Fail(format!("resolution failed: {message}"))
        }
        Ending::Limit(text) => Outcome::Timeout(text.clone()),
    }
}

/// The module loader of a scenario: relative specifiers resolve beside the importing
/// file (the test file's folder for `./x_FIXTURE.js`); names are normalized file paths.
pub fn load_fixture(specifier: &str, referrer: &str) -> Result<(String, String), String> {
    let Some(path) = cairn::vm::resolve_file_specifier(specifier, referrer) else {
        return Err(format!("bare specifier '{specifier}' is not supported"));
    };
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
    Ok((path, text))
}

impl Execute {
    /// Evaluates the scripts of `scenario` in a fresh VM, stopping at the first error.
    pub fn evaluate(&self, scenario: &Scenario) -> Evaluation {
        let log = Rc::new(RefCell::new(PrintLog::default()));
        let mut vm = Vm::new(VmOptions::default());
        let sink = Rc::clone(&log);
        vm.set_print_hook(Box::new(move |line| sink.borrow_mut().record(line)));
        vm.set_fuel(Some(self.limits.fuel));
        vm.set_heap_limit(self.limits.heap_bytes);
        vm.set_max_call_depth(Some(self.limits.max_call_depth));
        let armed = watchdog::arm(scenario.time_limit);
        vm.set_interrupt(Some(armed.flag()));
        // test262 does not fail a test for a promise rejected without a handler.
        vm.set_ignore_unhandled_rejections(true);
        // The main agent's [[CanBlock]] is true (test262/config.txt), as in node.
        vm.set_can_block(true);
        let agents = agent::Hub::new(self.limits, armed.flag());
        if let Err(e) = install_host_functions(&mut vm, &agents) {
            let ending = Ending::Threw { name: None, message: e.message };
            return Evaluation {
                role: Role::Host,
                script: HOST_PRELUDE_NAME.to_owned(),
                ending,
                printed: PrintLog::default(),
            };
        }
        vm.set_module_loader(Box::new(load_fixture));
        // The test is named by its file path, so that its imports resolve beside it.
        let file = cairn::vm::normalize_path(&scenario.file.to_string_lossy().replace('\\', "/"));
        let mut end = (Role::Test, scenario.path.clone(), Ending::Completed);
        for script in scripts(scenario) {
            let name = if script.role == Role::Test { file.as_str() } else { script.name };
            let result = if script.module {
                vm.eval_module(script.source, name)
            } else {
                vm.eval_script(script.source, name)
            };
            if let Err(error) = result {
                let name = vm.constructor_name(error.value);
                end = (script.role, script.name.to_owned(), ending_of(&error, name));
                break;
            }
        }
        // The agents stop with the main VM (and are joined before the next scenario).
        agents.close();
        drop(armed);
        // The hook holds the other reference; dropping the VM releases it.
        drop(vm);
        let printed = log.borrow().clone();
        let (role, script, ending) = end;
        Evaluation { role, script, ending, printed }
    }
}

impl Engine for Execute {
    fn mode(&self) -> &'static str {
        "run"
    }

    fn run(&self, scenario: &Scenario) -> Outcome {
        classify(scenario, &self.evaluate(scenario))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::meta::parse_test_file;
    use crate::scenario::{Harness, ScenarioKind, USE_STRICT_PREFIX, expand};
    use std::path::Path;
    use std::sync::Arc;
    use std::time::Duration;

    /// A miniature harness with the same protocol as test262's.
    fn harness() -> Harness {
        Harness::from_files([
            (
                "sta.js",
                "function Test262Error(message) { this.message = message || ''; }\n\
                 Test262Error.prototype.toString = function () { return 'Test262Error: ' + this.message; };\n\
                 function $DONOTEVALUATE() { throw 'Test262: This statement should not be evaluated.'; }",
            ),
            ("assert.js", "function assert(c, m) { if (!c) throw new Test262Error(m); }"),
            (
                "doneprintHandle.js",
                "function $DONE(error) {\n\
                   if (error) { print('Test262:AsyncTestFailure:' + error.name + ': ' + error.message); }\n\
                   else { print('Test262:AsyncTestComplete'); }\n\
                 }",
            ),
            ("extra.js", "var extra = 1;"),
            ("broken.js", "var = ;"),
        ])
    }

    /// The scenarios of a test file whose text is `frontmatter` then `body`.
    fn scenarios(frontmatter: &str, body: &str) -> Vec<Scenario> {
        let source = format!("/*---\n{frontmatter}\n---*/\n{body}");
        let meta = Arc::new(parse_test_file(&source).unwrap());
        let path = "test/unit.js";
        expand(path, Path::new(path), &source, meta, &harness(), Duration::from_secs(10)).unwrap()
    }

    fn one(frontmatter: &str, body: &str) -> Scenario {
        scenarios(frontmatter, body).remove(0)
    }

    fn names(scenario: &Scenario) -> Vec<(Role, &str, bool)> {
        scripts(scenario).iter().map(|s| (s.role, s.name, s.module)).collect()
    }

    #[test]
    fn scripts_are_host_prelude_then_harness_then_test() {
        let both = scenarios("includes: [extra.js]", "assert(extra === 1);");
        assert_eq!(
            names(&both[0]),
            [
                (Role::Host, HOST_PRELUDE_NAME, false),
                (Role::Harness, "assert.js", false),
                (Role::Harness, "sta.js", false),
                (Role::Harness, "extra.js", false),
                (Role::Test, "test/unit.js", false),
            ]
        );
        // The strict scenario prefixes the test only: the harness stays as it is.
        assert_eq!(both[1].kind, ScenarioKind::Strict);
        let strict = scripts(&both[1]);
        assert!(strict[4].source.starts_with(USE_STRICT_PREFIX));
        assert!(strict[1..4].iter().all(|s| !s.source.starts_with(USE_STRICT_PREFIX)));
        assert!(!scripts(&both[0])[4].source.starts_with(USE_STRICT_PREFIX));
        // async adds doneprintHandle.js after sta.js and before the includes.
        let s = one("flags: [async]\nincludes: [extra.js]", "$DONE();");
        let harness: Vec<&str> = names(&s)[1..4].iter().map(|n| n.1).collect();
        assert_eq!(harness, ["assert.js", "sta.js", "doneprintHandle.js"]);
        assert_eq!(names(&s)[4].1, "extra.js");
        // raw: host prelude and the untouched source only.
        let raw = one("flags: [raw]", "'use strict'");
        assert_eq!(
            names(&raw),
            [(Role::Host, HOST_PRELUDE_NAME, false), (Role::Test, "test/unit.js", false)]
        );
        assert_eq!(scripts(&raw)[1].source, &*raw.source);
        // module: the test is evaluated as a module.
        let m = one("flags: [module]", "export {};");
        assert_eq!(names(&m).last(), Some(&(Role::Test, "test/unit.js", true)));
    }

    fn eval(role: Role, ending: Ending) -> Evaluation {
        Evaluation { role, script: "test/unit.js".into(), ending, printed: PrintLog::default() }
    }

    fn threw(name: &str) -> Ending {
        Ending::Threw { name: Some(name.into()), message: format!("{name}: boom") }
    }

    const PARSE_NEGATIVE: &str = "negative:\n  phase: parse\n  type: SyntaxError";
    const RUNTIME_NEGATIVE: &str = "negative:\n  phase: runtime\n  type: ReferenceError";

    fn fails(outcome: Outcome, expected: &str) {
        match outcome {
            Outcome::Fail(m) => assert!(m.contains(expected), "{m:?} lacks {expected:?}"),
            other => panic!("expected a failure containing {expected:?}, got {other:?}"),
        }
    }

    #[test]
    fn negative_tests_need_the_right_phase_and_type() {
        let parse = one(PARSE_NEGATIVE, "");
        let parse_error = Ending::ParseError("SyntaxError: x".into());
        assert_eq!(classify(&parse, &eval(Role::Test, parse_error.clone())), Outcome::Pass);
        fails(classify(&parse, &eval(Role::Test, threw("SyntaxError"))), "got at runtime");
        let gap = Ending::ParseError("SyntaxError: decorators are not supported yet".into());
        fails(classify(&parse, &eval(Role::Test, gap)), "got a parse error");
        fails(classify(&parse, &eval(Role::Test, Ending::Completed)), "the test completed");
        // A harness that does not compile is not the test's parse error.
        fails(classify(&parse, &eval(Role::Harness, parse_error.clone())), "does not compile");

        let runtime = one(RUNTIME_NEGATIVE, "");
        assert_eq!(classify(&runtime, &eval(Role::Test, threw("ReferenceError"))), Outcome::Pass);
        fails(classify(&runtime, &eval(Role::Test, threw("TypeError"))), "TypeError: boom");
        fails(classify(&runtime, &eval(Role::Test, parse_error)), "got a parse error");
        let unnamed = Ending::Threw { name: None, message: "Uncaught 1".into() };
        fails(classify(&runtime, &eval(Role::Test, unnamed)), "Uncaught 1");

        // A resolution-phase test must fail to load or link, not throw while running.
        let resolution = one("negative:\n  phase: resolution\n  type: SyntaxError", "");
        let unresolved = Ending::ResolutionError {
            name: Some("SyntaxError".into()),
            message: "SyntaxError: no export 'x'".into(),
        };
        assert_eq!(classify(&resolution, &eval(Role::Test, unresolved)), Outcome::Pass);
        fails(classify(&resolution, &eval(Role::Test, threw("SyntaxError"))), "got at runtime");
        let at_resolution = Ending::ResolutionError { name: None, message: "TypeError: x".into() };
        fails(classify(&runtime, &eval(Role::Test, at_resolution)), "got at resolution");
    }

    #[test]
    fn plain_tests_pass_by_completing_and_limits_are_timeouts() {
        let s = one("description: x", "");
        assert_eq!(classify(&s, &eval(Role::Test, Ending::Completed)), Outcome::Pass);
        fails(classify(&s, &eval(Role::Test, threw("Test262Error"))), "Test262Error: boom");
        fails(classify(&s, &eval(Role::Host, threw("TypeError"))), "threw: TypeError: boom");
        let limit = Ending::Limit("terminated: fuel exhausted".into());
        assert_eq!(
            classify(&s, &eval(Role::Harness, limit)),
            Outcome::Timeout("terminated: fuel exhausted (in test/unit.js)".into())
        );
    }

    #[test]
    fn async_tests_follow_the_print_protocol() {
        let s = one("flags: [async]", "");
        let with = |lines: &[&str]| {
            let mut e = eval(Role::Test, Ending::Completed);
            for line in lines {
                e.printed.record(line);
            }
            classify(&s, &e)
        };
        assert_eq!(with(&["hello", "Test262:AsyncTestComplete"]), Outcome::Pass);
        fails(with(&[]), "without printing Test262:AsyncTestComplete");
        fails(
            with(&["Test262:AsyncTestFailure:Test262Error: no", "Test262:AsyncTestComplete"]),
            "async: Test262:AsyncTestFailure:Test262Error: no",
        );
        // The same completed run is a pass for a synchronous test: print is not consulted.
        let sync = one("description: x", "");
        assert_eq!(classify(&sync, &eval(Role::Test, Ending::Completed)), Outcome::Pass);
    }

    /// Runs `body` as a test file in the real VM, its first scenario only.
    fn run(frontmatter: &str, body: &str) -> Outcome {
        Execute::default().run(&one(frontmatter, body))
    }

    #[test]
    fn real_runs_pass_fail_and_negatives() {
        assert_eq!(run("description: x", "assert(1 + 1 === 2);"), Outcome::Pass);
        fails(run("description: x", "assert(false, 'nope');"), "nope");
        // The strict scenario is strict: assigning an undeclared name throws.
        let both = scenarios("description: x", "undeclared = 1;");
        assert_eq!(Execute::default().run(&both[0]), Outcome::Pass);
        fails(Execute::default().run(&both[1]), "ReferenceError");
        // Negative tests: a parse error before anything runs, a runtime error by name.
        assert_eq!(run(PARSE_NEGATIVE, "$DONOTEVALUATE();\nvar = ;"), Outcome::Pass);
        fails(run(PARSE_NEGATIVE, "$DONOTEVALUATE();"), "got at runtime");
        assert_eq!(run(RUNTIME_NEGATIVE, "unresolvable;"), Outcome::Pass);
        fails(run(RUNTIME_NEGATIVE, "null.x;"), "TypeError");
        assert_eq!(
            run(
                "negative:\n  phase: runtime\n  type: Test262Error",
                "throw new Test262Error('x');"
            ),
            Outcome::Pass
        );
        // A broken include is the harness's failure, not the test's.
        fails(run("includes: [broken.js]", "1;"), "broken.js does not compile");
        // raw tests have no harness: assert is not defined, $262 is.
        fails(run("flags: [raw]", "assert(true);"), "ReferenceError");
        assert_eq!(run("flags: [raw]", "if (typeof $262 !== 'object') throw 1;"), Outcome::Pass);
    }

    #[test]
    fn real_runs_modules_resolve_beside_the_test() {
        // A test file and its fixture on disk: imports resolve beside the test, and the
        // test may import itself (cached under its own name).
        let dir = std::env::temp_dir().join(format!("cairn-t262-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("dep_FIXTURE.js"), "export const a = 1;").unwrap();
        let run_file = |frontmatter: &str, body: &str| {
            let source = format!("/*---\n{frontmatter}\n---*/\n{body}");
            let file = dir.join("main.js");
            std::fs::write(&file, &source).unwrap();
            let meta = Arc::new(parse_test_file(&source).unwrap());
            let s =
                expand("test/main.js", &file, &source, meta, &harness(), Duration::from_secs(10))
                    .unwrap()
                    .remove(0);
            Execute::default().run(&s)
        };
        let module = "flags: [module]";
        let body = "import { a } from './dep_FIXTURE.js'; import * as self from './main.js';\n\
                    export const b = 2; assert(a === 1 && self.b === 2);";
        assert_eq!(run_file(module, body), Outcome::Pass);
        let resolution = "flags: [module]\nnegative:\n  phase: resolution\n  type: SyntaxError";
        assert_eq!(run_file(resolution, "import { nope } from './dep_FIXTURE.js';"), Outcome::Pass);
        fails(run_file(resolution, "throw new SyntaxError('late');"), "got at runtime");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn real_runs_host_defined_262() {
        let body = "var d = Object.getOwnPropertyDescriptor(this, '$262');\n\
                    assert(d.writable && d.configurable && !d.enumerable, 'attributes');\n\
                    assert($262.global === this, 'global');\n\
                    assert($262.evalScript('1 + 2') === 3, 'evalScript');\n\
                    $262.evalScript('let fromScript = 4;');\n\
                    assert(fromScript === 4, 'evalScript declares global lexicals');\n\
                    assert(!('__cairn262_gc' in this), 'host function globals are removed');\n\
                    assert($262.gc() === undefined, 'gc');\n\
                    var threw = false;\n\
                    try { $262.detachArrayBuffer({}); } catch (e) { threw = e instanceof TypeError; }\n\
                    assert(threw, 'detachArrayBuffer of a non-buffer must throw a TypeError');\n\
                    var other = $262.createRealm();\n\
                    assert(other.global !== this && other.global.Array !== Array, 'new realm');\n\
                    assert(other.evalScript('var inOther = 1; this') === other.global, 'its evalScript');\n\
                    assert(other.global.inOther === 1 && !('inOther' in this), 'its own globals');\n\
                    assert(Object.getPrototypeOf(new other.global.Array()) === other.global.Array.prototype, 'its intrinsics');\n\
                    assert(other.createRealm().global !== other.global, 'nested realms');\n\
                    var dda = $262.IsHTMLDDA;\n\
                    assert(typeof dda === 'undefined' && !dda && dda == null && dda == undefined, 'IsHTMLDDA');\n\
                    assert(dda !== undefined && dda() === null && dda('') === null, 'IsHTMLDDA call');";
        assert_eq!(run("description: x", body), Outcome::Pass);
        // receiveBroadcast belongs to the other agents.
        fails(
            run("description: x", "$262.agent.receiveBroadcast(function () {});"),
            "$262.agent.receiveBroadcast is not supported",
        );
    }

    #[test]
    fn real_runs_agents_sharing_a_buffer() {
        // An agent waits on the shared buffer; the main agent notifies it, and reads
        // what it wrote and reported.
        let body = "$262.agent.start(`\n\
                      $262.agent.receiveBroadcast(function (sab, id) {\n\
                        var ia = new Int32Array(sab);\n\
                        Atomics.add(ia, 1, 1);\n\
                        $262.agent.report(id + ':' + Atomics.wait(ia, 0, 0));\n\
                        ia[2] = 42;\n\
                        $262.agent.leaving();\n\
                      });`);\n\
                    var ia = new Int32Array(new SharedArrayBuffer(16));\n\
                    $262.agent.broadcast(ia.buffer, 7);\n\
                    while (Atomics.load(ia, 1) === 0) { $262.agent.sleep(1); }\n\
                    var woken = 0;\n\
                    while (woken === 0) { woken = Atomics.notify(ia, 0); $262.agent.sleep(1); }\n\
                    var report;\n\
                    while ((report = $262.agent.getReport()) === null) { $262.agent.sleep(1); }\n\
                    assert(report === '7:ok', 'report: ' + report);\n\
                    while (Atomics.load(ia, 2) !== 42) { $262.agent.sleep(1); }\n\
                    assert(typeof $262.agent.monotonicNow() === 'number', 'monotonicNow');";
        assert_eq!(run("description: x", body), Outcome::Pass);
        // An agent blocked forever does not outlive its scenario: it is stopped and
        // joined when the main agent is done.
        let body = "$262.agent.start('$262.agent.receiveBroadcast(function (sab) {\\n\
                      Atomics.wait(new Int32Array(sab), 0, 0); });');\n\
                    $262.agent.broadcast(new SharedArrayBuffer(8));";
        assert_eq!(run("description: x", body), Outcome::Pass);
    }

    #[test]
    fn real_runs_async_protocol() {
        assert_eq!(
            run("flags: [async]", "Promise.resolve().then(function () { $DONE(); });"),
            Outcome::Pass
        );
        fails(
            run(
                "flags: [async]",
                "Promise.resolve().then(function () { $DONE(new Test262Error('late')); });",
            ),
            "AsyncTestFailure",
        );
        fails(
            run("flags: [async]", "var never = new Promise(function () {});"),
            "without printing",
        );
    }

    #[test]
    fn real_runs_end_at_limits() {
        let small = Execute { limits: ExecLimits { fuel: 10_000, ..ExecLimits::default() } };
        match small.run(&one("description: x", "for (;;) {}")) {
            Outcome::Timeout(m) => assert!(m.contains("fuel"), "{m}"),
            other => panic!("expected a fuel timeout, got {other:?}"),
        }
        // Unlimited fuel: the watchdog's interrupt ends it.
        let big = Execute { limits: ExecLimits { fuel: u64::MAX, ..ExecLimits::default() } };
        let mut s = one("description: x", "for (;;) {}");
        s.time_limit = Duration::from_millis(100);
        match big.run(&s) {
            Outcome::Timeout(m) => assert!(m.contains("wall-clock"), "{m}"),
            other => panic!("expected a wall-clock timeout, got {other:?}"),
        }
    }
}
