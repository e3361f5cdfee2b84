//! Recorded tool answers, as `cairn --tools FILE.json` serves them: the file maps each
//! tool name to its answers; a JSON array is the list of answers, given to that tool's
//! calls in the order the run made them (wrap an answer that is itself an array:
//! `[[1, 2]]`); any other JSON value answers every call; `{"$error": "text"}` rejects
//! the call with an `Error`. A call past the last recorded answer is rejected too.
//!
//! Unlike the CLI's, the answer a call gets depends only on the call (its tool and its
//! index among the run's calls of that tool), never on what this process answered
//! before: any answerer process, after any restart, gives the same answer.

use std::collections::BTreeMap;

use crate::store::{Answer, PendingCall};

/// The recorded answers, by tool.
#[derive(Clone, Debug)]
pub struct Recorded {
    tools: BTreeMap<String, serde_json::Value>,
}

impl Recorded {
    /// Reads the file at `path`.
    pub fn load(path: &str) -> Result<Recorded, String> {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
        Recorded::parse(&text).map_err(|e| format!("{path}: {e}"))
    }

    /// Reads recorded answers from JSON text.
    pub fn parse(text: &str) -> Result<Recorded, String> {
        let json: serde_json::Value =
            serde_json::from_str(text).map_err(|e| format!("invalid JSON: {e}"))?;
        let serde_json::Value::Object(map) = json else {
            return Err("expected a JSON object mapping tool names to answers".into());
        };
        Ok(Recorded { tools: map.into_iter().collect() })
    }

    /// The tool names the file answers.
    pub fn tool_names(&self) -> Vec<String> {
        self.tools.keys().cloned().collect()
    }

    /// The answer to `call`, or `None` if the file has no answers for its tool (left for
    /// another answerer).
    pub fn answer(&self, call: &PendingCall) -> Option<Answer> {
        let answers = self.tools.get(&call.call.name)?;
        let value = match answers {
            serde_json::Value::Array(list) => match list.get(call.index) {
                Some(v) => v,
                None => {
                    return Some(Answer::Error(format!(
                        "tool '{}' was called more often than its {} recorded answers",
                        call.call.name,
                        list.len()
                    )));
                }
            },
            other => other,
        };
        Some(to_answer(value))
    }
}

/// A recorded JSON answer as an answer: `{"$error": text}` rejects, anything else
/// resolves with the value.
pub fn to_answer(value: &serde_json::Value) -> Answer {
    if let serde_json::Value::Object(map) = value
        && map.len() == 1
        && let Some(error) = map.get("$error")
    {
        return Answer::Error(error.as_str().map_or_else(|| error.to_string(), str::to_owned));
    }
    match cairn::wire::to_vec(value) {
        Ok(wire) => Answer::Resolve(wire),
        Err(e) => Answer::Error(format!("the recorded answer cannot be written as wire: {e}")),
    }
}
