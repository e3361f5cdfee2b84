//! Timers for scripts run from the command line: `setTimeout`, `setInterval`,
//! `clearTimeout`, `clearInterval` and `queueMicrotask`, as node provides them.
//!
//! They are host functions, not ECMA-262: the VM has no clock of its own. A prelude
//! script defines them on the global object (enumerable, as in node), keeping the
//! callbacks in a `Map` on the heap; two host functions tell this side when a timer is
//! armed (its id and delay) or cleared. When the script and its job queue are done, [`run`] fires
//! the timers in the order of their deadlines (ties in the order they were armed),
//! sleeping until each deadline, and drains the job queue after each callback, so
//! promise reactions run between two timers as in node. A callback that throws ends
//! the run as an uncaught exception does. In a `--tools` run (`tools::run`) each armed
//! timer is also a call of the hidden tool [`TIMER_TOOL`], whose answer fires it, so
//! that the run is idle, as on any tool, while it waits on timers.
//!
//! Differences from node: the timer functions return numbers (node returns `Timeout`
//! objects, which also have `ref`, `unref` and `refresh`), and callbacks run with
//! `this` undefined.

use std::cell::RefCell;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashSet};
use std::rc::Rc;
use std::time::{Duration, Instant};

use cairn::vm::{JsError, Value, Vm};

/// The script that defines the timer functions. It takes the two host functions off
/// the global object first, so scripts see only node's names.
///
/// In a `--tools` run, where the tools include [`TIMER_TOOL`], arming a timer also calls
/// that tool with the timer's id (the tool is taken off `tools` first), and the callback
/// runs when the host answers the call: the run is idle while it waits on timers, as on
/// any tool.
const PRELUDE: &str = r#"(() => {
  "use strict";
  const armHost = globalThis.__cairn_timer_arm;
  const disarm = globalThis.__cairn_timer_disarm;
  delete globalThis.__cairn_timer_arm;
  delete globalThis.__cairn_timer_disarm;
  const timerTool = globalThis.tools?.__cairn_timer;
  if (timerTool !== undefined) delete globalThis.tools.__cairn_timer;
  // The builtins the timers use, taken now: a script that replaces them later (Map or
  // Promise methods, the array iterator) does not break its timers, as in node.
  const apply = Reflect.apply;
  const then = Promise.prototype.then;
  const { get: mapGet, set: mapSet, delete: mapDelete } = Map.prototype;
  const arm = timerTool !== undefined
    ? (id, delay) => { armHost(id, delay); apply(then, timerTool(id), [() => fire(id)]); }
    : armHost;
  const timers = new Map();
  const resolved = Promise.resolve();
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
  // Enumerable, as in node (and as WebIDL makes them in browsers).
  const define = (name, value) => Object.defineProperty(globalThis, name,
    { value, writable: true, enumerable: true, configurable: true });
  define("setTimeout", function setTimeout(callback, ms, ...args) {
    return start(callback, ms, args, false);
  });
  define("setInterval", function setInterval(callback, ms, ...args) {
    return start(callback, ms, args, true);
  });
  define("clearTimeout", function clearTimeout(id) { clear(id); });
  define("clearInterval", function clearInterval(id) { clear(id); });
  define("queueMicrotask", function queueMicrotask(callback) {
    callbackOf(callback);
    apply(then, resolved, [() => { callback(); }]);
  });
  function fire(id) {
    const timer = apply(mapGet, timers, [id]);
    if (timer === undefined) return;
    if (timer.repeat) arm(id, timer.delay); else apply(mapDelete, timers, [id]);
    apply(timer.callback, undefined, timer.args);
  }
  // Called by the host (an eval of `__cairn_fire_timer(ID)`) when a deadline passes.
  if (timerTool === undefined) {
    Object.defineProperty(globalThis, "__cairn_fire_timer", {
      value: fire, writable: false, enumerable: false, configurable: true,
    });
  }
})();
"#;

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

/// Defines the timer functions in `vm`; returns the queue [`run`] (or, when the tools
/// installed before include [`TIMER_TOOL`], the `--tools` loop) serves.
pub(crate) fn install(vm: &mut Vm) -> Result<Rc<RefCell<Queue>>, String> {
    let queue = Rc::new(RefCell::new(Queue::default()));
    let armed = Rc::clone(&queue);
    vm.define_host_function("__cairn_timer_arm", move |_, args| {
        if let (Some(id), Some(delay)) = (number(args, 0), number(args, 1)) {
            armed.borrow_mut().arm(id as u32, delay);
        }
        Ok(Value::UNDEFINED)
    })
    .map_err(|e| e.message)?;
    let disarmed = Rc::clone(&queue);
    vm.define_host_function("__cairn_timer_disarm", move |_, args| {
        if let Some(id) = number(args, 0) {
            disarmed.borrow_mut().live.remove(&(id as u32));
        }
        Ok(Value::UNDEFINED)
    })
    .map_err(|e| e.message)?;
    vm.eval_script(PRELUDE, "[cairn timers]").map_err(|e| e.message)?;
    Ok(queue)
}

/// Fires the armed timers until none is left (a script that keeps an interval runs
/// until it clears it, as in node), or until a callback throws.
pub(crate) fn run(vm: &mut Vm, queue: &Rc<RefCell<Queue>>) -> Result<(), JsError> {
    loop {
        let Some((deadline, id)) = queue.borrow_mut().next() else { return Ok(()) };
        let now = Instant::now();
        if deadline > now {
            std::thread::sleep(deadline - now);
        }
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
