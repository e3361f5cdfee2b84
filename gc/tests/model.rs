//! Against a reference model (reachability by a plain BFS with a naive ephemeron
//! fixpoint), random sequences of alloc/link/unlink/weak/ephemeron/root/unroot/collect
//! never free a thing reachable from the roots and always free the unreachable ones;
//! weak references and ephemeron entries are cleared exactly when their target dies.

mod common;

use std::collections::{BTreeMap, BTreeSet};

use cairn_gc::{Handle, RootMark, Tracer};
use common::*;
use proptest::prelude::*;

#[derive(Clone, Debug)]
enum Op {
    Alloc,
    Link(u16, u16),
    Unlink(u16, u16),
    Weak(u16, u16),
    Ephemeron(u16, u16, u16),
    Root(u16),
    Unroot(u16),
    PushStack(u16),
    PopStack(u16),
    Collect,
}

fn op() -> impl Strategy<Value = Op> {
    let i = any::<u16>;
    prop_oneof![
        6 => Just(Op::Alloc),
        6 => (i(), i()).prop_map(|(a, b)| Op::Link(a, b)),
        2 => (i(), i()).prop_map(|(a, b)| Op::Unlink(a, b)),
        1 => (i(), i()).prop_map(|(a, b)| Op::Weak(a, b)),
        2 => (i(), i(), i()).prop_map(|(a, b, c)| Op::Ephemeron(a, b, c)),
        2 => i().prop_map(Op::Root),
        1 => i().prop_map(Op::Unroot),
        1 => i().prop_map(Op::PushStack),
        1 => i().prop_map(Op::PopStack),
        1 => Just(Op::Collect),
    ]
}

#[derive(Default)]
struct ModelNode {
    handle: Option<Handle<Node>>,
    edges: Vec<u64>,
    weak: Vec<Option<u64>>,
    ephemerons: Vec<(u64, u64)>,
}

#[derive(Default)]
struct Model {
    nodes: BTreeMap<u64, ModelNode>,
    roots: Vec<u64>,
    stack: Vec<u64>,
    next_id: u64,
}

impl Model {
    fn pick(&self, i: u16) -> Option<u64> {
        let n = self.nodes.len();
        if n == 0 { None } else { self.nodes.keys().nth(i as usize % n).copied() }
    }

    fn handle(&self, id: u64) -> Handle<Node> {
        self.nodes[&id].handle.expect("model nodes have handles")
    }

    /// Reachable ids: BFS over strong edges, then ephemerons whose key is reached, to a
    /// fixpoint (quadratic, and obviously right).
    fn reachable(&self) -> BTreeSet<u64> {
        let mut seen: BTreeSet<u64> = BTreeSet::new();
        let mut todo: Vec<u64> = self.roots.iter().chain(&self.stack).copied().collect();
        loop {
            while let Some(id) = todo.pop() {
                if seen.insert(id) {
                    todo.extend(&self.nodes[&id].edges);
                }
            }
            for id in &seen {
                for &(k, v) in &self.nodes[id].ephemerons {
                    if seen.contains(&k) && !seen.contains(&v) {
                        todo.push(v);
                    }
                }
            }
            if todo.is_empty() {
                return seen;
            }
        }
    }
}

fn run(ops: &[Op]) -> Result<(), TestCaseError> {
    let mut heap = heap();
    let mut model = Model::default();
    let mut marks: Vec<(RootMark, usize)> = Vec::new();
    for op in ops.iter().cloned().chain([Op::Collect]) {
        match op {
            Op::Alloc => {
                let id = model.next_id;
                model.next_id += 1;
                let h = node(&mut heap, id, &[]);
                model.nodes.insert(id, ModelNode { handle: Some(h), ..ModelNode::default() });
            }
            Op::Link(a, b) => {
                if let (Some(a), Some(b)) = (model.pick(a), model.pick(b)) {
                    let hb = model.handle(b);
                    heap.update(model.handle(a), |n| n.edges.push(hb)).expect("no limit");
                    model.nodes.get_mut(&a).expect("picked").edges.push(b);
                }
            }
            Op::Unlink(a, e) => {
                if let Some(a) = model.pick(a) {
                    let m = model.nodes.get_mut(&a).expect("picked");
                    if !m.edges.is_empty() {
                        let e = e as usize % m.edges.len();
                        m.edges.swap_remove(e);
                        let h = m.handle.expect("model nodes have handles");
                        heap.update(h, |n| n.edges.swap_remove(e)).expect("no limit");
                    }
                }
            }
            Op::Weak(a, b) => {
                if let (Some(a), Some(b)) = (model.pick(a), model.pick(b)) {
                    let hb = model.handle(b);
                    heap.update(model.handle(a), |n| n.weak.push(Some(hb))).expect("no limit");
                    model.nodes.get_mut(&a).expect("picked").weak.push(Some(b));
                }
            }
            Op::Ephemeron(m, k, v) => {
                if let (Some(m), Some(k), Some(v)) = (model.pick(m), model.pick(k), model.pick(v)) {
                    let (hk, hv) = (model.handle(k), model.handle(v));
                    heap.update(model.handle(m), |n| n.ephemerons.push((hk, hv)))
                        .expect("no limit");
                    model.nodes.get_mut(&m).expect("picked").ephemerons.push((k, v));
                }
            }
            Op::Root(a) => model.roots.extend(model.pick(a)),
            Op::Unroot(i) => {
                if !model.roots.is_empty() {
                    let i = i as usize % model.roots.len();
                    model.roots.swap_remove(i);
                }
            }
            Op::PushStack(a) => {
                if let Some(a) = model.pick(a) {
                    marks.push((heap.root_mark(), model.stack.len()));
                    heap.root(model.handle(a));
                    model.stack.push(a);
                }
            }
            Op::PopStack(i) => {
                if !marks.is_empty() {
                    let i = i as usize % marks.len();
                    let (mark, len) = marks[i];
                    marks.truncate(i);
                    heap.unroot_to(mark);
                    model.stack.truncate(len);
                }
            }
            Op::Collect => collect_and_check(&mut heap, &mut model)?,
        }
    }
    Ok(())
}

fn collect_and_check(heap: &mut TestHeap, model: &mut Model) -> Result<(), TestCaseError> {
    let reachable = model.reachable();
    let roots: Vec<_> = model.roots.iter().map(|&id| model.handle(id)).collect();
    let out = heap.collect(&mut |t: &mut Tracer| roots.iter().for_each(|&r| t.mark(r)));
    let dead: Vec<u64> = model.nodes.keys().filter(|id| !reachable.contains(id)).copied().collect();
    prop_assert_eq!(out.freed, dead.len() as u64);
    prop_assert_eq!(out.live, reachable.len() as u64);
    for id in &dead {
        prop_assert!(!heap.contains(model.handle(*id)), "unreachable node {} survived", id);
    }
    for id in &dead {
        model.nodes.remove(id);
    }
    for m in model.nodes.values_mut() {
        for w in &mut m.weak {
            if w.is_some_and(|t| !reachable.contains(&t)) {
                *w = None;
            }
        }
        m.ephemerons.retain(|(k, _)| reachable.contains(k));
    }
    for (&id, m) in &model.nodes {
        let h = model.handle(id);
        let n = heap.try_get(h);
        prop_assert!(n.is_some(), "reachable node {} was freed", id);
        let n = n.expect("checked above");
        prop_assert_eq!(n.payload, id);
        let edges: Vec<_> = m.edges.iter().map(|&e| model.handle(e)).collect();
        prop_assert_eq!(&n.edges, &edges);
        let weak: Vec<_> = m.weak.iter().map(|w| w.map(|t| model.handle(t))).collect();
        prop_assert_eq!(&n.weak, &weak);
        let eph: Vec<_> =
            m.ephemerons.iter().map(|&(k, v)| (model.handle(k), model.handle(v))).collect();
        prop_assert_eq!(&n.ephemerons, &eph);
    }
    let nodes = &mut heap.spaces_mut().nodes;
    prop_assert_eq!(nodes.bytes(), nodes.recount_bytes(), "byte accounting drifted");
    prop_assert_eq!(heap.stats().live_bytes, out.live_bytes);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn collection_frees_exactly_the_unreachable(ops in prop::collection::vec(op(), 0..300)) {
        run(&ops)?;
    }
}

#[test]
fn a_fixed_sequence_exercises_every_op() {
    use Op::*;
    let ops = [
        Alloc,
        Alloc,
        Alloc,
        Alloc,
        Link(0, 1),
        Link(1, 2),
        Weak(0, 3),
        Ephemeron(0, 2, 3),
        Root(0),
        Collect,
        PushStack(3),
        Collect,
        PopStack(0),
        Unlink(1, 0),
        Collect,
        Unroot(0),
        Collect,
    ];
    run(&ops).expect("the model agrees");
}
