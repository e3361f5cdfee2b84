//! The test heap: `Node`s that hold strong edges, weak references and WeakMap-style
//! ephemeron entries, and leaf `Blob`s that own bytes.

#![allow(dead_code, unreachable_pub)]

use cairn_gc::{
    AnyArena, Arena, Handle, HasArena, Heap, HeapConfig, HeapKind, HeapSize, Liveness, Spaces,
    Trace, Tracer,
};

/// A node: strong edges, a payload (the test's name for it), weak references (cleared
/// when their target dies), ephemerons (key -> value, as in a WeakMap), an optional blob.
#[derive(Clone, Default, Debug)]
pub struct Node {
    pub edges: Vec<Handle<Node>>,
    pub payload: u64,
    pub weak: Vec<Option<Handle<Node>>>,
    pub ephemerons: Vec<(Handle<Node>, Handle<Node>)>,
    pub blob: Option<Handle<Blob>>,
    /// How many weak references `clear_weak` has cleared (the "finalization" count).
    pub cleared: u32,
}

impl Node {
    pub fn new(payload: u64) -> Self {
        Node { payload, ..Node::default() }
    }
}

/// Edges a node reports per part when the collector traces it in parts.
pub const EDGES_PER_PART: usize = 100;

impl Trace for Node {
    fn trace(&self, t: &mut Tracer) {
        let mut from = 0;
        while let Some(next) = self.trace_from(t, from) {
            from = next;
        }
    }

    /// The first part holds everything but the edges past the first
    /// [`EDGES_PER_PART`]; each later part the next ones.
    fn trace_from(&self, t: &mut Tracer, from: usize) -> Option<usize> {
        if from == 0 {
            self.trace_rest(t);
        }
        let end = (from + EDGES_PER_PART).min(self.edges.len());
        self.edges[from..end].trace(t);
        (end < self.edges.len()).then_some(end)
    }
}

impl Node {
    fn trace_rest(&self, t: &mut Tracer) {
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
        Node::new(u64::MAX)
    }
    fn clear_weak(&mut self, live: &Liveness<'_>) -> bool {
        let mut cleared = 0;
        for w in &mut self.weak {
            if w.is_some_and(|h| !live.is_live(h)) {
                *w = None;
                cleared += 1;
            }
        }
        self.ephemerons.retain(|&(k, _)| live.is_live(k));
        self.cleared += cleared;
        cleared > 0
    }
}

/// A leaf that owns bytes.
#[derive(Clone, Default, Debug)]
pub struct Blob {
    pub data: Vec<u8>,
}

impl Trace for Blob {
    fn trace(&self, _: &mut Tracer) {}
}
impl HeapSize for Blob {
    fn extra_bytes(&self) -> usize {
        self.data.capacity()
    }
}
impl HeapKind for Blob {
    const KIND: u8 = 1;
    const NAME: &'static str = "blob";
    const LEAF: bool = true;
    fn dangling() -> Self {
        Blob::default()
    }
}

#[derive(Default)]
pub struct TestSpaces {
    pub nodes: Arena<Node>,
    pub blobs: Arena<Blob>,
}

impl Spaces for TestSpaces {
    fn arenas(&self) -> impl IntoIterator<Item = &dyn AnyArena> {
        [&self.nodes as &dyn AnyArena, &self.blobs]
    }
    fn arenas_mut(&mut self) -> impl IntoIterator<Item = &mut dyn AnyArena> {
        [&mut self.nodes as &mut dyn AnyArena, &mut self.blobs]
    }
}

impl HasArena<Node> for TestSpaces {
    fn arena(&self) -> &Arena<Node> {
        &self.nodes
    }
    fn arena_mut(&mut self) -> &mut Arena<Node> {
        &mut self.nodes
    }
}

impl HasArena<Blob> for TestSpaces {
    fn arena(&self) -> &Arena<Blob> {
        &self.blobs
    }
    fn arena_mut(&mut self) -> &mut Arena<Blob> {
        &mut self.blobs
    }
}

pub type TestHeap = Heap<TestSpaces>;

pub fn heap() -> TestHeap {
    Heap::new(TestSpaces::default(), HeapConfig::default())
}

pub fn heap_with(config: HeapConfig) -> TestHeap {
    Heap::new(TestSpaces::default(), config)
}

/// Allocates a node with `payload` and `edges` (the heap has no limit in these tests).
pub fn node(heap: &mut TestHeap, payload: u64, edges: &[Handle<Node>]) -> Handle<Node> {
    let mut n = Node::new(payload);
    n.edges = edges.to_vec();
    heap.alloc(n).expect("test heaps have no limit")
}

/// Collects with `roots` as the only roots (beside the heap's root stack).
pub fn collect_with(heap: &mut TestHeap, roots: &[Handle<Node>]) -> cairn_gc::Collection {
    heap.collect(&mut |t: &mut Tracer| {
        for &r in roots {
            t.mark(r);
        }
    })
}

/// The payloads of the live nodes, sorted.
pub fn live_payloads(heap: &TestHeap) -> Vec<u64> {
    let mut v: Vec<u64> = heap.spaces().nodes.iter().map(|(_, n)| n.payload).collect();
    v.sort_unstable();
    v
}

/// A base of 10 nodes in a chain (0 -> 1 -> ... -> 9), each with a blob, frozen; and
/// a heap made from it.
pub fn heap_from_base() -> (Heap<TestSpaces>, Vec<Handle<Node>>) {
    let mut nodes = Arena::<Node>::new();
    let mut blobs = Arena::<Blob>::new();
    let mut hs = Vec::new();
    for i in 0..10u32 {
        let blob = blobs.alloc(Blob { data: vec![i as u8] }).expect("room");
        let mut n = Node::new(u64::from(i));
        n.blob = Some(blob);
        hs.push(nodes.alloc(n).expect("room"));
    }
    for w in hs.windows(2) {
        nodes.get_mut(w[0]).edges.push(w[1]);
    }
    let spaces = TestSpaces {
        nodes: Arena::from_frozen(&nodes.freeze(), u32::MAX),
        blobs: Arena::from_frozen(&blobs.freeze(), u32::MAX),
    };
    (Heap::new(spaces, HeapConfig::default()), hs)
}
