//! A collection frees exactly what is unreachable from the roots: cycles, deep lists and
//! wide graphs included, with no recursion on the Rust stack.

mod common;

use cairn_gc::{Handle, NoRoots, Tracer};
use common::*;

#[test]
fn unreachable_cycles_are_freed_and_rooted_cycles_kept() {
    let mut heap = heap();
    // a <-> b (rooted through a), c <-> d (unrooted), e -> e (unrooted).
    let a = node(&mut heap, 1, &[]);
    let b = node(&mut heap, 2, &[a]);
    heap.get_mut(a).edges.push(b);
    let c = node(&mut heap, 3, &[]);
    let d = node(&mut heap, 4, &[c]);
    heap.get_mut(c).edges.push(d);
    let e = node(&mut heap, 5, &[]);
    heap.get_mut(e).edges.push(e);

    let out = collect_with(&mut heap, &[a]);
    assert_eq!(live_payloads(&heap), vec![1, 2]);
    assert_eq!((out.marked, out.freed, out.live), (2, 3, 2));
    assert!(heap.contains(b) && !heap.contains(c) && !heap.contains(d) && !heap.contains(e));
    assert_eq!(heap.get(b).edges, vec![a]);

    let out = collect_with(&mut heap, &[]);
    assert_eq!((out.freed, out.live), (2, 0));
    assert_eq!(heap.spaces().nodes.slot_count(), 0, "an empty arena trims all slots");
}

#[test]
fn exactly_the_reachable_subgraph_survives() {
    let mut heap = heap();
    // A diamond under r1, a chain under r2, and garbage pointing into both.
    let leaf = node(&mut heap, 10, &[]);
    let l = node(&mut heap, 11, &[leaf]);
    let r = node(&mut heap, 12, &[leaf]);
    let r1 = node(&mut heap, 13, &[l, r]);
    let c2 = node(&mut heap, 20, &[]);
    let c1 = node(&mut heap, 21, &[c2]);
    let r2 = node(&mut heap, 22, &[c1]);
    let g1 = node(&mut heap, 30, &[leaf, c2]);
    let _g2 = node(&mut heap, 31, &[g1, r1, r2]);

    collect_with(&mut heap, &[r1, r2]);
    assert_eq!(live_payloads(&heap), vec![10, 11, 12, 13, 20, 21, 22]);
    collect_with(&mut heap, &[r2]);
    assert_eq!(live_payloads(&heap), vec![20, 21, 22]);
    collect_with(&mut heap, &[c2]);
    assert_eq!(live_payloads(&heap), vec![20]);
}

#[test]
fn blobs_are_leaves_kept_by_their_owner() {
    let mut heap = heap();
    let kept = heap.alloc(Blob { data: vec![1; 100] }).expect("no limit");
    let lost = heap.alloc(Blob { data: vec![2; 100] }).expect("no limit");
    let mut n = Node::new(1);
    n.blob = Some(kept);
    let n = heap.alloc(n).expect("no limit");
    let out = collect_with(&mut heap, &[n]);
    assert!(heap.contains(kept) && !heap.contains(lost));
    assert_eq!(heap.get(kept).data.len(), 100);
    assert_eq!(out.freed, 1);
    assert!(out.freed_bytes >= 100, "the blob's bytes are credited: {}", out.freed_bytes);
}

#[test]
fn a_million_node_list_is_collected_without_recursion() {
    let mut heap = heap();
    let mut head: Option<Handle<Node>> = None;
    for i in 0..1_000_000u64 {
        let edges: Vec<_> = head.into_iter().collect();
        head = Some(node(&mut heap, i, &edges));
    }
    let head = head.expect("a million nodes were allocated");
    let out = collect_with(&mut heap, &[head]);
    assert_eq!((out.marked, out.freed), (1_000_000, 0));
    // Cut the list in the middle: the far half goes.
    let mut at = head;
    for _ in 0..499_999 {
        at = heap.get(at).edges[0];
    }
    heap.get_mut(at).edges.clear();
    let out = collect_with(&mut heap, &[head]);
    assert_eq!((out.live, out.freed), (500_000, 500_000));
    let out = collect_with(&mut heap, &[]);
    assert_eq!((out.live, out.freed), (0, 500_000));
}

#[test]
fn a_wide_graph_and_a_deep_tree_are_collected() {
    let mut heap = heap();
    let children: Vec<_> = (0..200_000u64).map(|i| node(&mut heap, i, &[])).collect();
    let hub = node(&mut heap, 1 << 40, &children);
    // A binary tree of depth 17 built bottom-up.
    let mut level: Vec<_> = (0..1u64 << 16).map(|i| node(&mut heap, (1 << 41) + i, &[])).collect();
    while level.len() > 1 {
        level = level.chunks(2).map(|p| node(&mut heap, 1 << 42, p)).collect();
    }
    let tree = level[0];
    let out = collect_with(&mut heap, &[hub, tree]);
    assert_eq!(out.freed, 0);
    assert_eq!(out.live, 200_001 + (1 << 17) - 1);
    let out = collect_with(&mut heap, &[tree]);
    assert_eq!(out.freed, 200_001);
}

#[test]
fn the_root_stack_keeps_handles_alive_until_the_scope_ends() {
    let mut heap = heap();
    let kept = heap.scope(|heap| {
        let a = node(heap, 1, &[]);
        let a = heap.root(a);
        let _garbage = node(heap, 2, &[]);
        heap.collect(&mut NoRoots);
        assert!(heap.contains(a));
        assert_eq!(live_payloads(heap), vec![1]);
        a
    });
    assert_eq!(heap.root_stack().len(), 0);
    heap.collect(&mut NoRoots);
    assert!(!heap.contains(kept));

    // Explicit marks nest.
    let outer = heap.root_mark();
    let a = node(&mut heap, 3, &[]);
    heap.root(a);
    let inner = heap.root_mark();
    let b = node(&mut heap, 4, &[]);
    heap.root(b);
    heap.unroot_to(inner);
    heap.collect(&mut NoRoots);
    assert!(heap.contains(a) && !heap.contains(b));
    heap.unroot_to(outer);
    heap.collect(&mut NoRoots);
    assert!(!heap.contains(a));
}

#[test]
fn roots_by_any_handle_and_freed_slots_reused_lowest_first() {
    let mut heap = heap();
    let hs: Vec<_> = (0..10).map(|i| node(&mut heap, i, &[])).collect();
    let keep = [hs[0].erase(), hs[5].erase(), hs[9].erase()];
    heap.collect(&mut |t: &mut Tracer| keep.iter().for_each(|&h| t.mark_any(h)));
    assert_eq!(live_payloads(&heap), vec![0, 5, 9]);
    let again: Vec<_> = (0..3).map(|i| node(&mut heap, 100 + i, &[]).index()).collect();
    assert_eq!(again, vec![1, 2, 3]);
}

#[test]
fn base_slots_stay_and_only_what_the_vm_wrote_is_traced() {
    let (mut heap, hs) = heap_from_base();
    // Node 3 of the base (written: now the VM's copy) holds a new node, which holds
    // another; nothing but unchanged base node 2 holds node 3, and no root holds node 2.
    let deep = node(&mut heap, 101, &[]);
    let held = node(&mut heap, 100, &[deep]);
    heap.get_mut(hs[3]).edges.push(held);
    let garbage = node(&mut heap, 200, &[hs[9]]);
    let c = collect_with(&mut heap, &[]);
    // Only the new node nothing holds is freed: base slots are live for good, and the
    // copy of node 3 is traced although it is reachable only through the base.
    assert_eq!(c.freed, 1);
    assert!(!heap.contains(garbage));
    assert_eq!(live_payloads(&heap), vec![0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 100, 101]);
    assert_eq!(heap.spaces().blobs.len(), 10);
}

#[test]
fn a_collection_its_abort_check_stops_frees_nothing_and_the_next_one_completes() {
    let mut heap = heap();
    // A kept list of 5,000 nodes (more than one abort check's worth) and 100 lost ones.
    let mut head: Option<Handle<Node>> = None;
    for i in 0..5_000u64 {
        let edges: Vec<_> = head.into_iter().collect();
        head = Some(node(&mut heap, i, &edges));
    }
    let head = head.expect("5,000 nodes were allocated");
    for i in 0..100u64 {
        node(&mut heap, 10_000 + i, &[]);
    }
    let before = heap.stats();
    let asked = std::cell::Cell::new(0u32);
    let out = heap.collect_unless(&mut |t: &mut Tracer| t.mark(head), &|| {
        asked.set(asked.get() + 1);
        true
    });
    assert!(out.aborted);
    assert_eq!(asked.get(), 1, "asked once, after the first thousand or so values");
    assert_eq!((out.freed, out.live), (0, 0));
    assert_eq!(heap.spaces().nodes.len(), 5_100, "nothing was freed");
    let after = heap.stats();
    assert_eq!(
        (after.live_bytes, after.allocated_since_gc, after.threshold, after.collections),
        (before.live_bytes, before.allocated_since_gc, before.threshold, before.collections),
        "the accounting is as before"
    );

    // A check that never answers true changes nothing; the collection completes.
    let out = heap.collect_unless(&mut |t: &mut Tracer| t.mark(head), &|| false);
    assert!(!out.aborted);
    assert_eq!((out.marked, out.freed), (5_000, 100));
    assert_eq!(heap.spaces().nodes.len(), 5_000);
    assert_eq!(heap.stats().collections, before.collections + 1);
}

#[test]
fn a_value_with_many_edges_is_traced_in_parts_with_abort_checks_between_them() {
    let mut heap = heap();
    // One node holding 20,000 others: traced whole, all 20,001 would be marked before
    // the first abort check.
    let edges: Vec<_> = (0..20_000u64).map(|i| node(&mut heap, i, &[])).collect();
    let hub = node(&mut heap, 99_999, &edges);
    let asked = std::cell::Cell::new(0u32);
    let out = heap.collect_unless(&mut |t: &mut Tracer| t.mark(hub), &|| {
        asked.set(asked.get() + 1);
        true
    });
    assert!(out.aborted);
    assert_eq!(asked.get(), 1);
    assert!(out.marked < 2_000, "stopped after a few parts, not the whole node: {}", out.marked);
    assert_eq!(heap.spaces().nodes.len(), 20_001, "nothing was freed");

    // Completed, every part is traced: all are kept, and a second hub's parts too.
    let out = heap.collect_unless(&mut |t: &mut Tracer| t.mark(hub), &|| false);
    assert!(!out.aborted);
    assert_eq!((out.marked, out.freed), (20_001, 0));
    let half = node(&mut heap, 88_888, &edges[..10_050]);
    let out = collect_with(&mut heap, &[half]);
    assert_eq!((out.marked, out.freed), (10_051, 9_951));
}

#[test]
fn a_sweep_stopped_by_the_abort_check_leaves_the_rest_for_the_next_collection() {
    let mut heap = heap();
    // 50,000 nodes, every 100th rooted; a survivor holds a weak reference to garbage.
    let all: Vec<_> = (0..50_000u64).map(|i| node(&mut heap, i, &[])).collect();
    // Free slots 45,000..45,100 first: free when the sweep below stops, in words it
    // leaves, so new values may take them before that sweep is finished.
    let mut before: Vec<_> = all.clone();
    before.drain(45_000..45_100);
    collect_with(&mut heap, &before);
    let roots: Vec<_> = all.iter().copied().step_by(100).filter(|h| h.index() != 45_000).collect();
    heap.get_mut(roots[0]).weak.push(Some(all[40_001]));
    // 500 values mark with no question asked; the first comes from the sweep.
    let asked = std::cell::Cell::new(0u32);
    let mark_roots = |t: &mut Tracer| roots.iter().for_each(|&r| t.mark(r));
    let out = heap.collect_unless(&mut { mark_roots }, &|| {
        asked.set(asked.get() + 1);
        true
    });
    assert!(!out.aborted && out.sweep_deferred && heap.sweep_pending());
    assert_eq!(asked.get(), 1);
    assert!(out.freed > 0 && out.freed < 5_000, "the first words only: {}", out.freed);
    assert_eq!(heap.spaces().nodes.len() as u64, 49_900 - out.freed, "the rest is still held");
    // Weak references to the dead were cleared before the sweep, whatever it left.
    assert_eq!(heap.get(roots[0]).weak, vec![None]);
    assert_eq!(heap.get(roots[7]).payload, 700);

    // Allocation never takes the slot of a dead value not yet freed; it may take a slot
    // that was free when the sweep stopped (45,000..45,100), which finishing the sweep
    // leaves alone.
    let fresh: Vec<_> = (0..6_000u64).map(|i| node(&mut heap, 100_000 + i, &[])).collect();
    let mut in_holes = 0;
    for h in &fresh {
        let i = h.index() as u64;
        in_holes += usize::from((45_000..45_100).contains(&i));
        let allowed = i < 4_096 || (45_000..45_100).contains(&i) || i >= 50_000;
        assert!(allowed, "slot {i} held a dead value");
    }
    assert_eq!(in_holes, 100);

    // A collection that is stopped again before it finishes the old sweep marks nothing.
    let out = heap.collect_unless(&mut |_: &mut Tracer| {}, &|| true);
    assert!(out.aborted && heap.sweep_pending());

    // The next whole collection frees them first, then collects as usual.
    let mut kept = roots.clone();
    kept.extend(&fresh);
    let out = collect_with(&mut heap, &kept);
    assert!(!out.sweep_deferred && !heap.sweep_pending());
    assert_eq!(heap.spaces().nodes.len(), 499 + 6_000);
    let mut want: Vec<u64> =
        (0..50_000).step_by(100).filter(|&i| i != 45_000).chain(100_000..106_000).collect();
    want.sort_unstable();
    assert_eq!(live_payloads(&heap), want);
    heap.recount();
    assert_eq!(heap.spaces().nodes.len(), 6_499);
}
