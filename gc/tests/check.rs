//! `Heap::check_handles` on a heap restored over a frozen base, as a loaded dump is:
//! handles held by roots and by owned values must name live slots; shared base values
//! are trusted.

mod common;

use cairn_gc::{Handle, Heap, Tracer};
use common::{Node, TestSpaces, heap_from_base};

fn check(heap: &mut Heap<TestSpaces>, roots: &[Handle<Node>]) -> Result<(), cairn_gc::AnyHandle> {
    heap.check_handles(&mut |t: &mut Tracer| {
        for &r in roots {
            t.mark(r);
        }
    })
}

#[test]
fn owned_values_naming_live_slots_pass() {
    let (mut heap, hs) = heap_from_base();
    let mut own = Node::new(100);
    own.edges = vec![hs[3], hs[9]];
    own.ephemerons = vec![(hs[1], hs[2])];
    let mut replaced = Node::new(5);
    replaced.edges = vec![Handle::from_index(10)];
    let garbage = Node::new(200);
    heap.spaces_mut()
        .nodes
        .restore(vec![(10, own), (11, garbage), (5, replaced)])
        .expect("restores");
    heap.recount();
    assert_eq!(check(&mut heap, &[hs[0], Handle::from_index(10)]), Ok(()));
    // The check marks nothing for the next collection: it frees the unreachable node 11.
    // Base slots stay live for good (what the replaced node 5 cut off included): a
    // collection never walks the base.
    let c = common::collect_with(&mut heap, &[hs[0], Handle::from_index(10)]);
    assert_eq!(c.freed, 1);
    assert_eq!(common::live_payloads(&heap), vec![0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 100]);
}

#[test]
fn an_owned_value_naming_a_free_slot_is_reported() {
    let (mut heap, hs) = heap_from_base();
    let mut own = Node::new(100);
    own.edges = vec![hs[3], Handle::from_index(12)];
    heap.spaces_mut().nodes.restore(vec![(10, own)]).expect("restores");
    heap.recount();
    let bad = check(&mut heap, &[]).expect_err("slot 12 is free");
    assert_eq!((bad.kind(), bad.index()), (0, 12));
}

#[test]
fn a_leaf_handle_to_a_free_slot_is_reported() {
    let (mut heap, _) = heap_from_base();
    let mut own = Node::new(100);
    own.blob = Some(Handle::from_index(40));
    heap.spaces_mut().nodes.restore(vec![(10, own)]).expect("restores");
    heap.recount();
    let bad = check(&mut heap, &[]).expect_err("blob 40 does not exist");
    assert_eq!((bad.kind(), bad.index()), (1, 40));
}

#[test]
fn bad_roots_and_ephemerons_are_reported() {
    let (mut heap, hs) = heap_from_base();
    let bad = check(&mut heap, &[hs[1], Handle::from_index(11)]).expect_err("root 11 is free");
    assert_eq!(bad.index(), 11);

    let mut own = Node::new(100);
    own.ephemerons = vec![(Handle::from_index(15), hs[0])];
    heap.spaces_mut().nodes.restore(vec![(10, own)]).expect("restores");
    heap.recount();
    let bad = check(&mut heap, &[]).expect_err("ephemeron key 15 is free");
    assert_eq!(bad.index(), 15);
}

#[test]
fn restoring_the_same_slot_twice_is_an_error() {
    let (mut heap, _) = heap_from_base();
    let err = heap
        .spaces_mut()
        .nodes
        .restore(vec![(10, Node::new(1)), (10, Node::new(2))])
        .expect_err("slot 10 twice");
    assert!(err.contains("written twice"), "{err}");
}
