//! Weak references are cleared exactly when their target dies, and ephemerons keep a
//! value alive exactly when its key is alive, whatever order the collector meets them.

mod common;

use cairn_gc::{Handle, Liveness, Roots, Tracer};
use common::*;

#[test]
fn weak_refs_to_dead_targets_are_cleared_and_reported() {
    let mut heap = heap();
    let live_target = node(&mut heap, 1, &[]);
    let dead_target = node(&mut heap, 2, &[]);
    let mut holder = Node::new(3);
    holder.weak = vec![Some(live_target), Some(dead_target), None];
    let holder = heap.alloc(holder).expect("no limit");
    let out = collect_with(&mut heap, &[holder, live_target]);
    assert_eq!(heap.get(holder).weak, vec![Some(live_target), None, None]);
    assert_eq!(heap.get(holder).cleared, 1);
    assert_eq!(out.finalization, vec![holder.erase()]);
    assert_eq!(out.weak_holders, 1);
    assert!(!heap.contains(dead_target));
    assert_eq!(live_payloads(&heap), vec![1, 3]);

    // Nothing more to clear: no finalization work.
    let out = collect_with(&mut heap, &[holder, live_target]);
    assert!(out.finalization.is_empty());
    assert_eq!(heap.get(holder).weak, vec![Some(live_target), None, None]);
}

#[test]
fn a_weak_ref_does_not_keep_its_target_alive_even_in_a_cycle() {
    let mut heap = heap();
    // target -> holder strongly, holder -> target weakly; only holder rooted.
    let holder = heap.alloc(Node::new(1)).expect("no limit");
    let target = node(&mut heap, 2, &[holder]);
    heap.get_mut(holder).weak.push(Some(target));
    collect_with(&mut heap, &[holder]);
    assert!(!heap.contains(target));
    assert_eq!(heap.get(holder).weak, vec![None]);
}

/// A WeakMap `map` holding `k_i -> v_i`, where `v_i` holds `k_{i+1}` strongly: every
/// value is live iff `k_0` is, and resolving it needs one wake-up per link. `order`
/// decides in which order the entries sit in the map.
fn chain(
    heap: &mut TestHeap,
    n: usize,
    reversed: bool,
) -> (Handle<Node>, Vec<Handle<Node>>, Vec<Handle<Node>>) {
    let keys: Vec<_> = (0..n as u64).map(|i| node(heap, 100 + i, &[])).collect();
    let values: Vec<_> = (0..n)
        .map(|i| {
            let next: Vec<_> = keys.get(i + 1).copied().into_iter().collect();
            node(heap, 200 + i as u64, &next)
        })
        .collect();
    let mut entries: Vec<_> = keys.iter().copied().zip(values.iter().copied()).collect();
    if reversed {
        entries.reverse();
    }
    let mut map = Node::new(1);
    map.ephemerons = entries;
    let map = heap.alloc(map).expect("no limit");
    (map, keys, values)
}

#[test]
fn ephemeron_chains_resolve_in_any_order() {
    for reversed in [false, true] {
        let mut heap = heap();
        let (map, keys, values) = chain(&mut heap, 50, reversed);
        // Root the map and the first key: the whole chain lives.
        let out = collect_with(&mut heap, &[map, keys[0]]);
        assert_eq!(out.freed, 0, "reversed={reversed}");
        assert_eq!(heap.get(map).ephemerons.len(), 50);
        assert!(values.iter().all(|&v| heap.contains(v)));
        // Root the map and the key in the middle: the first half of the chain dies and
        // its entries are removed.
        let out = collect_with(&mut heap, &[map, keys[25]]);
        assert_eq!(out.freed, 50, "reversed={reversed}");
        assert_eq!(heap.get(map).ephemerons.len(), 25);
        assert!(keys[..25].iter().all(|&k| !heap.contains(k)));
        assert!(values[25..].iter().all(|&v| heap.contains(v)));
        // Root only the map: everything in it dies.
        collect_with(&mut heap, &[map]);
        assert!(heap.get(map).ephemerons.is_empty());
        assert_eq!(live_payloads(&heap), vec![1]);
    }
}

#[test]
fn an_ephemeron_key_reached_only_after_its_map_was_traced() {
    let mut heap = heap();
    let (map, keys, values) = chain(&mut heap, 3, false);
    // The key is reachable only through a long strong path traced after the map.
    let mut path = keys[0];
    for i in 0..100 {
        path = node(&mut heap, 1000 + i, &[path]);
    }
    collect_with(&mut heap, &[path, map]);
    assert!(values.iter().all(|&v| heap.contains(v)));
    // And the other way round: the map reachable only through a long path.
    let mut to_map = map;
    for i in 0..100 {
        to_map = node(&mut heap, 2000 + i, &[to_map]);
    }
    collect_with(&mut heap, &[keys[0], to_map]);
    assert!(values.iter().all(|&v| heap.contains(v)));
}

#[test]
fn a_value_that_holds_its_own_key_does_not_keep_it_alive() {
    let mut heap = heap();
    let key = node(&mut heap, 1, &[]);
    let value = node(&mut heap, 2, &[key]);
    let mut map = Node::new(3);
    map.ephemerons.push((key, value));
    let map = heap.alloc(map).expect("no limit");
    collect_with(&mut heap, &[map]);
    assert_eq!(live_payloads(&heap), vec![3]);
    assert!(heap.get(map).ephemerons.is_empty());
}

#[test]
fn two_maps_sharing_a_key_and_a_dead_map() {
    let mut heap = heap();
    let key = node(&mut heap, 1, &[]);
    let (v1, v2) = (node(&mut heap, 2, &[]), node(&mut heap, 3, &[]));
    let mut m1 = Node::new(4);
    m1.ephemerons.push((key, v1));
    let m1 = heap.alloc(m1).expect("no limit");
    let mut m2 = Node::new(5);
    m2.ephemerons.push((key, v2));
    let m2 = heap.alloc(m2).expect("no limit");
    // The key is kept by a node traced last; the dead map m2's value dies with it.
    let holder = node(&mut heap, 6, &[key]);
    collect_with(&mut heap, &[m1, holder]);
    assert!(heap.contains(v1) && !heap.contains(v2) && !heap.contains(m2));
    assert_eq!(live_payloads(&heap), vec![1, 2, 4, 6]);
}

#[test]
fn a_long_reversed_ephemeron_chain_is_linear() {
    // 200k links in the worst order: a quadratic fixpoint would take hours here; the
    // indexed one takes a fraction of a second even in a debug build.
    let mut heap = heap();
    let (map, keys, _) = chain(&mut heap, 200_000, true);
    let out = collect_with(&mut heap, &[map, keys[0]]);
    assert_eq!(out.freed, 0);
    assert_eq!(out.ephemerons, 199_999, "every entry but the first waits for its key");
}

/// Roots with a weak table outside the heap, like an atom table.
struct AtomTable {
    strong: Vec<Handle<Node>>,
    weak: Vec<Option<Handle<Node>>>,
}

impl Roots for AtomTable {
    fn trace_roots(&mut self, tracer: &mut Tracer) {
        self.strong.iter().for_each(|&h| tracer.mark(h));
    }
    fn clear_weak_roots(&mut self, live: &Liveness<'_>) {
        for w in &mut self.weak {
            if w.is_some_and(|h| !live.is_live(h)) {
                *w = None;
            }
        }
    }
}

#[test]
fn weak_roots_outside_the_heap_are_cleared() {
    let mut heap = heap();
    let a = node(&mut heap, 1, &[]);
    let b = node(&mut heap, 2, &[]);
    let mut table = AtomTable { strong: vec![a], weak: vec![Some(a), Some(b)] };
    heap.collect(&mut table);
    assert_eq!(table.weak, vec![Some(a), None]);
    assert!(!heap.contains(b));
}
