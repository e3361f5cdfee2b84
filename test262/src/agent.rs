//! `$262.agent` (test262 INTERPRETING.md "agent"): other agents of a scenario, each a
//! fresh VM on a thread of its own, sharing SharedArrayBuffers with the main one.
//!
//! The main VM's `$262.agent` has `start(source)` (a new agent evaluates `source`),
//! `broadcast(sab, id)` (every agent's `receiveBroadcast` callback gets `sab` and
//! `id`; returns once all have it), `getReport()` (the next string an agent reported,
//! or null), `sleep(ms)` and `monotonicNow()`. An agent's `$262.agent` has
//! `receiveBroadcast(callback)`, `report(value)`, `leaving()`, `sleep(ms)` and
//! `monotonicNow()` ([`AGENT_PRELUDE`]).
//!
//! The buffer crosses as its Shared Data Block (`Vm::share_array_buffer`, then
//! `Vm::shared_array_buffer_from_block` in the agent), so `Atomics.wait` in one VM is
//! woken by `Atomics.notify` in another. Every VM of the scenario can block
//! (`Vm::set_can_block`).
//!
//! Agents never outlive their scenario: they share its interrupt flag (the wall-clock
//! cap stops them with the main VM), and when the main VM is done [`Hub::close`] closes
//! their channels, sets the flag (a blocked wait sees it within `WAIT_SLICE`) and joins
//! every thread.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use cairn::vm::shared_memory::SharedBlock;
use cairn::vm::{JsResult, Value, Vm, VmOptions};

use crate::execute::ExecLimits;

/// How often a waiting host function (broadcast, sleep, an agent idle between
/// broadcasts) looks at the interrupt flag.
const POLL: Duration = Duration::from_millis(5);

/// An agent thread's stack (the VM's own guards assume at least 2 MB).
const AGENT_STACK: usize = 16 << 20;

/// How long `getReport` waits for a report while agents run.
const REPORT_WAIT: Duration = Duration::from_millis(500);

/// The most agents one scenario may start (test262 uses a handful).
const MAX_AGENTS: usize = 64;

/// A broadcast as an agent receives it.
struct Broadcast {
    block: Arc<SharedBlock>,
    id: f64,
}

/// The agents of one scenario and what they share with the main VM.
pub struct Hub {
    limits: ExecLimits,
    interrupt: Arc<AtomicBool>,
    epoch: Instant,
    state: Mutex<State>,
    /// Signalled when an agent takes a broadcast or leaves.
    acked: Condvar,
}

#[derive(Default)]
struct State {
    /// Reports not yet read by `getReport`, oldest first.
    reports: VecDeque<String>,
    /// Each agent's channel, `None` once it stopped receiving.
    agents: Vec<Option<Sender<Broadcast>>>,
    threads: Vec<JoinHandle<()>>,
    /// Broadcasts sent and not yet taken.
    unacked: usize,
    closed: bool,
}

/// Locks `m`, ignoring poisoning (each change to the state is a single step).
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl Hub {
    /// The hub of a scenario whose VMs get `limits` and stop at `interrupt`.
    pub fn new(limits: ExecLimits, interrupt: Arc<AtomicBool>) -> Arc<Hub> {
        Arc::new(Hub {
            limits,
            interrupt,
            epoch: Instant::now(),
            state: Mutex::new(State::default()),
            acked: Condvar::new(),
        })
    }

    fn interrupted(&self) -> bool {
        self.interrupt.load(Ordering::Relaxed)
    }

    /// Milliseconds since the scenario started (one clock for every agent).
    fn now(&self) -> f64 {
        self.epoch.elapsed().as_secs_f64() * 1000.0
    }

    /// Sleeps `ms` milliseconds, or until the interrupt.
    fn sleep(&self, ms: f64) {
        let Ok(total) = Duration::try_from_secs_f64(ms.max(0.0) / 1000.0) else { return };
        let end = Instant::now() + total.min(Duration::from_secs(3600));
        while !self.interrupted() {
            let left = end.saturating_duration_since(Instant::now());
            if left.is_zero() {
                break;
            }
            std::thread::sleep(left.min(POLL));
        }
    }

    /// `$262.agent.start(source)`.
    fn start(self: &Arc<Hub>, source: String) -> Result<(), String> {
        let mut st = lock(&self.state);
        if st.closed || st.agents.len() >= MAX_AGENTS {
            return Err(format!("at most {MAX_AGENTS} agents"));
        }
        let (tx, rx) = std::sync::mpsc::channel();
        let index = st.agents.len();
        let hub = Arc::clone(self);
        let thread = std::thread::Builder::new()
            .name(format!("test262-agent-{index}"))
            .stack_size(AGENT_STACK)
            .spawn(move || run_agent(&hub, index, &source, &rx))
            .map_err(|e| format!("cannot start an agent thread: {e}"))?;
        st.agents.push(Some(tx));
        st.threads.push(thread);
        Ok(())
    }

    /// `$262.agent.broadcast`: sends `block` to every agent still receiving and waits
    /// until each has taken it (or left, or the interrupt).
    fn broadcast(&self, block: &Arc<SharedBlock>, id: f64) {
        let mut st = lock(&self.state);
        let mut sent = 0;
        for tx in st.agents.iter().flatten() {
            if tx.send(Broadcast { block: Arc::clone(block), id }).is_ok() {
                sent += 1;
            }
        }
        st.unacked += sent;
        while st.unacked > 0 && !self.interrupted() {
            st = self.acked.wait_timeout(st, POLL).unwrap_or_else(|e| e.into_inner()).0;
        }
    }

    /// The next report; while none has come, waits for one as long as an agent is
    /// running, for at most [`REPORT_WAIT`] (the harness's getReportAsync polls with a
    /// busy one-second timer otherwise) or until the interrupt.
    fn next_report(&self) -> Option<String> {
        let end = Instant::now() + REPORT_WAIT;
        let mut st = lock(&self.state);
        loop {
            if let Some(r) = st.reports.pop_front() {
                return Some(r);
            }
            let running = st.threads.iter().any(|t| !t.is_finished());
            let left = end.saturating_duration_since(Instant::now());
            if !running || left.is_zero() || self.interrupted() {
                return None;
            }
            st = self.acked.wait_timeout(st, left.min(POLL)).unwrap_or_else(|e| e.into_inner()).0;
        }
    }

    /// An agent took a broadcast.
    fn ack(&self) {
        let mut st = lock(&self.state);
        st.unacked = st.unacked.saturating_sub(1);
        self.acked.notify_all();
    }

    /// Agent `index` receives no more: the broadcasts it did not take count as taken.
    fn leave(&self, index: usize, rx: &Receiver<Broadcast>) {
        let mut st = lock(&self.state);
        if let Some(slot) = st.agents.get_mut(index) {
            *slot = None;
        }
        while rx.try_recv().is_ok() {
            st.unacked = st.unacked.saturating_sub(1);
        }
        self.acked.notify_all();
    }

    /// Ends the scenario's agents: no more broadcasts, the interrupt flag set, every
    /// thread joined.
    pub fn close(&self) {
        let threads = {
            let mut st = lock(&self.state);
            st.closed = true;
            st.agents.clear();
            std::mem::take(&mut st.threads)
        };
        if threads.is_empty() {
            return;
        }
        self.interrupt.store(true, Ordering::Relaxed);
        for t in threads {
            let _ = t.join();
        }
    }
}

/// The main VM's agent functions, as globals the host prelude moves into
/// `$262.agent` (see `execute::HOST_PRELUDE`).
pub fn install_main(vm: &mut Vm, hub: &Arc<Hub>) -> Result<(), cairn::vm::BoundaryError> {
    let h = Arc::clone(hub);
    vm.define_host_function("__cairn262_agentStart", move |vm, args| {
        let source = args.first().and_then(|&v| vm.string_text(v)).unwrap_or_default();
        match h.start(source) {
            Ok(()) => Ok(Value::UNDEFINED),
            Err(e) => Err(vm.new_error_throw("Error", &e)),
        }
    })?;
    let h = Arc::clone(hub);
    vm.define_host_function("__cairn262_agentBroadcast", move |vm, args| {
        let sab = args.first().copied().unwrap_or(Value::UNDEFINED);
        let id = args.get(1).and_then(|v| v.as_number()).unwrap_or(0.0);
        let block = vm.share_array_buffer(sab)?;
        h.broadcast(&block, id);
        Ok(Value::UNDEFINED)
    })?;
    let h = Arc::clone(hub);
    vm.define_host_function("__cairn262_agentGetReport", move |vm, _| {
        let report = h.next_report();
        match report {
            Some(r) => vm.string_value(&r),
            None => Ok(Value::NULL),
        }
    })?;
    install_common(vm, hub)
}

/// `sleep(ms)` and `monotonicNow()`, the same for the main VM and the agents.
fn install_common(vm: &mut Vm, hub: &Arc<Hub>) -> Result<(), cairn::vm::BoundaryError> {
    let h = Arc::clone(hub);
    vm.define_host_function("__cairn262_agentSleep", move |_, args| {
        h.sleep(args.first().and_then(|v| v.as_number()).unwrap_or(0.0));
        Ok(Value::UNDEFINED)
    })?;
    let h = Arc::clone(hub);
    vm.define_host_function("__cairn262_agentMonotonicNow", move |_, _| {
        Ok(Value::number(h.now().floor()))
    })?;
    Ok(())
}

/// The `$262` of an agent: `agent` with receiveBroadcast, report, leaving, sleep and
/// monotonicNow; `__cairn262_dispatch()` (called by the host on each broadcast) hands
/// the buffer to the callback.
pub const AGENT_PRELUDE: &str = r#"(function (global) {
  var take = global.__cairn262_agentTake, report = global.__cairn262_agentReport;
  var sleep = global.__cairn262_agentSleep, now = global.__cairn262_agentMonotonicNow;
  delete global.__cairn262_agentTake;
  delete global.__cairn262_agentReport;
  delete global.__cairn262_agentSleep;
  delete global.__cairn262_agentMonotonicNow;
  var callback;
  var agent = {
    receiveBroadcast: function (cb) { callback = cb; },
    report: function (value) { report(String(value)); },
    leaving: function () {},
    sleep: function (ms) { sleep(Number(ms)); },
    monotonicNow: function () { return now(); }
  };
  Object.defineProperty(global, "__cairn262_dispatch", {
    value: function () {
      var sab = take();
      if (typeof callback === "function") { callback(sab, take(true)); }
    },
    writable: false, enumerable: false, configurable: false
  });
  Object.defineProperty(global, "$262", {
    value: { global: global, agent: agent }, writable: true, enumerable: false,
    configurable: true
  });
})(this);
"#;

/// The name the agent prelude is evaluated under.
const AGENT_PRELUDE_NAME: &str = "cairn-test262/agent-prelude.js";

/// A fresh VM with the scenario's limits, for an agent.
fn agent_vm(hub: &Hub) -> Vm {
    let mut vm = Vm::new(VmOptions::default());
    vm.set_print_hook(Box::new(|_| {}));
    vm.set_fuel(Some(hub.limits.fuel));
    vm.set_heap_limit(hub.limits.heap_bytes);
    vm.set_max_call_depth(Some(hub.limits.max_call_depth));
    vm.set_interrupt(Some(Arc::clone(&hub.interrupt)));
    vm.set_ignore_unhandled_rejections(true);
    vm.set_can_block(true);
    vm
}

/// The host functions of an agent's prelude; `pending` is the broadcast being handed
/// over.
fn install_agent(
    vm: &mut Vm,
    hub: &Arc<Hub>,
    pending: &Arc<Mutex<Option<Broadcast>>>,
) -> Result<(), cairn::vm::BoundaryError> {
    let p = Arc::clone(pending);
    vm.define_host_function("__cairn262_agentTake", move |vm, args| -> JsResult<Value> {
        let want_id = args.first().is_some_and(|v| *v == Value::TRUE);
        let guard = lock(&p);
        let Some(b) = guard.as_ref() else { return Ok(Value::UNDEFINED) };
        if want_id {
            return Ok(Value::number(b.id));
        }
        let block = Arc::clone(&b.block);
        drop(guard);
        vm.shared_array_buffer_from_block(block)
    })?;
    let h = Arc::clone(hub);
    vm.define_host_function("__cairn262_agentReport", move |vm, args| {
        let text = args.first().and_then(|&v| vm.string_text(v)).unwrap_or_default();
        lock(&h.state).reports.push_back(text);
        h.acked.notify_all();
        Ok(Value::UNDEFINED)
    })?;
    install_common(vm, hub)
}

/// An agent thread: evaluates `source`, then hands each broadcast to its callback
/// until the scenario closes, the interrupt, or an error ends the agent.
fn run_agent(hub: &Arc<Hub>, index: usize, source: &str, rx: &Receiver<Broadcast>) {
    let pending = Arc::new(Mutex::new(None));
    let mut vm = agent_vm(hub);
    let ready = install_agent(&mut vm, hub, &pending).is_ok()
        && vm.eval_script(AGENT_PRELUDE, AGENT_PRELUDE_NAME).is_ok()
        && vm.eval_script(source, "agent.js").is_ok();
    while ready && !hub.interrupted() {
        let broadcast = match rx.recv_timeout(POLL) {
            Ok(b) => b,
            Err(RecvTimeoutError::Timeout) => continue,
            Err(RecvTimeoutError::Disconnected) => break,
        };
        *lock(&pending) = Some(broadcast);
        hub.ack();
        if vm.eval_script("__cairn262_dispatch()", "agent-dispatch.js").is_err() {
            break;
        }
    }
    hub.leave(index, rx);
}
