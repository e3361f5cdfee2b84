//! Timers for scripts run from the command line: `setTimeout`, `setInterval`,
//! `clearTimeout`, `clearInterval` and `queueMicrotask`, as node provides them.
//!
//! They are host functions, not ECMA-262: the VM has no clock of its own. The five
//! globals (enumerable, as in node) are host functions that call the timers of a
//! prelude script, which keeps the callbacks in a `Map` on the heap; two host functions
//! tell this side when a timer is armed (its id and delay) or cleared. The prelude is
//! compiled at the first call of a timer function, not when the CLI starts: most
//! scripts use no timer, and compiling it was a tenth of a short run's instructions.
//! The builtins it uses are taken when the timers are installed, before the script
//! runs, so that a script that replaces them (Map or Promise methods) does not break
//! its timers, as in node. When the script and its job queue are done, [`run`] fires
//! the timers in the order of their deadlines (ties in the order they were armed),
//! sleeping until each deadline, and drains the job queue after each callback, so
//! promise reactions run between two timers as in node. A callback that throws ends
//! the run as an uncaught exception does. In a `--tools` run (`tools::run`) each armed
//! timer is also a call of the hidden tool [`TIMER_TOOL`], whose answer fires it, so
//! that the run is idle, as on any tool, while it waits on timers; there the prelude
//! runs at once, as it takes that tool off `tools` before the script can see it.
//!
//! Differences from node: the timer functions return numbers (node returns `Timeout`
//! objects, which also have `ref`, `unref` and `refresh`), callbacks run with `this`
//! undefined, the functions are not constructors and print as native code, and a
//! delay whose `valueOf` calls the same timer function again throws a TypeError (a
//! host function does not re-enter itself).

use std::cell::RefCell;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashSet};
use std::rc::Rc;
use std::time::{Duration, Instant};

use cairn::vm::{HostFunctionOptions, JsError, JsResult, Rooted, Throw, Value, Vm};

/// The script that makes the timer functions: a function of the builtins it uses (taken
/// when the timers were installed) that returns them, in the order of [`TIMERS`]. It
/// takes the two host functions off the global object first, so scripts see only
/// node's names.
///
/// In a `--tools` run, where the tools include [`TIMER_TOOL`], arming a timer also calls
/// that tool with the timer's id (the tool is taken off `tools` first), and the callback
/// runs when the host answers the call: the run is idle while it waits on timers, as on
/// any tool.
const PRELUDE: &str = r#"(function (timerTool, apply, then, PromiseCtor, promiseResolve, MapCtor,
    mapGet, mapSet, mapDelete, defineProperty) {
  "use strict";
  const armHost = globalThis.__cairn_timer_arm;
  const disarm = globalThis.__cairn_timer_disarm;
  delete globalThis.__cairn_timer_arm;
  delete globalThis.__cairn_timer_disarm;
  if (timerTool !== undefined) delete globalThis.tools.__cairn_timer;
  const arm = timerTool !== undefined
    ? (id, delay) => { armHost(id, delay); apply(then, timerTool(id), [() => fire(id)]); }
    : armHost;
  const timers = new MapCtor();
  const resolved = apply(promiseResolve, PromiseCtor, []);
  let lastId = 0;
  // node: a delay that is not a number in 1..=2^31-1 (NaN, negative, too large) is 1.
  const delayOf = (ms) => {
    const n = Number(ms);
    return n >= 1 && n <= 2147483647 ? Math.trunc(n) : 1;
  };
  const callbackOf = (callback) => {
    if (typeof callback !== "function") {
      throw new TypeError('The "callback" argument must be of type function. Received ' +
        (callback === null ? "null" : typeof callback));
    }
    return callback;
  };
  const start = (callback, ms, args, repeat) => {
    const timer = { callback: callbackOf(callback), args, repeat, delay: delayOf(ms) };
    const id = ++lastId;
    apply(mapSet, timers, [id, timer]);
    arm(id, timer.delay);
    return id;
  };
  const clear = (id) => {
    if (typeof id === "number" && apply(mapDelete, timers, [id])) disarm(id);
  };
  function fire(id) {
    const timer = apply(mapGet, timers, [id]);
    if (timer === undefined) return;
    if (timer.repeat) arm(id, timer.delay); else apply(mapDelete, timers, [id]);
    apply(timer.callback, undefined, timer.args);
  }
  // Called by the host (an eval of `__cairn_fire_timer(ID)`) when a deadline passes.
  if (timerTool === undefined) {
    defineProperty(globalThis, "__cairn_fire_timer", {
      value: fire, writable: false, enumerable: false, configurable: true,
    });
  }
  return [
    (callback, ms, ...args) => start(callback, ms, args, false),
    (callback, ms, ...args) => start(callback, ms, args, true),
    (id) => { clear(id); },
    (id) => { clear(id); },
    (callback) => {
      callbackOf(callback);
      apply(then, resolved, [() => { callback(); }]);
    },
  ];
})
"#;

/// The timer functions: name and `length` (those of node's declarations, without the
/// rest parameter), in the order the prelude returns them.
const TIMERS: [(&str, u8); 5] = [
    ("setTimeout", 2),
    ("setInterval", 2),
    ("clearTimeout", 1),
    ("clearInterval", 1),
    ("queueMicrotask", 1),
];

/// The builtins the prelude uses, as paths from the global object, in the order of its
/// parameters after `timerTool`: taken when the timers are installed.
const BUILTINS: [&[&str]; 9] = [
    &["Reflect", "apply"],
    &["Promise", "prototype", "then"],
    &["Promise"],
    &["Promise", "resolve"],
    &["Map"],
    &["Map", "prototype", "get"],
    &["Map", "prototype", "set"],
    &["Map", "prototype", "delete"],
    &["Object", "defineProperty"],
];

/// How armed timers fire.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Firing {
    /// By the clock, in [`run`].
    Clock,
    /// As answers to calls of the hidden tool [`TIMER_TOOL`] (a `--tools` run).
    Tool,
}

/// What the timer functions share: the builtins and tool the prelude takes, then, once
/// it ran, the functions it made.
struct Timers {
    /// The prelude's arguments, rooted until it runs.
    builtins: Vec<Rooted>,
    /// The functions of [`TIMERS`], once the prelude ran.
    made: Option<Vec<Rooted>>,
    queue: Rc<RefCell<Queue>>,
}

/// The armed timers, earliest deadline first.
#[derive(Default)]
pub(crate) struct Queue {
    /// (deadline, order armed, id); an entry whose id is no longer live is skipped.
    heap: BinaryHeap<Reverse<(Instant, u64, u32)>>,
    /// Ids armed and not cleared or fired.
    live: HashSet<u32>,
    armed: u64,
}

impl Queue {
    fn arm(&mut self, id: u32, delay_ms: f64) {
        let deadline = Instant::now() + Duration::from_millis(delay_ms.max(1.0) as u64);
        self.armed += 1;
        self.heap.push(Reverse((deadline, self.armed, id)));
        self.live.insert(id);
    }

    /// Whether timer `id` is armed (not cleared, not fired).
    pub(crate) fn is_live(&self, id: u32) -> bool {
        self.live.contains(&id)
    }

    /// The earliest live timer, taken off the queue.
    pub(crate) fn next(&mut self) -> Option<(Instant, u32)> {
        while let Some(Reverse((deadline, _, id))) = self.heap.pop() {
            if self.live.remove(&id) {
                return Some((deadline, id));
            }
        }
        None
    }
}

/// The name of the hidden tool a `--tools` run's timers call (see [`PRELUDE`]).
pub(crate) const TIMER_TOOL: &str = "__cairn_timer";

/// Defines the timer functions in `vm`; returns the queue [`run`] (or, with
/// [`Firing::Tool`], the `--tools` loop, whose tools must be installed before) serves.
pub(crate) fn install(vm: &mut Vm, firing: Firing) -> Result<Rc<RefCell<Queue>>, String> {
    let queue = Rc::new(RefCell::new(Queue::default()));
    let global = vm.global_object();
    let tool = match firing {
        Firing::Clock => Value::UNDEFINED,
        Firing::Tool => {
            let tools = vm.get_property(global, "tools").map_err(|e| e.message)?;
            vm.get_property(tools, TIMER_TOOL).map_err(|e| e.message)?
        }
    };
    let mut builtins = vec![vm.root(tool).map_err(|e| e.message)?];
    for path in BUILTINS {
        let mut value = global;
        for key in path {
            value = vm.get_property(value, key).map_err(|e| e.message)?;
        }
        builtins.push(vm.root(value).map_err(|e| e.message)?);
    }
    let timers = Rc::new(RefCell::new(Timers { builtins, made: None, queue: Rc::clone(&queue) }));
    for (i, (name, length)) in TIMERS.into_iter().enumerate() {
        let timers = Rc::clone(&timers);
        let options = HostFunctionOptions { length, enumerable: true };
        vm.define_host_function_with(name, options, move |vm, args| {
            let f = made(vm, &timers, i)?;
            vm.call_function(f, Value::UNDEFINED, args)
        })
        .map_err(|e| e.message)?;
    }
    if firing == Firing::Tool {
        match made(vm, &timers, 0) {
            Ok(_) => {}
            Err(Throw::Exception(v)) => return Err(vm.display(v)),
            Err(Throw::Terminate(t)) => return Err(format!("{t:?}")),
        }
    }
    Ok(queue)
}

/// Timer function `i` of [`TIMERS`], running the prelude first if it has not run yet.
/// The prelude spends none of the script's fuel.
fn made(vm: &mut Vm, timers: &Rc<RefCell<Timers>>, i: usize) -> JsResult<Value> {
    if let Some(made) = &timers.borrow().made {
        return Ok(made.get(i).and_then(|f| vm.rooted(f)).unwrap_or(Value::UNDEFINED));
    }
    let fuel = vm.fuel();
    vm.set_fuel(None);
    let made = run_prelude(vm, timers);
    vm.set_fuel(fuel);
    let made = made?;
    let f = made.get(i).and_then(|f| vm.rooted(f)).unwrap_or(Value::UNDEFINED);
    timers.borrow_mut().made = Some(made);
    Ok(f)
}

/// Defines the two host functions the prelude takes, runs it, and roots what it makes.
fn run_prelude(vm: &mut Vm, timers: &Rc<RefCell<Timers>>) -> JsResult<Vec<Rooted>> {
    let queue = Rc::clone(&timers.borrow().queue);
    let armed = Rc::clone(&queue);
    vm.define_host_function("__cairn_timer_arm", move |_, args| {
        if let (Some(id), Some(delay)) = (number(args, 0), number(args, 1)) {
            armed.borrow_mut().arm(id as u32, delay);
        }
        Ok(Value::UNDEFINED)
    })
    .map_err(|e| vm.new_error_throw("Error", &e.message))?;
    let disarmed = queue;
    vm.define_host_function("__cairn_timer_disarm", move |_, args| {
        if let Some(id) = number(args, 0) {
            disarmed.borrow_mut().live.remove(&(id as u32));
        }
        Ok(Value::UNDEFINED)
    })
    .map_err(|e| vm.new_error_throw("Error", &e.message))?;
    let prelude = vm.eval_script_nested(PRELUDE, "[cairn timers]")?;
    let args: Vec<Value> =
        timers.borrow().builtins.iter().map(|b| vm.rooted(b).unwrap_or(Value::UNDEFINED)).collect();
    let list = vm.call_function(prelude, Value::UNDEFINED, &args)?;
    // Kept alive while its functions are read and rooted one by one.
    let _list = vm.root(list).map_err(|e| vm.new_error_throw("Error", &e.message))?;
    let mut made = Vec::with_capacity(TIMERS.len());
    for i in 0..TIMERS.len() {
        let f = vm
            .get_property(list, &i.to_string())
            .map_err(|e| vm.new_error_throw("Error", &e.message))?;
        made.push(vm.root(f).map_err(|e| vm.new_error_throw("Error", &e.message))?);
    }
    timers.borrow_mut().builtins.clear();
    Ok(made)
}

/// Fires the armed timers until none is left (a script that keeps an interval runs
/// until it clears it, as in node), or until a callback throws.
/// Under `--timeout` no sleep lasts past its deadline.
pub(crate) fn run(
    vm: &mut Vm,
    queue: &Rc<RefCell<Queue>>,
    timeout: Option<&super::timeout::Timeout>,
) -> Result<(), JsError> {
    loop {
        let Some((deadline, id)) = queue.borrow_mut().next() else { return Ok(()) };
        super::timeout::sleep_until(timeout, deadline);
        vm.eval_script(&format!("__cairn_fire_timer({id})"), "[cairn timers]")?;
    }
}

/// Argument `i` as a number, if it is one.
fn number(args: &[Value], i: usize) -> Option<f64> {
    args.get(i).and_then(|v| v.as_number())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn earliest_deadline_first_then_order_armed_and_cleared_ones_skipped() {
        let mut q = Queue::default();
        q.arm(1, 30.0);
        q.arm(2, 1.0);
        q.arm(3, 1.0);
        q.arm(4, 10.0);
        q.live.remove(&4);
        let order: Vec<u32> = std::iter::from_fn(|| q.next().map(|(_, id)| id)).collect();
        assert_eq!(order.first(), Some(&2));
        assert!(order.iter().position(|&i| i == 2) < order.iter().position(|&i| i == 3));
        assert_eq!(order.last(), Some(&1));
        assert!(!order.contains(&4));
    }
}
