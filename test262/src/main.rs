//! The `cairn-test262` program: see `cairn-test262 --help` and the crate docs.

fn main() -> std::process::ExitCode {
    cairn_test262::cli::main()
}
