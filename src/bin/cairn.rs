//! The `cairn` command-line program.
fn main() {}
