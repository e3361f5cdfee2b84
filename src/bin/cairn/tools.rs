//! `--tools FILE.json`: serving a script's tool calls from recorded answers.
//!
//! The file maps each tool name to its answers: a JSON array is the list of answers,
//! given to that tool's calls in the order the calls were made (an answer that is itself
//! an array is wrapped: `[[1, 2]]`); any other JSON value answers every call. An answer
//! `{"$error": "text"}` rejects the call with an `Error` of that message; a call past
//! the last recorded answer is rejected too.

use std::collections::BTreeMap;

use cairn::vm::{HostError, RunOutcome, ToolCall, Vm};

use std::cell::RefCell;
use std::rc::Rc;

use crate::timers::{Queue, TIMER_TOOL};

/// The recorded answers, by tool.
pub(crate) struct Recorded {
    tools: BTreeMap<String, Answers>,
}

/// One tool's answers.
enum Answers {
    /// The same answer to every call.
    Always(serde_json::Value),
    /// Answers in call order, and how many were used.
    List(Vec<serde_json::Value>, usize),
}

impl Recorded {
    /// Reads and checks the file.
    pub(crate) fn load(path: &str) -> Result<Recorded, String> {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
        let json: serde_json::Value =
            serde_json::from_str(&text).map_err(|e| format!("{path}: invalid JSON: {e}"))?;
        let serde_json::Value::Object(map) = json else {
            return Err(format!("{path}: expected a JSON object mapping tool names to answers"));
        };
        let tools = map
            .into_iter()
            .map(|(name, v)| {
                let answers = match v {
                    serde_json::Value::Array(list) => Answers::List(list, 0),
                    other => Answers::Always(other),
                };
                (name, answers)
            })
            .collect();
        Ok(Recorded { tools })
    }

    /// The next answer for `tool`: a value, or the error message to reject with.
    fn next(&mut self, tool: &str) -> Result<serde_json::Value, String> {
        let answer = match self.tools.get_mut(tool) {
            None => return Err(format!("no recorded answers for tool '{tool}'")),
            Some(Answers::Always(v)) => v.clone(),
            Some(Answers::List(list, used)) => {
                let Some(v) = list.get(*used) else {
                    return Err(format!(
                        "tool '{tool}' was called more often than its {} recorded answers",
                        list.len()
                    ));
                };
                *used += 1;
                v.clone()
            }
        };
        if let serde_json::Value::Object(map) = &answer
            && map.len() == 1
            && let Some(error) = map.get("$error")
        {
            return Err(error.as_str().map_or_else(|| error.to_string(), str::to_owned));
        }
        Ok(answer)
    }
}

/// Installs the recorded tools and the hidden timer tool as the global `tools`.
pub(crate) fn install(vm: &mut Vm, recorded: &Recorded) -> Result<(), String> {
    let mut names: Vec<&str> = recorded.tools.keys().map(String::as_str).collect();
    names.push(TIMER_TOOL);
    vm.install_tools(&names).map_err(|e| e.message)
}

/// Runs the script, answering its tool calls from `recorded`, and prints its value as
/// JSON. The tools ([`install`]) and then the timers must be installed first.
///
/// The script has the CLI's timers too (see `timers`): each armed timer is a call of
/// the hidden tool `TIMER_TOOL`. Recorded tools are answered first; when only timers
/// are left, the earliest one is answered at its deadline (cleared ones at once).
pub(crate) fn run(
    vm: &mut Vm,
    mut recorded: Recorded,
    queue: &Rc<RefCell<Queue>>,
    source: &str,
    name: &str,
    timed_out: Option<&super::timeout::Timeout>,
) -> u8 {
    // `undefined` as wire bytes: the answer to a timer's call.
    let undefined = cairn::wire::Value::Undefined.to_wire().unwrap_or_default();
    let mut outcome = vm.start_script(source, name);
    loop {
        match outcome {
            RunOutcome::Idle(calls) => {
                let (timer_calls, calls): (Vec<_>, Vec<_>) =
                    calls.into_iter().partition(|c| c.name == TIMER_TOOL);
                if calls.is_empty() {
                    // Only timers: cleared ones are answered at once (their callbacks are
                    // gone), else the earliest live one at its deadline.
                    let id_of = |c: &ToolCall| match cairn::wire::Value::from_wire(&c.args) {
                        Ok(cairn::wire::Value::Int32(id)) => Some(id as u32),
                        Ok(cairn::wire::Value::Float64(id)) => Some(id as u32),
                        _ => None,
                    };
                    let stale: Vec<&ToolCall> = timer_calls
                        .iter()
                        .filter(|c| id_of(c).is_none_or(|id| !queue.borrow().is_live(id)))
                        .collect();
                    let due = if stale.is_empty() { queue.borrow_mut().next() } else { None };
                    let answer: Vec<u32> = match due {
                        Some((deadline, id)) => {
                            super::timeout::sleep_until(timed_out, deadline);
                            timer_calls
                                .iter()
                                .filter(|c| id_of(c) == Some(id))
                                .map(|c| c.id)
                                .collect()
                        }
                        None => stale.iter().map(|c| c.id).collect(),
                    };
                    for call_id in answer {
                        if let Err(e) = vm.resolve_tool_call(call_id, &undefined) {
                            complainln!("cairn: timer call {call_id}: {e}");
                            return 1;
                        }
                    }
                }
                for call in calls {
                    let answered = match recorded.next(&call.name) {
                        Ok(value) => match cairn::wire::to_vec(&value) {
                            Ok(bytes) => vm.resolve_tool_call(call.id, &bytes),
                            Err(e) => {
                                vm.reject_tool_call_with(call.id, HostError::message(e.to_string()))
                            }
                        },
                        Err(message) => {
                            vm.reject_tool_call_with(call.id, HostError::message(message))
                        }
                    };
                    if let Err(e) = answered {
                        complainln!("cairn: tool call {} ({}): {e}", call.id, call.name);
                        return 1;
                    }
                }
                outcome = vm.run_until_idle();
            }
            RunOutcome::Done(v) => {
                if v.is_undefined() {
                    return 0;
                }
                let json = vm.value_to_wire(v).map_err(|e| e.message).and_then(|bytes| {
                    let value = cairn::wire::Value::from_wire(&bytes).map_err(|e| e.to_string())?;
                    let mut out = String::new();
                    write_json(&value, 0, &mut out);
                    Ok(out)
                });
                return match json {
                    Ok(text) => {
                        super::say(&format!("{text}\n"));
                        0
                    }
                    Err(message) => {
                        complainln!(
                            "cairn: the script's value cannot be printed as JSON: {message}"
                        );
                        1
                    }
                };
            }
            RunOutcome::Threw(error) => {
                if error.termination.is_some() {
                    complainln!("cairn: {}", super::termination_message(&error, timed_out));
                } else if error.span.is_some() {
                    complainln!("cairn: {}", error.message);
                } else {
                    complainln!("Uncaught {}", error.stack.trim_start_matches("Uncaught "));
                }
                return super::exit_status(&error);
            }
        }
    }
}

/// Writes a wire value as indented JSON, keeping property order. What JSON lacks
/// becomes what `JSON.stringify` would write where it can: `undefined` and non-finite
/// numbers are `null`, Maps are arrays of `[key, value]`, Sets arrays, Errors
/// `{"name", "message"}`, and a repeated object `"[Circular or shared]"`.
fn write_json(v: &cairn::wire::Value, depth: usize, out: &mut String) {
    use cairn::wire::Value as W;
    let pad = |out: &mut String, d: usize| {
        out.push('\n');
        out.push_str(&"  ".repeat(d));
    };
    let list = |items: Vec<&W>, out: &mut String| {
        if items.is_empty() {
            out.push_str("[]");
            return;
        }
        out.push('[');
        for (i, item) in items.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            pad(out, depth + 1);
            write_json(item, depth + 1, out);
        }
        pad(out, depth);
        out.push(']');
    };
    match v {
        W::Undefined | W::Null => out.push_str("null"),
        W::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        W::Int32(i) => out.push_str(&i.to_string()),
        W::Float64(f) | W::Date(f) => match serde_json::Number::from_f64(*f) {
            Some(n) => out.push_str(&n.to_string()),
            None => out.push_str("null"),
        },
        W::BigInt(b) => out.push_str(&format!("{b:?}")),
        W::String(s) => push_string(&text(s), out),
        W::Array(items) => {
            let items: Vec<&W> = items.iter().map(|i| i.as_ref().unwrap_or(&W::Null)).collect();
            list(items, out)
        }
        W::SparseArray { elements, .. } => list(elements.iter().map(|(_, v)| v).collect(), out),
        W::Set(values) => list(values.iter().collect(), out),
        W::Map(entries) => {
            let pairs: Vec<W> = entries
                .iter()
                .map(|(k, v)| W::Array(vec![Some(k.clone()), Some(v.clone())]))
                .collect();
            list(pairs.iter().collect(), out)
        }
        W::Bytes(b) => out.push_str(&format!("{b:?}")),
        W::Object(props) => {
            if props.is_empty() {
                out.push_str("{}");
                return;
            }
            out.push('{');
            for (i, (k, v)) in props.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                pad(out, depth + 1);
                push_string(&text(k), out);
                out.push_str(": ");
                write_json(v, depth + 1, out);
            }
            pad(out, depth);
            out.push('}');
        }
        W::Error(e) => {
            out.push_str("{\"name\": ");
            push_string(&text(&e.name), out);
            out.push_str(", \"message\": ");
            push_string(&text(&e.message), out);
            out.push('}');
        }
        W::Ref(_) => out.push_str("\"[Circular or shared]\""),
    }
}

/// A JSON string literal.
fn push_string(s: &str, out: &mut String) {
    match serde_json::to_string(s) {
        Ok(q) => out.push_str(&q),
        Err(_) => out.push_str("\"\""),
    }
}

/// The text of a wire string (lone surrogates replaced).
fn text(s: &cairn::wire::JsString) -> String {
    let units: Vec<u16> = s.code_units().collect();
    String::from_utf16_lossy(&units)
}
