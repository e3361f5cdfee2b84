//! Slot tables kept for reuse by the next arena made from a base of the same length.
//!
//! An arena made from a base image starts with one `None` per base slot (the base value,
//! unchanged), and a VM's heap has such a table per arena. Making it wrote every slot and
//! dropping it read every slot back, which cost more than the rest of making a VM. When
//! an arena from a base is dropped, its table is emptied of the VM's own values (those
//! past the base, and the base slots it wrote, which the arena lists) and kept here, per
//! thread; the next arena of the same type and base length takes it as it is.

use std::any::{Any, TypeId};
use std::cell::RefCell;

/// Tables kept per value type (a thread runs one VM at a time, rarely two).
const KEPT_PER_TYPE: usize = 2;

/// A kept table: its value type, its length, and the table (a `Vec<Option<T>>` of
/// `None`s).
type Kept = (TypeId, usize, Box<dyn Any>);

thread_local! {
    /// The kept tables of this thread.
    static TABLES: RefCell<Vec<Kept>> = const { RefCell::new(Vec::new()) };
}

/// A table of `len` `None`s, if one was kept.
pub(crate) fn take<T: 'static>(len: usize) -> Option<Vec<Option<T>>> {
    let id = TypeId::of::<Option<T>>();
    TABLES
        .try_with(|tables| {
            let mut tables = tables.try_borrow_mut().ok()?;
            let at = tables.iter().position(|&(t, n, _)| t == id && n == len)?;
            let (_, _, table) = tables.swap_remove(at);
            table.downcast::<Vec<Option<T>>>().ok().map(|table| *table)
        })
        .ok()
        .flatten()
}

/// Keeps `table`, which must hold only `None`s, for a later [`take`].
pub(crate) fn give<T: 'static>(table: Vec<Option<T>>) {
    debug_assert!(table.iter().all(Option::is_none), "a kept slot table holds a value");
    let id = TypeId::of::<Option<T>>();
    let len = table.len();
    // During thread teardown the table is simply dropped.
    let _ = TABLES.try_with(|tables| {
        let Ok(mut tables) = tables.try_borrow_mut() else { return };
        if tables.iter().filter(|&&(t, _, _)| t == id).count() < KEPT_PER_TYPE {
            tables.push((id, len, Box::new(table)));
        }
    });
}
