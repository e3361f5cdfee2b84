//! Values the host keeps between calls ([`Rooted`]): each one a root of the VM's
//! collections until the host drops its handle.
//!
//! A bare [`Value`] that Rust code holds is not a root: the next collection may free
//! what it names and reuse the slot. A [`Rooted`] holds a slot of a table the VM marks
//! from, shared with the handle, so dropping the handle (anywhere, with no access to
//! the VM) frees the slot. The table is the host's: it is not written into dumps (the
//! values it keeps are live, so a dump taken meanwhile holds them, but a loaded VM
//! starts with no rooted values), and a handle of one VM is refused by another.

use std::cell::RefCell;
use std::rc::Rc;

use cairn_gc::Tracer;

use super::BoundaryError;
use crate::value::Value;
use crate::vm::Vm;

/// The values the host keeps, by slot; a free slot holds `undefined`.
#[derive(Debug, Default)]
struct Slots {
    values: Vec<Value>,
    free: Vec<u32>,
}

/// The VM's side of the table of kept values.
#[derive(Debug, Default)]
pub(crate) struct HostRoots {
    slots: Rc<RefCell<Slots>>,
}

impl HostRoots {
    /// Marks every kept value.
    pub(crate) fn trace_roots(&self, t: &mut Tracer) {
        // The table is borrowed mutably only inside `add` and a handle's drop, which
        // never run during a collection, so this borrow always succeeds.
        if let Ok(slots) = self.slots.try_borrow() {
            for v in &slots.values {
                cairn_gc::Trace::trace(v, t);
            }
        }
    }

    /// How many values the host keeps.
    fn len(&self) -> usize {
        self.slots.try_borrow().map_or(0, |s| s.values.len() - s.free.len())
    }
}

/// A value the host keeps: a root of the VM that made it until the handle is dropped.
/// Get the value with [`Vm::rooted`]; to keep it twice, root that value again.
#[derive(Debug)]
pub struct Rooted {
    slots: Rc<RefCell<Slots>>,
    index: u32,
}

impl Drop for Rooted {
    fn drop(&mut self) {
        if let Ok(mut slots) = self.slots.try_borrow_mut()
            && let Some(v) = slots.values.get_mut(self.index as usize)
        {
            *v = Value::UNDEFINED;
            slots.free.push(self.index);
        }
    }
}

/// Puts `value` in a free slot (or a new one) and returns its index.
fn add(slots: &RefCell<Slots>, value: Value) -> Option<u32> {
    let mut slots = slots.try_borrow_mut().ok()?;
    if let Some(index) = slots.free.pop() {
        slots.values[index as usize] = value;
        return Some(index);
    }
    let index = u32::try_from(slots.values.len()).ok()?;
    slots.values.try_reserve(1).ok()?;
    // Room for every slot on the free list, so that a drop never allocates.
    let wanted = slots.values.len() + 1 - slots.free.len();
    slots.free.try_reserve(wanted).ok()?;
    slots.values.push(value);
    Some(index)
}

impl Vm {
    /// Keeps `value` alive until the returned handle is dropped.
    pub fn root(&mut self, value: Value) -> Result<Rooted, BoundaryError> {
        let slots = &self.host.roots.slots;
        match add(slots, value) {
            Some(index) => Ok(Rooted { slots: Rc::clone(slots), index }),
            None => Err(BoundaryError::new("out of memory for a rooted value")),
        }
    }

    /// The value `rooted` keeps, or `None` when another VM made it.
    pub fn rooted(&self, rooted: &Rooted) -> Option<Value> {
        if !Rc::ptr_eq(&rooted.slots, &self.host.roots.slots) {
            return None;
        }
        let slots = rooted.slots.try_borrow().ok()?;
        slots.values.get(rooted.index as usize).copied()
    }

    /// How many values the host keeps rooted (handles not dropped yet).
    pub fn rooted_count(&self) -> usize {
        self.host.roots.len()
    }
}
