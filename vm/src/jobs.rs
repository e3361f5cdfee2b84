//! The job queue (ECMA-262 sec-jobs): promise reaction and thenable jobs, run in FIFO
//! order after the script's synchronous work.

use cairn_gc::Tracer;

use crate::value::Value;

/// A pending job.
#[derive(Clone, Copy, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub(crate) enum Job {
    /// NewPromiseReactionJob: run `handler` (or pass through) with `argument` and settle
    /// the derived promise through its capability's resolve/reject functions.
    Reaction {
        /// The handler (undefined for the default pass-through).
        handler: Value,
        /// Whether this is a rejection reaction.
        rejected: bool,
        /// The settled value.
        argument: Value,
        /// The derived capability's resolve function (undefined for await).
        resolve: Value,
        /// The derived capability's reject function.
        reject: Value,
    },
    /// NewPromiseResolveThenableJob: call `then` on `thenable` with fresh resolving
    /// functions of `promise`.
    ResolveThenable {
        /// The promise being resolved.
        promise: Value,
        /// The thenable.
        thenable: Value,
        /// Its `then` method.
        then: Value,
    },
}

/// FIFO of jobs.
#[derive(Default, cairn_codec::Encode, cairn_codec::Decode)]
pub(crate) struct JobQueue {
    /// The jobs, in blocks that never move (see [`crate::fifo`]): a queue of millions
    /// grows without a copy that would hold off a deadline.
    pub(crate) queue: crate::fifo::Fifo<Job>,
    /// Rejected promises with no handler yet (reported when the queue drains).
    pub(crate) unhandled: Vec<Value>,
    // Atomics.waitAsync.
    /// Waiters of Atomics.waitAsync, in arrival order: the WaiterList of every
    /// location of a buffer no other VM holds, and this VM's part of the waiters on
    /// shared blocks (`AsyncWaiter::shared`, whose list is the block's).
    pub(crate) waiters: Vec<AsyncWaiter>,
    /// The virtual clock of waitAsync timeouts, in ms: it advances only when the job
    /// queue is empty (time passes while the agent is idle).
    pub(crate) now: f64,
}

/// An Atomics.waitAsync waiter (ECMA-262 sec-waiterlist-records, async mode).
#[derive(Clone, Copy, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub(crate) struct AsyncWaiter {
    /// The SharedArrayBuffer waited on.
    pub(crate) buffer: Value,
    /// The byte index in it.
    pub(crate) byte_index: u64,
    /// The promise resolved with "ok" or "timed-out".
    pub(crate) promise: Value,
    /// The virtual time at which it times out (infinity: never).
    pub(crate) deadline: f64,
    /// Its id in the WaiterList of the buffer's shared block, when other VMs hold the
    /// buffer (then a notify from any thread wakes it through the VM's mailbox, and it
    /// times out in real time at `real_deadline`). Not in dumps: a loaded buffer is
    /// unshared, and the waiter is an ordinary one of the VM.
    #[codec(skip)]
    pub(crate) shared: Option<u64>,
    /// When a shared waiter times out (`None`: never).
    #[codec(skip)]
    pub(crate) real_deadline: Option<std::time::Instant>,
}

impl JobQueue {
    /// Marks every value a job holds.
    pub(crate) fn trace_roots(&self, t: &mut Tracer) {
        for v in &self.unhandled {
            cairn_gc::Trace::trace(v, t);
        }
        for w in &self.waiters {
            cairn_gc::Trace::trace(&w.buffer, t);
            cairn_gc::Trace::trace(&w.promise, t);
        }
        for job in self.queue.iter() {
            let vals: [Value; 5] = match *job {
                Job::Reaction { handler, argument, resolve, reject, .. } => {
                    [handler, argument, resolve, reject, Value::UNDEFINED]
                }
                Job::ResolveThenable { promise, thenable, then } => {
                    [promise, thenable, then, Value::UNDEFINED, Value::UNDEFINED]
                }
            };
            for v in vals {
                cairn_gc::Trace::trace(&v, t);
            }
        }
    }
}
