//! Scope analysis: which bindings each scope declares (hoisting), which are captured by
//! closures or visible to `eval`/`with` (those live in environment slots; all others are
//! registers), which references need a TDZ check, and which names resolve dynamically.
//!
//! The analysis is a first pass over the AST ([`analyze`]) building a [`ScopeTree`]
//! keyed by AST node addresses; code generation walks the AST again, entering the
//! same scopes in the same order, assigning locations ([`Loc`]) on entry and resolving
//! each reference by name through the tree.

mod analyze;
pub(crate) mod class_info;
pub(crate) mod hoist;

pub(crate) use analyze::{Goal, analyze};

use rustc_hash::FxHashMap as HashMap;
use std::borrow::Cow;

use crate::bytecode::{BindingKind, Reg};

/// Index of a scope in the tree.
pub(crate) type ScopeId = u32;

/// What created a scope.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ScopeType {
    /// Script top level (var/function/let at top level are global).
    Script,
    /// Module top level.
    Module,
    /// A function's parameter (and, with simple parameters, var) scope.
    Function,
    /// The separate var/lexical scope of a function with non-simple parameters.
    FunctionBody,
    /// A block, loop head or catch clause.
    Block,
    /// A `switch` case block (bindings always TDZ-checked).
    Switch,
    /// A class scope.
    Class,
    /// A `with` body's object environment.
    With,
}

/// Where a binding lives (decided by code generation when its scope is entered).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Loc {
    /// Not decided yet.
    Unassigned,
    /// A register of the declaring function's frame.
    Reg(Reg),
    /// A slot of the scope's environment.
    Slot(u32),
    /// A module import (index into the module's import table).
    Import(u32),
}

/// One binding.
#[derive(Debug, Clone)]
pub(crate) struct Binding<'a> {
    /// The name (internal names start with `%`, private names with `#`).
    pub(crate) name: Cow<'a, str>,
    /// A function declaration initializes it (for the `arguments` rule).
    pub(crate) function_decl: bool,
    /// The kind.
    pub(crate) kind: BindingKind,
    /// Referenced from another function, or visible to eval/with: lives in an env.
    pub(crate) captured: bool,
    /// Some reference needs a TDZ check (a register binding must start as the hole).
    pub(crate) needs_tdz: bool,
    /// Never in the TDZ when read (hoisted functions, parameters, internal values).
    pub(crate) always_init: bool,
    /// Source offset after which same-function references are initialized.
    pub(crate) init_end: u32,
    /// Where it lives.
    pub(crate) loc: Loc,
}

/// One scope.
#[derive(Debug)]
pub(crate) struct Scope<'a> {
    /// The enclosing scope.
    pub(crate) parent: Option<ScopeId>,
    /// What created it.
    pub(crate) ty: ScopeType,
    /// The scope of the function (or top level) whose frame runs this scope's code.
    pub(crate) func: ScopeId,
    /// The bindings, in declaration order.
    pub(crate) bindings: Vec<Binding<'a>>,
    /// Name index for large scopes.
    index: Option<HashMap<Box<str>, u32>>,
    /// For function scopes: the scope holding its vars (itself, or its FunctionBody).
    pub(crate) var_scope: ScopeId,
    /// For Function scopes: an arrow function (no own this/arguments/super).
    pub(crate) is_arrow: bool,
    /// For Function scopes: the function is strict.
    pub(crate) strict: bool,
    /// For Function scopes: a derived class constructor (`%this` starts uninitialized).
    pub(crate) is_derived_ctor: bool,
    /// Every binding must be in an env with its name (direct eval can see it).
    pub(crate) eval_visible: bool,
    /// For function and top-level scopes: a sloppy direct eval inside may add vars.
    pub(crate) sloppy_eval: bool,
    /// For function scopes: contains a direct eval (in its own code, not nested fns).
    pub(crate) has_direct_eval: bool,
    /// For function scopes: the implicit `arguments` object is used.
    pub(crate) uses_arguments: bool,
    /// Code generation: an environment was materialized for this scope.
    pub(crate) has_env: bool,
}

impl<'a> Scope<'a> {
    fn new(parent: Option<ScopeId>, ty: ScopeType, func: ScopeId) -> Self {
        Scope {
            parent,
            ty,
            func,
            bindings: Vec::new(),
            index: None,
            var_scope: 0,
            is_arrow: false,
            strict: false,
            is_derived_ctor: false,
            eval_visible: false,
            sloppy_eval: false,
            has_direct_eval: false,
            uses_arguments: false,
            has_env: false,
        }
    }

    /// The index of the binding named `name`.
    pub(crate) fn find(&self, name: &str) -> Option<u32> {
        match &self.index {
            Some(map) => map.get(name).copied(),
            None => self.bindings.iter().position(|b| b.name == name).map(|i| i as u32),
        }
    }
}

/// Node identity: the address of an AST node plus a tag for synthetic scopes
/// (class field initializers, static initializers, default constructors).
pub(crate) type NodeKey = (usize, u8);

/// The key of an AST node.
pub(crate) fn key<T>(node: &T, tag: u8) -> NodeKey {
    (node as *const T as usize, tag)
}

/// Tags for synthetic scopes hanging off a class.
pub(crate) mod tag {
    /// The class scope itself / an ordinary node.
    pub(crate) const NODE: u8 = 0;
    /// The instance field initializer function.
    pub(crate) const FIELDS: u8 = 1;
    /// The static initializer function.
    pub(crate) const STATICS: u8 = 2;
    /// The default constructor.
    pub(crate) const DEFAULT_CTOR: u8 = 3;
    /// A function body scope (non-simple parameters).
    pub(crate) const BODY: u8 = 4;
    /// The block around a function declaration in an IfStatement clause (Annex B).
    pub(crate) const CLAUSE: u8 = 5;
}

/// The scope tree of one compilation unit.
#[derive(Debug, Default)]
pub(crate) struct ScopeTree<'a> {
    /// All scopes; 0 is the top level.
    pub(crate) scopes: Vec<Scope<'a>>,
    /// Scopes by AST node.
    by_node: HashMap<NodeKey, ScopeId>,
    /// Function declarations in blocks that get an Annex B.3.3 var binding (by node).
    pub(crate) annex_b: HashMap<usize, ()>,
    /// Eval code: `Some(direct)`.
    pub(crate) eval: Option<bool>,
}

/// How a reference resolved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Resolution {
    /// A binding of scope `scope`, index `index`.
    Binding {
        /// The scope.
        scope: ScopeId,
        /// The binding index.
        index: u32,
        /// A TDZ check is needed at this reference.
        tdz: bool,
    },
    /// By name, dynamically (`with` or sloppy eval in between).
    Dynamic,
    /// A global (unresolved at script top level).
    Global,
}

impl<'a> ScopeTree<'a> {
    /// The scope created for a node.
    pub(crate) fn scope_of(&self, node: NodeKey) -> Option<ScopeId> {
        self.by_node.get(&node).copied()
    }

    /// Scope by id.
    pub(crate) fn get(&self, id: ScopeId) -> &Scope<'a> {
        &self.scopes[id as usize]
    }

    /// Scope by id, mutably.
    pub(crate) fn get_mut(&mut self, id: ScopeId) -> &mut Scope<'a> {
        &mut self.scopes[id as usize]
    }

    /// A binding.
    pub(crate) fn binding(&self, scope: ScopeId, index: u32) -> &Binding<'a> {
        &self.scopes[scope as usize].bindings[index as usize]
    }

    /// A binding, mutably.
    pub(crate) fn binding_mut(&mut self, scope: ScopeId, index: u32) -> &mut Binding<'a> {
        &mut self.scopes[scope as usize].bindings[index as usize]
    }

    fn add_scope(&mut self, node: NodeKey, parent: Option<ScopeId>, ty: ScopeType) -> ScopeId {
        let id = self.scopes.len() as ScopeId;
        let func = match (ty, parent) {
            (ScopeType::Function | ScopeType::Script | ScopeType::Module, _) | (_, None) => id,
            (_, Some(p)) => self.scopes[p as usize].func,
        };
        let mut scope = Scope::new(parent, ty, func);
        scope.var_scope = id;
        if let Some(p) = parent {
            scope.strict = self.scopes[p as usize].strict;
        }
        self.scopes.push(scope);
        self.by_node.insert(node, id);
        id
    }

    /// Declare `name` in `scope` (merging with an existing binding of that name: the
    /// later declaration wins for kind only when it upgrades a var to a function).
    pub(crate) fn declare(
        &mut self,
        scope: ScopeId,
        name: impl Into<Cow<'a, str>>,
        kind: BindingKind,
        init_end: u32,
        always_init: bool,
    ) -> u32 {
        let name = name.into();
        let s = &mut self.scopes[scope as usize];
        if let Some(i) = s.find(&name) {
            let b = &mut s.bindings[i as usize];
            if always_init {
                b.always_init = true;
            }
            return i;
        }
        let i = s.bindings.len() as u32;
        s.bindings.push(Binding {
            name: name.clone(),
            function_decl: false,
            kind,
            captured: s.eval_visible || s.ty == ScopeType::With,
            needs_tdz: false,
            always_init,
            init_end,
            loc: Loc::Unassigned,
        });
        if s.bindings.len() > 12 {
            let map = s.index.get_or_insert_with(HashMap::default);
            if map.is_empty() {
                for (j, b) in s.bindings.iter().enumerate() {
                    map.insert(Box::from(&*b.name), j as u32);
                }
            } else {
                map.insert(Box::from(&*name), i);
            }
        }
        i
    }

    /// Whether a reference at `pos` from function `ref_func` to binding `b` (declared in
    /// a scope of function `decl_func`, `in_switch`) needs a TDZ check.
    pub(crate) fn needs_tdz_check(
        b: &Binding<'_>,
        pos: u32,
        same_func: bool,
        in_switch: bool,
    ) -> bool {
        if b.always_init {
            return false;
        }
        if b.kind == BindingKind::InternalUninitialized {
            return true;
        }
        if !b.kind.starts_uninitialized() {
            return false;
        }
        !(same_func && pos >= b.init_end && !in_switch)
    }

    /// Resolve `name` referenced at `pos` from scope `from` (no side effects).
    /// The innermost class scope around `from` (itself included).
    pub(crate) fn nearest_class(&self, from: ScopeId) -> Option<ScopeId> {
        let mut s = from;
        loop {
            let scope = self.get(s);
            if scope.ty == ScopeType::Class {
                return Some(s);
            }
            s = scope.parent?;
        }
    }

    pub(crate) fn resolve(&self, from: ScopeId, name: &str, pos: u32) -> Resolution {
        let ref_func = self.get(from).func;
        let mut s = from;
        let mut dynamic = false;
        loop {
            let scope = self.get(s);
            if let Some(i) = scope.find(name) {
                if dynamic {
                    return Resolution::Dynamic;
                }
                let b = &scope.bindings[i as usize];
                let tdz = Self::needs_tdz_check(
                    b,
                    pos,
                    scope.func == ref_func,
                    scope.ty == ScopeType::Switch,
                );
                return Resolution::Binding { scope: s, index: i, tdz };
            }
            if scope.ty == ScopeType::With && !name.starts_with(['%', '#']) {
                dynamic = true;
            }
            if scope.sloppy_eval && !name.starts_with(['%', '#']) {
                dynamic = true;
            }
            match scope.parent {
                Some(p) => s = p,
                None => {
                    // Direct eval code: whatever the eval does not declare is in the
                    // caller's scope chain, reached by name.
                    let direct_eval = self.eval == Some(true);
                    return if dynamic || direct_eval {
                        Resolution::Dynamic
                    } else {
                        Resolution::Global
                    };
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;
