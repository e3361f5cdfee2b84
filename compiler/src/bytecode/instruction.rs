//! The instruction set: a register machine, three-address style.
//!
//! Changes to the meaning of existing instructions are listed here (newest first);
//! adding instructions needs no note.
//!
//! - (none yet)
//!
//! # Conventions (read these before implementing any instruction)
//!
//! - **Registers.** `Reg(n)` names register `n` of the current frame. A frame has
//!   `FunctionCode::register_count` registers, all `undefined` on entry, except the
//!   first `FunctionCode::param_count` which hold the call's arguments (missing ones
//!   `undefined`). The VM keeps the full argument list of the call for
//!   [`Instruction::CreateArguments`] and [`Instruction::CreateRestArray`].
//!   Registers may hold the *hole* (the VM's "uninitialized binding" marker, never a
//!   JS-visible value) and VM-internal values (for-in iterators, iterator records).
//! - **Constants and names.** `index: u32` operands named `constant` index
//!   `FunctionCode::constants`; `name: u32` operands index `FunctionCode::names`
//!   (atoms: property keys and binding names); `func: u32` indexes the unit's function
//!   table (`Script::functions` / `Module::functions`); `scope: u32` indexes
//!   `FunctionCode::scopes`.
//! - **Inline caches.** `ic: u32` is the site's cache slot, `< FunctionCode::ic_count`;
//!   each site has its own slot. The VM keeps one cache array per function.
//! - **Jumps** go to absolute instruction indices (`target: u32`).
//! - **Environments.** A frame has a *current environment*, initially the closure's
//!   captured environment. [`Instruction::PushScope`] / [`Instruction::PushWithScope`]
//!   push one (and add one to the frame's *scope depth*, starting at 0);
//!   [`Instruction::PopScope`] pops one (minus one). `depth` operands count parents
//!   from the current environment (0 = current). Only captured bindings (or bindings
//!   visible to `eval`/`with`) live in environments; all others are registers.
//! - **Strictness.** Instructions whose behaviour depends on strict mode (property and
//!   name stores that fail, `delete`) use the strictness of the current function
//!   (`FunctionCode::flags.strict`).
//! - **Exceptions.** Any instruction documented as throwing throws a JS exception at
//!   its pc: the VM looks up the innermost entry of `FunctionCode::handlers` whose
//!   `[start, end)` contains the pc (entries are ordered inner first), pops
//!   environments until the frame's scope depth equals the entry's `env_depth`, writes
//!   the exception to the entry's `exception` register and jumps to `handler`. With no
//!   entry, the frame is popped and the exception propagates to the caller.
//! - **Spec names**: each instruction names the ECMA-262 operation it performs; the
//!   VM follows that operation's observable order (getter calls, conversions).
//!
//! # Iterator records
//!
//! An iterator record occupies three consecutive registers starting at `iter`:
//! `iter` = the iterator object, `iter+1` = its `next` method, `iter+2` = the
//! `[[Done]]` flag (a boolean). Instructions that call `next` set the flag to `true`
//! when the iterator is exhausted *or* when `next` (or reading `done`/`value`) throws,
//! so that the compiler's close-on-abrupt code never closes an iterator that failed.

use std::fmt;

/// A register of the current frame.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    cairn_codec::Encode,
    cairn_codec::Decode,
)]
pub struct Reg(pub u16);

impl Reg {
    /// The register `n` places after this one (the compiler guarantees it exists).
    pub fn offset(self, n: u16) -> Reg {
        Reg(self.0.wrapping_add(n))
    }
}

impl fmt::Display for Reg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}", self.0)
    }
}

/// How a generator was resumed: the value the `kind` register of
/// [`Instruction::Yield`] receives, as an int32.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum ResumeKind {
    /// `next(v)`: continue with `v`.
    Next = 0,
    /// `throw(v)`: the compiler emits `Throw` of the received value.
    Throw = 1,
    /// `return(v)`: the compiler emits a return (through `finally` blocks).
    Return = 2,
}

/// The error constructor of [`Instruction::ThrowError`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum ErrorKind {
    /// `TypeError`.
    TypeError = 0,
    /// `ReferenceError`.
    ReferenceError = 1,
    /// `SyntaxError`.
    SyntaxError = 2,
    /// `RangeError`.
    RangeError = 3,
}

/// The `kind` of [`Instruction::CreateArguments`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum ArgumentsKind {
    /// ECMA-262 sec-createunmappedargumentsobject.
    Unmapped = 0,
    /// ECMA-262 sec-createmappedargumentsobject: index `i < param_count` aliases the
    /// binding of parameter `i` described by `FunctionCode::mapped_parameters[i]`
    /// (an environment slot of the *current* environment, which the compiler
    /// guarantees is the function's parameter scope when this runs).
    Mapped = 1,
}

/// Flags of [`Instruction::DefineProperty`] (a bit set).
pub mod define_flags {
    /// The property is enumerable (object literals); class members are not.
    pub const ENUMERABLE: u8 = 1;
    /// `value` is a getter: define/merge an accessor property's `[[Get]]`.
    pub const GETTER: u8 = 2;
    /// `value` is a setter: define/merge an accessor property's `[[Set]]`.
    pub const SETTER: u8 = 4;
    /// Set `value.[[HomeObject]] = obj` first (methods, ECMA-262 sec-makemethod).
    pub const HOME_OBJECT: u8 = 8;
    /// Perform `SetFunctionName(value, key, "get"/"set"/none)` first (computed keys
    /// of methods and anonymous function definitions, sec-setfunctionname). The
    /// function's template name is then empty; the VM (re)defines `name` in place.
    pub const SET_NAME: u8 = 16;
}

/// The kind of [`Instruction::DefinePrivateMethod`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum PrivateMethodKind {
    /// A private method (non-writable).
    Method = 0,
    /// A private getter (merged with a setter of the same name).
    Getter = 1,
    /// A private setter (merged with a getter of the same name).
    Setter = 2,
}

/// The phase of [`Instruction::ImportCall`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum ImportCallPhase {
    /// `import(x)`.
    Evaluation = 0,
    /// `import.source(x)`.
    Source = 1,
    /// `import.defer(x)`.
    Defer = 2,
}

/// One bytecode instruction (at most 16 bytes; see the module doc for conventions).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Instruction {
    // ---------------------------------------------------------------- loads, moves
    /// `Nop`: does nothing (padding left by the compiler; never throws).
    Nop,
    /// `Move { dst, src }`: dst = src (any value, including the hole).
    Move {
        /// Destination.
        dst: Reg,
        /// Source.
        src: Reg,
    },
    /// `LoadUndefined { dst }`: dst = undefined.
    LoadUndefined {
        /// Destination.
        dst: Reg,
    },
    /// `LoadNull { dst }`: dst = null.
    LoadNull {
        /// Destination.
        dst: Reg,
    },
    /// `LoadTrue { dst }`: dst = true.
    LoadTrue {
        /// Destination.
        dst: Reg,
    },
    /// `LoadFalse { dst }`: dst = false.
    LoadFalse {
        /// Destination.
        dst: Reg,
    },
    /// `LoadInt { dst, value }`: dst = the Number `value` (an int32; the VM keeps it an
    /// integer). `-0` is never encoded this way.
    LoadInt {
        /// Destination.
        dst: Reg,
        /// The value.
        value: i32,
    },
    /// `LoadConst { dst, constant }`: dst = `constants[constant]`, which is a
    /// `Constant::Number`, `Constant::String` (a primitive string, interned) or
    /// `Constant::BigInt` (parsed to a BigInt value, cached per site by the VM).
    LoadConst {
        /// Destination.
        dst: Reg,
        /// Constant index.
        constant: u32,
    },
    /// `LoadHole { dst }`: dst = the hole (an uninitialized lexical binding, TDZ).
    LoadHole {
        /// Destination.
        dst: Reg,
    },

    // ---------------------------------------------------------------- frame values
    /// `LoadThis { dst }`: dst = the this value the call bound (ECMA-262
    /// sec-ordinarycallbindthis: in sloppy functions `undefined`/`null` become the
    /// global this and primitives are boxed; under \[\[Construct\]\] of a base constructor,
    /// the new object). Emitted at function entry into the `this` binding; never used
    /// in arrows, derived constructors or top-level code.
    LoadThis {
        /// Destination.
        dst: Reg,
    },
    /// `LoadGlobalThis { dst }`: dst = the realm's global this value (top-level `this`
    /// of scripts and of indirect eval).
    LoadGlobalThis {
        /// Destination.
        dst: Reg,
    },
    /// `LoadNewTarget { dst }`: dst = the frame's new.target (undefined for a call).
    LoadNewTarget {
        /// Destination.
        dst: Reg,
    },
    /// `LoadCallee { dst }`: dst = the function object being run (the active function:
    /// named function expressions' own name, `super()` and class field initialization).
    LoadCallee {
        /// Destination.
        dst: Reg,
    },
    /// `LoadHomeObject { dst }`: dst = the active function's `[[HomeObject]]`
    /// (undefined when it has none). Used for `super.x`.
    LoadHomeObject {
        /// Destination.
        dst: Reg,
    },
    /// `LoadImportMeta { dst }`: dst = the running module's `import.meta` object
    /// (created on first use, ECMA-262 sec-meta-properties-runtime-semantics-evaluation).
    LoadImportMeta {
        /// Destination.
        dst: Reg,
    },
    /// `CreateArguments { dst, kind }`: dst = a new arguments object over the call's
    /// full argument list (see [`ArgumentsKind`]; sec-functiondeclarationinstantiation
    /// steps 22).
    CreateArguments {
        /// Destination.
        dst: Reg,
        /// Mapped or unmapped.
        kind: ArgumentsKind,
    },
    /// `CreateRestArray { dst, from }`: dst = a new Array of the call's arguments from
    /// index `from` on (empty when fewer were passed). Rest parameters.
    CreateRestArray {
        /// Destination.
        dst: Reg,
        /// First argument index included.
        from: u16,
    },

    // ---------------------------------------------------------------- environments
    /// `PushScope { scope }`: current env = NewDeclarativeEnvironment(current env) with
    /// `scopes[scope].slots.len()` slots; slots whose `BindingKind::starts_uninitialized`
    /// hold the hole, the others undefined. Scope depth += 1.
    PushScope {
        /// Scope layout index.
        scope: u32,
    },
    /// `PushWithScope { object }`: current env = NewObjectEnvironment(ToObject(object),
    /// withEnvironment = true, current env) (sec-with-statement-runtime-semantics-
    /// evaluation; throws TypeError for null/undefined). Scope depth += 1.
    PushWithScope {
        /// The `with` object.
        object: Reg,
    },
    /// `PopScope`: current env = current env's parent. Scope depth -= 1.
    PopScope,
    /// `CopyScope`: CreatePerIterationEnvironment: current env = a new declarative env
    /// with the same layout and parent as the current one, slots copied from it
    /// (sec-createperiterationenvironment). Scope depth unchanged.
    CopyScope,
    /// `GetEnv { dst, depth, slot }`: dst = slot `slot` of the env `depth` parents up.
    /// No TDZ check (the compiler proved the binding initialized).
    GetEnv {
        /// Destination.
        dst: Reg,
        /// Parents to walk.
        depth: u16,
        /// Slot index.
        slot: u32,
    },
    /// `GetEnvChecked { dst, depth, slot }`: as `GetEnv`, but throws a ReferenceError
    /// ("Cannot access 'name' before initialization", the name from the env's layout)
    /// when the slot holds the hole.
    GetEnvChecked {
        /// Destination.
        dst: Reg,
        /// Parents to walk.
        depth: u16,
        /// Slot index.
        slot: u32,
    },
    /// `SetEnv { src, depth, slot }`: slot = src (initialization, or assignment to a
    /// binding proved initialized).
    SetEnv {
        /// Value.
        src: Reg,
        /// Parents to walk.
        depth: u16,
        /// Slot index.
        slot: u32,
    },
    /// `SetEnvChecked { src, depth, slot }`: as `SetEnv`, but throws a ReferenceError
    /// when the slot currently holds the hole (assignment in the TDZ).
    SetEnvChecked {
        /// Value.
        src: Reg,
        /// Parents to walk.
        depth: u16,
        /// Slot index.
        slot: u32,
    },
    /// `CheckTdz { src, name }`: throws a ReferenceError ("Cannot access '`names[name]`'
    /// before initialization") when src holds the hole (a register binding in the TDZ;
    /// for `this` in derived constructors the message says super() was not called).
    CheckTdz {
        /// The binding's register.
        src: Reg,
        /// Binding name (for the message).
        name: u32,
    },
    /// `ThrowIfNotHole { src, name }`: throws a ReferenceError when src does NOT hold
    /// the hole (`super()` called twice: sec-bindthisvalue step 2).
    ThrowIfNotHole {
        /// The `this` binding's register.
        src: Reg,
        /// Binding name (for the message).
        name: u32,
    },

    // ---------------------------------------------------------------- global and dynamic names
    /// `GetGlobal { dst, name, ic }`: dst = the value of identifier `names[name]`
    /// resolved in the global environment: the global lexical bindings first (throws
    /// ReferenceError when uninitialized), then the global object (HasProperty then
    /// Get); throws ReferenceError when unresolvable (sec-getvalue).
    GetGlobal {
        /// Destination.
        dst: Reg,
        /// Name index.
        name: u32,
        /// IC slot.
        ic: u32,
    },
    /// `GetGlobalForTypeof { dst, name, ic }`: as `GetGlobal` but an unresolvable name
    /// gives undefined (`typeof x`, sec-typeof-operator-runtime-semantics-evaluation).
    GetGlobalForTypeof {
        /// Destination.
        dst: Reg,
        /// Name index.
        name: u32,
        /// IC slot.
        ic: u32,
    },
    /// `SetGlobal { src, name, ic }`: PutValue on the global reference `names[name]`:
    /// a global lexical binding is assigned (ReferenceError if uninitialized, TypeError
    /// if const); else the global object property is Set (throws on failure in strict
    /// code); an unresolvable name throws ReferenceError in strict code and creates a
    /// global object property in sloppy code (sec-putvalue).
    SetGlobal {
        /// Value.
        src: Reg,
        /// Name index.
        name: u32,
        /// IC slot.
        ic: u32,
    },
    /// `DeclareGlobals { decl }`: GlobalDeclarationInstantiation for the running
    /// script using `constants[decl]` (a `Constant::GlobalDeclarations`): performs all
    /// its checks (throws SyntaxError/TypeError), creates the var bindings (global
    /// object properties, undefined when new) and the uninitialized lexical bindings
    /// (sec-globaldeclarationinstantiation). Function objects are created and bound
    /// afterwards by `NewClosure` + `DefineGlobalFunction`. First instruction of a
    /// script; eval code uses it with the eval semantics (EvalDeclarationInstantiation,
    /// var bindings in the nearest var environment) when `Script::is_eval`.
    DeclareGlobals {
        /// Constant index of the declarations.
        decl: u32,
    },
    /// `DefineGlobalFunction { src, name }`: CreateGlobalFunctionBinding(name, src,
    /// false) (sec-createglobalfunctionbinding); in eval code, initialize or create the
    /// var binding `name` in the eval's var environment.
    DefineGlobalFunction {
        /// The function object.
        src: Reg,
        /// Name index.
        name: u32,
    },
    /// `InitGlobalLexical { src, name }`: InitializeBinding of the global lexical
    /// binding `names[name]` (created uninitialized by `DeclareGlobals`).
    InitGlobalLexical {
        /// Value.
        src: Reg,
        /// Name index.
        name: u32,
    },
    /// `GetName { dst, name }`: dst = GetValue(ResolveBinding(`names[name]`)) walking the
    /// current environment chain by name (declarative envs by their layouts' names,
    /// object envs of `with` honouring @@unscopables, then the global). Used only where
    /// `with` or sloppy direct `eval` make resolution dynamic, and in direct eval code
    /// for every name the eval does not declare itself. Throws ReferenceError when
    /// unresolvable or in the TDZ. Names starting with `%` or `#` (internal bindings
    /// such as `%this`, private names) are looked up in declarative envs only.
    GetName {
        /// Destination.
        dst: Reg,
        /// Name index.
        name: u32,
    },
    /// `GetNameForTypeof { dst, name }`: as `GetName` but unresolvable gives undefined.
    GetNameForTypeof {
        /// Destination.
        dst: Reg,
        /// Name index.
        name: u32,
    },
    /// `GetNameForCall { dst, this, name }`: as `GetName`, and `this` = the reference's
    /// this value for a call: the `with` object when the name resolved in an object
    /// environment with withEnvironment, else undefined (sec-evaluatecall step 1.b).
    GetNameForCall {
        /// Destination (the function).
        dst: Reg,
        /// Destination (the this value).
        this: Reg,
        /// Name index.
        name: u32,
    },
    /// `SetName { src, name }`: PutValue(ResolveBinding(`names[name]`), src) by name, as
    /// `GetName` resolves (TypeError for const, ReferenceError for TDZ, strict-mode
    /// unresolvable ReferenceError, sloppy creates a global property).
    SetName {
        /// Value.
        src: Reg,
        /// Name index.
        name: u32,
    },
    /// `InitName { src, name }`: InitializeBinding of `names[name]` in the nearest
    /// declarative environment that has it (lexical declarations in dynamic scopes).
    InitName {
        /// Value.
        src: Reg,
        /// Name index.
        name: u32,
    },
    /// `DeleteName { dst, name }`: dst = `delete name` (sloppy only): resolves by name;
    /// unresolvable gives true; env bindings give DeleteBinding's result
    /// (sec-delete-operator-runtime-semantics-evaluation).
    DeleteName {
        /// Destination.
        dst: Reg,
        /// Name index.
        name: u32,
    },
    /// `GetImport { dst, import }`: dst = the current value of the imported binding
    /// `Module::imports[import]` of the running function's module (an indirection to
    /// the exporting module's environment slot, or the namespace object). Throws
    /// ReferenceError when the target binding is uninitialized.
    GetImport {
        /// Destination.
        dst: Reg,
        /// Import entry index.
        import: u32,
    },

    // ---------------------------------------------------------------- properties
    /// `GetNamed { dst, obj, name, ic }`: dst = GetV(obj, `names[name]`) (ToObject on
    /// primitives for lookup, receiver obj; TypeError for null/undefined naming the
    /// property). ECMA-262 sec-getv.
    GetNamed {
        /// Destination.
        dst: Reg,
        /// Base.
        obj: Reg,
        /// Name index.
        name: u32,
        /// IC slot.
        ic: u32,
    },
    /// `SetNamed { obj, value, name, ic }`: PutValue of the property reference
    /// obj.`names[name]` = value (ToObject(obj) for the lookup with obj as receiver;
    /// TypeError for null/undefined; failure throws TypeError in strict code).
    SetNamed {
        /// Base.
        obj: Reg,
        /// Value.
        value: Reg,
        /// Name index.
        name: u32,
        /// IC slot.
        ic: u32,
    },
    /// `GetKeyed { dst, obj, key }`: dst = GetV(obj, ToPropertyKey(key)) (TypeError for
    /// null/undefined obj *before* converting key).
    GetKeyed {
        /// Destination.
        dst: Reg,
        /// Base.
        obj: Reg,
        /// Key.
        key: Reg,
    },
    /// `SetKeyed { obj, key, value }`: PutValue of obj[ToPropertyKey(key)] = value
    /// (null/undefined obj throws TypeError; failure throws in strict code).
    SetKeyed {
        /// Base.
        obj: Reg,
        /// Key.
        key: Reg,
        /// Value.
        value: Reg,
    },
    /// `GetMethod { dst, obj, name, ic }`: dst = GetMethod(obj, `names[name]`): undefined
    /// when the property is undefined or null, TypeError when not callable.
    /// ECMA-262 sec-getmethod. `names[name]` may be a well-known symbol name such as
    /// `@@iterator` (see `FunctionCode::names` doc).
    GetMethod {
        /// Destination.
        dst: Reg,
        /// Base.
        obj: Reg,
        /// Name index.
        name: u32,
        /// IC slot.
        ic: u32,
    },
    /// `DeleteNamed { dst, obj, name }`: dst = `delete obj.name` (ToObject(obj), then
    /// \[\[Delete\]\]; false throws TypeError in strict code).
    DeleteNamed {
        /// Destination.
        dst: Reg,
        /// Base.
        obj: Reg,
        /// Name index.
        name: u32,
    },
    /// `DeleteKeyed { dst, obj, key }`: dst = `delete obj[key]`.
    DeleteKeyed {
        /// Destination.
        dst: Reg,
        /// Base.
        obj: Reg,
        /// Key.
        key: Reg,
    },
    /// `GetSuperBase { dst, home }`: dst = home.\[\[GetPrototypeOf\]\]() (an object or
    /// null): GetSuperBase, read when the Super Reference is made
    /// (sec-makesuperpropertyreference), before the key is converted or a value
    /// evaluated; home undefined throws TypeError.
    GetSuperBase {
        /// Destination.
        dst: Reg,
        /// The home object.
        home: Reg,
    },
    /// `GetSuperNamed { dst, base, this, name }`: dst = base.\[\[Get\]\](`names[name]`,
    /// this) (`this` already TDZ-checked by the compiler; a null base throws TypeError).
    GetSuperNamed {
        /// Destination.
        dst: Reg,
        /// The super base (from `GetSuperBase`).
        base: Reg,
        /// The receiver.
        this: Reg,
        /// Name index.
        name: u32,
    },
    /// `GetSuperKeyed { dst, base, this, key }`: as `GetSuperNamed` with
    /// ToPropertyKey(key), converted after the base is checked (GetValue steps 3.a-b).
    GetSuperKeyed {
        /// Destination.
        dst: Reg,
        /// The super base (from `GetSuperBase`).
        base: Reg,
        /// The receiver.
        this: Reg,
        /// Key.
        key: Reg,
    },
    /// `SetSuperNamed { base, this, value, name }`: base.\[\[Set\]\](`names[name]`,
    /// value, this); a null base throws TypeError, false throws TypeError in strict code.
    SetSuperNamed {
        /// The super base (from `GetSuperBase`).
        base: Reg,
        /// The receiver.
        this: Reg,
        /// Value.
        value: Reg,
        /// Name index.
        name: u32,
    },
    /// `SetSuperKeyed { base, this, key, value }`: as `SetSuperNamed` with
    /// ToPropertyKey(key), converted after the base is checked (PutValue steps 3.a-b).
    SetSuperKeyed {
        /// The super base (from `GetSuperBase`).
        base: Reg,
        /// The receiver.
        this: Reg,
        /// Key.
        key: Reg,
        /// Value.
        value: Reg,
    },
    /// `GetPrivate { dst, obj, key }`: dst = PrivateGet(obj, key) where key holds a
    /// Private Name (sec-privateget; TypeError when obj lacks it or an accessor has no
    /// getter).
    GetPrivate {
        /// Destination.
        dst: Reg,
        /// Base.
        obj: Reg,
        /// The private name.
        key: Reg,
    },
    /// `SetPrivate { obj, key, value }`: PrivateSet(obj, key, value) (sec-privateset).
    SetPrivate {
        /// Base.
        obj: Reg,
        /// The private name.
        key: Reg,
        /// Value.
        value: Reg,
    },
    /// `HasPrivate { dst, obj, key }`: dst = `#x in obj`: TypeError when obj is not an
    /// object, else whether PrivateElementFind(obj, key) finds it.
    HasPrivate {
        /// Destination.
        dst: Reg,
        /// Base.
        obj: Reg,
        /// The private name.
        key: Reg,
    },
    /// `DefinePrivateField { obj, key, value }`: PrivateFieldAdd(obj, key, value)
    /// (TypeError when already present, sec-privatefieldadd).
    DefinePrivateField {
        /// Target.
        obj: Reg,
        /// The private name.
        key: Reg,
        /// Value.
        value: Reg,
    },
    /// `DefinePrivateMethod { obj, key, func, kind }`: PrivateMethodOrAccessorAdd(obj,
    /// element) (TypeError when already present); a getter and a setter of one name
    /// form one accessor element (sec-privatemethodoraccessoradd).
    DefinePrivateMethod {
        /// Target.
        obj: Reg,
        /// The private name.
        key: Reg,
        /// The function.
        func: Reg,
        /// Method, getter or setter.
        kind: PrivateMethodKind,
    },
    /// `NewPrivateName { dst, name }`: dst = a new Private Name whose description is
    /// `names[name]` (including the `#`). Evaluated once per class evaluation.
    NewPrivateName {
        /// Destination.
        dst: Reg,
        /// Description (name index).
        name: u32,
    },

    // ---------------------------------------------------------------- object and array literals
    /// `NewObject { dst }`: dst = OrdinaryObjectCreate(%Object.prototype%).
    NewObject {
        /// Destination.
        dst: Reg,
    },
    /// `NewArray { dst, capacity }`: dst = a new empty Array (capacity is a hint).
    NewArray {
        /// Destination.
        dst: Reg,
        /// Expected length.
        capacity: u16,
    },
    /// `NewArrayFrom { dst, start, count }`: dst = CreateArrayFromList(registers
    /// start..start+count).
    NewArrayFrom {
        /// Destination.
        dst: Reg,
        /// First element register.
        start: Reg,
        /// Element count.
        count: u16,
    },
    /// `ArrayPush { array, value }`: CreateDataPropertyOrThrow(array, array.length,
    /// value) on an array being built by a literal (length += 1).
    ArrayPush {
        /// The array.
        array: Reg,
        /// Value.
        value: Reg,
    },
    /// `ArrayPushHole { array }`: an elision: array.length += 1 without a property.
    ArrayPushHole {
        /// The array.
        array: Reg,
    },
    /// `ArraySpread { array, src }`: for each value of GetIterator(src, sync):
    /// `ArrayPush` it (sec-runtime-semantics-arrayaccumulation, SpreadElement).
    ArraySpread {
        /// The array.
        array: Reg,
        /// The iterable.
        src: Reg,
    },
    /// `DefineNamed { obj, value, name, ic }`: CreateDataPropertyOrThrow(obj,
    /// `names[name]`, value): enumerable, writable, configurable (object literal
    /// `k: v`).
    DefineNamed {
        /// Target.
        obj: Reg,
        /// Value.
        value: Reg,
        /// Name index.
        name: u32,
        /// IC slot.
        ic: u32,
    },
    /// `DefineProperty { obj, key, value, flags }`: DefinePropertyOrThrow(obj, key,
    /// ...) where key holds a property key (already ToPropertyKey'd). Without GETTER
    /// or SETTER a data property {value, writable: true, enumerable: ENUMERABLE,
    /// configurable: true}; with them an accessor property (merged with an existing
    /// accessor of the same key, configurable: true). See [`define_flags`].
    DefineProperty {
        /// Target.
        obj: Reg,
        /// Key (a property key).
        key: Reg,
        /// Value or accessor function.
        value: Reg,
        /// [`define_flags`] bits.
        flags: u8,
    },
    /// `SetPrototypeOfLiteral { obj, value }`: `__proto__: value` in an object
    /// literal: if value is an object or null, obj.\[\[SetPrototypeOf\]\](value); else
    /// nothing (sec-runtime-semantics-propertydefinitionevaluation).
    SetPrototypeOfLiteral {
        /// Target.
        obj: Reg,
        /// The prototype.
        value: Reg,
    },
    /// `CopyDataProperties { dst, src }`: CopyDataProperties(dst, src, « »)
    /// (object spread `{...src}`; null/undefined src copies nothing).
    CopyDataProperties {
        /// Target.
        dst: Reg,
        /// Source.
        src: Reg,
    },
    /// `ObjectRest { dst, src, excluded, count }`: dst = a new ordinary object filled
    /// by CopyDataProperties(dst, src, keys) with the property keys held in registers
    /// excluded..excluded+count (object rest pattern, sec-restbindinginitialization).
    ObjectRest {
        /// Destination.
        dst: Reg,
        /// Source (already checked object-coercible).
        src: Reg,
        /// First excluded key register.
        excluded: Reg,
        /// Number of excluded keys.
        count: u16,
    },
    /// `NewRegExp { dst, constant }`: dst = RegExpCreate from `Constant::RegExp`
    /// (pattern, flags) (sec-regular-expression-literals-runtime-semantics-evaluation;
    /// a new object each evaluation).
    NewRegExp {
        /// Destination.
        dst: Reg,
        /// Constant index.
        constant: u32,
    },
    /// `GetTemplateObject { dst, constant }`: dst = GetTemplateObject for the site
    /// `Constant::TemplateSite` (frozen cooked array with frozen `raw`; the same
    /// object every time for this site in this realm: sec-gettemplateobject).
    GetTemplateObject {
        /// Destination.
        dst: Reg,
        /// Constant index.
        constant: u32,
    },

    // ---------------------------------------------------------------- functions and classes
    /// `NewClosure { dst, func }`: dst = a new function object for template
    /// `functions[func]` whose environment is the current env (and, for
    /// class-private access, its private environment is implied by the env chain).
    /// OrdinaryFunctionCreate + MakeConstructor for constructible kinds + the
    /// `prototype` object of generators/async generators, `length` and `name` from the
    /// template (sec-instantiateordinaryfunctionobject and siblings).
    NewClosure {
        /// Destination.
        dst: Reg,
        /// Function table index.
        func: u32,
    },
    /// `SetFunctionName { func, key, prefix }`: SetFunctionName(func, key, prefix)
    /// where key holds a property key or Private Name; prefix 0 none, 1 "get",
    /// 2 "set" (sec-setfunctionname), (re)defining `name` in place. Used for
    /// runtime-computed names.
    SetFunctionName {
        /// The function.
        func: Reg,
        /// The name (a property key).
        key: Reg,
        /// 0 none, 1 "get", 2 "set".
        prefix: u8,
    },
    /// `SetHomeObject { func, home }`: func.\[\[HomeObject\]\] = home (class field
    /// initializers and static blocks, which are not properties).
    SetHomeObject {
        /// The function.
        func: Reg,
        /// The home object.
        home: Reg,
    },
    /// `CreateClass { dst, heritage, constant }`: ClassDefinitionEvaluation steps
    /// for the shell of the class `Constant::Class`: when the template is derived,
    /// heritage holds the evaluated superclass (null: protoParent null and
    /// constructorParent %Function.prototype%; a non-constructor throws TypeError;
    /// `heritage.prototype` must be an object or null, else TypeError), otherwise
    /// protoParent = %Object.prototype%. Creates proto, creates F from the template's
    /// constructor function (current env, \[\[HomeObject\]\] = proto, \[\[ConstructorKind\]\]
    /// base/derived, class constructor), F.\[\[Prototype\]\] = constructorParent,
    /// MakeConstructor(F, false, proto), SetFunctionName(F, name) when the template
    /// has a name, CreateMethodProperty(proto, "constructor", F). Writes F to `dst`
    /// and proto to `dst+1`. Methods, fields and static blocks are emitted after it.
    CreateClass {
        /// Destination (F; the prototype goes to dst+1).
        dst: Reg,
        /// The superclass value (ignored for base classes).
        heritage: Reg,
        /// Constant index of the class template.
        constant: u32,
    },

    // ---------------------------------------------------------------- calls
    /// `Call { dst, callee, this, args, argc }`: dst = Call(callee, this, registers
    /// args..args+argc) (TypeError "x is not a function" when not callable, the name
    /// from the call site's source position). JS-to-JS calls push a frame. With
    /// `argc == 0` the `args` register is meaningless (any register; not read); the same
    /// holds for every `args`/`count` range operand.
    Call {
        /// Destination.
        dst: Reg,
        /// The function.
        callee: Reg,
        /// The this value.
        this: Reg,
        /// First argument register.
        args: Reg,
        /// Argument count.
        argc: u16,
    },
    /// `CallSpread { dst, callee, this, array }`: as `Call` with the arguments being
    /// the elements of the (compiler-built, unobservable) Array in `array`.
    CallSpread {
        /// Destination.
        dst: Reg,
        /// The function.
        callee: Reg,
        /// The this value.
        this: Reg,
        /// An Array of arguments.
        array: Reg,
    },
    /// `CallEval { dst, callee, this, args, argc }`: a call whose callee expression is
    /// the identifier `eval`: when callee is the realm's %eval% it is a direct eval
    /// (sec-performeval with the current env chain, the current function's
    /// strictness, and its this/new.target/home object found by the internal binding
    /// names `%this`, `%newtarget`, `%home`); otherwise an ordinary `Call`.
    CallEval {
        /// Destination.
        dst: Reg,
        /// The function.
        callee: Reg,
        /// The this value (for the ordinary call case).
        this: Reg,
        /// First argument register.
        args: Reg,
        /// Argument count.
        argc: u16,
    },
    /// `TailCall { dst, callee, this, args, argc }`: a `Call` in tail position of strict
    /// code (PrepareForTailCall, sec-preparefortailcall), always followed by code that
    /// returns `dst`. When the frame is a plain call frame the callee's frame replaces
    /// it and returns straight to this frame's caller; otherwise exactly `Call`.
    TailCall {
        /// Destination (when the frame is not replaced).
        dst: Reg,
        /// The function.
        callee: Reg,
        /// The this value.
        this: Reg,
        /// First argument register.
        args: Reg,
        /// Argument count.
        argc: u16,
    },
    /// `TailCallEval { dst, callee, this, args, argc }`: `CallEval` in tail position: a
    /// direct eval as `CallEval`, any other callee as `TailCall`.
    TailCallEval {
        /// Destination (when the frame is not replaced).
        dst: Reg,
        /// The function.
        callee: Reg,
        /// The this value (for the ordinary call case).
        this: Reg,
        /// First argument register.
        args: Reg,
        /// Argument count.
        argc: u16,
    },
    /// `CallEvalSpread { dst, callee, this, array }`: `CallEval` with spread arguments.
    CallEvalSpread {
        /// Destination.
        dst: Reg,
        /// The function.
        callee: Reg,
        /// The this value.
        this: Reg,
        /// An Array of arguments.
        array: Reg,
    },
    /// `New { dst, callee, args, argc }`: dst = Construct(callee, args, callee)
    /// (TypeError when not a constructor). sec-new-operator.
    New {
        /// Destination.
        dst: Reg,
        /// The constructor.
        callee: Reg,
        /// First argument register.
        args: Reg,
        /// Argument count.
        argc: u16,
    },
    /// `NewSpread { dst, callee, array }`: `New` with the Array's elements as arguments.
    NewSpread {
        /// Destination.
        dst: Reg,
        /// The constructor.
        callee: Reg,
        /// An Array of arguments.
        array: Reg,
    },
    /// `SuperCall { dst, func, new_target, args, argc }`: dst = Construct(func, args,
    /// new_target) where func holds the super constructor, read before the arguments
    /// by `GetSuperBase` on the active derived constructor (TypeError when it is not a
    /// constructor). The compiler then binds `this` (ThrowIfNotHole + store) and runs
    /// field initialization. sec-super-keyword-runtime-semantics-evaluation.
    SuperCall {
        /// Destination (the new this).
        dst: Reg,
        /// The super constructor (the active function's prototype).
        func: Reg,
        /// new.target.
        new_target: Reg,
        /// First argument register.
        args: Reg,
        /// Argument count.
        argc: u16,
    },
    /// `SuperCallSpread { dst, func, new_target, array }`: `SuperCall` with an Array
    /// of arguments.
    SuperCallSpread {
        /// Destination (the new this).
        dst: Reg,
        /// The super constructor (the active function's prototype).
        func: Reg,
        /// new.target.
        new_target: Reg,
        /// An Array of arguments.
        array: Reg,
    },
    /// `ImportCall { dst, specifier, options, phase }`: dst = the promise of
    /// `import(specifier, options)` (sec-import-call-runtime-semantics-evaluation).
    ImportCall {
        /// Destination.
        dst: Reg,
        /// Specifier value.
        specifier: Reg,
        /// Options value (undefined when absent).
        options: Reg,
        /// Phase.
        phase: ImportCallPhase,
    },
    /// `Return { src }`: return src from the frame (top-level code of scripts and eval
    /// returns its completion value). Base class constructors called with
    /// \[\[Construct\]\] return `this` when src is not an object; derived constructors
    /// throw TypeError when src is not an object (the compiler substitutes the checked
    /// `this` for undefined). Generators complete with `{value: src, done: true}`;
    /// async functions resolve their promise.
    Return {
        /// Value.
        src: Reg,
    },

    // ---------------------------------------------------------------- operators
    /// `Add { dst, lhs, rhs }`: dst = lhs + rhs (sec-applystringornumericbinaryoperator).
    Add {
        /// Destination.
        dst: Reg,
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
    },
    /// `Sub { dst, lhs, rhs }`: dst = lhs - rhs.
    Sub {
        /// Destination.
        dst: Reg,
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
    },
    /// `Mul { dst, lhs, rhs }`: dst = lhs * rhs.
    Mul {
        /// Destination.
        dst: Reg,
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
    },
    /// `Div { dst, lhs, rhs }`: dst = lhs / rhs.
    Div {
        /// Destination.
        dst: Reg,
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
    },
    /// `Rem { dst, lhs, rhs }`: dst = lhs % rhs.
    Rem {
        /// Destination.
        dst: Reg,
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
    },
    /// `Exp { dst, lhs, rhs }`: dst = lhs ** rhs.
    Exp {
        /// Destination.
        dst: Reg,
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
    },
    /// `BitAnd { dst, lhs, rhs }`: dst = lhs & rhs.
    BitAnd {
        /// Destination.
        dst: Reg,
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
    },
    /// `BitOr { dst, lhs, rhs }`: dst = lhs | rhs.
    BitOr {
        /// Destination.
        dst: Reg,
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
    },
    /// `BitXor { dst, lhs, rhs }`: dst = lhs ^ rhs.
    BitXor {
        /// Destination.
        dst: Reg,
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
    },
    /// `Shl { dst, lhs, rhs }`: dst = lhs << rhs.
    Shl {
        /// Destination.
        dst: Reg,
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
    },
    /// `Shr { dst, lhs, rhs }`: dst = lhs >> rhs.
    Shr {
        /// Destination.
        dst: Reg,
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
    },
    /// `UShr { dst, lhs, rhs }`: dst = lhs >>> rhs.
    UShr {
        /// Destination.
        dst: Reg,
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
    },
    /// `Equal { dst, lhs, rhs }`: dst = IsLooselyEqual(lhs, rhs).
    Equal {
        /// Destination.
        dst: Reg,
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
    },
    /// `NotEqual { dst, lhs, rhs }`: dst = !IsLooselyEqual(lhs, rhs).
    NotEqual {
        /// Destination.
        dst: Reg,
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
    },
    /// `StrictEqual { dst, lhs, rhs }`: dst = IsStrictlyEqual(lhs, rhs).
    StrictEqual {
        /// Destination.
        dst: Reg,
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
    },
    /// `StrictNotEqual { dst, lhs, rhs }`: dst = !IsStrictlyEqual(lhs, rhs).
    StrictNotEqual {
        /// Destination.
        dst: Reg,
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
    },
    /// `LessThan { dst, lhs, rhs }`: dst = lhs < rhs (IsLessThan, LeftFirst, undefined
    /// result gives false).
    LessThan {
        /// Destination.
        dst: Reg,
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
    },
    /// `LessEqual { dst, lhs, rhs }`: dst = lhs <= rhs.
    LessEqual {
        /// Destination.
        dst: Reg,
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
    },
    /// `GreaterThan { dst, lhs, rhs }`: dst = lhs > rhs.
    GreaterThan {
        /// Destination.
        dst: Reg,
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
    },
    /// `GreaterEqual { dst, lhs, rhs }`: dst = lhs >= rhs.
    GreaterEqual {
        /// Destination.
        dst: Reg,
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
    },
    /// `In { dst, key, obj }`: dst = HasProperty(obj, ToPropertyKey(key)); TypeError
    /// when obj is not an object (sec-relational-operators-runtime-semantics-evaluation).
    In {
        /// Destination.
        dst: Reg,
        /// The key (left operand).
        key: Reg,
        /// The object (right operand).
        obj: Reg,
    },
    /// `InstanceOf { dst, lhs, rhs }`: dst = InstanceofOperator(lhs, rhs).
    InstanceOf {
        /// Destination.
        dst: Reg,
        /// The value.
        lhs: Reg,
        /// The constructor.
        rhs: Reg,
    },
    /// `Negate { dst, src }`: dst = -src (ToNumeric, Number::unaryMinus / BigInt).
    Negate {
        /// Destination.
        dst: Reg,
        /// Operand.
        src: Reg,
    },
    /// `ToNumber { dst, src }`: dst = ToNumber(src) (unary `+`; BigInt throws).
    ToNumber {
        /// Destination.
        dst: Reg,
        /// Operand.
        src: Reg,
    },
    /// `ToNumeric { dst, src }`: dst = ToNumeric(src) (the old value of `x++`).
    ToNumeric {
        /// Destination.
        dst: Reg,
        /// Operand.
        src: Reg,
    },
    /// `Not { dst, src }`: dst = !ToBoolean(src).
    Not {
        /// Destination.
        dst: Reg,
        /// Operand.
        src: Reg,
    },
    /// `BitNot { dst, src }`: dst = ~src.
    BitNot {
        /// Destination.
        dst: Reg,
        /// Operand.
        src: Reg,
    },
    /// `TypeOf { dst, src }`: dst = the `typeof` string of src.
    TypeOf {
        /// Destination.
        dst: Reg,
        /// Operand.
        src: Reg,
    },
    /// `Increment { dst, src }`: dst = ToNumeric(src) + 1 (Number or BigInt `1n`).
    Increment {
        /// Destination.
        dst: Reg,
        /// Operand.
        src: Reg,
    },
    /// `Decrement { dst, src }`: dst = ToNumeric(src) - 1.
    Decrement {
        /// Destination.
        dst: Reg,
        /// Operand.
        src: Reg,
    },
    /// `ToString { dst, src }`: dst = ToString(src) (template substitutions; Symbol
    /// throws TypeError).
    ToString {
        /// Destination.
        dst: Reg,
        /// Operand.
        src: Reg,
    },
    /// `ToPropertyKey { dst, src }`: dst = ToPropertyKey(src) (computed keys, and keys
    /// of compound assignments so the conversion runs once).
    ToPropertyKey {
        /// Destination.
        dst: Reg,
        /// Operand.
        src: Reg,
    },
    /// `ToObject { dst, src }`: dst = ToObject(src) (TypeError for null/undefined).
    ToObject {
        /// Destination.
        dst: Reg,
        /// Operand.
        src: Reg,
    },
    /// `RequireObjectCoercible { src }`: TypeError when src is null or undefined
    /// (destructuring of a value, sec-requireobjectcoercible).
    RequireObjectCoercible {
        /// Operand.
        src: Reg,
    },
    /// `ThrowIfNotObject { src, message }`: TypeError (message `names[message]`) when
    /// src is not an object (iterator results, sec-iteratornext step 3).
    ThrowIfNotObject {
        /// Operand.
        src: Reg,
        /// Message (name index).
        message: u32,
    },

    // ---------------------------------------------------------------- control flow
    /// `Jump { target }`: pc = target.
    Jump {
        /// Target.
        target: u32,
    },
    /// `JumpIfTrue { cond, target }`: if ToBoolean(cond), pc = target.
    JumpIfTrue {
        /// Condition.
        cond: Reg,
        /// Target.
        target: u32,
    },
    /// `JumpIfFalse { cond, target }`: if !ToBoolean(cond), pc = target.
    JumpIfFalse {
        /// Condition.
        cond: Reg,
        /// Target.
        target: u32,
    },
    /// `JumpIfNullish { src, target }`: if src is undefined or null, pc = target.
    JumpIfNullish {
        /// Operand.
        src: Reg,
        /// Target.
        target: u32,
    },
    /// `JumpIfNotNullish { src, target }`: if src is neither undefined nor null,
    /// pc = target.
    JumpIfNotNullish {
        /// Operand.
        src: Reg,
        /// Target.
        target: u32,
    },
    /// `JumpIfUndefined { src, target }`: if src is undefined, pc = target.
    JumpIfUndefined {
        /// Operand.
        src: Reg,
        /// Target.
        target: u32,
    },
    /// `JumpIfNotUndefined { src, target }`: if src is not undefined, pc = target.
    JumpIfNotUndefined {
        /// Operand.
        src: Reg,
        /// Target.
        target: u32,
    },
    /// `JumpIfIntEqual { src, value, target }`: if src is the Number `value`, pc =
    /// target (finally-block dispatch and generator resume kinds; src always holds an
    /// int written by `LoadInt` or the VM).
    JumpIfIntEqual {
        /// Operand.
        src: Reg,
        /// The int.
        value: i32,
        /// Target.
        target: u32,
    },
    /// `JumpIfLessThan { lhs, rhs, target }`: if lhs < rhs (as `LessThan`), pc = target.
    JumpIfLessThan {
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
        /// Target.
        target: u32,
    },
    /// `JumpIfLessEqual { lhs, rhs, target }`: if lhs <= rhs, pc = target.
    JumpIfLessEqual {
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
        /// Target.
        target: u32,
    },
    /// `JumpIfGreaterThan { lhs, rhs, target }`: if lhs > rhs, pc = target.
    JumpIfGreaterThan {
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
        /// Target.
        target: u32,
    },
    /// `JumpIfGreaterEqual { lhs, rhs, target }`: if lhs >= rhs, pc = target.
    JumpIfGreaterEqual {
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
        /// Target.
        target: u32,
    },
    /// `JumpIfNotLessThan { lhs, rhs, target }`: if !(lhs < rhs), pc = target (NaN
    /// jumps).
    JumpIfNotLessThan {
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
        /// Target.
        target: u32,
    },
    /// `JumpIfNotLessEqual { lhs, rhs, target }`: if !(lhs <= rhs), pc = target.
    JumpIfNotLessEqual {
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
        /// Target.
        target: u32,
    },
    /// `JumpIfNotGreaterThan { lhs, rhs, target }`: if !(lhs > rhs), pc = target.
    JumpIfNotGreaterThan {
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
        /// Target.
        target: u32,
    },
    /// `JumpIfNotGreaterEqual { lhs, rhs, target }`: if !(lhs >= rhs), pc = target.
    JumpIfNotGreaterEqual {
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
        /// Target.
        target: u32,
    },
    /// `JumpIfStrictEqual { lhs, rhs, target }`: if IsStrictlyEqual(lhs, rhs), pc =
    /// target (also `switch` case matching).
    JumpIfStrictEqual {
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
        /// Target.
        target: u32,
    },
    /// `JumpIfStrictNotEqual { lhs, rhs, target }`: if !IsStrictlyEqual(lhs, rhs),
    /// pc = target.
    JumpIfStrictNotEqual {
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
        /// Target.
        target: u32,
    },
    /// `JumpIfEqual { lhs, rhs, target }`: if IsLooselyEqual(lhs, rhs), pc = target.
    JumpIfEqual {
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
        /// Target.
        target: u32,
    },
    /// `JumpIfNotEqual { lhs, rhs, target }`: if !IsLooselyEqual(lhs, rhs), pc = target.
    JumpIfNotEqual {
        /// Left.
        lhs: Reg,
        /// Right.
        rhs: Reg,
        /// Target.
        target: u32,
    },
    /// `Throw { src }`: throw src.
    Throw {
        /// The exception.
        src: Reg,
    },
    /// `ThrowError { kind, message }`: throw a new `kind` error with message
    /// `names[message]` (const assignment, `delete super.x`, ...).
    ThrowError {
        /// The error constructor.
        kind: ErrorKind,
        /// Message (name index).
        message: u32,
    },
    /// `Debugger`: the `debugger` statement (a no-op unless a host hook is set).
    Debugger,

    // ---------------------------------------------------------------- iteration
    /// `ForInPrepare { dst, obj }`: dst = a VM-internal iterator over
    /// EnumerateObjectProperties(ToObject(obj)); null/undefined give an empty
    /// iterator (sec-runtime-semantics-forinofheadevaluation).
    ForInPrepare {
        /// Destination (internal iterator).
        dst: Reg,
        /// The object.
        obj: Reg,
    },
    /// `ForInNext { dst, iter, target }`: dst = the next key (a String) of the for-in
    /// iterator (skipping keys deleted meanwhile); when exhausted, pc = target.
    ForInNext {
        /// Destination (the key).
        dst: Reg,
        /// The internal iterator.
        iter: Reg,
        /// Where to go when done.
        target: u32,
    },
    /// `GetIterator { dst, src }`: the record at dst..dst+3 = GetIterator(src, sync)
    /// (sec-getiterator): dst = iterator, dst+1 = next method, dst+2 = false.
    GetIterator {
        /// First register of the record.
        dst: Reg,
        /// The iterable.
        src: Reg,
    },
    /// `GetAsyncIterator { dst, src }`: as `GetIterator` with kind async (falls back to
    /// CreateAsyncFromSyncIterator over @@iterator).
    GetAsyncIterator {
        /// First register of the record.
        dst: Reg,
        /// The iterable.
        src: Reg,
    },
    /// `ForOfStep { dst, iter, target }`: IteratorStepValue(record at iter): calls
    /// next, checks the result is an object (TypeError), reads `done`; when done, sets
    /// iter+2 = true and pc = target; else dst = result.value. Any throw sets iter+2 =
    /// true first.
    ForOfStep {
        /// Destination (the value).
        dst: Reg,
        /// The record's first register.
        iter: Reg,
        /// Where to go when done.
        target: u32,
    },
    /// `IteratorStepValue { dst, iter }`: destructuring step: when iter+2 is true,
    /// dst = undefined; else as `ForOfStep` but on done sets dst = undefined and
    /// falls through (sec-runtime-semantics-iteratorbindinginitialization).
    IteratorStepValue {
        /// Destination.
        dst: Reg,
        /// The record's first register.
        iter: Reg,
    },
    /// `IteratorRest { dst, iter }`: dst = a new Array of the remaining values of the
    /// record (none when iter+2 is true); sets iter+2 = true at the end.
    IteratorRest {
        /// Destination.
        dst: Reg,
        /// The record's first register.
        iter: Reg,
    },
    /// `IteratorClose { iter }`: when iter+2 is false: sets iter+2 = true, then
    /// IteratorClose(record, normal completion): calls `return` if present and throws
    /// TypeError when its result is not an object (sec-iteratorclose). No-op when
    /// iter+2 is true.
    IteratorClose {
        /// The record's first register.
        iter: Reg,
    },
    /// `IteratorCloseQuiet { iter }`: when iter+2 is false: sets iter+2 = true and calls
    /// `return` if present, ignoring its result and any exception it throws
    /// (IteratorClose with a throw completion; the compiler rethrows after it).
    IteratorCloseQuiet {
        /// The record's first register.
        iter: Reg,
    },

    // ---------------------------------------------------------------- generators and async
    /// `GeneratorStart`: in generator and async generator functions, after the
    /// parameters are bound: create the generator object (prototype from the
    /// callee's `prototype`, sec-ordinarycreatefromconstructor), suspend this frame
    /// into it (state suspendedStart) and return it to the caller. Resuming continues
    /// at the next instruction (the first `next`'s value is ignored; `return`/`throw`
    /// before start complete the generator without running code).
    GeneratorStart,
    /// `Yield { dst, kind, value }`: suspend the generator: sync generators yield
    /// CreateIterResultObject(value, false) (sec-generatoryield); async generators
    /// perform AsyncGeneratorYield(value) (the compiler has already awaited it). On
    /// resume, dst = the received value and kind = the int [`ResumeKind`]; the compiler
    /// dispatches on kind (throw: `Throw dst`; return: in async generators `Await dst`
    /// first, then return through finally blocks).
    Yield {
        /// Receives the resumption value.
        dst: Reg,
        /// Receives the resume kind.
        kind: Reg,
        /// The yielded value.
        value: Reg,
    },
    /// `YieldDelegate { dst, kind, value }`: sync generators only (`yield*`): as
    /// `Yield` but value is an iterator result object yielded as is (sec-generatoryield
    /// with innerResult).
    YieldDelegate {
        /// Receives the resumption value.
        dst: Reg,
        /// Receives the resume kind.
        kind: Reg,
        /// The inner iterator result.
        value: Reg,
    },
    // ---------------------------------------------------------------- explicit resource management
    /// `NewDisposeStack { dst }`: dst = a new VM-internal DisposeCapability (an empty
    /// list of resources; sec-newdisposecapability). One per scope with `using`.
    NewDisposeStack {
        /// Destination.
        dst: Reg,
    },
    /// `AddDisposable { stack, value, hint }`: AddDisposableResource(stack, value, hint)
    /// (sec-adddisposableresource): hint 0 sync-dispose: null/undefined add nothing,
    /// otherwise GetDisposeMethod(value, sync) (`@@dispose`; TypeError when value is not
    /// an object or the method is missing/not callable); hint 1 async-dispose:
    /// null/undefined add a resource with an undefined method, otherwise `@@asyncDispose`
    /// falling back to `@@dispose` (wrapped as the spec's closure).
    AddDisposable {
        /// The dispose stack.
        stack: Reg,
        /// The resource value.
        value: Reg,
        /// 0 sync-dispose, 1 async-dispose.
        hint: u8,
    },
    /// `DisposeNext { method, value, sync, stack, target }`: pops the most recently
    /// added resource of `stack` into `method` (undefined for an async null resource),
    /// `value` and `sync`; when the stack is empty, pc = target. The compiler emits the
    /// calls (and awaits) of DisposeResources (sec-disposeresources) around it.
    DisposeNext {
        /// Receives the dispose method.
        method: Reg,
        /// Receives the resource value (the this of the call).
        value: Reg,
        /// Receives true for an `await using` resource with only a sync @@dispose: its
        /// call's result is not awaited (the closure of GetDisposeMethod).
        sync: Reg,
        /// The dispose stack.
        stack: Reg,
        /// Where to go when no resource is left.
        target: u32,
    },
    /// `SuppressError { acc, error }`: acc = error when acc holds the hole, else a new
    /// SuppressedError { error: error, suppressed: acc } (DisposeResources step 3.e).
    SuppressError {
        /// The accumulated completion error (the hole when none).
        acc: Reg,
        /// The new error.
        error: Reg,
    },
    /// `RethrowIfSet { src }`: throw src unless it holds the hole.
    RethrowIfSet {
        /// The value.
        src: Reg,
    },

    /// `Await { dst, value }`: Await(value) (sec-await): suspends the frame until the
    /// promise settles; fulfilled: dst = the value; rejected: throws the reason at this
    /// pc. Allowed in async functions, async generators and modules with top-level
    /// await.
    Await {
        /// Destination.
        dst: Reg,
        /// The awaited value.
        value: Reg,
    },

    // References resolved once (assignments to dynamically resolved names).
    /// `ResolveName { dst, name }`: ResolveBinding(`names[name]`) by name as `GetName`
    /// does, keeping the reference's base in dst for `GetRef`/`SetRef`: the object of
    /// an object environment (`with`, sloppy eval extras), a number (the environment
    /// depth times 2^32, plus the slot) for a declarative binding, null for the global
    /// environment when it has the binding, undefined when the reference is
    /// unresolvable. Used by assignments to names whose resolution is dynamic, and by
    /// strict assignments to globals the script does not declare, so that PutValue uses
    /// the reference resolved before the right-hand side ran
    /// (sec-assignment-operators-runtime-semantics-evaluation; in strict code an
    /// unresolvable reference throws even when the right-hand side created the name).
    ResolveName {
        /// Destination (the base).
        dst: Reg,
        /// Name index.
        name: u32,
    },
    /// `GetRef { dst, base, name }`: GetValue of the reference (`base`, `names[name]`)
    /// made by `ResolveName` (the environment chain is the same as at `ResolveName`).
    GetRef {
        /// Destination.
        dst: Reg,
        /// The base from `ResolveName`.
        base: Reg,
        /// Name index.
        name: u32,
    },
    /// `SetRef { src, base, name }`: PutValue of the reference (`base`, `names[name]`)
    /// made by `ResolveName`.
    SetRef {
        /// The value.
        src: Reg,
        /// The base from `ResolveName`.
        base: Reg,
        /// Name index.
        name: u32,
    },

    // ---------------------------------------------------------------- decorators
    /// `CallIntrinsic { dst, intrinsic, args, argc }`: runs the VM helper `intrinsic`
    /// on registers args..args+argc and writes its result to `dst` (and `dst+1` for
    /// the helpers that produce two values; see [`Intrinsic`]). May throw.
    CallIntrinsic {
        /// Destination (first of two for [`Intrinsic::returns_pair`] helpers).
        dst: Reg,
        /// The helper.
        intrinsic: Intrinsic,
        /// First argument register.
        args: Reg,
        /// Argument count.
        argc: u16,
    },

    // ---------------------------------------------------------------- int immediates
    // Forms of the arithmetic and compare-and-jump instructions whose right operand is
    // an int32 literal (`n - 1`, `i < 100`): one instruction and no register load.
    /// `AddInt { dst, lhs, value }`: dst = lhs + the Number `value` (as `Add`: string
    /// concatenation when lhs is or converts to a string).
    AddInt {
        /// Destination.
        dst: Reg,
        /// Left.
        lhs: Reg,
        /// The int.
        value: i32,
    },
    /// `SubInt { dst, lhs, value }`: dst = lhs - the Number `value` (as `Sub`).
    SubInt {
        /// Destination.
        dst: Reg,
        /// Left.
        lhs: Reg,
        /// The int.
        value: i32,
    },
    /// `MulInt { dst, lhs, value }`: dst = lhs * the Number `value` (as `Mul`).
    MulInt {
        /// Destination.
        dst: Reg,
        /// Left.
        lhs: Reg,
        /// The int.
        value: i32,
    },
    /// `RemInt { dst, lhs, value }`: dst = lhs % the Number `value` (as `Rem`).
    RemInt {
        /// Destination.
        dst: Reg,
        /// Left.
        lhs: Reg,
        /// The int.
        value: i32,
    },
    /// `BitAndInt { dst, lhs, value }`: dst = lhs & the Number `value` (as `BitAnd`).
    BitAndInt {
        /// Destination.
        dst: Reg,
        /// Left.
        lhs: Reg,
        /// The int.
        value: i32,
    },
    /// `BitOrInt { dst, lhs, value }`: dst = lhs | the Number `value` (as `BitOr`).
    BitOrInt {
        /// Destination.
        dst: Reg,
        /// Left.
        lhs: Reg,
        /// The int.
        value: i32,
    },
    /// `BitXorInt { dst, lhs, value }`: dst = lhs ^ the Number `value` (as `BitXor`).
    BitXorInt {
        /// Destination.
        dst: Reg,
        /// Left.
        lhs: Reg,
        /// The int.
        value: i32,
    },
    /// `ShlInt { dst, lhs, value }`: dst = lhs << the Number `value` (as `Shl`).
    ShlInt {
        /// Destination.
        dst: Reg,
        /// Left.
        lhs: Reg,
        /// The int.
        value: i32,
    },
    /// `ShrInt { dst, lhs, value }`: dst = lhs >> the Number `value` (as `Shr`).
    ShrInt {
        /// Destination.
        dst: Reg,
        /// Left.
        lhs: Reg,
        /// The int.
        value: i32,
    },
    /// `UShrInt { dst, lhs, value }`: dst = lhs >>> the Number `value` (as `UShr`).
    UShrInt {
        /// Destination.
        dst: Reg,
        /// Left.
        lhs: Reg,
        /// The int.
        value: i32,
    },
    /// `JumpIfLessThanInt { lhs, value, target }`: if lhs < value, pc = target (as
    /// `JumpIfLessThan` with the Number `value` on the right).
    JumpIfLessThanInt {
        /// Left.
        lhs: Reg,
        /// The int.
        value: i32,
        /// Target.
        target: u32,
    },
    /// `JumpIfLessEqualInt { lhs, value, target }`: if lhs <= value, pc = target (as
    /// `JumpIfLessEqual` with the Number `value` on the right).
    JumpIfLessEqualInt {
        /// Left.
        lhs: Reg,
        /// The int.
        value: i32,
        /// Target.
        target: u32,
    },
    /// `JumpIfGreaterThanInt { lhs, value, target }`: if lhs > value, pc = target (as
    /// `JumpIfGreaterThan` with the Number `value` on the right).
    JumpIfGreaterThanInt {
        /// Left.
        lhs: Reg,
        /// The int.
        value: i32,
        /// Target.
        target: u32,
    },
    /// `JumpIfGreaterEqualInt { lhs, value, target }`: if lhs >= value, pc = target (as
    /// `JumpIfGreaterEqual` with the Number `value` on the right).
    JumpIfGreaterEqualInt {
        /// Left.
        lhs: Reg,
        /// The int.
        value: i32,
        /// Target.
        target: u32,
    },
    /// `JumpIfNotLessThanInt { lhs, value, target }`: if !(lhs < value), pc = target (as
    /// `JumpIfNotLessThan` with the Number `value` on the right).
    JumpIfNotLessThanInt {
        /// Left.
        lhs: Reg,
        /// The int.
        value: i32,
        /// Target.
        target: u32,
    },
    /// `JumpIfNotLessEqualInt { lhs, value, target }`: if !(lhs <= value), pc = target (as
    /// `JumpIfNotLessEqual` with the Number `value` on the right).
    JumpIfNotLessEqualInt {
        /// Left.
        lhs: Reg,
        /// The int.
        value: i32,
        /// Target.
        target: u32,
    },
    /// `JumpIfNotGreaterThanInt { lhs, value, target }`: if !(lhs > value), pc = target (as
    /// `JumpIfNotGreaterThan` with the Number `value` on the right).
    JumpIfNotGreaterThanInt {
        /// Left.
        lhs: Reg,
        /// The int.
        value: i32,
        /// Target.
        target: u32,
    },
    /// `JumpIfNotGreaterEqualInt { lhs, value, target }`: if !(lhs >= value), pc = target (as
    /// `JumpIfNotGreaterEqual` with the Number `value` on the right).
    JumpIfNotGreaterEqualInt {
        /// Left.
        lhs: Reg,
        /// The int.
        value: i32,
        /// Target.
        target: u32,
    },
}

/// The VM helpers of [`Instruction::CallIntrinsic`] (class decorators and auto-accessors,
/// the decorators proposal as TypeScript 5 implements it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum Intrinsic {
    /// Applies one element's (or the class's) decorators. Arguments (10 registers):
    /// target (the class or prototype holding a public method/getter/setter/accessor,
    /// else undefined), kind (int, see [`decorator_kind`]), key (property key value or
    /// Private Name), flags (int, [`decorator_flags`]), the decorators (an Array), value
    /// and second value (private method/getter/setter: the function; private accessor:
    /// getter and setter; class: the class), metadata, initializers (Array or
    /// undefined), extra initializers (Array). Public elements are redefined on the
    /// target; dst/dst+1 receive the resulting values (class: dst = the class).
    Decorate = 0,
    /// `[this, initializers]`: calls each with `this`; `[this, initializers, value]`:
    /// threads `value` through them; dst = the value (undefined without one).
    RunInitializers = 1,
    /// `[storage, key]`: dst = a getter and dst+1 = a setter of the Private Name
    /// `storage`, named `get key` / `set key` (auto-accessors).
    AutoAccessor = 2,
    /// `[heritage]`: dst = a new metadata object inheriting the parent's
    /// `Symbol.metadata` (or null).
    NewMetadata = 3,
    /// `[class, metadata]`: defines `class[Symbol.metadata] = metadata`.
    DefineMetadata = 4,
}

impl Intrinsic {
    /// Whether the helper writes two registers (dst and dst+1).
    pub fn returns_pair(self) -> bool {
        matches!(self, Intrinsic::Decorate | Intrinsic::AutoAccessor)
    }
}

/// The `kind` argument of [`Intrinsic::Decorate`].
pub mod decorator_kind {
    /// A class decorator.
    pub const CLASS: i32 = 0;
    /// A method.
    pub const METHOD: i32 = 1;
    /// A getter.
    pub const GETTER: i32 = 2;
    /// A setter.
    pub const SETTER: i32 = 3;
    /// A field.
    pub const FIELD: i32 = 4;
    /// An auto-accessor (`accessor x`).
    pub const ACCESSOR: i32 = 5;
}

/// The `flags` argument of [`Intrinsic::Decorate`] (a bit set).
pub mod decorator_flags {
    /// A static element.
    pub const STATIC: i32 = 1;
    /// A private element (the key is a Private Name).
    pub const PRIVATE: i32 = 2;
}

/// What an operand of an instruction indexes: the verifier checks each against the
/// function it belongs to ([`Instruction::for_each_operand`]). Jump targets are
/// [`Instruction::jump_target`]; environment depths and slots are checked by the
/// verifier's walk over environment chains (the VM reads them with checks).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Operand {
    /// A register of the frame.
    Reg(Reg),
    /// `count` registers from the first (none when `count` is 0).
    Regs(Reg, u16),
    /// An entry of the function's names.
    Name(u32),
    /// An entry of the function's constant pool.
    Constant(u32),
    /// One of the function's inline-cache slots.
    Ic(u32),
    /// A function of the unit.
    Function(u32),
    /// One of the function's scope layouts.
    Scope(u32),
}

impl Instruction {
    /// Calls `f` with every operand that indexes something (registers, register ranges,
    /// names, constants, caches, functions, scopes), including the registers an
    /// instruction uses beside the one it names (an iterator record's three, a class's
    /// prototype, an intrinsic's second result).
    pub fn for_each_operand(&self, mut f: impl FnMut(Operand)) {
        use Instruction as I;
        use Operand as O;
        match *self {
            I::Nop | I::PopScope | I::CopyScope | I::Debugger | I::GeneratorStart => {}
            I::Move { dst, src }
            | I::CopyDataProperties { dst, src }
            | I::Negate { dst, src }
            | I::ToNumber { dst, src }
            | I::ToNumeric { dst, src }
            | I::Not { dst, src }
            | I::BitNot { dst, src }
            | I::TypeOf { dst, src }
            | I::Increment { dst, src }
            | I::Decrement { dst, src }
            | I::ToString { dst, src }
            | I::ToPropertyKey { dst, src }
            | I::ToObject { dst, src } => {
                f(O::Reg(dst));
                f(O::Reg(src));
            }
            I::LoadUndefined { dst }
            | I::LoadNull { dst }
            | I::LoadTrue { dst }
            | I::LoadFalse { dst }
            | I::LoadHole { dst }
            | I::LoadThis { dst }
            | I::LoadGlobalThis { dst }
            | I::LoadNewTarget { dst }
            | I::LoadCallee { dst }
            | I::LoadHomeObject { dst }
            | I::LoadImportMeta { dst }
            | I::NewObject { dst }
            | I::NewDisposeStack { dst } => f(O::Reg(dst)),
            I::LoadInt { dst, .. }
            | I::CreateArguments { dst, .. }
            | I::CreateRestArray { dst, .. }
            | I::GetEnv { dst, .. }
            | I::GetEnvChecked { dst, .. }
            | I::GetImport { dst, .. }
            | I::NewArray { dst, .. } => f(O::Reg(dst)),
            I::LoadConst { dst, constant }
            | I::NewRegExp { dst, constant }
            | I::GetTemplateObject { dst, constant } => {
                f(O::Reg(dst));
                f(O::Constant(constant));
            }
            I::PushScope { scope } => f(O::Scope(scope)),
            I::PushWithScope { object } => f(O::Reg(object)),
            I::SetEnv { src, .. }
            | I::SetEnvChecked { src, .. }
            | I::JumpIfNullish { src, .. }
            | I::JumpIfNotNullish { src, .. }
            | I::JumpIfUndefined { src, .. }
            | I::JumpIfNotUndefined { src, .. }
            | I::JumpIfIntEqual { src, .. } => f(O::Reg(src)),
            I::CheckTdz { src, name }
            | I::ThrowIfNotHole { src, name }
            | I::DefineGlobalFunction { src, name }
            | I::InitGlobalLexical { src, name }
            | I::SetName { src, name }
            | I::InitName { src, name } => {
                f(O::Reg(src));
                f(O::Name(name));
            }
            I::GetGlobal { dst, name, ic } | I::GetGlobalForTypeof { dst, name, ic } => {
                f(O::Reg(dst));
                f(O::Name(name));
                f(O::Ic(ic));
            }
            I::SetGlobal { src, name, ic } => {
                f(O::Reg(src));
                f(O::Name(name));
                f(O::Ic(ic));
            }
            I::DeclareGlobals { decl } => f(O::Constant(decl)),
            I::GetName { dst, name }
            | I::GetNameForTypeof { dst, name }
            | I::DeleteName { dst, name }
            | I::NewPrivateName { dst, name }
            | I::ResolveName { dst, name } => {
                f(O::Reg(dst));
                f(O::Name(name));
            }
            I::GetNameForCall { dst, this, name } => {
                f(O::Reg(dst));
                f(O::Reg(this));
                f(O::Name(name));
            }
            I::GetNamed { dst, obj, name, ic } | I::GetMethod { dst, obj, name, ic } => {
                f(O::Reg(dst));
                f(O::Reg(obj));
                f(O::Name(name));
                f(O::Ic(ic));
            }
            I::SetNamed { obj, value, name, ic } | I::DefineNamed { obj, value, name, ic } => {
                f(O::Reg(obj));
                f(O::Reg(value));
                f(O::Name(name));
                f(O::Ic(ic));
            }
            I::GetKeyed { dst, obj, key }
            | I::DeleteKeyed { dst, obj, key }
            | I::GetPrivate { dst, obj, key }
            | I::HasPrivate { dst, obj, key } => {
                f(O::Reg(dst));
                f(O::Reg(obj));
                f(O::Reg(key));
            }
            I::SetKeyed { obj, key, value }
            | I::SetPrivate { obj, key, value }
            | I::DefinePrivateField { obj, key, value } => {
                f(O::Reg(obj));
                f(O::Reg(key));
                f(O::Reg(value));
            }
            I::DeleteNamed { dst, obj, name } => {
                f(O::Reg(dst));
                f(O::Reg(obj));
                f(O::Name(name));
            }
            I::GetSuperBase { dst, home } => {
                f(O::Reg(dst));
                f(O::Reg(home));
            }
            I::GetSuperNamed { dst, base, this, name } => {
                f(O::Reg(dst));
                f(O::Reg(base));
                f(O::Reg(this));
                f(O::Name(name));
            }
            I::GetSuperKeyed { dst, base, this, key } => {
                f(O::Reg(dst));
                f(O::Reg(base));
                f(O::Reg(this));
                f(O::Reg(key));
            }
            I::SetSuperNamed { base, this, value, name } => {
                f(O::Reg(base));
                f(O::Reg(this));
                f(O::Reg(value));
                f(O::Name(name));
            }
            I::SetSuperKeyed { base, this, key, value } => {
                f(O::Reg(base));
                f(O::Reg(this));
                f(O::Reg(key));
                f(O::Reg(value));
            }
            I::DefinePrivateMethod { obj, key, func, .. } => {
                f(O::Reg(obj));
                f(O::Reg(key));
                f(O::Reg(func));
            }
            I::NewArrayFrom { dst, start, count } => {
                f(O::Reg(dst));
                f(O::Regs(start, count));
            }
            I::ArrayPush { array, value } => {
                f(O::Reg(array));
                f(O::Reg(value));
            }
            I::ArrayPushHole { array } => f(O::Reg(array)),
            I::ArraySpread { array, src } => {
                f(O::Reg(array));
                f(O::Reg(src));
            }
            I::DefineProperty { obj, key, value, .. } => {
                f(O::Reg(obj));
                f(O::Reg(key));
                f(O::Reg(value));
            }
            I::SetPrototypeOfLiteral { obj, value } => {
                f(O::Reg(obj));
                f(O::Reg(value));
            }
            I::ObjectRest { dst, src, excluded, count } => {
                f(O::Reg(dst));
                f(O::Reg(src));
                f(O::Regs(excluded, count));
            }
            I::NewClosure { dst, func } => {
                f(O::Reg(dst));
                f(O::Function(func));
            }
            I::SetFunctionName { func, key, .. } => {
                f(O::Reg(func));
                f(O::Reg(key));
            }
            I::SetHomeObject { func, home } => {
                f(O::Reg(func));
                f(O::Reg(home));
            }
            I::CreateClass { dst, heritage, constant } => {
                f(O::Regs(dst, 2));
                f(O::Reg(heritage));
                f(O::Constant(constant));
            }
            I::Call { dst, callee, this, args, argc }
            | I::CallEval { dst, callee, this, args, argc }
            | I::TailCall { dst, callee, this, args, argc }
            | I::TailCallEval { dst, callee, this, args, argc } => {
                f(O::Reg(dst));
                f(O::Reg(callee));
                f(O::Reg(this));
                f(O::Regs(args, argc));
            }
            I::CallSpread { dst, callee, this, array }
            | I::CallEvalSpread { dst, callee, this, array } => {
                f(O::Reg(dst));
                f(O::Reg(callee));
                f(O::Reg(this));
                f(O::Reg(array));
            }
            I::New { dst, callee, args, argc } => {
                f(O::Reg(dst));
                f(O::Reg(callee));
                f(O::Regs(args, argc));
            }
            I::NewSpread { dst, callee, array } => {
                f(O::Reg(dst));
                f(O::Reg(callee));
                f(O::Reg(array));
            }
            I::SuperCall { dst, func, new_target, args, argc } => {
                f(O::Reg(dst));
                f(O::Reg(func));
                f(O::Reg(new_target));
                f(O::Regs(args, argc));
            }
            I::SuperCallSpread { dst, func, new_target, array } => {
                f(O::Reg(dst));
                f(O::Reg(func));
                f(O::Reg(new_target));
                f(O::Reg(array));
            }
            I::ImportCall { dst, specifier, options, .. } => {
                f(O::Reg(dst));
                f(O::Reg(specifier));
                f(O::Reg(options));
            }
            I::Return { src }
            | I::RequireObjectCoercible { src }
            | I::Throw { src }
            | I::RethrowIfSet { src } => f(O::Reg(src)),
            I::Add { dst, lhs, rhs }
            | I::Sub { dst, lhs, rhs }
            | I::Mul { dst, lhs, rhs }
            | I::Div { dst, lhs, rhs }
            | I::Rem { dst, lhs, rhs }
            | I::Exp { dst, lhs, rhs }
            | I::BitAnd { dst, lhs, rhs }
            | I::BitOr { dst, lhs, rhs }
            | I::BitXor { dst, lhs, rhs }
            | I::Shl { dst, lhs, rhs }
            | I::Shr { dst, lhs, rhs }
            | I::UShr { dst, lhs, rhs }
            | I::Equal { dst, lhs, rhs }
            | I::NotEqual { dst, lhs, rhs }
            | I::StrictEqual { dst, lhs, rhs }
            | I::StrictNotEqual { dst, lhs, rhs }
            | I::LessThan { dst, lhs, rhs }
            | I::LessEqual { dst, lhs, rhs }
            | I::GreaterThan { dst, lhs, rhs }
            | I::GreaterEqual { dst, lhs, rhs }
            | I::InstanceOf { dst, lhs, rhs } => {
                f(O::Reg(dst));
                f(O::Reg(lhs));
                f(O::Reg(rhs));
            }
            I::In { dst, key, obj } => {
                f(O::Reg(dst));
                f(O::Reg(key));
                f(O::Reg(obj));
            }
            I::ThrowIfNotObject { src, message } => {
                f(O::Reg(src));
                f(O::Name(message));
            }
            I::JumpIfTrue { cond, .. } | I::JumpIfFalse { cond, .. } => f(O::Reg(cond)),
            I::JumpIfLessThan { lhs, rhs, .. }
            | I::JumpIfLessEqual { lhs, rhs, .. }
            | I::JumpIfGreaterThan { lhs, rhs, .. }
            | I::JumpIfGreaterEqual { lhs, rhs, .. }
            | I::JumpIfNotLessThan { lhs, rhs, .. }
            | I::JumpIfNotLessEqual { lhs, rhs, .. }
            | I::JumpIfNotGreaterThan { lhs, rhs, .. }
            | I::JumpIfNotGreaterEqual { lhs, rhs, .. }
            | I::JumpIfStrictEqual { lhs, rhs, .. }
            | I::JumpIfStrictNotEqual { lhs, rhs, .. }
            | I::JumpIfEqual { lhs, rhs, .. }
            | I::JumpIfNotEqual { lhs, rhs, .. } => {
                f(O::Reg(lhs));
                f(O::Reg(rhs));
            }
            I::Jump { .. } => {}
            I::ThrowError { message, .. } => f(O::Name(message)),
            I::ForInPrepare { dst, obj } => {
                f(O::Reg(dst));
                f(O::Reg(obj));
            }
            I::ForInNext { dst, iter, .. } => {
                f(O::Reg(dst));
                f(O::Reg(iter));
            }
            I::GetIterator { dst, src } | I::GetAsyncIterator { dst, src } => {
                f(O::Regs(dst, 3));
                f(O::Reg(src));
            }
            I::ForOfStep { dst, iter, .. } => {
                f(O::Reg(dst));
                f(O::Regs(iter, 3));
            }
            I::IteratorStepValue { dst, iter } | I::IteratorRest { dst, iter } => {
                f(O::Reg(dst));
                f(O::Regs(iter, 3));
            }
            I::IteratorClose { iter } | I::IteratorCloseQuiet { iter } => f(O::Regs(iter, 3)),
            I::Yield { dst, kind, value } | I::YieldDelegate { dst, kind, value } => {
                f(O::Reg(dst));
                f(O::Reg(kind));
                f(O::Reg(value));
            }
            I::AddDisposable { stack, value, .. } => {
                f(O::Reg(stack));
                f(O::Reg(value));
            }
            I::DisposeNext { method, value, sync, stack, .. } => {
                f(O::Reg(method));
                f(O::Reg(value));
                f(O::Reg(sync));
                f(O::Reg(stack));
            }
            I::SuppressError { acc, error } => {
                f(O::Reg(acc));
                f(O::Reg(error));
            }
            I::Await { dst, value } => {
                f(O::Reg(dst));
                f(O::Reg(value));
            }
            I::GetRef { dst, base, name } => {
                f(O::Reg(dst));
                f(O::Reg(base));
                f(O::Name(name));
            }
            I::SetRef { src, base, name } => {
                f(O::Reg(src));
                f(O::Reg(base));
                f(O::Name(name));
            }
            I::CallIntrinsic { dst, args, argc, intrinsic } => {
                f(O::Regs(dst, if intrinsic.returns_pair() { 2 } else { 1 }));
                f(O::Regs(args, argc));
            }
            I::AddInt { dst, lhs, .. }
            | I::SubInt { dst, lhs, .. }
            | I::MulInt { dst, lhs, .. }
            | I::RemInt { dst, lhs, .. }
            | I::BitAndInt { dst, lhs, .. }
            | I::BitOrInt { dst, lhs, .. }
            | I::BitXorInt { dst, lhs, .. }
            | I::ShlInt { dst, lhs, .. }
            | I::ShrInt { dst, lhs, .. }
            | I::UShrInt { dst, lhs, .. } => {
                f(O::Reg(dst));
                f(O::Reg(lhs));
            }
            I::JumpIfLessThanInt { lhs, .. }
            | I::JumpIfLessEqualInt { lhs, .. }
            | I::JumpIfGreaterThanInt { lhs, .. }
            | I::JumpIfGreaterEqualInt { lhs, .. }
            | I::JumpIfNotLessThanInt { lhs, .. }
            | I::JumpIfNotLessEqualInt { lhs, .. }
            | I::JumpIfNotGreaterThanInt { lhs, .. }
            | I::JumpIfNotGreaterEqualInt { lhs, .. } => f(O::Reg(lhs)),
        }
    }

    /// The jump target, when this instruction can jump.
    pub fn jump_target(&self) -> Option<u32> {
        let mut copy = *self;
        copy.jump_target_mut().map(|target| *target)
    }

    /// Replace the jump target (no-op for instructions without one).
    pub fn set_jump_target(&mut self, new: u32) {
        if let Some(target) = self.jump_target_mut() {
            *target = new;
        }
    }

    /// The jump target's operand, when this instruction can jump: the one list of the
    /// jumping instructions that [`Self::jump_target`] and [`Self::set_jump_target`] read.
    fn jump_target_mut(&mut self) -> Option<&mut u32> {
        match self {
            Instruction::Jump { target }
            | Instruction::JumpIfTrue { target, .. }
            | Instruction::JumpIfFalse { target, .. }
            | Instruction::JumpIfNullish { target, .. }
            | Instruction::JumpIfNotNullish { target, .. }
            | Instruction::JumpIfUndefined { target, .. }
            | Instruction::JumpIfNotUndefined { target, .. }
            | Instruction::JumpIfIntEqual { target, .. }
            | Instruction::JumpIfLessThan { target, .. }
            | Instruction::JumpIfLessEqual { target, .. }
            | Instruction::JumpIfGreaterThan { target, .. }
            | Instruction::JumpIfGreaterEqual { target, .. }
            | Instruction::JumpIfNotLessThan { target, .. }
            | Instruction::JumpIfNotLessEqual { target, .. }
            | Instruction::JumpIfNotGreaterThan { target, .. }
            | Instruction::JumpIfNotGreaterEqual { target, .. }
            | Instruction::JumpIfStrictEqual { target, .. }
            | Instruction::JumpIfStrictNotEqual { target, .. }
            | Instruction::JumpIfEqual { target, .. }
            | Instruction::JumpIfNotEqual { target, .. }
            | Instruction::ForInNext { target, .. }
            | Instruction::ForOfStep { target, .. }
            | Instruction::JumpIfLessThanInt { target, .. }
            | Instruction::JumpIfLessEqualInt { target, .. }
            | Instruction::JumpIfGreaterThanInt { target, .. }
            | Instruction::JumpIfGreaterEqualInt { target, .. }
            | Instruction::JumpIfNotLessThanInt { target, .. }
            | Instruction::JumpIfNotLessEqualInt { target, .. }
            | Instruction::JumpIfNotGreaterThanInt { target, .. }
            | Instruction::JumpIfNotGreaterEqualInt { target, .. }
            | Instruction::DisposeNext { target, .. } => Some(target),
            _ => None,
        }
    }

    /// Whether the instruction can never throw (so it needs no source position).
    pub fn cannot_throw(&self) -> bool {
        matches!(
            self,
            Instruction::Nop
                | Instruction::Move { .. }
                | Instruction::LoadUndefined { .. }
                | Instruction::LoadNull { .. }
                | Instruction::LoadTrue { .. }
                | Instruction::LoadFalse { .. }
                | Instruction::LoadInt { .. }
                | Instruction::LoadConst { .. }
                | Instruction::LoadHole { .. }
                | Instruction::LoadThis { .. }
                | Instruction::LoadGlobalThis { .. }
                | Instruction::LoadNewTarget { .. }
                | Instruction::LoadCallee { .. }
                | Instruction::LoadHomeObject { .. }
                | Instruction::PushScope { .. }
                | Instruction::PopScope
                | Instruction::CopyScope
                | Instruction::GetEnv { .. }
                | Instruction::SetEnv { .. }
                | Instruction::NewObject { .. }
                | Instruction::NewArray { .. }
                | Instruction::NewClosure { .. }
                | Instruction::Jump { .. }
                | Instruction::JumpIfTrue { .. }
                | Instruction::JumpIfFalse { .. }
                | Instruction::JumpIfNullish { .. }
                | Instruction::JumpIfNotNullish { .. }
                | Instruction::JumpIfUndefined { .. }
                | Instruction::JumpIfNotUndefined { .. }
                | Instruction::JumpIfIntEqual { .. }
                | Instruction::JumpIfStrictEqual { .. }
                | Instruction::JumpIfStrictNotEqual { .. }
                | Instruction::Not { .. }
                | Instruction::TypeOf { .. }
                | Instruction::StrictEqual { .. }
                | Instruction::StrictNotEqual { .. }
                | Instruction::Debugger
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn instruction_fits_in_16_bytes() {
        assert!(std::mem::size_of::<Instruction>() <= 16);
        assert_eq!(std::mem::size_of::<Reg>(), 2);
    }
}
