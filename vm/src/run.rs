//! The public entry points: evaluating scripts, errors as values with positions, and
//! host settings.

use crate::interp::frame::{Frame, frame_flags};
use crate::limits::Termination;
use crate::names;
use crate::object::ObjectKind;
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

/// An error that ended an evaluation: a syntax error, an uncaught exception, or a
/// termination.
#[derive(Clone, Debug, PartialEq)]
pub struct JsError {
    /// "SyntaxError: ...", "TypeError: ...", "Uncaught 42", or the termination message.
    pub message: String,
    /// The error's `stack` text when it is an Error object (else the message).
    pub stack: String,
    /// The thrown value (undefined for syntax errors and terminations).
    pub value: Value,
    /// Set when the run was terminated by a limit.
    pub termination: Option<Termination>,
    /// For syntax errors: the byte span in the source.
    pub span: Option<(u32, u32)>,
    /// When it happened: parsing, module resolution (loading and linking), or running.
    pub phase: ErrorPhase,
}

/// The phase an error ended an evaluation in (test262's `negative.phase`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorPhase {
    /// The source text did not parse or compile (no code ran).
    Parse,
    /// A module or one of its dependencies could not be loaded or linked (no code ran).
    Resolution,
    /// Thrown while running (or a termination).
    Runtime,
}

impl core::fmt::Display for JsError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&self.stack)
    }
}

impl std::error::Error for JsError {}

/// One frame of an error's stack trace: where a call was when the error was made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StackFrame {
    /// The function's name (`K.m`, `inner`); `None` for top-level code and anonymous
    /// functions.
    pub function: Option<String>,
    /// The script's or module's name.
    pub file: String,
    /// The line, from 1.
    pub line: u32,
    /// The column, from 1.
    pub column: u32,
}

impl JsError {
    /// The frames of the error's stack trace, innermost first: the `at` lines of
    /// [`JsError::stack`] (none for syntax errors, terminations and thrown non-errors).
    pub fn frames(&self) -> Vec<StackFrame> {
        self.stack
            .lines()
            .filter_map(|line| line.strip_prefix("    at "))
            .filter_map(parse_frame)
            .collect()
    }
}

/// A stack line after "at ": `name (file:line:column)` or `file:line:column`.
fn parse_frame(at: &str) -> Option<StackFrame> {
    let (function, place) = match at.strip_suffix(')').and_then(|s| s.split_once(" (")) {
        Some((name, place)) => (Some(name.to_string()), place),
        None => (None, at),
    };
    // From the right: a file name may hold colons.
    let mut parts = place.rsplitn(3, ':');
    let column = parts.next()?.parse().ok()?;
    let line = parts.next()?.parse().ok()?;
    let file = parts.next()?.to_string();
    Some(StackFrame { function, file, line, column })
}

impl Vm {
    /// Parses, compiles and runs a script, then drains the job queue. Returns the
    /// script's completion value or the error that ended it.
    pub fn eval_script(&mut self, source: &str, name: &str) -> Result<Value, JsError> {
        self.eval_script_with(source, name, false)
    }

    /// As [`Vm::eval_script`], with the script strict from the start when `strict`.
    pub fn eval_script_with(
        &mut self,
        source: &str,
        name: &str,
        strict: bool,
    ) -> Result<Value, JsError> {
        let result = self.eval_script_inner(source, name, strict);
        let result = match result {
            Ok(v) => match self.run_jobs() {
                Ok(()) => Ok(v),
                Err(t) => Err(t),
            },
            Err(e) => return Err(e),
        };
        match result {
            Ok(v) => {
                if !self.host.ignore_unhandled_rejections
                    && let Some(&p) = self.jobs.unhandled.first()
                {
                    self.jobs.unhandled.clear();
                    let reason = p.as_object().and_then(|o| match &self.heap.get(o).kind {
                        ObjectKind::Promise(d) => Some(d.result),
                        _ => None,
                    });
                    return Err(self.js_error(Throw::Exception(reason.unwrap_or_default())));
                }
                Ok(v)
            }
            Err(t) => Err(self.js_error(t)),
        }
    }

    /// Evaluates a script without draining the job queue (the host boundary's run loop
    /// drains it itself).
    pub(crate) fn eval_script_no_jobs(
        &mut self,
        source: &str,
        name: &str,
    ) -> Result<Value, JsError> {
        self.eval_script_inner(source, name, false)
    }

    /// ScriptEvaluation of `source` from native code (a host function): a nested run in
    /// this realm; a syntax error is thrown as a SyntaxError.
    pub(crate) fn eval_nested_script(&mut self, source: &str, name: &str) -> JsResult<Value> {
        let script = match crate::compile::script(source, false, self.typescript_for(name)) {
            Ok(s) => s,
            Err(e) => return Err(self.syntax_error(&e.message)),
        };
        let code = self.load_script(script, name, source)?;
        if self.native_depth >= crate::limits::MAX_NATIVE_DEPTH {
            return Err(self.range_error("Maximum call stack size exceeded"));
        }
        self.native_depth += 1;
        let r = self.run_top_level(code);
        self.native_depth -= 1;
        r
    }

    fn eval_script_inner(
        &mut self,
        source: &str,
        name: &str,
        strict: bool,
    ) -> Result<Value, JsError> {
        let script = match crate::compile::script(source, strict, self.typescript_for(name)) {
            Ok(s) => s,
            Err(e) => {
                let message = format!("SyntaxError: {}", e.message);
                return Err(JsError {
                    stack: message.clone(),
                    message,
                    value: Value::UNDEFINED,
                    termination: None,
                    span: Some(e.span),
                    phase: ErrorPhase::Parse,
                });
            }
        };
        let code = self.load_script(script, name, source).map_err(|t| self.js_error(t))?;
        self.run_top_level(code).map_err(|t| self.js_error(t))
    }

    /// Runs function 0 of a loaded unit as top-level code.
    pub(crate) fn run_top_level(
        &mut self,
        code: cairn_gc::Handle<crate::interp::code::Code>,
    ) -> JsResult<Value> {
        let this = Value::object(self.realm.global);
        self.push_entry_frame(code, None, this, Value::UNDEFINED, Value::UNDEFINED);
        self.run()
    }

    /// Pushes the entry frame of function 0 of a loaded unit (a script, eval code or a
    /// module body) with its registers, for [`Vm::run`] to run to its end.
    pub(crate) fn push_entry_frame(
        &mut self,
        code: cairn_gc::Handle<crate::interp::code::Code>,
        env: Option<cairn_gc::Handle<crate::interp::env::Env>>,
        this: Value,
        callee: Value,
        new_target: Value,
    ) {
        let reg_count =
            self.heap.get(code).functions.first().map_or(0, |f| f.code.register_count as u32);
        let base = self.regs.len() as u32;
        self.regs.resize((base + reg_count) as usize, Value::UNDEFINED);
        self.frames.push(Frame {
            code,
            func: 0,
            pc: 0,
            base,
            size: reg_count,
            args_at: base,
            argc: 0,
            env,
            scope_depth: 0,
            this,
            callee,
            new_target,
            ret_dst: 0,
            flags: frame_flags::ENTRY,
            generator: Value::UNDEFINED,
            realm: self.realm_id,
        });
    }

    /// `Function(...)` (CreateDynamicFunction, sec-createdynamicfunction): compiles
    /// `source` (see [`crate::compile::dynamic_function`]) and returns the function. The
    /// name `anonymous` is in the function's source text and `name`, but not bound inside
    /// it.
    pub(crate) fn eval_function_source(
        &mut self,
        source: &crate::string::SourceText,
        params_close: u32,
    ) -> JsResult<Value> {
        let script = match crate::compile::dynamic_function(
            &source.text,
            &source.surrogates,
            params_close,
        ) {
            Ok(s) => s,
            Err(e) => return Err(self.syntax_error(&e.message)),
        };
        let code = self.load_script(script, "anonymous", &source.text)?;
        let saved = self.native_depth;
        self.native_depth += 1;
        let r = self.run_top_level(code);
        self.native_depth = saved;
        let f = r?;
        if let Some(fo) = f.as_object() {
            let name = self.str_value("anonymous")?;
            let desc =
                crate::object::PropertyDescriptor::data(name, crate::object::attrs::CONFIGURABLE);
            self.define_own_property(fo, PropertyKey::Atom(names::NAME), desc)?;
        }
        Ok(f)
    }

    /// Turns a thrown value or termination into a `JsError`.
    pub(crate) fn js_error(&mut self, t: Throw) -> JsError {
        match t {
            Throw::Terminate(cause) => {
                let message = cause.message().to_string();
                JsError {
                    stack: message.clone(),
                    message,
                    value: Value::UNDEFINED,
                    termination: Some(cause),
                    span: None,
                    phase: ErrorPhase::Runtime,
                }
            }
            Throw::Exception(v) => {
                let mut message = String::new();
                let mut stack = String::new();
                if let Some(o) = v.as_object()
                    && matches!(self.heap.get(o).kind, ObjectKind::Error { .. })
                {
                    let s = self.get(o, PropertyKey::Atom(names::STACK), v).unwrap_or_default();
                    if let Some(s) = s.as_string() {
                        stack = self.rust_string(s);
                    }
                    let f = self.get(o, PropertyKey::Atom(names::TO_STRING), v).unwrap_or_default();
                    if let Ok(m) = self.call(f, v, &[])
                        && let Some(ms) = m.as_string()
                    {
                        message = self.rust_string(ms);
                    }
                }
                // The stack's header was written when the error was made; a name or
                // message set afterwards (`this.name = "ToolError"` in a subclass
                // constructor) shows in the report, as in engines that format the
                // stack on first use. A stack the script replaced is kept as it is.
                if !message.is_empty() {
                    let frames = stack.find("\n    at ").unwrap_or(stack.len());
                    let header = &stack[..frames];
                    let made_here = crate::errors::ERROR_NAMES
                        .iter()
                        .any(|n| header == *n || header.starts_with(&format!("{n}: ")));
                    if made_here && header != message {
                        stack = format!("{message}{}", &stack[frames..]);
                    }
                }
                if message.is_empty() {
                    message = match self.display_string(v, 1) {
                        Ok(s) => format!("Uncaught {s}"),
                        Err(_) => "Uncaught exception".into(),
                    };
                }
                if stack.is_empty() {
                    stack = message.clone();
                }
                JsError {
                    message,
                    stack,
                    value: v,
                    termination: None,
                    span: None,
                    phase: ErrorPhase::Runtime,
                }
            }
        }
    }

    /// Sets where `print`/`console.log` lines go.
    pub fn set_print_hook(&mut self, hook: Box<dyn FnMut(&str)>) {
        self.host.print = Some(hook);
    }

    /// Sets the fuel budget (backward jumps and calls); `None` for unlimited.
    pub fn set_fuel(&mut self, fuel: Option<u64>) {
        self.limits.fuel = fuel;
    }

    /// Sets the fixed part of the step budget of one RegExp match (`None`: the default,
    /// 10^8 steps, about half a second); the budget adds steps by the sizes of the
    /// subject and the pattern. A match past it throws a RangeError.
    pub fn set_regexp_steps_base(&mut self, steps: Option<u64>) {
        self.limits.regexp_steps_base = steps;
    }

    /// The fuel left.
    pub fn fuel(&self) -> Option<u64> {
        self.limits.fuel
    }

    /// Sets the heap byte limit.
    pub fn set_heap_limit(&mut self, bytes: usize) {
        self.heap.set_limit(bytes);
    }

    /// Sets the host call-depth limit (frames).
    pub fn set_max_call_depth(&mut self, depth: Option<usize>) {
        self.limits.max_call_depth = depth;
    }

    /// Sets the interrupt flag the engine polls.
    pub fn set_interrupt(&mut self, flag: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>) {
        self.limits.interrupt = flag;
        self.limits = std::mem::take(&mut self.limits).with_flag_for_check();
        self.sync_alloc_poll();
    }

    /// Sets the host's check asked at the fuel points (see
    /// [`crate::Limits::should_interrupt`]): a deadline for hosts with no other thread.
    pub fn set_interrupt_check(
        &mut self,
        check: Option<std::sync::Arc<crate::limits::InterruptCheck>>,
    ) {
        self.limits.should_interrupt = check;
        self.limits = std::mem::take(&mut self.limits).with_flag_for_check();
        self.sync_alloc_poll();
    }

    /// Seeds `Math.random`.
    pub fn set_random_seed(&mut self, seed: u64) {
        self.realm.random_state = seed.max(1);
    }

    /// Display text of a value as `console.log` would print it.
    pub fn display(&mut self, v: Value) -> String {
        self.display_string(v, 0).unwrap_or_else(|_| "<error>".into())
    }
}

/// The bytecode listing of a script (every function), for `cairn --disasm`.
pub fn disassemble(source: &str) -> Result<String, String> {
    let script = crate::compile::script(source, false, None)
        .map_err(|e| format!("SyntaxError: {}", e.message))?;
    let mut out = String::new();
    for (i, f) in script.functions.iter().enumerate() {
        out.push_str(&format!("; function {i}\n{}\n", f.disassemble()));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frames_are_read_from_the_stack() {
        let mut vm = Vm::new(crate::VmOptions::default());
        let source = "function inner() { null.x }\nconst outer = () => inner();\nouter();";
        let e = vm.eval_script(source, "C:/dir/a.js").unwrap_err();
        let at = |f: &StackFrame| (f.function.clone(), f.file.clone(), f.line, f.column);
        let file = "C:/dir/a.js".to_string();
        assert_eq!(
            e.frames().iter().map(at).collect::<Vec<_>>(),
            [
                (Some("inner".to_string()), file.clone(), 1, 25),
                (Some("outer".to_string()), file.clone(), 2, 21),
                (None, file, 3, 1),
            ]
        );
        assert!(vm.eval_script("throw 42", "b.js").unwrap_err().frames().is_empty());
    }
}
