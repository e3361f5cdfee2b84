//! One step of a run: from a claim (a script to start, or a dump and the answers to the
//! calls it waits on) to the next idle point or the end. Pure with respect to the
//! store: a step that is taken twice (its first worker died before storing it) gives
//! the same result, because the dump and the answers are the same.

use std::cell::RefCell;
use std::rc::Rc;

use cairn::vm::VmOptions;
use cairn::{Runtime, Status};

use crate::store::{Answer, Claim, Outcome, Step};

/// The limits each step runs under.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Fuel for one step (`None`: no limit).
    pub fuel: Option<u64>,
    /// The heap's byte limit.
    pub heap: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits { fuel: None, heap: 256 << 20 }
    }
}

impl Limits {
    /// The VM's options for a step with `fuel`.
    fn options(&self, fuel: Option<u64>) -> VmOptions {
        let mut options = VmOptions::default();
        options.limits.fuel = fuel;
        options.heap.limit = self.heap;
        options
    }
}

/// Takes the claimed run's next step.
pub fn take(claim: &Claim, limits: &Limits) -> Step {
    // The step's fuel: the worker's per-step limit or what is left of the run's budget,
    // whichever is less.
    let fuel = match (limits.fuel, claim.fuel) {
        (Some(step), Some(run)) => Some(step.min(run)),
        (step, run) => step.or(run),
    };
    let mut step = take_with(claim, limits, fuel);
    step.fuel = claim.fuel.map(|run| {
        let spent = fuel.unwrap_or(0).saturating_sub(step.fuel.unwrap_or(0));
        run.saturating_sub(spent)
    });
    step
}

/// [`take`] with `fuel` for the step; the step's `fuel` is what the VM has left.
fn take_with(claim: &Claim, limits: &Limits, fuel: Option<u64>) -> Step {
    let lines = Rc::new(RefCell::new(Vec::new()));
    let (mut rt, status) = match &claim.dump {
        None => {
            let mut rt = Runtime::new(limits.options(fuel));
            hook_print(&mut rt, &lines);
            let names: Vec<&str> = claim.tools.iter().map(String::as_str).collect();
            if let Err(e) = rt.install_tools(&names) {
                return failed(format!("the tools cannot be installed: {e}"));
            }
            let status = rt.start(&claim.source, &claim.name);
            (rt, status)
        }
        Some(dump) => {
            let mut rt = match Runtime::load(dump, limits.options(fuel)) {
                Ok(rt) => rt,
                Err(e) => {
                    return failed(format!("the dump of step {} does not load: {e}", claim.steps));
                }
            };
            hook_print(&mut rt, &lines);
            if let Err(reason) = give_answers(&mut rt, claim) {
                return failed(reason);
            }
            let status = rt.run();
            (rt, status)
        }
    };
    let outcome = match status {
        Status::Idle(calls) => match rt.dump() {
            Ok(dump) => Outcome::Waiting { dump, calls },
            Err(e) => Outcome::Failed(format!("the run cannot be dumped: {e}")),
        },
        Status::Done(value) => Outcome::Done(value),
        Status::Threw(error) => Outcome::Threw(error.to_string()),
    };
    Step { lines: lines.take(), outcome, fuel: rt.vm().fuel() }
}

/// Sends the script's printed lines to `lines`.
fn hook_print(rt: &mut Runtime, lines: &Rc<RefCell<Vec<String>>>) {
    let sink = Rc::clone(lines);
    rt.vm().set_print_hook(Box::new(move |line| sink.borrow_mut().push(line.to_string())));
}

/// Answers every call the loaded run waits on from the claim's answers.
fn give_answers(rt: &mut Runtime, claim: &Claim) -> Result<(), String> {
    for call in rt.pending_calls() {
        let Some((_, answer)) = claim.answers.iter().find(|(id, _)| *id == call.id) else {
            return Err(format!("call {} ({}) has no answer", call.id, call.name));
        };
        let given = match answer {
            Answer::Resolve(wire) => rt.resolve(call.id, wire),
            Answer::Reject(wire) => rt.reject(call.id, wire),
            Answer::Error(message) => {
                rt.reject_with(call.id, cairn::vm::HostError::message(message.clone()))
            }
        };
        given.map_err(|e| {
            format!("the answer to call {} ({}) does not cross: {e}", call.id, call.name)
        })?;
    }
    Ok(())
}

fn failed(reason: String) -> Step {
    Step { lines: Vec::new(), outcome: Outcome::Failed(reason), fuel: None }
}
