//! cairn-snapshot: heap images.
//!
//! Owns: the base realm image written at build time, and continuation dumps taken at
//! idle points and loaded into a fresh VM, versioned, checksummed and fingerprinted.
//!
//! Must not: panic on any input bytes. Status: not built yet (issue "Host boundary").
