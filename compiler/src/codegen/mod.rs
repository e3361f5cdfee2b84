//! Code generation: walks the AST a second time, entering the scopes the analysis
//! built, allocating registers (a stack discipline: bindings, then temporaries), and
//! emitting instructions with labels patched at the end of each function.

mod class;
mod control;
mod dispose;
mod expression;
mod function;
mod pattern;
mod statement;

use rustc_hash::FxHashMap as HashMap;
use std::vec::Vec;

use cairn_parser::ast::Span;

use crate::CompileError;
use crate::bytecode::{
    Constant, FunctionCode, FunctionFlags, FunctionKind, Handler, Instruction, Reg, ScopeKind,
    ScopeLayout, SlotInfo,
};
use crate::scope::{Loc, Resolution, ScopeId, ScopeTree, ScopeType};

pub(crate) use control::Control;

/// Result of a code generation step. The error is boxed so that `Result`s stay one
/// word: the recursive walk's frames (debug builds especially) stay small.
pub(crate) type R<T> = Result<T, Box<CompileError>>;

/// A boxed compile error.
#[cold]
pub(crate) fn err(message: impl Into<String>, span: Span) -> Box<CompileError> {
    Box::new(CompileError::new(message, span))
}

/// A jump target inside the current function.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Label(u32);

/// Per-function state.
pub(crate) struct FuncState<'a> {
    pub(crate) code: Vec<Instruction>,
    constants: Vec<Constant>,
    /// The index of each property and variable name (`FunctionCode::names` is built
    /// from it at the end, so that each name is allocated once).
    name_index: HashMap<Box<str>, u32>,
    string_constants: HashMap<Box<str>, u32>,
    number_constants: HashMap<u64, u32>,
    ic_count: u32,
    pub(crate) handlers: Vec<Handler>,
    positions: Vec<(u32, u32)>,
    callee_spans: Vec<(u32, u32, u32)>,
    /// See `FunctionCode::strict_ranges`.
    pub(crate) strict_ranges: Vec<(u32, u32)>,
    pub(crate) scopes: Vec<ScopeLayout>,
    labels: Vec<u32>,
    patches: Vec<(u32, Label)>,
    next_reg: u32,
    max_reg: u32,
    /// Environments pushed by this function at the current point.
    pub(crate) env_depth: u16,
    /// The current scope (its nearest materialized ancestor-or-self is the runtime env).
    pub(crate) scope: ScopeId,
    /// The function's own scope.
    pub(crate) func_scope: ScopeId,
    /// Break/continue/finally/iterator contexts.
    pub(crate) controls: Vec<Control<'a>>,
    /// Current source position.
    pos: u32,
    pub(crate) kind: FunctionKind,
    pub(crate) flags: FunctionFlags,
    pub(crate) name: Box<str>,
    pub(crate) length: u32,
    pub(crate) param_count: u16,
    pub(crate) mapped_parameters: Vec<Option<u32>>,
    pub(crate) source_span: (u32, u32),
    /// Top-level code: the register receiving statement completion values.
    pub(crate) completion: Option<Reg>,
    /// Labels applying to the next iteration statement.
    pub(crate) pending_labels: Vec<&'a str>,
    /// A register reserved at entry and never written: always undefined (the `this`
    /// of plain calls).
    pub(crate) undefined: Option<Reg>,
    /// Dispose stacks of the enclosing scopes with `using` (register, has await using).
    pub(crate) dispose_stacks: Vec<(Reg, bool)>,
    /// Scopes entered before: (layout index if materialized, registers to reset to
    /// the hole) so that re-entering (loop iterations) repeats the same set-up.
    entered: HashMap<ScopeId, (Option<u32>, Vec<Reg>)>,
}

impl<'a> FuncState<'a> {
    pub(crate) fn new(kind: FunctionKind, scope: ScopeId) -> Self {
        FuncState {
            // Room for a small function's code, so that it does not grow step by step.
            code: Vec::with_capacity(32),
            constants: Vec::new(),
            name_index: HashMap::default(),
            string_constants: HashMap::default(),
            number_constants: HashMap::default(),
            ic_count: 0,
            handlers: Vec::new(),
            positions: Vec::new(),
            callee_spans: Vec::new(),
            strict_ranges: Vec::new(),
            scopes: Vec::new(),
            labels: Vec::new(),
            patches: Vec::new(),
            next_reg: 0,
            max_reg: 0,
            env_depth: 0,
            scope,
            func_scope: scope,
            controls: Vec::new(),
            pos: 0,
            kind,
            flags: FunctionFlags::default(),
            name: "".into(),
            length: 0,
            param_count: 0,
            mapped_parameters: Vec::new(),
            source_span: (0, 0),
            completion: None,
            pending_labels: Vec::new(),
            undefined: None,
            dispose_stacks: Vec::new(),
            entered: HashMap::default(),
        }
    }
}

/// The code generator for one compilation unit.
pub(crate) struct Compiler<'a> {
    pub(crate) tree: ScopeTree<'a>,
    /// The unit's function table (slots reserved before compiling nested functions).
    pub(crate) functions: Vec<Option<FunctionCode>>,
    /// Functions being compiled; the last is current.
    pub(crate) stack: Vec<FuncState<'a>>,
    /// Template site ids handed out.
    pub(crate) template_sites: u32,
    /// Module import index by local name (module units only).
    pub(crate) imports: HashMap<&'a str, u32>,
    /// The exit label of the innermost optional chain being compiled.
    pub(crate) optional_exit: Option<Label>,
    /// The module environment's layout (module units only).
    pub(crate) module_layout: Option<ScopeLayout>,
    /// Native stack budget of the recursive walk.
    guard: crate::stack::StackGuard,
}

/// The maximum registers in a frame.
const MAX_REGISTERS: u32 = u16::MAX as u32;

impl<'a> Compiler<'a> {
    pub(crate) fn new(tree: ScopeTree<'a>) -> Self {
        Compiler {
            tree,
            functions: Vec::new(),
            stack: Vec::new(),
            template_sites: 0,
            imports: HashMap::default(),
            optional_exit: None,
            module_layout: None,
            guard: crate::stack::StackGuard::here(),
        }
    }

    /// Whether the native stack budget is used up (fail cleanly before an overflow).
    #[inline]
    pub(crate) fn stack_exhausted(&self) -> bool {
        self.guard.exhausted(crate::stack::STACK_BUDGET)
    }

    /// The current function.
    pub(crate) fn f(&mut self) -> &mut FuncState<'a> {
        // The stack is non-empty whenever code is generated: every entry point pushes
        // the top-level function first and pops it last.
        let last = self.stack.len().wrapping_sub(1);
        &mut self.stack[last]
    }

    /// The current function (shared).
    pub(crate) fn fr(&self) -> &FuncState<'a> {
        let last = self.stack.len().wrapping_sub(1);
        &self.stack[last]
    }

    // ------------------------------------------------------------------ emission

    /// Set the source position for the following instructions.
    pub(crate) fn at(&mut self, span: Span) {
        self.f().pos = span.start;
    }

    /// Records `span` as the callee (or iterated operand) of the next instruction, for
    /// error messages that name it.
    pub(crate) fn note_callee(&mut self, span: Span) {
        let f = self.f();
        let pc = f.code.len() as u32;
        f.callee_spans.push((pc, span.start, span.end));
    }

    /// Emit an instruction; returns its pc.
    pub(crate) fn emit(&mut self, ins: Instruction) -> u32 {
        let f = self.f();
        let pc = f.code.len() as u32;
        if !ins.cannot_throw() && f.positions.last().is_none_or(|&(_, p)| p != f.pos) {
            f.positions.push((pc, f.pos));
        }
        f.code.push(ins);
        pc
    }

    /// The next instruction's pc.
    pub(crate) fn pc(&mut self) -> u32 {
        self.f().code.len() as u32
    }

    /// A new unbound label.
    pub(crate) fn label(&mut self) -> Label {
        let f = self.f();
        f.labels.push(u32::MAX);
        Label(f.labels.len() as u32 - 1)
    }

    /// Bind a label to the next instruction.
    pub(crate) fn bind(&mut self, l: Label) {
        let f = self.f();
        let pc = f.code.len() as u32;
        f.labels[l.0 as usize] = pc;
    }

    /// Emit a jump-like instruction whose target is `l` (patched later).
    pub(crate) fn emit_jump(&mut self, ins: Instruction, l: Label) {
        let pc = self.emit(ins);
        self.f().patches.push((pc, l));
    }

    /// `Jump` to a label.
    pub(crate) fn jump(&mut self, l: Label) {
        self.emit_jump(Instruction::Jump { target: 0 }, l);
    }

    // ------------------------------------------------------------------ registers

    /// Allocate a temporary register.
    pub(crate) fn temp(&mut self) -> Reg {
        let f = self.f();
        let r = f.next_reg;
        f.next_reg = (f.next_reg + 1).min(MAX_REGISTERS);
        f.max_reg = f.max_reg.max(f.next_reg);
        Reg(r.min(MAX_REGISTERS - 1) as u16)
    }

    /// Allocate `n` consecutive registers; returns the first.
    pub(crate) fn temps(&mut self, n: u32) -> Reg {
        let f = self.f();
        let r = f.next_reg;
        f.next_reg = (f.next_reg + n).min(MAX_REGISTERS);
        f.max_reg = f.max_reg.max(f.next_reg);
        Reg(r.min(MAX_REGISTERS - 1) as u16)
    }

    /// Reserve the function's always-undefined register (call at function entry,
    /// before any temporary).
    pub(crate) fn reserve_undefined(&mut self) {
        let r = self.temp();
        self.f().undefined = Some(r);
    }

    /// The register allocation mark (to release temporaries back to it).
    pub(crate) fn mark(&mut self) -> u32 {
        self.f().next_reg
    }

    /// Release registers allocated since `mark`.
    pub(crate) fn release(&mut self, mark: u32) {
        self.f().next_reg = mark;
    }

    // ------------------------------------------------------------------ pools

    /// Intern a name (atom) of the current function.
    pub(crate) fn name(&mut self, s: &str) -> u32 {
        let f = self.f();
        if let Some(&i) = f.name_index.get(s) {
            return i;
        }
        let i = f.name_index.len() as u32;
        f.name_index.insert(s.into(), i);
        i
    }

    /// Add a constant (strings and numbers are deduplicated).
    pub(crate) fn constant(&mut self, c: Constant) -> u32 {
        let f = self.f();
        match &c {
            Constant::String(s) => {
                if let Some(&i) = f.string_constants.get(s) {
                    return i;
                }
                let i = f.constants.len() as u32;
                f.string_constants.insert(s.clone(), i);
                f.constants.push(c);
                i
            }
            Constant::Number(n) => {
                let bits = n.to_bits();
                if let Some(&i) = f.number_constants.get(&bits) {
                    return i;
                }
                let i = f.constants.len() as u32;
                f.number_constants.insert(bits, i);
                f.constants.push(c);
                i
            }
            _ => {
                let i = f.constants.len() as u32;
                f.constants.push(c);
                i
            }
        }
    }

    /// A new inline-cache slot.
    pub(crate) fn ic(&mut self) -> u32 {
        let f = self.f();
        f.ic_count += 1;
        f.ic_count - 1
    }

    /// Load a number into a register (int32 immediates when exact).
    pub(crate) fn load_number(&mut self, dst: Reg, n: f64) {
        if n.fract() == 0.0
            && n >= i32::MIN as f64
            && n <= i32::MAX as f64
            && !(n == 0.0 && n.is_sign_negative())
        {
            self.emit(Instruction::LoadInt { dst, value: n as i32 });
        } else {
            let c = self.constant(Constant::Number(n));
            self.emit(Instruction::LoadConst { dst, constant: c });
        }
    }

    /// Load a string constant into a register.
    pub(crate) fn load_string(&mut self, dst: Reg, s: &str) {
        let c = self.constant(Constant::String(s.into()));
        self.emit(Instruction::LoadConst { dst, constant: c });
    }

    // ------------------------------------------------------------------ scopes

    /// Enter scope `id`: decide binding locations, push its environment when any
    /// binding is captured, and initialize register bindings that need the hole.
    pub(crate) fn enter_scope(&mut self, id: ScopeId) {
        let ty = self.tree.get(id).ty;
        if let Some((layout, holes)) = self.fr().entered.get(&id).cloned() {
            if let Some(scope) = layout {
                self.emit(Instruction::PushScope { scope });
                self.f().env_depth += 1;
                self.f().controls.push(Control::Scope);
            }
            for r in holes {
                self.emit(Instruction::LoadHole { dst: r });
            }
            self.f().scope = id;
            return;
        }
        let mut slots = Vec::new();
        let mut hole_regs = Vec::new();
        let n = self.tree.get(id).bindings.len();
        for i in 0..n {
            let b = self.tree.binding(id, i as u32);
            let (captured, needs_hole) = (b.captured, b.needs_tdz && b.kind.starts_uninitialized());
            if !matches!(b.loc, Loc::Unassigned) {
                // Pre-assigned: parameters in their argument registers, imports.
                continue;
            }
            let loc = if captured || ty == ScopeType::Module {
                slots.push(SlotInfo { name: (*b.name).into(), kind: b.kind });
                Loc::Slot(slots.len() as u32 - 1)
            } else {
                let r = self.temp();
                if needs_hole {
                    hole_regs.push(r);
                }
                Loc::Reg(r)
            };
            self.tree.binding_mut(id, i as u32).loc = loc;
        }
        // A function body that a sloppy direct eval may add vars to always gets its own
        // environment, so the VM can tell an eval in parameter expressions (whose
        // variable environment is the parameters') from one in the body.
        let materialize = !slots.is_empty()
            || ty == ScopeType::With
            || (ty == ScopeType::FunctionBody && self.tree.get(id).sloppy_eval);
        let mut layout = None;
        if materialize && ty != ScopeType::With && ty != ScopeType::Module {
            let kind = match ty {
                ScopeType::Function | ScopeType::Script => ScopeKind::Function,
                ScopeType::FunctionBody => ScopeKind::FunctionBody,
                ScopeType::Class => ScopeKind::Class,
                ScopeType::Module => ScopeKind::Module,
                ScopeType::Block | ScopeType::Switch | ScopeType::With => ScopeKind::Block,
            };
            let f = self.f();
            f.scopes.push(ScopeLayout { kind, slots });
            let scope = f.scopes.len() as u32 - 1;
            layout = Some(scope);
            self.emit(Instruction::PushScope { scope });
            self.f().env_depth += 1;
            self.f().controls.push(Control::Scope);
        } else if ty == ScopeType::Module {
            self.module_layout = Some(ScopeLayout { kind: ScopeKind::Module, slots });
        }
        self.tree.get_mut(id).has_env = materialize;
        for &r in &hole_regs {
            self.emit(Instruction::LoadHole { dst: r });
        }
        self.f().scope = id;
        self.f().entered.insert(id, (layout, hole_regs));
    }

    /// Leave scope `id` (normal flow): pop its environment.
    pub(crate) fn leave_scope(&mut self, id: ScopeId) {
        let s = self.tree.get(id);
        let parent = s.parent;
        if s.has_env && s.ty != ScopeType::Module {
            self.emit(Instruction::PopScope);
            let f = self.f();
            f.env_depth = f.env_depth.saturating_sub(1);
            if matches!(f.controls.last(), Some(Control::Scope)) {
                f.controls.pop();
            }
        }
        if let Some(p) = parent {
            self.f().scope = p;
        }
    }

    /// Number of materialized environments between the current scope (inclusive) and
    /// `target` (exclusive).
    pub(crate) fn env_distance(&self, target: ScopeId) -> u16 {
        let mut depth = 0u16;
        let mut s = self.fr().scope;
        while s != target {
            let scope = self.tree.get(s);
            if scope.has_env && scope.ty != ScopeType::Module {
                depth = depth.saturating_add(1);
            }
            match scope.parent {
                Some(p) => s = p,
                None => break,
            }
        }
        depth
    }

    // ------------------------------------------------------------------ bindings

    /// Read the binding `name` into `dst`.
    pub(crate) fn load_name(&mut self, name: &str, span: Span, dst: Reg) {
        self.at(span);
        let scope = self.fr().scope;
        match self.tree.resolve(scope, name, span.start) {
            Resolution::Binding { scope: s, index, tdz } => {
                let loc = self.tree.binding(s, index).loc;
                match loc {
                    Loc::Reg(r) => {
                        if tdz {
                            let n = self.name(display_name(name));
                            self.emit(Instruction::CheckTdz { src: r, name: n });
                        }
                        if r != dst {
                            self.emit(Instruction::Move { dst, src: r });
                        }
                    }
                    Loc::Slot(slot) => {
                        let depth = self.env_distance(s);
                        if tdz {
                            self.emit(Instruction::GetEnvChecked { dst, depth, slot });
                        } else {
                            self.emit(Instruction::GetEnv { dst, depth, slot });
                        }
                    }
                    Loc::Import(import) => {
                        self.emit(Instruction::GetImport { dst, import });
                    }
                    Loc::Unassigned => self.load_global(name, dst),
                }
            }
            Resolution::Global => self.load_global(name, dst),
            Resolution::Dynamic => {
                let n = self.name(name);
                self.emit(Instruction::GetName { dst, name: n });
            }
        }
    }

    fn load_global(&mut self, name: &str, dst: Reg) {
        let n = self.name(name);
        let ic = self.ic();
        self.emit(Instruction::GetGlobal { dst, name: n, ic });
    }

    /// The register of a binding when it is a register binding that needs no TDZ check
    /// here (reads can use it in place).
    pub(crate) fn binding_register(&self, name: &str, pos: u32) -> Option<Reg> {
        match self.tree.resolve(self.fr().scope, name, pos) {
            Resolution::Binding { scope, index, tdz: false } => {
                match self.tree.binding(scope, index).loc {
                    Loc::Reg(r) => Some(r),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// Assign `src` to the binding `name` (PutValue, or InitializeBinding when `init`).
    pub(crate) fn store_name(&mut self, name: &str, span: Span, src: Reg, init: bool) {
        self.at(span);
        let scope = self.fr().scope;
        let strict = self.tree.get(scope).strict;
        match self.tree.resolve(scope, name, span.start) {
            Resolution::Binding { scope: s, index, tdz } => {
                let b = self.tree.binding(s, index);
                let kind = b.kind;
                let loc = b.loc;
                let immutable = !init
                    && matches!(
                        kind,
                        crate::bytecode::BindingKind::Const
                            | crate::bytecode::BindingKind::ImmutableName
                    );
                if immutable {
                    // TDZ check first (ReferenceError wins), then TypeError for const;
                    // assignments to a sloppy function-expression name are ignored.
                    if tdz {
                        let t = self.temp();
                        self.load_name(name, span, t);
                        self.release(t.0 as u32);
                    }
                    if kind == crate::bytecode::BindingKind::ImmutableName
                        && !strict
                        && self.tree.get(s).ty == ScopeType::Function
                    {
                        return;
                    }
                    let msg = self.name("Assignment to constant variable.");
                    self.emit(Instruction::ThrowError {
                        kind: crate::bytecode::ErrorKind::TypeError,
                        message: msg,
                    });
                    return;
                }
                match loc {
                    Loc::Reg(r) => {
                        if tdz && !init {
                            let n = self.name(display_name(name));
                            self.emit(Instruction::CheckTdz { src: r, name: n });
                        }
                        if r != src {
                            self.emit(Instruction::Move { dst: r, src });
                        }
                    }
                    Loc::Slot(slot) => {
                        let depth = self.env_distance(s);
                        if tdz && !init {
                            self.emit(Instruction::SetEnvChecked { src, depth, slot });
                        } else {
                            self.emit(Instruction::SetEnv { src, depth, slot });
                        }
                    }
                    Loc::Import(_) => {
                        let msg = self.name("Assignment to constant variable.");
                        self.emit(Instruction::ThrowError {
                            kind: crate::bytecode::ErrorKind::TypeError,
                            message: msg,
                        });
                    }
                    Loc::Unassigned => self.store_global(name, src),
                }
            }
            Resolution::Global => {
                if init && self.is_global_lexical_init(scope) {
                    let n = self.name(name);
                    self.emit(Instruction::InitGlobalLexical { src, name: n });
                } else {
                    self.store_global(name, src);
                }
            }
            Resolution::Dynamic => {
                let n = self.name(name);
                if init && self.tree.get(scope).ty != ScopeType::Function {
                    self.emit(Instruction::InitName { src, name: n });
                } else {
                    self.emit(Instruction::SetName { src, name: n });
                }
            }
        }
    }

    /// For an assignment to `name`: when its resolution is dynamic (`with`, sloppy
    /// direct eval), resolve the reference now (`ResolveName`) and return the register
    /// holding its base, for `load_ref`/`store_ref`; None otherwise.
    pub(crate) fn resolve_ref(&mut self, name: &str, span: Span) -> Option<Reg> {
        match self.resolves_dynamically(name, span) {
            true => {
                self.at(span);
                let dst = self.temp();
                let n = self.name(name);
                self.emit(Instruction::ResolveName { dst, name: n });
                Some(dst)
            }
            false => None,
        }
    }

    /// `resolve_ref` for a plain assignment (`name = value`): also a strict assignment
    /// to a global the script does not declare, which must be found before the value is
    /// evaluated (sec-putvalue: an unresolvable reference in strict code throws, even if
    /// evaluating the value created the global). Names the script declares at its top
    /// level always exist, and keep the global store with its inline cache.
    pub(crate) fn resolve_ref_for_assignment(&mut self, name: &str, span: Span) -> Option<Reg> {
        let scope = self.fr().scope;
        if self.tree.get(scope).strict
            && matches!(self.tree.resolve(scope, name, span.start), Resolution::Global)
            && !self.declared_by_script(name)
        {
            self.at(span);
            let dst = self.temp();
            let n = self.name(name);
            self.emit(Instruction::ResolveName { dst, name: n });
            return Some(dst);
        }
        self.resolve_ref(name, span)
    }

    /// Whether the script (or module) being compiled declares `name` at its top level.
    fn declared_by_script(&self, name: &str) -> bool {
        let mut scope = self.fr().scope;
        loop {
            let s = self.tree.get(scope);
            if s.ty == ScopeType::Script {
                return s.find(name).is_some();
            }
            match s.parent {
                Some(p) => scope = p,
                None => return false,
            }
        }
    }

    /// Whether `name` here is resolved at run time (`with`, sloppy direct eval).
    pub(crate) fn resolves_dynamically(&self, name: &str, span: Span) -> bool {
        let scope = self.fr().scope;
        match self.tree.resolve(scope, name, span.start) {
            Resolution::Dynamic => true,
            Resolution::Binding { .. } | Resolution::Global => false,
        }
    }

    /// `load_name` through a reference from `resolve_ref`.
    pub(crate) fn load_ref(&mut self, name: &str, span: Span, base: Option<Reg>, dst: Reg) {
        match base {
            Some(base) => {
                self.at(span);
                let n = self.name(name);
                self.emit(Instruction::GetRef { dst, base, name: n });
            }
            None => self.load_name(name, span, dst),
        }
    }

    /// `store_name` (not an initialization) through a reference from `resolve_ref`.
    pub(crate) fn store_ref(&mut self, name: &str, span: Span, base: Option<Reg>, src: Reg) {
        match base {
            Some(base) => {
                self.at(span);
                let n = self.name(name);
                self.emit(Instruction::SetRef { src, base, name: n });
            }
            None => self.store_name(name, span, src, false),
        }
    }

    fn is_global_lexical_init(&self, scope: ScopeId) -> bool {
        self.tree.get(scope).ty == ScopeType::Script
    }

    fn store_global(&mut self, name: &str, src: Reg) {
        let n = self.name(name);
        let ic = self.ic();
        self.emit(Instruction::SetGlobal { src, name: n, ic });
    }

    /// Store into a binding found directly in `scope` (no resolution: Annex B copies,
    /// internal bindings).
    pub(crate) fn store_in_scope(&mut self, scope: ScopeId, index: u32, src: Reg) {
        match self.tree.binding(scope, index).loc {
            Loc::Reg(r) => {
                if r != src {
                    self.emit(Instruction::Move { dst: r, src });
                }
            }
            Loc::Slot(slot) => {
                let depth = self.env_distance(scope);
                self.emit(Instruction::SetEnv { src, depth, slot });
            }
            Loc::Import(_) | Loc::Unassigned => {}
        }
    }

    /// Load an internal binding (`%this`, `%home`, ...) resolved from the current scope;
    /// false when there is none.
    pub(crate) fn load_internal(&mut self, name: &str, pos: u32, dst: Reg) -> bool {
        let scope = self.fr().scope;
        match self.tree.resolve(scope, name, pos) {
            Resolution::Binding { .. } => {
                self.load_name(name, Span::new(pos, pos), dst);
                true
            }
            Resolution::Dynamic => {
                let n = self.name(name);
                self.emit(Instruction::GetName { dst, name: n });
                true
            }
            Resolution::Global => false,
        }
    }

    // ------------------------------------------------------------------ finishing

    /// Finish the current function: patch labels and build its FunctionCode.
    pub(crate) fn finish_function(&mut self, span: Span) -> R<FunctionCode> {
        let Some(mut f) = self.stack.pop() else {
            return Err(err("internal: no function to finish", span));
        };
        if f.max_reg >= MAX_REGISTERS {
            return Err(err("function needs too many registers", span));
        }
        for &(pc, l) in &f.patches {
            let target = f.labels.get(l.0 as usize).copied().unwrap_or(u32::MAX);
            if target == u32::MAX {
                return Err(err("internal: unbound label", span));
            }
            if let Some(ins) = f.code.get_mut(pc as usize) {
                ins.set_jump_target(target);
            }
        }
        Ok(FunctionCode {
            name: f.name,
            kind: f.kind,
            flags: f.flags,
            length: f.length,
            param_count: f.param_count,
            register_count: f.max_reg as u16,
            code: std::mem::take(&mut f.code),
            constants: f.constants,
            names: {
                let mut names: Vec<Box<str>> = vec![Box::default(); f.name_index.len()];
                for (name, i) in f.name_index {
                    names[i as usize] = name;
                }
                names
            },
            ic_count: f.ic_count,
            handlers: f.handlers,
            positions: f.positions,
            callee_spans: f.callee_spans,
            scopes: f.scopes,
            mapped_parameters: f.mapped_parameters,
            source_span: f.source_span,
            strict_ranges: f.strict_ranges,
        })
    }

    /// Set the source span of a compiled function (`toString` of methods includes the
    /// key; of a class constructor, the whole class).
    pub(crate) fn set_source_span(&mut self, index: u32, span: Span) {
        if let Some(Some(f)) = self.functions.get_mut(index as usize) {
            f.source_span = (span.start, span.end);
        }
    }

    /// Reserve a slot in the unit's function table.
    pub(crate) fn reserve_function(&mut self) -> u32 {
        self.functions.push(None);
        self.functions.len() as u32 - 1
    }
}

/// The name shown in messages for a binding (internal `%this` reads as `this`).
fn display_name(name: &str) -> &str {
    match name {
        "%this" => "this",
        other => other,
    }
}
