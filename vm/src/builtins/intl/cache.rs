//! The per-thread caches of ICU4X objects (collators, number and date formatters).
//! Building one loads its data, which costs more than most uses of it, so each kind is
//! kept in a short list per thread, most recently built last. They hold only compiled
//! data, so VMs on one thread share them, and nothing of them goes into an image.

use std::cell::RefCell;
use std::rc::Rc;
use std::thread::LocalKey;

/// One kind's cache: its keys and objects, the oldest first.
pub(crate) type Cache<K, V> = RefCell<Vec<(K, Rc<V>)>>;

/// The object of the newest entry whose key `matches`, or the one `build` makes (then
/// kept under `key()`, the oldest entry going when `size` are kept). `None` when
/// `build` fails, which only a corrupt dump's slots can cause.
pub(crate) fn cached<K, V>(
    cache: &'static LocalKey<Cache<K, V>>,
    size: usize,
    matches: impl Fn(&K) -> bool,
    key: impl FnOnce() -> K,
    build: impl FnOnce() -> Option<V>,
) -> Option<Rc<V>> {
    let hit = cache
        .with(|c| c.borrow().iter().rev().find(|(k, _)| matches(k)).map(|(_, v)| Rc::clone(v)));
    if hit.is_some() {
        return hit;
    }
    let built = Rc::new(build()?);
    cache.with(|c| {
        let mut c = c.borrow_mut();
        if c.len() >= size {
            c.remove(0);
        }
        c.push((key(), Rc::clone(&built)));
    });
    Some(built)
}
