//! Host hooks: where `print` and `console.log` write. Tool calls and wire values come
//! with the host-boundary issue.

/// Receives each printed line.
pub type PrintHook = Box<dyn FnMut(&str)>;

/// The host's hooks.
#[derive(Default)]
pub struct Host {
    /// Receives each line `print`/`console.log` writes; `None` writes to stdout on
    /// native targets and drops it on wasm32.
    pub print: Option<PrintHook>,
}

impl Host {
    /// Writes one line through the hook.
    pub(crate) fn print_line(&mut self, line: &str) {
        match &mut self.print {
            Some(f) => f(line),
            None => {
                #[cfg(not(target_family = "wasm"))]
                println!("{line}");
            }
        }
    }
}
