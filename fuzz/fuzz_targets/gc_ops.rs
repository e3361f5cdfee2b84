//! Fuzz target for cairn-gc: the input is a sequence of heap operations (alloc, link,
//! unlink, weak reference, ephemeron, root, unroot, root-stack push/pop, grow, collect,
//! collect with an abort check that stops it in marking or in the sweep)
//! run against a small heap with a byte limit and a slot limit. Nothing panics; after
//! every collection exactly the values reachable in a reference model survive (a plain
//! BFS with a naive ephemeron fixpoint), weak references and ephemeron entries are
//! cleared exactly when their target dies, byte counts match a recount, and freed slots
//! are reused lowest index first.

#![no_main]

use std::collections::BTreeSet;

use cairn_gc::{
    AnyArena, Arena, Handle, HasArena, Heap, HeapConfig, HeapKind, HeapLimitExceeded, HeapSize,
    Liveness, RootMark, Spaces, Trace, Tracer,
};
use libfuzzer_sys::fuzz_target;

#[derive(Clone, Default)]
struct Node {
    id: u32,
    edges: Vec<Handle<Node>>,
    weak: Vec<Option<Handle<Node>>>,
    ephemerons: Vec<(Handle<Node>, Handle<Node>)>,
    blob: Option<Handle<Blob>>,
}

impl Trace for Node {
    fn trace(&self, t: &mut Tracer) {
        self.edges.trace(t);
        self.blob.trace(t);
        for &(k, v) in &self.ephemerons {
            t.ephemeron(k.erase(), v.erase());
        }
        if !self.weak.is_empty() || !self.ephemerons.is_empty() {
            t.holds_weak();
        }
    }
}
impl HeapSize for Node {
    fn extra_bytes(&self) -> usize {
        self.edges.extra_bytes() + self.weak.extra_bytes() + self.ephemerons.extra_bytes()
    }
}
impl HeapKind for Node {
    const KIND: u8 = 0;
    const NAME: &'static str = "node";
    fn dangling() -> Self {
        Node { id: u32::MAX, ..Node::default() }
    }
    fn clear_weak(&mut self, live: &Liveness<'_>) -> bool {
        let before = self.weak.iter().flatten().count();
        for w in &mut self.weak {
            if w.is_some_and(|h| !live.is_live(h)) {
                *w = None;
            }
        }
        self.ephemerons.retain(|&(k, _)| live.is_live(k));
        self.weak.iter().flatten().count() != before
    }
}

#[derive(Clone, Default)]
struct Blob(Vec<u8>);
impl Trace for Blob {
    fn trace(&self, _: &mut Tracer) {}
}
impl HeapSize for Blob {
    fn extra_bytes(&self) -> usize {
        self.0.capacity()
    }
}
impl HeapKind for Blob {
    const KIND: u8 = 3;
    const NAME: &'static str = "blob";
    const LEAF: bool = true;
    fn dangling() -> Self {
        Blob::default()
    }
}

struct Space {
    nodes: Arena<Node>,
    blobs: Arena<Blob>,
}
impl Spaces for Space {
    fn arenas(&self) -> impl IntoIterator<Item = &dyn AnyArena> {
        [&self.nodes as &dyn AnyArena, &self.blobs]
    }
    fn arenas_mut(&mut self) -> impl IntoIterator<Item = &mut dyn AnyArena> {
        [&mut self.blobs as &mut dyn AnyArena, &mut self.nodes]
    }
}
impl HasArena<Node> for Space {
    fn arena(&self) -> &Arena<Node> {
        &self.nodes
    }
    fn arena_mut(&mut self) -> &mut Arena<Node> {
        &mut self.nodes
    }
}
impl HasArena<Blob> for Space {
    fn arena(&self) -> &Arena<Blob> {
        &self.blobs
    }
    fn arena_mut(&mut self) -> &mut Arena<Blob> {
        &mut self.blobs
    }
}

/// The model of one node; `None` once collected.
#[derive(Clone, Default)]
struct Model {
    handle: Option<Handle<Node>>,
    edges: Vec<u32>,
    weak: Vec<Option<u32>>,
    ephemerons: Vec<(u32, u32)>,
    blob: Option<Handle<Blob>>,
}

struct State {
    heap: Heap<Space>,
    model: Vec<Model>,
    live: Vec<u32>,
    roots: Vec<u32>,
    stack: Vec<u32>,
    marks: Vec<(RootMark, usize)>,
}

impl State {
    fn pick(&self, byte: u8) -> Option<u32> {
        if self.live.is_empty() { None } else { Some(self.live[byte as usize % self.live.len()]) }
    }

    fn handle(&self, id: u32) -> Handle<Node> {
        self.model[id as usize].handle.expect("live model nodes have handles")
    }

    fn alloc(&mut self, blob_len: Option<u8>) {
        let id = self.model.len() as u32;
        let blob = match blob_len {
            Some(len) => match self.heap.alloc(Blob(vec![len; len as usize])) {
                Ok(b) => Some(b),
                Err(e) => return expect_limit(e),
            },
            None => None,
        };
        let slots = self.heap.spaces().nodes.slot_count();
        match self.heap.alloc(Node { id, blob, ..Node::default() }) {
            Ok(h) => {
                // Lowest free slot first.
                if slots < 2048 {
                    for j in 0..h.index() {
                        assert!(self.heap.contains(Handle::<Node>::from_index(j)));
                    }
                }
                self.model.push(Model { handle: Some(h), blob, ..Model::default() });
                self.live.push(id);
            }
            Err(e) => expect_limit(e),
        }
    }

    /// Appends `add`'s edges, weak references and ephemerons to node `id` in the heap
    /// (the caller updates the model), charging the growth.
    fn grow(&mut self, id: u32, add: Node) {
        let h = self.handle(id);
        if let Err(e) = self.heap.update(h, |n| {
            n.edges.extend(add.edges);
            n.weak.extend(add.weak);
            n.ephemerons.extend(add.ephemerons);
        }) {
            expect_limit(e);
        }
    }

    fn reachable(&self) -> BTreeSet<u32> {
        let mut seen = BTreeSet::new();
        let mut todo: Vec<u32> = self.roots.iter().chain(&self.stack).copied().collect();
        loop {
            while let Some(id) = todo.pop() {
                if seen.insert(id) {
                    todo.extend(&self.model[id as usize].edges);
                }
            }
            for &id in &seen {
                for &(k, v) in &self.model[id as usize].ephemerons {
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

    fn collect(&mut self) {
        let reachable = self.reachable();
        let roots: Vec<_> = self.roots.iter().map(|&id| self.handle(id)).collect();
        let out = self.heap.collect(&mut |t: &mut Tracer| roots.iter().for_each(|&r| t.mark(r)));
        assert!(!out.sweep_deferred && !self.heap.sweep_pending());
        self.settle(&reachable, &out);
    }

    /// A collection whose abort check answers true from its `asks + 1`th question on:
    /// stopped in marking it changes nothing the model sees; stopped in the sweep the
    /// unreachable values may stay in the heap (never reachable again) until the next
    /// collection, which frees them first.
    fn collect_unless(&mut self, asks: u8) {
        let reachable = self.reachable();
        let roots: Vec<_> = self.roots.iter().map(|&id| self.handle(id)).collect();
        let asked = std::cell::Cell::new(0u32);
        let out = self.heap.collect_unless(
            &mut |t: &mut Tracer| roots.iter().for_each(|&r| t.mark(r)),
            &|| {
                asked.set(asked.get() + 1);
                asked.get() > u32::from(asks)
            },
        );
        if out.aborted {
            return;
        }
        assert_eq!(out.sweep_deferred, self.heap.sweep_pending());
        self.settle(&reachable, &out);
    }

    /// Checks the heap after a collection against the model, then updates the model.
    fn settle(&mut self, reachable: &BTreeSet<u32>, out: &cairn_gc::Collection) {
        let exact = !out.sweep_deferred;
        if exact {
            assert_eq!(out.live, (reachable.len() + self.blob_count(reachable)) as u64);
        }
        for &id in &self.live {
            let m = &self.model[id as usize];
            let h = m.handle.expect("live model nodes have handles");
            if exact || reachable.contains(&id) {
                assert_eq!(self.heap.contains(h), reachable.contains(&id));
                if let Some(b) = m.blob {
                    assert_eq!(self.heap.contains(b), reachable.contains(&id));
                }
            }
        }
        for id in std::mem::take(&mut self.live) {
            if reachable.contains(&id) {
                self.live.push(id);
            } else {
                self.model[id as usize] = Model::default();
            }
        }
        for &id in &self.live {
            let m = &mut self.model[id as usize];
            for w in &mut m.weak {
                if w.is_some_and(|t| !reachable.contains(&t)) {
                    *w = None;
                }
            }
            m.ephemerons.retain(|(k, _)| reachable.contains(k));
        }
        for &id in &self.live {
            let m = &self.model[id as usize];
            let n = self.heap.try_get(self.handle(id)).expect("reachable nodes survive");
            assert_eq!(n.id, id);
            assert!(n.edges.iter().copied().eq(m.edges.iter().map(|&e| self.handle(e))));
            assert!(n.weak.iter().copied().eq(m.weak.iter().map(|w| w.map(|t| self.handle(t)))));
            assert!(
                n.ephemerons
                    .iter()
                    .copied()
                    .eq(m.ephemerons.iter().map(|&(k, v)| (self.handle(k), self.handle(v))))
            );
        }
        let spaces = self.heap.spaces_mut();
        assert_eq!(spaces.nodes.bytes(), spaces.nodes.recount_bytes());
        assert_eq!(spaces.blobs.bytes(), spaces.blobs.recount_bytes());
        assert_eq!(self.heap.stats().live_bytes, out.live_bytes);
        assert!(!self.heap.should_collect() || self.heap.stats().threshold == 0);
    }

    fn blob_count(&self, reachable: &BTreeSet<u32>) -> usize {
        reachable.iter().filter(|&&id| self.model[id as usize].blob.is_some()).count()
    }
}

fn expect_limit(e: HeapLimitExceeded) {
    // Allocation failures are the limits doing their job; the message must render.
    assert!(!e.to_string().is_empty());
}

fuzz_target!(|data: &[u8]| {
    let Some((&config, mut ops)) = data.split_first() else { return };
    let limit = match config % 4 {
        0 => usize::MAX,
        n => 256usize << (4 * n),
    };
    let max_slots = if config & 0x80 != 0 { 64 } else { u32::MAX };
    let spaces = Space { nodes: Arena::with_max_slots(max_slots), blobs: Arena::new() };
    let heap = Heap::new(
        spaces,
        HeapConfig {
            limit,
            min_threshold: usize::from(config >> 2 & 0x1f) * 64,
            ..HeapConfig::default()
        },
    );
    let mut s = State {
        heap,
        model: Vec::new(),
        live: Vec::new(),
        roots: Vec::new(),
        stack: Vec::new(),
        marks: Vec::new(),
    };
    let mut next = || {
        let (&b, rest) = ops.split_first()?;
        ops = rest;
        Some(b)
    };
    while let Some(op) = next() {
        let a = next().unwrap_or(0);
        let b = next().unwrap_or(0);
        let c = next().unwrap_or(0);
        match op % 13 {
            0 | 1 => s.alloc(None),
            2 => s.alloc(Some(a)),
            3 | 4 => {
                if let (Some(x), Some(y)) = (s.pick(a), s.pick(b)) {
                    s.model[x as usize].edges.push(y);
                    s.grow(x, Node { edges: vec![s.handle(y)], ..Node::default() });
                }
            }
            5 => {
                if let Some(x) = s.pick(a) {
                    let m = &mut s.model[x as usize];
                    if !m.edges.is_empty() {
                        let e = b as usize % m.edges.len();
                        m.edges.remove(e);
                        let h = s.handle(x);
                        // Shrinking never fails.
                        s.heap.update(h, |n| n.edges.remove(e)).expect("shrinking fits");
                    }
                }
            }
            6 => {
                if let (Some(x), Some(y)) = (s.pick(a), s.pick(b)) {
                    s.model[x as usize].weak.push(Some(y));
                    s.grow(x, Node { weak: vec![Some(s.handle(y))], ..Node::default() });
                }
            }
            7 => {
                if let (Some(x), Some(k), Some(v)) = (s.pick(a), s.pick(b), s.pick(c)) {
                    s.model[x as usize].ephemerons.push((k, v));
                    let entry = (s.handle(k), s.handle(v));
                    s.grow(x, Node { ephemerons: vec![entry], ..Node::default() });
                }
            }
            8 => {
                if let Some(x) = s.pick(a) {
                    s.roots.push(x);
                } else if !s.roots.is_empty() {
                    let i = b as usize % s.roots.len();
                    s.roots.swap_remove(i);
                }
            }
            9 => {
                if !s.roots.is_empty() {
                    let i = a as usize % s.roots.len();
                    s.roots.swap_remove(i);
                }
            }
            10 => {
                if b & 1 == 0 {
                    if let Some(x) = s.pick(a) {
                        s.marks.push((s.heap.root_mark(), s.stack.len()));
                        let h = s.handle(x);
                        s.heap.root(h);
                        s.stack.push(x);
                    }
                } else if !s.marks.is_empty() {
                    let i = a as usize % s.marks.len();
                    let (mark, len) = s.marks[i];
                    s.marks.truncate(i);
                    s.heap.unroot_to(mark);
                    s.stack.truncate(len);
                }
            }
            12 => s.collect_unless(a),
            _ => s.collect(),
        }
    }
    s.collect();
    // Everything unrooted: the heap empties.
    s.roots.clear();
    s.heap.unroot_to(RootMark::default());
    s.stack.clear();
    s.collect();
    assert_eq!(s.heap.spaces().nodes.len() + s.heap.spaces().blobs.len(), 0);
    assert_eq!(s.heap.stats().live_bytes, 0);
});
