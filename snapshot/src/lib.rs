//! cairn-snapshot: the container of heap images and continuation dumps.
//!
//! Owns: the bytes around a payload: what it is (a base image or a dump), the format
//! version, the engine version, the engine's fingerprint, the payload's length and a
//! checksum. The VM writes and reads the payload (the heap values, its tables and the
//! pending host calls); this crate makes sure it only ever reads a payload written by an
//! engine that reads it the same way, complete and unchanged.
//!
//! Must not: panic or allocate more than the input justifies on any input bytes (fuzz
//! target `snapshot_load`).
//!
//! Layout (little-endian), 40 bytes of header then the payload:
//!
//! | offset | size | field |
//! |---|---|---|
//! | 0 | 8 | magic: `CAIRNIMG` (image) or `CAIRNDMP` (dump) |
//! | 8 | 4 | format version ([`FORMAT_VERSION`]) |
//! | 12 | 4 | engine version: major, minor, patch (u8 each) and 0 |
//! | 16 | 8 | fingerprint of the engine (bytecode format, builtin table, base realm) |
//! | 24 | 8 | payload length in bytes |
//! | 32 | 8 | checksum of the payload: its xxh3-64 hash |

use std::fmt;

/// The version of the container and payload layout; bumped by any change to either.
/// 2: the checksum is xxh3-64 (the hash the fingerprints use, so no second algorithm
/// in the wasm module), and instructions are written as their own bytes. 3: a shape
/// that extends a shape of an earlier slot is written as that link and its added key.
/// 4: the payload is in `cairn_codec`'s form (it was postcard's).
pub const FORMAT_VERSION: u32 = 5;

/// The bytes before the payload.
pub const HEADER_LEN: usize = 40;

/// What a container holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A base image: an initialized realm new VMs start from.
    Image,
    /// A continuation dump: a run stopped at an idle point, relative to the base image.
    Dump,
}

impl Kind {
    fn magic(self) -> &'static [u8; 8] {
        match self {
            Kind::Image => b"CAIRNIMG",
            Kind::Dump => b"CAIRNDMP",
        }
    }

    fn from_magic(magic: &[u8]) -> Option<Kind> {
        [Kind::Image, Kind::Dump].into_iter().find(|k| k.magic() == magic)
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Kind::Image => "image",
            Kind::Dump => "dump",
        })
    }
}

/// The engine version written into containers: this crate's version, which is the
/// workspace's.
pub fn engine_version() -> [u8; 3] {
    let part = |s: &str| s.parse::<u8>().unwrap_or(u8::MAX);
    [
        part(env!("CARGO_PKG_VERSION_MAJOR")),
        part(env!("CARGO_PKG_VERSION_MINOR")),
        part(env!("CARGO_PKG_VERSION_PATCH")),
    ]
}

/// Why bytes are not a container this engine can load.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SnapshotError {
    /// Fewer bytes than the header or the length it announces.
    Truncated {
        /// Bytes needed.
        needed: u64,
        /// Bytes given.
        got: u64,
    },
    /// More bytes than the header announces.
    TrailingBytes {
        /// Bytes past the payload.
        extra: u64,
    },
    /// Not a Cairn container at all.
    BadMagic,
    /// An image where a dump was expected or the other way round.
    WrongKind {
        /// What the caller expected.
        expected: Kind,
        /// What the bytes hold.
        found: Kind,
    },
    /// Written with another container or payload layout.
    FormatVersion {
        /// This engine's.
        expected: u32,
        /// The bytes'.
        found: u32,
    },
    /// Written by another engine version.
    EngineVersion {
        /// This engine's.
        expected: [u8; 3],
        /// The bytes'.
        found: [u8; 3],
    },
    /// Written by an engine whose bytecode, builtins or base realm differ.
    Fingerprint {
        /// This engine's.
        expected: u64,
        /// The bytes'.
        found: u64,
    },
    /// The payload's checksum does not match: the bytes were changed.
    Checksum,
    /// The payload is well-formed for the container but its contents are not (a
    /// message from the payload's reader).
    Corrupt(String),
}

impl fmt::Display for SnapshotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let v = |v: &[u8; 3]| format!("{}.{}.{}", v[0], v[1], v[2]);
        match self {
            SnapshotError::Truncated { needed, got } => {
                write!(f, "truncated: {got} bytes, {needed} needed")
            }
            SnapshotError::TrailingBytes { extra } => {
                write!(f, "{extra} unexpected bytes after the payload")
            }
            SnapshotError::BadMagic => f.write_str("not a Cairn image or dump"),
            SnapshotError::WrongKind { expected, found } => {
                write!(f, "expected a {expected}, found a {found}")
            }
            SnapshotError::FormatVersion { expected, found } => {
                write!(f, "format version {found}, this engine reads {expected}")
            }
            SnapshotError::EngineVersion { expected, found } => {
                write!(f, "written by engine {}, this is {}", v(found), v(expected))
            }
            SnapshotError::Fingerprint { expected, found } => write!(
                f,
                "engine fingerprint {found:016x} differs from this engine's {expected:016x}"
            ),
            SnapshotError::Checksum => f.write_str("checksum mismatch: the bytes were changed"),
            SnapshotError::Corrupt(message) => write!(f, "corrupt payload: {message}"),
        }
    }
}

impl std::error::Error for SnapshotError {}

/// Writes a container: the header first (completed by [`Writer::finish`]), then the
/// payload appended to [`Writer::payload`], so a large payload is never copied.
pub struct Writer {
    bytes: Vec<u8>,
}

impl Writer {
    /// A container of `kind` for an engine with `fingerprint`.
    pub fn new(kind: Kind, fingerprint: u64) -> Writer {
        let mut bytes = Vec::with_capacity(4096);
        bytes.extend_from_slice(kind.magic());
        bytes.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        let [major, minor, patch] = engine_version();
        bytes.extend_from_slice(&[major, minor, patch, 0]);
        bytes.extend_from_slice(&fingerprint.to_le_bytes());
        bytes.resize(HEADER_LEN, 0);
        Writer { bytes }
    }

    /// The buffer the payload is appended to (everything past the header).
    pub fn payload(&mut self) -> &mut Vec<u8> {
        &mut self.bytes
    }

    /// Fills in the payload's length and checksum; returns the container.
    pub fn finish(mut self) -> Vec<u8> {
        let payload = self.bytes.get(HEADER_LEN..).unwrap_or_default();
        let len = payload.len() as u64;
        let checksum = checksum(payload);
        self.bytes[24..32].copy_from_slice(&len.to_le_bytes());
        self.bytes[32..40].copy_from_slice(&checksum.to_le_bytes());
        self.bytes
    }
}

/// The header of a container, as read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Header {
    /// What it holds.
    pub kind: Kind,
    /// The layout version.
    pub format_version: u32,
    /// The engine that wrote it.
    pub engine_version: [u8; 3],
    /// That engine's fingerprint.
    pub fingerprint: u64,
    /// The payload's length.
    pub payload_len: u64,
    /// The payload's checksum (xxh3-64).
    pub checksum: u64,
}

/// Reads the header of `bytes` without checking it against this engine.
pub fn read_header(bytes: &[u8]) -> Result<Header, SnapshotError> {
    let Some(head) = bytes.get(..HEADER_LEN) else {
        return Err(SnapshotError::Truncated {
            needed: HEADER_LEN as u64,
            got: bytes.len() as u64,
        });
    };
    let kind = Kind::from_magic(&head[0..8]).ok_or(SnapshotError::BadMagic)?;
    let u32_at =
        |at: usize| u32::from_le_bytes([head[at], head[at + 1], head[at + 2], head[at + 3]]);
    let u64_at = |at: usize| (u64::from(u32_at(at + 4)) << 32) | u64::from(u32_at(at));
    Ok(Header {
        kind,
        format_version: u32_at(8),
        engine_version: [head[12], head[13], head[14]],
        fingerprint: u64_at(16),
        payload_len: u64_at(24),
        checksum: u64_at(32),
    })
}

/// Checks that `bytes` is a complete, unchanged container of `kind` written by an
/// engine with `fingerprint` (and this format and engine version); returns its payload.
pub fn read(bytes: &[u8], kind: Kind, fingerprint: u64) -> Result<&[u8], SnapshotError> {
    let header = read_header(bytes)?;
    if header.kind != kind {
        return Err(SnapshotError::WrongKind { expected: kind, found: header.kind });
    }
    if header.format_version != FORMAT_VERSION {
        return Err(SnapshotError::FormatVersion {
            expected: FORMAT_VERSION,
            found: header.format_version,
        });
    }
    if header.engine_version != engine_version() {
        return Err(SnapshotError::EngineVersion {
            expected: engine_version(),
            found: header.engine_version,
        });
    }
    if header.fingerprint != fingerprint {
        return Err(SnapshotError::Fingerprint {
            expected: fingerprint,
            found: header.fingerprint,
        });
    }
    let have = (bytes.len() - HEADER_LEN) as u64;
    if have < header.payload_len {
        return Err(SnapshotError::Truncated {
            // A corrupt length can be near u64::MAX: the sum saturates, never overflows.
            needed: (HEADER_LEN as u64).saturating_add(header.payload_len),
            got: bytes.len() as u64,
        });
    }
    if have > header.payload_len {
        return Err(SnapshotError::TrailingBytes { extra: have - header.payload_len });
    }
    let payload = &bytes[HEADER_LEN..];
    if checksum(payload) != header.checksum {
        return Err(SnapshotError::Checksum);
    }
    Ok(payload)
}

/// The checksum of a payload. It catches accidental changes only (truncation, flipped
/// bits); a payload is checked for what the engine takes on trust after it is read.
fn checksum(payload: &[u8]) -> u64 {
    xxhash_rust::xxh3::xxh3_64(payload)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn container(kind: Kind, fingerprint: u64, payload: &[u8]) -> Vec<u8> {
        let mut w = Writer::new(kind, fingerprint);
        w.payload().extend_from_slice(payload);
        w.finish()
    }

    #[test]
    fn a_payload_length_near_the_top_of_u64_is_truncation_not_overflow() {
        let mut bytes = container(Kind::Dump, 0xfeed, b"hello heap");
        bytes[24..32].copy_from_slice(&u64::MAX.to_le_bytes());
        assert_eq!(
            read(&bytes, Kind::Dump, 0xfeed),
            Err(SnapshotError::Truncated { needed: u64::MAX, got: bytes.len() as u64 })
        );
    }

    #[test]
    fn a_container_round_trips_its_payload() {
        let bytes = container(Kind::Dump, 0xfeed, b"hello heap");
        assert_eq!(bytes.len(), HEADER_LEN + 10);
        assert_eq!(read(&bytes, Kind::Dump, 0xfeed), Ok(&b"hello heap"[..]));
        let header = read_header(&bytes).expect("header");
        assert_eq!(header.payload_len, 10);
        assert_eq!(header.engine_version, engine_version());
    }

    #[test]
    fn every_mismatch_is_an_error_naming_it() {
        let bytes = container(Kind::Dump, 7, b"payload");
        assert_eq!(
            read(&bytes, Kind::Image, 7),
            Err(SnapshotError::WrongKind { expected: Kind::Image, found: Kind::Dump })
        );
        assert_eq!(
            read(&bytes, Kind::Dump, 8),
            Err(SnapshotError::Fingerprint { expected: 8, found: 7 })
        );
        let mut changed = bytes.clone();
        *changed.last_mut().expect("payload") ^= 1;
        assert_eq!(read(&changed, Kind::Dump, 7), Err(SnapshotError::Checksum));
        let mut version = bytes.clone();
        version[8] = 99;
        assert!(matches!(read(&version, Kind::Dump, 7), Err(SnapshotError::FormatVersion { .. })));
        let mut magic = bytes.clone();
        magic[0] = b'X';
        assert_eq!(read(&magic, Kind::Dump, 7), Err(SnapshotError::BadMagic));
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(read(&longer, Kind::Dump, 7), Err(SnapshotError::TrailingBytes { extra: 1 }));
    }

    #[test]
    fn every_truncation_is_an_error() {
        let bytes = container(Kind::Image, 1, &[5; 100]);
        for len in 0..bytes.len() {
            let result = read(&bytes[..len], Kind::Image, 1);
            assert!(
                matches!(result, Err(SnapshotError::Truncated { .. })),
                "length {len}: {result:?}"
            );
            assert!(!result.unwrap_err().to_string().is_empty());
        }
    }
}
