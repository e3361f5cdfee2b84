//! cairn-wire: the binary value format between a host and the VM.
//!
//! Owns: the wire format, a writer and a zero-copy reader, serde support.
//!
//! Must not: depend on any other Cairn crate (a host encodes and reads values without a
//! VM), or allocate more than its input justifies. Status: not built yet (issue "Host
//! boundary").
