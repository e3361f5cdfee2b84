//! The base image read where it lies: an index of where each value starts, written at
//! build time beside the image, and a template whose objects, strings and shapes are
//! decoded when a VM first reads them.
//!
//! Decoding a whole image costs a process (or thread) millions of instructions before
//! its first script, while a short script reads a few dozen of the realm's thousands of
//! values. With the index, start-up reads the small arenas (symbols, environments,
//! code, BigInts) and the tables, restores the atom table from the hashes the index
//! holds, and leaves the rest as byte offsets ([`cairn_gc::BaseValues::lazy`]).
//!
//! The index is the build's own (written by `Vm::image_index` from the image the same
//! build wrote) and is trusted as the image is: it is tied to the image's payload by
//! the payload's hash, and a value that does not decode reads as a free slot instead of
//! failing the run. Images from elsewhere go through [`Vm::use_base_image`], checked
//! and decoded whole.

use cairn_codec::{Decode, DecodeError, Reader};
use cairn_gc::{BaseValues, Frozen, HeapKind};
use cairn_snapshot::{Kind, SnapshotError};

use crate::heap::VmHeap;
use crate::image::{TablesIn, payload_hash, payload_hash_of};
use crate::interp::code::Code;
use crate::interp::env::Env;
use crate::object::JsObject;
use crate::object::shape::{Shape, decode_base_shape};
use crate::string::{AtomTable, JsString, Symbol};
use crate::value::bigint::JsBigInt;
use crate::vm::{Template, Vm};

/// The arenas of a payload, in the order `Vm::write_state` writes them.
const ARENAS: usize = 7;
/// The strings' place among the arenas.
const STRINGS: usize = 1;
/// The places of the arenas a template reads whole at start-up (small, or read by
/// every run): symbols, environments, code and BigInts.
const SYMBOLS: usize = 2;
const ENVS: usize = 4;
const CODES: usize = 5;
const BIGINTS: usize = 6;

/// Where one arena's values start in the payload.
#[derive(Default)]
struct ArenaIndex {
    /// The arena's part of the payload starts here.
    start: u32,
    /// The arena's slots (one past the highest live one).
    slots: u32,
    /// (slot, offset of its value) per live value, in slot order.
    values: Vec<(u32, u32)>,
    /// Bytes of the arena's part of the payload.
    bytes: u32,
}

/// The index of an image payload.
struct Index {
    hash: u64,
    arenas: Vec<ArenaIndex>,
    tables: u32,
    atom_hashes: Vec<u64>,
}

fn position(payload: &[u8], r: &Reader<'_>) -> u32 {
    (payload.len() - r.remaining()) as u32
}

/// Records one arena's values (as `image::read_arena` reads them, an image having no
/// patched values), decoding each to find where the next starts.
fn index_arena<T: Decode>(payload: &[u8], r: &mut Reader<'_>) -> Result<ArenaIndex, DecodeError> {
    let start = position(payload, r);
    let patched = r.seq_len()?;
    if patched != 0 {
        return Err(r.error("an image with patched base values"));
    }
    let count = r.seq_len()?;
    let mut arena = ArenaIndex { start, ..ArenaIndex::default() };
    for _ in 0..count {
        let slot = r.u32()?;
        arena.values.push((slot, position(payload, r)));
        T::decode(r)?;
        arena.slots = arena.slots.max(slot.saturating_add(1));
    }
    arena.bytes = position(payload, r) - start;
    Ok(arena)
}

impl Index {
    fn of(payload: &[u8]) -> Result<Index, DecodeError> {
        let r = &mut Reader::new(payload);
        let arenas = vec![
            index_arena::<JsObject>(payload, r)?,
            index_arena::<JsString>(payload, r)?,
            index_arena::<Symbol>(payload, r)?,
            index_arena::<Shape>(payload, r)?,
            index_arena::<Env>(payload, r)?,
            index_arena::<Code>(payload, r)?,
            index_arena::<JsBigInt>(payload, r)?,
        ];
        let tables = position(payload, r);
        let state = TablesIn::decode(r)?;
        let strings = &arenas[STRINGS];
        let mut atom_hashes = Vec::with_capacity(state.atoms.len());
        for h in &state.atoms {
            let at = strings.values.binary_search_by_key(&h.index(), |&(slot, _)| slot);
            let Ok(at) = at else { return Err(r.error("an atom names no string")) };
            let offset = strings.values[at].1 as usize;
            let s = JsString::decode(&mut Reader::new(&payload[offset..]))?;
            let Some(flat) = s.flat() else { return Err(r.error("an atom names a rope")) };
            atom_hashes.push(flat.hash());
        }
        Ok(Index { hash: payload_hash(payload), arenas, tables, atom_hashes })
    }

    /// The index's bytes: the payload's hash; per arena its start, size and slot
    /// count, then one offset per slot (`u32::MAX` for a free one), read in place by
    /// the loader; the tables' start; the atoms' hashes. Little-endian throughout.
    fn write(&self) -> Vec<u8> {
        let mut out = Vec::new();
        let u32_ = |out: &mut Vec<u8>, v: u32| out.extend_from_slice(&v.to_le_bytes());
        out.extend_from_slice(&self.hash.to_le_bytes());
        for a in &self.arenas {
            u32_(&mut out, a.start);
            u32_(&mut out, a.bytes);
            u32_(&mut out, a.slots);
            let mut offsets = vec![u32::MAX; a.slots as usize];
            for &(slot, offset) in &a.values {
                offsets[slot as usize] = offset;
            }
            for offset in offsets {
                u32_(&mut out, offset);
            }
        }
        u32_(&mut out, self.tables);
        u32_(&mut out, self.atom_hashes.len() as u32);
        for h in &self.atom_hashes {
            out.extend_from_slice(&h.to_le_bytes());
        }
        out
    }
}

/// One arena as the loader reads its index, in place.
#[derive(Clone, Copy)]
struct ArenaIn {
    start: u32,
    bytes: u32,
    slots: u32,
    /// `slots` little-endian offsets.
    offsets: &'static [u8],
}

/// The index as the loader reads it.
struct IndexIn {
    hash: u64,
    arenas: Vec<ArenaIn>,
    tables: u32,
    atom_hashes: &'static [u8],
}

impl IndexIn {
    fn read(bytes: &'static [u8]) -> Option<IndexIn> {
        let mut c = Cursor { bytes, at: 0 };
        let hash = c.u64()?;
        let mut arenas = Vec::with_capacity(ARENAS);
        for _ in 0..ARENAS {
            let (start, bytes, slots) = (c.u32()?, c.u32()?, c.u32()?);
            let offsets = c.slice((slots as usize).checked_mul(4)?)?;
            arenas.push(ArenaIn { start, bytes, slots, offsets });
        }
        let tables = c.u32()?;
        let atoms = c.u32()? as usize;
        let atom_hashes = c.slice(atoms.checked_mul(8)?)?;
        Some(IndexIn { hash, arenas, tables, atom_hashes })
    }
}

impl ArenaIn {
    /// Where slot `i`'s value starts in the payload, if the slot is live.
    #[inline]
    fn offset(&self, i: u32) -> Option<usize> {
        let at = i as usize * 4;
        let b = self.offsets.get(at..at + 4)?;
        match u32::from_le_bytes([b[0], b[1], b[2], b[3]]) {
            u32::MAX => None,
            offset => Some(offset as usize),
        }
    }
}

/// Little-endian numbers read off the index.
struct Cursor {
    bytes: &'static [u8],
    at: usize,
}

impl Cursor {
    fn slice(&mut self, n: usize) -> Option<&'static [u8]> {
        let b = self.bytes.get(self.at..self.at.checked_add(n)?)?;
        self.at += n;
        Some(b)
    }

    fn take<const N: usize>(&mut self) -> Option<[u8; N]> {
        self.slice(N)?.try_into().ok()
    }

    fn u32(&mut self) -> Option<u32> {
        self.take().map(u32::from_le_bytes)
    }

    fn u64(&mut self) -> Option<u64> {
        self.take().map(u64::from_le_bytes)
    }
}

/// Where any slot's encoding starts in the payload, for a decoder.
type BytesOf<'a> = &'a dyn Fn(u32) -> Option<&'static [u8]>;

/// Decodes slot `i` of a base (which it may read) from the slots' encodings.
type DecodeBase<T> = fn(&BaseValues<T>, u32, BytesOf<'_>) -> Option<T>;

/// A base arena whose values `payload` holds where `index` says, decoded by `decode`
/// (given the base, the slot and where to find any slot's bytes) on first read.
fn lazy_arena<T: HeapKind>(
    payload: &'static [u8],
    index: ArenaIn,
    decode: DecodeBase<T>,
) -> Frozen<T> {
    let slots = index.slots;
    let encoded = index.bytes as usize;
    let live = (0..slots).filter(|&i| index.offset(i).is_some());
    let load = move |base: &BaseValues<T>, i: u32| {
        let bytes_of = |j: u32| payload.get(index.offset(j)?..);
        decode(base, i, &bytes_of)
    };
    Frozen::lazy(slots, live, encoded, Box::new(load))
}

fn decode_value<T: Decode + HeapKind>(
    _: &BaseValues<T>,
    i: u32,
    bytes_of: BytesOf<'_>,
) -> Option<T> {
    T::decode(&mut Reader::new(bytes_of(i)?)).ok()
}

fn corrupt(message: impl Into<String>) -> SnapshotError {
    SnapshotError::Corrupt(message.into())
}

impl Vm {
    /// The index [`Vm::use_built_image_lazy`] reads beside `image`: where each value of
    /// its payload starts, and the hashes of its atoms. Written at build time, by the
    /// build that wrote the image.
    pub fn image_index(image: &[u8]) -> Result<Vec<u8>, SnapshotError> {
        let payload = cairn_snapshot::read(image, Kind::Image, crate::schema_fingerprint())?;
        let index = Index::of(payload).map_err(|e| corrupt(format!("image index: {e}")))?;
        Ok(index.write())
    }

    /// [`Vm::use_built_image`] for an image and its index ([`Vm::image_index`]) that
    /// live as long as the process (embedded by the build): the template's objects,
    /// strings and shapes are decoded when a VM first reads them, not at start-up. An
    /// index not made from this image is an error and changes nothing.
    pub fn use_built_image_lazy(
        image: &'static [u8],
        index: &'static [u8],
    ) -> Result<(), SnapshotError> {
        let payload: &'static [u8] =
            cairn_snapshot::read(image, Kind::Image, crate::schema_fingerprint())?;
        // `read` checked the payload against the container's checksum, its xxh3 hash.
        let checksum = cairn_snapshot::read_header(image)?.checksum;
        let mut index =
            IndexIn::read(index).ok_or_else(|| corrupt("the image index is cut short"))?;
        let hash = payload_hash_of(checksum, payload.len());
        if index.hash != hash {
            return Err(corrupt("the image index was made from another image"));
        }
        let mut heap = VmHeap::default();
        let eager = |heap: &mut VmHeap, a: usize| -> Result<(), DecodeError> {
            let start = index.arenas[a].start as usize;
            let r = &mut Reader::new(payload.get(start..).unwrap_or_default());
            match a {
                SYMBOLS => crate::image::read_arena(r, heap.symbols_mut()),
                ENVS => crate::image::read_arena(r, heap.envs_mut()),
                CODES => crate::image::read_arena(r, heap.codes_mut()),
                _ => crate::image::read_arena(r, heap.bigints_mut()),
            }
        };
        for a in [SYMBOLS, ENVS, CODES, BIGINTS] {
            eager(&mut heap, a).map_err(|e| corrupt(format!("image payload: {e}")))?;
        }
        // A base's inline caches are not kept (as `Vm::into_template` keeps none).
        crate::image::prepare_loaded_code(heap.codes_mut()).map_err(corrupt)?;
        let tables = payload.get(index.tables as usize..).unwrap_or_default();
        let state = TablesIn::decode(&mut Reader::new(tables))
            .map_err(|e| corrupt(format!("image tables: {e}")))?;
        if state.atoms.len() * 8 != index.atom_hashes.len() {
            return Err(corrupt("the image index has another number of atoms"));
        }
        let hashes = index
            .atom_hashes
            .chunks_exact(8)
            .map(|c| u64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]));
        let atoms = AtomTable::frozen_from_hashes(state.atoms, hashes);
        let mut arenas = std::mem::take(&mut index.arenas).into_iter();
        let (Some(objects), Some(strings), _, Some(shapes)) =
            (arenas.next(), arenas.next(), arenas.next(), arenas.next())
        else {
            return Err(corrupt("the image index is cut short"));
        };
        let objects = lazy_arena(payload, objects, decode_value::<JsObject>);
        let strings = lazy_arena(payload, strings, decode_value::<JsString>);
        let shapes = lazy_arena(payload, shapes, decode_base_shape);
        let template = Template {
            heap: heap.into_frozen_with(objects, strings, shapes),
            atoms,
            realm: state.realm,
            fingerprint: std::cell::OnceCell::from(hash),
        };
        crate::vm::set_template(template);
        Ok(())
    }
}
